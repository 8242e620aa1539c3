import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The macOS HUD's place and reports: over the chosen window, waiting without one, moving and
/// leaving with the windows, and a hide that always ends.
@Suite("macOS host")
struct MacHostTests {
    typealias Host = MacHost<String>
    typealias Description = HUD.MacWindowDescription

    private func window(_ id: String, _ description: Description = Description()) -> Host.Window {
        Host.Window(id: id, description: description)
    }

    private static let document = Description()
    /// Minimised into the Dock: ordered out, so not visible (`NSWindow.isVisible`).
    private static let minimised = Description(isVisible: false, isMiniaturized: true)
    private static let behind = Description(isKey: false, isMain: false)

    @Test("A show goes over the key window and arrives on screen; news of the same window moves nothing")
    func showOverKey() {
        var host = Host()
        #expect(host.show([window("doc")]) == Host.Step(placement: .attach("doc"), report: .onScreen(arrived: true)))
        #expect(host.windowsChanged([window("doc")]) == Host.Step(placement: .attach("doc"), report: nil))
        #expect(host.isOnScreen && host.host == "doc")
    }

    @Test("With no window it waits, and arrives when one will do")
    func waits() {
        var host = Host()
        #expect(host.show([]) == Host.Step(placement: .unchanged, report: nil))
        #expect(host.windowsChanged([window("doc", Self.minimised)]) == Host.Step(placement: .unchanged, report: nil))
        #expect(!host.isOnScreen)
        #expect(host.windowsChanged([window("doc")]) == Host.Step(placement: .attach("doc"), report: .onScreen(arrived: true)))
    }

