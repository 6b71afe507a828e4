#ifndef CONTACTSBOOK_NCURSES_SHIM_H
#define CONTACTSBOOK_NCURSES_SHIM_H

// Wide-character API (wget_wch, cchar_t) must be switched on before the header is read.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <signal.h>
#include <termios.h>
#include <unistd.h>
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

// Writes one character of a terminfo string straight to the terminal (for tputs, after endwin).
static int cb_write_character(int character) {
    char byte = (char)character;
    return write(STDOUT_FILENO, &byte, 1) == 1 ? character : EOF;
}

// Called after endwin: a terminal without an alternate screen (TERM=linux, vt100) would keep
// the last frame behind the shell's prompt, so it is cleared (with its padding, through tputs).
static inline void cb_clear_if_no_alternate_screen(void) {
    char *enter = tigetstr("smcup");
    if (enter != NULL && enter != (char *)-1 && *enter != '\0') return;
    char *clear = tigetstr("clear");
    if (clear == NULL || clear == (char *)-1) return;
    tputs(clear, 1, cb_write_character);
}

// The mouse: clicks (ncurses tells a double click from two), and the wheel (buttons 4 and 5).
static inline void cb_mouse_on(void) {
    mmask_t wanted = BUTTON1_CLICKED | BUTTON1_DOUBLE_CLICKED | BUTTON4_PRESSED;
#ifdef BUTTON5_PRESSED
    wanted |= BUTTON5_PRESSED;
#endif
    mousemask(wanted, NULL);
}

// The mouse event ncurses has: 1 click, 2 double click, 3 wheel up, 4 wheel down; 0 none.
static inline int cb_read_mouse(int *row, int *column) {
    MEVENT event;
    if (getmouse(&event) != OK) return 0;
    *row = event.y;
    *column = event.x;
    if (event.bstate & BUTTON1_DOUBLE_CLICKED) return 2;
    if (event.bstate & BUTTON1_CLICKED) return 1;
    if (event.bstate & BUTTON4_PRESSED) return 3;
#ifdef BUTTON5_PRESSED
    if (event.bstate & BUTTON5_PRESSED) return 4;
#endif
    return 0;
}

// The crash handler, in C because a crashed process may have a broken Swift heap: on a fatal
// signal it only puts the terminal back as the app found it (modes, main screen, cursor, no
// mouse reports) with async-signal-safe calls, then lets the signal end the process through
// whatever handler was there before (the Swift runtime's backtracer, or the default).
struct cb_crash_state {
    int installed;
    struct termios modes;
    struct sigaction previous[32];
};
// A function-local static: Swift emits the header's inline functions, not its global variables.
static inline struct cb_crash_state *cb_crash(void) {
    static struct cb_crash_state state;
    return &state;
}
static const int cb_crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
#define CB_CRASH_SIGNAL_COUNT (sizeof cb_crash_signals / sizeof cb_crash_signals[0])

static void cb_crash_handler(int number, siginfo_t *info, void *context) {
    static const char reset[] = "\033[0m\033[?2004l\033[?1000l\033[?1002l\033[?1006l\033[?1l\033>\033[?25h\033[?1049l\r\n"
                                "contactsbook stopped unexpectedly. The book on disk is as it was last saved.\r\n";
    (void)context;
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &cb_crash()->modes);
    ssize_t written = write(STDOUT_FILENO, reset, sizeof reset - 1);
    (void)written;
    sigaction(number, &cb_crash()->previous[number], NULL);
    // A fault returns to the faulting instruction, which faults again into the previous handler;
    // a signal sent by kill or raise must be sent again.
    if (info == NULL || info->si_code <= 0) raise(number);
}

static inline void cb_install_crash_handler(void) {
    struct cb_crash_state *state = cb_crash();
    if (state->installed || tcgetattr(STDIN_FILENO, &state->modes) != 0) return;
    state->installed = 1;
    for (unsigned i = 0; i < CB_CRASH_SIGNAL_COUNT; i++) {
        struct sigaction action = {0};
        action.sa_sigaction = cb_crash_handler;
        action.sa_flags = SA_SIGINFO | SA_NODEFER;
        sigemptyset(&action.sa_mask);
        sigaction(cb_crash_signals[i], &action, &state->previous[cb_crash_signals[i]]);
    }
}

static inline void cb_remove_crash_handler(void) {
    struct cb_crash_state *state = cb_crash();
    if (!state->installed) return;
    state->installed = 0;
    for (unsigned i = 0; i < CB_CRASH_SIGNAL_COUNT; i++)
        sigaction(cb_crash_signals[i], &state->previous[cb_crash_signals[i]], NULL);
}

#endif
