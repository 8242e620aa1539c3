#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

// The field the user is typing in, which a top or bottom toast keeps clear of: read from the
// window AppKit types into, given to the layout in the HUD's coordinates at each layout pass
// (`HUD.Layout.Container.focusedField`; the layout decides where the toast goes, `HUD.Layout.clearing`),
// and watched while a top or bottom HUD shows, so that the HUD is laid out again when the
// focus moves.
extension AppKitHUDView {
    /// The focused field's frame in this view's coordinates (the layout's container's), or nil:
    /// none, a centred HUD (which never moves for it), a blocking HUD (which holds the keyboard
    /// itself, over the field), or no window to type in. Starts or stops watching the window's
    /// first responder to match. While the HUD fades out it keeps the field it had: the keyboard
    /// given back as it hides (or the user tabbing on) must not move a toast that is leaving.
    ///
    /// The covered window's first responder whether that window is key or not: a window keeps its
    /// first responder when another is key, and typing goes back there when the user returns;
    /// asking for the key window's alone would move the toast back over the field whenever a
    /// panel of the app's became key.
    func focusedField() -> CGRect? {
        if keepsFocusedField { return lastFocusedField }
        lastFocusedField = currentFocusedField()
        return lastFocusedField
    }

    private func currentFocusedField() -> CGRect? {
        let placed = configuration.placement != .center && !configuration.isInteractionBlocked
        let window = placed ? typingWindow?() : nil
        if window !== watchedWindow { watchFirstResponder(of: window) }
        guard let window, let typing = Self.typingRect(in: window), !typing.rect.isEmpty else { return nil }
        let field = typing.view, rect = typing.rect
        // In a view, the HUD is in the field's window (not yet, before its first placing: then
        // nothing); in a panel of its own, laid over the covered window's content area as the
        // presenter sizes it, the field must be in that window (a toolbar in full screen is a
        // window of its own), and `MacContentArea` says why not `convert(_:from:)`.
        guard !isInOwnPanel else {
            guard field.window === window else { return nil }
            return MacContentArea(frame: window.contentLayoutRect).converted(field.convert(rect, to: nil))
        }
        guard self.window != nil, field.window === self.window else { return nil }
        return convert(rect, from: field)
    }

    /// Lays the HUD out again whenever `window`'s first responder changes; stops watching with nil.
    /// `firstResponder` is KVO compliant, NSWindow.h says. The alternatives: the text
    /// notifications (`NSControl.textDidBeginEditingNotification`) come when typing starts, not
    /// when a field is clicked into, and miss a text view's focus leaving; reading the first
    /// responder on a timer would lay out for nothing.
    func watchFirstResponder(of window: NSWindow?) {
        watchedWindow = window
        firstResponderWatch = window?.observe(\.firstResponder) { [weak self] _, _ in
            // Changes come on the main thread, where AppKit works with windows.
            MainActor.assumeIsolated { self?.needsLayout = true }
        }
    }

    /// The view the user is typing in, and the part of it to keep clear, in its own coordinates:
    /// for a field editor, the control it edits, whole (its bezel and focus ring are what the user
    /// looks at); for another text view (a document's, a notes field), the line with the insertion
    /// point (or the selection's first line) across its visible width, since such a view often
    /// fills the window, and the rest of a document under a toast is no worse than anything else
    /// under it; nil when the first responder is not a text view (a button or a table with the
    /// keyboard is not typed in).
    ///
    /// A field editor is the window's one text view that edits every text field in turn; the
    /// field it edits is its delegate (AppKit passes the control as the delegate to
    /// `NSCell.editWithFrame(_:in:editor:delegate:event:)`), checked against the field's
    /// `currentEditor()`; anything else falls back to the editor's own frame, inside the control.
    static func typingRect(in window: NSWindow) -> (view: NSView, rect: NSRect)? {
        // Selectable text that cannot be typed in (a label, a read-only view) is not typed in.
        guard let text = window.firstResponder as? NSTextView, text.isEditable else { return nil }
        if text.isFieldEditor {
            // A text field (search, token, combo and secure ones too) edited by it, whole; a
            // table's, outline's or matrix's cell is edited with the control as the delegate, and
            // the control is not the field: the editor's own frame is.
            if let field = text.delegate as? NSTextField, field.currentEditor() === text {
                return (field, field.visibleRect)
            }
            return (text, text.visibleRect)
        }
        let visible = text.visibleRect
        // In screen coordinates, its width negative for text that runs right to left (the header).
        let onScreen = text.firstRect(forCharacterRange: text.selectedRange(), actualRange: nil).standardized
        guard onScreen.minY.isFinite, onScreen.height.isFinite, onScreen.height > 0 else { return nil }
        let caret = text.convert(window.convertFromScreen(onScreen), from: nil)
        let line = NSRect(x: visible.minX, y: caret.minY, width: visible.width, height: caret.height).intersection(visible)
        return line.isNull ? nil : (text, line)
    }
}
#endif
