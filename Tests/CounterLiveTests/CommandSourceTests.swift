import CounterEngine
@testable import CounterLive
import Foundation
import Testing
import CounterTestSupport

/// The last value and failure a command source reported.
@MainActor
final class CommandReport {
    var value: ExactNumber?
    var failure: String?
    var slow: String?
    /// Every value reported, in order.
    var values: [String] = []

    /// Notes what `source` reports from now on.
    init(_ source: CommandSource) {
        source.onEvent = { [weak self] event in
            if case .values(let lines) = event {
                self?.value = lines.first?.value
                self?.values += lines.map(\.value.description)
            }
            if case .failed(let reason) = event { self?.failure = reason }
            if case .slow(let reason) = event { self?.slow = reason }
        }
    }
}

@MainActor
@Suite(.serialized) struct CommandSourceTests {
    /// One run of `command`: the value it gave and the failure reported, once the run is over.
    func runOnce(_ command: String, timeout: Double = 5) async -> (ExactNumber?, String?) {
        let source = CommandSource(command: command, interval: 60, timeout: timeout)
        let report = CommandReport(source)
        source.start()
        _ = await eventually(timeout: timeout + 5) { (report.value != nil || report.failure != nil) && !source.isRunning }
        source.stop()
        return (report.value, report.failure)
    }

    @Test func firstNumberOfTheOutput() async {
        let (value, failure) = await runOnce("echo 'load: 0.52 0.58'; echo 7")
        #expect(value?.description == "0.52")
        #expect(failure == nil)
    }

    @Test func nonZeroExitIsReportedAndGivesNothing() async {
        // Only good runs count: a number printed by a run that then exits non-zero is not a value.
        let (value, failure) = await runOnce("echo 5; exit 3")
        #expect(value == nil)
        #expect(failure == "exit 3")
        // Nothing printed before failing: the last value stays, with the reason.
        let (none, why) = await runOnce("exit 3")
        #expect(none == nil)
        #expect(why == "exit 3")
        // Killed by a signal after printing: nothing either.
        let (killed, signal) = await runOnce("echo 7; kill -9 $$")
        #expect(killed == nil)
        #expect(signal == "killed by signal 9")
    }

