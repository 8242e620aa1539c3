import Testing
@testable import StatusHUDPresenting

/// What a blocking macOS HUD lets through: app commands only, and its own keys.
@Suite("macOS blocking")
struct MacBlockingTests {
    @Test("Edit, undo, document, window and an app's own commands stop at the HUD", arguments: [
        "paste:", "cut:", "copy:", "selectAll:", "delete:", "undo:", "redo:", "saveDocument:", "saveDocumentAs:",
        "revertDocumentToSaved:", "printDocument:", "runPageLayout:", "performClose:", "toggleToolbarShown:", "performFindPanelAction:", "performTextFinderAction:",
        "orderFrontFontPanel:", "newWindowForTab:", "exportPDF:", "",
    ])
    func stops(command: String) {
        #expect(!MacBlocking.letsThrough(command: command))
    }

    @Test("Commands that act on the app pass", arguments: [
        "terminate:", "hide:", "hideOtherApplications:", "unhideAllApplications:", "orderFrontStandardAboutPanel:",
        "showSettingsWindow:", "showHelp:", "newDocument:", "openDocument:", "arrangeInFront:", "performMiniaturize:",
        "performZoom:", "toggleFullScreen:",   // the title bar's buttons, which a sheet leaves working
    ])
    func passes(command: String) {
        #expect(MacBlocking.letsThrough(command: command))
    }

    @Test("Minimise, Zoom and full screen go on to the covered window, not to the HUD's sheet; nothing else does")
    func windowCommandsGoToTheCoveredWindow() {
        for command in ["performMiniaturize:", "performZoom:", "toggleFullScreen:"] {
            #expect(MacBlocking.goesToCoveredWindow(command: command))
            #expect(MacBlocking.letsThrough(command: command), "one that goes on must pass")
        }
        for command in ["terminate:", "arrangeInFront:", "makeKeyAndOrderFront:", "paste:", "performClose:", ""] {
            #expect(!MacBlocking.goesToCoveredWindow(command: command))
        }
    }

    @Test("A menu item aimed at the covered window's objects stops, unless it acts on the app; one aimed elsewhere passes")
    func targeted() {
        #expect(MacBlocking.stopsTargeted(command: "saveDocument:", targetIsCoveredWindows: true))
        #expect(MacBlocking.stopsTargeted(command: "exportPDF:", targetIsCoveredWindows: true), "an app's own command")
        #expect(!MacBlocking.stopsTargeted(command: "saveDocument:", targetIsCoveredWindows: false),
                "aimed at the app's delegate or another window: live, as under a sheet")
        #expect(!MacBlocking.stopsTargeted(command: "terminate:", targetIsCoveredWindows: true))
        #expect(!MacBlocking.stopsTargeted(command: "performMiniaturize:", targetIsCoveredWindows: true))
        #expect(!MacBlocking.stopsTargeted(command: "makeKeyAndOrderFront:", targetIsCoveredWindows: true),
                "the Window menu's item for the covered window brings it forward, as under a sheet")
    }

    @Test("Return, Enter, Esc and Cmd-. press the button; not repeated, not without one")
    func pressing() {
        for key in ["\r", "\u{3}", "\u{1b}"] {
            #expect(MacBlocking.response(toKey: key, command: false, shift: false, isRepeat: false, hasButton: true) == .pressButton)
            #expect(MacBlocking.response(toKey: key, command: false, shift: false, isRepeat: true, hasButton: true) == .stop)
            #expect(MacBlocking.response(toKey: key, command: false, shift: false, isRepeat: false, hasButton: false) == .stop)
        }
        #expect(MacBlocking.response(toKey: ".", command: true, shift: false, isRepeat: false, hasButton: true) == .pressButton)
        #expect(MacBlocking.response(toKey: ".", command: false, shift: false, isRepeat: false, hasButton: true) == .stop,
                "a plain full stop is typing, stopped")
    }

    @Test("Tab and Shift-Tab move within the HUD; without a button, and every other key, stop there")
    func tabbing() {
        #expect(MacBlocking.response(toKey: "\t", command: false, shift: false, isRepeat: false, hasButton: true) == .focusNext)
        #expect(MacBlocking.response(toKey: "\t", command: false, shift: true, isRepeat: false, hasButton: true) == .focusPrevious)
        #expect(MacBlocking.response(toKey: "\u{19}", command: false, shift: true, isRepeat: false, hasButton: true) == .focusPrevious)
        #expect(MacBlocking.response(toKey: "\t", command: false, shift: false, isRepeat: false, hasButton: false) == .stop)
        for key in ["a", "v", " ", "", "\u{7f}"] {
            #expect(MacBlocking.response(toKey: key, command: key == "v", shift: false, isRepeat: false, hasButton: true) == .stop)
        }
    }
}
