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
/// button's own. Two gestures are not the covered view's and go on with it, as they would over a
/// disabled view: scrolling the scroll view it is in (a card in a list) and a navigation
/// controller's edge swipe. In the HUD's own window there is nothing around it, and the recognizer
/// changes nothing.
///
/// (The alternatives: failing the others one by one, with `require(toFail:)`, needs every
/// recognizer of the app's views, which the HUD does not know; disabling the container's
/// interaction would also stop its scrolling and its other HUDs.)
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
        if other is UIScreenEdgePanGestureRecognizer { return true }
        guard let scrollView = other.view as? UIScrollView else { return false }
        return other === scrollView.panGestureRecognizer || other === scrollView.pinchGestureRecognizer
    }

    func gestureRecognizer(_ recognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let button, let view = touch.view else { return true }
        return !view.isDescendant(of: button)
    }
}
#endif
