#include "csignalrelay.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#define RELAY_SLOTS 65

static volatile sig_atomic_t pending[RELAY_SLOTS];
static int read_end = -1;
static volatile int write_end = -1;

static void relay(int sig) {
    // Only async-signal-safe work: a flag, one write, errno kept.
    int saved = errno;
    if (sig > 0 && sig < RELAY_SLOTS) pending[sig] = 1;
    if (write_end >= 0) {
        unsigned char byte = (unsigned char)sig;
        ssize_t ignored = write(write_end, &byte, 1);
        (void)ignored;
    }
    errno = saved;
}

int csignal_relay_open(void) {
    if (read_end >= 0) return read_end;
    int fds[2];
    if (pipe(fds) != 0) return -1;
    for (int i = 0; i < 2; i++) {
        fcntl(fds[i], F_SETFD, FD_CLOEXEC);
        fcntl(fds[i], F_SETFL, fcntl(fds[i], F_GETFL) | O_NONBLOCK);
    }
    read_end = fds[0];
    write_end = fds[1];
    return read_end;
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

int csignal_relay_next(void) {
    if (read_end < 0) return 0;
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
