/* The Dispatch floor: the careful C peer (c_counter.c, included whole: the same terminal set-up,
 * layout, formatting and drawing, the same workloads and output) ticked the way counter-tui is
 * ticked: a libdispatch timer source (strict, leeway zero, repeating at the frame period) on the
 * main queue, the main thread parked in dispatch_main(). What this costs beyond c_counter is
 * what the Dispatch timer costs (libdispatch's manager thread, its timerfd re-arming and the
 * hand-over of the main queue to a worker thread), a floor no program of counter-tui's design
 * can go under.
 *
 *   c_dispatch_counter w1 DURATION
 *   c_dispatch_counter board CARDS COLUMNS FPS DURATION
 *
 * Built by scripts/bench_terminal.py with the Swift toolchain's libdispatch (no blocks: the _f
 * functions), e.g.
 *   cc -O2 -I/opt/swift/usr/lib/swift c_dispatch_counter.c -L/opt/swift/usr/lib/swift/linux \
 *      -Wl,-rpath,/opt/swift/usr/lib/swift/linux -ldispatch -lBlocksRuntime -lncursesw -lm
 *
 * Frames are as in c_counter: frame k shows time k / fps, the last one the end time (drawn at
 * the end, not at the next tick); ncurses is handed only changed strings and refreshed only when
 * something changed. A tick that fires late counts the periods it missed (the timer's data), so
 * the frames stay on the grid of the start, as a clock_nanosleep on absolute deadlines does.
 */
#define C_COUNTER_OWN_ANIMATE 1
#include "c_counter.c"

#include <stdint.h>
#include <dispatch/dispatch.h>

static struct {
    Counter *counters;
    int count;
    double from;
    double period;
    double duration;
    int money;
    double start;
    long frame;
    int repeating;
    dispatch_source_t timer;
} anim;

static int64_t nanoseconds(double seconds) {
    return seconds > 0 ? (int64_t)(seconds * 1e9) : 0;
}

/* Draws frame `anim.frame`; after the last one restores the terminal and exits (as c_counter's
 * w1 and board do after animate returns). */
static void draw_frame(void) {
    double t = anim.frame * anim.period;
    int last = t >= anim.duration;
    if (last) t = anim.duration;
    draw_at(anim.counters, anim.count, anim.from, t, anim.duration, last, anim.money);
    if (last) {
        const char *hold = getenv("C_COUNTER_HOLD");
        if (hold != NULL) sleep_until(now_seconds() + atof(hold));
        endwin();
        exit(report(0));
    }
}

/* After frame `anim.frame`: the timer keeps repeating on the grid while the next frame comes
 * before the end; once it would not, it fires once more, at the end time. */
static void plan_next(void) {
    double next = (anim.frame + 1) * anim.period;
    if (next < anim.duration) return;
    if (anim.repeating) {
        anim.repeating = 0;
        double delay = anim.start + anim.duration - now_seconds();
        dispatch_source_set_timer(anim.timer, dispatch_time(DISPATCH_TIME_NOW, nanoseconds(delay)),
                                  DISPATCH_TIME_FOREVER, 0);
    }
}

static void on_tick(void *context) {
    (void)context;
    unsigned long fired = dispatch_source_get_data(anim.timer);
    anim.frame += fired > 0 ? (long)fired : 1;
    draw_frame();
    plan_next();
}

static void animate(Counter *counters, int count, double from, int fps, double duration, int money) {
    anim.counters = counters;
    anim.count = count;
    anim.from = from;
    anim.period = 1.0 / fps;
    anim.duration = duration;
    anim.money = money;
    anim.start = now_seconds();
    anim.frame = 0;
    anim.repeating = 1;
    anim.timer = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, DISPATCH_TIMER_STRICT,
                                        dispatch_get_main_queue());
    dispatch_source_set_event_handler_f(anim.timer, on_tick);
    /* The first frame now, on the main thread, as counter-tui draws its first frame. */
    draw_frame();
    dispatch_source_set_timer(anim.timer, dispatch_time(DISPATCH_TIME_NOW, nanoseconds(anim.period)),
                              (uint64_t)nanoseconds(anim.period), 0);
    plan_next();
    dispatch_resume(anim.timer);
    dispatch_main();
}
