/// What VoiceOver's focus coming onto a HUD, or leaving it, does to a toast's countdown: it holds
/// it as a finger resting on the toast does (`HUD.Transition.reportHeld(by: .voiceOverFocus)`),
/// so that a VoiceOver user who moved the focus onto a toast to read it (swiped to it, or touched
/// it) is not left reading a toast that has gone; it runs on, with what was left of it and at
/// least a second (`HUD.Transition.timeAfterLetGo`), once the focus moves on.
///
/// The rules, and the alternatives left out:
/// - Only a toast a finger can hold is held by the focus: one that can be swiped away
///   (``ToastSwipe``: a success, error, info, image or text at the top or bottom that does not
///   block). One rule for both holders, through the finger's own path to the engine (no second
///   countdown pause). A blocking HUD takes VoiceOver's focus itself as it appears
///   (``VoiceOverPosting``) and keeps it there (it is modal): held by the focus, a blocking
///   success would never leave. A centred result that does not block keeps its stated time, as it
///   does under a finger; holding it too was the alternative, left out so that "a toast waits
///   while it is held" stays true of exactly the toasts the docs call holdable.
/// - The focus leaving always lets go, whatever the HUD shows by then: a toast held by the focus
///   may have been replaced, on the same transition, by a spinner or a blocking HUD, and its hold
///   must still end. The engine ignores a let-go of a hold it does not have.
/// - A finger and the focus may hold at once (VoiceOver's double-tap and hold passes a touch to the
///   bezel): the engine keeps the toast until both have let go (`Engine.letGo(by:as:)`).
/// - The focus is seen where UIKit reports it, on the HUD's one accessibility element, its bezel
///   (UIAccessibility.h's `accessibilityElementDidBecomeFocused` and
///   `accessibilityElementDidLoseFocus`, iOS 4). They report any assistive technology's focus:
///   Switch Control scanning past a toast holds it for as long as it rests there, and a let-go
///   adds at most the second a finger's does. (The alternatives: observing
///   `UIAccessibility.elementFocusedNotification`, every focus move in the app, with the element
///   to compare; or asking `accessibilityElementIsFocused()` on a timer.)
///
/// ```swift
/// VoiceOverHold(focused: true, swipeable: true)     // .hold
/// VoiceOverHold(focused: true, swipeable: false)    // nil: a blocking or centred HUD is not held
/// VoiceOverHold(focused: false, swipeable: false)   // .letGo
/// ```
package enum VoiceOverHold: Sendable, Equatable {
    /// The toast's countdown waits: `reportHeld(by: .voiceOverFocus)`.
    case hold
    /// The focus's hold ends: `reportLetGo(by: .voiceOverFocus)`.
    case letGo

    /// What to report when VoiceOver's focus comes onto the HUD (`focused`) or leaves it, for a HUD
    /// that `swipeable` (a ``ToastSwipe`` exists for it) or not; `nil`: nothing.
    package init?(focused: Bool, swipeable: Bool) {
        switch (focused, swipeable) {
        case (true, true): self = .hold
        case (true, false): return nil
        case (false, _): self = .letGo
        }
    }
}
