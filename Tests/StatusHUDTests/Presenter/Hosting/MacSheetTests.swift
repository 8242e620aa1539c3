import Testing
@testable import StatusHUDPresenting

/// A blocking macOS HUD over a window blocks it with a sheet; it steps aside for a sheet of the
/// app's begun later, which is presented above it and keeps the keyboard; a click on it never
/// makes its window key while a sheet is attached.
@Suite("macOS HUD sheet")
struct MacSheetTests {
    typealias Sheet = MacSheet.Sheet

    @Test("A HUD that blocks is a sheet of its window; one that does not, or is hiding, a child window")
    func attachment() {
        #expect(MacSheet.attachment(blocks: true, hiding: false) == .sheet)
        #expect(MacSheet.attachment(blocks: false, hiding: false) == .childWindow)
        #expect(MacSheet.attachment(blocks: true, hiding: true) == .childWindow, "the window is the user's as the fade-out starts")
        #expect(MacSheet.attachment(blocks: false, hiding: true) == .childWindow)
    }

    @Test("A sheet of the app's queued behind the HUD's: the HUD steps aside, then rejoins behind it once it is presented")
    func laterSheetGoesFirst() {
        var queue = MacSheet.Queue()
        #expect(queue.step([]) == .keep, "not a sheet: nothing to do")
        queue.began()
        #expect(queue.step([Sheet(isHUD: true, isPresented: true)]) == .keep)
        // The app begins an overwrite prompt: AppKit queues it behind the HUD.
        let queued = [Sheet(isHUD: true, isPresented: true), Sheet(isHUD: false, isPresented: false)]
        #expect(queue.step(queued) == .stepAside)
        #expect(queue.state == .steppedAside)
        // The HUD's sheet ended; the prompt is not presented yet (its turn comes): wait.
        #expect(queue.step([Sheet(isHUD: false, isPresented: false)]) == .keep)
        // Presented: the HUD begins again, queued behind it.
        #expect(queue.step([Sheet(isHUD: false, isPresented: true)]) == .rejoin)
        #expect(queue.state == .begun)
        // Queued behind the prompt, the HUD waits; AppKit presents it when the prompt ends.
        #expect(queue.step([Sheet(isHUD: false, isPresented: true), Sheet(isHUD: true, isPresented: false)]) == .keep)
        #expect(queue.step([Sheet(isHUD: true, isPresented: true)]) == .keep)
    }

    @Test("Stepped aside for a sheet that went before it was presented, the HUD rejoins at once")
    func rejoinsWhenAlone() {
        var queue = MacSheet.Queue()
        queue.began()
        #expect(queue.step([Sheet(isHUD: true, isPresented: true), Sheet(isHUD: false, isPresented: false)]) == .stepAside)
        #expect(queue.step([]) == .rejoin)
    }

    @Test("A critical sheet presented above the HUD's, or the HUD queued behind the app's, changes nothing")
    func presentedAboveOrQueuedBehind() {
        var queue = MacSheet.Queue()
        queue.began()
        #expect(queue.step([Sheet(isHUD: false, isPresented: true), Sheet(isHUD: true, isPresented: true)]) == .keep)
        #expect(queue.step([Sheet(isHUD: false, isPresented: true), Sheet(isHUD: true, isPresented: false)]) == .keep)
        #expect(queue.step([Sheet(isHUD: false, isPresented: true)]) == .keep, "begun, not listed yet")
        queue.ended()
        #expect(queue.step([Sheet(isHUD: true, isPresented: true), Sheet(isHUD: false, isPresented: false)]) == .keep,
                "ended: the HUD is not a sheet any more")
    }

    @Test("Two blocking HUDs over one window take turns in AppKit's queue: neither steps aside for the other")
    func twoHUDsTakeTurns() {
        var first = MacSheet.Queue(), second = MacSheet.Queue()
        first.began()
        second.began()
        // The first presented, the second queued behind it, as each of them sees the window.
        #expect(first.step([Sheet(isHUD: true, isPresented: true), Sheet(isHUD: false, isPresented: false, isAnotherHUD: true)]) == .keep)
        #expect(second.step([Sheet(isHUD: false, isPresented: true, isAnotherHUD: true), Sheet(isHUD: true, isPresented: false)]) == .keep)
        // Behind an app's sheet as well, the queued HUD still waits its turn.
        #expect(first.step([Sheet(isHUD: true, isPresented: true), Sheet(isHUD: false, isPresented: false, isAnotherHUD: true),
                            Sheet(isHUD: false, isPresented: false)]) == .stepAside, "the app's sheet goes first")
    }

    @Test("A blocking HUD is out of sight while its sheet waits its turn, and only then")
    func waitsOutOfSight() {
        // Not blocking: never waits. Stepped aside for the app's sheet: waits.
        #expect(!MacSheet.waits(.none, sheets: [Sheet(isHUD: false, isPresented: true)]))
        #expect(MacSheet.waits(.steppedAside, sheets: [Sheet(isHUD: false, isPresented: false)]))
        // Begun and presented, alone or with the app's sheet queued behind: on screen.
        #expect(!MacSheet.waits(.begun, sheets: [Sheet(isHUD: true, isPresented: true)]))
        #expect(!MacSheet.waits(.begun, sheets: [Sheet(isHUD: true, isPresented: true), Sheet(isHUD: false, isPresented: false)]))
        // Begun, not presented yet, and nothing else is (AppKit about to present it): on screen.
        #expect(!MacSheet.waits(.begun, sheets: [Sheet(isHUD: true, isPresented: false)]))
        // Queued behind the app's sheet, or another HUD's: out of sight.
        #expect(MacSheet.waits(.begun, sheets: [Sheet(isHUD: false, isPresented: true), Sheet(isHUD: true, isPresented: false)]))
        #expect(MacSheet.waits(.begun, sheets: [Sheet(isHUD: false, isPresented: true, isAnotherHUD: true),
                                                Sheet(isHUD: true, isPresented: false)]))
    }

    @Test("A click on the HUD never makes its window key while a sheet is attached to it")
    func clickFocus() {
        // The user is in the HUD's window, or the HUD: nothing moves.
        #expect(MacSheet.clickFocus(appIsActive: true, parentIsKey: true, hudIsKey: false, attachedSheet: .none) == .none)
        #expect(MacSheet.clickFocus(appIsActive: true, parentIsKey: false, hudIsKey: true, attachedSheet: .hud) == .none)
        // In another window, or another app.
        #expect(MacSheet.clickFocus(appIsActive: true, parentIsKey: false, hudIsKey: false, attachedSheet: .none) == .window)
        #expect(MacSheet.clickFocus(appIsActive: false, parentIsKey: true, hudIsKey: false, attachedSheet: .none) == .window)
        #expect(MacSheet.clickFocus(appIsActive: false, parentIsKey: false, hudIsKey: false, attachedSheet: .hud) == .hud)
        // The app's sheet is key (or was, before the app went to the background): it keeps it.
        #expect(MacSheet.clickFocus(appIsActive: true, parentIsKey: false, hudIsKey: false, attachedSheet: .other) == .attachedSheet)
        #expect(MacSheet.clickFocus(appIsActive: false, parentIsKey: false, hudIsKey: false, attachedSheet: .other) == .attachedSheet)
        for active in [false, true] {
            for sheet in [MacSheet.AttachedSheet.hud, .other] {
                #expect(MacSheet.clickFocus(appIsActive: active, parentIsKey: false, hudIsKey: false, attachedSheet: sheet) != .window)
            }
        }
    }
}
