import Foundation
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// A notification a one-shot observer of a model run waits for.
enum ModelObserved: CaseIterable, Equatable {
    case willAppear, didAppear, willDisappear, didDisappear

    var name: Notification.Name {
        switch self {
        case .willAppear: HUD.willAppearNotification
        case .didAppear: HUD.didAppearNotification
        case .willDisappear: HUD.willDisappearNotification
        case .didDisappear: HUD.didDisappearNotification
        }
    }

    func matches(_ entry: EventLog.Entry) -> Bool {
        switch (self, entry) {
        case (.willAppear, .willAppear), (.didAppear, .didAppear),
             (.willDisappear, .willDisappear), (.didDisappear, .didDisappear): true
        default: false
        }
    }
}

/// The call a one-shot observer makes when its notification comes.
enum ModelObserverAction: CaseIterable, Equatable {
    /// `HUD.show(status: "from completion")`.
    case shows
    /// `HUD.showSuccess()`.
    case showsSuccess
    /// `HUD.dismiss()`.
    case dismisses
    /// `HUD.popActivity()`.
    case popsActivity

    var source: String {
        switch self {
        case .shows: "HUD.show(status: \"\(ModelCompletion.shownStatus)\")"
        case .showsSuccess: "HUD.showSuccess()"
        case .dismisses: "HUD.dismiss()"
        case .popsActivity: "HUD.popActivity()"
        }
    }
}

/// A deliberate delivery defect, injected into an engine only by the tests that prove the
/// model-based test finds bugs.
enum SeededBug: CaseIterable, CustomStringConvertible {
    /// Drops every completion delivered right after a willAppear (those a show during the
    /// fade-out supersedes): SVProgressHUD's lost completion.
    case dropsCompletionAfterWillAppear
    /// Posts willDisappear after the next effect instead of at once: a notification out of order,
    /// describing a state that is gone.
    case postsWillDisappearLate

    var description: String {
        switch self {
        case .dropsCompletionAfterWillAppear: "drops a completion after willAppear"
        case .postsWillDisappearLate: "posts willDisappear late"
        }
    }
}

/// Delivers effects as `LiveDelivery` does, but for the seeded bug.
@MainActor
final class FaultyDelivery: EffectDelivery {
    private let bug: SeededBug
    private let live = LiveDelivery()
    private var lastPosted: Notification.Name?
    private var late: [(Notification.Name, String?)] = []

    init(_ bug: SeededBug) {
        self.bug = bug
    }

    func post(_ name: Notification.Name, status: String?) {
        if bug == .postsWillDisappearLate, name == HUD.willDisappearNotification {
            late.append((name, status))
            return
        }
        live.post(name, status: status)
        lastPosted = name
        postLate()
    }

    func run(_ completion: StepRunner.Completion) {
        let dropped = bug == .dropsCompletionAfterWillAppear && lastPosted == HUD.willAppearNotification
        lastPosted = nil
        if !dropped { live.run(completion) }
        postLate()
    }

    private func postLate() {
        let due = late
        late.removeAll()
        for (name, status) in due { live.post(name, status: status) }
    }
}

