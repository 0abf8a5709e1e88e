// Copies inside the kernel, for the stream copier's zero-copy path (`--tee`): splice(2) and
// tee(2), which Swift's Glibc module does not declare (they need _GNU_SOURCE).
#ifndef CKERNELCOPY_H
#define CKERNELCOPY_H

#include <sys/types.h>

/// splice(2) from `in` to `out` (one of them a pipe), at most `len` bytes, moving pages rather
/// than copying where it can; with `nonblocking`, SPLICE_F_NONBLOCK (EAGAIN rather than a wait
/// on the pipe). Returns the bytes moved, 0 at the end of the input, or -1 with errno.
ssize_t ckernel_splice(int in, int out, size_t len, int nonblocking);

/// tee(2): duplicates at most `len` bytes of pipe `in` into pipe `out` without consuming them
/// from `in`. Returns the bytes duplicated, 0 at the end of the input, or -1 with errno.
ssize_t ckernel_tee(int in, int out, size_t len, int nonblocking);

/// The capacity of pipe `fd` in bytes (F_GETPIPE_SZ), or -1 when it is not a pipe.
int ckernel_pipe_size(int fd);

#endif
