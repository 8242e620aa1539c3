#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

// The bars a toast keeps clear of, and the safe area of the view a HUD sits beside: found here,
// decided by `HUD.Layout.Bars` (neutral, tested on Linux), applied in `HUDView.relayout()`.
//
// What Apple's runtime forces, and the choices made:
// - **The overlay window's safe area has no bars.** A HUD over the window lives in a window of
//   its own (`OverlayWindow`), whose safe area is the screen's (status bar, island, home
//   indicator): UIKit adds a tab bar's or navigation bar's height to the safe area of the
//   controllers inside the tab or navigation controller only. So the bars are looked up in the
//   app's window: from its root controller, the last presented controller (`appChain`); if that
//   one does not fill the window (a sheet, a popover, an alert) no bar is taken, since the sheet
//   covers the tab bar and its own bars are not at the screen's edges. Then down through tab bar
//   and navigation controllers (the selected tab, the top of the stack), taking each visible bar:
//   the tab bar, the navigation bar, the navigation controller's toolbar (iOS). Alternatives: the
//   app passing its bars (`offsetFromCenter`, the only way before; every app must then know its
//   bar's height, and the iOS 26 floating bar's differs from the classic one), or walking every
//   view of the window for a `UITabBar` (finds bars of controllers not on screen, and costs a
//   walk of the whole hierarchy on each layout pass). Custom containers (a split view, an app's
//   own container holding a tab bar controller) are not walked into: their bars are not found.
// - **Visible** is `isHidden` and, from iOS 18, `UITabBarController.isTabBarHidden` (iOS 18's
//   tab bar may be hidden without `tabBar.isHidden`); `isNavigationBarHidden`, `isToolbarHidden`;
//   a bar pushed off screen (`hidesBottomBarWhenPushed`) lies outside the container and counts for
//   nothing. On iOS 26 the floating tab bar is also measured by `contentLayoutGuide` (the area the
//   tab bar and its bottom accessory leave free, per the SDK): the larger of the two wins.
// - **When it is read**: on each layout pass of the HUD (its show, a content change, rotation, the
//   keyboard, a trait change). UIKit posts nothing when a bar hides or a large title collapses,
//   and a view's frame cannot be observed reliably (KVO on UIKit properties is not supported); a
//   display link would wake every frame for a toast that lives at most 5 s. So a bar that hides
//   while a toast is up is followed at the HUD's next layout pass. Rotation: the overlay rotates
//   with the app and lays the HUD out again at the new size; the app's bars may be laid out after
//   it, so the overlay's controller asks for one more pass when the rotation ends
//   (`OverlayRootViewController.viewWillTransition`).
// - **Beside a view**, a HUD whose container is a scroll view (a `UITableViewController`'s table)
//   sits in the container's superview, a wrapper view UIKit made, whose safe area may lack the
//   navigation bar; the container's own safe area (the controller's) is what the app's content
//   keeps to, so it is passed as the host's safe area. Inside a view, the HUD's safe area already
//   is its container's.
// - **Coordinates**: a bar's frame goes to its window's coordinates, then to the overlay window's
//   (`UIWindow.convert(_:from:)` between windows of one screen), then to this view's.
extension HUDView {
    /// The bars and the host's safe area around this HUD, in its coordinates.
    func surroundingBars() -> HUD.Layout.Bars {
        HUD.Layout.Bars(frames: appBarFrames(), hostSafeArea: hostSafeArea())
    }

    /// The safe area of the view this HUD sits beside (not inside), as a rectangle in this view.
    private func hostSafeArea() -> CGRect? {
        guard let container, container !== superview, container.window != nil, container.window === window else { return nil }
        return convert(container.bounds.inset(by: container.safeAreaInsets), from: container)
    }

    /// The frames of the app's visible bars, in this view, when it is in the overlay window.
    private func appBarFrames() -> [CGRect] {
        guard let overlay = window as? OverlayWindow,
              let root = overlay.rootViewController as? OverlayRootViewController,
              let appWindow = root.appWindow else { return [] }
        let chain = root.appChain.filter { !$0.isBeingDismissed }
        guard let screen = chain.last, screen === chain.first || OverlayRootViewController.fillsWindow(screen) else { return [] }
        return Self.bars(under: screen).compactMap { bar in
            guard bar.view.window === appWindow else { return nil }
            return convert(overlay.convert(bar.view.convert(bar.rect, to: nil), from: appWindow), from: nil)
        }
    }

    /// A bar's view and the rectangle of it that covers the screen, in the view's coordinates.
    private struct Bar {
        let view: UIView
        let rect: CGRect
    }

    /// The visible bars of `controller` and the controllers shown inside it (the selected tab, the
    /// top of a navigation stack), at most 8 levels down.
    private static func bars(under controller: UIViewController) -> [Bar] {
        var bars: [Bar] = []
        var current: UIViewController? = controller
        var depth = 0
        while let shown = current, depth < 8 {
            depth += 1
            if let tabs = shown as? UITabBarController {
                var hidden = tabs.tabBar.isHidden
                #if canImport(UIKit, _version: 8000)
                if #available(iOS 18.0, tvOS 18.0, *) { hidden = hidden || tabs.isTabBarHidden }
                #endif
                if !hidden { bars.append(Bar(view: tabs.tabBar, rect: tabs.tabBar.bounds)) }
                #if canImport(UIKit, _version: 9000) && os(iOS)
                if #available(iOS 26.0, *), !hidden {
                    let free = tabs.contentLayoutGuide.layoutFrame, bounds = tabs.view.bounds
                    if free.maxY < bounds.maxY {
                        bars.append(Bar(view: tabs.view, rect: CGRect(x: bounds.minX, y: free.maxY, width: bounds.width,
                                                                      height: bounds.maxY - free.maxY)))
                    }
                }
                #endif
                current = tabs.selectedViewController
            } else if let navigation = shown as? UINavigationController {
                if !navigation.isNavigationBarHidden, !navigation.navigationBar.isHidden {
                    bars.append(Bar(view: navigation.navigationBar, rect: navigation.navigationBar.bounds))
                }
                #if os(iOS)
                if !navigation.isToolbarHidden, !navigation.toolbar.isHidden {
                    bars.append(Bar(view: navigation.toolbar, rect: navigation.toolbar.bounds))
                }
                #endif
                current = navigation.topViewController
            } else {
                current = nil
            }
        }
        return bars
    }
}
#endif
