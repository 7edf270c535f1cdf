#include "ai/core/search_threads.h"

#include <algorithm>

#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
#define PPS_NO_THREADS 1
#endif

#ifndef PPS_NO_THREADS
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>
#endif

namespace pps {

#ifdef PPS_NO_THREADS

bool threads_available() { return false; }

void run_parallel(int, int count, const std::function<void(int)>& task) {
  for (int i = 0; i < count; ++i) task(i);
}

#else

namespace {

// Spins until `ready()` holds or about `limit` has passed; says which. A search
// is often followed by another within a millisecond (a game played out, a
// benchmark), and waking a blocked thread costs more than that in
// WebAssembly, so the pool's threads look for the next job for a while before
// they sleep.
template <typename Ready>
bool spin_until(Ready ready, std::chrono::microseconds limit) {
  const auto until = std::chrono::steady_clock::now() + limit;
  for (int spins = 1;; ++spins) {
    if (ready()) return true;
    if (spins % 256 == 0 && std::chrono::steady_clock::now() > until) return false;
  }
}

constexpr std::chrono::microseconds kSpin{2000};
constexpr int kMaxThreads = 256;  // the helpers wanted fit in a byte of the job word

class Pool {
 public:
  // Helpers wait for a job generation to change, take task indices from a
  // shared counter, and report when they leave the job.
  void run(int threads, int count, const std::function<void(int)>& task) {
    std::lock_guard<std::mutex> one_job(job_mutex_);
    const int helpers = std::min({threads, count, kMaxThreads}) - 1;
    grow(helpers);
    {
      std::lock_guard<std::mutex> lock(mutex_);
      task_ = &task;
      count_ = count;
      next_.store(0);
      active_.store(helpers);
      // One word holds the job's generation and how many helpers it wants,
      // so a helper reads both at once, never one job's count with another's
      // generation.
      const std::uint64_t generation = (job_.load() >> 8) + 1;
      job_.store(generation << 8 | static_cast<std::uint64_t>(helpers), std::memory_order_release);
    }
    wake_.notify_all();
    work();
    if (!spin_until([&] { return active_.load(std::memory_order_acquire) == 0; }, kSpin)) {
      std::unique_lock<std::mutex> lock(mutex_);
      done_.wait(lock, [&] { return active_.load() == 0; });
    }
    std::lock_guard<std::mutex> lock(mutex_);
    task_ = nullptr;
  }

 private:
  void grow(int helpers) {
    while (static_cast<int>(threads_.size()) < helpers) {
      const int index = static_cast<int>(threads_.size());
      threads_.emplace_back([this, index] { loop(index); });
      threads_.back().detach();  // lives as long as the process
    }
  }

  void work() {
    for (int i = next_.fetch_add(1); i < count_; i = next_.fetch_add(1)) (*task_)(i);
  }

  void loop(int index) {
    std::uint64_t seen = 0;
    for (;;) {
      const auto changed = [&] { return job_.load(std::memory_order_acquire) != seen; };
      if (!spin_until(changed, kSpin)) {
        std::unique_lock<std::mutex> lock(mutex_);
        wake_.wait(lock, changed);
      }
      seen = job_.load(std::memory_order_acquire);
      if (index >= static_cast<int>(seen & 0xFF)) continue;  // not needed for this job
      work();
      // The last helper out wakes the caller if it stopped spinning; the
      // lock orders this with the caller's check before it sleeps.
      if (active_.fetch_sub(1, std::memory_order_acq_rel) == 1) {
        std::lock_guard<std::mutex> lock(mutex_);
        done_.notify_one();
      }
    }
  }

  std::mutex job_mutex_;
  std::mutex mutex_;
  std::condition_variable wake_, done_;
  std::vector<std::thread> threads_;
  const std::function<void(int)>* task_ = nullptr;
  int count_ = 0;
  std::atomic<int> next_{0};
  std::atomic<int> active_{0};
  std::atomic<std::uint64_t> job_{0};  // generation << 8 | helpers wanted
};

Pool& pool() {
  static Pool* instance = new Pool;  // never destroyed: its threads outlive main()
  return *instance;
}

}  // namespace

bool threads_available() { return true; }

void run_parallel(int threads, int count, const std::function<void(int)>& task) {
  if (threads <= 1 || count <= 1) {
    for (int i = 0; i < count; ++i) task(i);
    return;
  }
  pool().run(threads, count, task);
}

#endif

}  // namespace pps
