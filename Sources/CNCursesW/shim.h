#ifndef TUI_CLOCK_CNCURSESW_SHIM_H
#define TUI_CLOCK_CNCURSESW_SHIM_H

// Without these the wide-character API (cchar_t, add_wch, setcchar) is not declared.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// Swift cannot import function-like macros; these wrap the ones the backend needs.
static inline int tc_lines(void) { return LINES; }
static inline int tc_cols(void) { return COLS; }
static inline int tc_colors(void) { return COLORS; }
static inline int tc_color_pairs(void) { return COLOR_PAIRS; }
static inline WINDOW *tc_stdscr(void) { return stdscr; }
static inline WINDOW *tc_curscr(void) { return curscr; }
static inline FILE *tc_stdout(void) { return stdout; }
static inline FILE *tc_stdin(void) { return stdin; }
static inline void tc_flush_stdout(void) { fflush(stdout); }
static inline int tc_codeset_is_utf8(void) { return strcmp(nl_langinfo(CODESET), "UTF-8") == 0; }
static inline attr_t tc_a_normal(void) { return A_NORMAL; }
static inline attr_t tc_a_bold(void) { return A_BOLD; }
static inline attr_t tc_a_dim(void) { return A_DIM; }
static inline attr_t tc_a_reverse(void) { return A_REVERSE; }
static inline attr_t tc_a_underline(void) { return A_UNDERLINE; }
static inline attr_t tc_a_italic(void) { return A_ITALIC; }
static inline attr_t tc_a_blink(void) { return A_BLINK; }

// Columns the terminal's locale gives a character, as ncurses counts them (-1: not printable).
extern int wcwidth(wchar_t c);
static inline int tc_wcwidth(wchar_t c) { return wcwidth(c); }

// How many wide characters a cchar_t holds: a spacing character and the combining marks that join it.
static inline int tc_ccharw_max(void) { return CCHARW_MAX; }

// Sets one cell from a spacing character and its combining marks (a zero-terminated string), colour pair and attributes;
// ncurses marks the next cell as the right half when the character is double width.
static inline int tc_put_cell(int y, int x, const wchar_t *text, attr_t attrs, int pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attrs, 0, &pair) != OK) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
}
#endif
