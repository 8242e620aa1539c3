#if os(iOS) || os(visionOS)
import UIKit

/// Keeps a blocking HUD's touches from the gesture recognizers of the views around it.
///
/// UIKit gives a touch to the gesture recognizers of the view it hits and of every view that
/// contains that view. A HUD in one of the app's views (`HUD.Instance(in:)`, `HUD.containerView`)
/// that takes a touch in `hitTest` therefore still let a card's tap, a long press or a tap that
/// ends editing act under it. A recognizer of the HUD's own that begins at touch-down wins over
/// them, since a recognizer that has begun prevents the others (UIKit's default), and it leaves
/// the touches to the HUD view (`cancelsTouchesInView` false). Touches on the button stay the
/// button's own. The gestures that are not the covered view's go on with it, as they would over a
/// disabled view (`BlockedGesture` decides which): scrolling the scroll view it is in (a card in a
/// list) and a navigation controller's back swipes, the edge one and, from iOS 26, the full-width
/// one. In the HUD's own window there is nothing around it, and the recognizer changes nothing.
///
/// (The alternatives: failing the others one by one, with `require(toFail:)`, needs every
/// recognizer of the app's views, which the HUD does not know; disabling the container's
/// interaction would also stop its scrolling and its other HUDs.)
///
/// The full-width back swipe is found by identity: the SDK gives it no class of its own (the edge
/// swipe is a `UIScreenEdgePanGestureRecognizer`), so it is read from each navigation controller up
/// the HUD view's responder chain (`interactiveContentPopGestureRecognizer`, iOS 26); only a
/// navigation controller the HUD is inside can pop under it. UINavigationController.h asks that
/// the property be used only to set up failure requirements: here it is only compared, never
/// changed or given a target. Compiled only with an SDK that has the property (UIKit's module
/// version, as `HUDView.canUseGlass`); built with an older SDK the property cannot be named, and
/// a full-width swipe, if iOS 26 gives such an app one, stays blocked (not seen on a device).
@MainActor
final class HUDViewBlocker: NSObject, UIGestureRecognizerDelegate {
    private let press = UILongPressGestureRecognizer()
    private weak var button: UIView?

    /// A blocker for `view`, whose `button` keeps its touches; it blocks nothing until
    /// ``isBlocking`` is set.
    init(view: UIView, button: UIView) {
        self.button = button
        super.init()
        press.minimumPressDuration = 0
        press.cancelsTouchesInView = false
        press.delaysTouchesEnded = false
        press.isEnabled = false
        press.delegate = self
        view.addGestureRecognizer(press)
    }

    /// Whether the HUD blocks touches now.
    var isBlocking: Bool {
        get { press.isEnabled }
        set { if press.isEnabled != newValue { press.isEnabled = newValue } }
    }

    func gestureRecognizer(_ recognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        kind(of: other).passes
    }

    /// Which of the gestures around the HUD `other` is.
    private func kind(of other: UIGestureRecognizer) -> BlockedGesture {
        if other is UIScreenEdgePanGestureRecognizer { return .screenEdgeSwipe }
        if isContentPop(other) { return .contentPop }
        guard let scrollView = other.view as? UIScrollView else { return .other }
        if other === scrollView.panGestureRecognizer { return .scrolling }
        if other === scrollView.pinchGestureRecognizer { return .zooming }
        return .other
    }

    /// Whether `other` is the full-width back swipe of a navigation controller the HUD is in.
    private func isContentPop(_ other: UIGestureRecognizer) -> Bool {
        #if canImport(UIKit, _version: 9000) && os(iOS)
        if #available(iOS 26.0, *), let view = press.view {
            return sequence(first: view as UIResponder, next: { $0.next }).contains { responder in
                (responder as? UINavigationController)?.interactiveContentPopGestureRecognizer === other
            }
        }
        #endif
        return false
    }

    func gestureRecognizer(_ recognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let button, let view = touch.view else { return true }
        return !view.isDescendant(of: button)
    }
}
#endif
