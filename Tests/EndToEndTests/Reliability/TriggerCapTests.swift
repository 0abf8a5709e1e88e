import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Triggers bounded, through the real binary (issue 34): a card flapping across `warn` 400
/// times a second with `on_warn`/`on_ok: 'sleep 300'` had 3,248 triggers running after 10 s;
/// a trigger that could not start was only counted, never shown.
@Suite(.serialized) struct TriggerCapTests {
    /// The trigger commands (`sleep 300`) running as children of `app`, by the card
    /// (`COUNTER_TITLE`) each was started for.
    static func triggers(of app: Int32) -> [String: Int] {
        var cards: [String: Int] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry), ProcessStat(pid)?.parent == app,
                  let cmdline = try? String(contentsOfFile: "/proc/\(entry)/cmdline", encoding: .utf8),
                  cmdline.replacingOccurrences(of: "\0", with: " ").contains("sleep 300")
            else { continue }
            let environ = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry)/environ"))) ?? Data()
            let title = String(decoding: environ, as: UTF8.self).split(separator: "\0")
                .first { $0.hasPrefix("COUNTER_TITLE=") }.map { String($0.dropFirst(14)) } ?? "?"
            cards[title, default: 0] += 1
        }
        return cards
    }

    /// Cards `ids` flapping across `warn` about 100 times a second each for five seconds, with
    /// `on_warn`/`on_ok: 'sleep 300'` (and `max_triggers: N` when given): the most `sleep 300`
    /// triggers seen running at once for one card and in all, and how the board ended.
    func flap(_ ids: [String], maxTriggers: Int?) throws -> (perCard: [String: Int], inAll: Int, status: Int32?, stderr: String) {
        let tmux = try Tmux(columns: 80, rows: 12)
        let d = tmux.directory.path
        try ((maxTriggers.map { "max_triggers: \($0)\n" } ?? "") + """
            defaults:
              warn: 5
              on_warn: 'sleep 300'
              on_ok: 'sleep 300'
              flash: false
            counters:

            """ + ids.map { "  - {id: \($0), title: T\($0)}\n" }.joined())
            .write(toFile: "\(d)/flap.yaml", atomically: true, encoding: .utf8)
        // Each line in a read of its own (5 ms apart): every one is a crossing. It ends when the
        // board has gone (SIGPIPE).
        let lines = ids.map { "\($0) $v\\n" }.joined()
        let launcher = try tmux.script("flap.sh", """
            perl -e '$|=1; while (1) { for my $v (1, 10) { print "\(lines)"; select(undef, undef, undef, 0.005) } }' | "$@"
            """)
        try tmux.start("dashboard \(d)/flap.yaml --stdin --no-animation", launcher: launcher)
        var app: Int32?
        #expect(tmux.wait(timeout: 10) { app = try? tmux.appPid(); return app != nil })
        let pid = try #require(app)
        var most: [String: Int] = [:]
        var mostInAll = 0
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            let now = Self.triggers(of: pid)
            for (card, count) in now { most[card] = max(most[card] ?? 0, count) }
            mostInAll = max(mostInAll, now.values.reduce(0, +))
            usleep(50_000)
        }
        try tmux.keys("q")
        let status = try tmux.status()
        // Nothing of theirs outlives the board.
        #expect(tmux.wait(timeout: 5) { Self.triggers(of: pid).isEmpty })
        #expect(tmux.sttyRestored())
        return (most, mostInAll, status, tmux.stderr())
    }

    /// Three flapping cards: never more than one `sleep 300` per card (on main: dozens each,
    /// one more at every crossing); the closing summary counts the merged crossings.
    @Test func aFlappingCardRunsOneTriggerAtATime() throws {
        let run = try flap(["a", "b", "c"], maxTriggers: nil)
        #expect(run.inAll >= 1, "no trigger ran at all")
        #expect(run.perCard.values.allSatisfy { $0 <= 1 }, "more than one trigger for a card: \(run.perCard)")
        #expect(run.status == 0)
        #expect(run.stderr.contains(" merged (one at a time per card, at most 16 at once)"), "\(run.stderr)")
    }

    /// Four flapping cards under `max_triggers: 2`: never more than two running in all.
    @Test func noMoreTriggersRunThanTheCap() throws {
        let run = try flap(["a", "b", "c", "d"], maxTriggers: 2)
        #expect(run.inAll >= 1, "no trigger ran at all")
        #expect(run.inAll <= 2, "\(run.inAll) triggers at once (max_triggers: 2): \(run.perCard)")
        #expect(run.perCard.values.allSatisfy { $0 <= 1 }, "more than one trigger for a card: \(run.perCard)")
        #expect(run.status == 0)
        #expect(run.stderr.contains("at most 2 at once"), "\(run.stderr)")
    }

    /// A trigger that cannot start marks its card `!` and says why in the status line (on main:
    /// only counted). The failure is a real one of posix_spawn: the board's environment is
    /// padded to just under what exec allows (found by trying), so the board itself starts but a
    /// command given its `COUNTER_*` variables (a value of 397 decimals) does not: E2BIG,
    /// "Argument list too long". Nothing outside the test is touched.
    @Test func aTriggerThatCannotStartMarksItsCardAndTheStatusLine() throws {
        let tmux = try Tmux(columns: 80, rows: 10)
        let decimals = String(repeating: "3", count: 397)
        // Variables of 100,000 bytes (one string may not pass 128 KiB) while exec still takes
        // them, then one more found by halving: the largest environment exec allows, less 150
        // bytes for the board's own start. A command given the board's environment and a
        // 400-character COUNTER_VALUE does not fit.
        let launcher = try tmux.script("tight.sh", """
            ulimit -s 8192
            fits() { PAD=$(head -c "$1" /dev/zero | tr '\\0' x) /bin/true "$@" 2>/dev/null; }
            n=0; while [ $n -lt 40 ]; do export PAD$n=$(head -c 100000 /dev/zero | tr '\\0' x); if ! fits 0 "$@"; then unset PAD$n; break; fi; n=$((n + 1)); done
            lo=0; hi=131000
            while [ $((hi - lo)) -gt 1 ]; do mid=$(((lo + hi) / 2)); if fits $mid "$@"; then lo=$mid; else hi=$mid; fi; done
            export PAD=$(head -c $((lo - 150)) /dev/zero | tr '\\0' x)
            { sleep 1; echo "f 7.\(decimals)"; while sleep 0.2; do echo; done; } | "$@"
            """)
        let sleeper = try tmux.script("sleeper.sh", "sleep 300")
        try tmux.start("dashboard --stdin --counter 'id=f,title=Flap,warn=5,on_warn=\(sleeper),flash=false,format=0.0' --no-animation",
                       launcher: launcher)
        #expect(tmux.wait(timeout: 20) {
            let screen = (try? tmux.screen()) ?? ""
            return screen.contains("Flap !") && screen.contains("! Flap: on_warn could not start: Argument list too long")
        }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        #expect(tmux.stderr().contains("1 could not start"), "\(tmux.stderr())")
        #expect(tmux.sttyRestored())
    }
}
