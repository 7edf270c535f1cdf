#include "external/sandbox.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace pps::external {

namespace fs = std::filesystem;

namespace {

// The program `name` found on PATH, or "".
std::string find_on_path(const std::string& name) {
  const char* path = std::getenv("PATH");
  std::istringstream folders(path ? path : "/usr/bin:/bin");
  for (std::string folder; std::getline(folders, folder, ':');) {
    if (folder.empty()) continue;
    const std::string candidate = folder + "/" + name;
    if (::access(candidate.c_str(), X_OK) == 0) return candidate;
  }
  return "";
}

// The processes and threads of pps's user now. A sandbox of a user other
// than root counts against them too (the kernel counts a user namespace's
// processes for its creator), so the limit is set above them.
rlim_t tasks_of_this_user() {
  rlim_t tasks = 0;
  const uid_t uid = ::getuid();
  DIR* dir = ::opendir("/proc");
  if (!dir) return 0;
  while (const dirent* entry = ::readdir(dir)) {
    if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
    std::ifstream status(std::string("/proc/") + entry->d_name + "/status");
    bool mine = false;
    for (std::string line; std::getline(status, line);) {
      if (line.rfind("Uid:", 0) == 0) mine = std::strtoul(line.c_str() + 4, nullptr, 10) == uid;
      if (mine && line.rfind("Threads:", 0) == 0) tasks += std::strtoul(line.c_str() + 8, nullptr, 10);
    }
  }
  ::closedir(dir);
  return tasks;
}

// `path` made absolute without following links (what a command names).
std::string absolute(const std::string& path) {
  std::error_code error;
  const fs::path out = fs::absolute(path, error).lexically_normal();
  std::string text = error ? path : out.string();
  while (text.size() > 1 && text.back() == '/') text.pop_back();
  return text;
}

// `path` with every link followed, as far as it exists (what a file is).
std::string real(const std::string& path) {
  std::error_code error;
  const fs::path out = fs::weakly_canonical(path, error);
  return error ? absolute(path) : out.string();
}

// Where `hidden` (a real path) appears under the bound folder `bound` (as
// the sandbox names it), or "" if it is not inside it.
std::string inside(const std::string& hidden, const std::string& bound) {
  const std::string root = real(bound);
  if (hidden == root) return bound;
  const std::string prefix = root == "/" ? root : root + "/";
  if (hidden.rfind(prefix, 0) != 0) return "";
  return (bound == "/" ? "" : bound) + "/" + hidden.substr(prefix.size());
}

// Runs `argv` to the end with no input and returns its exit status (-1: it
// could not run) and, in *errors, the start of its standard error.
int run_and_wait(const Launch& launch, std::string* errors) {
  int err[2];
  if (::pipe2(err, O_CLOEXEC) != 0) return -1;
  const int null = ::open("/dev/null", O_RDWR | O_CLOEXEC);
  pid_t pid;
  try {
    pid = spawn_program(launch, null, null, err[1]);
  } catch (const std::exception& e) {
    *errors = e.what();
    ::close(err[0]), ::close(err[1]), ::close(null);
    return -1;
  }
  ::close(err[1]);
  ::close(null);
  char chunk[4096];
  for (ssize_t n; (n = ::read(err[0], chunk, sizeof chunk)) != 0;) {
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) break;
    if (errors->size() < 4096) errors->append(chunk, static_cast<std::size_t>(n));
  }
  ::close(err[0]);
  const int status = wait_program(pid);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace

Launch plain_launch(const std::string& command) {
  Launch launch;
  launch.argv = {"/bin/sh", "-c", command};
  return launch;
}

std::shared_ptr<const Sandbox> Sandbox::make(std::vector<std::string> readable, std::vector<std::string> hidden) {
  std::shared_ptr<Sandbox> sandbox(new Sandbox());
  sandbox->bwrap_ = find_on_path("bwrap");
  if (sandbox->bwrap_.empty())
    throw SandboxUnavailable("bubblewrap (bwrap) is not installed (Debian and Ubuntu: apt-get install bubblewrap)");
  if (::geteuid() == 0) {
    sandbox->setpriv_ = find_on_path("setpriv");
    if (sandbox->setpriv_.empty())
      throw SandboxUnavailable("setpriv (util-linux) is not installed: as root pps needs it to run programs as nobody");
  }
  for (const std::string& path : readable) sandbox->readable_.push_back(absolute(path));
  for (const std::string& path : hidden)
    if (!path.empty()) sandbox->hidden_.push_back(real(path));
  std::string errors;
  const int status = run_and_wait(sandbox->launch("exit 0", "/usr"), &errors);
  if (status != 0) {
    while (!errors.empty() && errors.back() == '\n') errors.pop_back();
    throw SandboxUnavailable("bubblewrap cannot make a sandbox here" + (errors.empty() ? std::string() : ": " + errors) +
                             (::geteuid() == 0 ? "" : " (are user namespaces off? sysctl user.max_user_namespaces)"));
  }
  return sandbox;
}

std::vector<std::string> Sandbox::arguments(const std::string& from) const {
  std::vector<std::string> a = {bwrap_, "--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts",
                                "--unshare-cgroup-try", "--die-with-parent", "--new-session"};
  const auto add = [&](std::initializer_list<std::string> words) { a.insert(a.end(), words); };
  if (setpriv_.empty()) add({"--unshare-user", "--disable-userns", "--uid", "65534", "--gid", "65534"});
  // The system: /usr, and the links (or folders) of a merged /usr.
  add({"--ro-bind", "/usr", "/usr"});
  for (const char* top : {"/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"}) {
    std::error_code error;
    if (fs::is_symlink(top, error)) add({"--symlink", fs::read_symlink(top, error).string(), top});
    else if (fs::is_directory(top, error)) add({"--ro-bind", top, top});
  }
  add({"--ro-bind", "/etc", "/etc", "--ro-bind-try", "/opt", "/opt", "--proc", "/proc", "--dev", "/dev"});
  const std::string scratch = std::to_string(SandboxLimits::kScratchBytes);
  add({"--perms", "1777", "--size", scratch, "--tmpfs", "/tmp", "--perms", "1777", "--size", scratch, "--tmpfs", kSandboxHome});
  // What it may read, at the paths the command names, each folder above it
  // made first and open to the sandbox's user (bubblewrap would make them
  // 0700); a folder under /tmp lands in its own /tmp.
  std::vector<std::string> bound = readable_;
  bound.push_back(from);
  for (const std::string& path : bound) {
    std::vector<std::string> folders;
    for (fs::path up = fs::path(path).parent_path(); !up.empty() && up != up.root_path(); up = up.parent_path())
      folders.push_back(up.string());
    for (auto it = folders.rbegin(); it != folders.rend(); ++it) add({"--perms", "0755", "--dir", *it});
    add({"--ro-bind", path, path});
  }
  // pps's own files, even inside a folder it may read: an empty folder or
  // an empty file in their place.
  for (const std::string& hidden : hidden_) {
    struct stat st {};
    if (::stat(hidden.c_str(), &st) != 0) continue;  // not there yet: written after the programs are gone
    for (const std::string& path : bound) {
      const std::string at = inside(hidden, path);
      if (at.empty()) continue;
      if (S_ISDIR(st.st_mode)) add({"--perms", "0555", "--tmpfs", at});
      else add({"--ro-bind", "/dev/null", at});
    }
  }
  std::error_code error;
  add({"--chdir", fs::is_directory(from, error) ? from : fs::path(from).parent_path().string()});
  add({"--clearenv", "--setenv", "PATH", "/usr/local/bin:/usr/bin:/bin", "--setenv", "HOME", kSandboxHome,
       "--setenv", "TMPDIR", "/tmp", "--setenv", "LANG", "C.UTF-8"});
  return a;
}

std::string Sandbox::refusal(const std::string& from) {
  const std::string path = absolute(from);
  for (const char* made : {"/", "/tmp", "/proc", "/dev", "/home", kSandboxHome})
    if (path == made)
      return "a program cannot come from " + path + ", a folder its sandbox makes afresh: run it from its own folder "
             "(or give from=)";
  return "";
}

Launch Sandbox::launch(const std::string& command, const std::string& from) const {
  Launch launch;
  launch.argv = arguments(absolute(from));
  launch.argv.push_back("--");
  if (!setpriv_.empty())
    for (const std::string& word : {setpriv_, std::string("--reuid=65534"), std::string("--regid=65534"),
                                    std::string("--clear-groups"), std::string("--bounding-set=-all"),
                                    std::string("--inh-caps=-all"), std::string("--no-new-privs"), std::string("--")})
      launch.argv.push_back(word);
  for (const std::string& word : plain_launch(command).argv) launch.argv.push_back(word);
  // Root's own processes are not limited in number: the limit counts the
  // user the program becomes. Another user's sandbox counts that user's.
  const rlim_t processes = SandboxLimits::kProcesses + (setpriv_.empty() ? tasks_of_this_user() : 0);
  // Bubblewrap's own processes (the sandbox's first, which the program
  // sees) get none of pps's environment either.
  launch.environment = std::vector<std::string>{"PATH=/usr/bin:/bin"};
  launch.limits = {{RLIMIT_DATA, SandboxLimits::kMemoryBytes},
                   {RLIMIT_NPROC, processes},
                   {RLIMIT_FSIZE, SandboxLimits::kFileBytes},
                   {RLIMIT_CORE, 0}};
  return launch;
}

}  // namespace pps::external
