// The persistent pool of search threads. Threads are created once, lazily, up
// to the largest count ever requested, and reused by every later search: in
// WebAssembly a thread only starts when its creator returns to the event loop
// unless it comes from Emscripten's pre-started pool, so a search must never
// create threads and join them in the same call (docs/DESIGN.md,
// "Toolchain notes for contributors"). With one
// thread (and always in the single-threaded WebAssembly build) the tasks run
// on the caller and no thread is ever touched.
#pragma once

#include <functional>

namespace pps {

// Whether this build can run search threads at all.
bool threads_available();

// Runs task(0) .. task(count - 1), each exactly once, on up to `threads`
// threads (the caller is one of them), and returns when all are done. Calls
// from different threads are serialized. No exceptions may escape a task.
void run_parallel(int threads, int count, const std::function<void(int)>& task);

}  // namespace pps
