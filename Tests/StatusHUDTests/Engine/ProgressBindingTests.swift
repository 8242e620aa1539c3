import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// `HUD.showProgress(of:)` on the engine: the binding reads when its source tells of a change,
/// sleeps while nothing changes, ends the HUD by how the source ends, and is kept only while the
/// HUD is its own.
@Suite("Progress binding")
@MainActor
struct ProgressBindingTests {
    let clock = VirtualScheduler()
    let presenter = RecordingPresenter()
    let hops = TestHops()
    let engine: Engine

    init() {
        presenter.finishesAtOnce = true
        engine = Engine(scheduler: clock, presenter: presenter)
    }

    func bind(_ fake: FakeProgressSource) {
        ProgressBinding.start(FollowedProgress(source: fake.source, status: "Exporting", success: "Exported", action: nil),
                              engine: engine, hop: hops.hop)
    }

    func change(_ fake: FakeProgressSource, to fraction: Double?, _ state: ProgressReading.State = .running) {
        fake.reading = ProgressReading(fraction: fraction, state: state)
        fake.signal()
        hops.runAll()
    }

    @Test func aBoundSourceThatDoesNotChangeWakesNothing() {
        let fake = FakeProgressSource()
        bind(fake)
        #expect(engine.content == HUD.Content(indicator: .progress(0), status: "Exporting"))
        let pendingOfTheEngine = clock.pendingCount
        clock.advance(by: 3_600)
        #expect(fake.reads == 1 && hops.count == 0, "an hour unchanged: no reading, no hop")
        #expect(clock.pendingCount <= pendingOfTheEngine)
    }

    @Test func aBoundSourceIsFollowedToASuccess() {
        let fake = FakeProgressSource()
        bind(fake)
        change(fake, to: 0.25)
        #expect(engine.content?.indicator == .progress(0.25))
        for step in 1...50 { fake.reading = ProgressReading(fraction: 0.25 + Double(step) / 100, state: .running); fake.signal() }
        #expect(hops.count == 1, "changes within a frame are read by one tick")
        clock.advance(by: ProgressBinding.interval)
        #expect(engine.content?.indicator == .progress(0.75))
        change(fake, to: 1, .finished)
        clock.advance(by: ProgressBinding.interval)
        #expect(engine.content == HUD.Content(indicator: .success, status: "Exported"))
        #expect(!fake.isObserved, "the binding let go of its source")
    }

    @Test func aCancelledSourceDismissesTheHUD() {
        let fake = FakeProgressSource()
        bind(fake)
        change(fake, to: nil, .cancelled)
        #expect(engine.phase == .hidden || engine.phase == .disappearing)
        #expect(!fake.isObserved)
    }

    @Test func aFailedSourceShowsAnErrorWithNoText() {
        let fake = FakeProgressSource()
        bind(fake)
        change(fake, to: 0.4, .failed)
        #expect(engine.content == HUD.Content(indicator: .error, status: nil))
        #expect(!fake.isObserved)
    }

    @Test func aPausedSourceKeepsTheHUDAsItIsAndWakesNothing() {
        let fake = FakeProgressSource()
        bind(fake)
        change(fake, to: 0.5, .paused)
        clock.advance(by: ProgressBinding.interval)
        let updates = presenter.events.count
        clock.advance(by: 3_600)
        #expect(engine.content?.indicator == .progress(0.5) && presenter.events.count == updates)
        #expect(hops.count == 1 && fake.reads == 2, "paused: nothing is read until the source changes")
        change(fake, to: 0.6)
        #expect(engine.content?.indicator == .progress(0.6))
    }

    @Test func otherContentEndsTheBindingAtOnce() {
        weak var weakFake: FakeProgressSource?
        do {
            let fake = FakeProgressSource()
            weakFake = fake
            bind(fake)
            change(fake, to: 0.5)
        }
        #expect(weakFake != nil, "held while the HUD is the binding's")
        engine.show(HUD.Content(indicator: .info, status: "Something else"), kind: .dismissesItself)
        #expect(weakFake == nil, "the engine let go of the binding's owner, and with it the binding and its source")
    }

