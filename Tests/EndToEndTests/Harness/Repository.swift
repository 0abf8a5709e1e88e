import Foundation

/// The repository's folders, found from this file upwards (the folder that holds Package.swift):
/// right wherever a test file sits.
enum Repository {
    /// The repository's root.
    static let root: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path), folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        return folder
    }()

    /// A script of `scripts/`.
    static func script(_ name: String) -> String { root.appendingPathComponent("scripts").appendingPathComponent(name).path }
}
