import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// Where a top or bottom toast sits (`HUD.Placement`), measured with ``GridMeasurer``: the text
/// capsule "Copied" is 6 × 10 + 32 = 92 pt wide; in the centre 16 + 20 + 16 = 52 pt tall, at an
/// edge a toast of `HUD.Layout.Toast.height` (48 pt).
@Suite("Placement layout")
struct PlacementLayoutTests {
    /// An iPhone with a Dynamic Island in portrait: 402 × 874, safe area 62 pt on top, 34 below.
    static let island = HUD.Layout.Container(
        size: CGSize(width: 402, height: 874),
        safeAreaInsets: HUD.EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
    /// The same in landscape: the island's side 62 pt, the other side 62 pt, the home indicator 21 pt.
    static let landscape = HUD.Layout.Container(
        size: CGSize(width: 874, height: 402),
        safeAreaInsets: HUD.EdgeInsets(top: 0, left: 62, bottom: 21, right: 40))
    static let toast = HUD.Content(indicator: .text, status: "Copied")

    static func layout(_ placement: HUD.Placement, in container: HUD.Layout.Container = island,
                       content: HUD.Content = toast, offset: HUD.Offset = .zero) -> HUD.Layout {
        var configuration = HUD.Configuration()
        configuration.placement = placement
        configuration.offsetFromCenter = offset
        return HUD.Layout(content, in: container, configuration: configuration)
    }

    @Test("The default placement is the centre, where the layout has always put the bezel")
    func centreIsTheDefault() {
        #expect(HUD.Configuration().placement == .center)
        let layout = Self.layout(.center)
        // free area 62…840, its middle 451; 451 − 26 = 425; across (402 − 92) / 2 = 155
        #expect(layout.bezelFrame == CGRect(x: 155, y: 425, width: 92, height: 52))
        #expect(layout.edgeSlide == 0)
    }

    @Test("A top toast sits 8 pt under the safe area's top edge (the Dynamic Island), centred across")
    func topSitsUnderTheSafeArea() {
        let layout = Self.layout(.top)
        #expect(layout.bezelFrame == CGRect(x: 155, y: 62 + 8, width: 92, height: 48))
        // From just beyond the edge: its bottom (118) up to the safe area's top (62).
        #expect(layout.edgeSlide == -56)
    }

    @Test("A bottom toast sits 8 pt above the home indicator's safe area")
    func bottomSitsAboveTheHomeIndicator() {
        let layout = Self.layout(.bottom)
        // 874 − 34 − 8 − 48 = 784
        #expect(layout.bezelFrame == CGRect(x: 155, y: 784, width: 92, height: 48))
        #expect(layout.edgeSlide == 56, "down until its top meets the safe area's bottom (840)")
    }

    @Test("A bottom toast sits 8 pt above the keyboard when it is up, and a top toast does not move")
    func bottomSitsAboveTheKeyboard() {
        var container = Self.island
        container.keyboardHeight = 336
        // 874 − 336 − 8 − 48 = 482
        #expect(Self.layout(.bottom, in: container).bezelFrame.minY == 482)
        #expect(Self.layout(.top, in: container).bezelFrame.minY == 70)
        container.keyboardHeight = 20       // shorter than the home indicator's area: the safe area wins
        #expect(Self.layout(.bottom, in: container).bezelFrame.minY == 784)
    }

    @Test("In landscape the toast is centred between the left and right safe areas", arguments: [
        HUD.Placement.top, .bottom,
    ])
    func landscapeKeepsClearOfTheSides(placement: HUD.Placement) {
        let layout = Self.layout(placement, in: Self.landscape)
        // free area 62…834 across, its middle 448; 448 − 46 = 402
        #expect(layout.bezelFrame.minX == 402)
        let expected: CGFloat = placement == .top ? 8 : 402 - 21 - 8 - 48
        #expect(layout.bezelFrame.minY == expected)
    }

    @Test("At an edge the vertical offset moves the toast away from its edge; the horizontal one right")
    func offsetMovesAwayFromTheEdge() {
        let offset = HUD.Offset(horizontal: 10, vertical: 49)
        #expect(Self.layout(.top, offset: offset).bezelFrame.origin == CGPoint(x: 165, y: 70 + 49))
        #expect(Self.layout(.bottom, offset: offset).bezelFrame.origin == CGPoint(x: 165, y: 784 - 49))
        // A negative offset cannot push it out of its container.
        let out = HUD.Offset(horizontal: 0, vertical: -500)
        #expect(Self.layout(.top, offset: out).bezelFrame.minY == 0)
        #expect(Self.layout(.bottom, offset: out).bezelFrame.maxY == 874)
    }

    @Test("A bezel too big for the space, or invalid numbers, still give finite frames in the container", arguments: [
        HUD.Placement.top, .bottom,
    ])
    func tooBigStaysFiniteAndInside(placement: HUD.Placement) {
        let tall = HUD.Content(indicator: .success, status: String(repeating: "Saved ", count: 10), details: "More")
        let short = HUD.Layout.Container(size: CGSize(width: 400, height: 300),
                                         safeAreaInsets: HUD.EdgeInsets(top: 40, left: 0, bottom: 30, right: 0),
                                         keyboardHeight: 260)
        let squeezed = Self.layout(placement, in: short, content: tall)
        #expect(squeezed.bezelFrame.height > 300 - 260, "taller than the space above the keyboard")
        #expect(squeezed.bezelFrame.minY >= 0 && squeezed.bezelFrame.maxY <= 300, "inside the container")
        #expect(squeezed.edgeSlide.isFinite)
        let broken = HUD.Layout.Container(size: CGSize(width: CGFloat.nan, height: .infinity),
                                          safeAreaInsets: HUD.EdgeInsets(top: .nan, left: -5, bottom: .infinity, right: 0),
                                          keyboardHeight: .nan)
        let odd = Self.layout(placement, in: broken, offset: HUD.Offset(horizontal: .nan, vertical: .infinity))
        for value in [odd.bezelFrame.minX, odd.bezelFrame.minY, odd.bezelFrame.width, odd.bezelFrame.height, odd.edgeSlide] {
            #expect(value.isFinite)
        }
    }
}
