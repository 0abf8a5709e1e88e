#!/usr/bin/env python3
"""Runs the built test bundle in tiers, side by side (docs/architecture.md, Testing).

The check tier (engine, system, widgets, live sources, the command line and the program
in-process) runs in CHECK_PROCESSES processes at once, one test at a time in each, each given
batches of whole suites as it frees up, the heaviest first (scripts/check_weights.tsv). The
terminal tier (EndToEndTests: the real binary in tmux, on a pty, or as a process; beside it the
replay of the fuzz corpora) is cut into its suites, which run in WORKERS processes at once, one
test at a time in each, the longest first (scripts/test_weights.tsv); the suites that need a
quiet machine (tagged `quietMachine`) run last, alone. Each run gets a temporary folder
of its own (TMPDIR, TMUX_TMPDIR and XDG_RUNTIME_DIR point into it), removed at the end: nothing
is left in /tmp.

Usage: run_tests.py [--tier check|terminal|all] [--workers N] [--only REGEX] [--record-weights]
Prints one line per suite, then 'N passed, N failed'; exits 1 when anything failed.
"""
import argparse
import os
import random
import re
import shutil
import string
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHECK_MODULES = ["CounterEngineTests", "CounterSystemTests", "CounterTUITests", "CounterLiveTests", "CounterCLITests"]
# The check tier's processes side by side, given batches of whole suites as they free up (Batches,
# by the weights in scripts/check_weights.tsv): they end together, the two cores busy to the end.
# A module's main-actor tests wait for each other within a process, not for another's.
CHECK_PROCESSES = int(os.environ.get("CHECK_PROCESSES", "4"))
CHECK_WEIGHTS = os.path.join(ROOT, "scripts", "check_weights.tsv")
TERMINAL_MODULE = "EndToEndTests"
# The replay of the fuzzers' corpora (3,400 inputs, 4 s of CPU) runs beside the terminal tier,
# whose suites mostly wait on tmux: `make test` and CI run it, `make check` stays quick.
BESIDE_TERMINAL = ["FuzzCorpusTests"]
WEIGHTS = os.path.join(ROOT, "scripts", "test_weights.tsv")
QUIET_TAG = re.compile(r"\.quietMachine\b")
SUITE_DECL = re.compile(r"\b(?:struct|class|enum)\s+(\w+)")


BUNDLE = None


def bundle():
    """The built test bundle (`swift build --build-tests` made it), run directly: what `swift test
    --skip-build` runs, without SwiftPM's second or two of planning for each process."""
    global BUNDLE
    if BUNDLE is None and os.environ.get("TEST_BUNDLE"):
        # A copy of the bundle, to go on editing and building while it runs.
        BUNDLE = os.environ["TEST_BUNDLE"]
    if BUNDLE is None:
        # SwiftPM's link to the debug products: no planning (0.4 s) to ask where they are.
        linked = os.path.join(ROOT, ".build", "debug", "counter-tuiPackageTests.xctest")
        if os.access(linked, os.X_OK):
            BUNDLE = linked
    if BUNDLE is None:
        shown = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True)
        if shown.returncode != 0:
            sys.exit("run_tests: swift build --show-bin-path failed:\n" + shown.stderr[-2000:])
        BUNDLE = os.path.join(shown.stdout.strip(), "counter-tuiPackageTests.xctest")
        if not os.access(BUNDLE, os.X_OK):
            sys.exit(f"run_tests: no test bundle at {BUNDLE}: run swift build --build-tests first")
    return BUNDLE


def swift_test(args, log, env, timeout=None):
    """Runs the test bundle with Swift Testing and ARGS, its output into `log`; the exit status
    (-9: killed at the timeout)."""
    with open(log, "w") as out:
        process = subprocess.Popen([bundle(), "--testing-library", "swift-testing", *args], cwd=ROOT, stdout=out,
                                   stderr=subprocess.STDOUT, env=env, start_new_session=True)
        try:
            return process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, 9)
            process.wait()
            with open(log, "a") as out:
                out.write(f"\nrun_tests: killed after {timeout} s\n")
            return -9


