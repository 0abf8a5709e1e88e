import Foundation
import Testing

/// `--rate-limit RATE` (pv's `-L`) through the real binary, detached from any terminal: the copy
/// keeps to the rate smoothly (no second's worth in one burst), byte-exact; without `--tee` the
/// read is paced (a bad rate, or one without a count: CountProgramTests, in-process).
@Suite(.serialized) struct RateLimitTests {
    let detached: DetachedShell
    var directory: URL { detached.directory }

    init() throws { detached = try DetachedShell("ct-ratelimit") }

    func shell(_ shell: String) throws -> Spawn.Output { try detached.run(shell) }

    /// A reader that notes when each byte came: the seconds from the first byte to the last,
    /// the most bytes in any quarter of a second after the first (which holds what the pipe
    /// held before the reader started), the bytes, and their md5.
    static let timedReader = """
        python3 -c '
        import hashlib, sys, time
        buckets, total, digest, first = {}, 0, hashlib.md5(), None
        while True:
            chunk = sys.stdin.buffer.read1(65536)
            if not chunk:
                break
            now = time.monotonic()
            first = now if first is None else first
            buckets[int((now - first) / 0.25)] = buckets.get(int((now - first) / 0.25), 0) + len(chunk)
            total += len(chunk)
            digest.update(chunk)
        steady = [n for i, n in buckets.items() if i > 0] or [0]
        print(round(now - first, 2), max(steady), total, digest.hexdigest())'
        """

    /// 3 MiB at 1M (1 MiB/s, as pv -L 1M): about 2 s from the first byte to the last, never
    /// more than 0.3 MiB in a quarter of a second (0.25 MiB due), every byte as it came, from a pipe
    /// (the kernel's copy) and from a file (the plain one), bytes and lines. Before: no such option (64).
    @Test(arguments: ["cat $DIR/in | $BIN --count-bytes --tee --rate-limit 1M", "$BIN --count-lines --tee --rate-limit 1M < $DIR/in",
                      "cat $DIR/in | $BIN --count-lines --tee --rate-limit 1024k"])
    func theCopyKeepsToTheRateSmoothly(pipeline: String) throws {
        let run = try shell("head -c 3145728 /dev/urandom > $DIR/in; md5sum < $DIR/in; "
            + "\(pipeline) 2> $DIR/err | \(Self.timedReader); echo $?; cat $DIR/err")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count >= 3, "\(run.stdout) \(run.stderr)")
        guard lines.count >= 3 else { return }
        let fields = lines[1].split(separator: " ")
        #expect(fields.count == 4 && fields[2] == "3145728" && lines[0].hasPrefix(fields[3]), "\(run.stdout)")
        let seconds = Double(fields[0]) ?? 0
        #expect(seconds > 1.7 && seconds < 3.5, "\(run.stdout)")
        #expect((Int(fields[1]) ?? .max) <= 314_573, "a burst: \(run.stdout)")
        #expect(lines[2] == "0", "\(run.stdout)")
    }

    /// Without `--tee` the read is paced: 2 MiB at 1M take about 2 s to count.
    @Test func withoutTeeTheReadIsPaced() throws {
        let run = try shell("head -c 2097152 /dev/zero | $BIN --count-bytes --rate-limit 1M | tail -1 | tr -d '\\n'")
        #expect(run.status == 0)
        let elapsed = run.stdout.split(separator: " ").first { $0.hasPrefix("elapsed=") }.flatMap { Double($0.dropFirst(8).dropLast()) }
        #expect(run.stdout.hasPrefix("bytes=2097152 "), "\(run.stdout)")
        #expect(elapsed.map { $0 > 1.7 && $0 < 3.5 } == true, "\(run.stdout)")
    }
}
