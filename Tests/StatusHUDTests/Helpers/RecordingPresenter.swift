import Foundation
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// A presenter that records what it is asked to do and reports only when the test tells it to
/// (or at once, with `reportsAtOnce`).
@MainActor
final class RecordingPresenter: HUD.Presenter {
    enum Event: Equatable {
        case show(HUD.Content, HUD.Transition.Direction, TimeInterval)
        case update(HUD.Content)
        case hide(TimeInterval)
    }

    private(set) var events: [Event] = []
    /// The `change` of every update, in order.
    private(set) var changes: [HUD.Change] = []
    private(set) var transitions: [HUD.Transition] = []
    /// Report "on screen" as soon as `show` comes (as a presenter with a window does).
    var reportsOnScreenAtOnce = true
    /// Report "finished" as soon as a transition starts (as a presenter without animations does).
    var finishesAtOnce = false

    var lastTransition: HUD.Transition? { transitions.last }
    var lastContent: HUD.Content? {
        for event in events.reversed() {
            switch event {
            case .show(let content, _, _), .update(let content): return content
            case .hide: return nil
            }
        }
        return nil
    }

    func show(_ content: HUD.Content, configuration: HUD.Configuration, transition: HUD.Transition) {
        events.append(.show(content, transition.direction, transition.duration))
        transitions.append(transition)
        if reportsOnScreenAtOnce { transition.reportOnScreen() }
        if finishesAtOnce { transition.reportFinished() }
    }

    func update(_ content: HUD.Content, configuration: HUD.Configuration, change: HUD.Change) {
        events.append(.update(content))
        changes.append(change)
    }

    func hide(transition: HUD.Transition) {
        events.append(.hide(transition.duration))
        transitions.append(transition)
        if finishesAtOnce { transition.reportFinished() }
    }

    func clear() {
        events.removeAll()
        changes.removeAll()
    }
}
