/// How the program ends: the one place each exit status is defined (sysexits.h where one fits,
/// 128+N after signal N). The help's exit-status text is made from `meanings`.
package struct ExitStatus: RawRepresentable, Hashable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The status as the parent sees it (`$?`).
    package var rawValue: Int32

    /// Makes the status `rawValue`.
    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// A status written as its number (`64`), as tests and tables compare them.
    package init(integerLiteral value: Int32) { self.rawValue = value }

    /// 0: done.
    package static let success = ExitStatus(rawValue: 0)
    /// 64 (EX_USAGE): bad usage, one line naming the option and what was expected.
    package static let usage = ExitStatus(rawValue: 64)
    /// 65 (EX_DATAERR): bad data in a dashboard file, with file:line:column.
    package static let dataError = ExitStatus(rawValue: 65)
    /// 66 (EX_NOINPUT): a file that cannot be read; `--pid`: no such process (ended, or never was).
    package static let noInput = ExitStatus(rawValue: 66)
    /// 69 (EX_UNAVAILABLE): a program an option needs is not installed (`espeak-ng` for `--say`).
    package static let unavailable = ExitStatus(rawValue: 69)
    /// 71 (EX_OSERR): a limit of the machine (descriptors, processes, memory), named in one line.
    package static let machineLimit = ExitStatus(rawValue: 71)
    /// 74 (EX_IOERR): output (stdout, a recording) cannot be written, or stdin read.
    package static let outputError = ExitStatus(rawValue: 74)

    /// 77 (EX_NOPERM): `--pid`: the process's open files are not ours to read.
    package static let noPermission = ExitStatus(rawValue: 77)

    /// 128+N: ended by signal `sig` (130 for SIGINT, 143 for SIGTERM).
    package static func signal(_ sig: Int32) -> ExitStatus { ExitStatus(rawValue: 128 + sig) }

    /// True for 0.
    package var isSuccess: Bool { rawValue == 0 }

    /// The number, as `$?` shows it.
    package var description: String { String(rawValue) }

    /// Each status with what it means, in order, for the help text and the docs.
    package static let meanings: [(status: String, meaning: String)] = [
        ("0", "done"),
        ("64", "bad usage"),
        ("65", "bad file data (file:line:column)"),
        ("66", "file missing, or --pid's process gone"),
        ("69", "a program it needs is missing (espeak-ng for --say)"),
        ("71", "a machine limit (descriptors, processes, memory)"),
        ("74", "output, --record or --outfile not writable"),
        ("77", "--pid: the process's files are not ours to read"),
        ("128+N", "after signal N (130 SIGINT, 143 SIGTERM)"),
    ]

    /// "Exit status: 0 done, 64 bad usage, …", wrapped at `width` columns.
    package static func helpText(width: Int = 80) -> String {
        HelpList.wrapped(meanings.map { "\($0.status) \($0.meaning)" }, heading: "Exit status:", width: width)
    }
}
