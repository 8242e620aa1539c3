import StatusHUDModel
import StatusHUDRendering
import Foundation
/// When a presenter plays haptics and speaks to VoiceOver: only while the HUD is on screen, and each
/// change once. What changes while the HUD waits for a window (or is off screen after its scene went
/// to the background) is cued once, when it comes on screen; coming back on screen with nothing new
/// says nothing again. What to play and say is still `HUD.Feedback`'s decision. A status held back
/// by its throttle is due at ``heldDueAt`` and said then (``heldCue(configuration:now:)``) only while
/// on screen; `now` is the caller's monotonic clock (the engine's `Scheduler`).
package struct CueGate {
    package init() {}

    private var feedback = HUD.Feedback()
    package private(set) var isOnScreen = false
    private var pending = Pending.none

    private enum Pending {
        case none
        /// Shown while off screen: everything about it is new.
        case shown
        /// Changed in place while off screen, this much.
        case changed(HUD.Change)
    }

    /// The HUD shows `content` (a new HUD, or one brought back during its fade-out).
    package mutating func shown(_ content: HUD.Content, configuration: HUD.Configuration,
                                  now: Double = ProcessInfo.processInfo.systemUptime) -> HUD.Feedback.Cue {
        guard isOnScreen else {
            pending = .shown
            return HUD.Feedback.Cue()
        }
        return feedback.cue(for: content, change: nil, configuration: configuration, now: now)
    }

    /// The HUD on screen or waiting changed in place.
    package mutating func updated(_ content: HUD.Content, change: HUD.Change, configuration: HUD.Configuration,
                                  now: Double = ProcessInfo.processInfo.systemUptime) -> HUD.Feedback.Cue {
        guard isOnScreen else {
            switch pending {
            case .none: pending = .changed(change)
            case .shown: break
            case .changed(let earlier): pending = .changed(earlier.union(change))
            }
            return HUD.Feedback.Cue()
        }
        return feedback.cue(for: content, change: change, configuration: configuration, now: now)
    }

    /// The HUD is on screen now (attached, or back); `content` is what it shows.
    package mutating func cameOnScreen(_ content: HUD.Content, configuration: HUD.Configuration,
                                  now: Double = ProcessInfo.processInfo.systemUptime) -> HUD.Feedback.Cue {
        isOnScreen = true
        defer { pending = .none }
        switch pending {
        case .none: return HUD.Feedback.Cue()
        case .shown: return feedback.cue(for: content, change: nil, configuration: configuration, now: now)
        case .changed(let change): return feedback.cue(for: content, change: change, configuration: configuration, now: now)
        }
    }

    /// When the status held back by the throttle is due to be said; `nil` when none is.
    package var heldDueAt: Double? { feedback.heldDueAt }

    /// The status held back, to say now its interval has ended: nothing while off screen (what
    /// changed is cued on return instead), nor once the HUD has hidden (`hidden()` forgets it).
    package mutating func heldCue(configuration: HUD.Configuration, now: Double) -> HUD.Feedback.Cue {
        guard isOnScreen else { return HUD.Feedback.Cue() }
        return feedback.heldCue(configuration: configuration, now: now)
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
