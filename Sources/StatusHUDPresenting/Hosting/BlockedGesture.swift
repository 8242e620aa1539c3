import StatusHUDModel
import StatusHUDRendering
/// A gesture of the views around a blocking HUD in one of the app's views (`HUD.Instance(in:)`,
/// `HUD.containerView`), where a touch begins on the HUD: whether it goes on under the HUD.
///
/// UIKit gives a touch to the gesture recognizers of the view it hits and of every view containing
/// it, so the HUD's own recognizer (`HUDViewBlocker`, begun at touch-down) must let through, by
/// recognizing with them, the gestures that are not the covered view's: what a disabled view would
/// leave to the views around it. The others (a card's tap, a long press, a tap that ends editing)
/// it keeps from acting under the HUD.
///
/// - Passes: the navigation controller's back swipes, the edge swipe (every screen-edge pan) and,
///   from iOS 26, the full-width one (`interactiveContentPopGestureRecognizer`, which begins
///   anywhere on the content, so on the HUD too); and the scrolling and zooming of the scroll view
///   the covered view is in. A back swipe leaves the covered view altogether, so the HUD blocks
///   nothing the user would not leave anyway; keeping it would trap the user on the screen with
///   no gesture out of it (iOS 26 teaches the full-width swipe as the way back).
/// - Blocked: everything else.
package enum BlockedGesture: Sendable, Equatable, CaseIterable {
    /// A screen-edge pan: the navigation controller's edge swipe, or any other.
    case screenEdgeSwipe
    /// A navigation controller's full-width back swipe (iOS 26).
    case contentPop
    /// The pan of a scroll view the HUD's view is in.
    case scrolling
    /// The pinch of a scroll view the HUD's view is in.
    case zooming
    /// Any other recognizer of the views around the HUD.
    case other

    /// Whether the gesture goes on although the touch began on the blocking HUD.
    package var passes: Bool {
        switch self {
        case .screenEdgeSwipe, .contentPop, .scrolling, .zooming: true
        case .other: false
        }
    }
}
