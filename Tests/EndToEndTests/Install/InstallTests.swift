import Foundation
import Testing

/// Issue 14: the man page from the GenerateManual plugin, and `make install PREFIX=…` /
/// `make uninstall`. `make test` builds the man page first and names it in COUNTER_TUI_MAN_PAGE
/// (running the plugin from inside `swift test` would wait on SwiftPM's lock of .build).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["COUNTER_TUI_MAN_PAGE"] != nil, "run by make test after make man"))
struct InstallTests {
    static let root = Repository.root
    static let manPage = ProcessInfo.processInfo.environment["COUNTER_TUI_MAN_PAGE"] ?? ""

    @Test func manPageDescribesBothSubcommands() throws {
        let text = try String(contentsOfFile: Self.manPage, encoding: .utf8)
        #expect(text.contains(".Dt COUNTER-TUI 1"))
        for word in [".It Em count", ".It Em dashboard", "Fl -ease", "Fl -counter", "Fl -version", "in-out-cubic"] {
            #expect(text.contains(word), "man page lacks \(word)")
        }
    }

    @Test func installsAndUninstallsIntoAPrefix() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("ct-prefix-\(getpid())")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let make = ["make", "-s", "-C", Self.root.path, "-o", Self.manPage, "MAN_PAGE=\(Self.manPage)",
                    "PREFIX=\(prefix.path)", "BIN=\(Binary.path)"]
        let installed = try Spawn.run(make + ["install"])
        #expect(installed.status == 0, "\(installed.stderr)")
        let files = ["bin/counter-tui", "share/man/man1/counter-tui.1", "share/bash-completion/completions/counter-tui",
                     "share/zsh/site-functions/_counter-tui", "share/fish/vendor_completions.d/counter-tui.fish"]
        for file in files {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file) missing")
        }
        let version = try Spawn.run([prefix.appendingPathComponent("bin/counter-tui").path, "--version"])
        #expect(version.stdout.hasPrefix("counter-tui "))
        // bash loads the completion and offers the dashboard subcommand and the easing names.
        let bash = try Spawn.run(["bash", "-c", """
            source '\(prefix.path)/share/bash-completion/completions/counter-tui'
            complete -p counter-tui >/dev/null || exit 3
            COMP_WORDS=(counter-tui count --ease ''); COMP_CWORD=3; COMP_LINE='counter-tui count --ease '; COMP_POINT=${#COMP_LINE}
            _counter-tui counter-tui '' --ease; printf '%s\\n' "${COMPREPLY[@]}"
            COMP_WORDS=(counter-tui ''); COMP_CWORD=1; COMP_LINE='counter-tui '; COMP_POINT=${#COMP_LINE}
            _counter-tui counter-tui '' counter-tui; printf '%s\\n' "${COMPREPLY[@]}"
            """])
        #expect(bash.status == 0, "\(bash.stderr)")
        #expect(bash.stdout.contains("out-bounce"))
        #expect(bash.stdout.contains("dashboard"))
        let removed = try Spawn.run(make + ["uninstall"])
        #expect(removed.status == 0, "\(removed.stderr)")
        for file in files {
            #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file) left")
        }
    }
}
