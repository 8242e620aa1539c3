import StatusHUD
import StatusHUDSmokeKit
import UIKit

/// 9. After a rotation to landscape (`requestGeometryUpdate`, iOS 16 and later) the HUD is centred
/// again in the new safe area; and again after rotating back.
@MainActor
struct RotationScenario: SmokeScenario {
    let name = "9. the HUD centred again after rotation"

    func run(_ stage: SmokeStage) async {
        guard #available(iOS 16.0, *) else {
            let reason = "iOS \(UIDevice.current.systemVersion): requestGeometryUpdate needs iOS 16"
            for name in ["ios.rotation.rotated", "ios.rotation.centred-after-rotation",
                         "ios.rotation.rotated-back", "ios.rotation.centred-after-rotating-back"] {
                stage.report.skip(name, reason)
            }
            return
        }
        let report = stage.report
        HUD.show(status: "Smoke: rotating")
        guard await stage.sharedHUD("ios.rotation") != nil else { return }
        let read = stage.scene.effectiveGeometry.interfaceOrientation
        let start: UIInterfaceOrientation = read == .unknown ? .portrait : read
        report.note("starting orientation \(start.rawValue), window \(SmokeExpectation.describe(stage.window.bounds))")
        let target: UIInterfaceOrientation = start == .landscapeRight ? .portrait : .landscapeRight
        guard await rotate(to: target, "ios.rotation.rotated", stage) else { return }
        // Rule (HUDOnIOS.md, "What it draws"): it lays out again on rotation; Placement.center
        // centres it in the new safe area.
        await expectCentred("ios.rotation.centred-after-rotation", stage)
        guard await rotate(to: start, "ios.rotation.rotated-back", stage) else { return }
        await expectCentred("ios.rotation.centred-after-rotating-back", stage)
    }

    private func expectCentred(_ name: String, _ stage: SmokeStage) async {
        await stage.expect(timeout: 3, {
            guard let shown = SmokeFinder.sharedHUD(in: stage.scene) else {
                return SmokeExpectation(name: name, holds: false, values: "no shared HUD on screen")
            }
            return SmokeExpectation.centred(shown.frame, in: stage.safeArea(in: shown.window), name: name)
        })
    }

    /// Asks the scene for `orientation` and waits for it (3 s); a check `name` says whether it came.
    @available(iOS 16.0, *)
    private func rotate(to orientation: UIInterfaceOrientation, _ name: String, _ stage: SmokeStage) async -> Bool {
        let refusal = RefusalBox()
        stage.scene.requestGeometryUpdate(.iOS(interfaceOrientations: Self.mask(orientation))) { error in
            refusal.set("\(error)")
        }
        let rotated = await SmokeWait.until(timeout: 3) { stage.scene.effectiveGeometry.interfaceOrientation == orientation }
        await SmokeWait.pause(0.5)      // the rotation's animation and layout passes
        stage.report.check(SmokeExpectation.equal(stage.scene.effectiveGeometry.interfaceOrientation.rawValue, orientation.rawValue,
                                                  name: name, what: "interfaceOrientation"))
        if let error = refusal.value { stage.report.note("requestGeometryUpdate refused: \(error)") }
        if rotated {
            let safe = stage.window.safeAreaLayoutGuide.layoutFrame
            stage.report.note("window now \(SmokeExpectation.describe(stage.window.bounds)), safe area \(SmokeExpectation.describe(safe))")
        }
        return rotated
    }

    private static func mask(_ orientation: UIInterfaceOrientation) -> UIInterfaceOrientationMask {
        switch orientation {
        case .landscapeLeft: .landscapeLeft
        case .landscapeRight: .landscapeRight
        case .portraitUpsideDown: .portraitUpsideDown
        default: .portrait
        }
    }
}

/// The error `requestGeometryUpdate` reports, from whichever thread UIKit calls its handler on.
private final class RefusalBox: @unchecked Sendable {
    private let lock = NSLock()
    private var text: String?

    var value: String? {
        lock.lock()
        defer { lock.unlock() }
        return text
    }

    func set(_ value: String) {
        lock.lock()
        text = value
        lock.unlock()
    }
}
