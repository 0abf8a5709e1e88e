import CounterEngine
@testable import CounterLive
import Testing
import CounterTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Triggers bounded (issue 34): a card flapping across `warn` 400 times a second had 3,248
/// `sleep 300` triggers running after 10 s. At most one command runs per card, at most `limit`
/// in all; the latest crossing waits its turn (older ones merged, counted); a command that cannot
/// start is reported for its card. A fake spawner: no process is started, time plays no part.
@MainActor
@Suite struct TriggerBoundTests {
    /// Starts nothing: hands out pids from 1000, refuses commands holding `FAIL`, and ends a pid
    /// when the test says so.
    @MainActor final class FakeSpawner {
        var nextPid: pid_t = 1000
        var started: [(pid: pid_t, command: String, level: String?)] = []
        var handlers: [pid_t: @MainActor () -> Void] = [:]

        var spawner: TriggerSpawner {
            TriggerSpawner(
                start: { [self] command, environment in
                    if command.contains("FAIL") { return .failure(TriggerStartFailure(reason: "Resource temporarily unavailable (ulimit -u)")) }
                    nextPid += 1
                    started.append((nextPid, command, environment["COUNTER_LEVEL"]))
                    return .success(nextPid)
                },
                onExit: { [self] pid, handler in handlers[pid] = handler },
                isAlive: { _ in false })
        }

        func end(_ pid: pid_t) { handlers.removeValue(forKey: pid)?() }
    }

    func crossing(_ level: ThresholdLevel, _ command: String?) -> TriggerRequest {
        TriggerRequest(level: level, command: command, environment: ["COUNTER_LEVEL": LevelTriggers.name(of: level)])
    }

    @Test func aFlappingCardRunsOneCommandAtATimeAndTheLatestLevelWins() throws {
        let fake = FakeSpawner()
        let runner = TriggerRunner(spawner: fake.spawner)
        // 400 crossings: warn, ok, warn, ok, … (ending on ok), while the first command runs.
        for i in 0..<400 { runner.request(crossing(i % 2 == 0 ? .warn : .normal, "sleep 300"), card: 0) }
        #expect(fake.started.count == 1)
        #expect(runner.running.count == 1)
        #expect(runner.started == 1 && runner.merged == 398)
        // The first ends: the latest crossing (ok) runs, the 398 between were merged into it.
        fake.end(try #require(fake.started.first?.pid))
        #expect(fake.started.map(\.level) == ["warn", "ok"])
        #expect(runner.started == 2 && runner.merged == 398 && runner.running.count == 1)
        // One more crossing back to warn, then to ok while it runs: back where it was, nothing runs.
        runner.request(crossing(.warn, "sleep 300"), card: 0)
        runner.request(crossing(.normal, "sleep 300"), card: 0)
        fake.end(fake.started[1].pid)
        #expect(fake.started.count == 2)
        #expect(runner.merged == 400 && runner.running.isEmpty)
    }

    @Test func noMoreThanTheLimitRunAtOnceAndTheWaitingStartInTurn() throws {
        let fake = FakeSpawner()
        let runner = TriggerRunner(limit: 16, spawner: fake.spawner)
        for card in 0..<20 { runner.request(crossing(.warn, "sleep 300 # \(card)"), card: card) }
        #expect(runner.running.count == 16 && runner.started == 16 && runner.merged == 0)
        #expect(fake.started.map(\.command).last == "sleep 300 # 15")
        // Card 18 crosses again meanwhile: only its latest crossing waits (one merged).
        runner.request(crossing(.critical, "sleep 300 # 18 critical"), card: 18)
        #expect(runner.merged == 1)
        fake.end(fake.started[0].pid)
        fake.end(fake.started[1].pid)
        #expect(runner.running.count == 16)
        #expect(fake.started.suffix(2).map(\.command) == ["sleep 300 # 16", "sleep 300 # 17"])
        runner.stop()
        // Stopped with cards 18 and 19 still waiting: they never run, and are counted.
        #expect(runner.merged == 3 && runner.started == 18)
    }

    @Test func aCommandThatCannotStartIsReportedForItsCardUntilOneStarts() {
        let fake = FakeSpawner()
        let runner = TriggerRunner(spawner: fake.spawner)
        var reports: [String] = []
        runner.onStartFailure = { card, reason in reports.append("\(card) \(reason)") }
        runner.onStart = { card in reports.append("\(card) started") }
        runner.request(crossing(.warn, "FAIL"), card: 3)
        #expect(reports == ["3 on_warn could not start: Resource temporarily unavailable (ulimit -u)"])
        #expect(runner.failedToStart == 1 && runner.running.isEmpty)
        runner.request(crossing(.normal, "echo ok"), card: 3)
        #expect(reports.last == "3 started")
        #expect(runner.summary == "counter-tui: triggers: 1 started, 0 merged (one at a time per card, at most 16 at once), 1 could not start")
    }

    @Test func aCardShowsAStartFailureInItsBadgeAndTheStatusLine() {
        var health = CardHealth()
        let first = health.triggerFailed("on_warn could not start: Argument list too long")
        let again = health.triggerFailed("on_warn could not start: Argument list too long")
        #expect(first && !again)
        #expect(health.badge == "!")
        let status = LiveStatus().text(health: [CardHealth(), health], titles: ["Load", "Flap"])
        #expect(status == "! Flap: on_warn could not start: Argument list too long")
        let cleared = health.triggerStarted()
        #expect(cleared)
        #expect(health.badge == "" && LiveStatus().text(health: [health], titles: ["Flap"]) == "")
    }

    @Test func statsCountWhatRanWhatMergedAndWhatCouldNotStart() {
        let fake = FakeSpawner()
        let runner = TriggerRunner(spawner: fake.spawner)
        #expect(runner.summary == nil)
        runner.request(crossing(.warn, "sleep 300"), card: 0)
        runner.request(crossing(.normal, "sleep 300"), card: 0)
        runner.request(crossing(.warn, "sleep 300"), card: 0)
        #expect(runner.statsText == "triggers started: 1\ntriggers merged: 1\ntriggers failed to start: 0\n")
    }
}
