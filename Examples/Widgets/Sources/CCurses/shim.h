// The host's ncursesw, wide-character API included. _XOPEN_SOURCE_EXTENDED is required beside
// counter-tui's CNcurses, which defines it too: without it `struct _win_st` (WINDOW) has other
// fields here, and Clang refuses the two modules together ("'_win_st::_color' from module
// 'CNcurses' is not present in definition of 'struct _win_st' in module 'CCurses'").
#ifndef CCURSES_SHIM_H
#define CCURSES_SHIM_H
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <ncursesw/curses.h>
#endif
