#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

/// The HUD's bezel: the blur or glass behind its content, and the HUD's one accessibility element.
/// On iOS it tells ``focusChanged`` when an assistive technology's focus (VoiceOver's) comes onto
/// it or leaves it, which `HUDView` turns into a hold of the toast's countdown as the neutral
/// `VoiceOverHold` decides; it decides nothing itself.
///
/// Decisions UIKit's runtime forces, with the alternatives:
/// - The focus is reported to the element that has it, through UIAccessibility.h's informal
///   protocol `UIAccessibilityFocus` (`accessibilityElementDidBecomeFocused`,
///   `accessibilityElementDidLoseFocus`, iOS 4): so the bezel, the element, is a subclass of its
///   own. (Observing `UIAccessibility.elementFocusedNotification` would hear every focus move in
///   the app; polling `accessibilityElementIsFocused()` would need a timer.)
/// - Both are nonisolated in the iPhoneOS 17 SDK and on the main actor in the 26 SDK: overridden
///   nonisolated, and run on the main actor, where UIKit calls them (as
///   `HUDView.accessibilityPerformEscape`).
/// - A HUD view removed while it has the focus may not hear the loss: the engine's hold belongs to
///   the transition that showed the toast, so the HUD's hiding ends it anyway.
/// - iOS only, as the finger's hold: tvOS has no toast to hold (no swipe, `ToastSwipe` is nil
///   there); visionOS is not compiled here, so it is left out rather than guessed.
@MainActor
final class HUDBezelView: UIVisualEffectView {
    /// Told `true` when an assistive technology's focus comes onto the bezel, `false` when it
    /// leaves (iOS).
    var focusChanged: ((Bool) -> Void)?

    #if os(iOS)
    nonisolated override func accessibilityElementDidBecomeFocused() {
        MainActor.assumeIsolated {
            super.accessibilityElementDidBecomeFocused()
            focusChanged?(true)
        }
    }

    nonisolated override func accessibilityElementDidLoseFocus() {
        MainActor.assumeIsolated {
            super.accessibilityElementDidLoseFocus()
            focusChanged?(false)
        }
    }
    #endif
}
#endif
