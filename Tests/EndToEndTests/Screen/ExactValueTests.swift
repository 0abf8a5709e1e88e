import Foundation
import Testing

/// Issue 13 through the real binary: a board's live values keep their decimals (the rest of the
/// issue's cases: ExactValueProgramTests).
@Suite struct ExactValueTests {
    /// Runs `shell` (a pipeline using $BIN) and returns its stdout lines.
    func pipeline(_ shell: String) throws -> (status: Int32, lines: [Substring], stderr: String) {
        var env = ProcessInfo.processInfo.environment
        env["BIN"] = Binary.path
        env["SWIFT_BACKTRACE"] = "interactive=no"
        env.removeValue(forKey: "COUNTER_TUI_ANIMATIONS")
        let result = try Spawn.run(["/bin/sh", "-c", shell], environment: env)
        return (result.status, result.stdout.split(separator: "\n"), result.stderr)
    }

    /// A board keeps each value's decimals, from stdin (ended by the end of its input) and from a
    /// command.
    @Test func dashboardValuesKeepTheirDecimals() throws {
        let board = try pipeline("""
            printf 'a 0.27\\nb 12.5\\n' | $BIN dashboard --stdin --counter 'id=a,title=Load,duration=0.1' \
              --counter 'id=b,title=B,duration=0.1,decimals=0'
            """)
        #expect(board.status == 0)
        #expect(board.lines.last == "Load: 0.27 | B: 13")
        let command = try pipeline("""
            timeout -s INT 0.6 $BIN dashboard --counter 'title=Load,command=echo 0.27,every=1s,duration=0.1'; true
            """)
        #expect(command.lines.last == "Load: 0.27", "\(command.lines)")
    }
}
