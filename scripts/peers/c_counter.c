/* Peer for W1, W2 and the 256-card board: a careful C + ncursesw program doing the same
 * animation as counter-tui, the baseline its CPU and bytes are measured against.
 *
 *   c_counter w1 DURATION                         0 -> 9999, ease-out, 100 fps, a label
 *   c_counter board CARDS COLUMNS FPS DURATION    CARDS cards 0 -> (i+1)*12345.67, ",##0.00"
 *
 * The careful way: the terminal set up as counter-tui sets it up (so both send the same bytes
 * for the same cells); static parts (card borders and titles) drawn once; each frame only the
 * strings that changed are handed to ncurses, then one wnoutrefresh + doupdate (none at all
 * when nothing changed); frames on absolute deadlines (clock_nanosleep, TIMER_ABSTIME), the
 * last one at the animation's end. Layout as counter-tui's label style and dashboard cards
 * (DashboardLayout with a fixed column count, Panel, CounterView's right-aligned reserve).
 */
#define _XOPEN_SOURCE_EXTENDED 1
#define _GNU_SOURCE
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wchar.h>
#include <ncursesw/curses.h>

typedef struct {
    int x, y;          /* where the value's reserve ends (right edge, exclusive) and its row */
    int left;          /* the content's left edge: a value never starts before it */
    long long target;  /* in display units (1 for w1, cents for the board) */
    char shown[32];    /* the text on screen */
    int length;
} Counter;

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void sleep_until(double deadline) {
    struct timespec ts;
    ts.tv_sec = (time_t)deadline;
    ts.tv_nsec = (long)((deadline - (double)ts.tv_sec) * 1e9);
    if (ts.tv_nsec >= 1000000000L) { ts.tv_sec += 1; ts.tv_nsec -= 1000000000L; }
    while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL) != 0) {}
}

/* ease-out, exponent 3 (counter-tui's `--ease out`) */
static double ease_out(double p) {
    if (p <= 0) return 0;
    if (p >= 1) return 1;
    double q = 1 - p;
    return 1 - q * q * q;
}

/* units with a thousands separator every three digits and two decimals: 1,234,567.89 */
static int format_money(long long cents, char *out) {
    char digits[32];
    long long whole = cents / 100;
    int n = snprintf(digits, sizeof digits, "%lld", whole);
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (i > 0 && (n - i) % 3 == 0) out[k++] = ',';
        out[k++] = digits[i];
    }
    k += sprintf(out + k, ".%02lld", cents % 100);
    return k;
}

static int format_units(long long units, int money, char *out) {
    return money ? format_money(units, out) : sprintf(out, "%lld", units);
}

/* Sets a counter's text; hands ncurses the string only when it changed. */
static int show(Counter *c, long long units, int money) {
    char text[32];
    int n = format_units(units, money, text);
    if (n == c->length && memcmp(text, c->shown, (size_t)n) == 0) return 0;
    int start = c->x - n < c->left ? c->left : c->x - n;
    /* A shorter text than before: blank the cells it no longer covers. */
    int old_start = c->x - c->length < c->left ? c->left : c->x - c->length;
    for (int x = old_start; x < start; x++) mvaddch(c->y, x, ' ');
    mvaddnstr(c->y, start, text, n);
    memcpy(c->shown, text, (size_t)n);
    c->length = n;
    return 1;
}

/* The terminal as counter-tui sets it up (NcursesScreen.init). */
static void open_terminal(void) {
    setlocale(LC_ALL, "");
    use_env(TRUE);
    use_tioctl(TRUE);
    if (newterm(NULL, stdout, stdin) == NULL) {
        fprintf(stderr, "c_counter: unknown terminal\n");
        exit(1);
    }
    cbreak();
    noecho();
    nonl();
    intrflush(stdscr, FALSE);
    keypad(stdscr, TRUE);
    nodelay(stdscr, TRUE);
    leaveok(stdscr, TRUE);
    set_escdelay(25);
    typeahead(-1);
    curs_set(0);
    if (has_colors()) {
        start_color();
        use_default_colors();
    }
}

static void put_wide(int y, int x, const wchar_t *text, int n, attr_t attrs) {
    wattr_set(stdscr, attrs, 0, NULL);
    mvaddnwstr(y, x, text, n);
}

/* A card's border with " Title " in its top edge, dim borders and a bold title (Panel). */
static void draw_card(int x, int y, int w, int h, const char *title) {
    wchar_t line[1024];
    int inner = w - 2 < 1022 ? w - 2 : 1022;
    for (int i = 0; i < inner; i++) line[i] = L'\u2500';
    put_wide(y, x, L"\u256d", 1, A_DIM);
    put_wide(y, x + 1, line, inner, A_DIM);
    put_wide(y, x + w - 1, L"\u256e", 1, A_DIM);
    for (int r = y + 1; r < y + h - 1; r++) {
        put_wide(r, x, L"\u2502", 1, A_DIM);
        put_wide(r, x + w - 1, L"\u2502", 1, A_DIM);
    }
    put_wide(y + h - 1, x, L"\u2570", 1, A_DIM);
    put_wide(y + h - 1, x + 1, line, inner, A_DIM);
    put_wide(y + h - 1, x + w - 1, L"\u256f", 1, A_DIM);
    wchar_t label[64];
    int n = swprintf(label, 64, L" %s ", title);
    put_wide(y, x + 2, label, n, A_BOLD);
    wattr_set(stdscr, A_NORMAL, 0, NULL);
}

