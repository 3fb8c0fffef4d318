// The attacker of tests/security.sh's race: run as another user, it watches
// a folder that user may write to (inotify) and, the moment a SolidMark-*
// folder appears in it, renames that folder away and puts a symlink to
// VICTIM under its name, as a second local user would to make a root run
// write into VICTIM. Linux only.
//
//   swap_folder DIR VICTIM SECONDS
// Exits 0 after one swap (printing what it did), 3 when no folder appeared
// within SECONDS, 1 on an error.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <poll.h>
#include <string>
#include <sys/inotify.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    if (argc != 4) {
        std::fprintf(stderr, "usage: swap_folder DIR VICTIM SECONDS\n");
        return 1;
    }
    const std::string dir = argv[1], victim = argv[2];
    const int seconds = std::atoi(argv[3]);
    const int in = inotify_init1(IN_CLOEXEC);
    if (in < 0 || inotify_add_watch(in, dir.c_str(), IN_CREATE | IN_ONLYDIR) < 0) {
        std::perror("inotify");
        return 1;
    }
    std::printf("watching %s\n", dir.c_str());
    std::fflush(stdout);
    alignas(inotify_event) char buf[4096];
    for (int waited_ms = 0; waited_ms < seconds * 1000;) {
        pollfd p{in, POLLIN, 0};
        if (poll(&p, 1, 100) <= 0) {
            waited_ms += 100;
            continue;
        }
        const ssize_t n = read(in, buf, sizeof buf);
        for (ssize_t at = 0; at < n;) {
            const auto* e = reinterpret_cast<const inotify_event*>(buf + at);
            at += static_cast<ssize_t>(sizeof(inotify_event) + e->len);
            const std::string name = e->len ? e->name : "";
            if (!(e->mask & IN_ISDIR) || name.rfind("SolidMark-", 0) != 0)
                continue;
            const std::string path = dir + "/" + name;
            const int renamed = rename(path.c_str(), (path + ".moved").c_str());
            const int err = errno;
            const int linked = symlink(victim.c_str(), path.c_str());
            std::printf("swap %s: rename %s, symlink %s\n", name.c_str(), renamed == 0 ? "done" : std::strerror(err),
                        linked == 0 ? "done" : std::strerror(errno));
            return 0;
        }
    }
    std::printf("no SolidMark folder appeared in %d s\n", seconds);
    return 3;
}
