import Testing
@testable import CounterEngine

/// `ProgramText`: a program's output as UTF-8 when it is, else byte for byte, so a raw 8-bit CSI
/// is stripped with its parameters (`printf '\233'25m 42` showed 25).
@Suite struct ProgramTextTests {
    @Test func validUTF8IsDecodedAndRawBytesKeepTheirValue() {
        #expect(ProgramText.decode(Array("Café 42".utf8)) == "Café 42")
        #expect(ProgramText.decode([0x9B, 0x32, 0x35, 0x6D, 0x20, 0x34, 0x32]) == "\u{9b}25m 42")
        #expect(FirstNumber.find(in: ProgramText.decode([0x9B, 0x32, 0x35, 0x6D, 0x20, 0x34, 0x32])) == exact("42"))
        #expect(ProgramText.decode([UInt8]()) == "")
    }
}
