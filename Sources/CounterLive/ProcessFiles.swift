import CounterEngine
import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// What following a process's open files takes, whether for `--pid`'s full screen
/// (`ProcessWatch`) or a card's `pid:` (`ProcessSource`): how often /proc is read, a file as the
/// engine takes it, and what is said when the files are not ours to read.
package enum ProcessFiles {
    /// How often /proc is read: twice a second, as the figures' clocks tick once a second.
    package static let interval = 0.5

    /// `cannot read the files of process 123: Permission denied`.
    package static func notPermitted(_ pid: Int32, _ code: Int32) -> String {
        "cannot read the files of process \(pid): \(String(cString: strerror(code)))"
    }

    /// A file as the engine takes it.
    package static func reading(_ file: ProcessFileTable.OpenFile) -> FileProgress.Reading {
        FileProgress.Reading(descriptor: file.descriptor, path: file.path, identity: file.identity,
                             position: Double(file.position), size: Double(file.size), writesOnly: file.writesOnly)
    }
}
