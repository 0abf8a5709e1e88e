import Testing
@testable import CounterEngine

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

@Suite struct LiveLineTests {
    private func n(_ text: String) -> ExactNumber { try! NumberParser.parse(text).get() }

    @Test(arguments: [
        ("1234.5", nil, "1234.5"), ("  -3 ", nil, "-3"), ("revenue 12.5", "revenue", "12.5"),
        ("revenue=12.5", "revenue", "12.5"), ("cpu\t0.75", "cpu", "0.75"),
        (#"{"id": "revenue", "value": 12.5}"#, "revenue", "12.5"), (#"{"value": "7", "id": "a"}"#, "a", "7"),
        (#"{"id":"big","value":123456789012345678901234567890}"#, "big", "123456789012345678901234567890"),
    ] as [(String, String?, String)])
    func parses(text: String, id: String?, value: String) {
        #expect(LiveLine.parse(text) == LiveLine(id: id, value: n(value)))
    }

    @Test(arguments: ["", "   ", "abc", "nan", "revenue", "revenue abc", "= 5", #"{"id": "a"}"#,
                      #"{"id": "a", "value": true}"#, #"{"id": "a", "value": [1]}"#, #"{"id": 5, "value": 1}"#,
                      #"{"id": "a", "value": 1} trailing"#, "\u{1b}]0;x\u{7}5", "1,5", "inf"])
    func refuses(text: String) {
        #expect(LiveLine.parse(text) == nil)
    }
}

@Suite struct FirstNumberTests {
    @Test(arguments: [
        ("0.52 0.58 0.59 1/123 4567", "0.52"), ("Mem: 16384 MB", "16384"), ("load=0.5,", "0.5"),
        ("temp -3.5C", "-3.5"), ("x86_64 build 42", "42"), ("value: 1e3.", "1000"), ("  7\n8\n", "7"),
        ("\u{1b}[31m99\u{1b}[0m", "99"), ("\u{1b}]0;title 7\u{7}42", "42"), ("v2 is 3", "3"),
    ])
    func findsTheFirstNumber(text: String, expected: String) throws {
        #expect(FirstNumber.find(in: text)?.description == expected)
    }

    @Test(arguments: ["", "no numbers here", "x86", "nan inf", "-", ".", "\u{1b}]0;PWNED 5\u{7}", "md5sum"])
    func findsNothing(text: String) {
        #expect(FirstNumber.find(in: text) == nil)
    }
}

@Suite struct LiveRetargetTests {
    @Test func aSteadyStreamMovesSmoothlyWithoutJumps() {
        // A new value every 0.1 s, faster than the 1 s duration: every frame moves by less than
        // the curve allows, never a jump to the new target.
        var value = AnimatedValue(from: 0, to: 100, duration: 1, easing: .linear, start: 0)
        var last = value.value(at: 0)
        var time = 0.0
        var target = 100.0
        for step in 1...200 {
            time = Double(step) / 60
            if step % 6 == 0 {
                target += step % 12 == 0 ? 50 : -30
                value.retarget(to: target, at: time)
            }
            let now = value.value(at: time)
            // Linear over 1 s: at most |target - shown| per second, so per frame at most ~1/60 of the gap.
            #expect(abs(now - last) <= 300.0 / 60 + 1e-9, "jump at frame \(step): \(last) → \(now)")
            last = now
        }
    }
}
