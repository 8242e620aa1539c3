#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

// The overlay window the shared HUD is drawn in: let go of as the HUD leaves it, following what it
// takes from the app's window, and on tvOS whether it takes the remote (`OverlayFocus`).
extension HUD.UIKitPresenter {
    func releaseOverlay() {
        #if os(tvOS)
        if let overlay {
            let appWindow = overlay.appWindow
            apply(remote.hidden(canTakeIt: { Self.canTakeFocus($0, in: appWindow) }), to: overlay)
        }
        #endif
        overlay?.disappear()
        overlay = nil
    }

    /// What the overlay takes from the app's window (status bar, screen, style), read again, and on
    /// tvOS whether it takes the remote (`OverlayFocus`).
    func followAppWindow() {
        guard let overlay else { return }
        overlay.followAppWindow()
        #if os(tvOS)
        let drawing = view?.drawing
        let appWindow = overlay.appWindow
        apply(remote.update(isTV: true, blocksInteraction: drawing?.blocksInteraction ?? false, hasButton: drawing?.button != nil,
                            focused: appWindow.flatMap { UIFocusSystem.focusSystem(for: $0)?.focusedItem as? UIView },
                            canTakeIt: { Self.canTakeFocus($0, in: appWindow) }), to: overlay)
        if overlay.menuPressed != nil { return }
        overlay.menuPressed = { [weak self, weak overlay] in
            guard let self, let overlay else { return false }
            let menu = remote.menuPressed(blocksInteraction: view?.drawing?.blocksInteraction ?? false,
                                          canTakeIt: { Self.canTakeFocus($0, in: overlay.appWindow) })
            apply(menu.step, to: overlay)
            return menu.swallowed
        }
        #endif
    }

    #if os(tvOS)
    private static func canTakeFocus(_ item: UIView, in window: UIWindow?) -> Bool {
        window != nil && item.window === window && item.canBecomeFocused
    }

    func apply(_ step: OverlayFocus<UIView>.Step, to overlay: OverlayWindow) {
        switch step {
        case .none:
            overlay.focusButton()
        case .take:
            overlay.takesKey = true
        case .giveBack(let item):
            overlay.takesKey = false
            // The app's window is key again; the focus engine would ask its root view controller and
            // land on the app's default: ask for the item that had the focus instead. Accepted on the
            // next run loop turn if the item can still take it (a device must confirm).
            if let item, let window = overlay.appWindow, window.isKeyWindow {
                UIFocusSystem.focusSystem(for: window)?.requestFocusUpdate(to: item)
            }
        }
    }
    #endif
}
#endif
