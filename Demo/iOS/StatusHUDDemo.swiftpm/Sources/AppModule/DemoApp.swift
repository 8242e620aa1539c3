import StatusHUD
import SwiftUI
import UIKit

/// The demo: a UIKit screen with a button for every call, in a navigation controller, hosted by a
/// SwiftUI app (the lifecycle Swift Playgrounds app packages use), and a SwiftUI screen.
@main
struct DemoApp: App {
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
