import Testing
@testable import CounterTUI

/// `Theme`: each `Role` in colour and in monochrome, threshold marks without colours, and one
/// role replaced.
@Suite struct ThemeTests {
    @Test func coloursSayWhatEachRoleIs() {
        let theme = Theme.colored(accent: .cyan)
        #expect(theme.style(.value) == CellStyle(foreground: .cyan))
        // One colour, one meaning: thresholds green, yellow, red; the change flash cyan and
        // magenta, none of those.
        #expect(theme.style(.ok).foreground == .green)
        #expect(theme.style(.warn).foreground == .yellow && theme.style(.critical) == CellStyle(foreground: .red, bold: true))
        #expect(theme.style(.up) == CellStyle(foreground: .cyan, bold: true))
        #expect(theme.style(.down) == CellStyle(foreground: .magenta, bold: true))
        let levels: Set<Color> = [.green, .yellow, .red]
        #expect(!levels.contains(theme.style(.up).foreground) && !levels.contains(theme.style(.down).foreground))
        #expect(!theme.marksLevels)
        // The value is not bold: an attribute on the cell that changes every frame costs bytes.
        #expect(!Theme.colored().style(.value).bold)
    }

    @Test func monochromeHasNoColourAndMarksLevelsInText() {
        let theme = Theme.monochrome
        for role in Role.allCases { #expect(theme.style(role).foreground == .default, "\(role)") }
        #expect(theme.marksLevels)
        #expect(theme.style(.critical).bold && theme.style(.title).bold)
    }

    @Test func replacingOneRoleKeepsTheRest() {
        let theme = Theme.colored().replacing(.value, with: CellStyle(foreground: .magenta, bold: true))
        #expect(theme.style(.value) == CellStyle(foreground: .magenta, bold: true))
        #expect(theme.style(.title) == Theme.colored().style(.title))
        #expect(Theme.monochrome.replacing(.value, with: .plain).marksLevels)
    }
}
