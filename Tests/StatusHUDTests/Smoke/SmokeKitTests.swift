import Foundation
import Testing
import StatusHUDSmokeKit

/// The smoke programs' report and rules, which decide PASS or FAIL from what AppKit and UIKit
/// answer on a Mac: tried here with the values those programs would read.
@MainActor
@Suite struct SmokeReportTests {
    @Test func linesAndExitStatus() {
        var written: [String] = []
        let report = SmokeReport { written.append($0) }
        report.scenario("shared HUD")
        report.check("shared.visible", true, "isVisible=true")
        report.note("a sheet begins")
        report.check("shared.gone", false, "childWindows=1")
        report.skip("keyboard.above", "no software keyboard")
        #expect(report.finish() == 1)
        #expect(written == report.lines)
        #expect(written == [
            "== shared HUD",
            "PASS shared.visible  isVisible=true",
            "-- a sheet begins",
            "FAIL shared.gone  childWindows=1",
            "SKIP keyboard.above  no software keyboard",
            "FAILED: 1 passed, 1 failed, 0 failed as expected, 1 skipped",
        ])
    }

    /// A known bug's check: its failure is expected and does not fail the run; its passing does,
    /// until the mark is taken off.
    @Test func knownFailures() {
        let report = SmokeReport { _ in }
        report.check("a", true, "")
        report.check("minimise.back-on-a", false, "parent=B", knownFailure: "issue 44 (3)")
        #expect(report.lines.last == "XFAIL minimise.back-on-a  parent=B  [known: issue 44 (3)]")
        #expect(report.finish() == 0)
        #expect(report.lines.last == "PASSED: 1 passed, 0 failed, 1 failed as expected, 0 skipped")

        let fixed = SmokeReport { _ in }
        fixed.check("a", true, "")
        fixed.check("minimise.back-on-a", true, "parent=A", knownFailure: "issue 44 (3)")
        #expect(fixed.lines.last == "XPASS minimise.back-on-a  parent=A  [known: issue 44 (3)]")
        #expect(fixed.finish() == 1)
    }

    @Test func passesOnlyWhenAtLeastOneCheckPassed() {
        let empty = SmokeReport { _ in }
        #expect(empty.finish() == 1)    // nothing checked proves nothing
        let skippedOnly = SmokeReport { _ in }
        skippedOnly.skip("a", "not here")
        skippedOnly.check("b", false, "", knownFailure: "a bug")
        #expect(skippedOnly.finish() == 1)
        let good = SmokeReport { _ in }
        good.check("a", true, "")
        #expect(good.finish() == 0)
    }
}

@Suite struct SmokeExpectationTests {
    // A 393×852 portrait iPhone's safe area (59 top, 34 bottom) and a 91×91 HUD at its centre.
    static let safeArea = CGRect(x: 0, y: 59, width: 393, height: 759)
    static let centredHUD = CGRect(x: 151, y: 393, width: 91, height: 91)

    @Test func centredWithinAPoint() {
        let centred = SmokeExpectation.centred(Self.centredHUD, in: Self.safeArea, name: "c")
        #expect(centred.holds)
        #expect(centred.values == "frame=(151, 393, 91×91) area=(0, 59, 393×759) off-centre=(0, 0)")
        #expect(SmokeExpectation.centred(Self.centredHUD.offsetBy(dx: 0.9, dy: -0.9), in: Self.safeArea, name: "c").holds)
        // Centred on the whole screen instead of the safe area: 12.5 pt low.
        let onScreen = SmokeExpectation.centred(Self.centredHUD.offsetBy(dx: 0, dy: -12.5), in: Self.safeArea, name: "c")
        #expect(!onScreen.holds)
        #expect(onScreen.values.hasSuffix("off-centre=(0, -12.5)"))
    }

    @Test func emptyOrNonFiniteFramesFail() {
        #expect(!SmokeExpectation.centred(.zero, in: .zero, name: "c").holds)
        #expect(!SmokeExpectation.centred(CGRect(x: 196.5, y: 438.5, width: 0, height: 0), in: Self.safeArea, name: "c").holds)
        #expect(!SmokeExpectation.inside(.null, Self.safeArea, name: "i").holds)
        #expect(!SmokeExpectation.ends(CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1), above: 500, name: "e", what: "y").holds)
        #expect(!SmokeExpectation.ends(Self.centredHUD, above: CGFloat.infinity, name: "e", what: "y").holds)
    }

