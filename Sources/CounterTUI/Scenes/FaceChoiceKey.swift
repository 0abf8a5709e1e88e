import CounterEngine

/// What the face a counter's number fits in depends on, short of measuring it in every face: the
/// area, the title, the format, the width reserved, the sign of the range and the shape of the
/// target's text with every digit as `0` (digits are as wide as each other in every face, so a clock's
/// `13:45:31` and `13:45:32` choose alike, and a new second measures nothing).
struct FaceChoiceKey: Equatable {
    var size: Size
    var title: String
    var format: NumberFormat
    var width: Int
    var negative: Bool
    var shape: [UInt8]

    init(size: Size, view: CounterView) {
        self.size = size
        title = view.title
        let display = view.display
        format = display.format
        width = display.width
        negative = display.lowerBound.isNegative
        shape = display.finalText.utf8.map { (48...57).contains($0) ? 48 : $0 }
    }
}
