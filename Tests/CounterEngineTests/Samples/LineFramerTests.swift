import Testing
@testable import CounterEngine

/// Live bytes cut into lines across chunks, with overlong lines dropped and counted.
@Suite struct LineFramerTests {
    @Test func splitsLinesAcrossChunks() {
        var framer = LineFramer()
        #expect(framer.push(Array("12\n3".utf8)) == ["12"])
        #expect(framer.push(Array("4\r\n5".utf8)) == ["34"])
        #expect(framer.finish() == ["5"])
        #expect(framer.finish() == [])
    }

    @Test func overlongLinesAreDroppedWholeAndCounted() {
        var framer = LineFramer(maximumLineLength: 8)
        let lines = framer.push(Array("123456789012345\n42\n".utf8))
        #expect(lines == ["42"])
        #expect(framer.overlongLines == 1)
        // A line with no newline at all never grows past the cap.
        var endless = LineFramer(maximumLineLength: 8)
        for _ in 0..<10_000 { _ = endless.push(Array("9999999999".utf8)) }
        #expect(endless.finish() == [])
        #expect(endless.overlongLines == 1)
    }

    @Test func binaryBecomesTextThatIsNotANumber() {
        var framer = LineFramer()
        let lines = framer.push([0, 1, 0xFF, 0xFE, 0x1B, 0x5B, 10])
        #expect(lines.count == 1)
        #expect(LiveLine.parse(lines[0]) == nil)
    }
}
