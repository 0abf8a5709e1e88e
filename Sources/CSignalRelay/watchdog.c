// The watchdog: one thread, started before the display, that ends the program from C when the
// main queue cannot run (libdispatch out of threads at the process limit, or stuck): a
// terminating signal not taken within a second, or a quit key (q, Q, a lone Esc) left unread
// for a second, restores the terminal and ends the process as the program would have.
//
// A main queue blocked in a write to the terminal is not stuck: the display is paused (Ctrl-S
// with IXON, a slow link). Its keys wait for output to move again and are read then, by the
// main queue, the normal way; a terminating signal waiting on it resumes the terminal's output
// (tcflow TCOOFF then TCOON, as Ctrl-Q does), so that the program ends the normal way too.
#include "csignalrelay.h"
#include "watchdog_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "crescue.h"

static atomic_int waiting_sig = 0;
static atomic_llong waiting_since = 0;
static atomic_int key_fd = -1;
static atomic_ulong keys_read = 0;
static atomic_int started = 0;
/// Writes to the terminal the main queue is in (nested: a frame's flush writes directly too).
static atomic_int display_writes = 0;
/// The terminal the last of them writes to.
static atomic_int display_fd = -1;
/// The quit note is set once, before the thread can read it.
static atomic_int started_keys = 0;
static int wake_read = -1;
static int wake_write = -1;
static char quit_note[256];
/// A recording being written (its temporary file and the target it replaces), kept by a quit
/// key and removed by a signal, as the program itself would.
static char recording_partial[4096];
static char recording_target[4096];
static atomic_int recording_set = 0;
static size_t quit_note_length = 0;

static long long now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static void wake(void) {
    if (wake_write < 0) return;
    unsigned char byte = 1;
    ssize_t ignored = write(wake_write, &byte, 1);
    (void)ignored;
}

/// The main queue is in a write to the terminal: the display may be paused, not the program.
static int display_paused(void) {
    return atomic_load(&display_writes) > 0;
}

void watchdog_resume_output(void) {
    int fd = atomic_load(&display_fd);
    if (fd < 0 || !display_paused()) return;
    // TCOON alone restarts only output stopped by TCOOFF; after TCOOFF it restarts a stop by
    // the STOP character (Ctrl-S) too.
    tcflow(fd, TCOOFF);
    tcflow(fd, TCOON);
}

int watchdog_waiting_signal(void) {
    int sig = atomic_load(&waiting_sig);
    if (sig <= 0) return 0;
    return now_ms() - atomic_load(&waiting_since) >= 500 ? sig : 0;
}

void watchdog_signal_arrived(int sig) {
    if (!atomic_load(&started)) return;
    int none = 0;
    atomic_store(&waiting_since, now_ms());
    if (atomic_compare_exchange_strong(&waiting_sig, &none, sig)) wake();
}

void watchdog_signal_taken(void) {
    atomic_store(&waiting_sig, 0);
}

void csignal_watchdog_recording(const char *partial, const char *target) {
    atomic_store(&recording_set, 0);
    if (partial == NULL || target == NULL) return;
    size_t partial_length = strlen(partial), target_length = strlen(target);
    if (partial_length >= sizeof recording_partial || target_length >= sizeof recording_target) return;
    memcpy(recording_partial, partial, partial_length + 1);
    memcpy(recording_target, target, target_length + 1);
    atomic_store(&recording_set, 1);
}

/// The recording on a way out the program could not take itself (async-signal-safe): kept in
/// place of its target (`keep`, a quit key: it is complete up to its last frame), or removed.
void watchdog_settle_recording(int keep) {
    if (!atomic_exchange(&recording_set, 0)) return;
    if (keep && rename(recording_partial, recording_target) == 0) return;
    unlink(recording_partial);
}

/// Whether `bytes` hold a quit key: q or Q, or an Esc that starts no sequence.
static int holds_quit_key(const unsigned char *bytes, ssize_t count) {
    for (ssize_t i = 0; i < count; i++) {
        if (bytes[i] == 'q' || bytes[i] == 'Q') return 1;
        if (bytes[i] == 0x1b && (i + 1 == count || (bytes[i + 1] != '[' && bytes[i + 1] != 'O'))) return 1;
    }
    return 0;
}

/// The main queue left a key unread for a second: read what waits, and quit on a quit key.
static void take_keys(int fd) {
    unsigned char bytes[256];
    struct pollfd ready = { .fd = fd, .events = POLLIN };
    if (poll(&ready, 1, 0) != 1 || !(ready.revents & POLLIN)) return;
    ssize_t count = read(fd, bytes, sizeof bytes);
    if (count <= 0 || !holds_quit_key(bytes, count)) return;
    watchdog_settle_recording(1);
    crescue_restore_now();
    if (quit_note_length > 0) {
        ssize_t ignored = write(2, quit_note, quit_note_length);
        (void)ignored;
    }
    _exit(0);
}

