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
    /// Each notification is delivered while the state it announces holds, and an observer sees the
    /// same sequence whatever the presenter: one that finishes every transition inside the call, the
    /// terminal's, and one whose fades take their configured time on the clock.
    @Suite("Truthful notifications") @MainActor
    struct TruthfulNotificationTests {
        enum Kind: CaseIterable {
            /// Finishes every transition inside the call that starts it.
            case instant
            /// The terminal presenter (instant too, and its results persist).
            case terminal
            /// Reports on screen at once and finishes each fade after its 0.15 s on the clock.
            case animated
        }

        /// What an observer saw at one delivery.
        struct Seen: Equatable, CustomStringConvertible {
            let name: String
            let isVisible: Bool
            let current: String?
            var description: String { "\(name) visible=\(isVisible) current=\(current ?? "nil")" }
        }

        /// The parts of a ``TestHUD`` these tests use, whatever its presenter.
        struct Rig {
            let clock: VirtualScheduler
            let log: EventLog
        }

        static func makeHUD(_ kind: Kind) -> Rig {
            switch kind {
            case .instant:
                let presenter = RecordingPresenter()
                presenter.finishesAtOnce = true
                let hud = TestHUD(presenter: presenter)
                return Rig(clock: hud.clock, log: hud.log)
            case .terminal:
                #if canImport(Glibc) || (canImport(Darwin) && os(macOS))
                let hud = TestHUD(presenter: TerminalPresenter(display: TerminalCapture().display()))
                return Rig(clock: hud.clock, log: hud.log)
                #else
                return makeHUD(.instant)
                #endif
            case .animated:
                // Fades of 0.15 s on the HUD's clock.
                let hud = TestHUD(makePresenter: { HeadlessPresenter(scheduler: $0) })
                return Rig(clock: hud.clock, log: hud.log)
            }
        }

        /// Records what the state is at every notification; `react` may call the HUD after that.
        static func record(_ hud: Rig, react: @escaping @MainActor (String) -> Void = { _ in }) -> () -> [Seen] {
            var seen: [Seen] = []
            hud.log.onNotification = { (name: Notification.Name, _: String?) in
                let short = name.rawValue.replacingOccurrences(of: "StatusHUD.", with: "")
                seen.append(Seen(name: short, isVisible: HUD.isVisible, current: HUD.current?.status))
                react(short)
            }
            return { seen }
        }

        @Test(arguments: Kind.allCases)
        func duringEachNotificationTheStateIsTheOneItAnnounces(kind: Kind) {
            let hud = Self.makeHUD(kind)
            defer { hud.log.onNotification = nil }
            let seen = Self.record(hud)
            var atCompletion: Seen?
            HUD.show(status: "Saving")
            hud.clock.advance(by: 1)
            HUD.dismiss {
                atCompletion = Seen(name: "completion", isVisible: HUD.isVisible, current: HUD.current?.status)
            }
            hud.clock.advance(by: 1)
            #expect(seen() == [
                Seen(name: "willAppear", isVisible: true, current: "Saving"),
                Seen(name: "didAppear", isVisible: true, current: "Saving"),
                Seen(name: "willDisappear", isVisible: true, current: "Saving"),
                Seen(name: "didDisappear", isVisible: false, current: nil),
            ])
            #expect(atCompletion == Seen(name: "completion", isVisible: false, current: nil))
        }

        @Test(arguments: Kind.allCases)
        func aShowFromAWillDisappearObserverBringsTheHUDBackWithNoDidDisappear(kind: Kind) {
            let hud = Self.makeHUD(kind)
            defer { hud.log.onNotification = nil }
            var shown = false
            let seen = Self.record(hud) { name in
                guard name == "willDisappear", !shown else { return }
                shown = true
                HUD.show(status: "Again")
            }
            var completed = 0
            HUD.show(status: "First")
            hud.clock.advance(by: 1)
            HUD.dismiss { completed += 1 }
            hud.clock.advance(by: 1)
            #expect(seen() == [
                Seen(name: "willAppear", isVisible: true, current: "First"),
                Seen(name: "didAppear", isVisible: true, current: "First"),
                Seen(name: "willDisappear", isVisible: true, current: "First"),
                Seen(name: "willAppear", isVisible: true, current: "Again"),
                Seen(name: "didAppear", isVisible: true, current: "Again"),
            ])
            #expect(HUD.isVisible && HUD.current?.status == "Again")
            #expect(completed == 1, "the dismissal the show superseded still completes")
        }

        @Test(arguments: Kind.allCases)
        func aDismissFromAWillAppearObserverTakesEffectThere(kind: Kind) {
            let hud = Self.makeHUD(kind)
            defer { hud.log.onNotification = nil }
            let seen = Self.record(hud) { name in
                if name == "willAppear" { HUD.dismiss() }
            }
            HUD.show(status: "Blink")
            hud.clock.advance(by: 1)
            #expect(seen() == [
                Seen(name: "willAppear", isVisible: true, current: "Blink"),
                Seen(name: "willDisappear", isVisible: true, current: "Blink"),
                Seen(name: "didDisappear", isVisible: false, current: nil),
            ])
            #expect(!HUD.isVisible)
        }

        @Test(arguments: Kind.allCases)
        func aPopFromADidAppearObserverEndsTheOnlyActivity(kind: Kind) {
            let hud = Self.makeHUD(kind)
            defer { hud.log.onNotification = nil }
            let seen = Self.record(hud) { name in
                if name == "didAppear" { HUD.popActivity() }
            }
            HUD.show(status: "Once")
            hud.clock.advance(by: 1)
            #expect(seen().map { $0.name } == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
            #expect(seen()[2] == Seen(name: "willDisappear", isVisible: true, current: "Once"))
        }
    }
}
