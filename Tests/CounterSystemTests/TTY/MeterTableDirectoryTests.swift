import CounterSystem
import Foundation
import Testing

/// `MeterTableDirectory` (issue 37, fix round): the meters' table goes only in a directory of
/// the user's own that no one else can write. A link or another user's directory at the name
/// (anyone can put one in /tmp) is refused with the reason; an own directory left open to
/// others is made private again; the places are tried in order.
@Suite struct MeterTableDirectoryTests {
    /// A scratch directory of the test's own.
    static func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mtd-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aMissingDirectoryIsMadePrivate() throws {
        let base = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let path = base + "/counter-tui-\(geteuid())"
        let opened = try MeterTableDirectory.openPrivate(path, uid: geteuid()).get()
        close(opened)
        var info = stat()
        #expect(lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR && info.st_mode & 0o777 == 0o700)
    }

    @Test func aLinkAtTheNameIsRefused() throws {
        let base = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base + "/target", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: base + "/link", withDestinationPath: base + "/target")
        let result = MeterTableDirectory.openPrivate(base + "/link", uid: geteuid())
        guard case .failure(let refusal) = result else { Issue.record("a link was used"); return }
        #expect(refusal.reason.contains(base + "/link") && refusal.reason.contains("not a directory"), "\(refusal.reason)")
    }

    @Test func anotherUsersDirectoryIsRefusedAndAnOwnOpenOneMadePrivate() throws {
        let base = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let path = base + "/dir"
        mkdir(path, 0o777)
        chmod(path, 0o777)
        // Someone else's (as another uid than the directory's owner).
        let stranger = geteuid() == 0 ? 65534 : geteuid() + 1
        guard case .failure(let refusal) = MeterTableDirectory.openPrivate(path, uid: uid_t(stranger)) else {
            Issue.record("another user's directory was used")
            return
        }
        #expect(refusal.reason.contains("not a directory of ours"), "\(refusal.reason)")
        // Our own, open to others: made 0700.
        let opened = try MeterTableDirectory.openPrivate(path, uid: geteuid()).get()
        close(opened)
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o700)
    }

    @Test func theRuntimeDirectoryComesBeforeTmp() {
        #expect(MeterTableDirectory.bases(environment: "/run/user/1000") == ["/run/user/1000", "/tmp"])
        #expect(MeterTableDirectory.bases(environment: "relative") == ["/tmp"])
        #expect(MeterTableDirectory.bases(environment: nil) == ["/tmp"])
    }
}
