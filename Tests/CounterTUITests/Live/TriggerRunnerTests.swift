import CounterEngine
@testable import CounterLive
import Foundation
import Testing
@testable import CounterTUI
import CounterTestSupport

/// Triggers (issue 26): a card's `on_warn`, `on_critical` and `on_ok` run once per crossing,
/// not per sample, with `COUNTER_TITLE`, `COUNTER_VALUE` and `COUNTER_LEVEL` in their
/// environment, in their own process group, never holding up the board, and end with it.
@MainActor
@Suite(.serialized) struct TriggerRunnerTests {
    let clock = ManualClock()

    func board(_ triggers: LevelTriggers, thresholds: Thresholds) -> DashboardScene {
        let model = CounterModel(from: .zero, to: .zero, duration: 0, easing: .linear, format: .int, start: 0)
        var card = ScreenCounter.card(id: "load", title: "Load", model: model, view: CounterView(display: model.display))
        card.track(LiveTrack(thresholds: thresholds))
        card.triggers = triggers
        return DashboardScene(cards: [card], theme: .monochrome, borders: .ascii)
    }

    func wiring(_ scene: DashboardScene) -> (LiveWiring, ScriptedSource) {
        let loop = RenderLoop(scene: scene, output: ScreenOutput(screen: MemoryScreen(size: Size(columns: 40, rows: 6))),
                              clock: clock, fps: 60)
        let wiring = LiveWiring(scene: scene, loop: loop, feeds: [(ScriptedFeed(), .counter(0))])
        wiring.start(in: NotedSession())
        return (wiring, wiring.sources[0] as! ScriptedSource)
    }

    func lines(_ path: String) -> [String] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func eachCrossingRunsItsCommandExactlyOnce() async throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("crossings-\(UUID())").path
        defer { unlink(log) }
        let write = "echo \"$COUNTER_LEVEL $COUNTER_VALUE $COUNTER_TITLE\" >> \(log)"
        let scene = board(LevelTriggers(onWarn: write, onCritical: write, onOk: write), thresholds: Thresholds(warn: 50, critical: 80))
        let (wiring, source) = wiring(scene)
        // 10 (ok from the start: nothing), 60 (warn), 70 and 75 (still warn: nothing), 85
        // (critical), 90 (nothing), 40 (ok), 45 (nothing), 55 (warn).
        for value in ["10", "60", "70", "75", "85", "90", "40", "45", "55"] {
            source.send(.values([LiveLine(id: nil, value: number(value))]))
            // Each crossing's command has run before the next value (their lines stay in order).
            _ = await eventually(timeout: 10) { wiring.triggers.running.isEmpty }
        }
        #expect(await eventually(timeout: 10) { lines(log).count >= 4 && wiring.triggers.running.isEmpty })
        #expect(lines(log) == ["warn 60 Load", "critical 85 Load", "ok 40 Load", "warn 55 Load"])
        #expect(wiring.triggers.started == 4)
        wiring.stop()
    }

    @Test func aCommandNeverHoldsUpTheBoardAndEndsWithIt() async throws {
        let marker = "counter-tui-trigger-\(getpid())-\(UUID().uuidString.prefix(8))"
        let scene = board(LevelTriggers(onCritical: "sh -c 'exec sleep 30 # \(marker)' & exec sleep 30"),
                          thresholds: Thresholds(critical: 5))
        let (wiring, source) = wiring(scene)
        let started = Date()
        source.send(.values([LiveLine(id: nil, value: number("9"))]))
        // Returned at once, the command still running, the value on the board.
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(wiring.triggers.running.count == 1)
        #expect(scene.counters[0].model.display.target == number("9"))
        // Its own process group: not ours.
        let pid = try #require(wiring.triggers.running.first)
        #expect(getpgid(pid) == pid && getpgid(pid) != getpgrp())
        wiring.stop()
        // Nothing of its group survives the board.
        var survivors = 1
        for _ in 0..<100 {
            survivors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { entry in
                guard Int(entry) != nil, let cmdline = try? String(contentsOfFile: "/proc/\(entry)/cmdline", encoding: .utf8)
                else { return false }
                return cmdline.contains(marker)
            }.count ?? 0
            if survivors == 0 { break }
            _ = await eventually(timeout: 0.05) { false }
        }
        #expect(survivors == 0)
        #expect(wiring.triggers.running.isEmpty)
    }

    /// A script named `marker` that sleeps: its shell keeps the name in its command line (an
    /// `exec sleep` would lose it).
    func sleeper(_ marker: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(marker).path
        try "sleep 30\n".write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Processes whose command line holds `marker`.
    func survivors(_ marker: String) -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { entry in
            guard Int(entry) != nil, let cmdline = try? String(contentsOfFile: "/proc/\(entry)/cmdline", encoding: .utf8)
            else { return false }
            return cmdline.contains(marker)
        }.count ?? 0
    }

    /// What a trigger leaves in the background after its shell has ended (`sleep 100 &`) ends
    /// with the board too (22 such sleeps outlived it); each trigger leads a session of its own,
    /// with no terminal to write to (one knocked the board off its screen through /dev/tty).
    @Test func backgroundChildrenEndWithTheBoardAndNoTriggerHasATerminal() async throws {
        let marker = "counter-tui-left-\(getpid())-\(UUID().uuidString.prefix(8))"
        let sessions = FileManager.default.temporaryDirectory.appendingPathComponent("sessions-\(UUID())").path
        defer { unlink(sessions) }
        let script = try sleeper(marker)
        defer { unlink(script) }
        let runner = TriggerRunner()
        runner.run("sh \(script) & echo \"$(ps -o sid= -p $$) $$\" >> \(sessions)", environment: [:])
        #expect(await eventually(timeout: 10) { runner.running.isEmpty && !lines(sessions).isEmpty })
        #expect(await eventually(timeout: 10) { survivors(marker) == 1 })
        let ids = lines(sessions).first?.split(separator: " ").map(String.init) ?? []
        #expect(ids.count == 2 && ids.first == ids.last, "session and pid: \(ids)")
        #expect(runner.leftBehind.count == 1)
        runner.stop()
        #expect(await eventually(timeout: 5) { survivors(marker) == 0 })
    }

    /// Forty triggers that ignore SIGTERM end together within one short wait, not 0.2 s each
    /// (192 took 27 s, the board frozen meanwhile).
    @Test func manyStubbornTriggersEndTogether() async throws {
        let marker = "counter-tui-stubborn-\(getpid())-\(UUID().uuidString.prefix(8))"
        let script = try sleeper(marker)
        defer { unlink(script) }
        // Forty at once: above the default limit of 16 running commands (issue 34).
        let runner = TriggerRunner(limit: 40)
        for _ in 0..<40 { runner.run("trap '' TERM; sh \(script); :", environment: [:]) }
        #expect(await eventually(timeout: 10) { survivors(marker) >= 40 })
        let started = Date()
        runner.stop()
        #expect(Date().timeIntervalSince(started) < 1.5)
        #expect(await eventually(timeout: 5) { survivors(marker) == 0 })
    }

    @Test func levelsAreNamedAsTheEnvironmentSaysThem() {
        #expect(LevelTriggers.name(of: .normal) == "ok" && LevelTriggers.name(of: .warn) == "warn")
        #expect(LevelTriggers(onOk: "a").command(for: .normal) == "a" && LevelTriggers(onOk: "a").command(for: .warn) == nil)
        #expect(LevelTriggers().isEmpty)
    }
}
