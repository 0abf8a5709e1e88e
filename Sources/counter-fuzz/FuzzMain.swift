import ArgumentParser
import CFuzzerDriver
import CounterFuzzChecks
import Glibc

/// The fuzzer: runs libFuzzer's driver on the target named by `FUZZ_TARGET`. A plain build links
/// no libFuzzer and says so; `make fuzz` builds it with libFuzzer and the address sanitizer.
@main
enum CounterFuzz {
    static func main() {
        // `--help`, and the man page plugin's `--experimental-dump-help` (it documents every
        // executable of the package that uses ArgumentParser, this one too).
        let asked = Set(CommandLine.arguments.dropFirst())
        if !asked.isDisjoint(with: ["--help", "-h", "--experimental-dump-help"]) { FuzzHelp.main() }
        _ = FuzzSelection.target
        var count = CommandLine.argc
        var vector: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = counter_fuzz_run_driver(&count, &vector, fuzzOneInput)
        if status == -1 {
            FuzzSelection.say("counter-fuzz: built without libFuzzer; build and run it with `make fuzz` (Fuzz/README.md)")
            exit(2)
        }
        exit(status)
    }
}

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

/// What `counter-fuzz --help` says: the driver's own settings (libFuzzer's flags pass through).
struct FuzzHelp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "counter-fuzz",
        abstract: "libFuzzer's driver for counter-tui's fuzz targets (built by `make fuzz`).",
        discussion: """
        Set FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")). Every \
        other argument is libFuzzer's (a corpus folder, -max_total_time=N, …). See Fuzz/README.md.
        """
    )
}
