#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The keyboard a blocking HUD takes on the Mac and gives back, for `HUD.AppKitPresenter`: which
/// responder to give it back to is decided in neutral code (`FocusReturn`); this applies it to
/// AppKit's key window and first responder.
@MainActor
final class AppKitKeyboardFocus {
    private var focus = FocusReturn<NSResponder>()
    /// The window that was key when the HUD took the keyboard (the one it covers, or the HUD's sheet).
    private weak var takenFrom: NSWindow?
    /// Where the caret was in the text field the keyboard was taken from (a HUD in a view).
    private var selection: NSRange?
    /// Whether the HUD is drawn in a view of the app rather than in a panel of its own.
    private let inView: Bool
    /// Whether that view is laid over the content it covers (a SwiftUI area) rather than around
    /// it (`MacCoveredFocus`).
    var isOverlay = false

    /// Keyboard focus for a HUD in a panel of its own, or, `inView`, in a view of the app.
    init(inView: Bool) {
        self.inView = inView
    }

    /// Takes the keyboard from what the HUD covers (`FocusReturn`): the HUD's sheet (`SheetBlocker`)
    /// becomes key, or, in a view, the HUD becomes its window's first responder if the focus was
    /// within the view. The presenter calls it when `MacKeyboardClaim` says so: as the HUD starts
    /// blocking, and when the window it covers is made key again (a click on the title bar, the
    /// app coming back, a sheet over it ending). A sheet, an alert or a panel that is key keeps
    /// the keyboard: the HUD's sheet is made key only from the window it covers.
    func take(for view: NSView, over parent: NSWindow?, in containerView: NSView?, sheet: NSWindow?) {
        guard let window = inView ? view.window : parent else { return }
        let key = NSApp.keyWindow
        let covered = !inView && key === window ? key : nil
        if !focus.isHeld {
            let from = covered ?? window
            // A text field being edited has the window's field editor as first responder; the
            // field itself is what gets the keyboard back.
            var current = from.firstResponder
            if let editor = current as? NSText, editor.isFieldEditor, let field = editor.delegate as? NSResponder {
                selection = inView ? editor.selectedRange : nil
                current = field
            }
            if inView, let containerView {
                let focused = current as? NSView
                guard MacCoveredFocus.covers(isInside: focused?.isDescendant(of: containerView) ?? false, isOverlay: isOverlay,
                                             focused: focused.map { $0.convert($0.bounds, to: nil) },
                                             area: containerView.convert(containerView.bounds, to: nil)) else { return }
            }
            _ = focus.take(from: current)
            takenFrom = from
            if inView { window.makeFirstResponder(view) }
        }
        // The sheet may be key already (AppKit makes a sheet key as it presents it): then only
        // its first responder is set, its view, which stands in for the HUD's. Not on screen (a
        // sheet waiting behind the app's, or not presented yet), it is not made key: AppKit makes
        // it key as it presents it, and it takes the keyboard then (`MacKeyboardClaim.windowBecameKey`).
        guard !inView, let sheet, sheet.isVisible, covered != nil || sheet.isKeyWindow else { return }
        if !sheet.isKeyWindow { sheet.makeKey() }
        if let stand = sheet.contentView, sheet.firstResponder !== stand { sheet.makeFirstResponder(stand) }
    }

    /// Gives the keyboard back: the key status to the window it came from (or, that one closing
    /// or gone from sight, to the window the HUD is over, else the main window), and in a view the
    /// first responder to the field it was taken from, unless the user has moved it meanwhile.
    func giveBack(from view: NSView, over parent: NSWindow?, sheet: NSWindow?, closingWindow: ObjectIdentifier?) {
        let window = takenFrom
        guard let back = focus.giveBack(canTakeIt: { ($0 as? NSView)?.window === window || $0 === window }) else { return }
        if sheet?.isKeyWindow == true {
            let usable = [window, parent, NSApp.mainWindow].compactMap { $0 }.first { candidate in
                candidate.isVisible && !candidate.isMiniaturized && ObjectIdentifier(candidate) != closingWindow
            }
            usable?.makeKey()
        }
        // The sheet never changed its window's first responder; a HUD in a view did, and gives it
        // back only if it still has it.
        guard inView, let window, window.firstResponder === view else { return }
        switch back {
        case .responder(let responder):
            window.makeFirstResponder(responder)
            // Made first responder again, a text field selects all its text: the caret goes back.
            if let selection { (responder as? NSControl)?.currentEditor()?.selectedRange = selection }
        case .window:
            window.makeFirstResponder(nil)
        }
        selection = nil
    }
}
#endif
