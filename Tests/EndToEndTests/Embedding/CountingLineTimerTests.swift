import CounterEngine
import Foundation
import Testing
@testable import CounterTUI

/// The pseudo-terminal calls the Glibc module does not export.
@_silgen_name("grantpt")
private func lineGrantpt(_ master: Int32) -> Int32
@_silgen_name("unlockpt")
private func lineUnlockpt(_ master: Int32) -> Int32
@_silgen_name("ptsname_r")
private func linePtsnameR(_ master: Int32, _ buffer: UnsafeMutablePointer<CChar>, _ size: Int) -> Int32

/// The counting line's timer, on a real pseudo-terminal: at most 30 frames a second while the
/// value moves, none once it rests (no CPU while the host works without setting a value), and
/// again at the next value.
@Suite(.tags(.quietMachine)) struct CountingLineTimerTests {
    @Test func framesStopWhenTheValueRestsAndStartAgainOnSet() throws {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        try #require(master >= 0 && lineGrantpt(master) == 0 && lineUnlockpt(master) == 0)
        defer { close(master) }
        var name = [CChar](repeating: 0, count: 128)
        try #require(linePtsnameR(master, &name, name.count) == 0)
        let terminal = open(String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self),
                            O_RDWR | O_NOCTTY | O_CLOEXEC)
        try #require(terminal >= 0)
        defer { close(terminal) }
        let line = CountingLine("Files", duration: 0.5, output: terminal)
        line.set(1000)
        usleep(1_000_000)
        let moving = line.framesMade
        // Half a second of counting at 30 frames a second, and the first frame: 17 or so (fewer
        // on a busy machine, never more).
        #expect((3...20).contains(moving), "\(moving) frames")
        usleep(1_000_000)
        #expect(line.framesMade == moving, "frames while resting")
        line.set(2000)
        usleep(1_000_000)
        #expect(line.framesMade > moving + 2)
        line.finish()
        // Everything written so far, in as many reads as the terminal hands it out.
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while poll(&ready, 1, 200) == 1 {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer.prefix(count)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasSuffix("\rFiles: 2000\u{1B}[K\r\n"), "\(text.debugDescription)")
    }
}
