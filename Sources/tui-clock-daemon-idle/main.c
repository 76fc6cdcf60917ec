// The background ringer between alarms: tui-clock-daemon, with the alarms' model, Foundation and sd-bus, is about
// 10 MiB resident; a process that sleeps for hours needs none of it. So once nothing rings, the ringer becomes this
// small program (1.6 MiB) (execv: the same pid, and the same open .daemon.lock, so it stays the one ringer), which sleeps
// until the instant it was given, the state file changes, the time zone changes or a signal comes, and then becomes
// the ringer again with the arguments it was given. No scheduling here: the instant is the ringer's.
//
//   tui-clock-daemon-idle WAKE_AT STATE_FOLDER STATE_READ PROGRAM ARG...
//
// WAKE_AT is seconds since 1970 on CLOCK_REALTIME (a timer that also fires when the clock is set, and after a
// resume); "never" sleeps until something else happens. STATE_READ is the state file as the ringer last read it
// (`device:inode:size:seconds:nanoseconds` of its stat, "none" for no file): a file saved since (`tui-clock timers
// add` while the ringer was becoming this program, before the folder was watched) wakes it at once.
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <sys/signalfd.h>
#include <sys/timerfd.h>
#include <unistd.h>

static void say(const char *line) {
    dprintf(2, "tui-clock daemon: %s\n", line);
}

// Whether the inotify events waiting on `fd` name `name`.
static int names(int fd, const char *name) {
    char buffer[4096] __attribute__((aligned(__alignof__(struct inotify_event))));
    int found = 0;
    for (;;) {
        ssize_t n = read(fd, buffer, sizeof buffer);
        if (n <= 0) return found;
        for (char *p = buffer; p < buffer + n;) {
            struct inotify_event *event = (struct inotify_event *)p;
            if (event->len > 0 && strcmp(event->name, name) == 0) found = 1;
            p += sizeof *event + event->len;
        }
    }
}

// Whether the state file in `folder` is no longer the one `read` describes.
static int changed_since(const char *folder, const char *read) {
    char path[4096], now[128] = "none";
    struct stat info;
    snprintf(path, sizeof path, "%s/state.json", folder);
    if (stat(path, &info) == 0) {
        snprintf(now, sizeof now, "%llu:%llu:%lld:%lld:%ld", (unsigned long long)info.st_dev,
                 (unsigned long long)info.st_ino, (long long)info.st_size, (long long)info.st_mtim.tv_sec,
                 (long)info.st_mtim.tv_nsec);
    }
    return strcmp(now, read) != 0;
}

int main(int argc, char **argv) {
    if (argc < 5) {
        fprintf(stderr, "usage: tui-clock-daemon-idle WAKE_AT STATE_FOLDER STATE_READ PROGRAM ARG...\n");
        return 2;
    }
    sigset_t stops;
    sigemptyset(&stops);
    sigaddset(&stops, SIGTERM);
    sigaddset(&stops, SIGINT);
    sigaddset(&stops, SIGHUP);
    // Blocked here and in the ringer it becomes again, so a signal between the two is not lost.
    sigprocmask(SIG_BLOCK, &stops, NULL);
    int signals = signalfd(-1, &stops, SFD_NONBLOCK | SFD_CLOEXEC);

    int timer = timerfd_create(CLOCK_REALTIME, TFD_NONBLOCK | TFD_CLOEXEC);
    struct itimerspec at = {0};
    if (strcmp(argv[1], "never") == 0) {
        // A year on: armed, so that setting the clock still wakes it.
        struct timespec now;
        clock_gettime(CLOCK_REALTIME, &now);
        at.it_value.tv_sec = now.tv_sec + 366 * 86400;
    } else {
        double seconds = strtod(argv[1], NULL);
        at.it_value.tv_sec = (time_t)seconds;
        at.it_value.tv_nsec = (long)((seconds - (double)at.it_value.tv_sec) * 1e9);
    }
    timerfd_settime(timer, TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET, &at, NULL);

    int state = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    inotify_add_watch(state, argv[2], IN_MOVED_TO | IN_CLOSE_WRITE | IN_DELETE | IN_CREATE);
    int zone = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    inotify_add_watch(zone, "/etc", IN_MOVED_TO | IN_CLOSE_WRITE | IN_DELETE | IN_CREATE);

    struct pollfd fds[] = {{signals, POLLIN, 0}, {timer, POLLIN, 0}, {state, POLLIN, 0}, {zone, POLLIN, 0}};
    // Watched from here on; a save before this instant is seen by its stamp.
    for (int changed = changed_since(argv[2], argv[3]); !changed;) {
        if (poll(fds, 4, -1) < 0) {
            if (errno == EINTR) continue;
            break;
        }
        if (fds[0].revents) {
            say("stopped");
            return 0;
        }
        if (fds[1].revents) break;
        // Only the state file, and /etc/localtime, matter: a clock's lock or a probe of it is not news while idle.
        if (fds[2].revents && names(state, "state.json")) break;
        if (fds[3].revents && names(zone, "localtime")) break;
    }
    execv(argv[4], argv + 4);
    dprintf(2, "tui-clock daemon: cannot become the ringer again: %s: %s\n", argv[4], strerror(errno));
    return 1;
}