    @Test func aDismissalEndsTheBindingAtOnce() {
        let fake = FakeProgressSource()
        bind(fake)
        engine.dismiss(after: 5) {}
        #expect(!fake.isObserved, "no change needed: the binding went with its owner")
        change(fake, to: 1, .finished)
        #expect(engine.content?.indicator != .success, "and a success never comes back")
    }

    @Test func anIndeterminateProgressIsAnEmptyRingNotASuccess() {
        // Foundation on Linux calls a Progress with nothing done of a total of -1 finished.
        let progress = Progress(totalUnitCount: -1)
        ProgressBinding.start(FollowedProgress(progress: progress, status: "Preparing", success: "Done", action: nil), engine: engine)
        clock.advance(by: ProgressBinding.interval * 3)
        #expect(engine.content == HUD.Content(indicator: .progress(0), status: "Preparing"))
        progress.totalUnitCount = 4
        progress.completedUnitCount = 1
        clock.advance(by: ProgressBinding.interval)
        #expect(engine.content?.indicator == .progress(0.25))
    }

    // MARK: Off screen

    @Test func offScreenNothingIsDrawnChangesAreLookedAtOnceASecondAndReadOnceOnReturn() {
        let fake = FakeProgressSource()
        bind(fake)
        change(fake, to: 0.25)
        clock.advance(by: ProgressBinding.interval)
        presenter.transitions[0].reportOffScreen()
        #expect(engine.phase == .offScreen)
        let readsOffScreen = fake.reads, updates = presenter.events.count
        clock.advance(by: 3_600)
        #expect(fake.reads == readsOffScreen && clock.pendingCount == 0, "off screen and unchanged: nothing runs")
        for step in 1...600 {           // ten seconds of a download's changes, one a frame
            fake.reading = ProgressReading(fraction: 0.25 + Double(step) / 1_000, state: .running)
            fake.signal()
            hops.runAll()
            clock.advance(by: ProgressBinding.interval)
        }
        #expect(presenter.events.count == updates && engine.content?.indicator == .progress(0.25), "nothing drawn off screen")
        #expect(fake.reads - readsOffScreen <= 11 && hops.count <= 2, "at most one look a second, for an end only")
        let readsBeforeReturn = fake.reads
        presenter.transitions[0].reportOnScreen()
        #expect(engine.phase == .visible)
        #expect(fake.reads == readsBeforeReturn + 1 && engine.content?.indicator == .progress(0.85), "back on screen: read once")
    }

    @Test func aHUDWaitingForAScreenDrawsNothing() {
        presenter.reportsOnScreenAtOnce = false
        presenter.finishesAtOnce = false        // no window yet: no report comes
        let fake = FakeProgressSource()
        bind(fake)
        #expect(engine.phase == .waitingForScreen)
        for _ in 0..<60 { change(fake, to: 0.5); clock.advance(by: ProgressBinding.interval) }
        #expect(engine.content?.indicator == .progress(0) && fake.reads <= 3)
        presenter.transitions[0].reportOnScreen()
        #expect(engine.content?.indicator == .progress(0.5))
    }

    @Test func anEndOffScreenStillEndsTheHUDAndRunsItsCompletions() {
        let fake = FakeProgressSource()
        bind(fake)
        presenter.transitions[0].reportOffScreen()
        var returned = false
        engine.whenHidden { returned = true }
        change(fake, to: 0.5, .cancelled)
        clock.advance(by: ProgressFollower.unseenInterval)
        #expect(engine.phase == .hidden && !fake.isObserved, "cancelled off screen: dismissed within a second")
        clock.advance(by: 0)
        #expect(returned, "and what waited for it ran")
    }

    @Test func aFinishOffScreenShowsItsSuccess() {
        let fake = FakeProgressSource()
        bind(fake)
        change(fake, to: 0.5)
        presenter.transitions[0].reportOffScreen()
        change(fake, to: 1, .finished)
        clock.advance(by: ProgressFollower.unseenInterval)
        #expect(engine.content == HUD.Content(indicator: .success, status: "Exported") && !fake.isObserved)
    }

    @Test func aSourceFinishedAtOnceShowsItsSuccess() {
        let fake = FakeProgressSource(ProgressReading(fraction: 1, state: .finished))
        bind(fake)
        #expect(engine.content == HUD.Content(indicator: .success, status: "Exported"))
    }
}
