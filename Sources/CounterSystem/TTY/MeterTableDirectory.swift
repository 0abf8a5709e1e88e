#if canImport(Glibc)
import Glibc
#endif

/// Where the `--tee --inline` meters of a user keep their table files (`MeterTableFile`): a
/// directory `counter-tui-UID` of the user's own, mode 0700, in `$XDG_RUNTIME_DIR` when that
/// can be used, else in `/tmp`. Another user can put a link or a file of theirs at a name in
/// `/tmp`, never inside a directory that only we can write: a place found taken is passed
/// over for the next one, and the reasons are kept for the one line that says why sharing is
/// off when none is left.
package enum MeterTableDirectory {
    /// Why no directory could be used.
    package struct Refusal: Error, Equatable {
        /// One line: each place tried and what was wrong with it.
        package var reason: String
    }

    /// The places tried, in order: `$XDG_RUNTIME_DIR` (an absolute path), then `/tmp`.
    package static func bases(environment: String?) -> [String] {
        var bases: [String] = []
        if let environment, environment.hasPrefix("/") { bases.append(environment) }
        bases.append("/tmp")
        return bases
    }

    /// The first usable directory, open (the caller closes it); or why none is.
    package static func open(uid: uid_t) -> Result<Int32, Refusal> {
        let environment = getenv("XDG_RUNTIME_DIR").map { String(cString: $0) }
        var reasons: [String] = []
        for base in bases(environment: environment) {
            let path = (base.hasSuffix("/") ? String(base.dropLast()) : base) + "/counter-tui-\(uid)"
            switch openPrivate(path, uid: uid) {
            case .success(let descriptor): return .success(descriptor)
            case .failure(let refusal): reasons.append(refusal.reason)
            }
        }
        return .failure(Refusal(reason: reasons.joined(separator: "; ")))
    }

    /// The directory at `path`, made 0700 when missing, when it is a directory (not a link)
    /// of `uid`'s that no one else may write.
    package static func openPrivate(_ path: String, uid: uid_t) -> Result<Int32, Refusal> {
        if mkdir(path, 0o700) != 0 && errno != EEXIST {
            return .failure(Refusal(reason: "cannot make \(path): \(String(cString: strerror(errno)))"))
        }
        let descriptor = Glibc.open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let why = errno == ELOOP || errno == ENOTDIR ? "not a directory (a link or a file is there)" : String(cString: strerror(errno))
            return .failure(Refusal(reason: "\(path): \(why)"))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == uid else {
            close(descriptor)
            return .failure(Refusal(reason: "\(path): not a directory of ours (another user's)"))
        }
        // Ours but open to others (made so by hand): made private again.
        if info.st_mode & 0o077 != 0, fchmod(descriptor, 0o700) != 0 {
            close(descriptor)
            return .failure(Refusal(reason: "\(path): open to other users and cannot be made private"))
        }
        // Readable is not enough: the table files are made in it.
        guard faccessat(descriptor, ".", W_OK | X_OK, AT_EACCESS) == 0 else {
            close(descriptor)
            return .failure(Refusal(reason: "\(path): \(String(cString: strerror(errno)))"))
        }
        return .success(descriptor)
    }
}
