import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// Swiping a top or bottom toast away (`ToastSwipe`): which HUDs can be swiped, how the bezel
/// follows the finger, and when letting go dismisses. A 52 pt capsule: dismissed from 26 pt.
@Suite("Toast swipe")
struct ToastSwipeTests {
    static func swipe(_ placement: HUD.Placement, height: Double = 52) -> ToastSwipe? {
        ToastSwipe(placement: placement, blocksInteraction: false, indicator: .text, bezelHeight: height)
    }

    @Test("Only a toast at the top or bottom that lets touches through can be swiped")
    func whoCanBeSwiped() {
        #expect(Self.swipe(.top)?.edge == .top && Self.swipe(.bottom)?.edge == .bottom)
        #expect(Self.swipe(.center) == nil, "a centred HUD is not a toast at an edge")
        #expect(ToastSwipe(placement: .top, blocksInteraction: true, indicator: .text, bezelHeight: 52) == nil,
                "a blocking HUD is modal")
        for indicator in [HUD.Indicator.success, .error, .info, .image(TestImage.make(width: 2, height: 2)), .text] {
            #expect(ToastSwipe(placement: .bottom, blocksInteraction: false, indicator: indicator, bezelHeight: 52) != nil)
        }
        for indicator in [HUD.Indicator.spinner, .progress(0.5)] {
            #expect(ToastSwipe(placement: .bottom, blocksInteraction: false, indicator: indicator, bezelHeight: 52) == nil,
                    "work the app still does is not swiped away")
        }
    }

    @Test("Towards its edge the bezel follows the finger one to one")
    func followsTowardsTheEdge() throws {
        #expect(try #require(Self.swipe(.top)).offset(following: -30) == -30)
        #expect(try #require(Self.swipe(.bottom)).offset(following: 45) == 45)
    }

    @Test("The other way it is rubber-banded: 0.55 × at first, never more than its height")
    func rubberBandsTheWrongWay() throws {
        let top = try #require(Self.swipe(.top)), bottom = try #require(Self.swipe(.bottom))
        let small = top.offset(following: 2)
        #expect(small > 0 && abs(small - 2 * 0.55) < 0.05, "about 0.55 × a small drag, downwards")
        #expect(top.offset(following: 100) < 52 * 0.55 * 100 / 52, "less than 0.55 × a long drag")
        #expect(top.offset(following: 10_000) < 52 && top.offset(following: 10_000) > 50, "never past its height")
        #expect(bottom.offset(following: -2) == -small, "the bottom toast's mirror image")
        #expect(top.offset(following: 40) < top.offset(following: 80), "still moves with the finger")
    }

    @Test("Let go past half its height towards its edge, or flung there, it is dismissed; else it springs back")
    func endings() throws {
        let top = try #require(Self.swipe(.top)), bottom = try #require(Self.swipe(.bottom))
        #expect(top.dismissDistance == 26)
        #expect(top.ending(translation: -26, velocity: 0) == .dismiss)
        #expect(top.ending(translation: -25, velocity: 0) == .springBack)
        #expect(top.ending(translation: -5, velocity: -500) == .dismiss, "a fling up")
        #expect(top.ending(translation: -5, velocity: -499) == .springBack)
        #expect(top.ending(translation: 5, velocity: -900) == .springBack, "flung up from below its place")
        #expect(top.ending(translation: 60, velocity: 900) == .springBack, "dragged the wrong way")
        #expect(bottom.ending(translation: 26, velocity: 0) == .dismiss)
        #expect(bottom.ending(translation: -26, velocity: 0) == .springBack)
        #expect(bottom.ending(translation: 5, velocity: 500) == .dismiss)
        #expect(try #require(Self.swipe(.top, height: 10)).dismissDistance == 20, "at least 20 pt")
    }

    @Test("A swipeable toast takes the touches on its bezel, and only those")
    func takesTouchesOnItsBezel() throws {
        let top = try #require(Self.swipe(.top))
        let bezel = CGRect(x: 155, y: 70, width: 92, height: 52)
        #expect(top.takesTouch(at: CGPoint(x: 200, y: 90), bezelFrame: bezel))
        #expect(!top.takesTouch(at: CGPoint(x: 200, y: 200), bezelFrame: bezel))
        #expect(!top.takesTouch(at: CGPoint(x: CGFloat.nan, y: 90), bezelFrame: bezel))
    }

    @Test("Invalid numbers count as 0: no movement and a spring back")
    func invalidNumbers() throws {
        let top = try #require(Self.swipe(.top, height: .nan))
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(top.offset(following: value) == 0)
            #expect(top.ending(translation: value, velocity: value) == .springBack)
        }
        #expect(top.bezelHeight == 1)
    }

    @Test("A short touch that never dragged is a tap; a drag, a long hold or a bad time is not")
    func aTapIsShortAndStill() {
        #expect(ToastSwipe.isTap(lasting: 0.1, dragged: false))
        #expect(ToastSwipe.isTap(lasting: 0.5, dragged: false))
        #expect(!ToastSwipe.isTap(lasting: 0.51, dragged: false), "held: only the countdown waited")
        #expect(!ToastSwipe.isTap(lasting: 0.1, dragged: true), "a drag that sprang back is no tap")
        for bad in [Double.nan, .infinity, -1] { #expect(!ToastSwipe.isTap(lasting: bad, dragged: false)) }
    }
}
