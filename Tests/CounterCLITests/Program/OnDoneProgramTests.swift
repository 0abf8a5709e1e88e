import CounterSystem
import Foundation
import Testing
@testable import CounterCLI

#if canImport(Glibc)
import Glibc
#endif

/// `--on-done` in-process, what it leaves on the outputs: the command runs after the final
/// frame, its output after the frame's, and the program ends with its own status (not the
/// command's), once the command has ended, however long that takes. (Signals, Ctrl-Z,
/// stragglers and process groups are the real binary's: OnDoneCommandTests.)
@MainActor
@Suite struct OnDoneProgramTests {
    /// The command's own status does not become the program's: 0 after `exit 3`, with the
    /// frame first and the command's output after it, nothing on stderr.
    @Test func theProgramsStatusNotTheCommands() {
        let run = ProgramRun(["--to", "1", "--duration", "0", "--on-done", "echo \"after $COUNTER_VALUE\"; exit 3"],
                             piped: true) { program in
            // The command is a real process: the run ends once it has.
            #expect(program.wait { program.hasEnded })
        }
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.stdout == "1\nafter 1\n")
        #expect(run.stderrText.isEmpty, "\(run.stderrText)")
    }

    /// The final frame printed at once (`--no-animation`) could not be written: the command
    /// still runs, and the program exits with its own 74.
    @Test func aFailedOutputKeepsItsStatus() throws {
        let folder = try ShortFolder()
        defer { folder.remove() }
        let ran = folder.path + "/ran"
        let run = ProgramRun(["--to", "1", "--no-animation", "--on-done", "touch '\(ran)'"], piped: true,
                             stdout: "/dev/full") { program in
            #expect(program.wait { program.hasEnded })
        }
        #expect(run.status == 74 && !run.endedByTest)
        #expect(FileManager.default.fileExists(atPath: ran))
    }

    /// The program waits for the command, however long it takes: the command reads a FIFO the
    /// test holds; a minute on the program's clock, and the run goes on; once the test writes,
    /// the command ends, and the run with it (0), the command's output after the frame.
    @Test func exitsWhenTheCommandEnds() throws {
        let folder = try ShortFolder()
        defer { folder.remove() }
        let fifo = folder.path + "/go"
        #expect(mkfifo(fifo, 0o600) == 0)
        var writer: Int32 = -1
        let run = ProgramRun(["--to", "1", "--duration", "0", "--on-done", "read word < '\(fifo)'; echo \"$word done\""],
                             piped: true) { program in
            // The command has opened the FIFO to read: a writer can open it.
            #expect(program.wait {
                writer = open(fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
                return writer >= 0
            })
            program.advance(by: 60)
            #expect(!program.hasEnded)
            _ = "go\n".withCString { write(writer, $0, 3) }
            close(writer)
            #expect(program.wait { program.hasEnded })
        }
        #expect(run.status == 0 && !run.endedByTest)
        #expect(run.stdout == "1\ngo done\n")
    }
}
