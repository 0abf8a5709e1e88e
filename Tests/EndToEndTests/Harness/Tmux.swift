import Foundation

/// A private tmux server with one 80x24 pane running a shell (`sh`, or the interactive
/// `bash --norc -i` a person uses for job control): the real binary in a real terminal, driven
/// as a person would (send-keys) and read back (capture-pane). Its socket lives in the test's
/// own directory (not /tmp/tmux-UID), and the server and the directory go with the test.
final class Tmux {
    let socket: String
    let directory: URL
    /// The server's socket, inside `directory`: `tmux -S` names it (`command` in scripts).
    var socketPath: String { directory.appendingPathComponent("tmux").path }
    /// `tmux -S SOCKET`: this server, for scripts the pane runs.
    var command: String { "tmux -S \(socketPath)" }
    private static let counter = Counter()

    init(columns: Int = 80, rows: Int = 24, shell: String = "sh") throws {
        // No digit in the name: the directory's path is typed on the command line, which shows
        // until `clear` runs, and a test waiting for a number on the screen must not find it there.
        socket = "ct-" + Self.letters(Int(getpid())) + "-" + Self.letters(Tmux.counter.next())
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", "t", "-x", "\(columns)", "-y", "\(rows)", shell])
        _ = try? tmux(["set", "-g", "remain-on-exit", "on"])
        // An OSC 52 from the app would become a paste buffer: proof that it got through.
        _ = try? tmux(["set", "-g", "set-clipboard", "on"])
        // Every byte written to the pane, for the mode-balance and injection checks.
        _ = try? tmux(["pipe-pane", "-t", "t", "-o", "cat >> \(directory.path)/raw"])
        watch = DirectoryWatch(directory.path)
    }

    /// What wakes `wait`: the test directory's changes.
    private var watch: DirectoryWatch?

    /// `n` written with the letters a to j for its digits.
    private static func letters(_ n: Int) -> String {
        String(String(n).unicodeScalars.map { Character(UnicodeScalar($0.value - 48 + 97)!) })
    }

    /// A pane with the interactive `bash --norc -i` a person uses for job control, its prompt a
    /// short `$ ` on a cleared screen.
    static func interactiveBash() throws -> Tmux {
        let tmux = try Tmux(shell: "bash --norc -i")
        try tmux.keys("PS1='$ '; clear", "Enter")
        try tmux.wait { try tmux.screen().hasPrefix("$") }
        return tmux
    }

    /// The pane's terminal state as tmux sees it (modes, title), for before/after comparisons.
    func terminalState() throws -> String {
        try display("alt=#{alternate_on} cursor=#{cursor_flag} keypad=#{keypad_flag} keypad-cursor=#{keypad_cursor_flag} "
            + "mouse=#{mouse_any_flag} mouse-sgr=#{mouse_sgr_flag} wrap=#{wrap_flag} insert=#{insert_flag} "
            + "origin=#{origin_flag} title=#{pane_title}")
    }

    /// Bytes written to the pane so far, once tmux has passed them all on (nothing more for
    /// 150 ms, 3 s at most).
    func raw() -> [UInt8] {
        settle()
        return (try? [UInt8](Data(contentsOf: directory.appendingPathComponent("raw")))) ?? []
    }

    /// Waits until the pane has written nothing for `quiet` seconds (`timeout` at most): what
    /// was drawn is all on the screen and in `raw`.
    func settle(quiet: Double = 0.15, timeout: Double = 3) {
        let deadline = Date().addingTimeInterval(timeout)
        guard let watch else { return }
        while Date() < deadline && watch.next(within: quiet) {}
    }

    /// Forgets the bytes recorded so far.
    func clearRaw() {
        _ = try? Data().write(to: directory.appendingPathComponent("raw"))
    }

