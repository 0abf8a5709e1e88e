// Signals on a self-pipe: an async-signal-safe handler marks the signal pending and writes one
// byte to a pipe; a Dispatch read source on the pipe's read end hands each pending signal to
// Swift on the main queue. No signal is lost (a flag per signal, whatever the pipe holds), none
// runs Swift code inside a handler, and whichever thread the kernel picks to take it (here
// the main thread, which unblocks the signals while it turns the main queue) only sets the flag.
//
// The watchdog covers the main queue that cannot run (libdispatch out of threads at the process
// limit): a terminating signal not taken by it within a second, or a second one after half a
// second, and a quit key left unread for a second, end the program from C, terminal restored
// (CRescue's bytes and modes). A main queue blocked in a write to the terminal is a paused
// display (Ctrl-S), not a stalled program: its keys wait, and a signal resumes the output.
#ifndef CSIGNALRELAY_H
#define CSIGNALRELAY_H

#include "ckernelcopy.h"

/// Creates the pipe (both ends non-blocking and close-on-exec) once; returns its read end,
/// or -1 when no pipe could be made.
int csignal_relay_open(void);

/// Installs the relay handler for `sig` (SA_RESTART, every signal blocked while it runs).
/// With `once`, the handler runs once and the signal's default action is back (SA_RESETHAND):
/// for SIGTTIN and SIGTTOU, which the kernel sends again and again to a background process
/// retrying a terminal call, so that the second one stops it. Returns 0, or -1 when `sig`
/// cannot be caught.
int csignal_relay_catch(int sig, int once);

/// Whether `sig`'s disposition now is the relay's handler (nobody replaced it since).
int csignal_relay_is_installed(int sig);
/// Marks `sig` as one that ends the program: once the watchdog runs, it must be taken by the
/// main queue within a second.
void csignal_relay_mark_ending(int sig);

/// Drains the pipe and returns the lowest pending signal, clearing it; 0 when none is pending.
int csignal_relay_next(void);

/// Whether `sig` has arrived and is not taken yet (its handler has not run), without clearing it.
int csignal_relay_is_pending(int sig);

/// Guards the full screen's descriptor (the one the crash rescue is armed on) while `on` is
/// non-zero: a SIGCONT that finds our process group in the background points it at /dev/null,
/// so that a frame a SIGSTOP cut in half is not finished on the shell's screen.
void csignal_display_guard(int on);

/// Puts the guarded descriptor back after such a SIGCONT (call on the main queue, before
/// anything looks at the terminal): 1 when it was swapped, 0 when not, -1 on failure.
int csignal_display_restore(void);

/// A pipe whose two ends are closed on exec from their first instant (pipe2 with O_CLOEXEC):
/// a child started meanwhile by another thread never inherits them. 0, or -1 with errno.
int csignal_cloexec_pipe(int fds[2]);

/// The highest signal number the relay handles (SIGRTMAX).
int csignal_relay_max(void);

/// Starts the watchdog thread (once); 0, or pthread_create's error (EAGAIN at the limit).
int csignal_watchdog_start(void);

/// Watches `fd` for quit keys the main queue leaves unread (-1: stop watching, while the
/// terminal is handed back). `note` (kept from the first call, at most 255 bytes) is written to
/// stderr when the watchdog quits.
void csignal_watchdog_keys(int fd, const char *note);

/// The recording being written (`partial`, to replace `target` when complete), or none (NULL):
/// a quit key the watchdog takes keeps it in place, a signal it ends the program by removes it.
void csignal_watchdog_recording(const char *partial, const char *target);

/// The main queue starts a write to the terminal on `fd`, or ends one (-1; nested calls count):
/// while it is in one the display is paused (Ctrl-S, a slow link), not stalled; quit keys wait
/// for it, and a terminating signal that waits on it lets `fd`'s output go again.
void csignal_watchdog_display_write(int fd);

/// The main queue read the keys waiting (call on every read).
void csignal_watchdog_keys_read(void);

/// Starts `count` (at most 16) threads at once, then ends them: 0 when they could all start,
/// else pthread_create's error (EAGAIN at the process limit).
int csignal_threads_probe(int count);

/// Starts one thread with a 64 KB stack, then ends it: 0, or pthread_create's error (a thread
/// that cannot start even so is held back by the process limit, not by memory for its stack).
int csignal_threads_probe_small(void);

/// The display is over: the watchdog forgets the keys, any signal waiting on the main queue and
/// any write to the terminal, so it never ends a program that goes on after the display.
void csignal_watchdog_stand_down(void);

/// Marks `sig` as claimed by a handler of the program (`SignalSource.on`), not only relayed.
void csignal_relay_claim(int sig, int claimed);

/// Whether `sig` is claimed (`csignal_relay_claim`).
int csignal_relay_is_claimed(int sig);

/// Whether the calling thread is the process's main thread (its thread id is the process id).
int csignal_on_main_thread(void);

#endif
