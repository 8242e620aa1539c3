import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation

/// `CueGate` on the engine's clock, for the UIKit and AppKit presenters: the same calls, each cue
/// returned to play at once, and the status `HUD.Feedback`'s throttle held back handed to `onDue`
/// when its interval ends — so the last of a fast count ("Item 500 of 500", 0.3 s after 499) is
/// said. Only while the HUD is on screen: a timer due off screen waits for its return, and one
/// due after the HUD hid or after another announcement replaced the status does nothing.
@MainActor
package final class TimedCueGate {
    private var gate = CueGate()
    private let scheduler: any Scheduler
    private var timer: ScheduledTimer?
    private var timerDueAt: Double?
    /// The configuration of the HUD last shown or updated, to say a held status with.
    private var configuration = HUD.Configuration()
    /// Plays a cue that comes due on its own: a held status, said when the throttle allows.
    package var onDue: (@MainActor (HUD.Feedback.Cue) -> Void)?

    package init(scheduler: any Scheduler = DispatchScheduler()) {
        self.scheduler = scheduler
    }

    /// As `CueGate.shown`.
    package func shown(_ content: HUD.Content, configuration: HUD.Configuration) -> HUD.Feedback.Cue {
        self.configuration = configuration
        defer { rearm() }
        return gate.shown(content, configuration: configuration, now: scheduler.now)
    }

    /// As `CueGate.updated`.
    package func updated(_ content: HUD.Content, change: HUD.Change, configuration: HUD.Configuration) -> HUD.Feedback.Cue {
        self.configuration = configuration
        defer { rearm() }
        return gate.updated(content, change: change, configuration: configuration, now: scheduler.now)
    }

    /// As `CueGate.cameOnScreen`.
    package func cameOnScreen(_ content: HUD.Content, configuration: HUD.Configuration) -> HUD.Feedback.Cue {
        self.configuration = configuration
        defer { rearm() }
        return gate.cameOnScreen(content, configuration: configuration, now: scheduler.now)
    }

    /// As `CueGate.wentOffScreen`.
    package func wentOffScreen() {
        gate.wentOffScreen()
        rearm()
    }

    /// As `CueGate.hidden`: a held status is never said.
    package func hidden() {
        gate.hidden()
        rearm()
    }

    /// Keeps one timer, for the held status's due time while on screen, or none.
    private func rearm() {
        let due = gate.isOnScreen ? gate.heldDueAt : nil
        guard due != timerDueAt || (due != nil && timer == nil) else { return }
        timer?.cancel()
        timer = nil
        timerDueAt = due
        guard let due else { return }
        timer = scheduler.schedule(after: max(due - scheduler.now, 0)) { [weak self] in self?.fire() }
    }

    private func fire() {
        timer = nil
        timerDueAt = nil
        let cue = gate.heldCue(configuration: configuration, now: scheduler.now)
        rearm()
        if cue.announcement != nil { onDue?(cue) }
    }
}
