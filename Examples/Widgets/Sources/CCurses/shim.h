// The host's ncursesw, wide-character API included (as counter-tui's own CNcurses sees it).
#ifndef CCURSES_SHIM_H
#define CCURSES_SHIM_H
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <ncursesw/curses.h>
#endif
