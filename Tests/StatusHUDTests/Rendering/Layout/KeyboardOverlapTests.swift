import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

@Suite("Keyboard overlap")
struct KeyboardOverlapTests {
    static let window = CGRect(x: 0, y: 0, width: 390, height: 844)

    static func height(_ keyboard: CGRect, container: CGRect = window) -> CGFloat {
        HUD.Layout.KeyboardOverlap(keyboardFrame: keyboard, containerFrame: container, duration: 0.25, curve: 7).height
    }

    @Test func aDockedKeyboardCoversFromItsTopToTheBottom() {
        #expect(Self.height(CGRect(x: 0, y: 508, width: 390, height: 336)) == 336)
        // A container view that ends above the window's bottom: only the part over it counts.
        #expect(Self.height(CGRect(x: 0, y: 508, width: 390, height: 336), container: CGRect(x: 0, y: 100, width: 390, height: 600)) == 192)
        // A keyboard taller than the container covers all of it.
        #expect(Self.height(CGRect(x: 0, y: -100, width: 390, height: 2000)) == 844)
    }

    @Test func keyboardsThatDoNotReachTheBottomOrMissTheContainerCoverNothing() {
        #expect(Self.height(CGRect(x: 20, y: 300, width: 320, height: 250)) == 0, "floating iPad keyboard")
        #expect(Self.height(CGRect(x: 0, y: 844, width: 390, height: 336)) == 0, "off screen below")
        #expect(Self.height(CGRect(x: 400, y: 508, width: 390, height: 336)) == 0, "beside the container")
        #expect(Self.height(.zero) == 0)
        #expect(Self.height(CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336)) == 0)
        #expect(Self.height(CGRect(x: 0, y: 508, width: CGFloat.infinity, height: 336)) == 0)
        #expect(HUD.Layout.KeyboardOverlap.hidden(duration: 0.25, curve: 7).height == 0)
    }

    @Test func theHUDMovesWithTheKeyboardsDurationAndCurve() {
        let frame = CGRect(x: 0, y: 508, width: 390, height: 336)
        let curves: [(Int, HUD.TimingCurve)] = [(0, .easeInOut), (1, .easeIn), (2, .easeOut), (3, .linear), (7, .easeOut)]
        for (raw, curve) in curves {
            let overlap = HUD.Layout.KeyboardOverlap(keyboardFrame: frame, containerFrame: Self.window, duration: 0.25, curve: raw)
            #expect(overlap.animation == HUD.Animation(duration: 0.25, curve: curve))
            #expect(overlap.curve == raw)
        }
    }

    @Test func theOverlapFeedsTheLayoutsFreeArea() {
        let overlap = HUD.Layout.KeyboardOverlap(keyboardFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
                                                 containerFrame: Self.window, duration: 0.25, curve: 7)
        let container = HUD.Layout.Container(size: Self.window.size, safeAreaInsets: HUD.EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                                             keyboardHeight: overlap.height)
        #expect(container.freeArea == CGRect(x: 0, y: 47, width: 390, height: 508 - 47))
    }
}
