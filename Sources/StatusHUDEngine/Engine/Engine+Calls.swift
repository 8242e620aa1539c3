import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation

/// The calls by name, for the engine's own users (tests, the progress binding, a work's Cancel
/// button): each makes its ``Call`` and applies it, the one path every call takes.
extension Engine {
    /// Shows `newContent`; `activities` (one for `show()`, none for the others by default) is added
    /// to the activity count. `owner` marks content that a piece of work put up (see
    /// ``finish(_:with:completion:)``); `grace` replaces the configured grace time for this show.
    ///
    /// Grace time means the same whether or not a HUD is up: work (`owner`) that shows with a grace
    /// time over a HUD already shown waits it out while that HUD stays as it is, and takes the HUD
    /// over only if it is still running then. Any other show or a dismissal meanwhile takes its
    /// chance away, as it does for work waiting out its grace time with nothing shown.
    func show(_ newContent: HUD.Content, kind: ShowKind, activities: Int? = nil, owner: WorkOwner? = nil,
              grace: TimeInterval? = nil) {
        if let owner {
            apply(.showWork(newContent, owner: owner, grace: grace))
        } else {
            apply(.show(newContent, kind: kind, activities: activities ?? (kind == .activity ? 1 : 0)))
        }
    }

    func setStatus(_ status: String?) { apply(.setStatus(status)) }
    func setDetails(_ details: String?) { apply(.setDetails(details)) }
    func setAction(_ action: HUD.Action?) { apply(.setAction(action)) }
    /// Runs the button's handler, as a tap does, if the HUD is visible and has a button.
    func performAction() { apply(.performAction) }

    func dismiss(after delay: TimeInterval, completion: Completion?) {
        apply(.dismiss(delay: delay, completion: completion))
    }

    /// Ends `times` activities, as many pops in a row do: the HUD is dismissed if none is left.
    func popActivity(times: Int = 1) { apply(.popActivity(times: times)) }

    /// Runs `body` on the main actor once every call made before it has been applied.
    func perform(_ body: @escaping @MainActor @Sendable () -> Void) { apply(.perform(body)) }

    /// Runs `body` once the HUD is hidden: after the current step if it is hidden already,
    /// otherwise right after the `didDisappear` of the HUD now showing or pending (grace time
    /// included, where no notification is posted).
    func whenHidden(_ body: @escaping Completion) { apply(.whenHidden(body)) }

    package func displayDuration(for status: String) -> TimeInterval {
        DisplayDuration.forStatus(status, configuration: configuration.sanitizedTiming)
    }
}
