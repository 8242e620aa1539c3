import AppKit
import StatusHUD
import StatusHUDSmokeKit

/// Counts calls of a completion or a button's handler, on the main actor.
@MainActor
final class CallCount {
    var value = 0
}

/// Scenario 1: the shared HUD over a key document window, shown and dismissed.
@MainActor
enum SharedHUDScenario {
    static func run(_ stage: SmokeStage) async {
        let report = stage.report
        let doc = stage.makeDocumentWindow("Shared HUD")
        let window = doc.window
        report.note("window key=\(await stage.waitUntilKey(window)) frame=\(SmokeExpectation.describe(window.frame))")

        HUD.show(status: "Loading")
        let panel = await stage.waitForSharedPanel(over: window)
        // HUDOnMacOS.md, "Which window": the HUD goes over the key window, in a panel that is a
        // child of it. Expected: the HUD's panel among window.childWindows.
        report.check("mac.shared.child-panel", panel != nil,
                     "childWindows=\((window.childWindows ?? []).map { SmokeStage.name($0) }) parent=\(SmokeStage.name(stage.sharedPanel()?.parent))")
        guard let panel else {
            report.note("no panel over the window: the rest of scenario 1 cannot run")
            return
        }
        // AppKitHUDFader: the panel fades in to alpha 1. Expected: visible, alpha 1.
        report.check("mac.shared.visible", panel.isVisible && panel.alphaValue >= 0.99,
                     "isVisible=\(panel.isVisible) alpha=\(panel.alphaValue) HUD.isVisible=\(HUD.isVisible)")

        let bezelView = stage.bezel(in: stage.hudView(in: panel))
        let bezelFrame = { bezelView.map { stage.flipped(stage.screenFrame(of: $0)) } ?? .null }
        let matches = { (a: CGRect, b: CGRect) in
            SmokeExpectation.inside(a, b, name: "").holds && SmokeExpectation.inside(b, a, name: "").holds
        }
        // The zoom's room in the panel lasts the spring's settling time: then the panel is the bezel's.
        _ = await SmokeWait.until(timeout: 2) { matches(stage.flipped(panel.frame), bezelFrame()) }
        let content = stage.flipped(window.convertToScreen(window.contentLayoutRect))
        let bezel = bezelFrame()
        // HUD.Layout with no insets and no offset: the bezel centred in its container, here the
        // window's content layout rect (AppKitPresenter.attach sizes the view to it).
        // Expected: the bezel's centre at the content area's centre, within 1 pt.
        report.check(SmokeExpectation.centred(bezel, in: content, name: "mac.shared.centred"))
        // MacPanelRegion: a HUD with no mask that does not block covers the bezel alone (grown by
        // the zoom only while a fade runs, over by now). Expected: panel frame = bezel frame, 1 pt.
        let frame = stage.flipped(panel.frame)
        let isBezel = matches(frame, bezel)
        report.check("mac.shared.panel-is-bezel", isBezel,
                     "panel=\(SmokeExpectation.describe(frame)) bezel=\(SmokeExpectation.describe(bezel)) "
                     + "ignoresMouseEvents=\(panel.ignoresMouseEvents) hasShadow=\(panel.hasShadow)")
        // MacPanelRegion.takesClicks: no block, no button. Expected: the panel ignores the mouse.
        report.check(SmokeExpectation.equal(panel.ignoresMouseEvents, true, name: "mac.shared.clicks-pass",
                                            what: "ignoresMouseEvents"))
        // MacKeyboardClaim: a HUD that does not block never takes the keyboard. Expected: the
        // window stays key, the field keeps the keyboard.
        report.check("mac.shared.keyboard-stays", NSApp.keyWindow === window && SmokeStage.responder(of: window) === doc.field,
                     "keyWindow=\(SmokeStage.name(NSApp.keyWindow)) firstResponder=\(SmokeStage.name(SmokeStage.responder(of: window)))")

        let completions = CallCount()
        HUD.dismiss(withDelay: 0) { completions.value += 1 }
        let ran = await SmokeWait.until(timeout: 2) { completions.value > 0 }
        await SmokeWait.pause(1)
        // HUD.dismiss(withDelay:completion:): "The completion runs exactly once". Expected: 1,
        // a second after it first ran.
        report.check("mac.shared.dismiss-completion-once", ran && completions.value == 1,
                     "completions=\(completions.value) expected=1")
        // AppKitPresenter.detach: the panel leaves its window and is ordered out when the HUD has
        // hidden. Expected: not among childWindows, not visible.
        let stillChild = window.childWindows?.contains { $0 === panel } ?? false
        report.check("mac.shared.panel-gone", !stillChild && !panel.isVisible && !HUD.isVisible,
                     "inChildWindows=\(stillChild) isVisible=\(panel.isVisible) HUD.isVisible=\(HUD.isVisible)")
    }
}
