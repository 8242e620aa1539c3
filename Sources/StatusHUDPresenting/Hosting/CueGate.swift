import StatusHUDModel
import StatusHUDRendering
/// When a presenter plays haptics and speaks to VoiceOver: only while the HUD is on screen, and each
/// change once. What changes while the HUD waits for a window (or is off screen after its scene went
/// to the background) is cued once, when it comes on screen; coming back on screen with nothing new
/// says nothing again. What to play and say is still `HUD.Feedback`'s decision.
package struct CueGate {
    package init() {}

    private var feedback = HUD.Feedback()
    private(set) var isOnScreen = false
    private var pending = Pending.none

    private enum Pending {
        case none
        /// Shown while off screen: everything about it is new.
        case shown
        /// Changed in place while off screen, this much.
        case changed(HUD.Change)
    }

    /// The HUD shows `content` (a new HUD, or one brought back during its fade-out).
    package mutating func shown(_ content: HUD.Content, configuration: HUD.Configuration) -> HUD.Feedback.Cue {
        guard isOnScreen else {
            pending = .shown
            return HUD.Feedback.Cue()
        }
        return feedback.cue(for: content, change: nil, configuration: configuration)
    }

    /// The HUD on screen or waiting changed in place.
    package mutating func updated(_ content: HUD.Content, change: HUD.Change, configuration: HUD.Configuration) -> HUD.Feedback.Cue {
        guard isOnScreen else {
            switch pending {
            case .none: pending = .changed(change)
            case .shown: break
            case .changed(let earlier): pending = .changed(earlier.union(change))
            }
            return HUD.Feedback.Cue()
        }
        return feedback.cue(for: content, change: change, configuration: configuration)
    }

    /// The HUD is on screen now (attached, or back); `content` is what it shows.
    package mutating func cameOnScreen(_ content: HUD.Content, configuration: HUD.Configuration) -> HUD.Feedback.Cue {
        isOnScreen = true
        defer { pending = .none }
        switch pending {
        case .none: return HUD.Feedback.Cue()
        case .shown: return feedback.cue(for: content, change: nil, configuration: configuration)
        case .changed(let change): return feedback.cue(for: content, change: change, configuration: configuration)
        }
    }

    /// The HUD left the screen while shown.
    package mutating func wentOffScreen() {
        isOnScreen = false
    }

    /// The HUD is gone: the next one starts afresh (its status is announced even if the same).
    package mutating func hidden() {
        isOnScreen = false
        pending = .none
        feedback.reset()
    }
}
