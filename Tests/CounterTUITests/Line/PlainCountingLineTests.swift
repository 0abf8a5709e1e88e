import CounterEngine
import Testing
@testable import CounterTUI

/// A counting line on a pipe or a file: plain lines of the values set, at most one a second,
/// never a control byte, the exact value last; the time is given.
@Suite struct PlainCountingLineTests {
    private func plain(_ title: String = "Files") -> CountingLineFrames {
        CountingLineFrames(title: title, start: 0, format: .int, easing: .out, duration: 0.5, mode: .plain, at: 0)
    }

    @Test func aLineForAValueButAtMostOneASecond() {
        var line = plain()
        #expect(line.frame(at: 0, columns: nil) == ("Files: 0\n", nil))
        line.request(1, animated: true)
        #expect(line.frame(at: 0.1, columns: nil) == ("", 1))
        line.request(2, animated: true)
        line.request(3, animated: true)
        // Due at 1 s: the newest value only.
        #expect(line.frame(at: 1, columns: nil) == ("Files: 3\n", nil))
        line.request(4, animated: true)
        #expect(line.frame(at: 2.5, columns: nil) == ("Files: 4\n", nil))
        line.request(5000, animated: true)
        #expect(line.frame(at: 2.6, columns: nil) == ("", 3.5))
        #expect(line.finish(at: 2.7) == "Files: 5000\n")
        #expect(line.finish(at: 3) == "")
    }

    @Test func theFinalValueIsNotWrittenTwice() {
        var line = plain("")
        line.request(42, animated: true)
        #expect(line.frame(at: 0, columns: nil).bytes == "42\n")
        #expect(line.finish(at: 0.1) == "")
    }

    @Test func aThousandValuesInTenSecondsMakeElevenLines() {
        var line = plain()
        var written = ""
        for step in 1...1000 {
            let time = Double(step) / 100
            line.request(ExactNumber(step), animated: true)
            written += line.frame(at: time, columns: nil).bytes
        }
        written += line.finish(at: 10.01)
        let lines = written.split(separator: "\n")
        #expect(lines.count == 11)
        #expect(lines.last == "Files: 1000")
        #expect(!written.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F })
    }

    @Test func throttleKeepsTheNewestPendingLine() {
        var throttle = PlainLineThrottle(interval: 1)
        #expect(throttle.offer("a", at: 10) == "a")
        #expect(throttle.offer("b", at: 10.2) == nil)
        #expect(throttle.dueTime == 11)
        #expect(throttle.offer("a", at: 10.3) == nil)
        // Back to the line written: nothing is pending.
        #expect(throttle.dueTime == nil)
        #expect(throttle.offer("c", at: 11) == "c")
        #expect(throttle.final("c") == nil)
        #expect(throttle.final("d") == "d")
    }
}