    @Test("Pinned: another window key or main, its own on another Space or behind a tab leave it where it is")
    func pinned() {
        var host = Host()
        _ = host.show([window("busy"), window("idle", Self.behind)])
        let idleKey = [window("idle"), window("busy", Self.behind)]
        #expect(host.windowsChanged(idleKey) == Host.Step(placement: .attach("busy"), report: nil))
        #expect(host.windowsChanged([window("idle"), window("busy", Description(isKey: false, isMain: false, isOnActiveSpace: false))])
                == Host.Step(placement: .attach("busy"), report: nil), "its window on another Space")
        let busyTabBehind = [window("idle"), window("busy", Description(isKey: false, isMain: false, isVisible: false,
                                                                        isBehindAnotherTab: true))]
        #expect(host.windowsChanged(busyTabBehind) == Host.Step(placement: .detach, report: .offScreen),
                "its tab behind another of its group: off screen with it, not over the tab picked")
        #expect(host.host == "busy")
        #expect(host.windowsChanged(busyTabBehind) == Host.Step(placement: .unchanged, report: nil))
        #expect(host.windowsChanged([window("busy"), window("idle", Self.behind)])
                == Host.Step(placement: .attach("busy"), report: .onScreen(arrived: true)), "back with its tab")
        #expect(host.host == "busy")
        #expect(host.windowsChanged(idleKey, closing: "busy") == Host.Step(placement: .attach("idle"), report: nil),
                "its window closing frees it")
        _ = host.hide()
        _ = host.fadeOutEnded()
        #expect(host.show(idleKey) == Host.Step(placement: .attach("idle"), report: .onScreen(arrived: true)),
                "hidden and shown again, it goes where the choice says")
    }

    @Test("With no window for it, the shared HUD stands free, on screen, until it hides; a window coming does not move it")
    func freeStanding() {
        let popover = Description(isKey: true, isMain: false, isChild: true)
        let menuBarExtra = Description(isKey: true, isMain: false, level: 25)
        for windows in [[], [window("popover", popover)], [window("extra", menuBarExtra)], [window("panel", Description(isPanel: true))]] {
            var host = Host(allowsFreeStanding: true)
            #expect(host.show(windows) == Host.Step(placement: .freeStanding, report: .onScreen(arrived: true)))
            #expect(host.isFreeStanding && host.isOnScreen)
            #expect(host.windowsChanged([window("doc")]) == Host.Step(placement: .unchanged, report: nil))
            _ = host.hide()
            #expect(host.windowsChanged([]) == Host.Step(placement: .unchanged, report: nil), "its fade-out runs on")
            #expect(host.fadeOutEnded() == Host.Step(placement: .detach, report: nil, endsHide: true))
            #expect(!host.isFreeStanding)
            #expect(host.show([window("doc")]) == Host.Step(placement: .attach("doc"), report: .onScreen(arrived: true)))
        }
    }

    @Test("Windows out of sight, or a HUD in a view, still wait; the last window closing frees a shown HUD to stand")
    func waitsWhenWindowsAreAway() {
        var shared = Host(allowsFreeStanding: true)
        #expect(shared.show([window("doc", Self.minimised)]) == Host.Step(placement: .unchanged, report: nil))
        #expect(!shared.isOnScreen)
        var inView = Host()
        #expect(inView.show([]) == Host.Step(placement: .unchanged, report: nil))
        var closing = Host(allowsFreeStanding: true)
        _ = closing.show([window("doc")])
        #expect(closing.windowsChanged([window("doc")], closing: "doc") == Host.Step(placement: .freeStanding, report: nil))
    }

    @Test("Windows that count: a closed window kept alive or an accessory app in the background stand the shared HUD free")
    func windowsThatCount() {
        let closedButKept = Description(isKey: false, isMain: false, isVisible: false)
        var closed = Host(allowsFreeStanding: true)
        #expect(closed.show([window("settings", closedButKept)]) == Host.Step(placement: .freeStanding, report: .onScreen(arrived: true)))
        var accessory = Host(allowsFreeStanding: true)
        let background = HUD.MacAppDescription(isAccessory: true, isActive: false)
        #expect(accessory.show([window("settings")], app: background)
                == Host.Step(placement: .freeStanding, report: .onScreen(arrived: true)))
        var active = Host(allowsFreeStanding: true)
        #expect(active.show([window("settings")], app: HUD.MacAppDescription(isAccessory: true, isActive: true))
                == Host.Step(placement: .attach("settings"), report: .onScreen(arrived: true)))
        var hidden = Host(allowsFreeStanding: true)
        #expect(hidden.show([window("doc", closedButKept)], app: HUD.MacAppDescription(isHidden: true))
                == Host.Step(placement: .unchanged, report: nil), "a hidden app's windows come back: it waits")
        #expect(hidden.windowsChanged([window("doc")]) == Host.Step(placement: .attach("doc"), report: .onScreen(arrived: true)))
        var inView = Host()
        #expect(inView.show([window("view", closedButKept)]) == Host.Step(placement: .unchanged, report: nil),
                "a HUD in a view waits for its view, whose window closed")
        var waiting = Host(allowsFreeStanding: true)
        _ = waiting.show([window("doc", Self.minimised)])
        #expect(waiting.windowsChanged([window("doc", Self.minimised)], app: background)
                == Host.Step(placement: .freeStanding, report: .onScreen(arrived: true)),
                "waiting for a minimised window, the accessory app going to the background stands it free")
    }

    @Test("Its window closing or ordered out for good, it goes where the choice says")
    func followsWindows() {
        var host = Host()
        _ = host.show([window("b"), window("c", Self.behind)])
        #expect(host.windowsChanged([window("b"), window("c")], closing: "b")
                == Host.Step(placement: .attach("c"), report: nil), "a closing window is left out")
        let orderedOut = Description(isKey: false, isMain: false, isVisible: false)
        #expect(host.windowsChanged([window("c", orderedOut), window("d", Self.behind)])
                == Host.Step(placement: .attach("d"), report: nil), "ordered out, not minimised, the app not hidden: closed")
    }

    // MARK: The pin

    @Test("A new show goes over the window the user is in now, not the one it was pinned to")
    func newShowGoesWhereTheUserIs() {
        var host = Host()
        _ = host.show([window("b"), window("a", Self.behind)])
        _ = host.hide()
        let aKey = [window("a"), window("b", Self.behind)]
        #expect(host.show(aKey) == Host.Step(placement: .attach("a"), report: .onScreen(arrived: false)),
                "shown again during its fade-out over B, with A key: over A")
        #expect(host.host == "a")
        let sheetOnA = [window("sheet", Description(isMain: false, isSheet: true)), window("a", Description(isKey: false)),
                        window("b", Self.behind)]
        _ = host.hide()
        #expect(host.show(sheetOnA) == Host.Step(placement: .attach("a"), report: .onScreen(arrived: false)),
                "a sheet key: the main window under it")
        var free = Host(allowsFreeStanding: true)
        _ = free.show([])
        _ = free.hide()
        #expect(free.show([window("doc")]) == Host.Step(placement: .attach("doc"), report: .onScreen(arrived: false)),
                "a free-standing HUD shown again with a window now key goes over it")
        #expect(!free.isFreeStanding)
    }

    @Test("Its window minimised, it waits off screen pinned to it, and comes back to it, not to the key window")
    func minimise() {
        var host = Host()
        _ = host.show([window("a"), window("b", Self.behind)])
        #expect(host.windowsChanged([window("b"), window("a", Self.minimised)]) == Host.Step(placement: .detach, report: .offScreen),
                "B key as A is minimised: it does not go onto B")
        #expect(host.windowsChanged([window("b"), window("a", Self.minimised)]) == Host.Step(placement: .unchanged, report: nil))
        #expect(host.host == "a" && !host.isOnScreen)
        #expect(host.windowsChanged([window("b"), window("a", Self.behind)])
                == Host.Step(placement: .attach("a"), report: .onScreen(arrived: true)), "restored behind B, which is key")
        _ = host.windowsChanged([window("b"), window("a", Self.minimised)])
        #expect(host.windowsChanged([window("b")], closing: "a") == Host.Step(placement: .attach("b"), report: .onScreen(arrived: true)),
                "closed while minimised: its pin ends")
    }

    @Test("The app hidden, it waits off screen pinned to its window, and comes back to it when the app is shown")
    func hideAndUnhide() {
        let orderedOut = Description(isKey: false, isMain: false, isVisible: false)
        let hidden = HUD.MacAppDescription(isHidden: true)
        for allowsFreeStanding in [false, true] {
            var host = Host(allowsFreeStanding: allowsFreeStanding)
            _ = host.show([window("a"), window("b", Self.behind)])
            #expect(host.windowsChanged([window("b"), window("a", Self.behind)]) == Host.Step(placement: .attach("a"), report: nil),
                    "B made key: it stays on A")
            #expect(host.windowsChanged([window("b", orderedOut), window("a", orderedOut)], app: hidden)
                    == Host.Step(placement: .detach, report: .offScreen), "hidden: off screen, not free-standing")
            #expect(host.host == "a" && !host.isFreeStanding)
            #expect(host.windowsChanged([window("b"), window("a", Self.behind)])
                    == Host.Step(placement: .attach("a"), report: .onScreen(arrived: true)), "shown again: on A, B key")
        }
    }

    @Test("A hide fades out where it is and ends when the fade does; off screen it ends at once")
    func hide() {
        var host = Host()
        _ = host.show([window("doc")])
        #expect(host.hide() == Host.Step(placement: .unchanged, report: nil))
        #expect(host.isHiding)
        #expect(host.windowsChanged([window("doc")]) == Host.Step(placement: .unchanged, report: nil),
                "no placing while it fades out")
        #expect(host.fadeOutEnded() == Host.Step(placement: .detach, report: nil, endsHide: true))
        #expect(!host.isOnScreen && !host.isHiding)
        #expect(host.fadeOutEnded() == Host.Step(placement: .unchanged, report: nil), "ended once")
        _ = host.show([])
        #expect(host.hide() == Host.Step(placement: .detach, report: nil, endsHide: true))
    }

    @Test("A fade-out whose window closes, is minimised or leaves the Space ends at once")
    func fadeOutWindowGone() {
        let gone: [(windows: [Host.Window], closing: String?)] = [
            ([window("doc")], "doc"),
            ([window("doc", Self.minimised)], nil),
            ([window("doc", Description(isOnActiveSpace: false))], nil),
            ([], nil),
        ]
        for (windows, closing) in gone {
            var host = Host()
            _ = host.show([window("doc")])
            _ = host.hide()
            #expect(host.windowsChanged(windows, closing: closing) == Host.Step(placement: .detach, report: nil, endsHide: true))
            #expect(!host.isHiding && !host.isOnScreen)
        }
    }

    @Test("A show during the fade-out is on screen at once, not arrived; its window gone, it is reported off screen")
    func showDuringFadeOut() {
        var host = Host()
        _ = host.show([window("doc")])
        _ = host.hide()
        #expect(host.show([window("doc")]) == Host.Step(placement: .attach("doc"), report: .onScreen(arrived: false)))
        #expect(!host.isHiding)
        #expect(host.fadeOutEnded() == Host.Step(placement: .unchanged, report: nil), "the turned-back fade ends nothing")
        _ = host.hide()
        #expect(host.show([window("doc", Self.minimised)]) == Host.Step(placement: .detach, report: .offScreen))
        #expect(host.windowsChanged([window("doc")]) == Host.Step(placement: .attach("doc"), report: .onScreen(arrived: true)))
    }
}
