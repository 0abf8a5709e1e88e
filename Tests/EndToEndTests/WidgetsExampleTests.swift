import Foundation
import Testing

/// Examples/Widgets, built as a user builds it (`swift build --package-path Examples/Widgets`):
/// a host that owns its ncurses screen draws counter-tui's widgets on it with
/// `NcursesScreen.paint`, quits on `q`, ends its screen, prints its own line and reads one.
@Suite(.serialized) struct WidgetsExampleTests {
    /// The example's binary, built once for the suite (nil, and the build's output, when it failed).
    static let host: (path: String?, log: String) = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let package = ["swift", "build", "--package-path", "\(root)/Examples/Widgets"]
        guard let build = try? Spawn.run(package), build.status == 0 else { return (nil, "build failed") }
        guard let bin = try? Spawn.run(package + ["--show-bin-path"]), bin.status == 0 else {
            return (nil, build.stdout + build.stderr)
        }
        let path = bin.stdout.trimmingCharacters(in: .whitespacesAndNewlines) + "/widgets-host"
        return (FileManager.default.isExecutableFile(atPath: path) ? path : nil, build.stdout + build.stderr)
    }()

    /// Runs the host in a fresh pane, recording `stty -g` before and after and its exit status.
    static func start(in tmux: Tmux) throws {
        let host = try #require(Self.host.path, "Examples/Widgets did not build: \(Self.host.log)")
        let d = tmux.directory.path
        try tmux.keys("clear; stty -g > \(d)/before; sh -c 'env LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no \(host) "
            + "2> \(d)/stderr; echo $? > \(d)/status.tmp'; stty -g > \(d)/after.tmp; mv \(d)/after.tmp \(d)/after; "
            + "mv \(d)/status.tmp \(d)/status", "Enter")
    }

    @Test func theValueEndsExactThenTheHostPrintsAndReadsALine() throws {
        let tmux = try Tmux()
        try Self.start(in: tmux)
        // The label counts 0 → 1234567 in 3 s: its final text, exact (never shown before the end).
        #expect(try tmux.wait(timeout: 30) { try tmux.screen().contains("1234567") }, "\((try? tmux.screen()) ?? "")")
        let screen = try tmux.screen()
        #expect(screen.contains("Visitors") && screen.contains("█"), "the title and the block digits: \(screen)")
        try tmux.keys("q")
        #expect(try tmux.wait { try tmux.screen().contains("host: done at 1234567") }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("a line typed after the screen ended", "Enter")
        #expect(try tmux.status() == 0, "\(tmux.stderr())")
        #expect(try tmux.screen().contains("host: read a line typed after the screen ended"), "\((try? tmux.screen()) ?? "")")
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    /// Quit mid-count: the terminal comes back all the same, and the host goes on with its work.
    @Test func quittingMidCountGivesTheTerminalBack() throws {
        let tmux = try Tmux()
        try Self.start(in: tmux)
        #expect(try tmux.wait(timeout: 30) { try tmux.screen().contains("Visitors") }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("q")
        #expect(try tmux.wait { try tmux.screen().contains("host: done at") }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("bye", "Enter")
        #expect(try tmux.status() == 0, "\(tmux.stderr())")
        #expect(try tmux.screen().contains("host: read bye"))
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }
}