/* Runs the animation: every frame on its deadline, the last at the end. */
/* Ticks of the last animation (C_COUNTER_STATS=1 prints them at exit, like counter-tui --stats). */
static long ticks;

/* Draws the frame at time `t` (the end time for the last one): each counter's value, ncurses
 * refreshed only when something changed. Both peers tick through it. */
static void draw_at(Counter *counters, int count, double from, double t, double duration, int last, int money) {
    double progress = duration > 0 ? ease_out(t / duration) : 1;
    int changed = 0;
    for (int i = 0; i < count; i++) {
        Counter *c = &counters[i];
        long long units = last ? c->target
                               : (long long)floor(from + ((double)c->target - from) * progress + 1e-9);
        changed |= show(c, units, money);
    }
    ticks++;
    if (changed) {
        wnoutrefresh(stdscr);
        doupdate();
    }
}

#ifdef C_COUNTER_OWN_ANIMATE
/* c_dispatch_counter.c includes this file and ticks the same frames with a libdispatch timer. */
static void animate(Counter *counters, int count, double from, int fps, double duration, int money);
#else
static void animate(Counter *counters, int count, double from, int fps, double duration, int money) {
    double period = 1.0 / fps;
    double start = now_seconds();
    for (long frame = 0;; frame++) {
        double t = frame * period;
        int last = t >= duration;
        if (last) t = duration;
        draw_at(counters, count, from, t, duration, last, money);
        if (last) {
            /* C_COUNTER_HOLD=S keeps the last frame on screen S seconds (to compare screens). */
            const char *hold = getenv("C_COUNTER_HOLD");
            if (hold != NULL) sleep_until(now_seconds() + atof(hold));
            break;
        }
        double next = (frame + 1) * period;
        sleep_until(start + (next < duration ? next : duration));
    }
}
#endif

static int w1(double duration) {
    open_terminal();
    int rows, cols;
    getmaxyx(stdscr, rows, cols);
    Counter c = {0};
    int reserve = 4; /* "9999" */
    int left = (cols - reserve) / 2;
    c.x = left + reserve;
    c.left = 0;
    c.y = (rows - 1) / 2;
    c.target = 9999;
    animate(&c, 1, 0, 100, duration, 0);
    endwin();
    return 0;
}

static int board(int count, int columns, int fps, double duration) {
    open_terminal();
    int rows, cols;
    getmaxyx(stdscr, rows, cols);
    Counter *counters = calloc((size_t)count, sizeof *counters);
    int per_row = columns < count ? columns : count;
    int width = (cols - (per_row - 1)) / per_row;
    int row_count = (count + per_row - 1) / per_row;
    int shown = count;
    if (row_count * 3 > rows) shown = (rows - 1) / 3 * per_row; /* the rest is hidden */
    int used = (shown + per_row - 1) / per_row * 3;
    int top = shown == count ? (rows - used) / 2 : 0;
    for (int i = 0; i < shown; i++) {
        int x = (i % per_row) * (width + 1);
        int y = top + (i / per_row) * 3;
        char title[16];
        snprintf(title, sizeof title, "C%d", i + 1);
        draw_card(x, y, width, 3, title);
        Counter *c = &counters[i];
        c->target = (long long)(i + 1) * 1234567;
        char text[32];
        int reserve = format_money(c->target, text);
        int content_x = x + 2, content_w = width - 4;
        int block_x = content_x + (content_w > reserve ? (content_w - reserve) / 2 : 0);
        c->x = block_x + reserve < content_x + content_w ? block_x + reserve : content_x + content_w;
        c->left = content_x;
        c->y = y + 1;
    }
    animate(counters, shown, 0, fps, duration, 1);
    endwin();
    free(counters);
    return 0;
}

static int report(int status) {
    if (getenv("C_COUNTER_STATS") != NULL) fprintf(stderr, "frames: %ld\n", ticks);
    return status;
}

int main(int argc, char **argv) {
    if (argc >= 3 && strcmp(argv[1], "w1") == 0) return report(w1(atof(argv[2])));
    if (argc >= 6 && strcmp(argv[1], "board") == 0)
        return report(board(atoi(argv[2]), atoi(argv[3]), atoi(argv[4]), atof(argv[5])));
    fprintf(stderr, "usage: c_counter w1 DURATION | c_counter board CARDS COLUMNS FPS DURATION\n");
    return 64;
}
