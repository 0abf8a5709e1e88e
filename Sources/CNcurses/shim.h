// The C surface counter-tui needs from ncursesw, as Swift-callable functions.
// Macros and globals (A_BOLD, COLOR_PAIR, getmaxyx, stdscr, ...) cannot be imported into Swift
// safely, so each one is wrapped as a static inline function with a cncurses_ prefix.
#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <stdio.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

static inline WINDOW *cncurses_stdscr(void) { return stdscr; }
static inline WINDOW *cncurses_curscr(void) { return curscr; }
static inline attr_t cncurses_a_normal(void) { return A_NORMAL; }
static inline attr_t cncurses_a_bold(void) { return A_BOLD; }
static inline attr_t cncurses_a_dim(void) { return A_DIM; }
static inline attr_t cncurses_a_reverse(void) { return A_REVERSE; }
static inline int cncurses_lines(void) { return LINES; }
static inline int cncurses_cols(void) { return COLS; }
static inline int cncurses_colors(void) { return COLORS; }
static inline int cncurses_key_resize(void) { return KEY_RESIZE; }
static inline int cncurses_ok(void) { return OK; }
static inline int cncurses_err(void) { return ERR; }
static inline int cncurses_key_code_yes(void) { return KEY_CODE_YES; }

/// Height and width of a window (getmaxyx is a macro).
static inline void cncurses_size(WINDOW *win, int *rows, int *cols) {
    int r = 0, c = 0;
    getmaxyx(win, r, c);
    *rows = r;
    *cols = c;
}

/// True when the terminal description can address the cursor (TERM=dumb cannot).
static inline int cncurses_can_address_cursor(void) {
    char *cup = tigetstr("cup");
    return cup != NULL && cup != (char *)-1;
}

/// A terminfo string capability, or NULL when the terminal has none.
static inline const char *cncurses_string_capability(const char *name) {
    char *value = tigetstr(name);
    return (value == NULL || value == (char *)-1) ? NULL : value;
}

/// Writes n wide characters at (y, x) with the given attributes and colour pair.
static inline int cncurses_put(int y, int x, const wchar_t *text, int n, attr_t attrs, short pair) {
    wattr_set(stdscr, attrs, pair, NULL);
    return mvwaddnwstr(stdscr, y, x, text, n);
}

/// Writes n wide characters at (y, x) of `win` with the given attributes and colour pair.
static inline int cncurses_put_window(WINDOW *win, int y, int x, const wchar_t *text, int n, attr_t attrs, short pair) {
    wattr_set(win, attrs, pair, NULL);
    return mvwaddnwstr(win, y, x, text, n);
}

/// The number of colour pairs the screen has (0 before start_color).
static inline int cncurses_color_pairs(void) { return COLOR_PAIRS; }

#endif
