#define _GNU_SOURCE
#include "csignalrelay.h"
#include "watchdog_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "crescue.h"

#define RELAY_SLOTS 65

static volatile sig_atomic_t pending[RELAY_SLOTS];
/// Signals whose default action ends the process: a second one before the first is taken, or a
/// first one not taken within a second (the watchdog), ends the process from C.
static volatile sig_atomic_t ending[RELAY_SLOTS];
/// Signals a handler of the program takes (not only relayed until one does).
static volatile sig_atomic_t claimed[RELAY_SLOTS];
static int read_end = -1;
static volatile int write_end = -1;

void csignal_relay_die_now(int sig) {
    // Async-signal-safe: no half recording left, the terminal back, then the default action of
    // `sig`, unblocked. A terminal paused by Ctrl-S is resumed first: the bytes that restore it
    // would wait for ever on it.
    watchdog_resume_output();
    watchdog_settle_recording(0);
    crescue_restore_now();
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(sig, &action, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
    raise(sig);
    // A signal whose default action does not end us after all: end as if it had.
    _exit(128 + sig);
}

void csignal_display_guard(int on) {
    crescue_guard_display(on);
}

int csignal_display_restore(void) {
    return crescue_display_restore();
}

static void relay(int sig) {
    // Only async-signal-safe work: flags, one write, errno kept.
    int saved = errno;
    // A frame a SIGSTOP cut in half resumes right after this handler: in the background, its
    // bytes must go nowhere (crescue_display_on_continue).
    if (sig == SIGCONT) crescue_display_on_continue();
    if (sig > 0 && sig < RELAY_SLOTS) {
        if (ending[sig]) {
            int waiting = watchdog_waiting_signal();
            if (waiting > 0) csignal_relay_die_now(waiting);
            watchdog_signal_arrived(sig);
        }
        pending[sig] = 1;
    }
    if (write_end >= 0) {
        unsigned char byte = (unsigned char)sig;
        ssize_t ignored = write(write_end, &byte, 1);
        (void)ignored;
    }
    errno = saved;
}

int csignal_cloexec_pipe(int fds[2]) {
    return pipe2(fds, O_CLOEXEC);
}

int relay_pipe(int fds[2]) {
    return pipe2(fds, O_CLOEXEC | O_NONBLOCK);
}

int csignal_relay_is_pending(int sig) {
    return sig > 0 && sig < RELAY_SLOTS && pending[sig];
}

int csignal_relay_open(void) {
    if (read_end >= 0) return read_end;
    int fds[2];
    if (relay_pipe(fds) != 0) return -1;
    read_end = fds[0];
    write_end = fds[1];
    return read_end;
}

int csignal_relay_is_installed(int sig) {
    struct sigaction current;
    if (sigaction(sig, NULL, &current) != 0) return 0;
    return !(current.sa_flags & SA_SIGINFO) && current.sa_handler == relay;
}

int csignal_relay_catch(int sig, int once) {
    if (sig <= 0 || sig >= RELAY_SLOTS || csignal_relay_open() < 0) return -1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = relay;
    action.sa_flags = SA_RESTART | (once ? SA_RESETHAND : 0);
    sigfillset(&action.sa_mask);
    return sigaction(sig, &action, NULL);
}

void csignal_relay_mark_ending(int sig) {
    if (sig > 0 && sig < RELAY_SLOTS) ending[sig] = 1;
}

int csignal_relay_next(void) {
    if (read_end < 0) return 0;
    // The main queue is taking signals: none waits on the watchdog any more.
    watchdog_signal_taken();
    unsigned char sink[256];
    while (read(read_end, sink, sizeof sink) > 0) {}
    for (int sig = 1; sig < RELAY_SLOTS; sig++) {
        if (pending[sig]) {
            pending[sig] = 0;
            return sig;
        }
    }
    return 0;
}

int csignal_relay_max(void) {
    int max = SIGRTMAX;
    return max < RELAY_SLOTS ? max : RELAY_SLOTS - 1;
}

void csignal_relay_claim(int sig, int is_claimed) {
    if (sig > 0 && sig < RELAY_SLOTS) claimed[sig] = is_claimed ? 1 : 0;
}

int csignal_relay_is_claimed(int sig) {
    return sig > 0 && sig < RELAY_SLOTS && claimed[sig];
}
