extension ProcessProgress {
    /// The format amounts and rates are written in: bytes in binary units (`2.0 MiB`).
    package static let bytesFormat = NumberFormat.units(.bytes)

    /// `amount` bytes as people read them: `2.0 MiB`.
    package static func bytesText(_ amount: Double) -> String {
        let format = bytesFormat
        return format.unpadded(format.format(ExactNumber(amount.isFinite ? max(amount, 0) : 0)))
    }

    /// Who is followed: `pid 4321 (pv)`, or `pid 4321` before its name is known.
    package var heading: String {
        let clean = TextSanitizer.clean(name)
        return clean.isEmpty ? "pid \(pid)" : "pid \(pid) (\(clean))"
    }

    /// The line naming `file`: `fd 3 · /srv/dump.sql · 2.0 MiB of 5.0 MiB` (`- ` in ASCII), its
    /// size left out when it is opened to write only (it grows with the position); `· closed`
    /// after it when `closed` (the process has closed it: its last figures).
    package static func label(of file: FileProgress, separator: String = " · ", closed: Bool = false) -> String {
        let reading = file.reading
        let amount = reading.writesOnly ? bytesText(reading.position)
            : "\(bytesText(reading.position)) of \(bytesText(reading.size))"
        return (["fd \(reading.descriptor)", TextSanitizer.clean(reading.path), amount] + (closed ? ["closed"] : []))
            .joined(separator: separator)
    }

    /// The machine-readable lines (piped output), one per open file: `fd=3 bytes=2097152
    /// rate=1048576/s elapsed=2.0s percent=40 left=3.0s size=5242880 file=/srv/dump.sql` (the
    /// path last: it may hold spaces); `pid=4321 files=0` with none; once the process has ended,
    /// a last line `pid=4321 ended elapsed=6.1s`, after a last line for each file it closed last
    /// (kept with its last figures: a process that closes its files before it ends).
    package func lines(at time: Double) -> [String] {
        var lines = (isRunning ? files : files + closed).map { file in
            "fd=\(file.reading.descriptor) \(file.throughput.fields(at: time)) "
                + "size=\(NumberFormat.fixed(file.reading.size, decimals: 0)) file=\(TextSanitizer.clean(file.reading.path))"
        }
        if files.isEmpty && isRunning { lines.append("pid=\(pid) files=0") }
        if !isRunning { lines.append("pid=\(pid) ended elapsed=\(NumberFormat.fixed(elapsed(at: time), decimals: 1))s") }
        return lines
    }

    /// One line for `--inline` and the window title: the main file's name, percent, rate and
    /// time left (`fd 3 big.bin 40 % · 1.0 MiB/s · 0:02 · 0:03 left (+1 file)`), its last figures
    /// and `closed` once the process has closed it, or `pid 4321 (pv): no open files`; `ended`
    /// at the end.
    package func line(at time: Double, ascii: Bool) -> String {
        let separator = ascii ? " - " : " · "
        var text: String
        if let file = mainFile {
            let name = TextSanitizer.clean(file.reading.path.split(separator: "/").last.map(String.init) ?? file.reading.path)
            let share = file.throughput.percentText.map { " " + $0 } ?? " " + Self.bytesText(file.reading.position)
            let isClosed = isClosed(file)
            text = "fd \(file.reading.descriptor) \(name)\(share)\(separator)"
                + file.throughput.figures(at: time, format: Self.bytesFormat, separator: separator)
            if isClosed && isRunning { text += separator + "closed" }
            let others = files.count - (isClosed ? 0 : 1)
            if others > 0 { text += " (+\(others) file\(others == 1 ? "" : "s"))" }
        } else {
            text = "\(heading): no open files"
        }
        return isRunning ? text : text + separator + "ended"
    }
}
