import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The refresh title view's pull arithmetic, driven by offset sequences as UIKit reports them.
@Suite("Pull to refresh")
struct PullToRefreshTests {
    /// A list under a navigation bar with a large title: at rest the offset is minus the inset.
    static let inset = 140.0

    /// Feeds pulls (in points below rest) with the finger down or not; returns how many began a refresh.
    static func feed(_ pull: inout PullToRefresh, _ distances: [Double], dragging: Bool) -> Int {
        distances.filter { pull.scrolled(offset: -inset - $0, insetTop: inset, isDragging: dragging) }.count
    }

    @Test func theRingFillsWithThePullAndIsFullFromTheThreshold() {
        var pull = PullToRefresh()
        _ = Self.feed(&pull, [0, 20, 40], dragging: true)
        #expect(pull.phase == .idle && pull.distance == 40 && pull.progress == 0.5)
        _ = Self.feed(&pull, [80], dragging: true)
        #expect(pull.phase == .armed && pull.progress == 1)
        _ = Self.feed(&pull, [120], dragging: true)
        #expect(pull.progress == 1, "never more than full")
    }

    @Test func releasedArmedARefreshBeginsOnceAndPullsChangeNothingWhileItRuns() {
        var pull = PullToRefresh()
        _ = Self.feed(&pull, [30, 90], dragging: true)
        let first = pull.released(), second = pull.released()
        #expect(first)
        #expect(!second, "said once")
        #expect(pull.phase == .refreshing)
        #expect(Self.feed(&pull, [60, 20, 0, 100], dragging: true) == 0)
        #expect(pull.phase == .refreshing && pull.progress == 1)
    }

    @Test func releasedEarlyNothingBeginsAndTheRingEmptiesAsItBouncesBack() {
        var pull = PullToRefresh()
        _ = Self.feed(&pull, [30, 60], dragging: true)
        let began = pull.released()
        #expect(!began)
        #expect(Self.feed(&pull, [45, 20, 0], dragging: false) == 0)
        #expect(pull.phase == .idle && pull.progress == 0)
    }

    @Test func pulledBackUnderTheThresholdBeforeLettingGoItDisarms() {
        var pull = PullToRefresh()
        _ = Self.feed(&pull, [90, 70], dragging: true)
        #expect(pull.phase == .idle)
        let began = pull.released()
        #expect(!began)
    }

    @Test func aLiftedFingerSeenOnlyInTheOffsetsStillBeginsTheRefresh() {
        var pull = PullToRefresh()
        _ = Self.feed(&pull, [90], dragging: true)
        #expect(Self.feed(&pull, [88, 60], dragging: false) == 1)
        #expect(pull.phase == .refreshing)
    }

    @Test func afterARefreshAFingerStillHoldingTheListDownStartsNoSecondOne() {
        var pull = PullToRefresh()
        _ = Self.feed(&pull, [90], dragging: true)
        _ = pull.released()
        pull.endRefreshing()
        #expect(pull.phase == .settling)
        #expect(Self.feed(&pull, [100, 95], dragging: true) == 0)
        let began = pull.released()
        #expect(!began && pull.phase == .settling && pull.progress == 1)
        _ = Self.feed(&pull, [40, 0], dragging: false)
        #expect(pull.phase == .idle)
        _ = Self.feed(&pull, [85], dragging: true)
        let again = pull.released()
        #expect(again, "at rest once: it arms again")
    }

    @Test func endingAtRestGoesStraightToIdle() {
        var pull = PullToRefresh()
        pull.beginRefreshing()
        #expect(pull.phase == .refreshing)
        pull.endRefreshing()
        #expect(pull.phase == .idle)
        pull.endRefreshing()
        #expect(pull.phase == .idle, "ending twice changes nothing")
    }

    @Test func aProgrammaticRefreshRunsNoActionOnRelease() {
        var pull = PullToRefresh()
        pull.beginRefreshing()
        _ = Self.feed(&pull, [100], dragging: true)
        let began = pull.released()
        #expect(!began)
    }

    @Test func aHandlerThatReturnsLateEndsOnlyItsOwnRefresh() {
        var pull = PullToRefresh()
        _ = Self.feed(&pull, [90], dragging: true)
        _ = pull.released()
        let first = pull.refreshNumber
        pull.endRefreshing()                    // the app ended it; its handler still runs
        _ = Self.feed(&pull, [0], dragging: false)
        _ = Self.feed(&pull, [90], dragging: true)
        _ = pull.released()
        let second = pull.refreshNumber
        #expect(second != first)
        pull.handlerReturned(from: first)
        #expect(pull.phase == .refreshing, "the first handler's return does not end the second refresh")
        pull.handlerReturned(from: second)
        #expect(pull.phase == .settling, "its own handler ends it (still pulled down: settling)")
    }

    @Test func theHandlerOfTheRunningRefreshEndsIt() {
        var pull = PullToRefresh()
        _ = Self.feed(&pull, [90], dragging: true)
        _ = pull.released()
        pull.handlerReturned(from: pull.refreshNumber)
        #expect(pull.phase == .settling, "ended while still pulled down")
    }

