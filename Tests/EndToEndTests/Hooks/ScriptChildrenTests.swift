import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension LongTerminalRuns {
    /// Issue 36, round 2: nothing `--exec-cmd` or `--say` starts outlives counter-tui, through the
    /// real binary. SIGTERM, SIGHUP and Ctrl-C, during the run or while the last command is let
    /// run after the end, end each command's whole group at once and stderr says what was cut;
    /// what a command leaves in the background (`sleep 300 &`) ends with the run. A command or
    /// espeak-ng that fails is said (on the status line and on stderr) without changing the
    /// status of a countdown that ended well.
    @Suite(.serialized) struct ScriptChildrenTests {
        /// True once no process of the group `pgid` is left (zombies aside), within `seconds`.
        private static func groupGone(_ pgid: Int32, within seconds: Double = 2) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            repeat {
                if kill(-pgid, 0) != 0 { return true }
                let alive = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap { Int32($0) }.contains { pid in
                    guard let stat = ProcessStat(pid), stat.state != "Z" else { return false }
                    return getpgid(pid) == pgid
                } ?? true
                if !alive { return true }
                usleep(20_000)
            } while Date() < deadline
            return false
        }

        /// The groups a command logged (`echo $$`), one a line.
        private static func groups(in path: String) -> [Int32] {
            ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { Int32($0) }
        }

        /// Whatever a test left running is ended (only the groups it logged).
        private static func endLeft(_ groups: [Int32]) {
            for group in groups { kill(-group, SIGKILL) }
        }

        /// Each way a signal comes, while the count runs (3 s) and while the last run is let end
        /// after it (1 s): the exit status of the signal, the command's whole group ended, and
        /// the line saying so.
        @Test(arguments: [("TERM", Int32(143), "SIGTERM"), ("HUP", 129, "SIGHUP"), ("C-c", 130, "SIGINT")])
        func aSignalEndsTheRunningCommandsWholeGroupAndSaysSo(_ way: String, _ status: Int32, _ name: String) throws {
            for countdown in ["3s", "1s"] {
                let tmux = try Tmux()
                let pids = tmux.directory.appendingPathComponent("pids").path
                let slow = try tmux.script("slow", "echo $$ >> '\(pids)'; sleep 13")
                try tmux.start("--from \(countdown) --to 0 --exec-cmd \(slow)")
                #expect(tmux.wait { !Self.groups(in: pids).isEmpty }, "the command never ran")
                // After the end of a 1 s countdown: its last run is being let end.
                if countdown == "1s" { #expect(try tmux.wait { try tmux.screen().contains("0:00") }) }
                if way == "C-c" {
                    try tmux.keys("C-c")
                } else if let pid = try tmux.appPid() {
                    kill(pid, way == "TERM" ? SIGTERM : SIGHUP)
                }
                #expect(try tmux.status() == status, "\(countdown) \(way): \(tmux.stderr())")
                let groups = Self.groups(in: pids)
                defer { Self.endLeft(groups) }
                for group in groups {
                    #expect(Self.groupGone(group), "\(countdown) \(way): the command's group \(group) outlived counter-tui")
                }
                #expect(tmux.stderr().contains("--exec-cmd: the last run was still going when \(name) came, and was ended"),
                        "\(countdown) \(way): \(tmux.stderr())")
            }
        }

        /// A hanging espeak-ng (a fake on PATH) is ended with the run on SIGTERM, and said.
        @Test func aSignalEndsAHangingVoice() throws {
            let tmux = try Tmux()
            let pids = tmux.directory.appendingPathComponent("pids").path
            _ = try tmux.script("espeak-ng", "echo $$ >> '\(pids)'; sleep 13")
            try tmux.start("--from 2s --to 0 --say", environment: "LANG=C.UTF-8 PATH=\(tmux.directory.path):$PATH")
            #expect(tmux.wait { !Self.groups(in: pids).isEmpty }, "espeak-ng never ran")
            if let pid = try tmux.appPid() { kill(pid, SIGTERM) }
            #expect(try tmux.status() == 143, "\(tmux.stderr())")
            let groups = Self.groups(in: pids)
            defer { Self.endLeft(groups) }
            for group in groups { #expect(Self.groupGone(group), "espeak-ng's group \(group) outlived counter-tui") }
            #expect(tmux.stderr().contains("--say: the last words were still being said when SIGTERM came, and were cut"), "\(tmux.stderr())")
        }

        /// `sleep 300 &` in the command: one left per change, all ended with a clean run, said.
        @Test func whatACommandLeavesInTheBackgroundEndsWithTheRun() throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("exec-bg-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let pids = directory.appendingPathComponent("pids").path
            let run = try Binary.run(["--from", "2s", "--to", "0", "--exec-cmd", "echo $$ >> '\(pids)'; sleep 300 &"])
            let groups = Self.groups(in: pids)
            defer { Self.endLeft(groups) }
            #expect(run.status == 0, "\(run.stderr)")
            #expect(groups.count == 3, "\(groups)")
            for group in groups { #expect(Self.groupGone(group), "the background sleep of group \(group) outlived counter-tui") }
            #expect(run.stderr.contains("--exec-cmd: 3 runs left processes running in the background; ended with counter-tui"), "\(run.stderr)")
        }

        /// `exit 3` and a failing espeak-ng: the status line says so while it runs, stderr counts
        /// them at the end, and the countdown that ended well still ends with 0.
        @Test func aFailingCommandOrVoiceIsSaidButTheStatusStaysZero() throws {
            let tmux = try Tmux()
            let failing = try tmux.script("failing", "exit 3")
            try tmux.start("--from 3s --to 0 --exec-cmd \(failing)")
            #expect(tmux.wait { ((try? tmux.screen()) ?? "").contains("--exec-cmd: exit status 3") }, "\((try? tmux.screen()) ?? "")")
            #expect(try tmux.status() == 0, "\(tmux.stderr())")
            #expect(tmux.stderr().contains("--exec-cmd: 4 of 4 runs failed (the last with exit status 3)"), "\(tmux.stderr())")
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("say-fail-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let espeak = directory.appendingPathComponent("espeak-ng").path
            try "#!/bin/sh\nexit 1\n".write(toFile: espeak, atomically: true, encoding: .utf8)
            chmod(espeak, 0o755)
            let said = try Binary.run(["--from", "2s", "--to", "0", "--say"], environment: ["PATH": "\(directory.path):/usr/bin:/bin"])
            #expect(said.status == 0, "\(said.stderr)")
            #expect(said.stderr.contains("--say: espeak-ng failed 3 of 3 times (the last with exit status 1)"), "\(said.stderr)")
        }
    }
}
