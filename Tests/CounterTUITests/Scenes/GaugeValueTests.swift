import CounterEngine
import CounterTestSupport
import Testing
@testable import CounterTUI

/// A gauge's value, percent and bar agree (issue 38): mid-count `50` showed `51%`; 99.6 of 100
/// showed `100%`; a subnormal max drew an empty bar and no percent; 1e15 of 100 said `999999%`.
@Suite struct GaugeValueTests {
    func card(to: String, duration: Double = 0, format: NumberFormat = .int, gauge: GaugeBody = GaugeBody()) -> ScreenCounter {
        let model = CounterModel(from: .zero, to: number(to), duration: duration, easing: .linear, format: format, start: 0)
        let view = CounterView(display: model.display, style: .gauge, font: .box, theme: .monochrome)
        var card = ScreenCounter.card(id: "g", title: "Disk", model: model, view: view)
        card.body = gauge
        return card
    }

    func reading(_ card: ScreenCounter, at time: Double = 5, range: ClosedRange<Double> = 0...100) -> GaugeReading {
        GaugeReading(card, range: range, at: time, theme: .monochrome, ascii: false, dimmed: false)
    }

    @Test func thePercentIsOfTheValueShown() {
        let halfway = reading(card(to: "100", duration: 2), at: 1.011)
        #expect(halfway.value == "50" && halfway.percent == "50%", "\(halfway.value) \(halfway.percent)")
        #expect(halfway.fraction == 0.5)
    }

    @Test func nothingShortOfTheMaximumIsFull() throws {
        let almost = reading(card(to: "99.6", format: try NumberFormat.parse("0.0").get()))
        #expect(almost.percent == "99%" && almost.fraction < 1, "\(almost.percent) \(almost.fraction)")
        // Shown as `100` in whole numbers, still short of the maximum.
        let rounded = reading(card(to: "99.6"))
        #expect(rounded.percent == "99%" && rounded.fraction < 1, "\(rounded.value) \(rounded.percent)")
        #expect(reading(card(to: "100")).percent == "100%" && reading(card(to: "100")).fraction == 1)
        #expect(GaugeReading.percentText(0.29) == "29%" && GaugeReading.percentText(0.996) == "99%")
        #expect(GaugeReading.percentText(-0.004) == "-1%")
    }

    @Test func aSubnormalMaximumIsPassedNotUnknown() {
        for maximum in [Double.leastNonzeroMagnitude, Double("1e-310")!] {  // 5e-324 and 1e-310, subnormal
            let over = reading(card(to: "10"), range: 0...maximum)
            #expect(over.fraction == 1 && over.percent == ">999999%", "\(maximum): \(over.fraction) \(over.percent)")
        }
        #expect(reading(card(to: "0"), range: 0...Double.leastNonzeroMagnitude).percent == "0%")
    }

    @Test func aPercentBeyondTheCapSaysSo() {
        #expect(reading(card(to: "1e15")).percent == ">999999%")
        #expect(GaugeReading.percentText(9_999.99) == "999999%")
        #expect(GaugeReading.percentText(-1e13) == "<-999999%")
    }
}
