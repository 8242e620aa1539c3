import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

@Suite("API values")
struct ValueTests {
    #if !(canImport(UIKit) && !os(watchOS))
    @Test func anImageKeepsPixelsOfTheRightLength() {
        let image = HUD.Image(width: 2, height: 1, scale: 2, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(image.width == 2 && image.height == 1 && image.scale == 2)
        #expect(image.pixels == [1, 2, 3, 4, 5, 6, 7, 8])
    }

    @Test func anImageCutsOrPadsPixelsOfTheWrongLength() {
        #expect(HUD.Image(width: 1, height: 1, pixels: [9, 9, 9, 9, 9, 9]).pixels == [9, 9, 9, 9])
        #expect(HUD.Image(width: 1, height: 2, pixels: [9, 9]).pixels == [9, 9, 0, 0, 0, 0, 0, 0])
    }

    @Test(arguments: [(-3, 4), (4, -3), (Int.max, 2), (1 << 14, 1 << 13)])
    func anImpossibleOrHugeSizeGivesAnEmptyImage(width: Int, height: Int) {
        let image = HUD.Image(width: width, height: height, pixels: [1, 2, 3, 4])
        #expect(image.width * image.height * 4 == image.pixels.count)
        #expect(image.pixels.isEmpty)
    }

    @Test(arguments: [0, -1, Double.nan, .infinity])
    func aScaleThatIsNotAPositiveNumberCountsAsOne(scale: Double) {
        #expect(HUD.Image(width: 1, height: 1, scale: scale, pixels: []).scale == 1)
    }

    @Test func premultipliedPixelsAreStoredStraightRoundedToTheNearest() {
        let premultiplied: [UInt8] = [
            128, 0, 0, 128,         // half-transparent red
            64, 32, 16, 128,
            1, 1, 1, 2,             // 127.5 rounds up
            255, 255, 255, 255,     // opaque: unchanged
            10, 20, 30, 0,          // transparent: all zero, whatever the colour said
            200, 0, 0, 100,         // a colour over its alpha: full
        ]
        let image = HUD.Image(width: 6, height: 1, scale: 2, premultipliedPixels: premultiplied)
        #expect(image.pixels == [
            255, 0, 0, 128,
            128, 64, 32, 128,
            128, 128, 128, 2,
            255, 255, 255, 255,
            0, 0, 0, 0,
            255, 0, 0, 100,
        ])
        #expect(image.width == 6 && image.height == 1 && image.scale == 2)
    }

    @Test func premultipliedPixelsOfTheWrongLengthAreCutOrPadded() {
        #expect(HUD.Image(width: 1, height: 2, scale: 1, premultipliedPixels: [9, 9, 9]).pixels == [UInt8](repeating: 0, count: 8))
        #expect(HUD.Image(width: -1, height: 2, scale: 1, premultipliedPixels: [9, 9, 9, 9]).pixels.isEmpty)
    }

    @Test func aConverterKnowsASizeTooLargeBeforeItAllocates() {
        #expect(HUD.Image.pixelCount(width: 0, height: 5) == 0)
        #expect(HUD.Image.pixelCount(width: 1 << 13, height: 1 << 13) == HUD.Image.maximumPixelCount)
        #expect(HUD.Image.pixelCount(width: (1 << 13) + 1, height: 1 << 13) == nil)
        #expect(HUD.Image.pixelCount(width: Int.max, height: 2) == nil)
        #expect(HUD.Image.pixelCount(width: -1, height: 1) == nil)
    }
    #endif

    @Test func colourComponentsAreClampedAndNaNCountsAsZero() {
        let color = HUD.Color(red: 2, green: -1, blue: .nan, alpha: .infinity)
        #expect(color == HUD.Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(HUD.Color.white.withAlpha(0.25) == HUD.Color(white: 1, alpha: 0.25))
    }

    @Test func aFontWithoutAUsableSizeUsesItsTextStyle() {
        #expect(HUD.Font(textStyle: .subheadline).pointSize == 15)
        #expect(HUD.Font(textStyle: .footnote, size: 20).pointSize == 20)
        for size: CGFloat in [0, -4, .nan, .infinity] {
            #expect(HUD.Font(textStyle: .caption2, size: size).pointSize == 11)
        }
    }

    @Test func everyMaskButNoneBlocksInteractionUnlessToldOtherwise() {
        var configuration = HUD.Configuration()
        #expect(!configuration.isInteractionBlocked)
        for mask: HUD.Backdrop in [.clear, .black, .gradient, .custom(.white)] {
            configuration.backdrop = mask
            configuration.interaction = .automatic
            #expect(configuration.isInteractionBlocked)
            configuration.interaction = .passedThrough
            #expect(!configuration.isInteractionBlocked)
        }
        configuration.backdrop = .none
        configuration.interaction = .blocked
        #expect(configuration.isInteractionBlocked)
    }
}
