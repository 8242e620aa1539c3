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
    /// `showText(_:details:)`: text without an indicator, a result that dismisses itself as a
    /// success does, on the shared HUD, on an instance, and in a terminal.
    @Suite("Text toast") @MainActor
    struct TextToastTests {
        /// 100,000 characters: named so in the test's arguments, which are printed.
        nonisolated static let long = "100,000 × x"
        nonisolated static func expanded(_ text: String) -> String {
            text == long ? String(repeating: "x", count: 100_000) : text
        }

        /// What a presenter draws for `content` on a phone.
        private func drawing(_ content: HUD.Content?) -> HUD.Drawing? {
            content.map {
                HUD.Drawing(configuration: HUD.configuration, content: $0, container: .phone, measurer: GridMeasurer())
            }
        }

        @Test func itShowsTheTextWithoutAnIndicatorAsACapsule() {
            let hud = TestHUD()
            HUD.showText("Copied")
            #expect(HUD.current == HUD.Content(indicator: .text, status: "Copied"))
            #expect(hud.presenter.lastContent == HUD.current)
            #expect(hud.log.entries == [.willAppear("Copied")])
            let toast = drawing(hud.presenter.lastContent)
            #expect(toast?.indicator == nil, "no indicator is drawn")
            #expect(toast?.bezel.isCapsule == true, "one line alone is a capsule")

            HUD.showText("Copied", details: "3 links")
            #expect(HUD.current == HUD.Content(indicator: .text, status: "Copied", details: "3 links"))
            let withDetails = drawing(hud.presenter.lastContent)
            #expect(withDetails?.indicator == nil && withDetails?.details?.text == "3 links")
        }

        /// Same rule as a success: the display duration of its text and details (at most the
        /// maximum), then the notifications of a dismissal and whatever waits for the HUD to hide.
        @Test(arguments: ["Copied", String(repeating: "w", count: 50), "保存しました", long])
        func itDismissesItselfAfterTheDisplayDurationOfASuccess(named: String) {
            let text = Self.expanded(named)
            func timeline(_ show: () -> Void) -> [EventLog.Entry] {
                let hud = TestHUD()
                let seconds = HUD.displayDuration(for: text + " Details")
                show()
                hud.finishTransition()
                hud.engine.apply(.whenHidden(hud.log.completion("hidden")))
                hud.clock.advance(by: seconds - 0.001)
                #expect(hud.engine.phase == .visible, "still up just before \(seconds) s")
                hud.clock.advance(by: 0.001)
                #expect(hud.engine.phase == .disappearing, "going at \(seconds) s")
                hud.finishTransition()
                #expect(HUD.current == nil)
                return hud.log.entries
            }
            let toast = timeline { HUD.showText(text, details: "Details") }
            let success = timeline { HUD.showSuccess(status: text, details: "Details") }
            #expect(toast == success, "the same notifications, in the same order")
            #expect(toast.count == 5 && toast.last == .completion("hidden"))
        }

        @Test func itCountsNoActivityAndEndsTheSpinnersWhenItGoes() {
            let hud = TestHUD()
            HUD.showText("Copied")
            hud.finishTransition()
            #expect(hud.engine.activityCount == 0)

            HUD.show(status: "Syncing")
            HUD.show(status: "Syncing")
            #expect(hud.engine.activityCount == 2)
            HUD.showText("Copied")
            #expect(hud.engine.activityCount == 2, "shown over the spinner, it leaves the count alone")
            hud.clock.advance(by: HUD.displayDuration(for: "Copied"))
            #expect(hud.engine.phase == .disappearing, "and goes after its display time, taking the spinner along")
            #expect(hud.engine.activityCount == 0)
        }

        @Test(arguments: ["", " ", "\n\t  \r\n", "\u{3000}"])
        func textWithNothingToReadShowsNothing(text: String) {
            let hud = TestHUD()
            HUD.showText(text)
            HUD.showText(text, details: "  ")
            #expect(HUD.current == nil)
            #expect(hud.presenter.events.isEmpty && hud.log.entries.isEmpty)

            hud.showVisible("Syncing")
            HUD.showText(text)
            #expect(HUD.current == HUD.Content(indicator: .spinner, status: "Syncing"), "the HUD shown stays")
            #expect(hud.presenter.events.isEmpty && hud.engine.activityCount == 1)

            HUD.showText(text, details: "From Safari")
            #expect(HUD.current == HUD.Content(indicator: .text, status: text, details: "From Safari"), "details alone show")
        }

        @Test(arguments: [
            (long, HUD.WritingDirection.leftToRight),
            ("👩‍👩‍👧‍👦 Copied 🇯🇵", .leftToRight), ("הקישור הועתק", .rightToLeft), ("تم نسخ الرابط", .rightToLeft),
            ("e\u{301}\u{302}\u{303}", .leftToRight), ("\u{0}\u{7}", .leftToRight),
        ])
        func anyTextIsKeptAsGivenAndDrawnOnScreen(named: String, direction: HUD.WritingDirection) {
            let text = Self.expanded(named)
            let hud = TestHUD()
            HUD.showText(text)
            #expect(HUD.current == HUD.Content(indicator: .text, status: text))
            let toast = drawing(hud.presenter.lastContent)
            #expect(toast?.indicator == nil)
            #expect(toast.map { CGRect(origin: .zero, size: $0.size).contains($0.bezel.frame) } == true)
            #expect(toast?.status?.writingDirection == direction)
            hud.finishTransition()
            hud.clock.advance(by: HUD.configuration.maximumResultDuration)
            #expect(hud.engine.phase == .disappearing, "even 100,000 characters go after the maximum")
        }

        /// No haptic (plain text tells no outcome), and VoiceOver hears the text, or "Message", and the details.
        @Test func itPlaysNoHapticAndIsAnnouncedAsItsText() throws {
            _ = TestHUD()
            var feedback = HUD.Feedback()
            HUD.show(status: "Copying")
            _ = feedback.cue(for: try #require(HUD.current), change: nil, configuration: HUD.configuration)
            HUD.showText("Copied")
            let cue = feedback.cue(for: try #require(HUD.current), change: [.indicator, .status], configuration: HUD.configuration)
            #expect(cue.haptic == nil)
            #expect(cue.announcement == HUD.Feedback.Announcement(status: "Copied", meaning: .text))
            HUD.showText("", details: "From Safari")
            let untitled = feedback.cue(for: try #require(HUD.current), change: nil, configuration: HUD.configuration)
            #expect(untitled.haptic == nil && untitled.announcement?.text(languages: ["en"]) == "Message, From Safari")
        }

        @Test func anInstanceShowsItsOwnTextToast() {
            let shared = TestHUD()
            let clock = VirtualScheduler()
            let presenter = RecordingPresenter()
            presenter.finishesAtOnce = true
            let hud = HUD.Instance(postsAsItself: true) { sender in
                Engine(scheduler: clock, presenter: presenter, delivery: LiveDelivery(sender: sender))
            }
            hud.showText("Copied", details: "3 links")
            #expect(hud.current == HUD.Content(indicator: .text, status: "Copied", details: "3 links"))
            #expect(HUD.current == nil && shared.presenter.events.isEmpty, "the shared HUD shows nothing")
            hud.showText(" ")
            #expect(hud.current?.status == "Copied")
            clock.advance(by: hud.displayDuration(for: "Copied 3 links"))
            #expect(!hud.isVisible && hud.current == nil)
        }

        #if canImport(Glibc) || (canImport(Darwin) && os(macOS))
        @Test func inATerminalItIsALineWithoutAGlyphKeptInTheScrollBack() {
            _ = TestHUD()
            let capture = TerminalCapture()
            let clock = VirtualScheduler()
            let hud = HUD.Instance(postsAsItself: true) { sender in
                Engine(scheduler: clock, presenter: TerminalPresenter(display: capture.display()),
                       delivery: LiveDelivery(sender: sender))
            }
            hud.show(status: "Copying")
            hud.showText("Copied to the clipboard", details: "3 links")
            #expect(capture.writes.last?.withoutColors == "\r\u{1B}[K\u{1B}[?25hCopied to the clipboard  3 links\n")
            let writes = capture.count
            clock.advance(by: 0)
            #expect(!hud.isVisible)
            #expect(capture.count == writes, "the line is left in the scroll-back")
        }
        #endif
    }
}