    deinit {
        let server = (try? display("#{pid}")).flatMap { Int32($0) }
        _ = try? tmux(["kill-server"])
        // The server and its pane's shell go first: a file the shell wrote meanwhile (`status`,
        // `after`) would keep the directory from going.
        if let server { wait(timeout: 3) { kill(server, 0) != 0 } }
        for _ in 0..<20 where FileManager.default.fileExists(atPath: directory.path) {
            try? FileManager.default.removeItem(at: directory)
            if FileManager.default.fileExists(atPath: directory.path) { usleep(50_000) }
        }
    }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        try Spawn.run(["tmux", "-S", socketPath] + arguments).stdout
    }

    /// Runs counter-tui in the pane, recording `stty -g` before and after and the exit status.
    /// The wrapper shell ignores nothing the app inherits (`trap :` keeps it alive on Ctrl-C).
    /// - Parameters:
    ///   - launcher: a script run as `launcher BINARY ARGS…` (to pipe data in or change signals).
    ///   - clearFirst: clear the pane first (its escape sequences then show in `raw()`).
    func start(_ arguments: String, environment: String = "LANG=C.UTF-8", launcher: String = "", clearFirst: Bool = true) throws {
        let d = directory.path
        let command = (clearFirst ? "clear; " : "") + "stty -g > \(d)/before; sh -c 'trap : INT TERM QUIT; env -u NO_COLOR -u COUNTER_TUI_ANIMATIONS \(environment) SWIFT_BACKTRACE=interactive=no "
            + "\(launcher) \(Binary.path) \(arguments) 2> \(d)/stderr; echo $? > \(d)/status.tmp'; "
            + "stty -g > \(d)/after.tmp; mv \(d)/after.tmp \(d)/after; mv \(d)/status.tmp \(d)/status"
        try tmux(["send-keys", "-t", "t", command, "Enter"])
    }

    /// Runs counter-tui as the shell's own job (no wrapper), as a person types it: for job
    /// control, where the job must be the app alone. Nothing follows it on the command line (a
    /// shell goes on with the list when the job stops); call `recordStatus()` once it is done.
    func startDirect(_ arguments: String) throws {
        let d = directory.path
        let command = "clear; stty -g > \(d)/before; env -u NO_COLOR LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no "
            + "\(Binary.path) \(arguments) 2> \(d)/stderr"
        try tmux(["send-keys", "-t", "t", command, "Enter"])
    }

    /// Types the commands that record the last job's exit status and the terminal modes.
    func recordStatus() throws {
        let d = directory.path
        try tmux(["send-keys", "-t", "t",
                  "echo $? > \(d)/status.tmp; stty -g > \(d)/after.tmp; mv \(d)/after.tmp \(d)/after; mv \(d)/status.tmp \(d)/status",
                  "Enter"])
    }

    func keys(_ keys: String...) throws { try tmux(["send-keys", "-t", "t"] + keys) }

    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", "t"]) }

    func display(_ format: String) throws -> String {
        try tmux(["display", "-p", "-t", "t", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until `condition` holds or `timeout` seconds pass, looking again each time the
    /// pane writes (its bytes go to `raw`) or a file of the test's directory changes (`status`,
    /// `stderr`); at least every `Tmux.quietLook` seconds, for what changes elsewhere (a
    /// process's state).
    @discardableResult
    func wait(timeout: Double = 10, for condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try condition() { return true }
            let left = deadline.timeIntervalSinceNow
            if let watch { watch.next(within: min(left, Tmux.quietLook)) } else { usleep(20_000) }
        }
        return try condition()
    }

    /// The longest a wait goes without looking, when nothing in the directory changed.
    static let quietLook = 0.1

    /// Waits for the app to exit; its exit status.
    func status(timeout: Double = 10) throws -> Int32? {
        let url = directory.appendingPathComponent("status")
        // The status file appears last, after the complete `stty -g` of the terminal afterwards.
        wait(timeout: timeout) { FileManager.default.fileExists(atPath: url.path) }
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// True when the terminal modes after the run equal those before it.
    func sttyRestored() -> Bool {
        let before = try? String(contentsOf: directory.appendingPathComponent("before"), encoding: .utf8)
        let after = try? String(contentsOf: directory.appendingPathComponent("after"), encoding: .utf8)
        return before != nil && before == after
    }

    /// Both `stty -g` lines, for failure messages.
    func sttyPair() -> String {
        let read = { (name: String) in (try? String(contentsOf: self.directory.appendingPathComponent(name), encoding: .utf8)) ?? "-" }
        return "before \(read("before"))after \(read("after"))"
    }

    /// Writes an executable script into the test's directory; its path.
    func script(_ name: String, _ body: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return path
    }

    func stderr() -> String {
        (try? String(contentsOf: directory.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
    }

    /// The pid of the app running in this pane's session.
    func appPid() throws -> Int32? {
        let panePid = try display("#{pane_pid}")
        // No pane process, no session to look in (`pgrep -s 0` would mean pgrep's own).
        guard let session = Int32(panePid).flatMap({ ProcessStat($0)?.session }) else { return nil }
        let output = try Spawn.run(["pgrep", "-s", session, "-x", "counter-tui"]).stdout
        return output.split(separator: "\n").first.flatMap { Int32($0) }
    }
}

/// Hands out distinct numbers across concurrently running tests.
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
