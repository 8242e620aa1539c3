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
        report.check("view.first-responder", false, "firstResponder=NSTextField", knownFailure: "drawn before it is in its window")
        report.check("shared.gone", false, "childWindows=1")
        #expect(report.finish() == 1)
        #expect(written == report.lines)
        #expect(written == [
            "== shared HUD",
            "PASS shared.visible  isVisible=true",
            "-- a sheet begins",
            "FAIL view.first-responder  firstResponder=NSTextField  [expected to fail: drawn before it is in its window]",
            "FAIL shared.gone  childWindows=1",
            "FAILED: 1 passed, 2 failed",
        ])
    }

    @Test func passesOnlyWhenEveryCheckPassedAndOneRan() {
        let empty = SmokeReport { _ in }
        #expect(empty.finish() == 1)    // nothing checked proves nothing
        let good = SmokeReport { _ in }
        good.check("a", true, "")
        good.check("b", true, "", knownFailure: "only printed when it fails")
        #expect(good.finish() == 0)
        #expect(good.lines.last == "PASSED: 2 passed, 0 failed")
        #expect(good.lines[1] == "PASS b  ")
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

@MainActor
@Suite struct SmokeWaitTests {
    @Test func returnsWhenTheConditionHolds() async {
        var looks = 0
        let held = await SmokeWait.until(timeout: 5, poll: 0.001) {
            looks += 1
            return looks == 3
        }
        #expect(held)
        #expect(looks == 3)
    }

    @Test func givesUpAfterTheTimeout() async {
        var looks = 0
        let held = await SmokeWait.until(timeout: 0.05, poll: 0.01) {
            looks += 1
            return false
        }
        #expect(!held)
        #expect(looks >= 2)     // looked while waiting and once more at the end
    }

    @Test func badTimesWaitNotAtAll() async {
        #expect(await SmokeWait.until(timeout: Double.nan) { false } == false)
        #expect(await SmokeWait.until(timeout: -1) { true })
    }
}
