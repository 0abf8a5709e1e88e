import Foundation

/// A count's FILE words kept out of the argument parser's way (`counter-tui --count-lines` with
/// thousands of files): the parser removes each positional word from its list and merges each
/// one's place into the array's, a cost that grows with the square of their number (4,000
/// files took 3.9 s). A run of words that can only be files (each after a word without a dash,
/// so no option's value, and none with a dash itself) stands in the line as one marker word, and the
/// parsed files are spelled out again from it: the parser sees a few words whatever the count.
struct CountFileWords {
    /// The line given to the parser.
    let compacted: [String]
    /// The words each marker stands for, by its number.
    private let runs: [[String]]

    /// `arguments` with each run of file words as one marker; unchanged unless they
    /// count (`PipeFiles.counting`) with the count command (first, or the default).
    init(_ arguments: [String]) {
        let first = arguments.first ?? ""
        guard PipeFiles.counting(arguments), first == "count" || !RootCommand.subcommandNames.contains(first) else {
            (compacted, runs) = (arguments, [])
            return
        }
        var line: [String] = [], runs: [[String]] = []
        var inRun = false
        for (index, word) in arguments.enumerated() {
            // A word after a word that is no option is no option's value: a file. A word with a
            // dash (an option, `-`, `--`, one after `--`) is left to the parser.
            let file = index > 0 && !word.hasPrefix("-") && !arguments[index - 1].hasPrefix("-")
            if file && inRun {
                runs[runs.count - 1].append(word)
            } else if file {
                line.append(Self.marker + String(runs.count))
                runs.append([word])
            } else {
                line.append(word)
            }
            inRun = file
        }
        (compacted, self.runs) = (line, runs)
    }

    /// No argument holds a NUL (the kernel ends each at one): no file can look like a marker.
    private static let marker = "\u{0}files#"

    /// `parsed` (the files the parser took) with each marker spelled out again.
    func expanded(_ parsed: [String]) -> [String] {
        guard !runs.isEmpty else { return parsed }
        return parsed.flatMap { word -> [String] in
            guard word.hasPrefix(Self.marker), let number = Int(word.dropFirst(Self.marker.count)), runs.indices.contains(number) else { return [word] }
            return runs[number]
        }
    }

    /// `message` (the parser's) with each marker as the first word it stands for.
    func restored(_ message: String) -> String {
        guard !runs.isEmpty, message.contains(Self.marker) else { return message }
        var text = message
        for (number, run) in runs.enumerated().reversed() {
            text = text.replacingOccurrences(of: Self.marker + String(number), with: run[0])
        }
        return text
    }
}
