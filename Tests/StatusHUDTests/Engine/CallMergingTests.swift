import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// Calls merged while they wait for the main queue have the effect of the calls one by one: the
/// same state and activity count, the same completions in the same order, every result shown;
/// what merging drops are in-between moments, so the notifications may be fewer, but they still
/// pair up.
@Suite("Call merging") @MainActor
struct CallMergingTests {
    /// What an engine did: the notifications it posted and the completions it ran, in one order.
    @MainActor final class Trace {
        var entries: [String] = []
    }

    static let actions = [HUD.Action("Stop") {}, HUD.Action("Cancel") {}]

    static func randomCall(_ rng: inout SeededGenerator, trace: Trace, id: inout Int) -> Call {
        let statuses: [String?] = [nil, "A", "B"]
        let status = statuses.randomElement(using: &rng)!
        // A button, from one set shared by both sides so that equal content compares equal.
        let action = [nil, nil, actions[0], actions[1]].randomElement(using: &rng)!
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return .show(HUD.Content(indicator: .spinner, status: status, action: action), kind: .activity)
        case 1:
            let fraction = Double.random(in: 0...1, using: &rng)
            return .show(HUD.Content(indicator: .progress(fraction), status: status, action: action), kind: .progress)
        case 2: return .show(HUD.Content(indicator: .success, status: status), kind: .dismissesItself)
        case 3: return .setStatus(status)
        case 4, 5: return .popActivity
        default:
            id += 1
            let name = "c\(id)"
            let completion: Engine.Completion? = Bool.random(using: &rng) ? { @MainActor [trace] in trace.entries.append(name) } : nil
            return .dismiss(delay: [0, 0, -1, 0.25].randomElement(using: &rng)!, completion: completion)
        }
    }

    /// An engine on a virtual clock whose presenter finishes fades at once, tracing into `trace`.
    static func engine(_ trace: Trace, clock: VirtualScheduler, presenter: RecordingPresenter) -> Engine {
        presenter.finishesAtOnce = true
        let delivery = TracingDelivery(trace)
        return Engine(scheduler: clock, presenter: presenter, delivery: delivery)
    }

    /// The successes put on screen, with each status they showed, in order (what a terminal writes).
    static func successesShown(_ presenter: RecordingPresenter) -> [String] {
        presenter.events.compactMap { event in
            switch event {
            case .show(let content, _, _), .update(let content):
                content.indicator == .success ? content.status ?? "(none)" : nil
            case .hide: nil
            }
        }
    }

    /// Whether each did follows its will, and an interrupted transition posts the other will.
    static func pairsUp(_ entries: [String]) -> Bool {
        var last: String?
        for entry in entries where entry.hasPrefix("StatusHUD.") {
            let name = String(entry.dropFirst("StatusHUD.".count))
            let allowed: [String?] = switch name {
            case "willAppear": [nil, "didDisappear", "willDisappear"]
            case "didAppear": ["willAppear"]
            case "willDisappear": ["willAppear", "didAppear"]
            default: ["willDisappear"]
            }
            guard allowed.contains(last) else { return false }
            last = name
        }
        return true
    }

    /// With the toast queue on as well: merging never drops, merges or moves a success, and what it
    /// merges empties the queue as the calls one by one do.
    @Test(arguments: [false, true])
    func mergedCallsHaveTheEffectOfTheCallsOneByOne(queue: Bool) {
        var merges = 0
        for seed in 0..<2_000 {
            var rng = SeededGenerator(seed: UInt64(seed))
            let plainTrace = Trace()
            let mergedTrace = Trace()
            var id = 0
            let calls = (0..<Int.random(in: 1...30, using: &rng)).map { _ in
                Self.randomCall(&rng, trace: plainTrace, id: &id)
            }
            // The same calls for the merging side, tracing into its own log.
            var rng2 = SeededGenerator(seed: UInt64(seed))
            var id2 = 0
            _ = Int.random(in: 1...30, using: &rng2)
            let twins = calls.map { _ in Self.randomCall(&rng2, trace: mergedTrace, id: &id2) }
            var waiting: [Call] = []
            for call in twins { Call.append(call, to: &waiting) }
            merges += twins.count - waiting.count
            let plainClock = VirtualScheduler(), mergedClock = VirtualScheduler()
            let plainPresenter = RecordingPresenter(), mergedPresenter = RecordingPresenter()
            let plain = Self.engine(plainTrace, clock: plainClock, presenter: plainPresenter)
            let merged = Self.engine(mergedTrace, clock: mergedClock, presenter: mergedPresenter)
            plain.configuration.isResultQueueEnabled = queue
            merged.configuration.isResultQueueEnabled = queue
            for call in calls { plain.apply(call) }
            for call in waiting { merged.apply(call) }
            // Long enough for every queued toast (1.5 s each) to have its turn.
            plainClock.advance(by: 100)
            mergedClock.advance(by: 100)
            #expect(plain.phase == merged.phase, "seed \(seed)")
            #expect(plain.activityCount == merged.activityCount, "seed \(seed)")
            #expect(plain.content == merged.content, "seed \(seed)")
            #expect(plain.queuedToasts == merged.queuedToasts, "seed \(seed)")
            let completions = { (trace: Trace) in trace.entries.filter { !$0.hasPrefix("StatusHUD.") } }
            #expect(completions(plainTrace) == completions(mergedTrace), "seed \(seed)")
            #expect(Self.pairsUp(mergedTrace.entries), "seed \(seed): \(mergedTrace.entries)")
            #expect(Self.successesShown(plainPresenter) == Self.successesShown(mergedPresenter),
                    "seed \(seed): a success was dropped: \(calls) → \(waiting)")
            if completions(plainTrace) != completions(mergedTrace) || plain.phase != merged.phase { return }
        }
        #expect(merges > 2_000, "the random calls merge often enough to test merging: \(merges)")
    }

    /// S(button) P S keeps the first show's button only when the pop leaves the HUD up, which
    /// depends on the count before the three calls: such a triple must not merge.
    @Test func aShowAfterAPopKeepsTheButtonExactlyAsOneByOne() {
        let spinner = HUD.Content(indicator: .spinner, status: "A")
        let calls: [Call] = [
            .show(spinner, kind: .activity),
            .show(HUD.Content(indicator: .success), kind: .dismissesItself),
            .show(HUD.Content(indicator: .spinner, action: Self.actions[0]), kind: .activity),
            .popActivity,
            .show(spinner, kind: .activity),
        ]
        var waiting: [Call] = []
        for call in calls { Call.append(call, to: &waiting) }
        let plain = Self.engine(Trace(), clock: VirtualScheduler(), presenter: RecordingPresenter())
        let merged = Self.engine(Trace(), clock: VirtualScheduler(), presenter: RecordingPresenter())
        for call in calls { plain.apply(call) }
        for call in waiting { merged.apply(call) }
        #expect(plain.content?.action == Self.actions[0], "one by one, the pop leaves a count of 1 and the button stays")
        #expect(merged.content == plain.content)
    }
}

/// Posts nothing; records each notification's name and each completion in a ``CallMergingTests/Trace``.
@MainActor
final class TracingDelivery: EffectDelivery {
    let trace: CallMergingTests.Trace

    init(_ trace: CallMergingTests.Trace) {
        self.trace = trace
    }

    func post(_ name: Notification.Name, status: String?) {
        trace.entries.append(name.rawValue)
    }

    func run(_ completion: StepRunner.Completion) {
        completion()
    }
}
