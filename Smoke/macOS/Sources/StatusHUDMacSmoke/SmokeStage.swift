import AppKit
import StatusHUD
import StatusHUDSmokeKit

/// A document window of the smoke run: titled, 800×600, with a container view over its content
/// area holding a text field that has the keyboard.
@MainActor
struct DocumentWindow {
    let window: NSWindow
    /// The view over the whole content area; the text field is inside it (a HUD in a view takes
    /// the keyboard only when the focus was inside its view).
    let container: NSView
    let field: NSTextField
}

/// What every scenario shares: the report, the windows it opened, and the HUD's objects found at
/// run time. The HUD's panel (`HUDPanel`) and view (`AppKitHUDView`) are internal to StatusHUD, so
/// they are found by their class names (`NSStringFromClass`), as a child window of the document
/// window or in the app's window list, and in the panel's or the container's view hierarchy.
@MainActor
final class SmokeStage {
    let report: SmokeReport
    /// The windows the scenario under way opened; closed and let go of by `reset()`.
    private var opened: [NSWindow] = []

    init(report: SmokeReport) {
        self.report = report
    }

    // MARK: Windows

    /// A titled document window with a text field as first responder, made key and front.
    func makeDocumentWindow(_ title: String, origin: NSPoint? = nil) -> DocumentWindow {
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 800, height: 600),
                              styleMask: [.titled, .closable, .miniaturizable, .resizable],
                              backing: .buffered, defer: false)
        // Swift keeps the window; AppKit's own release on close would be one too many.
        window.isReleasedWhenClosed = false
        window.animationBehavior = .none
        window.title = title
        let container = NSView(frame: NSRect(x: 0, y: 0, width: 800, height: 600))
        container.autoresizingMask = [.width, .height]
        let field = NSTextField(frame: NSRect(x: 40, y: 520, width: 320, height: 24))
        field.stringValue = "Text under the HUD"
        container.addSubview(field)
        window.contentView = container
        if let origin { window.setFrameOrigin(origin) } else { window.center() }
        window.makeKeyAndOrderFront(nil)
        window.makeFirstResponder(field)
        opened.append(window)
        return DocumentWindow(window: window, container: container, field: field)
    }

    /// A plain titled window (a sheet, a settings window), kept until `reset()`.
    func makeWindow(_ title: String, size: NSSize) -> NSWindow {
        let window = NSWindow(contentRect: NSRect(origin: .zero, size: size), styleMask: [.titled, .closable],
                              backing: .buffered, defer: false)
        window.isReleasedWhenClosed = false
        window.animationBehavior = .none
        window.title = title
        opened.append(window)
        return window
    }

    /// Waits until `window` is key (the app active, the window server caught up).
    func waitUntilKey(_ window: NSWindow) async -> Bool {
        await SmokeWait.until(timeout: 2) { NSApp.keyWindow === window }
    }

    // MARK: The HUD's objects

    static func className(_ object: AnyObject) -> String {
        NSStringFromClass(type(of: object))
    }

    private static func isPanel(_ window: NSWindow) -> Bool {
        className(window).hasSuffix("HUDPanel")
    }

    private static func isBlocker(_ window: NSWindow) -> Bool {
        className(window).hasSuffix("SheetBlocker")
    }

    private static func isHUDView(_ view: NSView) -> Bool {
        className(view).hasSuffix("AppKitHUDView")
    }

    /// The HUD's panel over `window`: a child window of it, blocking or not (never its sheet).
    func panel(childOf window: NSWindow) -> NSWindow? {
        window.childWindows?.first(where: Self.isPanel)
    }

    /// The window a HUD's panel is over: its parent.
    static func host(of panel: NSWindow) -> NSWindow? {
        panel.parent
    }

    /// The sheet a blocking HUD blocks `window` with (`SheetBlocker`), presented or queued.
    func blocker(of window: NSWindow) -> NSWindow? {
        window.sheets.first(where: Self.isBlocker)
    }

    /// Whether a blocking HUD over `window` has the keyboard: its sheet key, and the sheet's view,
    /// which stands in for the HUD, its first responder.
    func hudHasKeyboard(over window: NSWindow) -> Bool {
        guard let blocker = blocker(of: window) else { return false }
        return NSApp.keyWindow === blocker && blocker.contentView != nil && blocker.firstResponder === blocker.contentView
    }

    /// The shared HUD's panel wherever it is (one presenter, one panel, kept while it is hidden).
    func sharedPanel() -> NSWindow? {
        NSApp.windows.first(where: Self.isPanel)
    }

    /// The HUD's view in its panel (the panel's content view holds it).
    func hudView(in panel: NSWindow?) -> NSView? {
        panel?.contentView?.subviews.first(where: Self.isHUDView)
    }

    /// The HUD's view in a container view (`HUD.Instance(in:)`).
    func hudView(inContainer view: NSView) -> NSView? {
        view.subviews.first(where: Self.isHUDView)
    }

    /// The bezel inside a HUD view: the subview that holds the `.hudWindow` effect view.
    func bezel(in hudView: NSView?) -> NSView? {
        hudView?.subviews.first { $0.subviews.contains { $0 is NSVisualEffectView } }
    }

    /// A view's frame in screen coordinates (AppKit's, y up).
    func screenFrame(of view: NSView) -> CGRect {
        guard let window = view.window else { return .null }
        return window.convertToScreen(view.convert(view.bounds, to: nil))
    }

    /// The shared panel shown and faded in: over `window` if given, else anywhere.
    func waitForSharedPanel(over window: NSWindow? = nil) async -> NSWindow? {
        _ = await SmokeWait.until(timeout: 2) {
            guard let panel = window.flatMap(self.panel(childOf:)) ?? (window == nil ? self.sharedPanel() : nil) else { return false }
            return panel.isVisible && panel.alphaValue >= 0.99
        }
        // The fade's zoom has room in the panel for its length; then the panel is the region's.
        await SmokeWait.pause(0.5)
        return window.flatMap(panel(childOf:)) ?? (window == nil ? sharedPanel() : nil)
    }

    // MARK: Reading

    /// The primary screen's frame: the space every screen rect is flipped in for the rules.
    var screenSpace: CGRect { NSScreen.screens.first?.frame ?? .zero }

    /// `rect` (screen, y up) in the y-down space the rules compare in.
    func flipped(_ rect: CGRect) -> CGRect {
        SmokeExpectation.flipped(rect, in: screenSpace)
    }

    /// What has the keyboard in `window`: a text field being edited stands for its field editor.
    static func responder(of window: NSWindow?) -> NSResponder? {
        let responder = window?.firstResponder
        if let editor = responder as? NSText, editor.isFieldEditor, let field = editor.delegate as? NSResponder { return field }
        return responder
    }

    static func name(_ object: AnyObject?) -> String {
        guard let object else { return "nil" }
        if let window = object as? NSWindow, !window.title.isEmpty { return "'\(window.title)'" }
        return className(object)
    }

    // MARK: Between scenarios

    /// Back to nothing: the shared HUD dismissed and gone, its configuration the default, every
    /// window the scenario opened closed and let go of, the app's appearance the system's, the app
    /// active and regular.
    func reset() async {
        HUD.dismiss()
        _ = await SmokeWait.until(timeout: 2) { !HUD.isVisible && !(self.sharedPanel()?.isVisible ?? false) }
        HUD.configuration = HUD.Configuration()
        for window in opened {
            if let parent = window.sheetParent { parent.endSheet(window) }
            window.close()
        }
        opened.removeAll()
        // The app's light or dark back to the system's (AppearanceScenario forces it dark).
        NSApp.appearance = nil
        await SmokeWait.pause(0.2)
    }
}
