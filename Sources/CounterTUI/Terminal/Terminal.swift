/// The terminal a full-screen display runs in, over its life: the session reads keys from it
/// (`KeyInput`), hands it back on Ctrl-Z and takes it again on `fg`, follows its size, and ends
/// it (`TerminalLife`). The ncurses screen is one; tests bring their own.
package typealias Terminal = KeyInput & TerminalLife