def list_tests(env):
    """Every test's identifier (`Module.Suite/Inner/test(x:)`), as `swift test list` gives them."""
    listed = subprocess.run([bundle(), "--testing-library", "swift-testing", "--list-tests"], cwd=ROOT, env=env,
                            capture_output=True, text=True)
    if listed.returncode != 0:
        sys.exit("run_tests: listing the tests failed:\n" + listed.stdout[-3000:] + listed.stderr[-3000:])
    return [line.strip() for line in listed.stdout.splitlines() if "/" in line and "." in line.split("/")[0]]


def suite_of(identifier):
    """The innermost suite holding a test: its identifier up to the last '/'."""
    return identifier.rsplit("/", 1)[0]


def quiet_suites():
    """Suite names declared with the `quietMachine` tag in the terminal tier's sources."""
    names = set()
    folder = os.path.join(ROOT, "Tests", TERMINAL_MODULE)
    for directory, _, files in os.walk(folder):
        for name in files:
            if not name.endswith(".swift"):
                continue
            for line in open(os.path.join(directory, name), encoding="utf-8"):
                if "@Suite" in line and QUIET_TAG.search(line):
                    match = SUITE_DECL.search(line)
                    if match:
                        names.add(match.group(1))
    return names


def read_weights(path=WEIGHTS):
    """Seconds per suite, as a run with --record-weights wrote them to `path`."""
    weights = {}
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            if line.startswith("#") or "\t" not in line:
                continue
            suite, seconds = line.rstrip("\n").split("\t")
            weights[suite] = float(seconds)
    return weights


def write_weights(path, weights, what):
    with open(path, "w", encoding="utf-8") as out:
        out.write(f"# {what} (run_tests.py --record-weights)\n")
        for suite in sorted(weights):
            out.write(f"{suite}\t{weights[suite]}\n")


def suite_times(xunit):
    """Seconds per suite in a Swift Testing xUnit report (the sum of its tests' times)."""
    import xml.etree.ElementTree as ElementTree
    times = {}
    if os.path.exists(xunit):
        for case in ElementTree.parse(xunit).iter("testcase"):
            suite = case.get("classname")
            times[suite] = times.get(suite, 0.0) + float(case.get("time") or 0)
    return times


