import Foundation
import Testing
@testable import StatusHUDModel
@testable import StatusHUDRendering

/// The mask's colour under a point, which macOS lays over a behind-window blur.
@Suite("Mask colour at a point")
struct MaskColorTests {
    @Test("No mask and a clear one have none; a solid colour is itself everywhere")
    func plain() {
        #expect(HUD.Drawing.Mask.none.color(at: .zero) == nil)
        #expect(HUD.Drawing.Mask.clear.color(at: .zero) == nil)
        let black = HUD.Color.black.withAlpha(0.4)
        #expect(HUD.Drawing.Mask.color(black).color(at: CGPoint(x: 1e6, y: -3)) == black)
    }

    @Test("A gradient: its inner colour at its centre, its outer at its radius and beyond, black between")
    func gradient() throws {
        let gradient = HUD.Drawing.RadialGradient(center: CGPoint(x: 100, y: 100), radius: 100,
                                                  innerColor: HUD.Color.black.withAlpha(0), outerColor: HUD.Color.black.withAlpha(0.8))
        let mask = HUD.Drawing.Mask.radialGradient(gradient)
        #expect(try #require(mask.color(at: CGPoint(x: 100, y: 100))).alpha == 0)
        #expect(try #require(mask.color(at: CGPoint(x: 200, y: 100))) == HUD.Color.black.withAlpha(0.8))
        #expect(try #require(mask.color(at: CGPoint(x: 900, y: 900))) == HUD.Color.black.withAlpha(0.8))
        let half = try #require(mask.color(at: CGPoint(x: 150, y: 100)))
        #expect(abs(half.alpha - 0.4) < 1e-12)
        #expect(half.red == 0 && half.green == 0 && half.blue == 0, "a transparent inner end adds no grey")
        let whiteClear = HUD.Drawing.Mask.radialGradient(HUD.Drawing.RadialGradient(
            center: CGPoint(x: 100, y: 100), radius: 100, innerColor: HUD.Color.white.withAlpha(0), outerColor: HUD.Color.black.withAlpha(0.8)))
        #expect(try #require(whiteClear.color(at: CGPoint(x: 150, y: 100))).red == 0, "premultiplied: a clear white adds no white")
        let broken = HUD.Drawing.Mask.radialGradient(HUD.Drawing.RadialGradient(center: .zero, radius: .nan,
                                                                                 innerColor: .white, outerColor: .black))
        #expect(broken.color(at: CGPoint(x: 3, y: 4)) == .black, "a radius that is not a number: the outer colour")
    }

    @Test("The drawing's own gradient is clear at the bezel's centre")
    func drawingsGradient() throws {
        var configuration = HUD.Configuration()
        configuration.backdrop = .gradient
        let drawing = HUD.Drawing(configuration: configuration, content: HUD.Content(indicator: .spinner),
                                  container: HUD.Layout.Container(size: CGSize(width: 390, height: 844)))
        let bezel = drawing.bezel.frame
        #expect(try #require(drawing.mask.color(at: CGPoint(x: bezel.midX, y: bezel.midY))).alpha < 0.01)
    }
}
