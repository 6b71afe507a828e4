#ifndef CONTACTSBOOK_NCURSES_SHIM_H
#define CONTACTSBOOK_NCURSES_SHIM_H

// Wide-character API (wget_wch, cchar_t) must be switched on before the header is read.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// Function-like macros and C globals are not visible to Swift: expose them as functions.
static inline WINDOW *cb_stdscr(void) { return stdscr; }
static inline int cb_lines(void) { return LINES; }
static inline int cb_cols(void) { return COLS; }
static inline attr_t cb_a_normal(void) { return A_NORMAL; }
static inline attr_t cb_a_bold(void) { return A_BOLD; }
static inline attr_t cb_a_reverse(void) { return A_REVERSE; }
static inline attr_t cb_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cb_a_dim(void) { return A_DIM; }
static inline attr_t cb_color_pair(short pair) { return COLOR_PAIR(pair); }
static inline int cb_key_f(int n) { return KEY_F(n); }

#endif
