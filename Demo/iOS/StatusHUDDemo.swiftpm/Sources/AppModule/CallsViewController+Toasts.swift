import StatusHUD
import UIKit

/// The toasts, one tap each for every behaviour the device checklist ("The HUD on iOS", checks 10
/// to 15) asks a person to see: the top and bottom placements and their slide, the swipe,
/// the tap and the hold, the queue and its bound, `showText`, the system's spinner, iOS 26's back
/// swipe past a blocking HUD, and VoiceOver's escape on a toast.
///
/// The toasts are HUDs of their own (`HUD.Instance(presenter:)`, kept here for the app's life, as
/// such an instance must be: nothing else reaches it), so the shared HUD's configuration, which
/// the other rows change, is left alone.
@MainActor
enum DemoToasts {
    static let top = instance { $0.placement = .top }
    static let bottom = instance { $0.placement = .bottom }
    /// At the bottom, with the queue on: toasts shown at once wait their turn (at most three).
    static let queued = instance {
        $0.placement = .bottom
        $0.isResultQueueEnabled = true
    }
    /// At the bottom for 10 s: time to find it with VoiceOver.
    static let slow = instance {
        $0.placement = .bottom
        $0.minimumResultDuration = 10
        $0.maximumResultDuration = 10
    }

    private static func instance(_ configure: (inout HUD.Configuration) -> Void) -> HUD.Instance {
        let hud = HUD.Instance(presenter: { HUD.UIKitPresenter() })
        configure(&hud.configuration)
        return hud
    }
}

extension CallsViewController {
    /// The rows of the Toasts section.
    func toastRows() -> [(String, @MainActor (CallsViewController) -> Void)] {
        [
            ("Top: showSuccess (swipe it up, or tap it)", { _ in DemoToasts.top.showSuccess(status: "Saved") }),
            ("Top: showText with details", { _ in DemoToasts.top.showText("Copied", details: "3 photos to the clipboard") }),
            ("Bottom: showInfo, above the home indicator", { _ in DemoToasts.bottom.showInfo(status: "3 files were already up to date") }),
            ("Toasts over a tab bar and navigation bars", { $0.presentTabs() }),
            ("Bottom: rest a finger on it, then let go", { _ in
                DemoToasts.bottom.showSuccess(status: "I wait while your finger rests on me")
            }),
            ("Bottom queue: five at once (three wait)", { _ in
                for number in 1...5 { DemoToasts.queued.showSuccess(status: "Toast \(number) of 5") }
            }),
            ("Centre: showText", { _ in HUD.showText("Copied to the clipboard") }),
            ("Spinner style: .native ↔ .arc, 10 s", { _ in
                HUD.configuration.spinnerStyle = HUD.configuration.spinnerStyle == .native ? .arc : .native
                HUD.show(status: "Switch light and dark: \(HUD.configuration.spinnerStyle == .native ? "the system's spinner" : "the arc") spins on")
                HUD.dismiss(withDelay: 10)
            }),
            ("Blocking HUD on a pushed screen: swipe back", { $0.pushScreenWithBlockingHUD() }),
            ("VoiceOver: a bottom toast for 10 s", { _ in
                DemoToasts.slow.showInfo(status: "Move VoiceOver here, then scrub with two fingers")
            }),
        ]
    }

    /// A pushed screen covered by a blocking HUD of its own (a black backdrop) for 15 s: the edge
    /// swipe and, on iOS 26, a swipe from the middle of the screen go back through it.
    func pushScreenWithBlockingHUD() {
        let screen = UIViewController()
        screen.title = "Swipe back"
        screen.view.backgroundColor = .systemBackground
        navigationController?.pushViewController(screen, animated: true)
        let hud = HUD.Instance(in: screen.view)
        hud.configuration.backdrop = .black
        hud.show(status: "Swipe back: from the edge, or on iOS 26 from here")
        hud.dismiss(withDelay: 15)
    }

    /// A tab bar controller whose tabs are navigation controllers, full screen, with buttons for a
    /// top and a bottom toast: the top one starts below the navigation bar, the bottom one ends
    /// above the tab bar (iOS 26's floating one too).
    func presentTabs() {
        let tabs = UITabBarController()
        tabs.viewControllers = ["One", "Two"].enumerated().map { index, title in
            let page = UIViewController()
            page.title = title
            page.view.backgroundColor = .systemBackground
            let stack = UIStackView(arrangedSubviews: [
                UIButton(type: .system, primaryAction: UIAction(title: "Top toast") { _ in DemoToasts.top.showText("Below the navigation bar") }),
                UIButton(type: .system, primaryAction: UIAction(title: "Bottom toast") { _ in DemoToasts.bottom.showText("Above the tab bar") }),
                UIButton(type: .system, primaryAction: UIAction(title: "Close") { [weak tabs] _ in tabs?.dismiss(animated: true) }),
            ])
            stack.axis = .vertical
            stack.spacing = 16
            stack.frame = CGRect(x: 20, y: 160, width: 240, height: 160)
            page.view.addSubview(stack)
            let navigation = UINavigationController(rootViewController: page)
            navigation.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: index == 0 ? "circle" : "square"), tag: index)
            return navigation
        }
        tabs.modalPresentationStyle = .fullScreen
        present(tabs, animated: true)
    }
}
