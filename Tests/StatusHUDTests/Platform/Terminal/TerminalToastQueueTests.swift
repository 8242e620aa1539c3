#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDPlatform
@testable import StatusHUDControls

extension SharedHUDTests {
    /// The toast queue in a terminal, where a result is a line kept in the scroll-back: queued
    /// toasts are each written, in order, without waiting out display times nobody needs there.
    @Suite("Toast queue in a terminal") @MainActor
    struct TerminalToastQueueTests {
        @Test func queuedToastsAreEachWrittenInOrder() {
            let capture = TerminalCapture()
            var configuration = HUD.Configuration()
            configuration.isResultQueueEnabled = true
            let hud = TestHUD(configuration: configuration, presenter: TerminalPresenter(display: capture.display()))
            HUD.showSuccess(status: "First")
            HUD.showError(status: "Second")
            HUD.showText("Third")
            hud.clock.advance(by: 0.01)
            let text = capture.text
            let positions = ["First", "Second", "Third"].map { text.range(of: $0)?.lowerBound }
            #expect(positions.allSatisfy { $0 != nil }, "every toast is written: \(text.debugDescription)")
            #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "in order: \(text.debugDescription)")
            #expect(hud.engine.phase == .hidden && hud.engine.queuedToasts.isEmpty)
        }

        /// A terminal's result lines persist, so the queue's bound drops none of them there.
        @Test func aBurstOfToastsIsWrittenWhole() {
            let capture = TerminalCapture()
            var configuration = HUD.Configuration()
            configuration.isResultQueueEnabled = true
            let hud = TestHUD(configuration: configuration, presenter: TerminalPresenter(display: capture.display()))
            let names = (1...8).map { "Toast \($0)" } + ["Toast 8"]
            for name in names { HUD.showSuccess(status: name) }
            hud.clock.advance(by: 0.01)
            let lines = capture.text.withoutColors.split(separator: "\n").map(String.init)
            #expect(lines == names.map { "✔ \($0)" }, "every toast is written, in order: \(lines)")
        }
    }
}
#endif
