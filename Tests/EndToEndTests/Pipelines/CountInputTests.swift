import Foundation
import Testing

/// A count's input as the issue 37 breaker tried it with the real binary: a slow reader of the
/// copy, a real process (the display showed 0 while 64 KiB had gone out). (The other inputs it
/// tried are tested in-process: CountInputProgramTests.)
@Suite(.serialized) struct CountInputTests {
    let detached: DetachedShell

    init() throws { detached = try DetachedShell("ct-input") }

    func shell(_ shell: String) throws -> Spawn.Output { try detached.run(shell) }

    /// A copy's first piece into a pipe whose reader is slow shows at once (the display said 0
    /// for as long as the reader slept, the summary 65,536 bytes).
    @Test func whatASlowReaderTookShowsAtOnce() throws {
        let tmux = try Tmux()
        // stdin a regular file (the binary itself): the plain copy, 128 KiB read, 64 KiB in the pipe.
        let launcher = try tmux.script("slow", "\"$@\" < \"$1\" | sleep 4")
        try tmux.start("--count-bytes --tee --inline", launcher: launcher)
        var shown = ""
        let drawn = try tmux.wait(timeout: 3) {
            shown = try tmux.screen()
            return shown.contains("65,536 ")
        }
        #expect(drawn, "\(shown)")
        _ = try tmux.status()
    }
}
