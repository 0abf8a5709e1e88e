import Foundation
import Testing

extension LongTerminalRuns {
    /// `--pid PID` (issue 37's fix round), through the real binary: a pid the kernel gives again
    /// to another process is not followed in its place (root: ns_last_pid); thousands of open
    /// files cost a round a second, and SIGTERM is taken at once (real time and real /proc). (The
    /// last file kept when closed, a file first seen part-way: ProcessFilesProgramTests.)
    @Suite(.serialized) struct ProcessFilesEndingTests {
        let detached: DetachedShell

        init() throws { detached = try DetachedShell("ct-pid-end") }

        /// Runs `shell` (using $BIN and $DIR) detached from any terminal.
        func shell(_ shell: String) throws -> Spawn.Output { try detached.run(shell) }

        /// Whether this process may choose the next pid (root, `/proc/sys/kernel/ns_last_pid`).
        static var mayChooseThePid: Bool { getuid() == 0 && access("/proc/sys/kernel/ns_last_pid", W_OK) == 0 }

        /// A shell reading r3 ends; the next process (`sleep 5 < f3`) is given its pid through
        /// ns_last_pid. The process followed has ended: the run ends (0) saying so, f3 is never
        /// shown and `sleep` is never named. Needs root (ns_last_pid): skipped otherwise.
        @Test(.enabled(if: ProcessFilesEndingTests.mayChooseThePid, "needs root to choose the next pid (ns_last_pid)"))
        func aPidGivenAgainToAnotherProcessIsNotFollowed() throws {
            let run = try shell("""
                head -c 2000000 /dev/zero > $DIR/r3; head -c 2000000 /dev/zero > $DIR/f3
                for try in 1 2 3; do
                  sh -c 'exec 3< "$1"; for i in 1 2 3 4 5 6; do dd bs=100000 count=1 <&3 >/dev/null 2>&1; sleep 0.25; done' _ $DIR/r3 &
                  P=$!; sleep 0.3
                  $BIN --pid $P > $DIR/out 2> $DIR/err & B=$!
                  wait $P
                  echo $((P - 1)) > /proc/sys/kernel/ns_last_pid
                  sleep 5 < $DIR/f3 & S=$!
                  if [ $S = $P ]; then break; fi
                  kill $S; wait $B
                done
                echo reused=$([ $S = $P ] && echo yes || echo no)
                wait $B; echo status=$?
                kill -0 $S 2>/dev/null && echo sleep-still-running
                kill $S 2>/dev/null
                cat $DIR/out; cat $DIR/err >&2
                """)
            #expect(run.stdout.contains("reused=yes"), "the pid was not given again: \(run.stdout)")
            #expect(run.stdout.contains("status=0\nsleep-still-running\n"), "\(run.stdout)\n\(run.stderr)")
            #expect(!run.stdout.contains("/f3"), "\(run.stdout)")
            #expect(run.stdout.contains("/r3"), "\(run.stdout)")
            #expect(run.stderr.contains("(sh) ended; followed for ") && !run.stderr.contains("(sleep)"), "\(run.stderr)")
        }

        /// A process with 10,000 open files: a round of lines a second (every file in each), not
        /// one in several seconds; SIGTERM ends the run at once (143 from `timeout`'s point of
        /// view: 124) with its line on stderr.
        @Test func thousandsOfOpenFilesCostARoundASecondAndSIGTERMActsAtOnce() throws {
            let run = try shell("""
                echo x > $DIR/one
                bash -c 'ulimit -n 12000 || exit 9; for i in $(seq 10000); do exec {f}<"$1"; done; : > "$2"; sleep 30' _ $DIR/one $DIR/ready &
                P=$!
                while [ ! -e $DIR/ready ]; do sleep 0.1; done
                T0=$(date +%s%N)
                timeout -s TERM 5 $BIN --pid $P > $DIR/out; echo status=$?
                T1=$(date +%s%N)
                echo wall_ms=$(( (T1 - T0) / 1000000 ))
                kill $P
                echo lines=$(grep -c 'file=' $DIR/out)
                echo rounds=$(grep 'file=' $DIR/out | sed 's/.* elapsed=\\([0-9.]*\\)s.*/\\1/' | sort -u | wc -l)
                """)
            let values = Dictionary(run.stdout.split(separator: "\n").compactMap { line -> (String, Int)? in
                let parts = line.split(separator: "=", maxSplits: 1)
                return parts.count == 2 ? (String(parts[0]), Int(parts[1]) ?? -1) : nil
            }, uniquingKeysWith: { $1 })
            #expect(values["status"] == 124, "\(run.stdout)\n\(run.stderr)")
            // Five seconds: a round each second (the first at 0), at least three of them whole.
            #expect((values["rounds"] ?? 0) >= 3, "\(run.stdout)")
            #expect((values["lines"] ?? 0) >= 3 * 10_000, "\(run.stdout)")
            // SIGTERM at 5 s acted on at once, not by the watchdog a second later.
            #expect((values["wall_ms"] ?? 99_999) < 5_800, "\(run.stdout)")
            #expect(run.stderr.contains("still running; followed for "), "\(run.stderr)")
        }
    }
}
