import StatusHUD
import UIKit

/// The situations where other HUDs get lost, one tap each: a presentation arriving while the HUD
/// is up, an alert during a progress, the keyboard with a rotation, a portrait-only screen with a
/// light status bar under an alert and a sheet, a light-only window in dark mode, a second window on
/// iPad. The device checklist in the documentation ("The HUD on iOS") walks through them.
extension CallsViewController {
    /// A spinner, then a sheet (or a full-screen cover) presented over the app: the HUD stays above it.
    func spinnerThenSheet(fullScreen: Bool) {
        HUD.show(status: "A sheet comes up next: I stay in front")
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBackground
        let close = UIButton(type: .system, primaryAction: UIAction(title: "Close") { [weak sheet] _ in
            sheet?.dismiss(animated: true)
            HUD.dismiss()
        })
        close.frame = CGRect(x: 20, y: 60, width: 120, height: 44)
        sheet.view.addSubview(close)
        sheet.modalPresentationStyle = fullScreen ? .fullScreen : .automatic
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
            self?.present(sheet, animated: true)
        }
        HUD.dismiss(withDelay: 6)
    }

    /// A progress, then an alert: the HUD stays above the alert and lets touches through to it.
    func progressThenAlert() {
        simulateProgress()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7) { [weak self] in
            let alert = UIAlertController(title: "An alert", message: "Presented during the progress: tap OK through the HUD.",
                                          preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            self?.present(alert, animated: true)
        }
    }

    /// The keyboard up, then a spinner above it; rotating moves both.
    func spinnerWithKeyboard() {
        (tableView.tableHeaderView as? UITextField)?.becomeFirstResponder()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            HUD.show(status: "Rotate the device: I stay above the keyboard")
            HUD.dismiss(withDelay: 8)
        }
    }

    /// A second window of the app (iPad, or any device with Stage Manager): the next HUD goes to
    /// the window used last.
    func openAnotherWindow() {
        guard UIApplication.shared.supportsMultipleScenes else {
            HUD.showInfo(status: "This device shows one window at a time")
            return
        }
        if #available(iOS 17.0, *) {
            UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest()) { _ in
                HUD.showError(status: "No new window")
            }
        } else {
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { _ in
                HUD.showError(status: "No new window")
            }
        }
    }

    /// A full-screen cover that allows portrait only and asks for a light status bar on black, then a
    /// HUD, then an alert, then a page sheet that would allow any orientation: rotating the device
    /// must not rotate the screen, and the status bar must stay light, while the HUD is up.
    func portraitOnlyCover() {
        let cover = PortraitOnlyController()
        cover.modalPresentationStyle = .fullScreen
        present(cover, animated: true) {
            HUD.show(status: "Rotate: nothing turns. The status bar stays light.")
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { [weak cover] in
                let alert = UIAlertController(title: "An alert", message: "Rotate now: the screen stays portrait.",
                                              preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Next: a page sheet", style: .default) { _ in
                    let sheet = UIViewController()
                    sheet.view.backgroundColor = .systemBackground
                    sheet.modalPresentationStyle = .pageSheet
                    cover?.present(sheet, animated: true)
                })
                cover?.present(alert, animated: true)
            }
            HUD.dismiss(withDelay: 12)
        }
    }

    /// The app's window forced light (a light-only app) or back to the system's style: in dark mode,
    /// the next HUD must be light while the window is.
    func toggleLightOnly() {
        guard let window = view.window else { return }
        window.overrideUserInterfaceStyle = window.overrideUserInterfaceStyle == .light ? .unspecified : .light
        HUD.showInfo(status: window.overrideUserInterfaceStyle == .light ? "This window is light only" : "This window follows the system")
    }
}

/// A screen that allows portrait only and wants a light status bar over black; a tap closes it.
final class PortraitOnlyController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let close = UIButton(type: .system, primaryAction: UIAction(title: "Close") { [weak self] _ in
            HUD.dismiss()
            self?.dismiss(animated: true)
        })
        close.frame = CGRect(x: 20, y: 60, width: 120, height: 44)
        view.addSubview(close)
    }
}
