import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    /// The toast queue (`isResultQueueEnabled`): toasts shown while one is up come up in order, each
    /// for its full display time, with its own notifications; anything else ends the line; and the
    /// default stays SVProgressHUD's, the newest replacing. Fades take their 0.15 s on the virtual
    /// clock (the headless presenter), so every time below is exact.
    @Suite("Toast queue") @MainActor
    struct ToastQueueTests {
        /// One event, with the virtual time it happened at.
        struct Event: Equatable, CustomStringConvertible {
            let entry: EventLog.Entry
            let time: TimeInterval
            var description: String { "\(entry)@\(time)" }
        }

        /// A HUD whose fades take their configured time, with the queue on or off.
        static func makeHUD(queue: Bool) -> TestHUD<HeadlessPresenter> {
            var configuration = HUD.Configuration()
            configuration.isResultQueueEnabled = queue
            return TestHUD(configuration: configuration, makePresenter: { HeadlessPresenter(scheduler: $0) })
        }

        /// Every notification and completion, stamped with the clock's time.
        static func record(_ hud: TestHUD<HeadlessPresenter>) -> (events: () -> [Event], completion: (String) -> Engine.Completion) {
            var events: [Event] = []
            // The log held weakly: a log that outlived its test would go on hearing the next test's HUD.
            hud.log.onNotification = { [clock = hud.clock, weak log = hud.log] _, _ in
                if let last = log?.entries.last { events.append(Event(entry: last, time: (clock.now * 1000).rounded() / 1000)) }
            }
            let completion: (String) -> Engine.Completion = { [clock = hud.clock] name in
                { events.append(Event(entry: .completion(name), time: (clock.now * 1000).rounded() / 1000)) }
            }
            return ({ events }, completion)
        }

        /// 0.5 + 0.06 × 50 = 3.5 s, against "A"'s and "C"'s minimum of 1.5 s.
        static let long = String(repeating: "w", count: 50)

        @Test func queuedToastsComeUpInOrderEachForItsFullTime() {
            let hud = Self.makeHUD(queue: true)
            let (events, _) = Self.record(hud)
            HUD.showSuccess(status: "A")
            HUD.showError(status: Self.long)
            HUD.showText("C")
            #expect(HUD.current?.status == "A", "the first toast stays up")
            hud.clock.advance(by: 60)
            let long = Self.long
            // Each: willAppear at t, didAppear at t + 0.15, willDisappear at t + its display time,
            // didDisappear 0.15 later, and the next willAppear at that same moment.
            #expect(events() == [
                Event(entry: .willAppear("A"), time: 0), Event(entry: .didAppear("A"), time: 0.15),
                Event(entry: .willDisappear("A"), time: 1.5), Event(entry: .didDisappear("A"), time: 1.65),
                Event(entry: .willAppear(long), time: 1.65), Event(entry: .didAppear(long), time: 1.8),
                Event(entry: .willDisappear(long), time: 5.15), Event(entry: .didDisappear(long), time: 5.3),
                Event(entry: .willAppear("C"), time: 5.3), Event(entry: .didAppear("C"), time: 5.45),
                Event(entry: .willDisappear("C"), time: 6.8), Event(entry: .didDisappear("C"), time: 6.95),
            ])
            #expect(hud.engine.phase == .hidden)
            #expect(hud.engine.liveTimerCount == 0)
        }

        /// A burst of toasts: the one on screen stays, at most three wait (the oldest waiting
        /// dropped without a notification), and a toast the same as the last waiting joins it.
        @Test func atMostThreeToastsWaitTheOldestDropped() {
            let hud = Self.makeHUD(queue: true)
            let (events, _) = Self.record(hud)
            for name in ["A", "B", "C", "D", "E", "F", "F", "F"] { HUD.showSuccess(status: name) }
            #expect(hud.engine.queuedToasts.map(\.status) == ["D", "E", "F"])
            hud.clock.advance(by: 60)
            let shown = events().compactMap { event -> String? in
                if case .willAppear(let status) = event.entry { return status } else { return nil }
            }
            #expect(shown == ["A", "D", "E", "F"])
            #expect(hud.engine.phase == .hidden && hud.engine.queuedToasts.isEmpty)
        }

        /// A toast shown while the one before fades out waits for the fade-out, and gets its full time.
        @Test func aToastShownDuringAFadeOutWaitsForIt() {
            let hud = Self.makeHUD(queue: true)
            let (events, _) = Self.record(hud)
            HUD.showSuccess(status: "A")
            hud.clock.advance(by: 1.55)                          // A fades out since 1.5
            HUD.showInfo(status: "B")
            hud.clock.advance(by: 60)
            #expect(events().filter { if case .willAppear = $0.entry { true } else { false } }
                    == [Event(entry: .willAppear("A"), time: 0), Event(entry: .willAppear("B"), time: 1.65)])
            #expect(events().last == Event(entry: .didDisappear("B"), time: 3.3))
        }

        /// Waiting for the HUD to be hidden waits for the last toast in line, and runs once.
        @Test func waitersRunOnceAfterTheLastToast() {
            let hud = Self.makeHUD(queue: true)
            let (events, completion) = Self.record(hud)
            HUD.showSuccess(status: "A")
            hud.engine.whenHidden(completion("first"))
            HUD.showSuccess(status: "B")
            hud.engine.whenHidden(completion("second"))
            hud.clock.advance(by: 60)
            #expect(events().suffix(3) == [
                Event(entry: .didDisappear("B"), time: 3.3),
                Event(entry: .completion("first"), time: 3.3), Event(entry: .completion("second"), time: 3.3),
            ])
            #expect(events().filter { if case .completion = $0.entry { true } else { false } }.count == 2)
        }

        /// Each notification is delivered while what it announces holds: at a toast's
        /// `didDisappear` the HUD is hidden, though the next toast comes up right after it.
        @Test func eachNotificationIsDeliveredWhileItHolds() {
            let hud = Self.makeHUD(queue: true)
            var seen: [String] = []
            hud.log.onNotification = { name, status in
                let short = name.rawValue.replacingOccurrences(of: "StatusHUD.", with: "")
                seen.append("\(short) \(status ?? "nil") visible=\(HUD.isVisible) current=\(HUD.current?.status ?? "nil")")
            }
            HUD.showSuccess(status: "A")
            HUD.showSuccess(status: "B")
            hud.clock.advance(by: 60)
            #expect(seen == [
                "willAppear A visible=true current=A", "didAppear A visible=true current=A",
                "willDisappear A visible=true current=A", "didDisappear A visible=false current=nil",
                "willAppear B visible=true current=B", "didAppear B visible=true current=B",
                "willDisappear B visible=true current=B", "didDisappear B visible=false current=nil",
            ])
        }

        /// A dismissal made between two toasts (from the first one's `didDisappear`) ends the line:
        /// the next toast never appears, and the dismissal's completion and the waiters run once.
        @Test func aDismissalBetweenTwoToastsEndsTheLine() {
            let hud = Self.makeHUD(queue: true)
            let (events, completion) = Self.record(hud)
            let previous = hud.log.onNotification
            hud.log.onNotification = { name, status in
                previous?(name, status)
                if name == HUD.didDisappearNotification, status == "A" { HUD.dismiss(completion: completion("dismissed")) }
            }
            HUD.showSuccess(status: "A")
            HUD.showSuccess(status: "B")
            hud.engine.whenHidden(completion("waiter"))
            hud.clock.advance(by: 60)
            #expect(events().suffix(3) == [
                Event(entry: .didDisappear("A"), time: 1.65),
                Event(entry: .completion("dismissed"), time: 1.65), Event(entry: .completion("waiter"), time: 1.65),
            ])
            #expect(events().count == 6)
            #expect(hud.engine.phase == .hidden && !hud.engine.isBusy)
        }

        /// A waiter registered between two toasts (at the first one's `didDisappear`) waits for
        /// the second: the HUD is hidden only for that moment, with a toast still in line.
        @Test func aWaiterRegisteredBetweenTwoToastsWaitsForTheNext() {
            let hud = Self.makeHUD(queue: true)
            let (events, completion) = Self.record(hud)
            let previous = hud.log.onNotification
            hud.log.onNotification = { name, status in
                previous?(name, status)
                if name == HUD.didDisappearNotification, status == "A" { hud.engine.whenHidden(completion("waiter")) }
            }
            HUD.showSuccess(status: "A")
            HUD.showSuccess(status: "B")
            hud.clock.advance(by: 60)
            #expect(events().suffix(2) == [Event(entry: .didDisappear("B"), time: 3.3), Event(entry: .completion("waiter"), time: 3.3)])
            #expect(events().count == 9)
        }

        /// A dismissal ends the line: the waiting toasts never appear, and each completion runs once,
        /// in order, when the toast on screen is hidden.
        @Test func aDismissalDropsTheWaitingToasts() {
            let hud = Self.makeHUD(queue: true)
            let (events, completion) = Self.record(hud)
            HUD.showSuccess(status: "A")
            HUD.showSuccess(status: "B")
            hud.engine.whenHidden(completion("waiter"))
            hud.clock.advance(by: 0.5)
            HUD.dismiss(completion: completion("dismissed"))
            HUD.dismiss(completion: completion("again"))
            hud.clock.advance(by: 60)
            #expect(events() == [
                Event(entry: .willAppear("A"), time: 0), Event(entry: .didAppear("A"), time: 0.15),
                Event(entry: .willDisappear("A"), time: 0.5), Event(entry: .didDisappear("A"), time: 0.65),
                Event(entry: .completion("dismissed"), time: 0.65), Event(entry: .completion("again"), time: 0.65),
                Event(entry: .completion("waiter"), time: 0.65),
            ])
            #expect(hud.engine.queuedToasts.isEmpty)
        }

        /// A delayed dismissal pending when a toast joins the line ends the toast on screen; its
        /// completion runs once that toast is hidden, before the next comes up for its full time.
        @Test func aDelayedDismissalEndsOnlyTheToastOnScreen() {
            let hud = Self.makeHUD(queue: true)
            let (events, completion) = Self.record(hud)
            HUD.showSuccess(status: "A")
            HUD.dismiss(withDelay: 1, completion: completion("dismissed"))
            HUD.showSuccess(status: "B")
            hud.clock.advance(by: 60)
            #expect(events() == [
                Event(entry: .willAppear("A"), time: 0), Event(entry: .didAppear("A"), time: 0.15),
                Event(entry: .willDisappear("A"), time: 1), Event(entry: .didDisappear("A"), time: 1.15),
                Event(entry: .completion("dismissed"), time: 1.15),
                Event(entry: .willAppear("B"), time: 1.15), Event(entry: .didAppear("B"), time: 1.3),
                Event(entry: .willDisappear("B"), time: 2.65), Event(entry: .didDisappear("B"), time: 2.8),
            ])
        }

        /// A spinner is the app's newest state: it replaces the toast on screen at once and the
        /// waiting toasts never appear; a toast over a spinner replaces it, as by default.
        @Test func aSpinnerReplacesTheToastAndEndsTheLine() {
            let hud = Self.makeHUD(queue: true)
            let (events, _) = Self.record(hud)
            HUD.showSuccess(status: "A")
            HUD.showSuccess(status: "B")
            hud.clock.advance(by: 0.5)
            HUD.show(status: "Loading")
            #expect(HUD.current?.status == "Loading")
            #expect(hud.engine.queuedToasts.isEmpty)
            hud.clock.advance(by: 10)
            HUD.showSuccess(status: "Done")
            #expect(HUD.current?.status == "Done", "a toast over a spinner is not queued")
            hud.clock.advance(by: 60)
            #expect(!events().contains { $0.entry == .willAppear("B") })
            #expect(events().last == Event(entry: .didDisappear("Done"), time: 12.15))
        }

        /// A toast shown from a notification observer between two toasts does not jump the line.
        @Test func aToastShownBetweenTwoToastsJoinsTheLine() {
            let hud = Self.makeHUD(queue: true)
            let (events, _) = Self.record(hud)
            var shown = false
            let previous = hud.log.onNotification
            hud.log.onNotification = { name, status in
                previous?(name, status)
                if name == HUD.didDisappearNotification, !shown {
                    shown = true
                    HUD.showInfo(status: "C")
                }
            }
            HUD.showSuccess(status: "A")
            HUD.showSuccess(status: "B")
            hud.clock.advance(by: 60)
            let appeared = events().compactMap { if case .willAppear(let status) = $0.entry { status } else { nil } }
            #expect(appeared == ["A", "B", "C"])
        }

        /// The default is SVProgressHUD's: the newest toast replaces the one on screen, in place,
        /// and counts down its own time from then.
        @Test func byDefaultTheNewestToastReplaces() {
            #expect(HUD.Configuration().isResultQueueEnabled == false)
            let hud = Self.makeHUD(queue: false)
            let (events, _) = Self.record(hud)
            HUD.showSuccess(status: "A")
            hud.clock.advance(by: 0.5)
            HUD.showError(status: "B")
            #expect(HUD.current?.status == "B")
            hud.clock.advance(by: 60)
            #expect(events() == [
                Event(entry: .willAppear("A"), time: 0), Event(entry: .didAppear("A"), time: 0.15),
                Event(entry: .willDisappear("B"), time: 2), Event(entry: .didDisappear("B"), time: 2.15),
            ])
        }
    }
}
