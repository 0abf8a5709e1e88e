import CounterFuzzChecks

#if canImport(Glibc)
import Glibc
#endif

// libFuzzer's driver, run from this program's own entry point (SwiftPM names the executable's
// entry point itself, so libFuzzer's `main` cannot be used).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs the target named by `FUZZ_TARGET` on one input; aborts (libFuzzer then saves the input)
/// when an invariant is broken.
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let problems = FuzzSelection.target.check(bytes)
    if !problems.isEmpty {
        for problem in problems.prefix(5) { FuzzSelection.say("invariant broken: \(problem)") }
        abort()
    }
    return 0
}

/// The target this process fuzzes, named by the environment.
enum FuzzSelection {
    static let target: FuzzTarget = {
        let name = getenv("FUZZ_TARGET").map { String(cString: $0) } ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            say("counter-fuzz: set FUZZ_TARGET to one of: \(names)")
            exit(2)
        }
        return target
    }()

    /// Writes a line to stderr.
    static func say(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }
}

/// The program's entry point: SwiftPM links `main` to `counter_fuzz_main`.
@_cdecl("counter_fuzz_main")
func counterFuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> CInt {
    _ = FuzzSelection.target
    var count = argc
    var vector = argv
    return LLVMFuzzerRunDriver(&count, &vector, fuzzOneInput)
}
