// A program started so that everything it starts stops with it, without
// cgroups. Killing its process group is not enough: a child may move to a
// session of its own (setsid) or outlive its parent. So the program runs in a
// group of its own as a "child subreaper" (Linux's prctl): whatever it starts
// stays below it in the process tree, however its parents exit and whatever
// session it joins. pps is a subreaper too, so what the program's own exit
// leaves behind comes back to pps instead of to init. Stopping the program
// kills its group, every process below it and what came back to pps, found in
// /proc, until none is left. A process started for it by another service
// (cron, systemd) is no descendant and is not stopped. Linux only.
#pragma once

#include <sys/resource.h>
#include <sys/types.h>

#include <optional>
#include <string>
#include <vector>

namespace pps::external {

// A limit set with setrlimit (both soft and hard) before the program starts.
struct ResourceLimit {
  int resource;  // RLIMIT_...
  rlim_t value;
};

// How to start a program: the command line to execute, argv[0] its path
// (`/bin/sh -c COMMAND`, or a sandbox's: sandbox.h), its limits, and its
// environment ("NAME=VALUE" each; none: pps's own).
struct Launch {
  std::vector<std::string> argv;
  std::vector<ResourceLimit> limits;
  std::optional<std::vector<std::string>> environment;
};

// Starts `launch` in the current folder with these descriptors as its
// standard input, output and error (`stderr_fd` -1: pps's own), in a process
// group of its own, with SIGPIPE at its default and no signal blocked.
// Returns its process id (also its group's). Throws std::runtime_error if it
// cannot be started at all (a command that is not found starts, and exits
// with status 127).
pid_t spawn_program(const Launch& launch, int stdin_fd, int stdout_fd, int stderr_fd);

// Waits for the program `pid` started by spawn_program to exit by itself,
// reaps it and returns its wait status (for a program run to its end).
int wait_program(pid_t pid);

// Kills (SIGKILL) the program `pid` started by spawn_program, its process
// group, every process below it, and every process that came back to pps
// from a program that is no longer running; reaps what is pps's to reap,
// `pid` included. Returns when none of them is left running (or, for a tree
// that will not die, after a few seconds).
void kill_program_tree(pid_t pid);

}  // namespace pps::external
