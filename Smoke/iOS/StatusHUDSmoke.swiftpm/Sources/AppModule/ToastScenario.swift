import StatusHUD
import StatusHUDSmokeKit
import UIKit

/// 8. Toasts over a tab bar controller whose tabs are navigation controllers: a top toast starts
/// below the safe area's top and the navigation bar's bottom; a bottom toast ends above the safe
/// area's bottom and above the tab bar's top (`HUD.Layout.Bars`, found in `HUDView+Bars.swift`).
/// First, a top toast of a `UITableViewController`'s table, in a navigation controller: beside
/// the table, in UIKit's wrapper view, it keeps to the controller's safe area, below the bar.
@MainActor
struct ToastScenario: SmokeScenario {
    let name = "8. top and bottom toasts over a tab bar controller"

    func run(_ stage: SmokeStage) async {
        await topToastOfATableController(stage)
        await stage.dismissPresented()
        let report = stage.report
        let tabs = UITabBarController()
        tabs.viewControllers = ["One", "Two"].enumerated().map { index, title in
            let page = UIViewController()
            page.view.backgroundColor = .systemBackground
            page.title = title
            let navigation = UINavigationController(rootViewController: page)
            navigation.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: index == 0 ? "circle" : "square"), tag: index)
            return navigation
        }
        tabs.modalPresentationStyle = .fullScreen
        await stage.present(tabs)

        var configuration = stage.defaults
        configuration.placement = .top
        configuration.minimumResultDuration = 5      // the toast stays while it is read
        HUD.configuration = configuration
        HUD.showText("Smoke: top toast")
        if let shown = await stage.sharedHUD("ios.toast.top") {
            // Rule (Placement.top): 8 pt under the safe area's top edge (status bar, Dynamic Island).
            await stage.expect({
                SmokeExpectation.starts(shown.frame, below: stage.safeArea(in: shown.window).minY,
                                        name: "ios.toast.top-starts-below-safe-area-top", what: "safeTop")
            })
            // Rule (HUD.Layout.Bars): a top toast over the window starts below a visible navigation bar.
            if let navigationBar = (tabs.selectedViewController as? UINavigationController)?.navigationBar,
               navigationBar.window != nil, !navigationBar.isHidden {
                let barFrame = navigationBar.convert(navigationBar.bounds, to: nil)
                await stage.expect({
                    SmokeExpectation.starts(shown.frame, below: stage.window.convert(barFrame, to: shown.window).maxY,
                                            name: "ios.toast.top-starts-below-navigation-bar", what: "navigationBarBottom")
                })
            } else {
                report.skip("ios.toast.top-starts-below-navigation-bar", "no visible navigation bar in the selected tab")
            }
        }
        HUD.dismiss(animated: false)
        _ = await SmokeWait.until(timeout: 3) { !HUD.isVisible && SmokeFinder.sharedHUD(in: stage.scene) == nil }

        configuration.placement = .bottom
        HUD.configuration = configuration
        HUD.showText("Smoke: bottom toast")
        guard let shown = await stage.sharedHUD("ios.toast.bottom") else { return }
        // Rule (Placement.bottom): 8 pt above the safe area's bottom edge (the home indicator).
        await stage.expect({
            SmokeExpectation.ends(shown.frame, above: stage.safeArea(in: shown.window).maxY,
                                  name: "ios.toast.bottom-ends-above-safe-area-bottom", what: "safeBottom")
        })
        let bar = tabs.tabBar
        let barFrame = bar.convert(bar.bounds, to: nil)
        guard bar.window != nil, !bar.isHidden, barFrame.midY > stage.window.bounds.midY else {
            report.skip("ios.toast.bottom-ends-above-tab-bar",
                        "the tab bar is not at the bottom (hidden, or at the top as on iPad from iOS 18): \(SmokeExpectation.describe(barFrame))")
            return
        }
        // Rule (the issue): a bottom toast clears the tab bar: it ends above the bar's top.
        await stage.expect({
            SmokeExpectation.ends(shown.frame, above: stage.window.convert(barFrame, to: shown.window).minY,
                                  name: "ios.toast.bottom-ends-above-tab-bar", what: "tabBarTop")
        })
    }

    /// A `.top` toast of a table controller's table (`HUD.Instance(in: tableView)`) starts below
    /// the navigation bar: the controller's safe area holds the bar where the wrapper's may not.
    private func topToastOfATableController(_ stage: SmokeStage) async {
        let list = UITableViewController(style: .plain)
        list.title = "List"
        let navigation = UINavigationController(rootViewController: list)
        navigation.modalPresentationStyle = .fullScreen
        await stage.present(navigation)
        let hud = HUD.Instance(in: list.tableView)
        hud.configuration.placement = .top
        hud.configuration.minimumResultDuration = 5
        hud.showText("Smoke: a table's top toast")
        defer { hud.dismiss(animated: false) }
        guard let shown = await stage.viewHUD(under: navigation.view, "ios.toast.table") else { return }
        let bar = navigation.navigationBar
        guard bar.window != nil, !bar.isHidden else {
            stage.report.skip("ios.toast.table-top-starts-below-navigation-bar", "no visible navigation bar")
            return
        }
        let barFrame = bar.convert(bar.bounds, to: nil)
        // Rule (HUD.Layout.Bars, the issue): beside a table controller's table, the controller's safe area.
        await stage.expect({
            SmokeExpectation.starts(shown.frame, below: stage.window.convert(barFrame, to: shown.window).maxY,
                                    name: "ios.toast.table-top-starts-below-navigation-bar", what: "navigationBarBottom")
        })
    }
}
