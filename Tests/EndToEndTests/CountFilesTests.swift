import Foundation
import Testing

/// `counter-tui --count-bytes FILE...` (as `pv FILE...`): the files read in order instead of
/// stdin, their size the total expected; a missing file is one line and 66; without a count a
/// word is still refused. Detached from any terminal, but for the one with a terminal on stdin.
@Suite(.serialized) struct CountFilesTests {
    let detached: DetachedShell
    var directory: URL { detached.directory }

    init() throws { detached = try DetachedShell("ct-files") }

    func shell(_ shell: String) throws -> Spawn.Output { try detached.run(shell) }

    func data(_ name: String) throws -> Data { try Data(contentsOf: directory.appendingPathComponent(name)) }

    static let makeFiles = "head -c 2000000 /dev/urandom > $DIR/a; seq 1 100000 > $DIR/10m; printf 'tail' > $DIR/c; cd $DIR; "

    /// Three files (one named like a countdown's duration) copied in order, byte-exact, counted
    /// exactly, their sum the total expected: 100 % at the end, no shortfall said. Before: `Unexpected argument`.
    @Test func theFilesAreCopiedInOrderAndTheirSizeIsExpected() throws {
        let run = try shell(Self.makeFiles + """
            $BIN --count-bytes --tee --stats a 10m c 2> err > out; echo $?
            $BIN --count-bytes 10m c a 2> err2 | tail -1
            $BIN --count-lines a 10m c 2> err3 | tail -1
            cat a 10m c | wc -c; cat 10m c a | wc -l
            """)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5, "\(run.stdout) \(run.stderr)")
        guard lines.count == 5 else { return }
        #expect(lines[0] == "0")
        #expect(try data("out") == (try data("a")) + (try data("10m")) + (try data("c")))
        let err = String(decoding: try data("err"), as: UTF8.self)
        #expect(err.contains("bytes counted: \(lines[3])\n") && !err.contains("ended at"), "\(err)")
        #expect(lines[1].hasPrefix("bytes=\(lines[3]) ") && lines[1].contains(" percent=100"), "\(lines[1])")
        #expect(lines[2].hasPrefix("lines=\(Int(lines[4])! + 1) ") && !lines[2].contains("percent"), "\(lines[2])")
    }

    /// `-` is stdin, as for cat: in its place among the files; no total expected (its size is not known).
    @Test func aDashIsStdin() throws {
        let run = try shell(Self.makeFiles + """
            seq 1 1000 | $BIN --count-bytes --tee --stats a - c 2> err | md5sum; seq 1 1000 | cat a - c | md5sum
            seq 1 1000 | $BIN --count-bytes a - c 2> /dev/null | tail -1
            """)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 3 && lines[0] == lines[1], "\(run.stdout) \(run.stderr)")
        #expect(lines.last?.hasPrefix("bytes=2003897 ") == true && lines.last?.contains("percent") == false, "\(run.stdout)")
    }

    @Test(arguments: [("--count-bytes a nope", 66, "counter-tui: nope: no such file"),
                      ("--count-lines a .", 66, "counter-tui: .: is a directory; expected a file"),
                      ("nope", 64, "counter-tui: Unexpected argument 'nope'")])
    func aFileThatCannotBeReadIsOneLine(arguments: String, status: Int32, message: String) throws {
        let run = try shell(Self.makeFiles + "$BIN \(arguments) < /dev/null")
        #expect(run.status == status)
        #expect(run.stderr == message + "\n", "\(run.stderr)")
    }

    /// With a terminal on stdin (typed at a prompt), the files are read and the count ends at
    /// their end (a terminal on stdin is refused only when stdin is the input).
    @Test func aTerminalOnStdinIsNoProblemWithFiles() throws {
        let run = try shell(Self.makeFiles + "script -qec \"$BIN --count-bytes a > out 2> err\" /dev/null > /dev/null; echo $?; "
            + "tail -c 300 err")
        #expect(run.stdout.hasPrefix("0\n"), "\(run.stdout) \(run.stderr)")
        #expect(run.stdout.contains("2,000,000 bytes in "), "\(run.stdout)")
    }
}
