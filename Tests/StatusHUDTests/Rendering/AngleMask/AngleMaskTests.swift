import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The mask's alpha profile, sampled as a presenter sees it: around circles, on screen (y down).
@Suite struct AngleMaskTests {
    /// The documented curve, typed in again here: alpha = 255 × (t/2 + 3t²/2 − t³).
    static func documentedAlpha(_ t: Double) -> Double {
        255 * (t / 2 + 3 * t * t / 2 - t * t * t)
    }

    /// The alpha of the pixel under the point at `turn` (clockwise from 12 o'clock) and `radius`
    /// pixels from the centre.
    static func sample(_ pixels: [UInt8], side: Int, turn: Double, radius: Double) -> Int {
        let centre = Double(side) / 2
        let x = Int((centre + radius * sin(2 * .pi * turn)).rounded(.down))
        let y = Int((centre - radius * cos(2 * .pi * turn)).rounded(.down))
        return Int(pixels[(y * side + x) * 2 + 1])
    }

    @Test(arguments: [100, 200, 300])
    func alphaRisesClockwiseFromTwelveOClock(side: Int) {
        let pixels = AngleMask.pixels(side: side)
        for fraction in [0.2, 0.35, 0.48] {
            let radius = fraction * Double(side)
            let samples = (1...99).map { Self.sample(pixels, side: side, turn: Double($0) / 100, radius: radius) }
            #expect(samples.first! <= 3, "just after 12 o'clock, radius \(radius)")
            #expect(samples.last! >= 252, "just before 12 o'clock, radius \(radius)")
            // Rising all the way round; a sampled pixel's centre is up to ½√2 px off the circle,
            // which may cost a step or two between neighbours.
            let falls = zip(samples, samples.dropFirst()).filter { $0.1 < $0.0 - 2 }
            #expect(falls.isEmpty, "radius \(radius): \(falls)")
            #expect(samples[74] - samples[24] > 140)   // the curve gives 151 between 3 and 9 o'clock
            // And following the documented curve, within that sampling error.
            let slack = 255 * 1.25 * (0.71 / radius) / (2 * .pi) + 1
            let offCurve = samples.enumerated().filter { index, alpha in
                abs(Double(alpha) - Self.documentedAlpha(Double(index + 1) / 100)) > slack
            }
            #expect(offCurve.isEmpty, "radius \(radius), slack \(slack): (turn % − 1, alpha) \(offCurve)")
        }
    }

    /// SVProgressHUD's `angle-mask.png` measured at radius 40 of 100 px (anchors §4.4): alpha 13
    /// at 1 o'clock, 52 at 3, 129 at 6, 204 at 9 and 242 at 11. As AngleMask.swift says: the
    /// curve within ±1 at those angles, the pixels under those points within ±2.
    @Test func profileMatchesSVProgressHUDsMask() {
        let pixels = AngleMask.pixels(side: 100)
        let measured: [(turn: Double, alpha: Int)] = [(1 / 12, 13), (3 / 12, 52), (6 / 12, 129), (9 / 12, 204), (11 / 12, 242)]
        for point in measured {
            let curve = Int(AngleMask.alpha(atTurn: point.turn))
            #expect(abs(curve - point.alpha) <= 1, "curve at \(point.turn * 12) o'clock: \(curve)")
            let alpha = Self.sample(pixels, side: 100, turn: point.turn, radius: 40)
            #expect(abs(alpha - point.alpha) <= 2, "pixel at \(point.turn * 12) o'clock: \(alpha)")
        }
    }

    /// The alpha depends only on the direction: every pixel of a diagonal, centre to corner, has
    /// the same alpha, and mirror images left and right of 12 o'clock add up to 255.
    @Test(arguments: [100, 101, 200])
    func alphaIsTheSameAtEveryRadiusAndSymmetric(side: Int) {
        let pixels = AngleMask.pixels(side: side)
        func alpha(_ x: Int, _ y: Int) -> Int { Int(pixels[(y * side + x) * 2 + 1]) }
        // Upper left to centre is 10:30 (t = 7/8), lower right is 4:30 (t = 3/8), and so on.
        let diagonals: [(turn: Double, point: (Int) -> (Int, Int))] = [
            (7.0 / 8, { ($0, $0) }), (3.0 / 8, { (side - 1 - $0, side - 1 - $0) }),
            (1.0 / 8, { (side - 1 - $0, $0) }), (5.0 / 8, { ($0, side - 1 - $0) }),
        ]
        for diagonal in diagonals {
            let expected = Int(Self.documentedAlpha(diagonal.turn).rounded())
            let alphas = (0..<(side / 2)).map { step in
                let (x, y) = diagonal.point(step)
                return alpha(x, y)
            }
            #expect(alphas.allSatisfy { $0 == expected }, "diagonal at \(diagonal.turn * 12) o'clock: \(Set(alphas))")
        }
        var unbalanced: [(Int, Int)] = []
        for y in 0..<side {
            for x in 0..<(side / 2) where !(254...256).contains(alpha(x, y) + alpha(side - 1 - x, y)) {
                unbalanced.append((x, y))
            }
        }
        #expect(unbalanced.isEmpty, "pixels whose mirror image does not add up to 255: \(unbalanced.prefix(5))")
        if side % 2 == 1 {
            #expect(alpha(side / 2, side / 2) == 0, "the centre pixel of an odd side is transparent")
        }
    }

    @Test func everyPixelIsGreyZeroAndTheSizeIsRight() {
        let pixels = AngleMask.pixels(side: 60)
        #expect(pixels.count == 60 * 60 * 2)
        #expect(stride(from: 0, to: pixels.count, by: 2).allSatisfy { pixels[$0] == 0 })
        #expect(AngleMask.pixels(side: 0).isEmpty)
        #expect(AngleMask.pixels(side: -5).isEmpty)
    }

    /// The hand-written arctangent agrees with the platform's `atan2` far below one alpha step.
    @Test func turnAgreesWithAtan2() {
        var largest = 0.0
        for right in stride(from: -301, through: 301, by: 7) {
            for up in stride(from: -301, through: 301, by: 5) where right != 0 || up != 0 {
                var expected = atan2(Double(right), Double(up)) / (2 * .pi)
                if expected < 0 { expected += 1 }
                largest = max(largest, abs(AngleMask.clockwiseTurn(right: right, up: up) - expected))
            }
        }
        #expect(largest < 1e-9)
        #expect(AngleMask.clockwiseTurn(right: 0, up: 1) == 0)
        #expect(AngleMask.clockwiseTurn(right: 1, up: 0) == 0.25)
        #expect(AngleMask.clockwiseTurn(right: 0, up: -1) == 0.5)
        #expect(AngleMask.clockwiseTurn(right: -1, up: 0) == 0.75)
    }

    @Test func alphaOfATurnWrapsAndIgnoresNonNumbers() {
        #expect(AngleMask.alpha(atTurn: 0) == 0)
        #expect(AngleMask.alpha(atTurn: 0.5) == 128)   // 127.5 rounds up
        #expect(AngleMask.alpha(atTurn: 1.25) == AngleMask.alpha(atTurn: 0.25))
        #expect(AngleMask.alpha(atTurn: -0.25) == AngleMask.alpha(atTurn: 0.75))
        #expect(AngleMask.alpha(atTurn: .nan) == 0)
        #expect(AngleMask.alpha(atTurn: .infinity) == 0)
    }
}
