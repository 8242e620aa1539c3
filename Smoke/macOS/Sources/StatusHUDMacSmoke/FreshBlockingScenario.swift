import AppKit
import StatusHUD
import StatusHUDSmokeKit

/// Scenario 2: a blocking HUD, freshly shown while its window is key and a text field has the
/// keyboard, takes the keyboard: a HUD in a view, then the shared HUD.
///
/// The bug a Mac engineer found by reading (issue 44 (1)), fixed in neutral code: `show` draws the
/// HUD before its view is in the container or its panel over the window; that drawing counted as
/// the start of blocking over "another window" and took nothing. Now a drawing before the HUD is
/// placed starts nothing (`MacKeyboardClaim.KeyWindow.notPlaced`), and the first one in its
/// window takes the keyboard. These checks are what shows the fix on a Mac.
@MainActor
enum FreshBlockingScenario {
    static func run(_ stage: SmokeStage) async {
        await inView(stage)
        await stage.reset()
        await shared(stage)
    }

    private static func inView(_ stage: SmokeStage) async {
        let report = stage.report
        let doc = stage.makeDocumentWindow("Blocking in a view")
        let window = doc.window
        report.note("window key=\(await stage.waitUntilKey(window)) firstResponder=\(SmokeStage.name(SmokeStage.responder(of: window)))")

        let hud = HUD.Instance(in: doc.container)
        hud.configuration.interaction = .blocked
        hud.show(status: "Blocking a view")
        _ = await SmokeWait.until(timeout: 2) { hud.isVisible && stage.hudView(inContainer: doc.container) != nil }
        await SmokeWait.pause(0.4)
        let hudView = stage.hudView(inContainer: doc.container)
        // HUD.Instance(in:): drawn in the view, over its content. Expected: the HUD's view is a
        // subview of the container, its frame the container's bounds.
        report.check("mac.view.in-container", hudView != nil && hudView?.frame == doc.container.bounds,
                     "hudView=\(hudView.map { SmokeExpectation.describe($0.frame) } ?? "nil") "
                     + "bounds=\(SmokeExpectation.describe(doc.container.bounds)) isVisible=\(hud.isVisible)")
        // HUDOnMacOS.md, "A HUD in one view": it takes the keyboard when the focus was inside its
        // view (AppKitKeyboardFocus.take: the HUD view becomes its window's first responder).
        // Expected: window.firstResponder is the HUD's view, not the text field.
        report.check("mac.view.takes-keyboard", hudView != nil && window.firstResponder === hudView,
                     "firstResponder=\(SmokeStage.name(SmokeStage.responder(of: window))) keyWindow=\(SmokeStage.name(NSApp.keyWindow))")

        hud.dismiss()
        _ = await SmokeWait.until(timeout: 2) { !hud.isVisible && stage.hudView(inContainer: doc.container) == nil }
        // FocusReturn: when it hides the keyboard goes back to the field it was taken from (and
        // the field keeps it if it was never taken). Expected: the field has the keyboard.
        report.check("mac.view.keyboard-back", SmokeStage.responder(of: window) === doc.field,
                     "firstResponder=\(SmokeStage.name(SmokeStage.responder(of: window))) hudViewLeft=\(stage.hudView(inContainer: doc.container) == nil)")
    }

    private static func shared(_ stage: SmokeStage) async {
        let report = stage.report
        let doc = stage.makeDocumentWindow("Blocking shared HUD")
        let window = doc.window
        report.note("window key=\(await stage.waitUntilKey(window))")

        HUD.configuration.interaction = .blocked
        HUD.show(status: "Blocking")
        let panel = await stage.waitForSharedPanel(over: window)
        // AppKitKeyboardFocus.take for the shared HUD: its sheet becomes key, the sheet's view
        // its first responder (MacKeyboardClaim: as it starts blocking over its key window).
        // Expected: NSApp.keyWindow is the HUD's sheet and its first responder the sheet's view.
        let took = panel != nil && stage.hudHasKeyboard(over: window)
        report.check("mac.blocking.takes-keyboard", took,
                     "keyWindow=\(SmokeStage.name(NSApp.keyWindow)) sheets=\(window.sheets.map(SmokeStage.name)) "
                     + "windowFirstResponder=\(SmokeStage.name(SmokeStage.responder(of: window)))")
        // MacPanelRegion: a blocking HUD's panel covers the whole content area and takes clicks.
        // Expected: panel frame = the content layout rect on screen (1 pt), ignoresMouseEvents false.
        let content = stage.flipped(window.convertToScreen(window.contentLayoutRect))
        let frame = panel.map { stage.flipped($0.frame) } ?? .null
        let covers = SmokeExpectation.inside(content, frame, name: "").holds && SmokeExpectation.inside(frame, content, name: "").holds
        report.check("mac.blocking.panel-covers-content", covers && panel?.ignoresMouseEvents == false,
                     "panel=\(SmokeExpectation.describe(frame)) content=\(SmokeExpectation.describe(content)) "
                     + "ignoresMouseEvents=\(String(describing: panel?.ignoresMouseEvents))")
        // AppKitPresenter.blockCloseButton: disabled while the HUD blocks the window. Expected: false.
        let close = window.standardWindowButton(.closeButton)
        report.check(SmokeExpectation.equal(close?.isEnabled ?? true, false, name: "mac.blocking.close-disabled", what: "closeButton.isEnabled"))

        HUD.dismiss()
        _ = await SmokeWait.until(timeout: 2) { !HUD.isVisible && !(panel?.isVisible ?? false) }
        await SmokeWait.pause(0.2)
        // Given back as it hides: the close button enabled again, the window key and the field
        // with the keyboard (FocusReturn). Expected: enabled, window key, field first responder.
        let back = close?.isEnabled == true && NSApp.keyWindow === window && SmokeStage.responder(of: window) === doc.field
        report.check("mac.blocking.given-back", back,
                     "closeButton.isEnabled=\(String(describing: close?.isEnabled)) keyWindow=\(SmokeStage.name(NSApp.keyWindow)) "
                     + "firstResponder=\(SmokeStage.name(SmokeStage.responder(of: window)))")
    }
}
