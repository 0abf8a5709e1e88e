import CounterEngine
import CounterTestSupport
import Testing
@testable import CounterTUI

@Suite struct CastRecorderTests {
    @Test func headerAndOneEventPerChangedFrameEndingOnTheLast() throws {
        let size = Size(columns: 8, rows: 2)
        let recorder = CastRecorder(size: size, timestamp: 1_700_000_000, title: "a \"quoted\" title")
        var text = recorder.takePending()
        var previous = Buffer(size: size)
        for (time, value) in [(0.0, "1"), (0.5, "2"), (1.0, "2")] {
            var frame = Buffer(size: size)
            frame.put(value, at: Point(x: 3, y: 1))
            recorder.record(frame, changes: frame.changes(from: previous), at: time)
            text += recorder.takePending()
            previous = frame
        }
        text += recorder.finish(at: 1.0)
        let cast = try CastFile(text)
        #expect(cast.header["version"] as? Int == 2)
        #expect(cast.header["width"] as? Int == 8)
        #expect(cast.header["height"] as? Int == 2)
        #expect(cast.header["timestamp"] as? Int == 1_700_000_000)
        #expect(cast.header["title"] as? String == "a \"quoted\" title")
        #expect(cast.events.map(\.time) == [0, 0.5, 1.0])
        // The last event leaves the terminal as the run does: attributes reset, the cursor shown
        // on a new line after the last row drawn (the bottom one here: a newline scrolls).
        #expect(cast.events.map(\.data) == ["\u{1b}[0m\u{1b}[2J\u{1b}[H\u{1b}[?25l\u{1b}[2;4H1", "\u{1b}[2;4H2",
                                            "\u{1b}[0m\u{1b}[2H\r\n\u{1b}[?25h"])
    }

    /// Played back, a recording ends with the player's cursor shown, at the start of the line
    /// after the last row drawn, attributes reset (it ended hidden, glued to the last digit).
    @Test func theLastEventLeavesTheCursorShownOnTheNextLine() throws {
        let size = Size(columns: 8, rows: 4)
        let recorder = CastRecorder(size: size, timestamp: 0, title: "t")
        var frame = Buffer(size: size)
        frame.put("42", at: Point(x: 3, y: 1), style: CellStyle(foreground: .green, bold: true))
        recorder.record(frame, changes: frame.changes(from: Buffer(size: size)), at: 0)
        let text = recorder.takePending() + recorder.finish(at: 0.5)
        let cast = try CastFile(text)
        #expect(cast.events.last?.time == 0.5)
        var terminal = TestTerminal(size: size)
        for event in cast.events { try terminal.feed(event.data) }
        #expect(terminal.buffer == frame)
        #expect(terminal.cursorShown && terminal.attributes == .plain)
        #expect(terminal.cursor == Point(x: 0, y: 2))
        #expect(recorder.tail == "")
    }

    @Test func jsonTextEscapesControlsAndFormatsMicroseconds() {
        #expect(JSONText.quoted("a\u{1b}[0m\"\\\n") == "\"a\\u001b[0m\\\"\\\\\\n\"")
        #expect(JSONText.seconds(1.25) == "1.25")
        #expect(JSONText.seconds(1.0 / 60) == "0.016666666666666666")
        #expect(Double(JSONText.seconds(7.0 / 60)) == 7.0 / 60)
        #expect(JSONText.seconds(-1) == "0")
        #expect(JSONText.seconds(.nan) == "0")
        #expect(NumberFormat.fixed(2.5, decimals: 2) == "2.50")
    }
}
