import Foundation
import Testing

/// A job of several processes (`yes | counter-tui --count-lines`): after Ctrl-Z and `bg` the
/// command feeding the pipe stops with the program, so bash sees the whole job stopped and its
/// `fg` continues it. It used to stay stopped for good: `yes` kept running, so to bash the job
/// was running and `fg` sent no SIGCONT. Nor is anything drawn while it is in the background:
/// lines still arriving drew frames, and ncurses set its own modes again to draw them.
@Suite(.serialized) struct ReliabilityPipelineJobTests {
    @Test func aPipelineJobComesBackAfterBgAndFg() throws {
        let tmux = try Tmux.interactiveBash()
        let d = tmux.directory.path
        try tmux.keys("clear; stty -g > \(d)/before; yes | env LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no "
            + "\(Binary.path) --count-lines --title Lines 2> \(d)/stderr", "Enter")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        let pid = try #require(try tmux.appPid())
        let group = try #require(ProcessStat(pid)?.group)
        #expect(ProcessStat.members(ofGroup: group).count == 2)
        try tmux.keys("C-z")
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("Stopped") })
        try tmux.keys("bg", "Enter")
        // The whole job is stopped again, `yes` too.
        #expect(tmux.wait(timeout: 3) {
            let members = ProcessStat.members(ofGroup: group)
            return members.count == 2 && members.allSatisfy { ProcessStat($0)?.state == "T" }
        }, "\(ProcessStat.members(ofGroup: group).map { ProcessStat($0)?.state ?? "-" })")
        #expect(try tmux.waitUntilTheShellSeesTheJobStopped())
        // Meanwhile the shell has its own modes: lines read in the background drew no frame
        // (ncurses took the terminal's modes to draw it, and bash kept them for good).
        try tmux.keys("stty -g > \(d)/meanwhile.tmp; mv \(d)/meanwhile.tmp \(d)/meanwhile", "Enter")
        #expect(tmux.wait(timeout: 3) { FileManager.default.fileExists(atPath: "\(d)/meanwhile") })
        #expect((try? String(contentsOfFile: "\(d)/meanwhile", encoding: .utf8))
                == (try? String(contentsOfFile: "\(d)/before", encoding: .utf8)))
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "1" },
                "\((try? tmux.screen()) ?? "") \(ProcessStat.members(ofGroup: group).map { ProcessStat($0)?.state ?? "-" })")
        #expect(tmux.wait(timeout: 3) { ProcessStat(pid).map { $0.state != "T" } ?? false })
        try tmux.keys("q")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "0" })
        try tmux.recordStatus()
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    /// A feeder that catches or ignores SIGTTOU and runs on (pv catches it, to stop drawing):
    /// the stop in the background sent it SIGTTOU only, so it kept running, bash saw the job
    /// running, and `fg` continued nothing: the job hung with a blank pane (issue 34, with
    /// `pv -qL 2M f | counter-tui --count-bytes --tee`). It is stopped by SIGSTOP now.
    @Test func aFeederThatIgnoresSIGTTOUStopsWithTheJob() throws {
        let tmux = try Tmux.interactiveBash()
        let d = tmux.directory.path
        try tmux.keys("clear; stty -g > \(d)/before; sh -c 'trap \"\" TTOU; exec yes' | env LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no "
            + "\(Binary.path) --count-lines --title Lines 2> \(d)/stderr", "Enter")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        let pid = try #require(try tmux.appPid())
        let group = try #require(ProcessStat(pid)?.group)
        try tmux.keys("C-z")
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("Stopped") })
        try tmux.keys("bg", "Enter")
        #expect(tmux.wait(timeout: 3) {
            let members = ProcessStat.members(ofGroup: group)
            return members.count == 2 && members.allSatisfy { ProcessStat($0)?.state == "T" }
        }, "\(ProcessStat.members(ofGroup: group).map { ProcessStat($0)?.state ?? "-" })")
        #expect(try tmux.waitUntilTheShellSeesTheJobStopped())
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "1" },
                "\((try? tmux.screen()) ?? "") \(ProcessStat.members(ofGroup: group).map { ProcessStat($0)?.state ?? "-" })")
        #expect(tmux.wait(timeout: 3) { ProcessStat(pid).map { $0.state != "T" } ?? false })
        try tmux.keys("q")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "0" })
        try tmux.recordStatus()
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    /// Keyboard Ctrl-C in `counter-tui --count-bytes --tee | (sleep 4; cat)` ends the reader, and
    /// bash takes the terminal back while counter-tui still ends its copy; with TOSTOP on (pv
    /// sets it), the summary written then stopped it: "Stopped", the copy unfinished, the
    /// promised second Ctrl-C unable to reach it (issue 34). It ends on its own now.
    @Test func ctrlCWithTostopEndsTheCopyWithoutStopping() throws {
        let tmux = try Tmux.interactiveBash()
        let d = tmux.directory.path
        _ = try Spawn.run(["sh", "-c", "head -c 8M /dev/urandom > \(d)/in.bin"])
        try tmux.keys("stty tostop; env LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no \(Binary.path) --count-bytes --tee "
            + "< \(d)/in.bin | (sleep 4; cat > /dev/null); stty -tostop", "Enter")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        let pid = try #require(try tmux.appPid())
        // Copying, the reader still asleep: bytes counted on the screen.
        #expect(try tmux.wait { try tmux.screen().contains { $0.isNumber && $0 != "0" } })
        try tmux.keys("C-c")
        #expect(tmux.wait(timeout: 6) { kill(pid, 0) != 0 }, "\((try? tmux.screen()) ?? "") \(ProcessStat(pid)?.state ?? "-")")
        // The summary on the terminal (stderr is the terminal here: that write was the one stopped).
        let screen = try tmux.screen()
        #expect(!screen.contains("Stopped"), "\(screen)")
        #expect(screen.contains(" bytes in "), "\(screen)")
        if kill(pid, 0) == 0 { kill(pid, SIGKILL) }
        try tmux.keys("stty -tostop", "Enter")
    }
}
