import CCurses
import CounterTUI

setlocale(LC_ALL, "")
guard let window = initscr() else { fatalError("no terminal") }
noecho()
halfdelay(1)
let start = ContinuousClock.now
let label = CountingLabel(to: 1234567, duration: 3, title: "Visitors")
let widgets: [any TimedWidget] = [label, BigDigits(to: 9876, duration: 3), RollingDigits(from: 1990, to: 2026, duration: 3)]
repeat {
    let time = (ContinuousClock.now - start) / .seconds(1)
    var buffer = Buffer(size: Size(columns: Int(getmaxx(window)), rows: Int(getmaxy(window))))
    for (widget, area) in zip(widgets, buffer.bounds.split(rows: 3)) { widget.render(at: time, in: area, into: &buffer) }
    NcursesScreen.paint(buffer, on: OpaquePointer(window))
    wrefresh(window)
} while wgetch(window) != Int32(UInt8(ascii: "q"))
endwin()
print("host: done at \(label.text(at: .infinity))")
print("host: read \(readLine() ?? "")")
