#include "crescue.h"

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <ucontext.h>
#include <unistd.h>

static const int rescued_signals[] = { SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE };
#define RESCUED_COUNT (sizeof rescued_signals / sizeof rescued_signals[0])

static struct sigaction previous[RESCUED_COUNT];
static volatile sig_atomic_t armed = 0;
static volatile sig_atomic_t done = 0;
static volatile sig_atomic_t held = 0;
static int terminal_fd = -1;
static struct termios saved_modes;
static int have_modes = 0;
static char reset_bytes[256];
static volatile size_t reset_length = 0;
// XTWINOPS pop: the terminal's own title back, written while one is saved (`--window-title`).
static const char title_pop[] = "\x1b[23;0t";
static volatile sig_atomic_t title_saved = 0;

static void write_all(int fd, const char *bytes, size_t length) {
    size_t off = 0;
    while (off < length) {
        ssize_t n = write(fd, bytes + off, length - off);
        if (n <= 0) break;
        off += (size_t)n;
    }
}

static int slot_of(int sig) {
    for (size_t i = 0; i < RESCUED_COUNT; i++) {
        if (rescued_signals[i] == sig) return (int)i;
    }
    return -1;
}

void crescue_restore_now(void) {
    // Only async-signal-safe calls here: write, tcsetattr.
    if (done || !armed || held) return;
    done = 1;
    if (terminal_fd >= 0 && reset_length > 0) write_all(terminal_fd, reset_bytes, reset_length);
    if (terminal_fd >= 0 && title_saved) write_all(terminal_fd, title_pop, sizeof title_pop - 1);
    if (terminal_fd >= 0 && have_modes) tcsetattr(terminal_fd, TCSANOW, &saved_modes);
}

static void rescue(int sig, siginfo_t *info, void *context) {
    // Only async-signal-safe calls here: write, tcsetattr, sigaction, sigprocmask, raise.
    crescue_restore_now();
    int slot = slot_of(sig);
    if (slot < 0) return;
    struct sigaction *old = &previous[slot];
    int chained = ((old->sa_flags & SA_SIGINFO) && old->sa_sigaction != NULL)
        || (!(old->sa_flags & SA_SIGINFO) && old->sa_handler != SIG_DFL && old->sa_handler != SIG_IGN);
    if (chained) {
        // The previous handler runs with the signals blocked that it asked for, as if the
        // kernel had called it: Swift's crash handler is installed with SA_NODEFER, and the
        // thread it starts to read our memory for the backtracer inherits this mask; with the
        // signal still blocked (as it is in this handler), a fault that thread expects to catch
        // (reading an unmapped address) killed the process in the middle of the backtrace,
        // leaving the backtracer waiting on it for ever.
        sigset_t mask, saved;
        if (context != NULL) {
            mask = ((ucontext_t *)context)->uc_sigmask;
        } else {
            pthread_sigmask(SIG_SETMASK, NULL, &mask);
        }
        for (int s = 1; s < NSIG; s++) {
            if (sigismember(&old->sa_mask, s) == 1) sigaddset(&mask, s);
        }
        if (old->sa_flags & SA_NODEFER) sigdelset(&mask, sig); else sigaddset(&mask, sig);
        pthread_sigmask(SIG_SETMASK, &mask, &saved);
        if (old->sa_flags & SA_SIGINFO) {
            old->sa_sigaction(sig, info, context);
        } else {
            old->sa_handler(sig);
        }
        pthread_sigmask(SIG_SETMASK, &saved, NULL);
    }
    // The terminal is the shell's again: the process must not live on (a previous handler that
    // returns, as Swift's backtracer does for a signal sent by `kill -ABRT`, would leave it
    // drawing on the shell's screen). The default action goes back, so the parent sees the
    // real signal: a fault re-executes and dies by itself; a trap instruction has already moved
    // past, and an abort or a sent signal would not come back: raise it (delivered when the
    // handler returns, as the signal is blocked while it runs).
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(sig, &fallback, NULL);
    if (sig == SIGABRT || sig == SIGTRAP || info == NULL || info->si_code <= 0) raise(sig);
}

void crescue_arm(int fd, const char *bytes, size_t length) {
    if (armed) return;
    terminal_fd = fd;
    have_modes = tcgetattr(fd, &saved_modes) == 0;
    crescue_set_bytes(bytes, length);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = rescue;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < RESCUED_COUNT; i++) {
        sigaction(rescued_signals[i], &action, &previous[i]);
    }
    armed = 1;
}

void crescue_set_bytes(const char *bytes, size_t length) {
    size_t n = length < sizeof reset_bytes ? length : sizeof reset_bytes - 1;
    reset_length = 0;
    if (bytes != NULL && n > 0) memcpy(reset_bytes, bytes, n);
    reset_length = n;
}

/// The armed terminal is a full screen that job control hands back and takes again.
static volatile sig_atomic_t display_guarded = 0;
/// While the armed descriptor points at /dev/null: a duplicate of the terminal it was.
static volatile int display_saved = -1;

void crescue_guard_display(int on) {
    display_guarded = on != 0;
}

void crescue_display_on_continue(void) {
    int fd = terminal_fd;
    if (!armed || !display_guarded || fd < 0 || display_saved >= 0) return;
    pid_t foreground = tcgetpgrp(fd);
    if (foreground < 0 || foreground == getpgrp()) return;
    int null = open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (null < 0) return;
    int saved = fcntl(fd, F_DUPFD_CLOEXEC, 3);
    if (saved >= 0) {
        if (dup2(null, fd) >= 0) {
            display_saved = saved;
        } else {
            close(saved);
        }
    }
    close(null);
}

int crescue_display_restore(void) {
    int saved = display_saved;
    if (saved < 0) return 0;
    display_saved = -1;
    int restored = terminal_fd >= 0 ? dup2(saved, terminal_fd) : 0;
    close(saved);
    return restored < 0 ? -1 : 1;
}

void crescue_disarm(void) {
    if (!armed) return;
    // What the end wrote after a SIGCONT in the background went to /dev/null; the descriptor
    // is the terminal again from here on.
    crescue_display_restore();
    display_guarded = 0;
    for (size_t i = 0; i < RESCUED_COUNT; i++) sigaction(rescued_signals[i], &previous[i], NULL);
    armed = 0;
}

void crescue_hold(int on) {
    held = on != 0;
}

void crescue_title_saved(int saved) {
    title_saved = saved != 0;
}
