import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// What keeps a HUD alive: its owner, and the HUD itself while it is busy. An app that lets go of
/// a `HUD.Instance` mid-dismissal still gets the dismissal and every completion registered with it
/// (the instance keeps itself until it is hidden with nothing waiting); an idle HUD nobody keeps
/// goes at once; and nothing else — timers, transitions, presenter, bound progress, button —
/// keeps an engine.
@Suite("Lifetime") @MainActor
struct LifetimeTests {
    /// A HUD on a virtual clock whose notifications go nowhere; only weak references to it leave.
    @MainActor
    private struct Made {
        let clock = VirtualScheduler()
        let presenter = RecordingPresenter()
        weak var hud: HUD.Instance?
        weak var engine: Engine?

        /// Makes the HUD, passes it to `use`, and lets go of it when `use` returns.
        init(finishesAtOnce: Bool = false, _ use: (HUD.Instance) -> Void) {
            let (clock, presenter) = (self.clock, self.presenter)
            presenter.finishesAtOnce = finishesAtOnce
            let hud = HUD.Instance(postsAsItself: true) { _ in
                Engine(scheduler: clock, presenter: presenter, delivery: QuietDelivery())
            }
            use(hud)
            self.hud = hud
            engine = hud.engine
        }

        var isGone: Bool { hud == nil && engine == nil }
    }

    @Test func aHUDLetGoOfMidDismissalEndsItRunsItsCompletionThenGoes() {
        var ran = 0
        weak var weakProgress: Progress?
        let made = Made { hud in
            let progress = Progress(totalUnitCount: 10)
            ProgressBinding.start(FollowedProgress(progress: progress, status: "Copying", success: "Copied",
                                                   action: HUD.Action("Cancel") { [weak progress] in progress?.cancel() }),
                                  engine: hud.engine)
            progress.completedUnitCount = 5
            weakProgress = progress
            hud.dismiss(withDelay: 5) { ran += 1 }                 // a pending timer and completion
        }
        made.presenter.lastTransition?.reportOnScreen()            // mid fade-in: the transition is live
        made.clock.advance(by: ProgressBinding.interval)
        #expect(!made.isGone, "a HUD with a dismissal pending keeps itself")
        made.clock.advance(by: 5)
        #expect(made.presenter.events.last == .hide(HUD.Configuration().fadeOutDuration), "it fades out")
        #expect(!made.isGone && ran == 0, "and keeps itself while it fades")
        made.presenter.lastTransition?.reportFinished()
        #expect(ran == 1, "the completion ran once the HUD was hidden")
        #expect(made.isGone, "then nothing keeps it")
        made.clock.advance(by: 1)                                  // the binding's next read finds no engine
        #expect(weakProgress == nil, "and the binding lets go of its progress")
        #expect(made.clock.pendingCount == 0, "nothing is scheduled again")
        #expect(ran == 1)
    }

    @Test func aSuccessToastLetGoOfFinishesItsCountdownAndFadesOut() {
        let made = Made(finishesAtOnce: true) { hud in hud.showSuccess(status: "Saved") }
        #expect(!made.isGone && made.engine?.isVisible == true)
        made.clock.advance(by: 10)
        #expect(made.presenter.events.last == .hide(HUD.Configuration().fadeOutDuration))
        #expect(made.isGone)
    }

    @Test func aCompletionForAHiddenHUDRunsOnTheNextTurnEvenIfTheHUDIsLetGo() {
        var ran = 0
        let made = Made { hud in hud.dismiss { ran += 1 } }      // hidden: it runs on the next turn
        #expect(ran == 0 && !made.isGone, "never inside the call, and the HUD waits for it")
        made.clock.advance(by: 0)
        #expect(ran == 1 && made.isGone)
    }

    @Test func aHUDLetGoOfWhileIdleGoesAtOnce() {
        let unused = Made { _ in }
        #expect(unused.isGone)
        var ran = 0
        let used = Made(finishesAtOnce: true) { hud in
            hud.show(status: "Brief")
            hud.dismiss { ran += 1 }
        }
        #expect(!used.isGone, "its completion still waits for the next turn")
        used.clock.advance(by: 0)
        #expect(ran == 1 && used.isGone, "hidden with nothing waiting: the hold is let go")
    }

    @Test func aHUDShownAndLetGoOfStaysUntilItIsDismissed() {
        weak var weakHUD: HUD.Instance?
        let made = Made(finishesAtOnce: true) { hud in
            hud.show(status: "Syncing")
            weakHUD = hud
        }
        made.clock.advance(by: 3600)
        #expect(!made.isGone, "on screen, as a shown MBProgressHUD stays in its superview")
        weakHUD?.dismiss()
        #expect(made.isGone)
    }

    @Test func callsFromAnotherThreadKeepTheHUDUntilTheyAreApplied() async {
        let clock = VirtualScheduler()
        let presenter = RecordingPresenter()
        presenter.finishesAtOnce = true
        let handOver = Handover(HUD.Instance(postsAsItself: true) { _ in
            Engine(scheduler: clock, presenter: presenter, delivery: QuietDelivery())
        })
        weak let weakHUD = handOver.hud
        let ran = Counter()
        await withCheckedContinuation { (applied: CheckedContinuation<Void, Never>) in
            let letGo = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                do {
                    guard let hud = handOver.take() else { return }
                    hud.showSuccess(status: "Sent")
                    hud.dismiss(withDelay: 1) { ran.count += 1 }
                }
                // The thread has let go of the HUD; its calls wait for the main queue, which the
                // wait below holds until now. The hop asked for first runs first.
                DispatchQueue.main.async { applied.resume() }
                letGo.signal()
            }
            letGo.wait()
        }
        #expect(weakHUD != nil && presenter.lastContent?.status == "Sent", "the calls were applied")
        clock.advance(by: 1)
        #expect(ran.count == 1 && weakHUD == nil)
    }
}

/// Posts nothing and runs each completion.
@MainActor
private final class QuietDelivery: EffectDelivery {
    func post(_ name: Notification.Name, status: String?) {}
    func run(_ completion: StepRunner.Completion) { completion() }
}

/// Hands one HUD to another thread, which takes it: afterwards only that thread holds it.
private final class Handover: @unchecked Sendable {
    private let lock = NSLock()
    private var held: HUD.Instance?

    init(_ hud: HUD.Instance) { held = hud }

    var hud: HUD.Instance? { lock.withLock { held } }

    func take() -> HUD.Instance? {
        lock.withLock {
            defer { held = nil }
            return held
        }
    }
}

/// A count written by completions on the main actor.
@MainActor
private final class Counter: Sendable {
    var count = 0
}
