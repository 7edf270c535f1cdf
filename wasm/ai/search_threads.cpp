#include "ai/search_threads.h"

#include <algorithm>

#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
#define PPS_NO_THREADS 1
#endif

#ifndef PPS_NO_THREADS
#include <atomic>
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

class Pool {
 public:
  // Helpers wait for a job generation to change, take task indices from a
  // shared counter, and report when they leave the job.
  void run(int threads, int count, const std::function<void(int)>& task) {
    std::lock_guard<std::mutex> one_job(job_mutex_);
    const int helpers = std::min(threads, count) - 1;
    grow(helpers);
    {
      std::lock_guard<std::mutex> lock(mutex_);
      task_ = &task;
      count_ = count;
      next_.store(0);
      wanted_ = helpers;
      active_ = helpers;
      ++generation_;
    }
    wake_.notify_all();
    work();
    std::unique_lock<std::mutex> lock(mutex_);
    done_.wait(lock, [&] { return active_ == 0; });
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
      {
        std::unique_lock<std::mutex> lock(mutex_);
        wake_.wait(lock, [&] { return generation_ != seen; });
        seen = generation_;
        if (index >= wanted_) continue;  // not needed for this job
      }
      work();
      std::lock_guard<std::mutex> lock(mutex_);
      if (--active_ == 0) done_.notify_one();
    }
  }

  std::mutex job_mutex_;
  std::mutex mutex_;
  std::condition_variable wake_, done_;
  std::vector<std::thread> threads_;
  const std::function<void(int)>* task_ = nullptr;
  int count_ = 0;
  std::atomic<int> next_{0};
  int wanted_ = 0, active_ = 0;
  std::uint64_t generation_ = 0;
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
