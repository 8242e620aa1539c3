import StatusHUD
import SwiftUI
import UIKit

/// The demo: a UIKit screen with a button for every call, in a navigation controller, hosted by a
/// SwiftUI app (the lifecycle Swift Playgrounds app packages use), and a SwiftUI screen.
@main
struct DemoApp: App {
    // No HUD at launch: the first HUD call makes the shared presenter, and the first tap (a keyboard
    // already up, two windows) must take the same path an app's first HUD takes.
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
