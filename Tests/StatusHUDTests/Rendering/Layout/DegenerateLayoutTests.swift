import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// Containers and configurations no one should pass, which must still give a valid layout:
/// finite frames, no crash.
@Suite("Degenerate layouts")
struct DegenerateLayoutTests {
    @Test("A container smaller than the bezel centres the bezel on it", arguments: [
        (CGSize.zero, CGPoint(x: -34, y: -34)),                     // (0 − 68) / 2
        (CGSize(width: 10, height: 10), CGPoint(x: -29, y: -29)),   // (10 − 68) / 2
        (CGSize(width: 67, height: 67), CGPoint(x: -1, y: -1)),     // floor((67 − 68) / 2)
        (CGSize(width: 68, height: 68), CGPoint(x: 0, y: 0)),       // just fits
        (CGSize(width: 390, height: 10), CGPoint(x: 161, y: -29)),  // fits one way only
    ])
    func smallContainer(size: CGSize, origin: CGPoint) {
        let layout = HUD.Layout(HUD.Content(indicator: .spinner), in: HUD.Layout.Container(size: size))
        #expect(layout.bezelFrame == CGRect(origin: origin, size: CGSize(width: 68, height: 68)))
    }

    @Test("NaN, infinite and negative container sizes count as zero", arguments: [
        CGSize(width: CGFloat.nan, height: .nan),
        CGSize(width: -100, height: -100),
        CGSize(width: CGFloat.infinity, height: .infinity),
        CGSize(width: -CGFloat.infinity, height: .nan),
    ])
    func invalidContainer(size: CGSize) {
        let layout = HUD.Layout(HUD.Content(indicator: .spinner, status: "Loading"), in: HUD.Layout.Container(size: size))
        #expect(layout.containerSize == .zero)
        #expect(layout.freeArea == .zero)
        // 102 × 92 centred on an empty container: (floor(−51), floor(−46))
        #expect(layout.bezelFrame == CGRect(x: -51, y: -46, width: 102, height: 92))
    }

    @Test("Invalid insets and keyboard heights count as zero")
    func invalidInsets() {
        let container = HUD.Layout.Container(
            size: CGSize(width: 390, height: 844),
            safeAreaInsets: HUD.EdgeInsets(top: .nan, left: -50, bottom: .infinity, right: .nan),
            keyboardHeight: .nan
        )
        let layout = HUD.Layout(HUD.Content(indicator: .spinner), in: container)
        #expect(layout.freeArea == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(layout.bezelFrame == CGRect(x: 161, y: 388, width: 68, height: 68))
    }

    @Test("Insets wider than the container leave an empty free area inside it")
    func oversizedInsets() {
        let container = HUD.Layout.Container(
            size: CGSize(width: 100, height: 100),
            safeAreaInsets: HUD.EdgeInsets(top: 80, left: 80, bottom: 80, right: 80)
        )
        let layout = HUD.Layout(HUD.Content(indicator: .success), in: container)
        // x: min(80, 100) = 80, max(80, 100 − 80) = 80 → empty at 80; same for y
        #expect(layout.freeArea == CGRect(x: 80, y: 80, width: 0, height: 0))
        // centre (80, 80) → origin 80 − 34 = 46, kept inside: min(46, 100 − 68) = 32
        #expect(layout.bezelFrame == CGRect(x: 32, y: 32, width: 68, height: 68))
    }

    @Test("Invalid sizes in the configuration count as zero")
    func invalidConfiguration() {
        var configuration = HUD.Configuration()
        configuration.ringRadiusWithoutText = .nan
        configuration.ringRadius = -.infinity
        configuration.ringLineWidth = -5
        configuration.imageSize = CGSize(width: CGFloat.nan, height: -3)
        configuration.minimumSize = CGSize(width: CGFloat.infinity, height: .nan)
        configuration.offsetFromCenter = HUD.Offset(horizontal: .nan, vertical: .infinity)

        let spinner = HUD.Layout(HUD.Content(indicator: .spinner), in: .phone, configuration: configuration)
        // ring box (0 + 0 / 2) × 2 = 0; bezel 16 + 0 + 16 = 32; origin (179, 406)
        #expect(spinner.bezelFrame == CGRect(x: 179, y: 406, width: 32, height: 32))

        let glyph = HUD.Layout(HUD.Content(indicator: .error, status: "x"), in: .phone, configuration: configuration)
        // box 0 × 0; text 10 × 20; height 16 + 0 + 8 + 20 + 12 = 56, width max(0, 10) + 32 = 42
        // widened to a tile as wide as tall
        #expect(glyph.indicatorFrame?.size == .zero)
        #expect(glyph.bezelFrame.size == CGSize(width: 56, height: 56))
    }

    @Test("Every combination of degenerate inputs gives finite frames")
    func everythingFinite() {
        let sizes = [CGSize.zero, CGSize(width: 1, height: 1), CGSize(width: CGFloat.nan, height: 5),
                     CGSize(width: 1e300, height: 1e300)]
        let keyboards: [CGFloat] = [0, .nan, 1e300, -1]
        let indicators: [HUD.Indicator] = [.spinner, .progress(.nan), .success, .image(TestImage.make(width: 2, height: 2)), .text]
        for size in sizes {
            for keyboard in keyboards {
                for indicator in indicators {
                    let container = HUD.Layout.Container(size: size, keyboardHeight: keyboard)
                    let layout = HUD.Layout(HUD.Content(indicator: indicator, status: "a b c"), in: container)
                    #expect(layout.bezelFrame.isFinite)
                    #expect(layout.freeArea.isFinite)
                    #expect(layout.indicatorFrame?.isFinite ?? true)
                    #expect(layout.status?.frame.isFinite == true)
                }
            }
        }
    }
}
