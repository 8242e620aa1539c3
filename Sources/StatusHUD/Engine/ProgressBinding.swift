import Foundation

/// Follows one `Progress` on the HUD: reads it at display rate on the engine's clock, shows each
/// new fraction, and ends the HUD in a success when it finishes or a dismissal when it is
/// cancelled. It stops, letting go of the progress, as soon as the HUD is no longer its own.
@MainActor
final class ProgressBinding {
    /// How often the progress is read: 60 times a second.
    static let interval: TimeInterval = 1.0 / 60

    private let progress: Progress
    private let status: String?
    private let success: String?
    private let action: HUD.Action?
    private let owner = WorkOwner()
    private weak var engine: Engine?
    private var shown: Double?

    private init(_ followed: FollowedProgress, engine: Engine) {
        progress = followed.progress
        status = followed.status
        success = followed.success
        action = followed.action
        self.engine = engine
    }

    /// Starts following a progress on `engine`'s HUD, with its action's button under it. The
    /// binding is kept alive only by its next scheduled read.
    static func start(_ followed: FollowedProgress, engine: Engine) {
        ProgressBinding(followed, engine: engine).read(first: true)
    }

    private func read(first: Bool = false) {
        guard let engine, first || (engine.owner === owner && engine.phase != .hidden) else { return }
        if progress.isCancelled {
            engine.finish(owner, with: .dismiss)
            return
        }
        let fraction = progress.fractionCompleted
        if progress.isFinished || fraction >= 1 {
            if first { engine.show(content(showing: 1), kind: .progress, owner: owner) }
            engine.finish(owner, with: .success(success ?? status))
            return
        }
        if fraction != shown {
            shown = fraction
            engine.show(content(showing: fraction), kind: .progress, owner: owner)
        }
        _ = engine.scheduler.schedule(after: Self.interval) { [self] in read() }
    }

    private func content(showing fraction: Double) -> HUD.Content {
        HUD.Content(indicator: .progress(fraction), status: status, action: action)
    }
}
