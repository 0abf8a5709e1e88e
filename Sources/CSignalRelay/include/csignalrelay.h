// Signals on a self-pipe: an async-signal-safe handler marks the signal pending and writes one
// byte to a pipe; a Dispatch read source on the pipe's read end hands each pending signal to
// Swift on the main queue. No signal is lost (a flag per signal, whatever the pipe holds), none
// runs Swift code inside a handler, and whichever thread the kernel picks to take it (under
// dispatchMain() that is the parked main thread) only sets the flag.
#ifndef CSIGNALRELAY_H
#define CSIGNALRELAY_H

/// Creates the pipe (both ends non-blocking and close-on-exec) once; returns its read end,
/// or -1 when no pipe could be made.
int csignal_relay_open(void);

/// Installs the relay handler for `sig` (SA_RESTART, every signal blocked while it runs).
/// With `once`, the handler runs once and the signal's default action is back (SA_RESETHAND):
/// for SIGTTIN and SIGTTOU, which the kernel sends again and again to a background process
/// retrying a terminal call, so that the second one stops it. Returns 0, or -1 when `sig`
/// cannot be caught.
int csignal_relay_catch(int sig, int once);

/// Drains the pipe and returns the lowest pending signal, clearing it; 0 when none is pending.
int csignal_relay_next(void);

/// The highest signal number the relay handles (SIGRTMAX).
int csignal_relay_max(void);

#endif
