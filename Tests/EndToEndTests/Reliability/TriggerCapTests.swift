import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A trigger that cannot start, through the real binary (issue 34): it was only counted, never
/// shown. Its failure needs the board's whole environment padded to exec's limit, which only a
/// process of its own may have. Triggers once per crossing, one at a time per card and under
/// `max_triggers` are tested in-process (CounterCLITests/Program/TriggerProgramTests).
@Suite(.serialized) struct TriggerCapTests {
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