    @Test func aboveTheKeyboardAndBelowTheTop() {
        // The keyboard's top at 516 (a 336 pt keyboard on an 852 pt screen).
        let hud = CGRect(x: 151, y: 250, width: 91, height: 91)
        #expect(SmokeExpectation.ends(hud, above: 516, name: "k", what: "keyboardTop").holds)
        let low = SmokeExpectation.ends(Self.centredHUD.offsetBy(dx: 0, dy: 50), above: 516, name: "k", what: "keyboardTop")
        #expect(!low.holds)
        #expect(low.values == "frame=(151, 443, 91×91) maxY=534 keyboardTop=516")
        #expect(SmokeExpectation.starts(CGRect(x: 100, y: 59.5, width: 200, height: 51), below: 59, name: "t", what: "safeTop").holds)
        #expect(!SmokeExpectation.starts(CGRect(x: 100, y: 20, width: 200, height: 51), below: 59, name: "t", what: "safeTop").holds)
    }

    @Test func inside() {
        #expect(SmokeExpectation.inside(Self.centredHUD, Self.safeArea, name: "i").holds)
        #expect(!SmokeExpectation.inside(Self.centredHUD.offsetBy(dx: 400, dy: 0), Self.safeArea, name: "i").holds)
    }

    @Test func equal() {
        let once = SmokeExpectation.equal(1, 1, name: "completion.once", what: "runs")
        #expect(once.holds && once.values == "runs=1 expected=1")
        #expect(!SmokeExpectation.equal(2, 1, name: "completion.once", what: "runs").holds)
    }

    /// AppKit's screen space is y-up: a panel 100 pt above a window's bottom edge is 100 pt above
    /// its bottom in the window's y-down space too.
    @Test func flippedIntoAContainer() {
        let window = CGRect(x: 200, y: 100, width: 800, height: 600)
        let panel = CGRect(x: 554.5, y: 354.5, width: 91, height: 91)
        let flipped = SmokeExpectation.flipped(panel, in: window)
        #expect(flipped == CGRect(x: 354.5, y: 254.5, width: 91, height: 91))
        #expect(SmokeExpectation.centred(flipped, in: CGRect(origin: .zero, size: window.size), name: "c").holds)
    }
}

/// Driven by a virtual clock: each sleep moves it on by what was asked, so the counts are exact
/// however busy the machine is.
@MainActor
@Suite struct SmokeWaitTests {
    final class VirtualTime: @unchecked Sendable {
        private let lock = NSLock()
        private var seconds = 0.0
        var now: Double { lock.withLock { seconds } }
        func advance(_ by: Double) { lock.withLock { seconds += by } }
        var clock: SmokeWait.Clock { SmokeWait.Clock(now: { self.now }, sleep: { self.advance($0) }) }
    }

    @Test func returnsWhenTheConditionHolds() async {
        let time = VirtualTime()
        var looks = 0
        let held = await SmokeWait.until(timeout: 5, poll: 0.25, clock: time.clock) {
            looks += 1
            return looks == 3
        }
        #expect(held)
        #expect(looks == 3)
        #expect(time.now == 0.5)    // two sleeps between three looks
    }

    @Test func givesUpAfterTheTimeout() async {
        let time = VirtualTime()
        var looks = 0
        let held = await SmokeWait.until(timeout: 1, poll: 0.25, clock: time.clock) {
            looks += 1
            return false
        }
        #expect(!held)
        #expect(looks == 5)         // at 0, 0.25, 0.5, 0.75, and once more at the end
        #expect(time.now == 1)
    }

    @Test func badTimesWaitNotAtAll() async {
        let time = VirtualTime()
        #expect(await SmokeWait.until(timeout: .nan, clock: time.clock) { false } == false)
        #expect(await SmokeWait.until(timeout: -1, clock: time.clock) { true })
        #expect(await SmokeWait.until(timeout: .infinity, clock: time.clock) { false } == false)
        #expect(time.now == 0)
    }
}

@Suite struct SmokeWatchdogTests {
    /// Scheduled for its time, it names the scenario under way when it fires.
    @Test func firesWithTheScenarioUnderWay() {
        final class Fired: @unchecked Sendable {
            var delays: [Double] = []
            var pending: [@Sendable () -> Void] = []
            var lines: [String] = []
        }
        let fired = Fired()
        let watchdog = SmokeWatchdog(check: "ios.watchdog", seconds: 300,
                                     after: { delay, work in fired.delays.append(delay); fired.pending.append(work) },
                                     fire: { fired.lines.append($0) })
        watchdog.start()
        #expect(fired.delays == [300] && fired.lines.isEmpty)
        watchdog.scenario = "4 blocking table"
        fired.pending.forEach { $0() }
        #expect(fired.lines == [#"FAIL ios.watchdog  the run took longer than 300 s; stuck in "4 blocking table""#])
    }
}
