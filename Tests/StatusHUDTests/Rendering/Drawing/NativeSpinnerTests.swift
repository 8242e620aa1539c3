import Foundation
import Testing
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDSnapshot

/// `SpinnerStyle.native`: the system's spinner in place of the arc, in the foreground colour,
/// with the appearance AppKit needs, and its picture for the gallery.
@Suite("Native spinner")
struct NativeSpinnerTests {
    static func graphic(_ style: HUD.SpinnerStyle, appearance: HUD.Appearance = .light,
                        indicator: HUD.Indicator = .spinner) -> HUD.Drawing.Graphic? {
        var configuration = HUD.Configuration()
        configuration.spinnerStyle = style
        return HUD.Drawing(configuration: configuration, content: HUD.Content(indicator: indicator, status: "Loading"),
                           container: HUD.Layout.Container(size: CGSize(width: 390, height: 844)),
                           environment: HUD.Drawing.Environment(appearance: appearance)).indicator?.graphic
    }

    static func native(_ appearance: HUD.Appearance) -> HUD.Drawing.NativeSpinner? {
        guard case .nativeSpinner(let spinner)? = graphic(.native, appearance: appearance) else { return nil }
        return spinner
    }

    @Test func theArcIsTheDefaultAndNativeReplacesOnlyTheSpinner() {
        #expect(HUD.Configuration().spinnerStyle == .arc)
        guard case .spinner? = Self.graphic(.arc) else { Issue.record("the default is not the arc"); return }
        #expect(Self.native(.light) != nil)
        // A progress, a glyph and text are not spinners: the style leaves them alone.
        guard case .ring? = Self.graphic(.native, indicator: .progress(0.5)),
              case .glyph? = Self.graphic(.native, indicator: .success) else {
            Issue.record("the spinner style changed a progress or a glyph")
            return
        }
        #expect(Self.graphic(.native, indicator: .text) == nil)
    }

    @Test func itTakesTheForegroundAndSaysWhetherTheBezelIsDark() throws {
        let light = try #require(Self.native(.light)), dark = try #require(Self.native(.dark))
        guard case .glyph(let lightGlyph)? = Self.graphic(.native, appearance: .light, indicator: .success),
              case .glyph(let darkGlyph)? = Self.graphic(.native, appearance: .dark, indicator: .success) else {
            Issue.record("no glyphs")
            return
        }
        #expect(light.color == lightGlyph.color)
        #expect(dark.color == darkGlyph.color)
        #expect(!light.isLightOnDark)
        #expect(dark.isLightOnDark)
    }

    @Test("The system's view is kept while its HUD changes colour or place, made again for a new HUD")
    func theViewIsKeptWhileOnlyItsColourOrPlaceChanges() throws {
        typealias Graphic = HUD.Drawing.Graphic
        let light = try #require(Self.graphic(.native, appearance: .light))
        let dark = try #require(Self.graphic(.native, appearance: .dark))
        #expect(light != dark)
        #expect(Graphic.update(from: light, to: dark, isNewHUD: false) == .restyle, "a light/dark switch restarted its spin")
        var moved = try #require(Self.native(.light))
        moved.center = CGPoint(x: 30, y: 30)
        #expect(Graphic.update(from: light, to: .nativeSpinner(moved), isNewHUD: false) == .restyle)
        #expect(Graphic.update(from: light, to: light, isNewHUD: false) == .keep)
        #expect(Graphic.update(from: light, to: dark, isNewHUD: true) == .rebuild, "a new HUD starts from scratch")
        let arc = try #require(Self.graphic(.arc))
        #expect(Graphic.update(from: arc, to: light, isNewHUD: false) == .rebuild)
        #expect(Graphic.update(from: light, to: arc, isNewHUD: false) == .rebuild)
    }

    @Test func eightSpokesClockwiseFromTwelveInsideTheBox() throws {
        let spinner = try #require(Self.native(.light))
        #expect(spinner.spokes.count == 8)
        #expect(spinner.center == CGPoint(x: 18, y: 18))
        let top = spinner.spokes[0], right = spinner.spokes[2]
        #expect(abs(top.end.x - spinner.center.x) < 1e-9 && top.end.y < top.start.y)   // 12 o'clock, pointing out
        #expect(abs(right.end.y - spinner.center.y) < 1e-9 && right.end.x > right.start.x)   // 3 o'clock: clockwise
        for spoke in spinner.spokes {
            for point in [spoke.start, spoke.end] {
                let reach = hypot(point.x - spinner.center.x, point.y - spinner.center.y) + spinner.lineWidth / 2
                #expect(reach <= 18 + 1e-9)
            }
        }
    }

    @Test(arguments: [(0.0, 0), (0.124, 0), (0.125, 1), (0.99, 7), (1.0, 0), (2.3, 2),
                      (-1, 0), (.nan, 0), (.infinity, 0)])
    func theBrightestSpokeStepsOncePerEighthOfAPeriod(time: Double, expected: Int) {
        #expect(HUD.Drawing.NativeSpinner.brightestSpoke(at: time) == expected)
    }

    @Test func theOthersFadeBehindTheBrightest() {
        typealias Native = HUD.Drawing.NativeSpinner
        for brightest in 0..<8 {
            #expect(Native.opacity(ofSpoke: brightest, brightest: brightest) == 1)
            // The spoke just ahead is the one furthest behind.
            #expect(abs(Native.opacity(ofSpoke: (brightest + 1) % 8, brightest: brightest) - Native.faintestOpacity) < 1e-12)
            var previous = 1.0
            for behind in 1..<8 {
                let opacity = Native.opacity(ofSpoke: ((brightest - behind) % 8 + 8) % 8, brightest: brightest)
                #expect(opacity < previous)
                previous = opacity
            }
        }
    }

    @Test func itsPictureDrawsEverySpokeAndTurnsWhenAnimated() throws {
        var configuration = HUD.Configuration()
        configuration.spinnerStyle = .native
        let drawing = HUD.Drawing(configuration: configuration, content: HUD.Content(indicator: .spinner),
                                  container: HUD.Layout.Container(size: CGSize(width: 390, height: 844)))
        let still = SVGSnapshot.document(for: drawing, time: .at(0.3))
        #expect(still.components(separatedBy: "<line ").count - 1 == 8)
        #expect(still.contains("class=\"native-spinner\""))
        #expect(!still.contains("class=\"spinner\""))
        let animated = SVGSnapshot.document(for: drawing, time: .animated)
        #expect(animated.contains("calcMode=\"discrete\""))
    }
}
