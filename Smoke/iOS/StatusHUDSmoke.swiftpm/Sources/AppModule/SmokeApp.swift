import SwiftUI
import UIKit

/// The iOS smoke app: a SwiftUI app (the lifecycle Swift Playgrounds app packages use) hosting one
/// UIKit view controller, which runs every scenario on launch, prints a line per check through
/// `SmokeReport` and exits with its status. The run itself is UIKit only.
@main
struct SmokeApp: App {
    /// The watchdog starts with the app, so that a run that never starts (no screen appears, the
    /// stage is never found) still ends, with a FAIL line.
    init() {
        watchdog.start()
    }

    var body: some Scene {
        WindowGroup {
            SmokeHost().ignoresSafeArea()
        }
    }
}

/// The UIKit screen the scenarios run on.
struct SmokeHost: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> SmokeViewController {
        SmokeViewController()
    }

    func updateUIViewController(_ controller: SmokeViewController, context: Context) {}
}

/// An empty screen: the scenarios add their views to it and present from it. The run starts once,
/// when it first appears in its window.
@MainActor
final class SmokeViewController: UIViewController {
    private var started = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !started else { return }
        started = true
        Task { @MainActor in
            let status = await SmokeRun(host: self).run()
            exit(status)
        }
    }
}
