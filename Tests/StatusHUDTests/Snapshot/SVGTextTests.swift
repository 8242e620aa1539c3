import Foundation
import Testing
@testable import StatusHUDSnapshot

/// SVG numbers are written digit by digit (for speed); they must read exactly as the C
/// formatter's "%.3f" with trailing zeros dropped, which the goldens were written with.
@Suite("SVG numbers")
struct SVGTextTests {
    /// The formatter the digits replace, kept here as the reference.
    static func reference(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    @Test func numbersReadAsTheCFormattersDo() {
        var values: [Double] = [0, -0.0, 0.0004, -0.0004, 0.0005, -0.0005, 0.5, -0.5, 1, -1, 0.01, 0.1, 0.125,
                                -3.14159, 12, 1234.5678, 999.9995, -999.9995, 1e9 + 0.25, 1e12 + 0.001,
                                .nan, .infinity, -.infinity, 1e300, -1e300, 123_456_789_012.345]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<20_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let unit = Double(state >> 11) / Double(1 << 53)
            let scale = [1.0, 10, 1000, 1e6][Int(state & 3)]
            values.append((unit - 0.5) * 2 * scale)
        }
        let differing = values.filter { SVGText.number($0) != Self.reference($0) }
        #expect(differing.count == 0, "\(differing.prefix(5).map { "\($0): \(SVGText.number($0)) ≠ \(Self.reference($0))" })")
    }
}
