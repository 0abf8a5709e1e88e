import Foundation

/// `scripts/slow_terminal.py`: the binary on a pty the script controls, answering its queries
/// late or in pieces; what it wrote and what it left in the terminal's input.
enum SlowTerminal {
    struct Run {
        var status: Int
        var seconds: Double
        var output: String
        var left: String
    }

    static let script = Repository.script("slow_terminal.py")

    static func run(_ options: [String], _ arguments: String) throws -> Run {
        let result = try Spawn.run(["python3", script] + options + ["--", Binary.path]
            + arguments.split(separator: " ").map(String.init))
        let data = Data(result.stdout.utf8)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw POSIXError(.EINVAL)
        }
        return Run(status: object["status"] as? Int ?? -1000, seconds: object["seconds"] as? Double ?? 0,
                   output: object["output"] as? String ?? "", left: object["left"] as? String ?? "")
    }
}
