import StatusHUD
import SwiftUI
import UIKit

/// The demo: a UIKit screen with a button for every call, in a navigation controller, hosted by a
/// SwiftUI app (the lifecycle Swift Playgrounds app packages use), and a SwiftUI screen.
@main
struct DemoApp: App {
    init() {
        // Before any window exists, as a show from an early viewDidLoad is: the HUD waits for a
        // key window, then appears and dismisses itself.
        HUD.showInfo(status: "Shown before the first window")
    }

    var body: some Scene {
        WindowGroup {
            UIKitDemo().ignoresSafeArea()
        }
    }
}

/// The UIKit part of the demo.
struct UIKitDemo: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UINavigationController {
        UINavigationController(rootViewController: CallsViewController())
    }

    func updateUIViewController(_ controller: UINavigationController, context: Context) {}
}
