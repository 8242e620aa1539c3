import StatusHUD
import StatusHUDSmokeKit
import UIKit

/// 3. With a text field's keyboard up, the HUD ends above the keyboard's top, and the text field
/// keeps the keyboard (the overlay never becomes key).
@MainActor
struct KeyboardScenario: SmokeScenario {
    let name = "3. the HUD above the keyboard"

    func run(_ stage: SmokeStage) async {
        let report = stage.report
        let field = UITextField(frame: CGRect(x: 20, y: stage.host.view.safeAreaInsets.top + 20,
                                              width: max(stage.host.view.bounds.width - 40, 100), height: 44))
        field.borderStyle = .roundedRect
        field.placeholder = "Smoke: keyboard"
        stage.host.view.addSubview(field)
        let keyboard = KeyboardWatcher()
        defer { keyboard.stop() }
        field.becomeFirstResponder()
        // In the simulator the software keyboard may not show while a hardware keyboard is
        // connected: then there is nothing to check, rather than a pass.
        guard await SmokeWait.until(timeout: 3, { keyboard.endFrame != nil }), let screenFrame = keyboard.endFrame else {
            let reason = "no keyboardDidShowNotification within 3 s (a hardware keyboard connected?)"
            report.skip("ios.keyboard.ends-above-keyboard", reason)
            report.skip("ios.keyboard.field-keeps-first-responder", reason)
            return
        }
        await SmokeWait.pause(0.3)
        HUD.show(status: "Smoke: keyboard up")
        guard let shown = await stage.sharedHUD("ios.keyboard") else { return }
        let overlay = shown.window
        // The notification's frame is in the screen's coordinates (UIWindow.h); the library converts
        // it the same way (HUDView.keyboardOverlap).
        let keyboardFrame = overlay.convert(screenFrame, from: overlay.screen.coordinateSpace)
        report.note("keyboard \(SmokeExpectation.describe(keyboardFrame)) in the overlay's coordinates")
        // Rule: Placement.center centres the bezel in the safe area above the keyboard.
        await stage.expect(timeout: 3, {
            SmokeExpectation.ends(shown.frame, above: keyboardFrame.minY, name: "ios.keyboard.ends-above-keyboard", what: "keyboardTop")
        })
        // Rule: the overlay is shown with isHidden = false, never made key: the app keeps its first responder.
        report.check("ios.keyboard.field-keeps-first-responder", field.isFirstResponder && !overlay.isKeyWindow,
                     "field.isFirstResponder=\(field.isFirstResponder) overlay.isKeyWindow=\(overlay.isKeyWindow)")
        HUD.dismiss(animated: false)
        field.resignFirstResponder()
        _ = await SmokeWait.until(timeout: 3) { keyboard.hidden }
    }
}

/// The keyboard's notifications: the end frame of the last `keyboardDidShowNotification` (in screen
/// coordinates), and whether `keyboardDidHideNotification` came after it.
@MainActor
final class KeyboardWatcher {
    private(set) var endFrame: CGRect?
    private(set) var hidden = false
    private var observers: [NSObjectProtocol] = []

    init() {
        let center = NotificationCenter.default
        // The key is read here, on the main actor: the iOS 17.4 SDK isolates it there, and the
        // observer's closure is Sendable (as WindowHost.swift's observeKeyboard does).
        let frameKey = UIResponder.keyboardFrameEndUserInfoKey
        observers.append(center.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: .main) { [weak self] note in
            let frame = (note.userInfo?[frameKey] as? NSValue)?.cgRectValue
            MainActor.assumeIsolated {
                self?.endFrame = frame
                self?.hidden = false
            }
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardDidHideNotification, object: nil, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.hidden = true }
        })
    }

    func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }
}
