import ArgumentParser
import CounterEngine
import Foundation
import Testing
@testable import CounterCLI

/// `CompletionValues`: every name a shell completion offers is one the parsers accept, on the
/// command line and in a dashboard's `--counter`; and the completions do offer them.
@Suite struct CompletionValuesTests {
    /// The message when `option value` is refused on the single counter's command line.
    func refusal(_ option: String, _ value: String) -> String? {
        if case .failure(let error) = CounterTUIMain.parse(["--to", "5", option, value]) { return error.message }
        return nil
    }

    @Test(arguments: [
        ("--ease", CompletionValues.easings), ("--style", CompletionValues.styles), ("--roll", CompletionValues.rollModes),
        ("--font", CompletionValues.fonts), ("--color", CompletionValues.colors), ("--format", CompletionValues.formats),
        ("--locale", CompletionValues.locales),
    ])
    func everyOfferedValueIsAccepted(option: String, values: [String]) throws {
        #expect(values.count >= 2)
        #expect(Set(values).count == values.count, "\(option) offers a name twice")
        for value in values {
            #expect(refusal(option, value) == nil, "\(option) \(value): \(refusal(option, value) ?? "")")
            let key = String(option.dropFirst(2))
            #expect(throws: Never.self, "--counter \(key)=\(value)") {
                _ = try DashboardCommand.counterSpec("to=5,\(key)=\(value)")
            }
        }
    }

    @Test func theNamesAreTheParsersOwn() {
        #expect(CompletionValues.styles == ["label", "big", "rolling", "auto"])
        #expect(CompletionValues.rollModes == ["carry", "shortest", "up", "down"])
        #expect(CompletionValues.fonts == ["auto", "box", "ascii"])
        #expect(CompletionValues.easings.contains("in-out-cubic") && CompletionValues.easings.contains("spring"))
        for name in CompletionValues.easings { #expect((try? Easing.parse(name).get()) != nil, "\(name)") }
        for name in CompletionValues.formats { #expect((try? NumberFormat.parse(name).get()) != nil, "\(name)") }
    }

    @Test func everyExampleFileHasAnOfferedExtension() throws {
        // Tests/CounterCLITests/Commands/CompletionValuesTests.swift → the package root.
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("boards")
        let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { !$0.hasPrefix(".") }
        #expect(!files.isEmpty)
        for file in files where file.contains(".") && !file.hasSuffix(".md") {
            let ext = URL(fileURLWithPath: file).pathExtension
            #expect(CompletionValues.dashboardFileExtensions.contains(ext), "\(file)")
        }
    }

    @Test(arguments: [CompletionShell.bash, .zsh, .fish])
    func theCompletionScriptsOfferThem(shell: CompletionShell) {
        let script = RootCommand.completionScript(for: shell)
        for value in CompletionValues.styles + CompletionValues.rollModes + CompletionValues.fonts + CompletionValues.colors
            + ["in-out-cubic", "out-bounce", "compact", "mm:ss", "de_DE"] {
            #expect(script.contains(value), "\(shell) completion lacks \(value)")
        }
    }
}
