// Terminal rescue on a crash: when a Swift trap or a fault kills the process mid-frame, put the
// terminal back (reset bytes + saved termios) with async-signal-safe calls, then let the
// previous handler (Swift's backtracer, or the default action) run on a usable terminal.
#ifndef CRESCUE_H
#define CRESCUE_H

#include <stddef.h>

/// Arms the rescue for SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS and SIGFPE: on one of them,
/// `bytes` (at most 255) are written to `fd`, the terminal modes saved now are restored on `fd`,
/// and the handler that was installed before is called; then the process ends by that signal
/// (default action), also when that handler returns (Swift's backtracer does for a sent one).
/// Call it before the program changes the terminal's modes.
void crescue_arm(int fd, const char *bytes, size_t length);

/// Updates the reset bytes (they are known only once the terminal description is loaded).
void crescue_set_bytes(const char *bytes, size_t length);

/// Restores the terminal now, once (async-signal-safe; nothing when not armed or done
/// already): the emergency way out when the program cannot get to its own restore.
void crescue_restore_now(void);

/// Puts the previous handlers back (after a clean exit), and the terminal under the armed
/// descriptor if `crescue_display_on_continue` had swapped it.
void crescue_disarm(void);
/// While `on` is non-zero the armed descriptor is a full screen's, guarded against a frame a
/// SIGSTOP cut in half: see `crescue_display_on_continue`.
void crescue_guard_display(int on);
/// For the SIGCONT handler (async-signal-safe: tcgetpgrp, getpgrp, open, fcntl, dup2, close):
/// with the display guarded and our process group not the terminal's foreground one, the armed
/// descriptor is pointed at /dev/null, so that the rest of a frame stopped half-way is not
/// written on the shell's screen, until `crescue_display_restore`.
void crescue_display_on_continue(void);
/// Puts the terminal back under the armed descriptor: 1 when it had been swapped, 0 when not,
/// -1 on failure.
int crescue_display_restore(void);

/// While `held` is non-zero, `crescue_restore_now` writes nothing: the terminal has been handed
/// back (Ctrl-Z), its modes and screen are the shell's, and a rescue would only scramble them.
void crescue_hold(int held);

/// While `saved` is non-zero the terminal holds a title pushed by the program (XTWINOPS 22):
/// the rescue pops it (CSI 23;0 t) after the reset bytes, so a crash gives the title back too.
void crescue_title_saved(int saved);

#endif
