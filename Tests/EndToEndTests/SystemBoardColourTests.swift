import Foundation
import Testing

extension LongTerminalRuns {
    // Watches a live board for 21 s: among the long terminal runs, one at a time, so that its
    // 430 screen captures are not starved by the rest of the suite (it once took 76 s in CI).
    /// One colour, one meaning on the shipped `examples/system.yaml` (issue 26), in a real terminal:
    /// across 10 samples no card under its critical level is ever drawn red (memory at 23 GiB, warn
    /// under 1 GiB, flashed red and green on every sample), and no card without thresholds ever is.
    @Suite struct SystemBoardColourTests {
        /// A captured screen (`capture-pane -e`) as rows of cells: each character and whether it is red.
        static func cells(_ escaped: String) -> [[(Character, Bool)]] {
            var rows: [[(Character, Bool)]] = [[]]
            var red = false
            var chars = Array(escaped)
            var i = 0
            chars.append("\n")
            while i < chars.count {
                let c = chars[i]
                if c == "\u{1b}", i + 1 < chars.count, chars[i + 1] == "[" {
                    var j = i + 2
                    var params = ""
                    while j < chars.count, !chars[j].isLetter { params.append(chars[j]); j += 1 }
                    if j < chars.count, chars[j] == "m" {
                        let codes = params.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
                        var k = 0
                        while k < codes.count {
                            switch codes[k] {
                            case 0, 39: red = false
                            case 31, 91: red = true
                            case 30, 32...37, 90, 92...97: red = false
                            case 38:
                                if k + 2 < codes.count, codes[k + 1] == 5 { red = codes[k + 2] == 1 || codes[k + 2] == 9; k += 2 }
                            default: break
                            }
                            k += 1
                        }
                    }
                    i = j + 1
                    continue
                }
                if c == "\n" { rows.append([]) } else { rows[rows.count - 1].append((c, red)) }
                i += 1
            }
            return rows
        }

        /// The number a card shows, in its base unit (`23.0 GiB` in bytes, `52.1%` as 52.1).
        static func value(_ text: String) -> Double? {
            guard let range = text.range(of: "-?[0-9][0-9,]*(\\.[0-9]+)?", options: .regularExpression),
                  let number = Double(text[range].replacingOccurrences(of: ",", with: "")) else { return nil }
            let units: [(String, Double)] = [("TiB", 1_099_511_627_776), ("GiB", 1_073_741_824), ("MiB", 1_048_576), ("KiB", 1024)]
            return number * (units.first { text.contains($0.0) }?.1 ?? 1)
        }

        @Test func noCardUnderItsCriticalLevelIsEverRed() throws {
            let tmux = try Tmux(columns: 80, rows: 24)
            // The shipped board with its cards as labels (issue 38 draws them in digits, which
            // this test cannot read a value from to judge its colour): the same commands and levels.
            let shipped = try String(contentsOf: DashboardTests.examples.appendingPathComponent("system.yaml"), encoding: .utf8)
            let path = tmux.directory.appendingPathComponent("system.yaml").path
            try shipped.replacingOccurrences(of: "\ndefaults:\n", with: "\ndefaults:\n  style: label\n")
                .write(toFile: path, atomically: true, encoding: .utf8)
            #expect(try String(contentsOfFile: path, encoding: .utf8).contains("  style: label\n"))
            try tmux.start("dashboard \(path)")
            // title → (critical level, below) for the cards with thresholds.
            let critical: [String: (Double, Bool)] = ["CPU busy": (90, false), "Load (1 min)": (8, false),
                                                      "Memory available": (268_435_456, true)]
            var screens = 0
            var redCells: [String] = []
            let start = Date()
            // 10 samples every 2 s, watched every 50 ms (a flash lasts 1.2 s).
            while Date().timeIntervalSince(start) < 21.5 {
                let rows = Self.cells(try tmux.tmux(["capture-pane", "-p", "-e", "-t", "t"]))
                screens += 1
                for (y, row) in rows.enumerated() {
                    for (x, cell) in row.enumerated() where cell.1 && cell.0 != " " {
                        // The card around it: the nearest top border above, at or left of this column.
                        var title = "?"
                        var valueText = ""
                        for up in stride(from: y, through: 0, by: -1) {
                            let line = String(rows[up].map(\.0))
                            let left = rows[up].prefix(x + 1).lastIndex { $0.0 == "╭" }
                            if let left, line.dropFirst(left).hasPrefix("╭─ ") {
                                let rest = String(line.dropFirst(left + 3))
                                let end = rest.range(of: " ─")?.lowerBound ?? rest.endIndex
                                title = String(rest[..<end]).replacingOccurrences(of: " !", with: "")
                                // The card's cells on this row: from its left border to its right one.
                                let inside = row.dropFirst(left + 1).prefix { $0.0 != "│" }
                                valueText = String(inside.map(\.0))
                                break
                            }
                        }
                        let text = String(row.map(\.0))
                        guard let (limit, below) = critical[title], let v = Self.value(valueText) else {
                            redCells.append("\(title) at \(x),\(y): '\(text)'")
                            continue
                        }
                        let past = below ? v <= limit : v >= limit
                        if !past { redCells.append("\(title) \(v) at \(x),\(y): '\(text)'") }
                    }
                }
                usleep(50_000)
            }
            #expect(screens > 100)
            #expect(redCells.isEmpty, "\(Set(redCells).prefix(5))")
            // Every card had values by then: no dash, no failure.
            let last = try tmux.screen()
            #expect(!last.contains("—") && !last.contains("!"), "\(last)")
            try tmux.keys("q")
            #expect(try tmux.status() == 0)
            #expect(tmux.sttyRestored())
        }
    }
}
