import CounterSystem
import CounterTestSupport
import Foundation
import Testing
@testable import CounterCLI

#if canImport(Glibc)
import Glibc
#endif

/// A card's triggers (`on_warn`, `on_critical`, `on_ok`), the whole program in-process: once per
/// crossing, bounded (issue 34: a card flapping across `warn` 400 times a second with
/// `on_warn`/`on_ok: 'sleep 300'` had 3,248 triggers running after 10 s). The triggers are real
/// processes, children of this one while the program runs in it. (A trigger that cannot start,
/// E2BIG from an environment padded to exec's limit, stays in EndToEndTests/TriggerCapTests:
/// this process's environment is every test's.)
@MainActor
@Suite struct TriggerProgramTests {
    /// Load 10, 60, 70, 75, 95, 99, 30, 35, 60, 60 every 250 ms, warn 50, critical 90, every
    /// level's hook appending `$COUNTER_LEVEL $COUNTER_VALUE $COUNTER_TITLE` to a file: one line
    /// per crossing, none while the value stays past the line, none for the first (ok) value.
    @Test func triggersRunOncePerCrossing() throws {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        let d = scratch.path
        let command = try scratch.feed("load", totals: [10, 60, 70, 75, 95, 99, 30, 35, 60, 60])
        let hook = try scratch.script("hook.sh", "echo \"$COUNTER_LEVEL $COUNTER_VALUE $COUNTER_TITLE\" >> \(d)/crossings")
        let run = ProgramRun(["dashboard", "--counter", "style=label,title=Load,command=\(command),every=250ms,warn=50,critical=90,"
                                + "on_warn=\(hook),on_critical=\(hook),on_ok=\(hook)", "--no-animation"],
                             size: .init(columns: 60, rows: 8)) { program in
            #expect(program.drawCommands())
            // Ten samples, then the last value stays (60) for a few more; each run's triggers
            // ended before the next run.
            for _ in 0..<13 { #expect(program.advanceDrawingCommands(by: 0.2)) }
            #expect((try? String(contentsOfFile: "\(d)/load.n", encoding: .utf8)) == "14\n")
            program.type("q")
        }
        #expect(run.status == 0 && !run.endedByTest)
        let lines = ((try? String(contentsOfFile: "\(d)/crossings", encoding: .utf8)) ?? "").split(separator: "\n")
        #expect(lines == ["warn 60 Load", "critical 95 Load", "ok 30 Load", "warn 60 Load"], "\(lines)")
    }

    /// The parent of process `pid` (`/proc/PID/stat`: the field after the state).
    static func parent(of pid: String) -> Int32? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? Int32(fields[1]) : nil
    }

    /// The live trigger commands (`sleep MARKER`) that are children of this process, by the card
    /// (`COUNTER_TITLE`) each was started for (a zombie has no command line: not counted).
    static func triggers(_ marker: String) -> [String: Int] {
        var cards: [String: Int] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard Int32(entry) != nil, Self.parent(of: entry) == getpid(),
                  let cmdline = try? String(contentsOfFile: "/proc/\(entry)/cmdline", encoding: .utf8),
                  cmdline.replacingOccurrences(of: "\0", with: " ").contains("sleep \(marker)")
            else { continue }
            let environ = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry)/environ"))) ?? Data()
            let title = String(decoding: environ, as: UTF8.self).split(separator: "\0")
                .first { $0.hasPrefix("COUNTER_TITLE=") }.map { String($0.dropFirst(14)) } ?? "?"
            cards[title, default: 0] += 1
        }
        return cards
    }

    /// Cards `ids` flapping across `warn` 5 (1, 10, 1, 10…, each line in a read of its own, 5 ms
    /// apart on the program's clock: every one a crossing) for five seconds, the triggers running
    /// counted every 50 crossings, with
    /// `on_warn`/`on_ok: 'sleep MARKER'` (and `max_triggers: N` when given): the most triggers
    /// seen running at once for one card and in all, and how the board ended.
    func flap(_ ids: [String], maxTriggers: Int?) throws -> (perCard: [String: Int], inAll: Int, run: ProgramRun) {
        let scratch = try ScriptFolder()
        defer { scratch.remove() }
        // A unique sleep: its own marker among this process's children.
        let marker = "300.\(Int.random(in: 100_000..<1_000_000))"
        try ((maxTriggers.map { "max_triggers: \($0)\n" } ?? "") + """
            defaults:
              warn: 5
              on_warn: 'sleep \(marker)'
              on_ok: 'sleep \(marker)'
              flash: false
            counters:

            """ + ids.map { "  - {id: \($0), title: T\($0)}\n" }.joined())
            .write(toFile: "\(scratch.path)/flap.yaml", atomically: true, encoding: .utf8)
        var most: [String: Int] = [:]
        var mostInAll = 0
        let run = ProgramRun(["dashboard", "\(scratch.path)/flap.yaml", "--stdin", "--no-animation"],
                             size: .init(columns: 80, rows: 12), stdin: true, environment: .stdinPiped) { program in
            for step in 0..<1000 {
                program.feed(ids.map { "\($0) \(step % 2 == 0 ? 1 : 10)\n" }.joined())
                program.advance(by: 0.005)
                // The triggers are started as the lines are read: counted every 50 crossings.
                guard step % 50 == 49 else { continue }
                let now = Self.triggers(marker)
                for (card, count) in now { most[card] = max(most[card] ?? 0, count) }
                mostInAll = max(mostInAll, now.values.reduce(0, +))
            }
            program.type("q")
        }
        // Nothing of theirs outlives the board.
        let deadline = Date().addingTimeInterval(5)
        while !Self.triggers(marker).isEmpty && Date() < deadline { usleep(10_000) }
        #expect(Self.triggers(marker).isEmpty)
        return (most, mostInAll, run)
    }

    /// Three flapping cards: never more than one trigger per card (on main: dozens each, one
    /// more at every crossing); the closing summary counts the merged crossings.
    @Test func aFlappingCardRunsOneTriggerAtATime() throws {
        let flapped = try flap(["a", "b", "c"], maxTriggers: nil)
        #expect(flapped.inAll == 3, "\(flapped.perCard)")
        #expect(flapped.perCard == ["Ta": 1, "Tb": 1, "Tc": 1], "more than one trigger for a card: \(flapped.perCard)")
        #expect(flapped.run.status == 0 && !flapped.run.endedByTest)
        #expect(flapped.run.stderrText.contains(" merged (one at a time per card, at most 16 at once)"), "\(flapped.run.stderrText)")
    }

    /// Four flapping cards under `max_triggers: 2`: never more than two running in all.
    @Test func noMoreTriggersRunThanTheCap() throws {
        let flapped = try flap(["a", "b", "c", "d"], maxTriggers: 2)
        #expect(flapped.inAll == 2, "\(flapped.inAll) triggers at once (max_triggers: 2): \(flapped.perCard)")
        #expect(flapped.perCard.values.allSatisfy { $0 <= 1 }, "more than one trigger for a card: \(flapped.perCard)")
        #expect(flapped.run.status == 0 && !flapped.run.endedByTest)
        #expect(flapped.run.stderrText.contains("at most 2 at once"), "\(flapped.run.stderrText)")
    }
}
