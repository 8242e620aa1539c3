import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine

/// The throttle's trailing edge on a virtual clock: the status held back is said when the
/// interval ends, only while the HUD is on screen and still says it.
@Suite("VoiceOver's held status on the engine's clock")
@MainActor
struct TimedCueGateTests {
    let configuration = HUD.Configuration()
    let clock = VirtualScheduler()
    let gate: TimedCueGate
    let heard = Heard()

    final class Heard {
        var said: [String] = []
    }

    init() {
        gate = TimedCueGate(scheduler: clock)
        gate.onDue = { [heard] cue in heard.said.append(cue.announcement?.status ?? "?") }
    }

    func status(_ text: String) -> HUD.Content { HUD.Content(indicator: .spinner, status: text) }

    /// A counting spinner on screen: "Item 498" said at 0, 499 and 500 held back at 0.3 and 0.6.
    func countToTheEnd() {
        _ = gate.cameOnScreen(status("Item 498 of 500"), configuration: configuration)
        #expect(gate.shown(status("Item 498 of 500"), configuration: configuration).announcement != nil)
        clock.advance(by: 0.3)
        #expect(gate.updated(status("Item 499 of 500"), change: .status, configuration: configuration).announcement == nil)
        clock.advance(by: 0.3)
        #expect(gate.updated(status("Item 500 of 500"), change: .status, configuration: configuration).announcement == nil)
    }

    @Test func theLastStatusHeldBackIsSaidWhenTheIntervalEnds() {
        countToTheEnd()
        clock.advance(by: 0.39)
        #expect(heard.said.isEmpty, "not before the second is up")
        clock.advance(by: 0.01)
        #expect(heard.said == ["Item 500 of 500"])
        clock.advance(by: 5)
        #expect(heard.said == ["Item 500 of 500"] && clock.pendingCount == 0, "once")
    }

    @Test func nothingIsSaidOnceTheHUDHasGone() {
        countToTheEnd()
        gate.hidden()
        #expect(clock.pendingCount == 0)
        clock.advance(by: 2)
        #expect(heard.said.isEmpty)
    }

    @Test func nothingHeldIsSaidOnceTheHUDChangedKind() {
        countToTheEnd()
        let done = gate.updated(HUD.Content(indicator: .success, status: "Imported"), change: [.indicator, .status],
                                configuration: configuration)
        #expect(done.announcement?.status == "Imported" && done.priority == .high)
        clock.advance(by: 2)
        #expect(heard.said.isEmpty, "the result was said instead")
    }

    @Test func aHeldStatusWaitsWhileOffScreenAndIsSaidOnReturn() {
        countToTheEnd()
        gate.wentOffScreen()
        clock.advance(by: 2)
        #expect(heard.said.isEmpty, "off screen, nothing is said")
        #expect(gate.cameOnScreen(status("Item 500 of 500"), configuration: configuration) == HUD.Feedback.Cue())
        clock.runDue()
        #expect(heard.said == ["Item 500 of 500"], "back on screen, the held status is said")
    }

    @Test func aLaterStatusReplacesTheHeldOneAndKeepsItsDueTime() {
        countToTheEnd()
        clock.advance(by: 0.2)
        _ = gate.updated(status("Done counting"), change: .status, configuration: configuration)
        #expect(clock.nextFireTime == 1)
        clock.advance(by: 0.2)
        #expect(heard.said == ["Done counting"])
    }
}
