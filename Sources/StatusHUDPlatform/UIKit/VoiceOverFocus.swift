#if os(iOS) || os(tvOS) || os(visionOS)
// This SDK declares UIAccessibility's notification constants as mutable globals, which Swift 6
// rejects; later SDKs declare them constant (the traits too). Only this file imports UIKit this
// way, and it holds nothing but the posts and that one trait.
@preconcurrency import UIKit

/// Posts to VoiceOver what `VoiceOverPosting` decides: one notification per appearance, and the
/// focus given back to what had it before a blocking HUD took it.
@MainActor
package final class VoiceOverFocus {
    private var posting = VoiceOverPosting()
    /// What had VoiceOver's focus before a blocking HUD took it.
    private weak var previous: AnyObject?

    /// Speaks for a cue: `announcement` is what the feedback policy says (or nil), at `priority`
    /// (`HUD.Feedback.priority(of:configuration:)`), `element` the HUD's accessibility element,
    /// whose label is already the status.
    func speak(_ announcement: String?, priority: HUD.Feedback.Priority, on element: UIView, cameOnScreen: Bool,
               blocks: Bool) {
        switch posting.post(announcement: announcement, cameOnScreen: cameOnScreen, blocks: blocks,
                            voiceOverRunning: UIAccessibility.isVoiceOverRunning) {
        case .announcement(let text)?:
            UIAccessibility.post(notification: .announcement, argument: Self.spoken(text, priority: priority))
        case .focusOnHUD?:
            previous = UIAccessibility.focusedElement(using: .notificationVoiceOver) as AnyObject?
            UIAccessibility.post(notification: .screenChanged, argument: element)
        case .restoreFocus?, nil:
            break
        }
    }

    /// An announcement at the priority the feedback policy decided, from iOS 17 (a result high,
    /// so the focus given back as a blocking HUD hides does not cut it off; statuses default, so
    /// the user can interrupt them; queued toasts low). Earlier, plain text, at VoiceOver's default.
    private static func spoken(_ text: String, priority: HUD.Feedback.Priority) -> Any {
        if #available(iOS 17.0, tvOS 17.0, *) {
            let level: UIAccessibilityPriority = switch priority {
            case .low: .low
            case .default: .default
            case .high: .high
            }
            return NSAttributedString(string: text, attributes: [
                .accessibilitySpeechAnnouncementPriority: level.rawValue,
            ])
        }
        return text
    }

    /// Gives the focus back to what had it, once the HUD is gone.
    func restore() {
        guard posting.hidden() == .restoreFocus else { return }
        UIAccessibility.post(notification: .layoutChanged, argument: previous)
        previous = nil
    }

    /// The trait of an element whose value changes too often to post each change (a progress ring
    /// that may move 60 times a second): VoiceOver reads it again itself.
    package static let updatesFrequently = UIAccessibilityTraits.updatesFrequently

    /// Has VoiceOver read `element` again, after it changed under the user's finger (the refresh
    /// title's value when its Refresh action begins a refresh).
    package static func reread(_ element: UIView) {
        UIAccessibility.post(notification: .layoutChanged, argument: element)
    }
}
#endif
