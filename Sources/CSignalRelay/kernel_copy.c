// splice(2) and tee(2) for Swift (ckernelcopy.h).
#define _GNU_SOURCE
#include <fcntl.h>
#include <stddef.h>
#include "ckernelcopy.h"

ssize_t ckernel_splice(int in, int out, size_t len, int nonblocking) {
    return splice(in, NULL, out, NULL, len, SPLICE_F_MOVE | (nonblocking ? SPLICE_F_NONBLOCK : 0));
}

ssize_t ckernel_tee(int in, int out, size_t len, int nonblocking) {
    return tee(in, out, len, nonblocking ? SPLICE_F_NONBLOCK : 0);
}

int ckernel_pipe_size(int fd) {
    return fcntl(fd, F_GETPIPE_SZ);
}
