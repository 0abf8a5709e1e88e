import Foundation
import Testing

/// `--tee` with stdin a pipe copies inside the kernel (splice(2); tee(2) and one read for
/// lines): byte-exact at every pair of ends (pipes, files, a file opened to append, sockets),
/// the bytes never read into the process, a reader that goes away and Ctrl-C accounted as
/// before. Detached from any terminal (`setsid -w`), as `CountTests`.
@Suite(.serialized) struct ZeroCopyTeeTests {
    let detached: DetachedShell
    var directory: URL { detached.directory }

    init() throws { detached = try DetachedShell("ct-zerocopy") }

    func shell(_ shell: String) throws -> Spawn.Output { try detached.run(shell) }

    func data(_ name: String) throws -> Data { try Data(contentsOf: directory.appendingPathComponent(name)) }

    func text(_ name: String) -> String {
        (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    /// Random bytes, runs of newlines and a last line without one.
    static let makeInput = "head -c 3000000 /dev/urandom > $DIR/in; seq 1 200000 >> $DIR/in; printf 'tail' >> $DIR/in; "

    /// 50 MB from one pipe into another: the copy is byte-exact and the process never reads
    /// them (its `rchar` in /proc/PID/io stays far below). Before: every byte was read and
    /// written again (rchar 50,000,000 and more), at half pv's speed.
    @Test func bytesBetweenPipesNeverPassThroughTheProcess() throws {
        let run = try shell("""
            { head -c 50000000 /dev/zero; sleep 4; } | sh -c 'echo $$ > $DIR/pid; exec "$BIN" --count-bytes --tee' 2> $DIR/err \
              | { cat > $DIR/out; } &
            i=0; while [ "$(wc -c < $DIR/out 2>/dev/null || echo 0)" -lt 50000000 ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i+1)); done
            grep '^rchar' /proc/$(cat $DIR/pid)/io; wait
            """)
        #expect(try data("out").count == 50_000_000)
        let rchar = run.stdout.split(separator: " ").last.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        #expect(rchar.map { $0 < 10_000_000 } == true, "\(run.stdout) \(run.stderr)")
        #expect(text("err").hasPrefix("50,000,000 bytes in "), "\(text("err"))")
    }

    /// Bytes and lines, pipe to pipe, file to pipe, pipe to file, pipe to a file opened to
    /// append (splice refuses it: the plain copy takes over): every copy equal to the input,
    /// every count exact.
    @Test func everyPairOfEndsIsCopiedByteExact() throws {
        let run = try shell(Self.makeInput + """
            cat $DIR/in | $BIN --count-bytes --tee --stats 2> $DIR/e1 | cat > $DIR/o1
            cat $DIR/in | $BIN --count-lines --tee --stats 2> $DIR/e2 | cat > $DIR/o2
            $BIN --count-bytes --tee --stats < $DIR/in 2> $DIR/e3 | cat > $DIR/o3
            cat $DIR/in | $BIN --count-bytes --tee --stats 2> $DIR/e4 > $DIR/o4
            cat $DIR/in | $BIN --count-lines --tee --stats 2> $DIR/e5 > $DIR/o5
            printf 'head' > $DIR/o6; cat $DIR/in | $BIN --count-bytes --tee --stats 2> $DIR/e6 >> $DIR/o6
            wc -c < $DIR/in; expr $(wc -l < $DIR/in) + 1
            """)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2, "\(run.stdout) \(run.stderr)")
        let input = try data("in")
        for name in ["o1", "o2", "o3", "o4", "o5"] {
            #expect(try data(name) == input, "\(name)")
        }
        #expect(try data("o6") == Data("head".utf8) + input)
        for name in ["e1", "e3", "e4", "e6"] {
            #expect(text(name).contains("bytes counted: \(lines[0])\n"), "\(name): \(text(name))")
        }
        for name in ["e2", "e5"] {
            #expect(text(name).contains("lines counted: \(lines[1])\n"), "\(name): \(text(name))")
        }
    }

    /// A socket on either end (a pipe into a socket is spliced, a socket into a pipe copied
    /// plainly): byte-exact, counted exactly.
    @Test func socketEndsAreCopiedByteExact() throws {
        let run = try shell(Self.makeInput + """
            python3 - "$BIN" "$DIR" <<'PY'
            import socket, subprocess, sys, threading
            binary, d = sys.argv[1], sys.argv[2]
            def drain(sock, path):
                with open(path, "wb") as f:
                    while True:
                        chunk = sock.recv(65536)
                        if not chunk:
                            break
                        f.write(chunk)
            # A pipe into a socket.
            a, b = socket.socketpair()
            cat = subprocess.Popen(["cat", d + "/in"], stdout=subprocess.PIPE)
            p = subprocess.Popen([binary, "--count-bytes", "--tee", "--stats"], stdin=cat.stdout, stdout=a.fileno(),
                                 stderr=open(d + "/e1", "wb"))
            cat.stdout.close(); a.close()
            drain(b, d + "/o1")
            print(p.wait(), cat.wait())
            # A socket into a pipe.
            a, b = socket.socketpair()
            p = subprocess.Popen([binary, "--count-bytes", "--tee", "--stats"], stdin=b.fileno(), stdout=subprocess.PIPE,
                                 stderr=open(d + "/e2", "wb"))
            b.close()
            def feed():
                with open(d + "/in", "rb") as f:
                    a.sendall(f.read())
                a.close()
            threading.Thread(target=feed).start()
            with open(d + "/o2", "wb") as f:
                f.write(p.stdout.read())
            print(p.wait())
            PY
            wc -c < $DIR/in
            """)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.prefix(2) == ["0 0", "0"], "\(run.stdout) \(run.stderr)")
        let input = try data("in")
        #expect(try data("o1") == input)
        #expect(try data("o2") == input)
        for name in ["e1", "e2"] {
            #expect(lines.count == 3 && text(name).contains("bytes counted: \(lines[2])\n"), "\(name): \(text(name))")
        }
    }

