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

/// True when the terminal has an alternate screen (smcup), where the full screen goes and
/// from which the shell's screen comes back as it was (TERM=linux has none).
static inline int cncurses_has_alternate_screen(void) {
    char *smcup = tigetstr("smcup");
    return smcup != NULL && smcup != (char *)-1 && *smcup != 0;
}

/// Where `cncurses_put_out` writes (tputs's output function takes no argument for it).
static FILE *cncurses_tputs_out = NULL;

/// tputs's output function: one byte to `cncurses_tputs_out`.
static inline int cncurses_put_out(int c) { return fputc(c, cncurses_tputs_out); }

/// Erases the screen's rows one at a time (cursor address, then clear to the end of the line,
/// or spaces) and puts the cursor at the top left, on `out`, after `endwin`: no terminal keeps
/// rows erased so (tmux and VTE keep the rows of a whole-screen clear in their scrollback).
/// The strings go through tputs, which handles their padding (vt100's `$<5>` is no text).
static inline void cncurses_erase_rows(FILE *out) {
    char *cup = tigetstr("cup");
    char *el = tigetstr("el");
    if (cup == NULL || cup == (char *)-1) return;
    int hasEl = el != NULL && el != (char *)-1;
    cncurses_tputs_out = out;
    for (int y = 0; y < LINES; y++) {
        tputs(tiparm(cup, y, 0), 1, cncurses_put_out);
        if (hasEl) {
            tputs(el, 1, cncurses_put_out);
        } else {
            for (int x = 0; x + 1 < COLS; x++) fputc(' ', out);
        }
    }
    tputs(tiparm(cup, 0, 0), 1, cncurses_put_out);
    fflush(out);
}

/// The number of colour pairs the screen has (0 before start_color).
static inline int cncurses_color_pairs(void) { return COLOR_PAIRS; }

#endif
