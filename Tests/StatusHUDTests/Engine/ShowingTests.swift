import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    @Suite("Showing") @MainActor
    struct ShowingTests {
        @Test func showOnTheMainQueueTakesEffectBeforeItReturns() {
            let hud = TestHUD()
            HUD.show(status: "Loading")
            #expect(HUD.current == HUD.Content(indicator: .spinner, status: "Loading"))
            #expect(HUD.isVisible)
            #expect(hud.log.entries == [.willAppear("Loading")])
        }

        @Test func eachCallShowsItsIndicator() {
            let hud = TestHUD()
            HUD.show()
            #expect(HUD.current == HUD.Content(indicator: .spinner))
            HUD.showProgress(0.25, status: "Up")
            #expect(HUD.current == HUD.Content(indicator: .progress(0.25), status: "Up"))
            HUD.showSuccess(status: "Done")
            #expect(HUD.current?.indicator == .success)
            HUD.showError()
            #expect(HUD.current == HUD.Content(indicator: .error))
            HUD.showInfo(status: "Note")
            #expect(HUD.current?.indicator == .info)
            let image = TestImage.make()
            HUD.showImage(image, status: "Pic")
            #expect(HUD.current == HUD.Content(indicator: .image(image), status: "Pic"))
            #expect(HUD.current?.details == nil)
            _ = hud
        }

        @Test func aShowWhileVisibleChangesContentInPlace() {
            let hud = TestHUD()
            hud.showVisible("One")
            #expect(hud.engine.phase == .visible)

            HUD.show(status: "Two")
            HUD.showProgress(0.5)
            HUD.showSuccess(status: "Three")

            #expect(hud.presenter.events == [
                .update(HUD.Content(indicator: .spinner, status: "Two")),
                .update(HUD.Content(indicator: .progress(0.5))),
                .update(HUD.Content(indicator: .success, status: "Three")),
            ])
            #expect(hud.log.entries.isEmpty, "no new willAppear")
        }

        @Test func aShowWhileAppearingChangesContentInPlace() {
            let hud = TestHUD()
            HUD.show(status: "One")
            hud.presenter.clear()
            hud.log.clear()
            HUD.show(status: "Two")
            #expect(hud.presenter.events == [.update(HUD.Content(indicator: .spinner, status: "Two"))])
            hud.finishTransition()
            #expect(hud.log.entries == [.didAppear("Two")])
        }

        @Test(arguments: [
            (Double.nan, 0.0), (-1, 0), (-.infinity, 0), (0, 0), (0.5, 0.5), (1, 1), (1.000001, 1), (.infinity, 1),
            (Double.greatestFiniteMagnitude, 1), (-Double.leastNonzeroMagnitude, 0),
        ])
        func progressIsClampedAndNaNCountsAsZero(given: Double, shown: Double) {
            _ = TestHUD()
            HUD.showProgress(given)
            #expect(HUD.current?.indicator == .progress(shown))
        }

        @Test(arguments: [
            "", " ", String(repeating: "x", count: 100_000), "👩‍👩‍👧‍👦 Family 🇯🇵", "שלום עולם", "مرحبا بالعالم",
            "e\u{301}\u{302}\u{303}", "\u{0}\u{7}\r\n\t", "上传中…",
        ])
        func anyStatusIsKeptExactlyAsGiven(status: String) {
            let hud = TestHUD()
            HUD.show(status: status)
            #expect(HUD.current?.status == status)
            HUD.showSuccess(status: status)
            #expect(HUD.current?.status == status)
            HUD.setStatus(status)
            #expect(HUD.current?.status == status)
            #expect(hud.log.entries.first == .willAppear(status))
        }

        @Test func setStatusChangesTheTextInPlaceAndNothingWhenHidden() {
            let hud = TestHUD()
            HUD.setStatus("ignored")
            #expect(HUD.current == nil)
            #expect(hud.presenter.events.isEmpty)

            HUD.showProgress(0.3, status: "Uploading")
            HUD.setStatus("Almost")
            #expect(HUD.current == HUD.Content(indicator: .progress(0.3), status: "Almost"))
            #expect(hud.presenter.events.last == .update(HUD.Content(indicator: .progress(0.3), status: "Almost")))
            HUD.setStatus(nil)
            #expect(HUD.current?.status == nil)
        }

        @Test func aConfigurationChangeReachesTheVisibleHUD() {
            let hud = TestHUD()
            HUD.show(status: "Look")
            hud.presenter.clear()
            HUD.configuration.style = .dark
            #expect(hud.presenter.events == [.update(HUD.Content(indicator: .spinner, status: "Look"))])
            #expect(HUD.configuration.style == .dark)
        }
    }
}
