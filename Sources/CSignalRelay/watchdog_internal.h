// Between the relay's handler and the watchdog thread (not part of the module's interface).
#ifndef WATCHDOG_INTERNAL_H
#define WATCHDOG_INTERNAL_H

/// A terminating signal caught and not yet taken by the main queue for at least half a
/// second, or 0 (async-signal-safe).
int watchdog_waiting_signal(void);

/// A terminating signal was caught: the watchdog gives the main queue a second to take it
/// (async-signal-safe; the first one waiting is kept).
void watchdog_signal_arrived(int sig);

/// The main queue takes signals: nothing waits any more.
void watchdog_signal_taken(void);

/// Resumes the terminal's output (tcflow TCOOFF then TCOON, as Ctrl-Q) when the main queue is
/// blocked in a write to it: the display was paused (Ctrl-S) and the program is ending
/// (async-signal-safe).
void watchdog_resume_output(void);

/// Puts a recording being written in place (`keep`) or removes it (async-signal-safe).
void watchdog_settle_recording(int keep);

/// Makes a pipe with both ends non-blocking and close-on-exec (0, or -1 with errno set).
int relay_pipe(int fds[2]);

/// Restores the terminal and ends the process by `sig` (async-signal-safe).
void csignal_relay_die_now(int sig);

#endif
