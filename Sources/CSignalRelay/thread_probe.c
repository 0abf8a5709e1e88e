// Asks the kernel for threads before the display needs them: at the process limit (`ulimit -u`)
// libdispatch retries forever and the program would hang on its first frame.
#define _GNU_SOURCE
#include "csignalrelay.h"

#include <pthread.h>
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

static pthread_mutex_t gate = PTHREAD_MUTEX_INITIALIZER;

static void *wait_at_gate(void *unused) {
    (void)unused;
    pthread_mutex_lock(&gate);
    pthread_mutex_unlock(&gate);
    return NULL;
}

int csignal_threads_probe(int count) {
    if (count > 16) count = 16;
    pthread_t threads[16];
    int made = 0;
    int failed = 0;
    // Held while they start, so that all of them exist at once.
    pthread_mutex_lock(&gate);
    // Default attributes, as libdispatch's threads have: under `ulimit -v` it is their stacks
    // that cannot be mapped.
    while (made < count) {
        failed = pthread_create(&threads[made], NULL, wait_at_gate, NULL);
        if (failed != 0) break;
        made++;
    }
    pthread_mutex_unlock(&gate);
    for (int i = 0; i < made; i++) pthread_join(threads[i], NULL);
    return failed;
}

int csignal_threads_probe_small(void) {
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setstacksize(&attributes, 64 * 1024);
    pthread_t thread;
    int failed = pthread_create(&thread, &attributes, wait_at_gate, NULL);
    pthread_attr_destroy(&attributes);
    if (failed == 0) pthread_join(thread, NULL);
    return failed;
}

int csignal_on_main_thread(void) {
    return getpid() == (pid_t)syscall(SYS_gettid);
}
