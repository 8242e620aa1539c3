import AppKit
import StatusHUD
import StatusHUDSmokeKit

/// Scenario 8: a blocking HUD for one window (`HUD.Instance(over:)`) blocks that window with its
/// sheet, the HUD itself a child window that AppKit's sheet animations never move: it has the
/// keyboard, the Edit menu's commands grey out, and a second window stays usable; when it hides,
/// the keyboard goes back to the field it was taken from.
@MainActor
enum PerWindowScenario {
    static func run(_ stage: SmokeStage) async {
        let report = stage.report
        let (menu, edit) = BlockedCommandsScenario.makeMainMenu()
        // An item aimed at the covered window's field itself, not at the responder chain.
        let targeted = NSMenuItem(title: "Select All in the Field", action: #selector(NSText.selectAll(_:)), keyEquivalent: "")
        edit.addItem(targeted)
        let previousMenu = NSApp.mainMenu
        NSApp.mainMenu = menu
        defer { NSApp.mainMenu = previousMenu }
        let other = stage.makeDocumentWindow("Other", origin: NSPoint(x: 420, y: 80))
        let doc = stage.makeDocumentWindow("Document", origin: NSPoint(x: 60, y: 200))
        targeted.target = doc.field
        let window = doc.window
        report.note("document key=\(await stage.waitUntilKey(window))")
        window.undoManager?.registerUndo(withTarget: doc.field) { _ in }

        let hud = HUD.Instance(over: window)
        hud.configuration.interaction = .blocked
        // From the show to the end of the fade-out, each 8 ms: whether the HUD's panel, while it
        // is seen, was ever a sheet or off its window, and the frames it was seen at.
        let seen = PanelSightings(over: window, stage: stage)
        seen.start()
        hud.show(status: "Exporting")
        _ = await SmokeWait.until(timeout: 2) {
            guard let panel = stage.panel(childOf: window) else { return false }
            return panel.isVisible && panel.alphaValue >= 0.99
        }
        await SmokeWait.pause(0.3)
        guard let panel = stage.panel(childOf: window) else {
            report.check("mac.window.hud-shown", false, "no HUD panel over the document window")
            return
        }
        // MacSheet: blocking, over its window alone, it blocks it with its sheet. Expected: the
        // document's attachedSheet is the HUD's sheet.
        let blocker = stage.blocker(of: window)
        report.check("mac.window.sheet", blocker != nil && window.attachedSheet === blocker,
                     "attachedSheet=\(SmokeStage.name(window.attachedSheet)) sheets=\(window.sheets.map(SmokeStage.name))")
        // MacKeyboardClaim and AppKitKeyboardFocus: the HUD's sheet key, its view (standing in
        // for the HUD) its first responder. Expected: both.
        report.check("mac.window.first-responder", stage.hudHasKeyboard(over: window),
                     "keyWindow=\(SmokeStage.name(NSApp.keyWindow)) "
                     + "sheetFirstResponder=\(SmokeStage.name(blocker?.firstResponder))")

        NSApp.mainMenu?.update()
        edit.update()
        // MacBlocking through the sheet: the Edit menu's commands of the responder chain grey
        // out (the sheet key, the HUD view its first responder). Expected: each disabled.
        report.check("mac.window.menus-disabled", edit.items.filter { $0.target == nil }.allSatisfy { !$0.isEnabled },
                     BlockedCommandsScenario.states(edit))
        // An item aimed at the covered window's field, not at the responder chain: aimed at the
        // never-enabled target while the HUD blocks (TargetedCommands). Expected: disabled.
        report.check("mac.window.targeted-item-disabled", !targeted.isEnabled,
                     "isEnabled=\(targeted.isEnabled) target=\(SmokeStage.name(targeted.target as AnyObject?))")

        other.window.makeKeyAndOrderFront(nil)
        let otherKey = await stage.waitUntilKey(other.window)
        other.window.makeFirstResponder(other.field)
        await SmokeWait.pause(0.2)
        // MacSheet: document-modal, not app-modal; the HUD stays on its window. Expected: the
        // other window key with its field editing, the document's sheet still the HUD.
        report.check("mac.window.other-usable",
                     otherKey && SmokeStage.responder(of: other.window) === other.field && window.attachedSheet === blocker,
                     "keyWindow=\(SmokeStage.name(NSApp.keyWindow)) otherResponder=\(SmokeStage.name(SmokeStage.responder(of: other.window))) "
                     + "attachedSheet=\(SmokeStage.name(window.attachedSheet))")

        window.makeKeyAndOrderFront(nil)
        _ = await SmokeWait.until(timeout: 2) { stage.hudHasKeyboard(over: window) }
        await noteInspectorCommands(over: window, stage: stage)
        window.makeKeyAndOrderFront(nil)
        _ = await SmokeWait.until(timeout: 2) { stage.hudHasKeyboard(over: window) }
        hud.dismiss()
        _ = await SmokeWait.until(timeout: 2) { !panel.isVisible && NSApp.keyWindow === window }
        await SmokeWait.pause(0.2)
        seen.stop()
        // SheetBlocker: AppKit animates the sheet, which draws nothing; the HUD, a child window of
        // its window whenever it is seen, is never moved by it. Expected: never a sheet, never
        // off its window, one frame (the window did not move or resize meanwhile).
        report.check("mac.window.never-a-sheet", seen.samples > 0 && !seen.wasSheet && !seen.wasOffWindow && seen.frames.count == 1,
                     "samples=\(seen.samples) wasSheet=\(seen.wasSheet) wasOffWindow=\(seen.wasOffWindow) "
                     + "frames=\(seen.frames.map { SmokeExpectation.describe($0) })")
        // FadePlan and AppKitHUDFader: the bezel grows in from 0.8 as the panel fades in, so it is
        // never seen at its full size before the spring starts (with Reduce Motion, it only fades).
        // Expected: the first sighting's scale under 0.99.
        if NSWorkspace.shared.accessibilityDisplayShouldReduceMotion {
            report.skip("mac.window.first-frame-zoomed", "Reduce Motion is on: the HUD only fades")
        } else {
            report.check("mac.window.first-frame-zoomed", (seen.firstScale ?? 1) < 0.99,
                         "firstScale=\(seen.firstScale.map { "\($0)" } ?? "nil")")
        }
        // AppKitPresenter.releaseWindow: the sheet ends as the hide starts, and the keyboard goes
        // back to the field. Expected: the document key, the field its first responder, no sheet.
        // TargetedCommands.restore: back at its own target once the sheet has ended. Expected: the field.
        report.check("mac.window.targeted-item-restored", targeted.target === doc.field,
                     "target=\(SmokeStage.name(targeted.target as AnyObject?))")
        report.check("mac.window.keyboard-back",
                     NSApp.keyWindow === window && SmokeStage.responder(of: window) === doc.field && window.attachedSheet == nil,
                     "keyWindow=\(SmokeStage.name(NSApp.keyWindow)) responder=\(SmokeStage.name(SmokeStage.responder(of: window))) "
                     + "attachedSheet=\(SmokeStage.name(window.attachedSheet))")
    }
    /// Not settled by the headers (HUDOnMacOS.md): with an inspector panel key, the covered window
    /// still main, whether commands with no target reach the covered window's chain. Noted, not
    /// checked, until a run says what AppKit does.
    private static func noteInspectorCommands(over window: NSWindow, stage: SmokeStage) async {
        let inspector = NSPanel(contentRect: NSRect(x: 700, y: 300, width: 220, height: 160),
                                styleMask: [.titled, .utilityWindow], backing: .buffered, defer: false)
        inspector.isReleasedWhenClosed = false
        inspector.isFloatingPanel = true
        inspector.makeKeyAndOrderFront(nil)
        _ = await SmokeWait.until(timeout: 2) { NSApp.keyWindow === inspector }
        let paste = NSApp.target(forAction: #selector(NSText.paste(_:)), to: nil, from: nil) as AnyObject?
        let undo = NSApp.target(forAction: Selector(("undo:")), to: nil, from: nil) as AnyObject?
        stage.report.note("inspector key: keyWindow=\(SmokeStage.name(NSApp.keyWindow)) mainWindow=\(SmokeStage.name(NSApp.mainWindow)) "
                          + "paste: goes to \(SmokeStage.name(paste)), undo: goes to \(SmokeStage.name(undo))")
        inspector.close()
    }
}

/// Watches a HUD's panel over `window` every 8 ms while it is seen (ordered in, not transparent):
/// whether it was a sheet, or not a child of the window, the frames it was seen at, and the
/// bezel's zoom when it was first seen.
@MainActor
final class PanelSightings {
    private let window: NSWindow
    private let stage: SmokeStage
    private var task: Task<Void, Never>?
    private(set) var samples = 0
    private(set) var wasSheet = false
    private(set) var wasOffWindow = false
    private(set) var frames: [CGRect] = []
    /// The bezel's scale on screen at the first sighting: under 1 if the fade-in's zoom had begun.
    private(set) var firstScale: CGFloat?

    init(over window: NSWindow, stage: SmokeStage) {
        self.window = window
        self.stage = stage
    }

    func start() {
        task = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                self?.look()
                try? await Task.sleep(nanoseconds: 8_000_000)
            }
        }
    }

    func stop() {
        task?.cancel()
        task = nil
    }

    private func look() {
        let panels = NSApp.windows.filter { SmokeStage.className($0).hasSuffix("HUDPanel") }
        for panel in panels where panel.isVisible && panel.alphaValue > 0.01 && panel.contentView?.isHidden == false {
            samples += 1
            if panel.isSheet || panel.sheetParent != nil { wasSheet = true }
            if panel.parent !== window { wasOffWindow = true }
            if !frames.contains(panel.frame) { frames.append(panel.frame) }
            if firstScale == nil, let layer = stage.bezel(in: stage.hudView(in: panel))?.layer {
                firstScale = (layer.presentation() ?? layer).transform.m11
            }
        }
    }
}
