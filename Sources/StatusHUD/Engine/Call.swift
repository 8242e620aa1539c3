import Foundation

/// One call of the public API, carried from the caller's thread to the main queue.
enum Call: Sendable {
    case show(HUD.Content, kind: Engine.ShowKind)
    case setStatus(String?)
    case dismiss(delay: TimeInterval, completion: Engine.Completion?)
    case popActivity
    case perform(@MainActor @Sendable () -> Void)

    /// Whether this call only moves a progress along, so that a newer one may replace it.
    var isProgressUpdate: Bool {
        if case .show(_, kind: .progress) = self { return true }
        return false
    }

    @MainActor
    func apply(to engine: Engine) {
        switch self {
        case .show(let content, let kind): engine.show(content, kind: kind)
        case .setStatus(let status): engine.setStatus(status)
        case .dismiss(let delay, let completion): engine.dismiss(after: delay, completion: completion)
        case .popActivity: engine.popActivity()
        case .perform(let body): engine.perform(body)
        }
    }
}
