import CounterEngine
import Foundation
import Testing
@testable import CounterTUI

/// The last value and failure a command source reported.
@MainActor
final class CommandReport {
    var value: ExactNumber?
    var failure: String?

    /// Notes what `source` reports from now on.
    init(_ source: CommandSource) {
        source.onEvent = { [weak self] event in
            if case .values(let lines) = event { self?.value = lines.first?.value }
            if case .failed(let reason) = event { self?.failure = reason }
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

    @Test func nonZeroExitIsReported() async {
        // A number on a whole line is taken as soon as it is printed; the exit status still counts.
        let (value, failure) = await runOnce("echo 5; exit 3")
        #expect(value?.description == "5")
        #expect(failure == "exit status 3")
        // Nothing printed before failing: the last value stays, with the reason.
        let (none, why) = await runOnce("exit 3")
        #expect(none == nil)
        #expect(why == "exit status 3")
    }

    @Test func aNumberPrintedByACommandThatKeepsRunningCounts() async {
        // Before: shown as failed and never counted ("timed out").
        let source = CommandSource(command: "echo 5; exec sleep 30", interval: 60, timeout: 20)
        let report = CommandReport(source)
        source.start()
        #expect(await eventually { report.value != nil })
        #expect(report.value?.description == "5")
        // Taken while the run goes on, long before its timeout.
        #expect(report.failure == nil)
        #expect(source.isRunning)
        source.stop()
    }

    /// Only a run that ends well clears a failure: a value taken early from a run that then
    /// times out leaves the "timed out" mark in place (it used to blink off and on each run).
    @Test func onlyARunThatEndsWellCountsAsSuccess() async {
        for (command, timeout, succeeds) in [("echo 5", 5.0, true), ("echo 5; exec sleep 30", 0.3, false),
                                             ("echo 5; exit 3", 5.0, false)] {
            let source = CommandSource(command: command, interval: 60, timeout: timeout)
            var values = 0
            var failures = 0
            var successes = 0
            source.onEvent = { event in
                switch event {
                case .values: values += 1
                case .failed: failures += 1
                case .recovered: successes += 1
                default: break
                }
            }
            source.start()
            _ = await eventually { failures + successes > 0 && !source.isRunning }
            source.stop()
            #expect(values == 1, "\(command)")
            #expect(successes == (succeeds ? 1 : 0), "\(command)")
            #expect(failures == (succeeds ? 0 : 1), "\(command)")
        }
    }

    @Test func aNumberWithoutANewlineBeforeATimeoutIsKept() async {
        let (value, failure) = await runOnce("printf 42; exec sleep 30", timeout: 0.3)
        #expect(value?.description == "42")
        #expect(failure == "timed out after 300ms")
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
        #expect(Date().timeIntervalSince(started) < 3)
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
