// Foundation linked statically, as counter-tui is, and one number formatted by the locale (what
// counter-tui uses Foundation for) before the first byte.
import Foundation

let formatter = NumberFormatter()
formatter.numberStyle = .decimal
print(formatter.string(from: NSNumber(value: 0)) ?? "0")
