import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    @Suite("Timing") @MainActor
    struct TimingTests {
        // Expected values are worked out by hand from 0.5 + 0.06 × units, bounded by the configuration.
        nonisolated static let durations: [(String, Double)] = [
            ("", 1.5),                                                  // 0.5, raised to the 1.5 minimum
            ("Saved", 1.5),                                             // 0.5 + 0.3 = 0.8 → 1.5
            (String(repeating: "a", count: 20), 1.7),                   // 0.5 + 1.2
            (String(repeating: "é", count: 20), 1.7),                   // one Character each
            (String(repeating: "👩‍👩‍👧‍👦", count: 20), 1.7),          // one Character each
            ("保存しました", 1.94),                                     // 6 CJK/kana × 4 = 24 units
            ("저장되었습니다", 2.18),                                   // 7 hangul syllables × 4 = 28 units
            ("上传中 please wait", 1.94),                               // 3 ideographs × 4 + 12 = 24 units
            ("保存しました。", 2.0),                                    // 24 units + 1: wide punctuation is no letter
            ("ＯＫ", 1.5),                                               // fullwidth Latin: 1 unit each → 0.62 → 1.5
            (String(repeating: "x", count: 100_000), 6000.5),           // 0.5 + 6000
        ]

        @Test(arguments: durations)
        func displayDurationFollowsTheFormula(status: String, expected: Double) {
            var configuration = HUD.Configuration()
            configuration.maximumResultDuration = .infinity
            _ = TestHUD(configuration: configuration)
            #expect(abs(HUD.displayDuration(for: status) - expected) < 1e-9)
        }

        /// A toast is a toast: by default even 100,000 characters stay 5 s, not 100 minutes.
        @Test func theDefaultMaximumIsFiveSeconds() {
            _ = TestHUD()
            #expect(HUD.configuration.maximumResultDuration == 5)
            #expect(HUD.displayDuration(for: String(repeating: "x", count: 75)) == 5)
            #expect(HUD.displayDuration(for: String(repeating: "x", count: 100_000)) == 5)
            #expect(HUD.displayDuration(for: String(repeating: "x", count: 50)) == 3.5)
        }

        @Test func displayDurationHonoursTheBounds() {
            var configuration = HUD.Configuration()
            configuration.minimumResultDuration = 5
            configuration.maximumResultDuration = 6
            _ = TestHUD(configuration: configuration)
            #expect(HUD.displayDuration(for: "Hi") == 5)
            #expect(HUD.displayDuration(for: String(repeating: "x", count: 1000)) == 6)
            HUD.configuration.maximumResultDuration = .nan
            #expect(HUD.displayDuration(for: String(repeating: "x", count: 1000)) == 60.5)
            HUD.configuration.minimumResultDuration = -3
            HUD.configuration.maximumResultDuration = 1
            #expect(HUD.displayDuration(for: "") == 0.5)
        }

        @Test(arguments: ["success", "error", "info", "image"])
        func selfDismissingHUDsGoAfterTheirDisplayDuration(kind: String) {
            let hud = TestHUD()
            let status = String(repeating: "w", count: 50)   // 0.5 + 3 = 3.5 s
            switch kind {
            case "success": HUD.showSuccess(status: status)
            case "error": HUD.showError(status: status)
            case "info": HUD.showInfo(status: status)
            default: HUD.showImage(TestImage.make(width: 2, height: 2), status: status)
            }
            hud.finishTransition()
            hud.clock.advance(by: 3.499)
            #expect(hud.engine.phase == .visible)
            hud.clock.advance(by: 0.001)
            #expect(hud.engine.phase == .disappearing)
        }

        @Test func theCountdownStartsWhenTheHUDIsOnScreen() {
            let hud = TestHUD()
            hud.presenter.reportsOnScreenAtOnce = false
            HUD.showError(status: "No network")                          // 1.5 s
            hud.clock.advance(by: 10)
            #expect(hud.engine.phase == .waitingForScreen, "no window yet: no countdown")
            hud.presenter.lastTransition?.reportOnScreen()
            hud.clock.advance(by: 1.49)
            #expect(HUD.isVisible)
            hud.clock.advance(by: 0.01)
            #expect(hud.engine.phase == .disappearing)
        }

        @Test func aNewSelfDismissingShowRestartsTheCountdown() {
            let hud = TestHUD()
            hud.showVisible()
            HUD.showSuccess(status: "One")
            hud.clock.advance(by: 1)
            HUD.showInfo(status: "Two")
            hud.clock.advance(by: 1.4)
            #expect(hud.engine.phase == .visible)
            hud.clock.advance(by: 0.1)
            #expect(hud.engine.phase == .disappearing)
        }

        @Test func aSpinnerAfterASuccessCancelsTheCountdown() {
            let hud = TestHUD()
            HUD.showSuccess()
            hud.finishTransition()
            HUD.show(status: "More work")
            hud.clock.advance(by: 100)
            #expect(hud.engine.phase == .visible)
            #expect(hud.engine.liveTimerCount == 0)
        }

        @Test func aHUDDismissedWithinItsGraceTimeIsNeverShown() {
            var configuration = HUD.Configuration()
            configuration.graceDuration = 0.5
            let hud = TestHUD(configuration: configuration)
            HUD.show(status: "Quick")
            #expect(!HUD.isVisible)
            #expect(HUD.current?.status == "Quick", "current holds what is about to show")
            hud.clock.advance(by: 0.4)
            HUD.dismiss(completion: hud.log.completion("done"))
            hud.clock.advance(by: 10)
            #expect(hud.presenter.events.isEmpty)
            #expect(hud.log.entries == [.completion("done")], "no notification, but the completion runs")
            #expect(HUD.current == nil)
            #expect(hud.engine.liveTimerCount == 0)
        }

        @Test func aHUDStillWantedAfterItsGraceTimeAppears() {
            var configuration = HUD.Configuration()
            configuration.graceDuration = 0.5
            let hud = TestHUD(configuration: configuration)
            HUD.show(status: "Slow")
            hud.clock.advance(by: 0.3)
            HUD.showProgress(0.2, status: "Slow")        // replaces the content, keeps the grace timer
            hud.clock.advance(by: 0.199)
            #expect(!HUD.isVisible)
            hud.clock.advance(by: 0.001)
            #expect(HUD.isVisible)
            #expect(hud.presenter.events == [.show(HUD.Content(indicator: .progress(0.2), status: "Slow"), .appear, 0.15)])
            #expect(hud.log.entries == [.willAppear("Slow")])
        }

        @Test func aDismissWaitsOutTheMinimumDisplayTime() {
            var configuration = HUD.Configuration()
            configuration.minimumDisplayDuration = 2
            let hud = TestHUD(configuration: configuration)
            HUD.show(status: "Flash")
            hud.clock.advance(by: 0.5)
            HUD.dismiss(completion: hud.log.completion("done"))
            hud.clock.advance(by: 1.499)
            #expect(hud.engine.phase == .appearing, "the fade-in never finished, it is still on screen")
            hud.clock.advance(by: 0.001)
            #expect(hud.engine.phase == .disappearing)
            hud.finishTransition()
            #expect(hud.log.entries.suffix(2) == [.didDisappear("Flash"), .completion("done")])
        }

        @Test func minimumDisplayTimeCountsFromTheOnScreenMoment() {
            var configuration = HUD.Configuration()
            configuration.minimumDisplayDuration = 1
            let hud = TestHUD(configuration: configuration)
            hud.presenter.reportsOnScreenAtOnce = false
            HUD.show()
            hud.clock.advance(by: 5)
            hud.presenter.lastTransition?.reportOnScreen()
            HUD.dismiss()
            hud.clock.advance(by: 0.999)
            #expect(hud.engine.phase == .appearing)
            hud.clock.advance(by: 0.001)
            #expect(hud.engine.phase == .disappearing)
        }

        @Test func nonsenseTimingValuesCountAsZero() {
            var configuration = HUD.Configuration()
            configuration.graceDuration = .nan
            configuration.minimumDisplayDuration = -1
            configuration.fadeInDuration = .nan
            configuration.fadeOutDuration = -.infinity
            let hud = TestHUD(configuration: configuration)
            HUD.show()
            #expect(HUD.isVisible)
            #expect(hud.presenter.events == [.show(HUD.Content(indicator: .spinner), .appear, 0)])
            HUD.dismiss()
            #expect(hud.presenter.events.last == .hide(0))
        }
    }
}

extension SharedHUDTests.TimingTests {
    /// Found by the model-based test: 8.04 − 7.04 is 0.9999999999999991 in floating point, so a
    /// re-measured wait left 8.9e-16 s, below the clock's resolution at t = 8, and the engine waited
    /// again forever.
    @Test func theMinimumDisplayWaitEndsEvenWhenTheRemainderRoundsAway() {
        var configuration = HUD.Configuration()
        configuration.minimumDisplayDuration = 1
        let hud = TestHUD(configuration: configuration)
        hud.clock.advance(by: 7.04)
        HUD.show()
        HUD.dismiss()
        hud.clock.advance(by: 1)
        #expect(hud.engine.phase == .disappearing)
        #expect(hud.engine.liveTimerCount == 0)
    }
}
