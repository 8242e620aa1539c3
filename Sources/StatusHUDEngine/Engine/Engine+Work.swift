import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation

/// Work that ends the HUD it put up (`HUD.whileRunning`, `runInBackground`, a followed `Progress`).
extension Engine {
    /// Whether work waits out its grace time to take the HUD over (it may outlive the HUD it waited
    /// on: it then shows when its grace time ends, as work that started with nothing shown does).
    var hasPendingTakeover: Bool { takeover != nil }

    /// Work waiting out its grace time to take the HUD over (``takeover``). A class, not a tuple:
    /// every show checks for one, and an optional tuple (or struct) holding content is checked
    /// and destroyed through its type's value witnesses (callgrind: 280 instructions of an
    /// update's 3,600), an optional reference by a test of a pointer. Made only when work takes
    /// a HUD over.
    final class Takeover {
        var content: HUD.Content
        let kind: ShowKind
        let activities: Int?
        let owner: WorkOwner
        let timer: ScheduledTimer

        init(content: HUD.Content, kind: ShowKind, activities: Int?, owner: WorkOwner, timer: ScheduledTimer) {
            self.content = content
            self.kind = kind
            self.activities = activities
            self.owner = owner
            self.timer = timer
        }
    }

    /// How a piece of work ends its HUD.
    package enum WorkOutcome: Sendable {
        /// Dismiss it.
        case dismiss
        /// A success with this status, if the HUD has been shown; quick work (still in its grace
        /// time) is dismissed without ever showing.
        case success(String?)
        /// An error with this status, shown whether or not the spinner was.
        case error(String?)
    }

    /// Ends the HUD `owner` put up, as `outcome` says, but only if it is still that work's HUD: if
    /// other content took over meanwhile, or the HUD is hidden, it is left alone. `completion` runs
    /// once the HUD is hidden (or on the next turn, if there is nothing of this work to hide).
    func finish(_ owner: WorkOwner, with outcome: WorkOutcome, completion: Completion? = nil) {
        apply(.finishWork(owner, outcome, completion: completion))
    }

    func finish(_ owner: WorkOwner, with outcome: WorkOutcome, completion: Completion?, call: Int) {
        if let pending = takeover, pending.owner === owner {
            // Ended within its grace time over another HUD: that HUD stays as it was. An error
            // is still shown, as it is when quick work fails with nothing shown.
            cancelTakeover()
            if case .error(let status) = outcome {
                applyShow(HUD.Content(indicator: .error, status: status), kind: .dismissesItself, activities: 0, owner: nil, grace: nil)
            }
            if let completion { runner.complete(completion, registeredIn: call) }
            return
        }
        guard self.owner === owner, phase != .hidden else {
            if let completion { runner.complete(completion, registeredIn: call) }
            return
        }
        if let completion { hiddenWaiters.append(completion) }
        switch outcome {
        case .success(let status) where phase != .grace:
            applyShow(HUD.Content(indicator: .success, status: status), kind: .dismissesItself, activities: 0, owner: nil, grace: nil)
        case .error(let status):
            applyShow(HUD.Content(indicator: .error, status: status), kind: .dismissesItself, activities: 0, owner: nil, grace: nil)
        case .dismiss, .success:
            requestDismissal(after: 0, completions: [], call: call)
        }
    }

    func cancelTakeover() {
        guard let timer = takeover?.timer else { return }
        timer.cancel()
        takeover = nil
    }

    /// Work that shows with a grace time over a HUD already up waits it out while that HUD stays
    /// as it is (see ``show(_:kind:activities:owner:grace:)``); whether `content` waits so. Any
    /// other show takes a waiting work's chance away.
    func waitsToTakeOver(_ content: HUD.Content, kind: ShowKind, activities: Int?, owner: WorkOwner?,
                         grace: TimeInterval?) -> Bool {
        if let owner, let pending = takeover, pending.owner === owner {
            takeover?.content = content        // the same work again: still waiting
            return true
        }
        cancelTakeover()
        guard let owner, let grace, grace > 0, phase != .hidden, phase != .grace else { return false }
        let timer = stepAfter(grace) { engine in
            guard let pending = engine.takeover, pending.owner === owner else { return }
            engine.takeover = nil
            engine.applyShow(pending.content, kind: pending.kind, activities: pending.activities, owner: owner, grace: 0)
        }
        takeover = Takeover(content: content, kind: kind, activities: activities, owner: owner, timer: timer)
        return true
    }
}
