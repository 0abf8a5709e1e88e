@testable import CounterFuzzChecks
import Testing

/// `FuzzInput`: typed values read off the front of the bytes, zero (or empty) once they run out,
/// so every input is one well-defined case.
@Suite struct FuzzInputTests {
    @Test func bytesAreReadInOrderThenZero() {
        var input = FuzzInput([7, 8])
        #expect(Array(input.remaining) == [7, 8])
        #expect(input.byte() == 7)
        #expect(input.byte() == 8)
        #expect(input.remaining.isEmpty)
        #expect(input.byte() == 0)
        #expect(input.int(upTo: 9) == 0)
        #expect(input.anyDouble() == 0)
        #expect(input.string() == "")
        #expect(input.rest() == "")
    }

    @Test func wholeNumbersComeFromTwoBytesWithinTheBound() {
        var input = FuzzInput([0x01, 0x02, 0x01, 0x02, 0xFF, 0xFF, 0x05, 0x06, 0x2A])
        #expect(input.int(upTo: 1000) == 258)
        #expect(input.int(upTo: 99) == 58)
        #expect(input.int(upTo: 10) == 65535 % 11)
        // A bound of 0 (or less) gives 0, and still takes its two bytes.
        #expect(input.int(upTo: 0) == 0)
        #expect(input.byte() == 0x2A)
        for raw in FuzzBytes.random(count: 50, length: 2, seed: 1) {
            var bounded = FuzzInput(raw)
            #expect((0...37).contains(bounded.int(upTo: 37)))
        }
    }

    @Test func doublesAreAnyBitPattern() {
        for value in [1.5, -0.0, .infinity, -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude] {
            var input = FuzzInput(FuzzBytes.double(value))
            let read = input.anyDouble()
            #expect(read.bitPattern == value.bitPattern, "\(value)")
        }
        var nan = FuzzInput(FuzzBytes.double(.nan))
        #expect(nan.anyDouble().isNaN)
    }

    @Test func finiteDoublesReplaceNaNAndInfinityWithASmallValue() {
        var finite = FuzzInput(FuzzBytes.double(-2.25) + [99])
        #expect(finite.finiteDouble() == -2.25)
        #expect(finite.byte() == 99)
        var nan = FuzzInput(FuzzBytes.double(.nan) + [136])
        #expect(nan.finiteDouble() == 2)
        var infinity = FuzzInput(FuzzBytes.double(.infinity) + [0])
        #expect(infinity.finiteDouble() == -32)
        for raw in FuzzBytes.random(count: 200, length: 9, seed: 2) {
            var input = FuzzInput(raw)
            #expect(input.finiteDouble().isFinite, "\(raw)")
        }
    }

    @Test func stringsTakeALengthByteAndRepairUTF8() {
        var input = FuzzInput([3] + Array("abcd".utf8))
        #expect(input.string() == "abc")
        #expect(input.rest() == "d")
        #expect(input.remaining.isEmpty)
        var short = FuzzInput([200] + Array("xy".utf8))
        #expect(short.string() == "xy")
        var broken = FuzzInput([2, 0xFF, 0x41, 0xC3])
        #expect(broken.string() == "\u{FFFD}A")
        #expect(broken.rest() == "\u{FFFD}")
        var empty = FuzzInput([0, 0x41])
        #expect(empty.string() == "")
        #expect(empty.byte() == 0x41)
    }
}
