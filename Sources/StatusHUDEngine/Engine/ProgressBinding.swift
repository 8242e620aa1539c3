import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation

/// Follows one source of progress on the HUD, with the ``ProgressFollower`` the views use (it reads
/// when the source tells of a change, at most once a frame, and sleeps while nothing changes). It
/// shows each new fraction and ends the HUD by how the source ends:
///
/// | source | the HUD |
/// |---|---|
/// | finished | a success with the success text (or the status) |
/// | cancelled | dismissed |
/// | failed (a task completed with an error other than cancelled) | an error, with no text: the app hears why from the task |
/// | paused (a suspended task, a paused `Progress`) | stays as it is, the button too; nothing runs until it resumes |
///
/// While its HUD cannot be seen (``Engine/Phase/isUnseen``: waiting for a window, the app in the
/// background, off screen) it draws nothing: its follower only looks, at most once a second, for
/// the source's end, so the HUD still reaches its success or dismissal, and runs their
/// completions, while the app is away; back on screen it reads once.
///
/// It stops, letting go of the source, as soon as the HUD is no longer its own (other content, a
/// dismissal). What keeps it alive is its owner object, which the engine holds exactly while the
/// HUD is the binding's: once the engine lets go of the owner, the binding, its observation and the
/// source go with it, whether or not the source ever changes again.
@MainActor
final class ProgressBinding {
    /// The shortest time between two readings: one frame at 60 frames per second.
    static let interval: TimeInterval = ProgressFollower.interval

    /// The binding's identity on the HUD, holding the binding for as long as the engine holds it.
    private final class Owner: WorkOwner, @unchecked Sendable {
        // Set once on the main actor before the owner is handed to the engine; the engine only
        // compares owners, from any thread it never reads this.
        nonisolated(unsafe) var binding: ProgressBinding?
    }

    private let status: String?
    private let success: String?
    private let action: HUD.Action?
    private weak var owner: Owner?
    private weak var engine: Engine?
    private var follower: ProgressFollower?
    private var isFirstReading = true
    private var shownFraction: Double?

    private init(_ followed: FollowedProgress, engine: Engine) {
        status = followed.status
        success = followed.success
        action = followed.action
        self.engine = engine
    }

    /// Starts following a source on `engine`'s HUD, with its action's button under it. `hop` hands
    /// a change to the main queue (tests drive it).
    static func start(_ followed: FollowedProgress, engine: Engine,
                      hop: @escaping ProgressFollower.Hop = ProgressFollower.mainQueueHop) {
        let owner = Owner()
        let binding = ProgressBinding(followed, engine: engine)
        owner.binding = binding
        binding.owner = owner
        // Set before the first reading, whose show may move the phase; the follower hears it
        // once made.
        engine.unseenChanged = { [weak binding] isUnseen in binding?.follower?.setShown(!isUnseen) }
        let follower = ProgressFollower(scheduler: engine.scheduler, source: followed.source, hop: hop) { [weak binding] reading in
            binding?.show(reading) ?? false
        } ended: { [weak binding] state in
            binding?.end(state)
        }
        binding.follower = follower
        follower.setShown(!engine.phase.isUnseen)
    }

    /// Shows a reading; false once the HUD is no longer the binding's own (the follower stops).
    private func show(_ reading: ProgressReading) -> Bool {
        guard let engine, let owner else { return false }
        defer { isFirstReading = false }
        guard isFirstReading || engine.owner === owner else { return false }
        guard !reading.state.hasEnded || isFirstReading && reading.state == .finished else { return true }
        // A first reading with no fraction (a total not known yet) shows an empty ring.
        guard let fraction = reading.fraction ?? (isFirstReading ? 0 : nil), fraction != shownFraction else { return true }
        shownFraction = fraction
        engine.show(content(showing: fraction), kind: .progress, owner: owner)
        return true
    }

    private func end(_ state: ProgressReading.State) {
        guard let engine, let owner else { return }
        switch state {
        case .finished: engine.finish(owner, with: .success(success ?? status))
        case .cancelled: engine.finish(owner, with: .dismiss)
        case .failed: engine.finish(owner, with: .error(nil))
        case .running, .paused: break
        }
    }

    private func content(showing fraction: Double) -> HUD.Content {
        HUD.Content(indicator: .progress(fraction), status: status, action: action)
    }
}
