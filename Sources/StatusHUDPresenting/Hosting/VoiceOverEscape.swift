import StatusHUDModel
import StatusHUDRendering
/// What VoiceOver's escape gesture (a two-finger scrub, "Z") does once it reaches a HUD.
///
/// Where it reaches one is UIKit's to decide, not the HUD's: VoiceOver sends
/// `accessibilityPerformEscape` to the element that has its focus, then to each view containing it
/// in turn, until one says it handled it (UIAccessibility.h: "implement on an element or
/// containing view"). The HUD view contains only its own bezel, so the escape reaches it only
/// while VoiceOver's focus is on the HUD: a blocking HUD takes the focus when it appears
/// (``VoiceOverPosting``); a toast that does not block leaves it where the user is, so the escape
/// reaches the toast only once the user has moved the focus onto it (swiped to it, or touched it).
/// With the focus in the app, the scrub is the app's as always (it pops its navigation, closes its
/// sheet). The alternative, taking the focus to every toast so that the escape dismisses it, would
/// pull the user away from their place for each toast, which a toast that does not block must not
/// do; a toast is heard through its announcement instead.
///
/// Once it reaches the HUD:
/// - a toast that can be swiped away (``ToastSwipe``) is dismissed, as a swipe or a tap would:
///   VoiceOver takes the swipes, so this is the swipe a VoiceOver user has;
/// - a blocking HUD with a button (its Cancel or Stop) presses it, as Esc does on a Mac;
/// - anything else passes it on (`accessibilityPerformEscape` returns false), and UIKit goes on to
///   the views containing the HUD: a blocking HUD in a view without a button does not hold the
///   user, as the navigation controller's edge swipe passes it too (`HUDViewBlocker`).
package enum VoiceOverEscape: Sendable, Equatable {
    /// The toast is dismissed.
    case dismiss
    /// The HUD's button is pressed.
    case pressButton
    /// Not the HUD's: the views containing it are asked next.
    case passOn

    /// What the escape does for a HUD that `swipeable` (a ``ToastSwipe`` exists for it) or not,
    /// that `blocks` touches or not, with a button (`hasButton`) or not.
    package init(swipeable: Bool, blocks: Bool, hasButton: Bool) {
        if swipeable && !blocks {
            self = .dismiss
        } else if blocks && hasButton {
            self = .pressButton
        } else {
            self = .passOn
        }
    }
}
