import CounterTUI
import CounterTestSupport
import Foundation
import Testing

/// A recorded SVG in a real browser (headless Chromium, installed by `make test` like tmux):
/// seeked to two moments, the screenshots differ, and the text visible at the end is the
/// final frame as `--frame-at` prints it. The page around the SVG is the test's, not the SVG's.
@Suite(.serialized) struct SVGBrowserTests {
    static let arguments = ["--from", "0", "--to", "9999", "--duration", "2", "--ease", "out", "--fps", "30",
                            "--title", "Users", "--color", "green", "--size", "40x6"]

    static var chromium: String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            for name in ["chromium", "chromium-browser"] {
                let path = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    /// The harness: the SVG inline, its clock paused at `time`; with `readText`, the cells of the
    /// elements the browser computes as visible are written into `<pre id="screen">`.
    func harness(_ svg: String, time: Double, readText: Bool) -> String {
        let p = SVGPalette.standard
        let script = """
            const svg = document.querySelector('svg');
            svg.pauseAnimations();
            svg.setCurrentTime(\(time));
            // The browser applies the seek on its next animation frame: read after it.
            if (\(readText)) setTimeout(() => {
              const rows = [];
              for (let r = 0; r < 6; r++) rows.push(Array(40).fill(' '));
              for (const el of svg.querySelectorAll('text, path')) {
                const style = getComputedStyle(el);
                if (style.visibility !== 'visible' || style.display === 'none') continue;
                if (el.tagName === 'text') {
                  const row = (+el.getAttribute('y') - \(p.baseline)) / \(p.cellHeight);
                  let column = +el.getAttribute('x') / \(p.cellWidth);
                  for (const ch of el.textContent) rows[row][column++] = ch;
                } else {
                  for (const shape of el.getAttribute('d').split('z').filter(s => s)) {
                    const [x, y, w, h] = shape.match(/\\d+/g).map(Number);
                    const ch = h === \(p.cellHeight) ? '█' : (y % \(p.cellHeight) === 0 ? '▀' : '▄');
                    for (let c = x / \(p.cellWidth); c < (x + w) / \(p.cellWidth); c++) rows[Math.floor(y / \(p.cellHeight))][c] = ch;
                  }
                }
              }
              document.getElementById('screen').textContent = rows.map(r => r.join('').replace(/ +$/, '')).join('\\n');
            }, 100);
            """
        return "<!doctype html><html><head><meta charset=\"utf-8\"></head><body style=\"margin:0\">\n\(svg)\n"
            + "<pre id=\"screen\"></pre>\n<script>\n\(script)\n</script></body></html>\n"
    }

    /// A new directory for one test's files (removed by the test).
    static func scratchDirectory() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("svg-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    func runChromium(_ browser: String, _ arguments: [String], in directory: String) throws -> Spawn.Output {
        try Spawn.run(["timeout", "60", browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                       "--user-data-dir=\(directory)/profile", "--window-size=400,200"] + arguments)
    }

    @Test func browserPlaysTheRecordedSVG() throws {
        guard let browser = Self.chromium else {
            Issue.record("chromium is not installed; run: sudo apt-get install -y chromium (make test installs it as root)")
            return
        }
        let directory = try Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = "\(directory)/users.svg"
        let run = try Binary.run(Self.arguments + ["--record", path], environment: ["LANG": "C.UTF-8"])
        #expect(run.status == 0, "\(run.stderr)")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!svg.lowercased().contains("<script"))
        #expect(!svg.lowercased().contains("javascript:"))

        var shots: [Data] = []
        for (n, time) in [0.2, 5.0].enumerated() {
            let page = "\(directory)/shot\(n).html"
            try harness(svg, time: time, readText: false).write(toFile: page, atomically: true, encoding: .utf8)
            let png = "\(directory)/shot\(n).png"
            let shot = try runChromium(browser, ["--screenshot=\(png)", "--virtual-time-budget=1000", "file://\(page)"], in: directory)
            let data = try #require(FileManager.default.contents(atPath: png), "no screenshot: \(shot.stderr.suffix(500))")
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            shots.append(data)
        }
        #expect(shots.count == 2 && shots[0] != shots[1], "the screenshots at 0.2 s and 5 s are the same")

        for (time, frameAt) in [(0.2, "0.2"), (5.0, "2")] {
            let page = "\(directory)/text.html"
            try harness(svg, time: time, readText: true).write(toFile: page, atomically: true, encoding: .utf8)
            let dom = try runChromium(browser, ["--dump-dom", "--virtual-time-budget=1000", "file://\(page)"], in: directory)
            let screen = try #require(dom.stdout.range(of: "<pre id=\"screen\">").flatMap { start in
                dom.stdout[start.upperBound...].range(of: "</pre>").map { String(dom.stdout[start.upperBound..<$0.lowerBound]) }
            }, "no screen in the page: \(dom.stdout.suffix(300)) \(dom.stderr.suffix(300))")
            let expected = try Binary.run(Self.arguments + ["--frame-at", frameAt], environment: ["LANG": "C.UTF-8"]).stdout
            #expect(screen + "\n" == expected, "at \(time) s the browser shows:\n\(screen)\n--- expected\n\(expected)")
        }
    }

    /// Runs of spaces inside a piece (a card's empty sparkline row between its borders) keep
    /// their width in Chromium: each character starts at its own cell. (Without
    /// `white-space:pre`, Chromium collapsed the spaces and drew 7 of the 14 characters.)
    @Test func spacesInsideAPieceKeepTheirCells() throws {
        guard let browser = Self.chromium else {
            Issue.record("chromium is not installed; run: sudo apt-get install -y chromium (make test installs it as root)")
            return
        }
        let directory = try Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let svg = SpacedRowSVG.make()
        let page = "\(directory)/spaces.html"
        let script = """
            setTimeout(() => {
              const el = document.querySelector('svg text');
              const xs = [];
              for (let i = 0; i < el.getNumberOfChars(); i++) xs.push(Math.round(el.getStartPositionOfChar(i).x));
              document.getElementById('screen').textContent = xs.join(',');
            }, 100);
            """
        try ("<!doctype html><html><head><meta charset=\"utf-8\"></head><body style=\"margin:0\">\n\(svg)\n"
             + "<pre id=\"screen\"></pre>\n<script>\n\(script)\n</script></body></html>\n")
            .write(toFile: page, atomically: true, encoding: .utf8)
        let dom = try runChromium(browser, ["--dump-dom", "--virtual-time-budget=1000", "file://\(page)"], in: directory)
        let shown = dom.stdout.range(of: "<pre id=\"screen\">").flatMap { start in
            dom.stdout[start.upperBound...].range(of: "</pre>").map { String(dom.stdout[start.upperBound..<$0.lowerBound]) }
        }
        let cell = SVGPalette.standard.cellWidth
        #expect(shown == (0..<14).map { String($0 * cell) }.joined(separator: ","), "\(dom.stderr.suffix(300))")
    }
}