    /// The reproduction: a run printed 10 and exited 0, the next prints 99 and exits 1;
    /// 10 stays the only value (it used to show 99 beside "exit 1; keeping the last value").
    @Test func aFailedRunAfterAGoodOneKeepsTheGoodValue() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("good-bad-\(UUID())").path
        defer { unlink(state) }
        let source = CommandSource(command: "if [ -e \(state) ]; then echo 99; exit 1; else : > \(state); echo 10; fi",
                                   interval: 0.1, timeout: 5)
        let report = CommandReport(source)
        source.start()
        #expect(await eventually { report.failure == "exit 1" })
        source.stop()
        #expect(report.values == ["10"])
    }

    /// A service whose run prints `HTTP 503 Service Unavailable` and exits 22 (`curl -f`) gives
    /// no total: 503 never becomes a sample (it made a rate of a million a second).
    @Test func anHTTPErrorPageIsNotATotal() async {
        let (value, failure) = await runOnce("echo 'HTTP 503 Service Unavailable'; exit 22")
        #expect(value == nil)
        #expect(failure == "exit 22")
    }

    /// The first non-empty line a failed run wrote on stderr is its reason, beside the exit
    /// status, the signal or the timeout; a run that wrote nothing there keeps the bare reason.
    @Test func aFailedRunSaysWhatItWroteOnStderr() async {
        var (value, failure) = await runOnce("echo 5; printf '\\n  \\nboom\\nsecond line\\n' >&2; exit 3")
        #expect(value == nil)
        #expect(failure == "exit 3: boom")
        (_, failure) = await runOnce("echo dying >&2; kill -9 $$")
        #expect(failure == "killed by signal 9: dying")
        (_, failure) = await runOnce("echo stuck >&2; exec sleep 30", timeout: 0.3)
        #expect(failure == "timed out after 300ms: stuck")
        (_, failure) = await runOnce("echo not a number; echo why >&2")
        #expect(failure == "no number in the output: why")
        // Escapes and control characters are removed, tabs become spaces.
        (_, failure) = await runOnce("printf '\\033]0;PWNED\\007\\033[31mred\\tand\\001 plain\\033[0m\\n' >&2; exit 1")
        #expect(failure == "exit 1: red and plain")
        // A good run's stderr is nobody's business.
        (value, failure) = await runOnce("echo warning >&2; echo 7")
        #expect(value?.description == "7" && failure == nil)
    }

    /// A command that writes far more than the pipe holds on stderr never blocks: the first 4 KiB
    /// are kept, the rest drained.
    @Test func aFloodOnStderrDoesNotBlockTheRun() async {
        let started = Date()
        let (value, failure) = await runOnce("head -c 1048576 /dev/zero | tr '\\0' x >&2; echo 9", timeout: 20)
        #expect(value?.description == "9" && failure == nil)
        #expect(Date().timeIntervalSince(started) < 10)
        let (_, reason) = await runOnce("echo first >&2; head -c 1048576 /dev/zero | tr '\\0' x >&2; exit 2", timeout: 20)
        #expect(reason == "exit 2: first")
    }

    @Test func aNumberPrintedByACommandThatKeepsRunningCountsAtItsTimeout() async {
        // Still going at its timeout: slow, not failed, and its number counts (`echo 5; exec
        // sleep 1000` still shows 5).
        let source = CommandSource(command: "echo 5; exec sleep 1000", interval: 60, timeout: 0.3)
        let report = CommandReport(source)
        source.start()
        #expect(await eventually { report.value != nil && !source.isRunning })
        source.stop()
        #expect(report.values == ["5"])
        #expect(report.failure == nil)
        #expect(report.slow == "still running at its 300ms timeout")
    }

    /// Only a run that ends well counts as a success; a slow run gives its value without being a
    /// failure; a failed run gives no value at all.
    @Test func onlyARunThatEndsWellCountsAsSuccess() async {
        for (command, timeout, valueCount, succeeds, fails, slow) in [
            ("echo 5", 5.0, 1, 1, 0, 0), ("echo 5; exec sleep 30", 0.3, 1, 0, 0, 1), ("echo 5; exit 3", 5.0, 0, 0, 1, 0),
        ] {
            let source = CommandSource(command: command, interval: 60, timeout: timeout)
            var values = 0
            var failures = 0
            var successes = 0
            var slows = 0
            source.onEvent = { event in
                switch event {
                case .values: values += 1
                case .failed: failures += 1
                case .recovered: successes += 1
                case .slow: slows += 1
                default: break
                }
            }
            source.start()
            _ = await eventually { failures + successes + slows > 0 && !source.isRunning }
            source.stop()
            #expect(values == valueCount, "\(command)")
            #expect(successes == succeeds, "\(command)")
            #expect(failures == fails, "\(command)")
            #expect(slows == slow, "\(command)")
        }
    }

    @Test func aNumberWithoutANewlineBeforeATimeoutIsKept() async {
        let source = CommandSource(command: "printf 42; exec sleep 30", interval: 60, timeout: 0.3)
        let report = CommandReport(source)
        source.start()
        #expect(await eventually { report.value != nil && !source.isRunning })
        source.stop()
        #expect(report.value?.description == "42")
        #expect(report.failure == nil)
        #expect(report.slow == "still running at its 300ms timeout")
    }

    @Test func garbageAndEscapesAreNotNumbers() async {
        let (_, failure) = await runOnce("printf 'no digits\\033]0;PWNED\\007 here'")
        #expect(failure == "no number in the output")
    }

    @Test func runsWithStdinFromDevNull() async {
        let (value, _) = await runOnce("wc -c")
        #expect(value?.description == "0")
    }

    @Test func timeoutKillsTheWholeGroup() async throws {
        let marker = "counter-tui-timeout-\(getpid())-\(UUID().uuidString.prefix(8))"
        let started = Date()
        // A grandchild holds the pipe open and would sleep on: the group is killed.
        let (value, failure) = await runOnce("sh -c 'exec sleep 30 # \(marker)' & sleep 30", timeout: 0.3)
        #expect(value == nil)
        #expect(failure == "timed out after 300ms")
        // Far sooner than the 30 s the group would sleep (the main queue it reports on is shared
        // with synchronous main-actor tests, which held it 2.7 s once: 3.0005 s against < 3).
        #expect(Date().timeIntervalSince(started) < 10)
        // Nothing of the group survives.
        var survivors = 1
        for _ in 0..<50 {
            survivors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { entry in
                guard Int(entry) != nil,
                    let cmdline = try? String(contentsOfFile: "/proc/\(entry)/cmdline", encoding: .utf8)
                else { return false }
                return cmdline.contains(marker)
            }.count ?? 0
            if survivors == 0 { break }
            usleep(50_000)
        }
        #expect(survivors == 0)
    }

    @Test func runsNeverOverlap() async throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("runs-\(UUID()).log").path
        defer { unlink(log) }
        // Each run takes 0.3 s while the interval is 0.1 s: runs are skipped, never stacked.
        let source = CommandSource(command: "echo s >> \(log); sleep 0.3; echo e >> \(log); echo 1", interval: 0.1,
                                   timeout: 5)
        var values = 0
        source.onEvent = { event in
            if case .values = event { values += 1 }
        }
        source.start()
        _ = await eventually(timeout: 1.2) { values >= 3 }
        source.stop()
        let lines = (try String(contentsOfFile: log, encoding: .utf8)).split(separator: "\n")
        #expect(values >= 2)
        for (i, line) in lines.enumerated() {
            #expect(line == (i % 2 == 0 ? "s" : "e"), "overlapping runs: \(lines)")
        }
    }
}
