import Foundation
import Testing

/// Issue 35: the fuzzer is the main package's `counter-fuzz`; a plain build links it without
/// libFuzzer (its entry is weak), and the program says how to build it instead of crashing.
@Suite struct FuzzBinaryTests {
    /// `counter-fuzz`, built beside `counter-tui` by `swift build`.
    let path = URL(fileURLWithPath: Binary.path).deletingLastPathComponent().appendingPathComponent("counter-fuzz").path

    @Test func aPlainBuildSaysToBuildItWithMakeFuzz() throws {
        #expect(FileManager.default.isExecutableFile(atPath: path), "no \(path)")
        let run = try Spawn.run([path], environment: ["FUZZ_TARGET": "tween", "SWIFT_BACKTRACE": "enable=no"])
        #expect(run.status == 2)
        #expect(run.stderr == "counter-fuzz: built without libFuzzer; build and run it with `make fuzz` (Fuzz/README.md)\n")
    }

    @Test func anUnknownTargetIsNamedWithTheChoices() throws {
        let run = try Spawn.run([path], environment: ["FUZZ_TARGET": "nonsense", "SWIFT_BACKTRACE": "enable=no"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("counter-fuzz: set FUZZ_TARGET to one of: number-parser, formatter, tween"))
    }
}
