import StatusHUD
import StatusHUDSmokeKit
import UIKit

/// A HUD found on screen: its view, its bezel, and the window it is drawn in.
@MainActor
struct ShownHUD {
    let window: UIWindow
    let view: UIView
    let bezel: UIVisualEffectView

    /// The bezel's frame as laid out (its centre and bounds, not the fade's transform) in `window`'s
    /// coordinates.
    var frame: CGRect { SmokeFinder.layoutFrame(of: bezel, in: window) }
}

/// Where the scenarios run: the foreground-active scene, the app's key window in it, the host view
/// controller (its view takes the scenarios' views, and it presents their controllers) and the report.
@MainActor
final class SmokeStage {
    let report: SmokeReport
    let host: SmokeViewController
    let scene: UIWindowScene
    let window: UIWindow
    /// The shared HUD's configuration at launch, put back after every scenario.
    let defaults: HUD.Configuration

    private init(report: SmokeReport, host: SmokeViewController, scene: UIWindowScene, window: UIWindow) {
        self.report = report
        self.host = host
        self.scene = scene
        self.window = window
        defaults = HUD.configuration
    }

    /// The stage, once the host's window is the key window of a foreground-active scene (up to 5 s);
    /// `nil`, with a failed check, if it never is.
    static func find(host: SmokeViewController, report: SmokeReport) async -> SmokeStage? {
        _ = await SmokeWait.until(timeout: 5) {
            guard let scene = host.view.window?.windowScene else { return false }
            return scene.activationState == .foregroundActive && host.view.window?.isKeyWindow == true
        }
        guard let window = host.view.window, let scene = window.windowScene,
              scene.activationState == .foregroundActive, window.isKeyWindow else {
            report.check("ios.launch.key-window", false,
                         "window=\(host.view.window.map(SmokeFinder.describe) ?? "nil") state=\(String(describing: host.view.window?.windowScene?.activationState.rawValue))")
            return nil
        }
        report.note("device \(UIDevice.current.model) iOS \(UIDevice.current.systemVersion), window \(SmokeExpectation.describe(window.bounds)), "
                    + "safe area \(SmokeExpectation.describe(window.safeAreaLayoutGuide.layoutFrame)), scale \(window.traitCollection.displayScale)")
        return SmokeStage(report: report, host: host, scene: scene, window: window)
    }

    /// The key window's safe area in `target`'s coordinates (the overlay fills the same scene).
    func safeArea(in target: UIWindow) -> CGRect {
        window.convert(window.safeAreaLayoutGuide.layoutFrame, to: target)
    }

    /// The shared HUD once it is on screen in its overlay window and its fade-in has ended (up to
    /// 3 s); `nil` with a failed check `prefix.hud-shown` when it never is.
    func sharedHUD(_ prefix: String) async -> ShownHUD? {
        var found: ShownHUD?
        _ = await SmokeWait.until(timeout: 3) {
            found = SmokeFinder.sharedHUD(in: scene)
            return found.map { SmokeFinder.isSettled($0.bezel) } ?? false
        }
        guard let found else {
            report.check("\(prefix).hud-shown", false, "no HUD view in an overlay window; windows: \(SmokeFinder.describeWindows(of: scene))")
            return nil
        }
        await SmokeWait.pause(0.2)
        return found
    }

    /// A HUD of a view's own, found under `root` (beside a scroll view it is in its superview), once
    /// its fade-in has ended; `nil` with a failed check `prefix.hud-shown` when it never is.
    func viewHUD(under root: UIView, _ prefix: String) async -> ShownHUD? {
        var found: UIView?
        _ = await SmokeWait.until(timeout: 3) {
            found = SmokeFinder.hudViews(under: root).first
            return found.flatMap(SmokeFinder.bezel(of:)).map(SmokeFinder.isSettled) ?? false
        }
        guard let view = found, let bezel = SmokeFinder.bezel(of: view) else {
            report.check("\(prefix).hud-shown", false, "no HUD view under \(SmokeFinder.describe(root))")
            return nil
        }
        await SmokeWait.pause(0.2)
        return ShownHUD(window: window, view: view, bezel: bezel)
    }

    /// Records `make`'s expectation once it holds, or as it reads after `timeout` (layout after a
    /// rotation or a keyboard may take a few passes).
    func expect(timeout: Double = 2, _ make: () -> SmokeExpectation, knownFailure: String? = nil) async {
        _ = await SmokeWait.until(timeout: timeout) { make().holds }
        report.check(make(), knownFailure: knownFailure)
    }

    /// Presents `controller` from the host, and returns once the presentation has ended (or after
    /// 3 s: UIKit calls no completion for a presentation it refuses).
    func present(_ controller: UIViewController) async {
        let done = SmokeFlag()
        host.present(controller, animated: true) { done.isSet = true }
        if !(await SmokeWait.until(timeout: 3) { done.isSet }) {
            report.note("presenting \(String(describing: type(of: controller))) did not complete in 3 s")
        }
        await SmokeWait.pause(0.3)
    }

    /// Dismisses whatever the host's window presents, and returns once it is gone (or after 3 s).
    func dismissPresented() async {
        guard let root = window.rootViewController, root.presentedViewController != nil else { return }
        root.dismiss(animated: false)
        _ = await SmokeWait.until(timeout: 3) { root.presentedViewController == nil }
    }

    /// Puts everything back: the shared HUD dismissed and gone, presentations dismissed, the
    /// keyboard down, the host's subviews removed, styles and the configuration as at launch.
    func reset() async {
        HUD.dismiss(animated: false)
        window.endEditing(true)
        await dismissPresented()
        for view in host.view.subviews { view.removeFromSuperview() }
        window.overrideUserInterfaceStyle = .unspecified
        if #available(iOS 17.0, *) { scene.traitOverrides.remove(UITraitUserInterfaceStyle.self) }
        let gone = await SmokeWait.until(timeout: 3) { !HUD.isVisible && SmokeFinder.sharedHUD(in: scene) == nil }
        if !gone { report.note("reset: the shared HUD was still up after 3 s (isVisible=\(HUD.isVisible))") }
        HUD.configuration = defaults
        await SmokeWait.pause(0.3)
    }
}
