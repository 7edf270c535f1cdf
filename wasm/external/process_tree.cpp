#include "external/process_tree.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

extern char** environ;

namespace pps::external {

namespace {

// The programs started and not yet reaped: pps's own children, never taken
// for something a program left behind.
std::mutex registry_mutex;
std::set<pid_t>& live_programs() {
  static std::set<pid_t> pids;
  return pids;
}

struct ProcessInfo {
  pid_t pid = 0, parent = 0, group = 0;
  char state = '?';  // 'Z': exited, waiting to be reaped
};

// "PID (COMM) STATE PPID PGRP ...": COMM may hold spaces and parentheses, so
// the fields are read after its last ')'.
bool read_process(pid_t pid, ProcessInfo* info) {
  const std::string path = "/proc/" + std::to_string(pid) + "/stat";
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  char text[512];
  const ssize_t n = ::read(fd, text, sizeof text - 1);
  ::close(fd);
  if (n <= 0) return false;
  text[n] = '\0';
  const char* end_of_name = std::strrchr(text, ')');
  if (!end_of_name) return false;
  char state = '?';
  int parent = 0, group = 0;
  if (std::sscanf(end_of_name + 1, " %c %d %d", &state, &parent, &group) != 3) return false;
  *info = {pid, parent, group, state};
  return true;
}

std::vector<ProcessInfo> all_processes() {
  std::vector<ProcessInfo> out;
  DIR* dir = ::opendir("/proc");
  if (!dir) return out;
  while (const dirent* entry = ::readdir(dir)) {
    char* end = nullptr;
    const long pid = std::strtol(entry->d_name, &end, 10);
    ProcessInfo info;
    if (end != entry->d_name && *end == '\0' && read_process(static_cast<pid_t>(pid), &info)) out.push_back(info);
  }
  ::closedir(dir);
  return out;
}

// The processes to kill for the program `root`: its group, everything below
// it, and what came back to pps (a child of pps outside pps's own group that
// is not a running program: a running program's leftovers stay below it, as
// it is a subreaper).
std::vector<ProcessInfo> doomed(pid_t root, const std::vector<ProcessInfo>& processes) {
  std::multimap<pid_t, const ProcessInfo*> children;
  for (const ProcessInfo& p : processes) children.emplace(p.parent, &p);
  std::set<pid_t> chosen{root};
  std::vector<pid_t> to_visit{root};
  const pid_t self = ::getpid(), own_group = ::getpgrp();
  {
    std::lock_guard lock(registry_mutex);
    for (const ProcessInfo& p : processes)
      if ((p.group == root) ||
          (p.parent == self && p.group != own_group && p.pid != root && !live_programs().count(p.pid)))
        if (chosen.insert(p.pid).second) to_visit.push_back(p.pid);
  }
  while (!to_visit.empty()) {
    const pid_t parent = to_visit.back();
    to_visit.pop_back();
    const auto [first, last] = children.equal_range(parent);
    for (auto it = first; it != last; ++it)
      if (chosen.insert(it->second->pid).second) to_visit.push_back(it->second->pid);
  }
  std::vector<ProcessInfo> out;
  for (const ProcessInfo& p : processes)
    if (chosen.count(p.pid)) out.push_back(p);
  return out;
}

void become_subreaper() {
  static std::once_flag once;
  std::call_once(once, [] { ::prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); });
}

// How long kill_program_tree keeps at a tree that will not die (processes in
// uninterruptible sleep); killed processes usually go in a millisecond.
constexpr auto kKillPatience = std::chrono::seconds(5);

}  // namespace

