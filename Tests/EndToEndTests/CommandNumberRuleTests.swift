import Foundation
import Testing

/// A card's command read by the one number rule, through the real binary (issue 38): `v2.5`
/// showed 0.5 and `a12.75` 0.75 (the integer part lost to the word before it), `0x10` showed
/// 0, and `1e309` was "no number". Now a word is no number, hex is refused, a number too large
/// is out of range; a number standing alone (`sda1 12.5`) is read as before.
@Suite struct CommandNumberRuleTests {
    @Test func aCardsCommandFollowsTheNumberRule() throws {
        let tmux = try Tmux(columns: 160, rows: 24)
        let version = try tmux.script("version.sh", "echo v2.5")
        let word = try tmux.script("word.sh", "echo a12.75")
        let hex = try tmux.script("hex.sh", "echo 0x10")
        let huge = try tmux.script("huge.sh", "echo 1e309")
        let disk = try tmux.script("disk.sh", "echo sda1 12.5")
        var cards = ""
        for (title, script) in [("Ver", version), ("Word", word), ("Hex", hex), ("Huge", huge), ("Disk", disk)] {
            cards += " --counter 'title=\(title),command=\(script),every=300ms,format=0.00'"
        }
        try tmux.start("dashboard" + cards)
        #expect(tmux.wait(timeout: 15) {
            let screen = (try? tmux.screen()) ?? ""
            // Ver and Word fail (on main they showed 0.50 and 0.75 in big digits), Hex too (it
            // showed 0.00); Disk (`sda1 12.5`) is read and not failing.
            return screen.contains("Ver !") && screen.contains("Word !") && screen.contains("Hex !")
                && screen.contains("╰─ number out of range: 1e309") && screen.contains("╰─ '0x10' is not a number")
                && screen.contains("╰─ no number in the output") && screen.contains("╭─ Disk ─")
                && screen.contains("(+3 more failing)")
        }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }
}
