#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// What a blocking HUD over a window blocks it with (`MacSheet`): an empty, transparent panel the
/// size of the content area, begun as the window's document-modal sheet, while the HUD itself is
/// drawn in a child window above. AppKit animates a sheet as it begins and ends, and its headers
/// do not say how (`window(_:willPositionSheet:using:)`: it slides or genies out of the window's
/// top); with nothing drawn in the sheet, no such animation is seen, and the HUD fades and zooms
/// as it does when it does not block.
///
/// Key as the sheet, it holds the keyboard for the HUD: its view (`Forwarder`) is the first
/// responder, passes the keys to the HUD's view, stops the commands as the HUD would
/// (`MacBlocking`), and speaks for the HUD to assistive technologies, which meet the sheet first.
/// It lets clicks through (`ignoresMouseEvents`), meant to reach the HUD's panel whichever of the
/// two AppKit orders above (the window under them refuses clicks while it has a sheet); that a
/// click goes through a sheet so is for a Mac run to show.
final class SheetBlocker: NSPanel {
    /// A blocker for `hud`, the HUD's view, which it passes keys, commands and questions to.
    @MainActor
    static func make(for hud: AppKitHUDView) -> SheetBlocker {
        let blocker = SheetBlocker(contentRect: .zero, styleMask: [.borderless], backing: .buffered, defer: true)
        blocker.drawsNothingOfItsOwn()
        blocker.ignoresMouseEvents = true
        // It does not keep the app from quitting, as a modal window does by default: Quit passes a
        // blocking HUD (`MacBlocking`).
        blocker.preventsApplicationTerminationWhenModal = false
        let forwarder = Forwarder()
        forwarder.hud = hud
        blocker.contentView = forwarder
        blocker.initialFirstResponder = forwarder
        return blocker
    }

    /// Key as the sheet (a borderless window is never key otherwise), never main.
    override var canBecomeKey: Bool { true }
    override var canBecomeMain: Bool { false }

    /// The HUD's view, which the blocker's view speaks for.
    @MainActor
    var hud: AppKitHUDView? { (contentView as? Forwarder)?.hud }

    /// The blocker's view: the first responder of the key sheet, standing in for the HUD's view.
    final class Forwarder: NSView {
        weak var hud: AppKitHUDView?

        override var acceptsFirstResponder: Bool { true }

        /// Return, Enter, Esc and Cmd-. press the HUD's button, other keys stop here
        /// (`MacBlocking`). Tab stays: the button, in a window that is not key, shows no focus.
        override func keyDown(with event: NSEvent) {
            guard let hud else { return }
            let flags = event.modifierFlags
            let response = MacBlocking.response(
                toKey: event.charactersIgnoringModifiers ?? "", command: flags.contains(.command),
                shift: flags.contains(.shift), isRepeat: event.isARepeat, hasButton: !hud.button.isHidden)
            if response == .pressButton { hud.performAction() }
        }

        override func cancelOperation(_ sender: Any?) {
            hud?.cancelOperation(sender)
        }

        /// Every command but the app's own stops here (`MacBlocking`); Minimise, Zoom and full
        /// screen go on to the window the sheet covers, which the sheet, a window answering them
        /// for itself, would otherwise take.
        override func supplementalTarget(forAction action: Selector, sender: Any?) -> Any? {
            let command = NSStringFromSelector(action)
            if MacBlocking.goesToCoveredWindow(command: command), let covered = window?.sheetParent { return covered }
            return MacBlocking.letsThrough(command: command)
                ? super.supplementalTarget(forAction: action, sender: sender)
                : BlockedCommands.target(for: action)
        }

        /// Print greys out as the other commands do, rather than print this view (`NSView`
        /// answers `print:`, and AppKit asks a responder before a supplemental target).
        nonisolated override func responds(to selector: Selector!) -> Bool {
            selector == #selector(NSView.printView(_:)) ? false : super.responds(to: selector)
        }

        // Assistive technologies meet the sheet first: it says what the HUD shows, and offers
        // its button's press, as the HUD's bezel does.
        override func isAccessibilityElement() -> Bool { true }
        override func accessibilityRole() -> NSAccessibility.Role? { .group }
        override func accessibilityLabel() -> String? { hud?.bezel.accessibilityLabel() }
        override func accessibilityCustomActions() -> [NSAccessibilityCustomAction]? {
            hud?.bezel.accessibilityCustomActions()
        }

        override func accessibilityPerformCancel() -> Bool {
            guard let hud, !hud.button.isHidden else { return false }
            hud.performAction()
            return true
        }
    }
}
#endif