static void *watch(void *unused) {
    (void)unused;
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, NULL);
    unsigned long seen = 0;
    long long key_since = -1;
    /// The waiting signal the terminal's output was resumed for.
    int resumed_for = 0;
    for (;;) {
        int fd = atomic_load(&key_fd);
        if (fd < 0) key_since = -1;
        long long now = now_ms();
        int timeout = -1;
        int sig = atomic_load(&waiting_sig);
        if (sig > 0) {
            long long left = atomic_load(&waiting_since) + 1000 - now;
            if (left <= 0 && display_paused() && resumed_for != sig) {
                // The signal waits on a paused display: output resumed, the main queue gets
                // another second to take it and end the normal way (the copy passed on).
                resumed_for = sig;
                watchdog_resume_output();
                atomic_store(&waiting_since, now);
                left = 1000;
            }
            if (left <= 0) csignal_relay_die_now(sig);
            timeout = (int)left;
        } else {
            resumed_for = 0;
        }
        if (key_since >= 0) {
            if (atomic_load(&keys_read) != seen) {
                key_since = -1;
            } else if (now - key_since >= 1000 && display_paused()) {
                // A paused display: the keys wait for output to move again, when the main
                // queue reads them. Looked at again in a second.
                key_since = now;
                timeout = timeout < 0 || timeout > 1000 ? 1000 : timeout;
            } else if (now - key_since >= 1000) {
                take_keys(fd);
                key_since = -1;
            } else {
                long long left = key_since + 1000 - now;
                if (timeout < 0 || left < timeout) timeout = (int)left;
            }
        }
        struct pollfd watched[2] = {
            { .fd = wake_read, .events = POLLIN },
            // A key waiting is looked at again only when its second is up (no spinning on it).
            { .fd = key_since < 0 ? fd : -1, .events = POLLIN },
        };
        int count = poll(watched, 2, timeout);
        if (count < 0 && errno != EINTR) {
            struct timespec pause = { 0, 100 * 1000 * 1000 };
            nanosleep(&pause, NULL);
            continue;
        }
        if (watched[0].revents & POLLIN) {
            unsigned char sink[64];
            while (read(wake_read, sink, sizeof sink) > 0) {}
        }
        if (watched[1].fd >= 0 && (watched[1].revents & (POLLIN | POLLHUP | POLLERR))) {
            if (watched[1].revents & POLLIN) {
                seen = atomic_load(&keys_read);
                key_since = now_ms();
            } else {
                // A terminal gone is the main queue's to notice (as SIGHUP); stop watching it.
                atomic_store(&key_fd, -1);
            }
        }
    }
    return NULL;
}

int csignal_watchdog_start(void) {
    if (atomic_load(&started)) return 0;
    int fds[2];
    if (relay_pipe(fds) != 0) return errno;
    wake_read = fds[0];
    wake_write = fds[1];
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attributes, 64 * 1024);
    pthread_t thread;
    int failed = pthread_create(&thread, &attributes, watch, NULL);
    pthread_attr_destroy(&attributes);
    if (failed != 0) {
        close(fds[0]);
        close(fds[1]);
        wake_read = wake_write = -1;
        return failed;
    }
    atomic_store(&started, 1);
    return 0;
}

void csignal_watchdog_keys(int fd, const char *note) {
    if (note != NULL && !atomic_load(&started_keys)) {
        size_t length = strlen(note);
        if (length >= sizeof quit_note) length = sizeof quit_note - 1;
        memcpy(quit_note, note, length);
        quit_note_length = length;
        atomic_store(&started_keys, 1);
    }
    atomic_store(&key_fd, fd);
    wake();
}

void csignal_watchdog_display_write(int fd) {
    if (fd >= 0) {
        atomic_store(&display_fd, fd);
        atomic_fetch_add(&display_writes, 1);
    } else if (atomic_fetch_sub(&display_writes, 1) <= 1) {
        atomic_store(&display_writes, 0);
    }
}

void csignal_watchdog_keys_read(void) {
    atomic_fetch_add(&keys_read, 1);
}

void csignal_watchdog_stand_down(void) {
    atomic_store(&key_fd, -1);
    atomic_store(&waiting_sig, 0);
    atomic_store(&display_writes, 0);
    atomic_store(&recording_set, 0);
    wake();
}