    @Test func aRefreshAskedForWithoutAPullBeginsUnlessOneRuns() {
        var pull = PullToRefresh()
        let began = pull.requested()
        #expect(began && pull.phase == .refreshing && pull.progress == 1)
        let number = pull.refreshNumber
        let again = pull.requested()
        #expect(!again && pull.refreshNumber == number, "one refresh at a time")
        pull.beginRefreshing()
        #expect(pull.refreshNumber == number, "the app's begin while one runs changes nothing")
        pull.handlerReturned(from: number)
        #expect(pull.phase == .idle)
        _ = Self.feed(&pull, [100], dragging: true)
        _ = pull.released()
        pull.endRefreshing()
        #expect(pull.phase == .settling)
        let whileSettling = pull.requested()
        #expect(whileSettling, "a request needs no rest: the user asked")
    }

    @Test func theInsetCountsSoRestIsZeroOnEverySystem() {
        var pull = PullToRefresh()
        // iOS 15 plain bar (inset 91), iOS 26 large title (inset 155), no bar (inset 0).
        for inset in [91.0, 155, 0] {
            pull.scrolled(offset: -inset, insetTop: inset, isDragging: true)
            #expect(pull.distance == 0)
        }
        pull.scrolled(offset: 300, insetTop: 91, isDragging: true)
        #expect(pull.distance == 0, "scrolled up into the content: no pull")
    }

    @Test func badNumbersHaveADefinedResult() {
        var pull = PullToRefresh()
        pull.scrolled(offset: .nan, insetTop: 0, isDragging: true)
        #expect(pull.distance == 0 && pull.phase == .idle)
        pull.scrolled(offset: -.infinity, insetTop: 0, isDragging: true)
        #expect(pull.distance == 0)
        pull.threshold = 0
        #expect(pull.threshold == PullToRefresh.defaultThreshold)
        pull.threshold = .nan
        #expect(pull.threshold == PullToRefresh.defaultThreshold)
        pull.threshold = 40
        pull.scrolled(offset: -40, insetTop: 0, isDragging: true)
        #expect(pull.phase == .armed)
    }

    // MARK: Layout

    @Test func theRingTitleAndAccessoryAreOneGroupCentredAsOne() {
        // ring, spacing, title: one group, 18 + 8 + 100 = 126 wide, nothing padded
        let plain = RefreshTitleLayout(titleSize: CGSize(width: 100, height: 20), ringSide: 18, spacing: 8,
                                       accessorySize: nil, height: 44)
        #expect(plain.size == CGSize(width: 126, height: 44))
        #expect(plain.ring == CGRect(x: 0, y: 13, width: 18, height: 18))
        #expect(plain.title == CGRect(x: 26, y: 12, width: 100, height: 20))

        let withAccessory = RefreshTitleLayout(titleSize: CGSize(width: 100, height: 20), ringSide: 18, spacing: 8,
                                               accessorySize: CGSize(width: 60, height: 30), height: 44)
        #expect(withAccessory.size.width == CGFloat(194), "18 + 8 + 100 + 8 + 60: no side padded to the other's width")
        #expect(withAccessory.ring.minX == 0 && withAccessory.ring.maxX + 8 == withAccessory.title.minX)
        #expect(withAccessory.accessory == CGRect(x: withAccessory.title.maxX + 8, y: 7, width: 60, height: 30))
        #expect(withAccessory.accessory!.maxX == withAccessory.size.width)
        // the HUD's stroke family
        #expect(RefreshTitleLayout.ringLineWidth == HUD.Configuration().ringLineWidth)
    }

    @Test func withNoTitleTheRingAndAccessoryAreTheGroup() {
        let empty = RefreshTitleLayout(titleSize: .zero, ringSide: 18, spacing: 8, accessorySize: nil, height: 44)
        #expect(empty.size.width == 18 && empty.ring.midX == 9)
        let withAccessory = RefreshTitleLayout(titleSize: .zero, ringSide: 18, spacing: 8,
                                               accessorySize: CGSize(width: 24, height: 24), height: 44)
        #expect(withAccessory.size.width == CGFloat(50) && withAccessory.ring.minX == 0, "18 + 8 + 24")
        #expect(withAccessory.accessory!.minX == withAccessory.ring.maxX + 8 && withAccessory.accessory!.maxX == withAccessory.size.width)
    }

    @Test func badSizesCountAsZero() {
        let layout = RefreshTitleLayout(titleSize: CGSize(width: CGFloat.nan, height: -4), ringSide: .infinity, spacing: -1,
                                        accessorySize: CGSize(width: -10, height: CGFloat.nan), height: CGFloat.nan)
        let numbers: [CGFloat] = [layout.size.width, layout.size.height, layout.ring.minX, layout.title.minX]
        #expect(numbers.allSatisfy { $0.isFinite })
    }
}
