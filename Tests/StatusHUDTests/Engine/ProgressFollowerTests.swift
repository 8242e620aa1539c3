import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// A view (or the HUD's binding) following a `Progress` or a task's transfer: read on the main
/// actor when the source tells of a change, at most once a frame, never while nothing changes or
/// while nothing can be seen; stopped and let go when the source ends or the view goes.
@Suite("Progress following")
@MainActor
struct ProgressFollowerTests {
    /// A stand-in for the ring or progress view: what it was shown, and how the source ended.
    final class Sink {
        var shown: [ProgressReading] = []
        var ended: [ProgressReading.State] = []
        var fractions: [Double?] { shown.map(\.fraction) }
    }

    /// A follower of `fake` into `sink`, with hops the test runs.
    func follow(_ fake: FakeProgressSource, _ sink: Sink, _ clock: VirtualScheduler, _ hops: TestHops) -> ProgressFollower {
        ProgressFollower(scheduler: clock, source: fake.source, hop: hops.hop,
                         show: { sink.shown.append($0); return true }, ended: { sink.ended.append($0) })
    }

    // MARK: Events, not a clock

    @Test func nothingRunsWhileNothingChanges() {
        let clock = VirtualScheduler()
        let hops = TestHops()
        let fake = FakeProgressSource(ProgressReading(fraction: 0.4, state: .running))
        let sink = Sink()
        let follower = follow(fake, sink, clock, hops)
        #expect(sink.fractions == [0.4] && fake.reads == 1, "the first reading is made at once")
        #expect(clock.pendingCount == 0 && hops.count == 0, "and then nothing is armed")
        clock.advance(by: 3_600)
        #expect(fake.reads == 1 && hops.count == 0 && follower.isFollowing, "an hour of nothing costs nothing")
    }

    @Test func changesWithinOneFrameMakeOneHopAndOneReading() {
        let clock = VirtualScheduler()
        let hops = TestHops()
        let fake = FakeProgressSource()
        let sink = Sink()
        let follower = follow(fake, sink, clock, hops)
        for step in 1...100 {
            fake.reading = ProgressReading(fraction: Double(step) / 1_000, state: .running)
            fake.signal()
        }
        #expect(hops.count == 1, "one hop for 100 changes")
        hops.runAll()
        #expect(sink.fractions == [0, 0.1] && fake.reads == 2, "the hop reads once, the newest value")
        for step in 101...200 {
            fake.reading = ProgressReading(fraction: Double(step) / 1_000, state: .running)
            fake.signal()
        }
        #expect(hops.count == 1, "changes within the frame after a reading arm nothing more")
        clock.advance(by: ProgressFollower.interval)
        #expect(sink.fractions == [0, 0.1, 0.2] && fake.reads == 3, "the frame tick reads them once")
        clock.advance(by: ProgressFollower.interval)
        #expect(fake.reads == 3 && clock.pendingCount == 0 && !follower.isArmed, "nothing changed: disarmed")
        fake.reading = ProgressReading(fraction: 0.3, state: .running)
        fake.signal()
        #expect(hops.count == 2, "the next change hops again")
        hops.runAll()
        #expect(sink.fractions.last == 0.3)
    }

