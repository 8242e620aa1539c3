#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The main menu's items aimed at a covered window's own objects, aimed at the never-enabled
/// `BlockedCommands` while a HUD blocks that window as its sheet, and back at their own targets
/// after (`MacBlocking.stopsTargeted`).
///
/// A sheet key stops the commands with no target: AppKit sends them to the key window's chain
/// first, where the HUD answers them. An item with a target of its own goes straight to it, and
/// the headers do not say that a window's sheet disables one aimed at that window. So such items
/// are aimed elsewhere for the sheet's time; an item the app has aimed anew meanwhile keeps the
/// app's aim. The alternatives: disabling the items (`isEnabled`) is undone by the menu's own
/// validation when it enables items automatically, the default; a menu delegate is the app's.
/// Items added while the HUD blocks, and menus other than the main menu (a status item's, a
/// contextual menu, which the HUD's panel keeps from the covered content anyway), are left as they are.
@MainActor
final class TargetedCommands {
    /// The items aimed elsewhere, and their own targets, both weakly (a menu item's target is weak too).
    private var taken: [(item: Weak<NSMenuItem>, target: Weak<AnyObject>)] = []

    /// Aims the main menu's items whose target is `window`'s (and whose command does not act on
    /// the app) at `BlockedCommands`; nothing if they are aimed so already.
    func stop(over window: NSWindow) {
        guard taken.isEmpty, let menu = NSApp?.mainMenu else { return }
        visit(menu) { item in
            guard let action = item.action, let target = item.target,
                  MacBlocking.stopsTargeted(command: NSStringFromSelector(action),
                                            targetIsCoveredWindows: Self.target(target, isOf: window)) else { return }
            taken.append((Weak(item), Weak(target)))
            item.target = BlockedCommands.target(for: action)
        }
    }

    /// Aims the items back at their own targets, unless the app has aimed them anew meanwhile.
    func restore() {
        for (item, target) in taken where item.value?.target === BlockedCommands.shared {
            item.value?.target = target.value
        }
        taken.removeAll()
    }

    private func visit(_ menu: NSMenu, _ body: (NSMenuItem) -> Void) {
        for item in menu.items {
            body(item)
            if let submenu = item.submenu { visit(submenu, body) }
        }
    }

    /// Whether `target` is `window`'s: the window, a view or view controller in it, its
    /// controller, its delegate or its document.
    private static func target(_ target: AnyObject, isOf window: NSWindow) -> Bool {
        if target === window || target === window.windowController || target === (window.delegate as AnyObject?) { return true }
        if let document = window.windowController?.document as AnyObject?, target === document { return true }
        if let view = target as? NSView { return view.window === window }
        if let controller = target as? NSViewController { return controller.isViewLoaded && controller.view.window === window }
        return false
    }
}
#endif
