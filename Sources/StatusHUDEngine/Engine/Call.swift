import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation

/// One call of the public API, carried from the caller's thread to the main queue, or several
/// calls merged into one that has the same effect (see ``append(_:to:)``). The engine applies each
/// in one step (``Engine/apply(_:)``): every call of the API, work and waits included, is one of
/// these values, and takes the same path.
package enum Call: Sendable {
    /// A show of `content`; `activities` is how many activities it counts (one per `show()`).
    case show(HUD.Content, kind: Engine.ShowKind, activities: Int)
    case setStatus(String?)
    case setDetails(String?)
    case setAction(HUD.Action?)
    /// A tap on the button, made in code.
    case performAction
    /// A dismiss after `delay`, with the completions of every dismiss merged into it, in order.
    case dismiss(delay: TimeInterval, completions: [Engine.Completion])
    /// `popActivity()` made `times` times in a row.
    case popActivity(times: Int)
    /// A dismissal now whose fade-out takes no time (MBProgressHUD's `hideAnimated:NO`), with its
    /// completions; never merged with other calls.
    case dismissWithoutFade(completions: [Engine.Completion])
    /// Work's content, shown as a progress update owned by `owner`, with its own grace time
    /// (`nil`: the configured one).
    case showWork(HUD.Content, owner: WorkOwner, grace: TimeInterval?)
    /// Work ends its HUD (see ``Engine/WorkOutcome``), then `completion` runs once it is hidden.
    case finishWork(WorkOwner, Engine.WorkOutcome, completion: Engine.Completion?)
    /// The HUD follows a `Progress`.
    case follow(FollowedProgress)
    /// `body` runs once the HUD is hidden.
    case whenHidden(Engine.Completion)
    /// `body` runs once every call before it has been applied.
    case perform(@MainActor @Sendable () -> Void)

    /// A show as the public API makes it: `show()` counts one activity.
    package static func show(_ content: consuming HUD.Content, kind: Engine.ShowKind) -> Call {
        .show(content, kind: kind, activities: kind == .activity ? 1 : 0)
    }

    package static func dismiss(delay: TimeInterval, completion: Engine.Completion?) -> Call {
        .dismiss(delay: delay, completions: completion.map { [$0] } ?? [])
    }

    package static let popActivity = Call.popActivity(times: 1)

    /// Appends `call` to `waiting`, the calls waiting for the main queue, merging the newest calls
    /// wherever a shorter sequence has the same effect.
    ///
    /// "The same effect": the same state once they are applied (content, activity count, a
    /// dismissal under way or pending), every completion run, in the same order. What merging
    /// drops is only what would have been undone before anyone could see it: a show that a later
    /// show or dismissal replaces within the same batch of waiting calls, with the notifications of
    /// that in-between moment. Results (success, error, info, image and text HUDs) are never dropped or
    /// merged, nor is a show next to one (a terminal writes a line for each result it is shown, so
    /// dropping the show before a result could turn that result into an unchanged, unwritten one),
    /// and a dismissal's completions are never moved past a show. The rules, with S a show that is
    /// no result, D a dismiss, P pops:
    ///
    /// - S S → S (the later content and kind, both activity counts, the earlier button if the later
    ///   has none); a status change folds into the S before it. (Two status changes stay two: on a result, a terminal writes a line for
    ///   each.)
    /// - P P → P (the sum); D D → D (every completion, in order; "now" if either dismisses now,
    ///   else the later delay); D P → D now (the count is 0 after a dismissal, so the pop
    ///   dismisses now); P D-now → D-now.
    /// - S P S → P S (or S with the net count, if the first show counted more than the pops), but
    ///   not when only the first S has a button.
    /// - S D S → D S; D S D → S D, if the first dismiss has no completion (the show would have
    ///   cancelled it).
    package static func append(_ call: Call, to waiting: inout [Call]) {
        // The flood's case first, without copying either content: a show replaces the show before it.
        if case .show(_, let kind, let later) = call, kind != .dismissesItself, let last = waiting.indices.last,
           case .show(_, let lastKind, let earlier) = waiting[last], lastKind != .dismissesItself {
            waiting[last] = call.keepingAction(of: waiting[last])
            if earlier != 0 { waiting[last].addActivities(earlier, to: later) }
        } else {
            waiting.append(call)
        }
        while reduceTail(&waiting) {}
    }

    /// This show, with the button of `earlier` (a show) if it has none itself: what applying
    /// both in a row shows (``Engine`` keeps the button through shows without one).
    private func keepingAction(of earlier: Call) -> Call {
        guard case .show(var content, let kind, let activities) = self, content.action == nil,
              case .show(let before, _, _) = earlier, before.action != nil else { return self }
        content.action = before.action
        return .show(content, kind: kind, activities: activities)
    }

    /// Whether this is a show with a button.
    private var showsAction: Bool {
        if case .show(let content, _, _) = self { return content.action != nil }
        return false
    }

    /// Sets a show's activity count to `earlier` + `later`.
    private mutating func addActivities(_ earlier: Int, to later: Int) {
        if case .show(let content, let kind, _) = self {
            self = .show(content, kind: kind, activities: Self.sum(earlier, later))
        }
    }

    /// Merges the last two or three calls of `waiting` if a rule applies; whether one did.
    private static func reduceTail(_ waiting: inout [Call]) -> Bool {
        let count = waiting.count
        if count >= 2, let merged = merged(waiting[count - 2], waiting[count - 1]) {
            waiting.removeLast()
            waiting[count - 2] = merged
            return true
        }
        if count >= 3, let merged = merged(waiting[count - 3], waiting[count - 2], waiting[count - 1]) {
            waiting.removeLast()
            if let second = merged.1 {
                waiting[count - 3] = merged.0
                waiting[count - 2] = second
            } else {
                waiting.removeLast()
                waiting[count - 3] = merged.0
            }
            return true
        }
        return false
    }

    /// Two calls as one, if a rule merges them.
    private static func merged(_ first: Call, _ second: Call) -> Call? {
        switch (first, second) {
        case (.show(_, let kind, let earlier), .show(let content, let laterKind, let later))
            where kind != .dismissesItself && laterKind != .dismissesItself:
            return Call.show(content, kind: laterKind, activities: sum(earlier, later)).keepingAction(of: first)
        case (.show(var content, let kind, let activities), .setStatus(let status)) where kind != .dismissesItself:
            content.status = status
            return .show(content, kind: kind, activities: activities)
        case (.popActivity(let earlier), .popActivity(let later)):
            return .popActivity(times: sum(earlier, later))
        case (.dismiss(let first, let earlier), .dismiss(let second, let later)):
            return .dismiss(delay: isNow(first) ? 0 : second, completions: earlier + later)
        case (.dismiss(_, let completions), .popActivity):
            return .dismiss(delay: 0, completions: completions)
        case (.popActivity, .dismiss(let delay, _)) where isNow(delay):
            return second
        default:
            return nil
        }
    }

    /// Three calls as one or two, if a rule merges them.
    private static func merged(_ first: Call, _ second: Call, _ third: Call) -> (Call, Call?)? {
        switch (first, second, third) {
        case (.show(_, let kind, let shown), .popActivity(let pops), .show(let content, let laterKind, let later))
            where kind != .dismissesItself && laterKind != .dismissesItself:
            if shown <= pops {
                // The later show keeps the first one's button if the pops leave the HUD up; that
                // depends on the count before, so such a pair is not merged.
                if first.showsAction && !third.showsAction { return nil }
                return (.popActivity(times: pops - shown), third)
            }
            return (Call.show(content, kind: laterKind, activities: sum(later, shown - pops)).keepingAction(of: first), nil)
        case (.show(_, let kind, _), .dismiss, .show(_, let laterKind, _))
            where kind != .dismissesItself && laterKind != .dismissesItself:
            return (second, third)
        case (.dismiss(_, let completions), .show(_, let kind, _), .dismiss) where completions.isEmpty && kind != .dismissesItself:
            return (second, third)
        default:
            return nil
        }
    }

    private static func sum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }

    /// Whether a dismiss delay means "now": zero, negative or NaN.
    private static func isNow(_ delay: TimeInterval) -> Bool {
        !(delay > 0)
    }
}