class Batches:
    """The check tier's suites handed out to `workers` processes as they free up, the heaviest
    first, in batches of about the remaining weight over twice the workers (at least a second
    and a half: a process costs a tenth of a second to start): large batches first, small ones
    at the end, so that the processes end together whatever the machine does meanwhile. A
    suite without a recorded weight counts as the median one."""

    MINIMUM = 2.0

    def __init__(self, suites, weights, workers):
        known = sorted(weights[s] for s in suites if s in weights)
        default = known[len(known) // 2] if known else 1.0
        self.weight = {s: weights.get(s, default) for s in suites}
        self.queue = sorted(suites, key=lambda s: (-self.weight[s], s))
        self.workers = max(1, workers)
        self.count = 0
        self.lock = threading.Lock()

    def next(self):
        """(name, suites) of the next batch; None when every suite has gone."""
        with self.lock:
            if not self.queue:
                return None
            target = max(sum(self.weight[s] for s in self.queue) / self.workers, self.MINIMUM)
            batch, total = [], 0.0
            while self.queue and (not batch or total + self.weight[self.queue[0]] <= target):
                suite = self.queue.pop(0)
                batch.append(suite)
                total += self.weight[suite]
            self.count += 1
            return f"check {self.count:2} ({total:4.1f} s of suites)", batch


ANSI = re.compile(r"\x1b\[[0-9;]*m")
RUN = re.compile(r"^[✔✘] Test run with (\d+) tests?\b")
FAILED = re.compile(r"^✘ Test (?!run with).* failed after ")
SKIPPED = re.compile(r"^➜ Test (?!run with).* skipped")


def counts(log):
    """(passed, failed, skipped) tests in a Swift Testing log, and the lines about failures: the
    run's closing line gives the tests run, each failed or skipped test has a line of its own."""
    ran = failed = skipped = 0
    failures = []
    # A failed expectation's details (its message: `↳` lines) follow it: kept with it, so that a
    # CI run's output says why without the log, which goes with the run's folder.
    details = False
    with open(log, encoding="utf-8", errors="replace") as text:
        for line in text:
            line = ANSI.sub("", line)
            closing = RUN.match(line)
            if closing:
                ran = int(closing.group(1))
            failed += FAILED.match(line) is not None
            skipped += SKIPPED.match(line) is not None
            if line.startswith("✘") or "recorded an issue" in line:
                failures.append(line.rstrip("\n"))
                details = "recorded an issue" in line
            elif details and line.lstrip().startswith("↳"):
                failures.append("  " + line.strip()[:600])
            else:
                details = False
    return max(ran - failed - skipped, 0), failed, skipped, failures


class Report:
    def __init__(self):
        self.lock = threading.Lock()
        self.passed = self.failed = self.skipped = 0
        self.broken = []
        self.durations = {}

    def add(self, tier, name, status, log, seconds):
        passed, failed, skipped, failures = counts(log)
        if status != 0 and failed == 0:
            # The process ended badly without a failed test to show for it (a crash, a timeout).
            failed = 1
            failures.append(f"{name}: the test process ended with status {status}")
        with self.lock:
            self.passed += passed
            self.failed += failed
            self.skipped += skipped
            self.durations[name] = seconds
            mark = "ok  " if failed == 0 else "FAIL"
            print(f"{mark} {tier:8} {name:60} {passed:4} passed {failed:3} failed {seconds:7.1f} s", flush=True)
            if failed:
                self.broken.append(name)
                tail = ANSI.sub("", open(log, encoding="utf-8", errors="replace").read()).splitlines()
                shown = failures[:80] if failures else tail[-60:]
                print("\n".join("     " + line for line in shown), flush=True)
                print(f"     (whole log: {log})", flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tier", choices=["check", "terminal", "all"], default="all")
    parser.add_argument("--workers", type=int, default=int(os.environ.get("TEST_WORKERS", "3")))
    parser.add_argument("--only", help="a regular expression: only the suites it finds")
    parser.add_argument("--record-weights", action="store_true", help="write each suite's time to test_weights.tsv")
    parser.add_argument("--keep-logs", help="a folder to keep the logs in (default: removed with the run's folder)")
    options = parser.parse_args()

    letters = "".join(random.choice(string.ascii_lowercase) for _ in range(10))
    # No digit in the folder's name: tests type paths inside it on a shell's command line, and a
    # test that waits for a number on the screen must not find one there.
    scratch = os.path.join("/tmp", f"counter-tui-tests-{letters}")
    os.makedirs(scratch)
    logs = options.keep_logs or os.path.join(scratch, "logs")
    os.makedirs(logs, exist_ok=True)
    env = dict(os.environ, TMPDIR=os.path.join(scratch, "tmp"), TMUX_TMPDIR=os.path.join(scratch, "tmp"),
               SWIFT_BACKTRACE="interactive=no")
    os.makedirs(env["TMPDIR"])
    # The shared meters' tables go to $XDG_RUNTIME_DIR/counter-tui-UID (else /tmp): here too.
    env["XDG_RUNTIME_DIR"] = os.path.join(scratch, "run")
    os.makedirs(env["XDG_RUNTIME_DIR"], mode=0o700)
    report = Report()
    started = time.monotonic()
    tier_times = {}
    check_times = {}
    try:
        tests = list_tests(env)
        only = re.compile(options.only) if options.only else None
        if options.tier in ("check", "all"):
            t0 = time.monotonic()
            suites = sorted({suite_of(t) for t in tests if t.split(".", 1)[0] in CHECK_MODULES})
            if only:
                suites = [c for c in suites if any(only.search(t) for t in tests if suite_of(t) == c)]
            batches = Batches(suites, read_weights(CHECK_WEIGHTS), CHECK_PROCESSES)

            def check(name, suites):
                log = os.path.join(logs, re.sub(r"[^A-Za-z0-9_.+-]", "_", name) + ".log")
                pattern = "^(" + "|".join(re.escape(s) for s in suites) + ")/"
                m0 = time.monotonic()
                # One test at a time in each: CHECK_PROCESSES processes already fill the two
                # cores, and a parallel pool beside them only adds contention (its polling tests
                # wait longer and poll more): the tier took 2 s and 4 s of CPU less so, measured.
                timed = ["--xunit-output", os.path.join(logs, re.sub(r"[^A-Za-z0-9_.+-]", "_", name) + ".xml")]
                status = swift_test(["--no-parallel", "--filter", pattern] + (timed if options.record_weights else []),
                                    log, env, timeout=900)
                report.add("check", name, status, log, time.monotonic() - m0)
                if options.record_weights:
                    with batches.lock:
                        check_times.update(suite_times(timed[1]))

            def worker():
                while True:
                    batch = batches.next()
                    if batch is None:
                        return
                    check(*batch)

            # Processes side by side: a module's main-actor tests wait for each other, not for
            # another process's.
            threads = [threading.Thread(target=worker) for _ in range(CHECK_PROCESSES)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            tier_times["check"] = time.monotonic() - t0
        if options.tier in ("terminal", "all"):
            t0 = time.monotonic()
            suites = sorted({suite_of(t) for t in tests if t.split(".", 1)[0] in [TERMINAL_MODULE] + BESIDE_TERMINAL})
            if only:
                suites = [s for s in suites if only.search(s)]
            quiet = quiet_suites()
            is_quiet = lambda s: s.rsplit("/", 1)[-1].rsplit(".", 1)[-1] in quiet
            weights = read_weights()
            default = sorted(weights.values())[len(weights) // 2] if weights else 10.0
            queue = sorted((s for s in suites if not is_quiet(s)), key=lambda s: -weights.get(s, default))
            lock = threading.Lock()

            def run(suite):
                name = suite.split(".", 1)[1] if suite.startswith(TERMINAL_MODULE + ".") else suite
                log = os.path.join(logs, re.sub(r"[^A-Za-z0-9_.-]", "_", name) + ".log")
                s0 = time.monotonic()
                status = swift_test(["--no-parallel", "--filter", "^" + re.escape(suite) + "/"], log, env, timeout=600)
                report.add("terminal", name, status, log, time.monotonic() - s0)

            def worker():
                while True:
                    with lock:
                        if not queue:
                            return
                        suite = queue.pop(0)
                    run(suite)

            threads = [threading.Thread(target=worker) for _ in range(max(1, options.workers))]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            for suite in sorted(s for s in suites if is_quiet(s)):
                run(suite)
            tier_times["terminal"] = time.monotonic() - t0
    finally:
        leftover = []
        for directory, folders, files in os.walk(env["TMPDIR"]):
            # SwiftPM's own (`swift test` makes a TemporaryDirectory.* each time) are not the tests'.
            leftover += [os.path.join(directory, f) for f in folders + files if not f.startswith("TemporaryDirectory.")]
            break
        if leftover:
            print(f"run_tests: the tests left {len(leftover)} entries in their temporary folder "
                  f"(removed): {', '.join(os.path.basename(p) for p in leftover[:10])}", flush=True)
        if options.keep_logs is None:
            shutil.rmtree(scratch, ignore_errors=True)
        else:
            shutil.rmtree(env["TMPDIR"], ignore_errors=True)
            try:
                os.rmdir(scratch)
            except OSError:
                pass
    if options.record_weights and options.tier in ("terminal", "all"):
        # A whole tier's run replaces the table (suites moved or gone leave it); a part updates it.
        weights = read_weights() if options.only else {}
        weights.update({(k if k.split(".", 1)[0] in BESIDE_TERMINAL else TERMINAL_MODULE + "." + k): round(v, 1)
                        for k, v in report.durations.items() if k and not k.startswith("check ")})
        write_weights(WEIGHTS, weights, "seconds each terminal suite took alone in its worker")
    if options.record_weights and options.tier in ("check", "all") and check_times:
        weights = read_weights(CHECK_WEIGHTS) if options.only else {}
        weights.update({k: round(v, 2) for k, v in check_times.items()})
        write_weights(CHECK_WEIGHTS, weights, "seconds each check suite's tests took, beside the tier's other processes")
    for tier, seconds in tier_times.items():
        print(f"run_tests: {tier} tier {seconds:.1f} s", flush=True)
    print(f"run_tests: {time.monotonic() - started:.1f} s in all; failed: {', '.join(report.broken) or 'none'}", flush=True)
    print(f"{report.passed} passed, {report.failed} failed" + (f", {report.skipped} skipped" if report.skipped else ""), flush=True)
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main())
