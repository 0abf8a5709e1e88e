import CounterSystem
import Foundation
import Testing
@testable import CounterCLI

/// `PipeStdin`: a regular file's bytes from where it stands are the total expected; a pipe has
/// none; a directory is refused with 74 and the line `cannot read standard input: Is a directory`.
@Suite struct PipeStdinTests {
    @Test func aRegularFileGivesItsBytesLessItsOffset() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stdin-\(UUID())").path
        defer { unlink(path) }
        try Data(count: 5000).write(to: URL(fileURLWithPath: path))
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        #expect(try PipeStdin.remainingBytes(descriptor: descriptor) == 5000)
        #expect(lseek(descriptor, 1000, SEEK_SET) == 1000)
        #expect(try PipeStdin.remainingBytes(descriptor: descriptor) == 4000)
        // Read to its end (or past it): nothing more is expected.
        #expect(lseek(descriptor, 6000, SEEK_SET) == 6000)
        #expect(try PipeStdin.remainingBytes(descriptor: descriptor) == nil)
    }

    @Test func aPipeOrAClosedDescriptorHasNoSize() throws {
        var ends: [Int32] = [0, 0]
        #expect(PipeEnds.make(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        #expect(try PipeStdin.remainingBytes(descriptor: ends[0]) == nil)
        #expect(try PipeStdin.remainingBytes(descriptor: -1) == nil)
    }

    @Test func aDirectoryIsRefusedWith74() throws {
        let descriptor = open("/", O_RDONLY | O_DIRECTORY)
        defer { close(descriptor) }
        do {
            _ = try PipeStdin.remainingBytes(descriptor: descriptor)
            Issue.record("a directory was taken")
        } catch let error as ConfigError {
            #expect(error.description == "cannot read standard input: Is a directory")
            #expect(error.status.rawValue == 74)
        }
    }
}
