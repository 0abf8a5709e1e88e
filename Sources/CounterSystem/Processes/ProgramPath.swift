#if canImport(Glibc)
import Glibc
#endif

/// Finds a program as the shell would: in each folder of PATH, an executable file of that name.
package enum ProgramPath {
    /// The path of `name` on PATH (`espeak-ng` → `/usr/bin/espeak-ng`), or nil when no folder
    /// of PATH holds an executable file of that name.
    package static func find(_ name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + name
            var info = stat()
            guard stat(candidate, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, access(candidate, X_OK) == 0 else { continue }
            return candidate
        }
        return nil
    }
}
