import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation

/// Showing content: a show of new content, in place or from hidden, and a change of one part of it.
extension Engine {
    /// Shows `newContent` (see ``show(_:kind:activities:owner:grace:)``); `hadItsTurn` marks a
    /// toast that waited in the toast queue and now comes up (see ``showNextQueuedToast()``).
    func applyShow(_ newContent: consuming HUD.Content, kind: ShowKind, activities: Int?, owner: WorkOwner?,
                   grace: TimeInterval?, hadItsTurn: Bool = false) {
        guard !waitsToTakeOver(newContent, kind: kind, activities: activities, owner: owner, grace: grace) else { return }
        if kind == .dismissesItself {
            if !hadItsTurn, joinsToastQueue(newContent) { return }
        } else if !queuedToasts.isEmpty {
            // A spinner or a progress is the app's newest state: it takes the HUD at once, and
            // the toasts waiting behind the one it replaces would only report older news.
            queuedToasts.removeAll()
        }
        showsToast = kind == .dismissesItself
        // The button stays through spinner and progress updates by the same hand.
        let keepsAction = newContent.action == nil && kind != .dismissesItself && self.owner === owner
        // What an in-place update changes (a HUD being shown always has content).
        var change = Self.change(from: takeContent(), to: &newContent, keepingAction: keepsAction)
        if phase == .hidden || phase == .grace { change = [] }
        self.owner = owner
        let added = max(activities ?? (kind == .activity ? 1 : 0), 0)
        let (count, overflow) = activityCount.addingReportingOverflow(added)
        activityCount = overflow ? .max : count
        let superseded = takePendingDismissal()
        content = newContent
        fadesOutInstantly = false
        countdown.arm(kind == .dismissesItself ? displayDuration(for: newContent.readingText) : nil)
        switch phase {
        case .hidden:
            let grace = grace.map { $0.isNaN ? 0 : $0 } ?? configuration.sanitizedTiming.graceDuration
            if grace > 0 {
                phase = .grace
                graceTimer = stepAfter(grace) { engine in
                    engine.graceTimer = nil
                    engine.beginAppearing()
                }
            } else {
                beginAppearing()
            }
        case .grace:
            break
        case .waitingForScreen, .offScreen:
            if !change.isEmpty { presenter.update(newContent, configuration: configuration, change: change) }
        case .appearing, .visible:
            startAutoDismissIfOnScreen()
            if !change.isEmpty { presenter.update(newContent, configuration: configuration, change: change) }
        case .disappearing:
            phase = .appearing
            post(HUD.willAppearNotification)
            startAutoDismissIfOnScreen()
            presenter.show(newContent, configuration: configuration, transition: beginTransition(.appear))
        }
        // After the willAppear: a completion that calls the HUD must not make it a lie.
        if !superseded.isEmpty {
            for (completion, call) in superseded { runner.complete(completion, registeredIn: call) }
        }
    }

    /// Takes the content out, leaving none. (`swap`, not `Optional.take()`: that is Swift 6.0's
    /// standard library, and the iOS 17.4 SDK's is 5.10's.)
    private func takeContent() -> HUD.Content? {
        var old: HUD.Content?
        swap(&old, &content)
        return old
    }

    /// What showing `new` over `old` changes; `new` gets the button of `old` if `keepingAction`.
    ///
    /// `old` is given, not lent, and read only once unwrapped: every update of a shown HUD comes
    /// here, and reading a part through an optional content (`old?.action`) copies all of it.
    private static func change(from old: consuming HUD.Content?, to new: inout HUD.Content,
                               keepingAction: Bool) -> HUD.Change {
        switch consume old {
        case .none:
            return [.indicator, .status, .details, .action]
        case .some(let old):
            if keepingAction { new.action = old.action }
            return HUD.Change(comparing: old, with: new)
        }
    }

    /// Changes one part of the content of the HUD, if it differs; nothing while hidden.
    func change<Value: Equatable>(_ part: WritableKeyPath<HUD.Content, Value>, to value: Value, _ change: HUD.Change) {
        guard var changed = content, changed[keyPath: part] != value else { return }
        changed[keyPath: part] = value
        content = changed
        updatePresenter(change)
    }
}
