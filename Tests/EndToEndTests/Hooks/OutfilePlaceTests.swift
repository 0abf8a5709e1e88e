import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension LongTerminalRuns {
    /// Issue 36, round 2: `--outfile` replaces only a regular file, through the real binary. A
    /// device, a FIFO or a folder is refused (74, one line, nothing printed) and left as it was;
    /// a symbolic link is followed (the file it points at gets the text, the link stays); an
    /// existing file keeps its mode; a 250-character name works; `ulimit -f 0` ends with 74,
    /// never with SIGXFSZ.
    @Suite(.serialized) struct OutfilePlaceTests {
        private static func folder() throws -> URL {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("outfile-place-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return directory
        }

        /// The file type at `path` (without following a link), as `stat` says it.
        private static func type(_ path: String) -> mode_t? {
            var info = stat()
            return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
        }

        @Test func aDeviceAFifoOrAFolderIsRefusedAndLeftAsItWas() throws {
            let directory = try Self.folder()
            defer { try? FileManager.default.removeItem(at: directory) }
            let fifo = directory.appendingPathComponent("fifo").path
            #expect(mkfifo(fifo, 0o644) == 0)
            var places: [(String, mode_t, String)] = [(fifo, S_IFIFO, "a FIFO"), (directory.path, S_IFDIR, "Is a directory")]
            // A character device like /dev/null (1,3) of our own: needs root (mknod).
            let device = directory.appendingPathComponent("null").path
            let made = try Spawn.run(["mknod", device, "c", "1", "3"])
            if made.status == 0 {
                places.append((device, S_IFCHR, "a character device"))
            } else {
                Issue.record("mknod \(device) c 1 3 failed (\(made.stderr)): the device case needs root")
            }
            for (path, kind, words) in places {
                let run = try Binary.run(["--from", "2s", "--to", "0", "--outfile", path])
                #expect(run.status == 74, "\(path): \(run.status) \(run.stderr)")
                #expect(run.stdout.isEmpty, "\(path): \(run.stdout)")
                #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.contains("--outfile: cannot write \(path): ")
                    && run.stderr.contains(words), "\(run.stderr)")
                #expect(Self.type(path) == kind, "\(path) is no longer what it was")
            }
            // A link to standard output (as /dev/stdout is) while it is a pipe: refused, the link stays.
            let toStdout = directory.appendingPathComponent("stdout").path
            #expect(symlink("/proc/self/fd/1", toStdout) == 0)
            let piped = try Spawn.run(["bash", "-c", "set -o pipefail; \"$0\" --from 1s --to 0 --outfile \"$1\" | cat", Binary.path, toStdout],
                                      environment: ["SWIFT_BACKTRACE": "interactive=no", "PATH": "/usr/bin:/bin"])
            #expect(piped.status == 74 && piped.stderr.contains("it is a pipe, not a regular file"), "\(piped.status): \(piped.stderr)")
            #expect(Self.type(toStdout) == S_IFLNK)
            let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
            #expect(left.isEmpty, "\(left)")
        }

        @Test func aSymlinkIsFollowedAndAFileKeepsItsMode() throws {
            let directory = try Self.folder()
            defer { try? FileManager.default.removeItem(at: directory) }
            let target = directory.appendingPathComponent("shown.txt").path
            let link = directory.appendingPathComponent("link").path
            try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
            #expect(chmod(target, 0o600) == 0)
            #expect(symlink("shown.txt", link) == 0)
            let run = try Binary.run(["--from", "1s", "--to", "0", "--outfile", link])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(Self.type(link) == S_IFLNK, "the link was replaced by a file")
            #expect(try String(contentsOfFile: target, encoding: .utf8) == "0:00\n", "the file the link points at was not updated")
            var info = stat()
            #expect(stat(target, &info) == 0 && info.st_mode & 0o7777 == 0o600, "mode \(String(info.st_mode & 0o7777, radix: 8))")
            let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
            #expect(left.isEmpty, "\(left)")
        }

        @Test func aLongNameFitsAndAFileSizeLimitEndsWith74() throws {
            let directory = try Self.folder()
            defer { try? FileManager.default.removeItem(at: directory) }
            let long = directory.appendingPathComponent(String(repeating: "a", count: 250)).path
            let run = try Binary.run(["--from", "1s", "--to", "0", "--outfile", long])
            #expect(run.status == 0, "\(run.stderr)")
            #expect((try? String(contentsOfFile: long, encoding: .utf8)) == "0:00\n")
            // `ulimit -f 0`: every write of the file fails (EFBIG); the run says so and ends with
            // 74, never dying of SIGXFSZ (153). Its stderr goes through a pipe (`cat`, outside the
            // limit): a file could not hold it.
            let limited = directory.appendingPathComponent("limited.txt").path
            let script = "set -o pipefail; (ulimit -f 0; exec \"$0\" --from 1s --to 0 --outfile \"$1\" 2>&1 >/dev/null) | cat"
            let capped = try Spawn.run(["bash", "-c", script, Binary.path, limited],
                                       environment: ["SWIFT_BACKTRACE": "interactive=no", "PATH": "/usr/bin:/bin"])
            #expect(capped.status == 74, "\(capped.status): \(capped.stdout) \(capped.stderr)")
            #expect(capped.stdout.contains("--outfile: cannot write \(limited): File too large"), "\(capped.stdout)")
        }
    }
}
