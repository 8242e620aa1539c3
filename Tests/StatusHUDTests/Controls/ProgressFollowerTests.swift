import Foundation
import Testing
@_spi(Presenter) @testable import StatusHUD

/// A view following a `Progress` or a task's transfer: read at display rate on the main actor,
/// stopped and let go when the source ends or the view goes.
@Suite("Progress following")
@MainActor
struct ProgressFollowerTests {
    /// A stand-in for the ring or progress view: what it was shown, and whether it is still there.
    final class Sink {
        var shown: [Double] = []
        var ended: [ProgressReading.State] = []
    }

    @Test func aProgressIsReadAtDisplayRateUntilItFinishesAndThenLetGo() {
        let clock = VirtualScheduler()
        let sink = Sink()
        weak var weakProgress: Progress?
        let follower: ProgressFollower
        do {
            let progress = Progress(totalUnitCount: 4)
            weakProgress = progress
            follower = ProgressFollower(scheduler: clock, read: { ProgressReading(progress) },
                                        show: { sink.shown.append($0); return true }, ended: { sink.ended.append($0) })
            #expect(sink.shown == [0], "the first reading is made at once")
            progress.completedUnitCount = 1
            #expect(sink.shown == [0], "nothing happens between frames")
            clock.advance(by: ProgressFollower.interval)
            #expect(sink.shown == [0, 0.25])
            clock.advance(by: ProgressFollower.interval * 3)
            #expect(sink.shown == [0, 0.25], "an unchanged fraction is not shown again")
            progress.completedUnitCount = 4
            clock.advance(by: ProgressFollower.interval)
        }
        #expect(sink.shown == [0, 0.25, 1])
        #expect(sink.ended == [.finished])
        #expect(!follower.isFollowing && clock.pendingCount == 0, "no reading is left scheduled")
        #expect(weakProgress == nil, "the finished progress is let go while the view still keeps its follower")
    }

    @Test func aCancelledProgressStopsTheFollower() {
        let clock = VirtualScheduler()
        let sink = Sink()
        let progress = Progress(totalUnitCount: 10)
        let follower = ProgressFollower(scheduler: clock, read: { ProgressReading(progress) },
                                        show: { sink.shown.append($0); return true }, ended: { sink.ended.append($0) })
        progress.completedUnitCount = 3
        clock.advance(by: ProgressFollower.interval)
        progress.cancel()
        clock.advance(by: ProgressFollower.interval)
        #expect(sink.shown == [0, 0.3] && sink.ended == [.cancelled] && !follower.isFollowing)
    }

    @Test func aViewThatGoesStopsTheReadingsAndLetsGoOfTheSource() {
        let clock = VirtualScheduler()
        weak var weakProgress: Progress?
        weak var weakFollower: ProgressFollower?
        do {
            let progress = Progress(totalUnitCount: 10)
            weakProgress = progress
            // The view owns the follower; the follower holds the view weakly (here: a flag).
            var follower: ProgressFollower? = ProgressFollower(scheduler: clock, read: { ProgressReading(progress) },
                                                               show: { _ in true })
            weakFollower = follower
            follower = nil          // the view is deallocated
            _ = follower
        }
        #expect(weakFollower == nil && weakProgress == nil, "nothing keeps the follower or the source alive")
        clock.advance(by: 1)
        #expect(clock.pendingCount == 0, "the pending reading fired once, found nothing, scheduled nothing")
    }

    @Test func aSinkThatSaysItsViewIsGoneStopsTheFollower() {
        let clock = VirtualScheduler()
        let progress = Progress(totalUnitCount: 10)
        let view = Sink()
        var viewIsThere = true
        let follower = ProgressFollower(scheduler: clock, read: { ProgressReading(progress) },
                                        show: { [weak view] _ in view != nil && viewIsThere })
        viewIsThere = false
        progress.completedUnitCount = 5
        clock.advance(by: ProgressFollower.interval)
        #expect(!follower.isFollowing && clock.pendingCount == 0)
    }

    @Test func stopLetsGoAtOnce() {
        let clock = VirtualScheduler()
        weak var weakProgress: Progress?
        let follower: ProgressFollower
        do {
            let progress = Progress(totalUnitCount: 10)
            weakProgress = progress
            follower = ProgressFollower(scheduler: clock, read: { ProgressReading(progress) }, show: { _ in true })
        }
        follower.stop()
        #expect(weakProgress == nil && clock.pendingCount == 0)
    }

    @Test func anIndeterminateProgressShowsNothingUntilItKnows() {
        let clock = VirtualScheduler()
        let sink = Sink()
        let progress = Progress(totalUnitCount: -1)
        let follower = ProgressFollower(scheduler: clock, read: { ProgressReading(progress) },
                                        show: { sink.shown.append($0); return true })
        clock.advance(by: ProgressFollower.interval * 2)
        #expect(sink.shown.isEmpty && follower.isFollowing)
        progress.totalUnitCount = 2
        progress.completedUnitCount = 1
        clock.advance(by: ProgressFollower.interval)
        #expect(sink.shown == [0.5])
    }

    // MARK: A task's transfer

    @Test func aTransferIsItsBytesAgainstTheExpectedOnes() {
        #expect(ProgressReading.transfer(completed: 250, expected: 1000, state: .running, error: nil)
                == ProgressReading(fraction: 0.25, state: .running))
        #expect(ProgressReading.transfer(completed: 1200, expected: 1000, state: .running, error: nil).fraction == 1, "clamped")
        #expect(ProgressReading.transfer(completed: 500, expected: -1, state: .running, error: nil).fraction == nil,
                "NSURLSessionTransferSizeUnknown: no fraction")
        #expect(ProgressReading.transfer(completed: 0, expected: 0, state: .suspended, error: nil)
                == ProgressReading(fraction: nil, state: .running), "a task not yet resumed")
        #expect(ProgressReading.transfer(completed: -5, expected: 10, state: .running, error: nil).fraction == 0)
    }

    @Test func aTaskEndsFinishedFailedOrCancelledByItsStateAndError() {
        #expect(ProgressReading.transfer(completed: 10, expected: -1, state: .completed, error: nil)
                == ProgressReading(fraction: 1, state: .finished), "done: full, whatever the counts said")
        #expect(ProgressReading.transfer(completed: 3, expected: 10, state: .completed, error: .other)
                == ProgressReading(fraction: 0.3, state: .failed))
        #expect(ProgressReading.transfer(completed: 3, expected: 10, state: .completed, error: .cancelled).state == .cancelled)
        #expect(ProgressReading.transfer(completed: 3, expected: 10, state: .canceling, error: nil).state == .cancelled)
    }

    @Test func badFractionsHaveADefinedReading() {
        #expect(ProgressReading(fraction: .nan, state: .running).fraction == 0)
        #expect(ProgressReading(fraction: .infinity, state: .running).fraction == 1)
        #expect(ProgressReading(fraction: -3, state: .running).fraction == 0)
    }
}
