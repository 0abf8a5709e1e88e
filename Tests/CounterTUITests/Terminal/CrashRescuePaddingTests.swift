import Testing
@testable import CounterTUI

/// The rescue's reset bytes are written raw by a signal handler: terminfo padding (`$<2>` in
/// vt100's sgr0) must be taken out, or it is left on the screen as text after a crash.
@Suite struct CrashRescuePaddingTests {
    static func chars(_ text: String) -> [CChar] { text.utf8.map { CChar(bitPattern: $0) } }

    @Test(arguments: [
        ("\u{1b}[m\u{0f}$<2>", "\u{1b}[m\u{0f}"),
        ("$<5>\u{1b}[K$<3/>", "\u{1b}[K"),
        ("a$<1.5*>b", "ab"),
        ("\u{1b}[?1l\u{1b}>", "\u{1b}[?1l\u{1b}>"),
        ("$<x>$", "$<x>$"),
        ("$<>", "$<>"),
    ])
    func paddingIsTakenOut(_ raw: String, _ expected: String) {
        #expect(CrashRescue.withoutPadding(Self.chars(raw)) == Self.chars(expected))
    }
}
