import Foundation

/// Robert Penner's easing families, with the formulas published on easings.net.
public enum EasingFamily: String, Sendable, CaseIterable {
    /// The families, named as on easings.net.
    case quad, cubic, quart, quint, sine, expo, circ, back, elastic, bounce

    /// The curve's value at progress `t` (0 < t < 1) in the given mode.
    package func value(_ t: Double, mode: EasingMode) -> Double {
        switch mode {
        case .in: return easeIn(t)
        case .out: return easeOut(t)
        case .inOut: return easeInOut(t)
        }
    }

    private static let c1 = 1.70158
    private static let c2 = c1 * 1.525
    private static let c3 = c1 + 1
    private static let c4 = (2 * Double.pi) / 3
    private static let c5 = (2 * Double.pi) / 4.5

    private func easeIn(_ x: Double) -> Double {
        switch self {
        case .quad: return x * x
        case .cubic: return x * x * x
        case .quart: return x * x * x * x
        case .quint: return x * x * x * x * x
        case .sine: return 1 - cos((x * Double.pi) / 2)
        case .expo: return pow(2, 10 * x - 10)
        case .circ: return 1 - (1 - x * x).squareRoot()
        case .back: return Self.c3 * x * x * x - Self.c1 * x * x
        case .elastic: return -pow(2, 10 * x - 10) * sin((x * 10 - 10.75) * Self.c4)
        case .bounce: return 1 - EasingFamily.bounceOut(1 - x)
        }
    }

    private func easeOut(_ x: Double) -> Double {
        switch self {
        case .quad: return 1 - (1 - x) * (1 - x)
        case .cubic: return 1 - pow(1 - x, 3)
        case .quart: return 1 - pow(1 - x, 4)
        case .quint: return 1 - pow(1 - x, 5)
        case .sine: return sin((x * Double.pi) / 2)
        case .expo: return 1 - pow(2, -10 * x)
        case .circ: return (1 - pow(x - 1, 2)).squareRoot()
        case .back: return 1 + Self.c3 * pow(x - 1, 3) + Self.c1 * pow(x - 1, 2)
        case .elastic: return pow(2, -10 * x) * sin((x * 10 - 0.75) * Self.c4) + 1
        case .bounce: return EasingFamily.bounceOut(x)
        }
    }

    private func easeInOut(_ x: Double) -> Double {
        switch self {
        case .quad: return x < 0.5 ? 2 * x * x : 1 - pow(-2 * x + 2, 2) / 2
        case .cubic: return x < 0.5 ? 4 * x * x * x : 1 - pow(-2 * x + 2, 3) / 2
        case .quart: return x < 0.5 ? 8 * pow(x, 4) : 1 - pow(-2 * x + 2, 4) / 2
        case .quint: return x < 0.5 ? 16 * pow(x, 5) : 1 - pow(-2 * x + 2, 5) / 2
        case .sine: return -(cos(Double.pi * x) - 1) / 2
        case .expo:
            return x < 0.5 ? pow(2, 20 * x - 10) / 2 : (2 - pow(2, -20 * x + 10)) / 2
        case .circ:
            return x < 0.5
                ? (1 - (1 - pow(2 * x, 2)).squareRoot()) / 2
                : ((1 - pow(-2 * x + 2, 2)).squareRoot() + 1) / 2
        case .back:
            return x < 0.5
                ? (pow(2 * x, 2) * ((Self.c2 + 1) * 2 * x - Self.c2)) / 2
                : (pow(2 * x - 2, 2) * ((Self.c2 + 1) * (x * 2 - 2) + Self.c2) + 2) / 2
        case .elastic:
            return x < 0.5
                ? -(pow(2, 20 * x - 10) * sin((20 * x - 11.125) * Self.c5)) / 2
                : (pow(2, -20 * x + 10) * sin((20 * x - 11.125) * Self.c5)) / 2 + 1
        case .bounce:
            return x < 0.5
                ? (1 - EasingFamily.bounceOut(1 - 2 * x)) / 2
                : (1 + EasingFamily.bounceOut(2 * x - 1)) / 2
        }
    }

    private static func bounceOut(_ x: Double) -> Double {
        let n1 = 7.5625
        let d1 = 2.75
        if x < 1 / d1 {
            return n1 * x * x
        } else if x < 2 / d1 {
            let y = x - 1.5 / d1
            return n1 * y * y + 0.75
        } else if x < 2.5 / d1 {
            let y = x - 2.25 / d1
            return n1 * y * y + 0.9375
        } else {
            let y = x - 2.625 / d1
            return n1 * y * y + 0.984375
        }
    }
}
