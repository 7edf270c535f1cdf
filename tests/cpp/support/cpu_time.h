// CPU time, for the tests of time budgets.
//
// The players keep to budgets in wall-clock time, and a loaded machine (ctest
// -j, a build, another engineer's benchmark) stretches wall-clock time at
// random: an upper bound checked in wall-clock time fails because of the
// machine, not the code (it did: 0.522 s against a 0.5 s budget). The CPU time
// of a search on one thread is never more than the wall-clock time it took and,
// on an idle machine, the same; so "CPU time <= budget" catches a real overrun
// and no load can break it. Lower bounds ("the budget was used") stay in
// wall-clock time, which load only lengthens.
#pragma once

#include <time.h>

namespace pps::test {

inline double cpu_seconds(clockid_t clock) {
  timespec t{};
  clock_gettime(clock, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

// CPU time of the calling thread: a search on one thread runs on its caller.
inline double thread_cpu_seconds() { return cpu_seconds(CLOCK_THREAD_CPUTIME_ID); }
// CPU time of every thread of the test process (searches on several threads).
inline double process_cpu_seconds() { return cpu_seconds(CLOCK_PROCESS_CPUTIME_ID); }

}  // namespace pps::test
