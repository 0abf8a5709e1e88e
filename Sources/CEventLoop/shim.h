// Linux calls the event loop needs that Swift's Glibc module does not import (they need
// _GNU_SOURCE or live in headers outside it), wrapped as static inline functions.
#ifndef CEVENTLOOP_SHIM_H
#define CEVENTLOOP_SHIM_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE 1
#endif
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <sys/signalfd.h>
#include <time.h>
#include <unistd.h>

/// Monotonic time in nanoseconds.
static inline int64_t cevent_monotonic_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/// poll with a nanosecond timeout (negative: wait forever).
static inline int cevent_ppoll(struct pollfd *fds, nfds_t count, int64_t timeout_ns) {
    if (timeout_ns < 0) return ppoll(fds, count, NULL, NULL);
    struct timespec ts = { (time_t)(timeout_ns / 1000000000LL), (long)(timeout_ns % 1000000000LL) };
    return ppoll(fds, count, &ts, NULL);
}

/// A non-blocking, close-on-exec signalfd for the signals in `signals` (a bit per signal number).
static inline int cevent_signalfd(uint64_t signals) {
    sigset_t set;
    sigemptyset(&set);
    for (int sig = 1; sig < 64; sig++) {
        if (signals & (1ULL << sig)) sigaddset(&set, sig);
    }
    return signalfd(-1, &set, SFD_NONBLOCK | SFD_CLOEXEC);
}

/// The next signal number waiting on a signalfd, 0 when none, -1 on error.
static inline int cevent_read_signal(int fd) {
    struct signalfd_siginfo info;
    ssize_t n = read(fd, &info, sizeof info);
    if (n == (ssize_t)sizeof info) return (int)info.ssi_signo;
    return n < 0 ? -1 : 0;
}

#endif