pid_t spawn_program(const Launch& launch, int stdin_fd, int stdout_fd, int stderr_fd) {
  become_subreaper();
  int report[2];  // the child writes errno here if exec fails; closed by exec otherwise
  if (::pipe2(report, O_CLOEXEC) != 0) throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  // A descriptor below 3 (pps started with its own standard input closed,
  // say) would be overwritten by the dup2s below: use a copy above 2.
  int fds[3] = {stdin_fd, stdout_fd, stderr_fd}, copies[3] = {-1, -1, -1};
  for (int i = 0; i < 3; ++i)
    if (fds[i] >= 0 && fds[i] < 3) fds[i] = copies[i] = ::fcntl(fds[i], F_DUPFD_CLOEXEC, 3);
  const auto close_copies = [&] {
    for (int copy : copies)
      if (copy >= 0) ::close(copy);
  };
  // Everything the child needs, made before fork: it may not allocate. A
  // limit above the hard limit pps has would be refused: it is lowered to it.
  std::vector<ResourceLimit> limits = launch.limits;
  for (ResourceLimit& limit : limits) {
    rlimit now{};
    if (::getrlimit(limit.resource, &now) == 0 && now.rlim_max != RLIM_INFINITY && limit.value > now.rlim_max)
      limit.value = now.rlim_max;
  }
  std::vector<char*> argv, env;
  for (const std::string& word : launch.argv) argv.push_back(const_cast<char*>(word.c_str()));
  argv.push_back(nullptr);
  if (launch.environment)
    for (const std::string& entry : *launch.environment) env.push_back(const_cast<char*>(entry.c_str()));
  env.push_back(nullptr);
  if (argv.size() < 2) throw std::runtime_error("nothing to start");
  sigset_t no_signals;
  sigemptyset(&no_signals);
  struct sigaction default_action {};
  default_action.sa_handler = SIG_DFL;
  std::lock_guard lock(registry_mutex);
  const pid_t pid = ::fork();
  if (pid == 0) {
    // Only async-signal-safe calls from here to exec: pps may have other
    // threads, whose locks the child does not own.
    ::setpgid(0, 0);
    ::prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    ::sigaction(SIGPIPE, &default_action, nullptr);  // pps ignores it; the program gets the default
    ::sigprocmask(SIG_SETMASK, &no_signals, nullptr);
    for (const ResourceLimit& limit : limits) {
      const rlimit value{limit.value, limit.value};
      if (::setrlimit(limit.resource, &value) != 0) {
        const int error = errno;
        (void)!::write(report[1], &error, sizeof error);
        ::_exit(127);
      }
    }
    if (::dup2(fds[0], 0) < 0 || ::dup2(fds[1], 1) < 0 || (fds[2] >= 0 && ::dup2(fds[2], 2) < 0)) {
      const int error = errno;
      (void)!::write(report[1], &error, sizeof error);
      ::_exit(127);
    }
    ::execve(argv[0], argv.data(), launch.environment ? env.data() : environ);
    const int error = errno;
    (void)!::write(report[1], &error, sizeof error);
    ::_exit(127);
  }
  const int fork_error = errno;
  close_copies();
  ::close(report[1]);
  if (pid < 0) {
    ::close(report[0]);
    throw std::runtime_error("cannot start " + launch.argv[0] + ": " + std::strerror(fork_error));
  }
  // The parent sets the group too, so that it exists before any kill(-pid)
  // (after exec the child's own call has done it, and this one may fail).
  ::setpgid(pid, pid);
  int exec_error = 0;
  ssize_t n;
  while ((n = ::read(report[0], &exec_error, sizeof exec_error)) < 0 && errno == EINTR) {
  }
  ::close(report[0]);
  if (n == static_cast<ssize_t>(sizeof exec_error)) {
    while (::waitpid(pid, nullptr, 0) < 0 && errno == EINTR) {
    }
    throw std::runtime_error("cannot start " + launch.argv[0] + ": " + std::strerror(exec_error));
  }
  live_programs().insert(pid);
  return pid;
}

void kill_program_tree(pid_t root) {
  ::kill(-root, SIGKILL);  // the group at once, then whatever left it
  ::kill(root, SIGKILL);   // (the program itself even if it left its group)
  const pid_t self = ::getpid();
  const auto give_up = std::chrono::steady_clock::now() + kKillPatience;
  for (;;) {
    bool running = false;
    for (const ProcessInfo& p : doomed(root, all_processes())) {
      if (p.state != 'Z' && p.state != 'X') {
        ::kill(p.pid, SIGKILL);
        running = true;
      } else if (p.parent == self && p.pid != root) {
        ::waitpid(p.pid, nullptr, WNOHANG);  // came back to pps: pps reaps it
      }
    }
    if (!running || std::chrono::steady_clock::now() > give_up) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  while (::waitpid(root, nullptr, 0) < 0 && errno == EINTR) {
  }
  // Killed after the last look, a process below the program came back to
  // pps as its parent died: reap those too.
  for (const ProcessInfo& p : doomed(root, all_processes()))
    if (p.parent == self && p.pid != root) ::waitpid(p.pid, nullptr, WNOHANG);
  std::lock_guard lock(registry_mutex);
  live_programs().erase(root);
}

int wait_program(pid_t pid) {
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  std::lock_guard lock(registry_mutex);
  live_programs().erase(pid);
  return status;
}

}  // namespace pps::external
