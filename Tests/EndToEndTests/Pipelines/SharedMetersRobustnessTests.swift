import Foundation
import Testing

/// Issue 37, fix round: what a breaker did to the meters that share a terminal. A damaged table
/// file made one meter trap and another eat gigabytes; a narrowed or shortened terminal left
/// rows wrapped over each other and old rows in the scrolling area; a link planted in /tmp (or
/// a read-only `$XDG_RUNTIME_DIR`) made both meters draw on the same row; a wide name showed no
/// name at all; and the table files were left behind.
@Suite struct SharedMetersRobustnessTests {
    typealias Rows = SharedMetersTests

    /// A directory of the test's own, 0700 (a `$XDG_RUNTIME_DIR`).
    static func privateDirectory(_ tmux: Tmux, _ name: String) throws -> String {
        let path = tmux.directory.appendingPathComponent(name).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        chmod(path, 0o700)
        return path
    }

    /// `count` bytes in a file of the test's directory; its path.
    static func input(_ tmux: Tmux, _ count: Int) throws -> String {
        let url = tmux.directory.appendingPathComponent("in")
        try Data(repeating: 0x61, count: count).write(to: url)
        return url.path
    }

    /// The meters still running in the pane's session.
    static func meters(_ tmux: Tmux) -> [Int32] {
        guard let pane = try? tmux.display("#{pane_pid}"), let session = Int32(pane).flatMap({ ProcessStat($0)?.session }),
              let output = try? Spawn.run(["pgrep", "-s", "\(session)", "-x", "counter-tui"]).stdout else { return [] }
        return output.split(separator: "\n").compactMap { Int32($0) }
    }

    /// Ends what a failing run left running (a meter that spins never ends by itself).
    static func killMeters(_ tmux: Tmux) {
        for pid in meters(tmux) { kill(pid, SIGKILL) }
    }

    /// The largest resident size (KiB) of the meters running now.
    static func largestResidentKiB(_ tmux: Tmux) -> Int {
        meters(tmux).compactMap { pid -> Int? in
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
            return Int(line.filter(\.isNumber))
        }.max() ?? 0
    }

