#if canImport(UIKit) && !os(watchOS)
// This SDK declares UIAccessibility's notification constants as mutable globals, which Swift 6
// rejects; later SDKs declare them constant. Only this file imports UIKit this way, and it holds
// nothing but the posts.
@preconcurrency import UIKit

/// Speaks to VoiceOver: announcements, and the focus a HUD that blocks interaction takes and
/// gives back.
@MainActor
final class VoiceOverFocus {
    /// What had VoiceOver's focus before a modal HUD took it.
    private weak var previous: AnyObject?
    private var tookFocus = false

    func announce(_ text: String) {
        guard UIAccessibility.isVoiceOverRunning else { return }
        UIAccessibility.post(notification: .announcement, argument: text)
    }

    /// Moves the focus to `element` when the HUD is modal, remembering where it was.
    func focus(on element: UIView, modal: Bool) {
        guard modal, UIAccessibility.isVoiceOverRunning else { return }
        previous = UIAccessibility.focusedElement(using: .notificationVoiceOver) as AnyObject?
        tookFocus = true
        UIAccessibility.post(notification: .screenChanged, argument: element)
    }

    /// Gives the focus back to what had it, once the HUD is gone.
    func restore() {
        guard tookFocus else { return }
        tookFocus = false
        UIAccessibility.post(notification: .screenChanged, argument: previous)
        previous = nil
    }
}
#endif