    @Test func changesFromManyThreadsArmOneHop() async {
        let clock = VirtualScheduler()
        let hops = TestHops()
        let fake = FakeProgressSource()
        let sink = Sink()
        let follower = follow(fake, sink, clock, hops)
        let changed = fake.changedHandler!
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { for _ in 0..<10_000 { changed() } }
            }
        }
        #expect(hops.count == 1)
        hops.runAll()
        #expect(fake.reads == 2 && follower.isArmed)
    }

    @Test func anUnchangedReadingIsNotShownAgain() {
        let clock = VirtualScheduler()
        let hops = TestHops()
        let fake = FakeProgressSource(ProgressReading(fraction: 0.5, state: .running))
        let sink = Sink()
        let follower = follow(fake, sink, clock, hops)
        fake.signal()
        hops.runAll()
        #expect(fake.reads == 2 && sink.shown.count == 1 && follower.isFollowing)
    }

    // MARK: Out of a window, in the background

    @Test func nothingIsDrawnWhileHiddenChangesAreLookedAtOnceASecondAndReadOnceOnReturn() {
        let clock = VirtualScheduler()
        let hops = TestHops()
        let fake = FakeProgressSource()
        let sink = Sink()
        let follower = follow(fake, sink, clock, hops)
        fake.signal()
        follower.setShown(false)
        #expect(fake.reads == 2 && clock.pendingCount == 1, "a change not read yet: looked at now, then a slow tick")
        fake.reading = ProgressReading(fraction: 0.5, state: .running)
        hops.runAll()
        for _ in 0..<50 { fake.signal() }
        clock.advance(by: 60)
        #expect(hops.count == 1 && fake.reads == 3, "50 changes in a minute hidden: one more look, no more hops")
        #expect(sink.fractions == [0] && clock.pendingCount == 0, "nothing drawn, and asleep once nothing changes")
        follower.setShown(true)
        #expect(fake.reads == 4 && sink.fractions == [0, 0.5], "shown again: read once")
        clock.advance(by: ProgressFollower.interval)
        #expect(fake.reads == 4 && clock.pendingCount == 0, "and then asleep again")
        fake.signal()
        #expect(hops.count == 2)
    }

    @Test func anEndWhileHiddenIsSeenWithinASecond() {
        let clock = VirtualScheduler()
        let hops = TestHops()
        let fake = FakeProgressSource()
        let sink = Sink()
        let follower = follow(fake, sink, clock, hops)
        follower.setShown(false)
        #expect(clock.pendingCount == 0, "hidden with nothing changed: nothing armed")
        for _ in 0..<10 { fake.signal() }
        hops.runAll()
        #expect(hops.count == 1 && fake.reads == 2 && sink.fractions == [0])
        fake.reading = ProgressReading(fraction: 1, state: .finished)
        fake.signal()
        clock.advance(by: ProgressFollower.unseenInterval)
        #expect(sink.ended == [.finished] && !fake.isObserved && clock.pendingCount == 0)
    }

    @Test func aViewIsSeenInAWindowWhoseSceneIsNotInTheBackground() {
        let follower = follow(FakeProgressSource(), Sink(), VirtualScheduler(), TestHops())
        follower.viewMoved(inWindow: false, sceneInBackground: nil)
        #expect(!follower.isShown, "out of a window")
        follower.viewMoved(inWindow: true, sceneInBackground: nil)
        #expect(follower.isShown, "a window with no scene counts as in the foreground")
        follower.viewMoved(inWindow: true, sceneInBackground: true)
        #expect(!follower.isShown, "its scene in the background")
        follower.viewMoved(inWindow: true, sceneInBackground: false)
        #expect(follower.isShown)
    }

    @Test func hiddenWithATickArmedTradesItForASlowOne() {
        let clock = VirtualScheduler()
        let hops = TestHops()
        let fake = FakeProgressSource()
        let follower = follow(fake, Sink(), clock, hops)
        fake.signal()
        hops.runAll()
        fake.signal()
        follower.setShown(false)
        #expect(fake.reads == 3 && clock.pendingCount == 1, "the frame tick traded for a slow one")
        clock.advance(by: ProgressFollower.interval)
        #expect(fake.reads == 3)
        clock.advance(by: ProgressFollower.unseenInterval)
        #expect(fake.reads == 3 && clock.pendingCount == 0)
    }

    // MARK: Paused, and how a source ends

    @Test func aPausedSourceArmsNothingAndResumesOnAChange() {
        let clock = VirtualScheduler()
        let hops = TestHops()
        let fake = FakeProgressSource(ProgressReading(fraction: 0.25, state: .running))
        let sink = Sink()
        let follower = follow(fake, sink, clock, hops)
        fake.reading = ProgressReading(fraction: 0.25, state: .paused)     // a task suspended: its state posts
        fake.signal()
        hops.runAll()
        clock.advance(by: ProgressFollower.interval)
        #expect(sink.shown.last == ProgressReading(fraction: 0.25, state: .paused) && sink.ended.isEmpty)
        clock.advance(by: 3_600)
        #expect(clock.pendingCount == 0 && hops.count == 1 && follower.isFollowing, "paused: nothing runs")
        fake.reading = ProgressReading(fraction: 0.3, state: .running)     // resumed
        fake.signal()
        hops.runAll()
        #expect(sink.fractions.last == 0.3 && sink.shown.last?.state == .running)
    }

    @Test(arguments: [ProgressReading.State.finished, .failed, .cancelled])
    func aSourceThatEndsStopsTheFollowerAndIsLetGo(_ end: ProgressReading.State) {
        let clock = VirtualScheduler()
        let hops = TestHops()
        weak var weakFake: FakeProgressSource?
        let sink = Sink()
        let follower: ProgressFollower
        do {
            let fake = FakeProgressSource()
            weakFake = fake
            follower = follow(fake, sink, clock, hops)
            fake.reading = ProgressReading(fraction: 0.5, state: end)
            fake.signal()
            hops.runAll()
            #expect(!fake.isObserved, "the observation is released")
        }
        #expect(sink.ended == [end] && !follower.isFollowing)
        #expect(clock.pendingCount == 0 && weakFake == nil, "nothing armed, the source let go")
    }

    @Test func aSourceEndedAtTheFirstReadingIsNotFollowed() {
        let fake = FakeProgressSource(ProgressReading(fraction: 1, state: .finished))
        let sink = Sink()
        let follower = follow(fake, sink, VirtualScheduler(), TestHops())
        #expect(!follower.isFollowing && sink.ended == [.finished] && !fake.isObserved)
    }

    // MARK: Who keeps whom

    @Test func aViewThatGoesTakesItsFollowerAndTheSourceAlong() {
        let clock = VirtualScheduler()
        let hops = TestHops()
        weak var weakFake: FakeProgressSource?
        weak var weakFollower: ProgressFollower?
        do {
            let fake = FakeProgressSource()
            weakFake = fake
            // The view owns the follower; the follower holds the view weakly (here: nothing).
            var follower: ProgressFollower? = follow(fake, Sink(), clock, hops)
            fake.signal()
            hops.runAll()                   // a tick is armed
            fake.signal()
            weakFollower = follower
            follower = nil                  // the view is deallocated
            _ = follower
        }
        #expect(weakFollower == nil && weakFake == nil, "nothing keeps the follower or the source alive")
        clock.advance(by: 1)
        #expect(clock.pendingCount == 0, "the armed tick fired once, found nothing, armed nothing")
    }

    @Test func aSinkThatSaysItsViewIsGoneStopsTheFollower() {
        let clock = VirtualScheduler()
        let hops = TestHops()
        let fake = FakeProgressSource()
        weak var weakView: Sink?
        let follower: ProgressFollower
        do {
            let view = Sink()
            weakView = view
            follower = ProgressFollower(scheduler: clock, source: fake.source, hop: hops.hop, show: { _ in weakView != nil })
            #expect(follower.isFollowing)
        }
        fake.reading = ProgressReading(fraction: 0.5, state: .running)
        fake.signal()
        hops.runAll()
        #expect(!follower.isFollowing && clock.pendingCount == 0 && !fake.isObserved)
    }

    @Test func stopLetsGoAtOnce() {
        let clock = VirtualScheduler()
        weak var weakFake: FakeProgressSource?
        let follower: ProgressFollower
        do {
            let fake = FakeProgressSource()
            weakFake = fake
            follower = follow(fake, Sink(), clock, TestHops())
        }
        follower.stop()
        #expect(weakFake == nil && clock.pendingCount == 0)
    }

    // MARK: A source that cannot tell of changes (a Progress on Linux)

    @Test func aSourceThatCannotTellIsReadOnceAFrameWhileShown() {
        let clock = VirtualScheduler()
        let sink = Sink()
        let progress = Progress(totalUnitCount: 4)
        let follower = ProgressFollower(scheduler: clock, source: .progress(progress),
                                        show: { sink.shown.append($0); return true }, ended: { sink.ended.append($0) })
        progress.completedUnitCount = 1
        #expect(sink.fractions == [0], "nothing happens between frames")
        clock.advance(by: ProgressFollower.interval)
        #expect(sink.fractions == [0, 0.25])
        follower.setShown(false)
        progress.completedUnitCount = 2
        clock.advance(by: 1)
        #expect(sink.fractions == [0, 0.25], "hidden: not drawn")
        follower.setShown(true)
        #expect(sink.fractions == [0, 0.25, 0.5])
        progress.completedUnitCount = 4
        clock.advance(by: ProgressFollower.interval)
        #expect(sink.ended == [.finished] && clock.pendingCount == 0)
    }

    @Test func anIndeterminateProgressShowsNoFractionUntilItKnows() {
        let clock = VirtualScheduler()
        let sink = Sink()
        let progress = Progress(totalUnitCount: -1)
        let follower = ProgressFollower(scheduler: clock, source: .progress(progress),
                                        show: { sink.shown.append($0); return true })
        clock.advance(by: ProgressFollower.interval * 2)
        #expect(sink.fractions == [nil] && follower.isFollowing)
        progress.totalUnitCount = 2
        progress.completedUnitCount = 1
        clock.advance(by: ProgressFollower.interval)
        #expect(sink.fractions == [nil, 0.5])
    }

    // MARK: Readings

    @Test func aProgressReadsCancelledFinishedPausedOrRunning() {
        #expect(ProgressReading(cancelled: true, paused: false, indeterminate: false, finished: true, fraction: 1).state == .cancelled)
        #expect(ProgressReading(cancelled: false, paused: false, indeterminate: false, finished: false, fraction: 1)
                == ProgressReading(fraction: 1, state: .finished))
        #expect(ProgressReading(cancelled: false, paused: true, indeterminate: false, finished: false, fraction: 0.5)
                == ProgressReading(fraction: 0.5, state: .paused))
        #expect(ProgressReading(cancelled: false, paused: false, indeterminate: true, finished: true, fraction: 0)
                == ProgressReading(fraction: nil, state: .running), "indeterminate is not finished")
        let progress = Progress(totalUnitCount: 10)
        progress.completedUnitCount = 3
        progress.pause()
        #expect(ProgressReading(progress) == ProgressReading(fraction: 0.3, state: .paused))
    }

    @Test func aTransferIsItsBytesAgainstTheExpectedOnes() {
        #expect(ProgressReading.transfer(completed: 250, expected: 1000, state: .running, error: nil)
                == ProgressReading(fraction: 0.25, state: .running))
        #expect(ProgressReading.transfer(completed: 1200, expected: 1000, state: .running, error: nil).fraction == 1, "clamped")
        #expect(ProgressReading.transfer(completed: 500, expected: -1, state: .running, error: nil).fraction == nil,
                "NSURLSessionTransferSizeUnknown: no fraction")
        #expect(ProgressReading.transfer(completed: -5, expected: 10, state: .running, error: nil).fraction == 0)
    }

    @Test func aTaskIsPausedFinishedFailedOrCancelledByItsStateAndError() {
        #expect(ProgressReading.transfer(completed: 0, expected: 0, state: .suspended, error: nil)
                == ProgressReading(fraction: nil, state: .paused), "a task not yet resumed, or suspended")
        #expect(ProgressReading.transfer(completed: 4, expected: 10, state: .suspended, error: nil)
                == ProgressReading(fraction: 0.4, state: .paused))
        #expect(ProgressReading.transfer(completed: 10, expected: -1, state: .completed, error: nil)
                == ProgressReading(fraction: 1, state: .finished), "done: full, whatever the counts said")
        #expect(ProgressReading.transfer(completed: 3, expected: 10, state: .completed, error: .other)
                == ProgressReading(fraction: 0.3, state: .failed))
        #expect(ProgressReading.transfer(completed: 3, expected: 10, state: .completed, error: .cancelled).state == .cancelled)
        #expect(ProgressReading.transfer(completed: 3, expected: 10, state: .canceling, error: nil).state == .cancelled)
    }

    @Test func aTaskRunningIsNotFinishedByItsProgressAlone() {
        let full = ProgressReading(fraction: 1, state: .finished)
        #expect(ProgressReading.task(full, state: .running, error: nil) == ProgressReading(fraction: 1, state: .running),
                "a success waits for the task to complete")
        #expect(ProgressReading.task(ProgressReading(fraction: nil, state: .cancelled), state: .running, error: nil).state == .cancelled)
        #expect(ProgressReading.task(ProgressReading(fraction: 0.5, state: .running), state: .completed, error: .other)
                == ProgressReading(fraction: 0.5, state: .failed))
    }

    @Test func badFractionsHaveADefinedReading() {
        #expect(ProgressReading(fraction: .nan, state: .running).fraction == 0)
        #expect(ProgressReading(fraction: .infinity, state: .running).fraction == 1)
        #expect(ProgressReading(fraction: -3, state: .running).fraction == 0)
    }
}
