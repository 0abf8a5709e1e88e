import CounterEngine
import Testing
@testable import CounterTUI

/// The counting line's frames, time and width given: in place on a terminal, cut to the width,
/// stopping when settled; the exact value and a newline at the end.
@Suite struct CountingLineFramesTests {
    private func frames(_ title: String = "", from: ExactNumber = 0, format: NumberFormat = .int,
                        duration: Double = 1, erase: Bool = true) -> CountingLineFrames {
        CountingLineFrames(title: title, start: from, format: format, easing: .linear, duration: duration,
                           mode: .terminal(eraseToEnd: erase), at: 0)
    }

    @Test func terminalFramesRedrawInPlaceAndEraseTheRest() {
        var line = frames("Hashed")
        #expect(line.frame(at: 0, columns: 80) == ("\r" + "Hashed: 0" + "\u{1B}[K", nil))
        line.request(100, animated: true)
        #expect(line.frame(at: 1, columns: 80) == ("", 1 + CountingLineFrames.frameInterval))
        #expect(line.frame(at: 1.5, columns: 80).bytes == "\rHashed: 50\u{1B}[K")
        // Settled: the exact value, then no more frames until a new value.
        #expect(line.frame(at: 2, columns: 80) == ("\rHashed: 100\u{1B}[K", nil))
        #expect(line.frame(at: 3, columns: 80) == ("", nil))
        #expect(line.finish(at: 3) == "\rHashed: 100\u{1B}[K\n")
        #expect(line.finish(at: 4) == "")
        line.request(5, animated: false)
        #expect(line.frame(at: 5, columns: 80) == ("", nil))
    }

    @Test func framesAreCutToTheWidthButTheLastOneIsExact() {
        var line = frames("A long title", from: 1234567)
        // Room for 9 cells (the last column stays free: no wrap): the title gives way to the number.
        #expect(line.frame(at: 0, columns: 10).bytes == "\r1234567\u{1B}[K")
        // The same text at the same width writes nothing; a new width draws again.
        #expect(line.frame(at: 0.1, columns: 10).bytes == "")
        #expect(line.frame(at: 0.2, columns: 40).bytes == "\rA long title: 1234567\u{1B}[K")
        // Not even the number fits: both cut, the ellipsis the last cell.
        #expect(line.frame(at: 0.25, columns: 6).bytes == "\rA lo…\u{1B}[K")
        #expect(line.frame(at: 0.3, columns: 1).bytes == "\r…\u{1B}[K")
        #expect(line.finish(at: 0.4) == "\rA long title: 1234567\u{1B}[K\n")
    }

    @Test func finishShowsTheLastValueSetAtOnce() {
        var line = frames(format: .float, duration: 10)
        line.request(1, animated: false)
        line.request(ExactNumber(12.5), animated: true)
        #expect(line.frame(at: 1, columns: nil).bytes == "\r1.00\u{1B}[K")
        line.request(ExactNumber(99.99), animated: true)
        #expect(line.finish(at: 1.1) == "\r99.99\u{1B}[K\n")
    }

    /// A title or an affix with control characters cannot break the line or reach the terminal.
    @Test func controlCharactersNeverReachTheLine() {
        let format = NumberFormat.int.withAffixes(prefix: "\u{1B}[31m", suffix: "\n")
        var line = frames("\u{1B}[2JRows\r\n\u{8}\u{1B}]0;x\u{7}", format: format)
        // Whole escape sequences go, not only their ESC: nothing is left to set the terminal.
        #expect(line.frame(at: 0, columns: 80).bytes == "\rRows: 0\u{1B}[K")
        #expect(line.finish(at: 1) == "\rRows: 0\u{1B}[K\n")
    }

    /// The host's own lines go above the counting line, which is drawn again below them.
    @Test func hostLinesGoAboveTheLine() {
        var line = frames("Rows", from: 5)
        #expect(line.interleave("first", at: 0, columns: 80) == "first\n\rRows: 5\u{1B}[K")
        #expect(line.interleave("second", at: 0.1, columns: 80) == "\r\u{1B}[Ksecond\n\rRows: 5\u{1B}[K")
        var dumb = frames("Rows", from: 5, erase: false)
        _ = dumb.frame(at: 0, columns: 80)
        #expect(dumb.interleave("note", at: 0.1, columns: 80) == "\r       \rnote\n\rRows: 5")
        _ = line.finish(at: 1)
        #expect(line.interleave("after", at: 2, columns: 80) == "after\n")
    }

    @Test func aDumbTerminalGetsSpacesInsteadOfEscapes() {
        var line = frames(from: 1000)
        #expect(line.frame(at: 0, columns: 80).bytes == "\r1000\u{1B}[K")
        line.request(5, animated: false)
        #expect(line.frame(at: 1, columns: 80).bytes == "\r5" + "\u{1B}[K")
        var dumb = frames(from: 1000, erase: false)
        #expect(dumb.frame(at: 0, columns: 80).bytes == "\r1000")
        dumb.request(5, animated: false)
        #expect(dumb.frame(at: 1, columns: 80).bytes == "\r5   ")
        #expect(!dumb.finish(at: 2).contains("\u{1B}"))
    }
}