    /// The regular files under `directory`, at any depth.
    static func files(under directory: String) -> [String] {
        let found = FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? []
        return found.map { directory + "/" + $0 }.filter {
            var info = stat()
            return lstat($0, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
        }
    }

    /// The pane's terminal device number in hex (what names a table file).
    static func device(_ tmux: Tmux) throws -> String {
        var info = stat()
        #expect(stat(try tmux.display("#{pane_tty}"), &info) == 0)
        return String(info.st_rdev, radix: 16)
    }

    /// Rewrites the table under its lock, the region line made `region\t10\t9223372036854775807\tGROUP`.
    static func damage(_ path: String) throws {
        let descriptor = open(path, O_RDWR)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX) == 0)
        defer { flock(descriptor, LOCK_UN) }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n")
        let group = lines.first { $0.hasPrefix("region\t") }.map { $0.split(separator: "\t")[3] }
            ?? lines.first.map { $0.split(separator: "\t")[1] } ?? "1"
        let damaged = "region\t10\t9223372036854775807\t\(group)\n" + lines.filter { !$0.hasPrefix("region") }.map { $0 + "\n" }.joined()
        let bytes = Array(damaged.utf8)
        #expect(ftruncate(descriptor, 0) == 0)
        #expect(bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) } == bytes.count)
    }

    /// Both meters shown on the last two rows (`first` above `second`).
    static func bothShown(_ tmux: Tmux, _ first: String, _ second: String, rows: Int = 24) throws -> Bool {
        let shown = Rows.rows(try tmux.screen())
        return shown.count == rows && shown[rows - 2].hasPrefix(first + ": ") && shown[rows - 1].hasPrefix(second + ": ")
    }

    @Test func aDamagedTableNeitherTrapsAMeterNorEatsMemory() throws {
        let tmux = try Tmux()
        defer { Self.killMeters(tmux) }
        let runtime = try Self.privateDirectory(tmux, "runtime")
        let input = try Self.input(tmux, 400_000)
        let launcher = try tmux.script("pipe", "\"$@\" --name a --rate-limit 100k < \(input) | \"$@\" --name b > /dev/null")
        try tmux.start("--count-bytes --tee --inline", environment: "LANG=C.UTF-8 XDG_RUNTIME_DIR=\(runtime)", launcher: launcher)
        #expect(try tmux.wait { try Self.bothShown(tmux, "a", "b") })
        // (Read while a meter rewrites it, the file can be empty for a moment.)
        var found: String?
        tmux.wait { found = Self.files(under: runtime).first { (try? String(contentsOfFile: $0, encoding: .utf8))?.contains("a: ") == true }; return found != nil }
        let table = try #require(found)
        try Self.damage(table)
        var largest = 0
        let status = tmux.directory.appendingPathComponent("status").path
        // (A meter that grows past 200 MB is stopped there: on main one reached gigabytes.)
        let ended = tmux.wait(timeout: 25) {
            largest = max(largest, Self.largestResidentKiB(tmux))
            return FileManager.default.fileExists(atPath: status) || largest >= 200_000
        }
        #expect(ended && largest < 200_000, "\(largest) KiB")
        #expect(try tmux.status() == 0, "\(tmux.stderr())")
        let history = try Rows.history(tmux)
        let ins = history.filter { $0.hasPrefix("a: ") }
        #expect(ins.count == 1 && history.filter { $0.hasPrefix("b: ") }.count == 1, "\(history)")
        #expect(ins.first.flatMap { Rows.count($0, "a") } == 400_000, "\(ins)")
        #expect(try tmux.display("#{scroll_region_upper} #{scroll_region_lower}") == "0 23")
        #expect(tmux.sttyRestored())
    }

    /// Narrowed from 80 to 30 columns mid-run: every meter's row cut to the new width (before,
    /// each still wrote its 55 columns, wrapped over the other's row), nothing of theirs left
    /// elsewhere on the screen, and the end leaves each line once.
    @Test func aNarrowedTerminalHasEveryRowCutToItsWidth() throws {
        let tmux = try Tmux()
        defer { Self.killMeters(tmux) }
        let input = try Self.input(tmux, 1_500_000)
        let launcher = try tmux.script("pipe", "\"$@\" --name in --rate-limit 300k --expect 1500000 < \(input) | \"$@\" --name out > /dev/null")
        try tmux.start("--count-bytes --tee --inline", launcher: launcher)
        #expect(try tmux.wait { try Self.bothShown(tmux, "in", "out") })
        try tmux.tmux(["resize-window", "-t", "t", "-x", "30"])
        var shown: [String] = []
        #expect(try tmux.wait(timeout: 5) {
            shown = Rows.rows(try tmux.screen())
            return try Self.bothShown(tmux, "in", "out") && shown.allSatisfy { $0.count <= 29 }
                && shown.dropLast(2).allSatisfy { !$0.contains("bytes/s") && !$0.contains("in: ") && !$0.contains("out: ") }
        }, "\(shown)")
        #expect(try tmux.status(timeout: 20) == 0)
        let history = try Rows.history(tmux)
        #expect(history.filter { $0.hasPrefix("in: ") }.count == 1 && history.filter { $0.hasPrefix("out: ") }.count == 1, "\(history)")
    }

    /// Shortened to 5 rows and grown back mid-run, below 40 lines printed before: no old meter
    /// row is left in the scrolling area and no line of the others' is lost (before, the rows
    /// where the block had been on the short terminal were erased, though the terminal had
    /// pulled two of those 40 lines back from its history there).
    @Test func aShortenedAndGrownTerminalKeepsNoOldRows() throws {
        let tmux = try Tmux()
        defer { Self.killMeters(tmux) }
        let input = try Self.input(tmux, 1_500_000)
        let launcher = try tmux.script("pipe", "seq 1 40; \"$@\" --name in --rate-limit 300k < \(input) | \"$@\" --name out > /dev/null")
        try tmux.start("--count-bytes --tee --inline", launcher: launcher)
        #expect(try tmux.wait { try Self.bothShown(tmux, "in", "out") })
        try tmux.tmux(["resize-window", "-t", "t", "-y", "5"])
        #expect(try tmux.wait(timeout: 5) { try Self.bothShown(tmux, "in", "out", rows: 5) })
        try tmux.tmux(["resize-window", "-t", "t", "-y", "24"])
        var shown: [String] = []
        #expect(try tmux.wait(timeout: 5) {
            shown = Rows.rows(try tmux.screen())
            return try Self.bothShown(tmux, "in", "out") && shown.dropLast(2).allSatisfy { !$0.contains("in: ") && !$0.contains("out: ") }
        }, "\(shown)")
        #expect(try tmux.status(timeout: 20) == 0)
        let history = try Rows.history(tmux)
        #expect(history.filter { $0.contains("in: ") }.count == 1 && history.filter { $0.contains("out: ") }.count == 1, "\(history)")
        let counted: [String] = (1...40).map { String($0) }
        #expect(history.filter { !$0.isEmpty && $0.allSatisfy(\.isNumber) } == counted, "\(history)")
    }

    /// As user 65534 with a read-only `$XDG_RUNTIME_DIR` and links planted in /tmp where the
    /// table would go: no place for the table. Before, both meters drew on the last row in
    /// turns; now no two meters ever draw on one row, and each says on stderr why.
    @Test func withNoPlaceForTheTableNoTwoMetersDrawOnOneRow() throws {
        let tmux = try Tmux()
        defer { Self.killMeters(tmux) }
        let runtime = tmux.directory.appendingPathComponent("runtime").path
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
        chown(runtime, 65534, 65534)
        chmod(runtime, 0o555)
        let elsewhere = tmux.directory.appendingPathComponent("elsewhere").path
        let planted = ["/tmp/counter-tui-65534", "/tmp/counter-tui-meters-65534-\(try Self.device(tmux))"]
        for path in planted {
            _ = try? FileManager.default.removeItem(atPath: path)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: elsewhere)
        }
        defer { for path in planted { unlink(path) } }
        let input = try Self.input(tmux, 600_000)
        // A copy user 65534 can run wherever the build is (a clone in a 0700 home, or mktemp's).
        let binary = tmux.directory.appendingPathComponent("counter-tui").path
        try FileManager.default.copyItem(atPath: Binary.path, toPath: binary)
        chmod(binary, 0o755)
        let launcher = try tmux.script("pipe", "shift; exec setpriv --reuid=65534 --regid=65534 --clear-groups env XDG_RUNTIME_DIR=\(runtime) "
            + "sh -c '\"$@\" --name in --rate-limit 200k < \(input) | \"$@\" --name out > /dev/null' sh \(binary) \"$@\"")
        try tmux.start("--count-bytes --tee --inline", launcher: launcher)
        // Every row's meters, seen over the run.
        var seen: [Int: Set<String>] = [:]
        let status = tmux.directory.appendingPathComponent("status").path
        #expect(try tmux.wait(timeout: 20) {
            for (index, row) in Rows.rows(try tmux.screen()).enumerated() {
                for name in ["in", "out"] where row.hasPrefix(name + ": ") { seen[index, default: []].insert(name) }
            }
            return FileManager.default.fileExists(atPath: status)
        })
        #expect(seen.values.allSatisfy { $0.count <= 1 }, "\(seen)")
        #expect(try tmux.status() == 0, "\(tmux.stderr())")
        let notices = tmux.stderr().split(separator: "\n").filter { $0.contains("cannot share") }
        #expect(notices.count == 2 && notices.allSatisfy { $0.contains("/tmp/counter-tui-65534") }, "\(tmux.stderr())")
    }

    /// A name wider than the terminal's room (15 wide characters at 40 columns) stays on its row,
    /// the figures cut instead (before, the row showed the figures alone).
    @Test func aWideNameStaysAndTheFiguresAreCut() throws {
        let tmux = try Tmux(columns: 40)
        defer { Self.killMeters(tmux) }
        let name = String(repeating: "漢", count: 15)
        let input = try Self.input(tmux, 400_000)
        let launcher = try tmux.script("pipe", "\"$@\" --rate-limit 200k < \(input) | cat > /dev/null")
        try tmux.start("--count-bytes --tee --inline --name \(name)", launcher: launcher)
        var last = ""
        #expect(try tmux.wait {
            last = Rows.rows(try tmux.screen()).last ?? ""
            return last.hasPrefix(name + ": ") && last.dropFirst(17).first?.isNumber == true
        }, "\(last)")
        #expect(try tmux.status(timeout: 15) == 0)
    }

    /// A `--name` too long is refused naming `--name` (it said `--title`, an option not given).
    @Test func aNameTooLongIsRefusedByItsName() throws {
        let run = try Spawn.run([Binary.path, "--count-bytes", "--name", String(repeating: "n", count: 100_000)])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("counter-tui: --name: ") && !run.stderr.contains("--title") && run.stderr.count < 1_000, "\(run.stderr.prefix(300))")
    }

    /// The last meter to end removes the table file (empty files were left behind after runs).
    @Test func theLastMeterRemovesTheTableFile() throws {
        let tmux = try Tmux()
        let runtime = try Self.privateDirectory(tmux, "runtime")
        let launcher = try tmux.script("pipe", "seq 1 20000 | \"$@\" --name in | \"$@\" --name out > /dev/null")
        try tmux.start("--count-bytes --tee --inline", environment: "LANG=C.UTF-8 XDG_RUNTIME_DIR=\(runtime)", launcher: launcher)
        #expect(try tmux.status() == 0)
        #expect(Self.files(under: runtime).isEmpty, "\(Self.files(under: runtime))")
    }
}
