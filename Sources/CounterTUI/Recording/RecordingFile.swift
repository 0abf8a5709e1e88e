import CounterEngine
import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// The file a recording goes to. It is written to a temporary file beside the target
/// (`.NAME.partial-PID`, created exclusively: a file or link planted there is never written
/// through, another name is taken) that replaces the target only once complete (`commit()`), so a run that
/// fails or is ended by a signal never leaves a cut file behind; a path that cannot be written,
/// or that exists and is not a regular file (a FIFO, a device, a directory), is refused before
/// anything is drawn.
package final class RecordingFile {
    package let path: String
    /// Where the finished file goes: `path`, or the file a symbolic link at `path` points to.
    private let target: String
    /// The temporary file being written.
    package let partialPath: String
    private var descriptor: Int32
    /// The error of the first write that failed (kept at once: errno changes later).
    package private(set) var failure: Int32?

    /// Creates the temporary file for `path`; throws the system's reason when it cannot, or
    /// when `path` exists and is not a regular file.
    package init(path: String) throws(RecordingFileError) {
        self.path = path
        var target = path
        var status = stat()
        let existed = stat(path, &status) == 0
        if existed {
            // Never opened: a FIFO would block, a device would be written to.
            guard status.st_mode & S_IFMT == S_IFREG else { throw RecordingFileError(path: path, notRegular: true) }
            guard access(path, W_OK) == 0 else { throw RecordingFileError(path: path, errno: errno) }
            if let resolved = realpath(path, nil) {
                target = String(cString: resolved)
                free(resolved)
            }
        } else if errno != ENOENT {
            throw RecordingFileError(path: path, errno: errno)
        }
        self.target = target
        let slash = target.lastIndex(of: "/")
        let directory = slash.map { String(target[...$0]) } ?? ""
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        switch ExclusiveFile.create("\(directory).\(name).partial-\(getpid())") {
        case .success(let made):
            partialPath = made.path
            descriptor = made.descriptor
        case .failure(let error): throw RecordingFileError(path: path, errno: error.code)
        }
        // A file replaced keeps its permissions.
        if existed { _ = fchmod(descriptor, status.st_mode & 0o7777) }
        RecordingFile.unfinished.insert(partialPath)
        RecordingFile.removeUnfinishedAtExit()
        Watchdog.recording(partial: partialPath, target: target)
    }

    /// Appends `text`; false when the write failed (disk full, …), with its error in `failure`.
    package func write(_ text: String) -> Bool { write(text, tail: "") }

    /// Appends `body` and puts `tail` after it, in place of the tail written before: what makes
    /// the file complete so far (the closing tags of an SVG, the closing event of a cast). False
    /// when the write failed (disk full, …), with its error in `failure`; the file is then put
    /// back as it was before this write (the old tail rewritten over the cut bytes, within the
    /// space the file already had), so it stays a valid recording of what came before.
    package func write(_ body: String, tail: String) -> Bool {
        guard descriptor >= 0, failure == nil else { return false }
        if body.isEmpty && tail == self.tail { return true }
        if let error = FileWrite.write(body + tail, at: bodyLength, to: descriptor) {
            failure = error
            _ = FileWrite.write(self.tail, at: bodyLength, to: descriptor)
            _ = FileWrite.truncate(descriptor, to: bodyLength + self.tail.utf8.count)
            return false
        }
        bodyLength += body.utf8.count
        let length = bodyLength + tail.utf8.count
        if length < fileLength, let error = FileWrite.truncate(descriptor, to: length) {
            failure = error
            return false
        }
        fileLength = length
        self.tail = tail
        return true
    }

    /// Bytes written before the tail.
    package private(set) var bodyLength = 0
    /// What follows the body now.
    private var tail = ""
    /// The file's length now (body and tail, or the rewritten file): its size once committed.
    package private(set) var fileLength = 0

    /// Rewrites the file line by line through `transform` (a looping SVG made from the streamed
    /// one), reading and writing a block at a time: memory stays flat. False when a write failed
    /// (then the file is as it was).
    package func rewriteLines(_ transform: (Substring) -> String) -> Bool {
        guard descriptor >= 0, failure == nil else { return false }
        let newPath: String, out: Int32
        switch ExclusiveFile.create(partialPath + ".new") {
        case .success(let made):
            newPath = made.path
            out = made.descriptor
        case .failure(let error):
            failure = error.code
            return false
        }
        RecordingFile.unfinished.insert(newPath)
        defer { RecordingFile.unfinished.remove(newPath) }
        var status = stat()
        if fstat(descriptor, &status) == 0 { _ = fchmod(out, status.st_mode & 0o7777) }
        var readAt = 0
        var writeAt = 0
        var carry: [UInt8] = []
        var error: Int32?
        while error == nil {
            guard let block = FileWrite.read(descriptor, at: readAt, count: 1 << 16) else {
                error = errno
                break
            }
            readAt += block.count
            carry += block
            var text = ""
            if let lastNewline = carry.lastIndex(of: 10) {
                let lines = String(decoding: carry[...lastNewline], as: UTF8.self)
                carry.removeSubrange(...lastNewline)
                for line in lines.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                    text += transform(line) + "\n"
                }
            }
            if block.isEmpty { text += String(decoding: carry, as: UTF8.self) }
            error = FileWrite.write(text, at: writeAt, to: out)
            writeAt += text.utf8.count
            if block.isEmpty { break }
        }
        if error == nil, rename(newPath, partialPath) == 0 {
            _ = Glibc.close(descriptor)
            descriptor = out
            bodyLength = writeAt
            fileLength = writeAt
            tail = ""
            return true
        }
        failure = error ?? errno
        _ = Glibc.close(out)
        unlink(newPath)
        return false
    }

    /// Closes the temporary file and puts it in place of the target; false (with the reason in
    /// `failure`) when it could not, and then the temporary file is removed.
    @discardableResult
    package func commit() -> Bool {
        if descriptor >= 0 {
            if Glibc.close(descriptor) != 0, failure == nil { failure = errno }
            descriptor = -1
        }
        if failure == nil, rename(partialPath, target) != 0 { failure = errno }
        if failure != nil { unlink(partialPath) }
        settled()
        return failure == nil
    }

    /// After a failed write: puts what was written before it in place of the target (a valid
    /// recording, cut short), keeping `failure`; false when nothing was kept (no body written,
    /// or the file could not be put in place), and then the target stays as it was.
    @discardableResult
    package func keepWhatWasWritten() -> Bool {
        if descriptor >= 0 {
            _ = Glibc.close(descriptor)
            descriptor = -1
        }
        settled()
        guard bodyLength > 0, rename(partialPath, target) == 0 else {
            unlink(partialPath)
            return false
        }
        return true
    }

    /// Closes and removes the temporary file: the target stays as it was.
    package func discard() {
        if descriptor >= 0 { _ = Glibc.close(descriptor) }
        descriptor = -1
        unlink(partialPath)
        settled()
    }

    /// The temporary file is settled (in place, or removed): neither the exit hook nor the
    /// watchdog is to touch it any more.
    private func settled() {
        RecordingFile.unfinished.remove(partialPath)
        Watchdog.recording(partial: nil)
    }

    /// The reason of a failure, for a message.
    package var failureReason: String { String(cString: strerror(failure ?? EIO)) }

    deinit { if descriptor >= 0 { _ = Glibc.close(descriptor) } }

    // MARK: - Temporary files left when the process exits

    /// Temporary files not yet committed or discarded: removed as the process exits (a usage error after
    /// the file was opened, …). A signal's death skips this, so callers discard first.
    nonisolated(unsafe) private static var unfinished: Set<String> = []
    nonisolated(unsafe) private static var exitHookInstalled = false

    /// Removes every temporary file still unfinished.
    package static func removeUnfinished() {
        for path in unfinished { unlink(path) }
        unfinished.removeAll()
    }

    private static func removeUnfinishedAtExit() {
        guard !exitHookInstalled else { return }
        exitHookInstalled = true
        atexit { RecordingFile.removeUnfinished() }
    }
}
