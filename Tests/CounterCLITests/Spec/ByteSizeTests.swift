import Testing
@testable import CounterCLI

/// `ByteSize`: sizes as pv reads them, the one parser of `--rate-limit` and of `--expect` with
/// `--count-bytes`: `k`, `M`, `G`, `T` powers of 1,024 in either case, `B`, `iB` after them.
@Suite struct ByteSizeTests {
    static let mebi = 1_048_576.0
    static let gibi = 1_073_741_824.0
    static let sizes: [(String, Double)] = [
        ("4096", 4096), ("100B", 100), ("1k", 1024), ("1K", 1024), ("0.5k", 512), (" 5M ", 5 * mebi),
        ("20m", 20 * mebi), ("20M", 20 * mebi), ("20MiB", 20 * mebi), ("20mib", 20 * mebi), ("20MB", 20 * mebi), ("20Mi", 20 * mebi),
        ("1.5G", 1.5 * gibi), ("2g", 2 * gibi), ("1T", 1024 * gibi), ("1tib", 1024 * gibi),
    ]

    @Test(arguments: sizes)
    func aSizeIsBytesInPowersOf1024(text: String, bytes: Double) {
        #expect(ByteSize.parse(text) == bytes)
    }

    @Test func aRateMayEndInPerSecondAndOnlyARate() {
        #expect(ByteSize.parse("1M/s", perSecond: true) == 1_048_576)
        #expect(ByteSize.parse("1MiB/s", perSecond: true) == 1_048_576)
        #expect(ByteSize.parse("1M/s") == nil)
    }

    @Test(arguments: ["", "M", "MiB", "iB", "20iB", "20x", "20 M M", "20P", "k20", "20MM", "abc", "1/s"])
    func whatIsNoSizeIsNil(text: String) {
        #expect(ByteSize.parse(text) == nil)
    }
}
