import Testing
@testable import CounterTUI

/// `Panel`: a border with the title (and a badge) in its top edge, cut with the face's ellipsis
/// when narrow, the content area left as it was; tiny rectangles are blanked.
@Suite struct PanelTests {
    func frame(_ panel: Panel, _ rect: Rect, size: Size = Size(columns: 22, rows: 5)) -> [String] {
        var buffer = Buffer(size: size, filling: "x")
        panel.render(in: rect, into: &buffer)
        return buffer.lines
    }

    @Test func aTitleInTheTopEdgeAndTheContentUntouched() {
        let lines = frame(Panel(title: "Sales", borders: .rounded), Rect(x: 1, y: 0, columns: 20, rows: 4))
        #expect(lines == ["x╭─ Sales ──────────╮x",
                          "x│xxxxxxxxxxxxxxxxxx│x",
                          "x│xxxxxxxxxxxxxxxxxx│x",
                          "x╰──────────────────╯x",
                          "xxxxxxxxxxxxxxxxxxxxxx"])
        #expect(Panel.content(of: Rect(x: 1, y: 0, columns: 20, rows: 4)) == Rect(x: 3, y: 1, columns: 16, rows: 2))
    }

    @Test func aBadgeFollowsTheTitleAndANarrowCardCutsTheTitle() {
        let badge = frame(Panel(title: "Load", borders: .ascii, badge: "!"), Rect(x: 0, y: 0, columns: 14, rows: 3))
        #expect(badge[0] == "+- Load ! ---+xxxxxxxx")
        let cut = frame(Panel(title: "Revenue per region", borders: .ascii), Rect(x: 0, y: 0, columns: 12, rows: 3))
        #expect(cut[0] == "+- Reven~ -+xxxxxxxxxx")
        let boxCut = frame(Panel(title: "Revenue per region", borders: .rounded), Rect(x: 0, y: 0, columns: 12, rows: 3))
        #expect(boxCut[0] == "╭─ Reven… ─╮xxxxxxxxxx")
    }

    @Test func controlCharactersInTitlesNeverReachTheFrame() {
        let lines = frame(Panel(title: "\u{1b}]0;PWNED\u{7}Sales", borders: .ascii), Rect(x: 0, y: 0, columns: 22, rows: 3))
        #expect(!lines.joined().contains("\u{1b}"))
        #expect(lines[0].contains("Sales"))
    }

    @Test func rectanglesTooSmallForABorderAreBlanked() {
        let lines = frame(Panel(title: "A", borders: .rounded), Rect(x: 2, y: 1, columns: 1, rows: 3))
        #expect(lines[1] == "xx xxxxxxxxxxxxxxxxxxx")
        #expect(lines[0] == String(repeating: "x", count: 22))
    }
}
