import StatusHUDModel
import StatusHUDRendering
/// What a presenter posts to VoiceOver for each cue: one notification per appearance.
///
/// A HUD that blocks interaction takes VoiceOver's focus when it comes on screen; VoiceOver then
/// reads the element, whose label is the status. Posting the announcement as well made VoiceOver
/// speak the status twice, so that appearance posts only the focus change. Other cues (a HUD that
/// does not block, or a change while up) are announcements, and focus stays where the user is.
/// When a HUD that took the focus goes, the focus goes back with a layout change: the screen
/// under it did not change, so the new-screen sound of a screen change would be wrong.
package struct VoiceOverPosting {
    package init() {}

    /// One notification.
    package enum Post: Equatable {
        /// Speak this text; the focus stays.
        case announcement(String)
        /// Move the focus to the HUD (a screen change: the app behind is out of reach).
        case focusOnHUD
        /// Give the focus back to what had it (a layout change).
        case restoreFocus
    }

    /// Whether the HUD on screen has the focus.
    private(set) var hasFocus = false

    /// The post for a cue: `announcement` is what the feedback policy would say (or nil),
    /// `cameOnScreen` whether the HUD has just come on screen, `blocks` whether it blocks interaction.
    package mutating func post(announcement: String?, cameOnScreen: Bool, blocks: Bool,
                       voiceOverRunning: Bool) -> Post? {
        guard voiceOverRunning else { return nil }
        if cameOnScreen, blocks, !hasFocus {
            hasFocus = true
            return .focusOnHUD
        }
        return announcement.map(Post.announcement)
    }

    /// The HUD is gone.
    package mutating func hidden() -> Post? {
        defer { hasFocus = false }
        return hasFocus ? .restoreFocus : nil
    }
}