    /// `| head -c 10` between pipes: SIGPIPE (141), or 74 and one line when SIGPIPE is ignored;
    /// the summary counts exactly what went into the pipe before the reader went.
    @Test func aReaderThatGoesAwayIsCountedUpToWhereItWent() throws {
        let run = try shell("""
            head -c 3000000 /dev/urandom > $DIR/r
            cat $DIR/r | { $BIN --count-bytes --tee --stats 2> $DIR/e1; echo $? > $DIR/s1; } | head -c 10 > /dev/null
            trap '' PIPE; cat $DIR/r | { $BIN --count-bytes --tee --stats 2> $DIR/e2; echo $? > $DIR/s2; } | { sleep 0.3; head -c 10 > /dev/null; }
            cat $DIR/s1 $DIR/s2
            """)
        #expect(run.stdout == "141\n74\n", "\(run.stdout) \(run.stderr)")
        for name in ["e1", "e2"] {
            let err = text(name)
            let counted = err.split(separator: "\n").first { $0.hasPrefix("bytes counted: ") }.flatMap { Int($0.dropFirst(15)) }
            #expect(counted.map { (10..<3_000_000).contains($0) } == true, "\(name): \(err)")
            let summary = err.split(separator: "\n").first { $0.contains(" bytes in ") }
            #expect(summary?.split(separator: " ").first.map { $0.replacingOccurrences(of: ",", with: "") } == counted.map(String.init),
                    "\(name): \(err)")
        }
        #expect(text("e2").contains("counter-tui: cannot write to standard output: Broken pipe"), "\(text("e2"))")
    }

    /// SIGINT (taken back from the shell's ignoring of it in a background job) with a reader
    /// that reads only after 3 s: nothing is held between a read and a
    /// write, so the run ends at once with 130; what the reader gets is exactly what the summary
    /// counts, a prefix of the input, and nothing is said dropped (what was never taken from
    /// the input pipe was never read).
    @Test func anInterruptCountsExactlyWhatWentIntoThePipe() throws {
        let run = try shell("""
            head -c 8000000 /dev/urandom > $DIR/in
            { cat $DIR/in; sleep 6; } | { sh -c 'echo $$ > $DIR/pid; exec env --default-signal=INT "$BIN" --count-bytes --tee --stats' 2> $DIR/err; echo $? > $DIR/s; } \
              | { sleep 3; cat > $DIR/out; } &
            sleep 1.5; start=$(date +%s.%N); kill -INT $(cat $DIR/pid)
            while kill -0 $(cat $DIR/pid) 2>/dev/null; do sleep 0.05; done; end=$(date +%s.%N)
            awk "BEGIN { print $end - $start }"; wait; cat $DIR/s
            """)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.last == "130", "\(run.stdout) \(run.stderr)")
        #expect(lines.first.flatMap { Double($0) }.map { $0 < 1.5 } == true, "\(run.stdout)")
        let out = try data("out")
        let input = try data("in")
        #expect(out.count >= 4096 && out == input.prefix(out.count), "\(out.count) bytes arrived")
        let err = text("err")
        #expect(err.contains("bytes counted: \(out.count)\n"), "\(err) arrived \(out.count)")
        #expect(!err.contains("dropped") && !err.contains("passing on"), "\(err)")
    }

    /// Ctrl-C on the full screen, stdin and stdout pipes, a reader that reads only after 4 s:
    /// 130 at once (nothing held to pass on), the terminal restored, and the reader gets exactly
    /// the bytes the summary counts, a prefix of the input.
    @Test func ctrlCOnTheScreenEndsAtOnceWithAnExactCount() throws {
        let tmux = try Tmux()
        let d = tmux.directory.path
        let launcher = try tmux.script("pipeline", """
            bin=$1; shift
            head -c 8000000 /dev/urandom > \(d)/in
            { cat \(d)/in; sleep 8; } | { "$bin" "$@"; echo $? > \(d)/s2; } | (sleep 4; cat > \(d)/out; echo $? > \(d)/s3)
            """)
        try tmux.start("--count-bytes --tee", launcher: launcher)
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        // Copying, the reader still asleep: bytes counted on the screen.
        #expect(try tmux.wait { try tmux.screen().contains { $0.isNumber && $0 != "0" } })
        let pid = try #require(try tmux.appPid())
        let started = Date()
        kill(pid, SIGINT)
        #expect(tmux.wait(timeout: 3) { ProcessStat(pid) == nil || ProcessStat(pid)?.state == "Z" })
        #expect(Date().timeIntervalSince(started) < 1.5)
        let s2 = tmux.directory.appendingPathComponent("s2").path
        tmux.wait(timeout: 15) { FileManager.default.fileExists(atPath: s2) && (try? String(contentsOfFile: s2, encoding: .utf8))?.isEmpty == false }
        #expect((try? String(contentsOfFile: s2, encoding: .utf8)) == "130\n")
        #expect(try tmux.wait(timeout: 10) { try tmux.display("#{alternate_on}") == "0" })
        let s3 = tmux.directory.appendingPathComponent("s3").path
        #expect(tmux.wait(timeout: 10) { (try? String(contentsOfFile: s3, encoding: .utf8)) == "0\n" })
        let out = try Data(contentsOf: tmux.directory.appendingPathComponent("out"))
        let input = try Data(contentsOf: tmux.directory.appendingPathComponent("in"))
        #expect(out.count > 0 && out == input.prefix(out.count), "\(out.count) bytes arrived")
        let stderr = tmux.stderr()
        let counted = stderr.split(separator: "\n").last { $0.contains(" bytes in ") }
        #expect(counted?.split(separator: " ").first.map { $0.replacingOccurrences(of: ",", with: "") } == String(out.count),
                "\(stderr) arrived \(out.count)")
        #expect(!stderr.contains("dropped") && !stderr.contains("passing on"), "\(stderr)")
    }
}
