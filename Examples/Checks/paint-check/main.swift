// Not the example: a check of NcursesScreen.paint for the end-to-end tests (WidgetsExampleTests).
// Paints one buffer with each colour and attribute and a wide character at (2, 1), and again
// half outside the window (clipped), wide characters cut by its edges, at origins at the ends of
// Int, then waits for q.
import CCurses
import CounterTUI

setlocale(LC_ALL, "")
guard let window = initscr() else { fatalError("no terminal") }
noecho()
cbreak()
start_color()
use_default_colors()
var buffer = Buffer(size: Size(columns: 24, rows: 2))
var x = 0
for (text, style) in [("red", CellStyle(foreground: .red)), ("bold", CellStyle(bold: true)), ("dim", CellStyle(dim: true)),
                      ("rev", CellStyle(reverse: true)), ("green", CellStyle(foreground: .green, bold: true))] {
    x += buffer.put(text, at: Point(x: x, y: 0), style: style) + 1
}
buffer.put("wide:世界!", at: Point(x: 0, y: 1), style: CellStyle(foreground: .cyan))
NcursesScreen.paint(buffer, on: OpaquePointer(window), at: Point(x: 2, y: 1))
NcursesScreen.paint(buffer, on: OpaquePointer(window), at: Point(x: Int(getmaxx(window)) - 7, y: 3))
NcursesScreen.paint(buffer, on: OpaquePointer(window), at: Point(x: -5, y: -1))
// Wide characters cut by the window's edges: 界 of 界AB cut by the left edge, of AB界 by the right.
var cut = Buffer(size: Size(columns: 4, rows: 1))
cut.put("界AB", at: Point(x: 0, y: 0))
NcursesScreen.paint(cut, on: OpaquePointer(window), at: Point(x: -1, y: 6))
cut.put("AB界", at: Point(x: 0, y: 0))
NcursesScreen.paint(cut, on: OpaquePointer(window), at: Point(x: Int(getmaxx(window)) - 3, y: 7))
// Origins at the ends of Int: nothing drawn, nothing trapped.
for origin in [Point(x: Int.min, y: 0), Point(x: 0, y: Int.min), Point(x: Int.max, y: 0), Point(x: 0, y: Int.max)] {
    NcursesScreen.paint(buffer, on: OpaquePointer(window), at: origin)
}
wrefresh(window)
while wgetch(window) != Int32(UInt8(ascii: "q")) {}
endwin()
print("paint-check: done")
