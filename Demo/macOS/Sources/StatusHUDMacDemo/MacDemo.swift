import AppKit
import StatusHUD

/// A window with a button per call; the HUD shows over it (the AppKit presenter is the default in
/// an app whose activation policy is regular, which this demo sets before the first call). A text
/// field shows the keyboard going back to it after a blocking HUD; two cards have a HUD each.
///
/// What a Mac must confirm, one click each: a sheet opened during a blocking HUD takes the keyboard
/// and the HUD is back after it; Edit > Paste (Cmd-V) and the window's close button
/// do nothing under a blocking HUD, Esc presses its Cancel; a second window works while the first
/// is blocked, and the HUD stays on the first; a document with its own blocking HUD, a sheet of it,
/// beside a usable second window; full screen and dark mode; "Copy" in the status
/// item's popover, with every window closed, shows a free-standing HUD on the screen with the pointer.
@main
@MainActor
enum MacDemo {
    static func main() {
        let app = NSApplication.shared
        app.setActivationPolicy(.regular)
        let delegate = DemoDelegate()
        app.delegate = delegate
        app.run()
    }
}

@MainActor
final class DemoDelegate: NSObject, NSApplicationDelegate {
    private var window: NSWindow?
    private let cards = [NSBox(), NSBox()]

    private let calls: [(title: String, run: @MainActor () -> Void)] = [
        ("Show", { HUD.show(status: "Loading") }),
        ("Progress", {
            Task { @MainActor in
                for step in 0...10 {
                    HUD.showProgress(Double(step) / 10, status: "Downloading")
                    try? await Task.sleep(nanoseconds: 200_000_000)
                }
                HUD.showSuccess(status: "Downloaded")
            }
        }),
        ("Success", { HUD.showSuccess(status: "Saved") }),
        ("Error", { HUD.showError(status: "Could not save", details: "The disk is full.") }),
        ("Info", { HUD.showInfo(status: "Synced 3 items") }),
        ("Dismiss", { HUD.dismiss() }),
        ("Blocking for 2 s (type in the field: the keys wait)", {
            HUD.configuration.backdrop = .black
            HUD.show(status: "Saving")
            HUD.dismiss(withDelay: 2) { HUD.configuration.backdrop = .none }
        }),
        ("With a button (the window's other buttons still work)", {
            HUD.show(status: "Uploading")
            HUD.setAction(HUD.Action("Cancel") { HUD.showInfo(status: "Cancelled") })
        }),
        ("Blocking with Cancel for 6 s (try Cmd-V, the close button, Esc)", {
            HUD.configuration.backdrop = .black
            HUD.show(status: "Exporting")
            HUD.setAction(HUD.Action("Cancel") { HUD.showInfo(status: "Cancelled") })
            HUD.dismiss(withDelay: 6) { HUD.configuration.backdrop = .none }
        }),
        ("A top toast", {
            HUD.configuration.placement = .top
            HUD.showText("Copied to the clipboard")
            HUD.dismiss(withDelay: 2) { HUD.configuration.placement = .center }
        }),
    ]

    /// The status item, whose popover shows a HUD: free-standing once every window is closed.
    private var statusItem: NSStatusItem?
    private let popover = NSPopover()
    private var secondWindow: NSWindow?
    /// The document window and its own HUD (`openDocument`).
    private var documentWindow: NSWindow?
    private var documentHUD: HUD.Instance?

    private var windowCalls: [(title: String, selector: Selector)] {
        [("A sheet during a blocking HUD", #selector(sheetDuringHUD)), ("A second window", #selector(openSecondWindow)),
         ("A document with its own blocking HUD, beside a second window", #selector(openDocument)),
         ("Full screen", #selector(toggleFullScreen)), ("Light or dark", #selector(toggleDarkMode)),
         ("Remove a card during its HUD", #selector(removeCardDuringHUD))]
    }

    func applicationDidFinishLaunching(_ notification: Notification) {
        NSApp.mainMenu = Self.mainMenu()
        let item = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
        item.button?.title = "HUD"
        item.button?.target = self
        item.button?.action = #selector(togglePopover(_:))
        statusItem = item
        let buttons = NSStackView(views: [NSButton(title: "Copy", target: self, action: #selector(copyFromStatusItem)),
                                          NSButton(title: "Quit", target: NSApp, action: #selector(NSApplication.terminate(_:)))])
        buttons.edgeInsets = NSEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        popover.contentViewController = NSViewController()
        popover.contentViewController?.view = buttons
        popover.behavior = .transient
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 520, height: 520),
                              styleMask: [.titled, .closable, .resizable, .miniaturizable], backing: .buffered, defer: false)
        window.title = "StatusHUD"
        // Kept by `self.window`; AppKit's own release on close would be one too many.
        window.isReleasedWhenClosed = false
        // A toolbar, which macOS 26 rounds the window's corners around (View > Hide Toolbar).
        window.toolbar = NSToolbar(identifier: "StatusHUD")
        let stack = NSStackView(views: calls.indices.map { index in
            let button = NSButton(title: calls[index].title, target: self, action: #selector(call(_:)))
            button.tag = index
            return button
        })
        for call in windowCalls { stack.addArrangedSubview(NSButton(title: call.title, target: self, action: call.selector)) }
        stack.orientation = .vertical
        let field = NSTextField(string: "Type here")
        let cardRow = NSStackView(views: cards)
        for (index, card) in cards.enumerated() {
            card.title = "Card \(index + 1)"
            card.widthAnchor.constraint(equalToConstant: 200).isActive = true
            card.heightAnchor.constraint(equalToConstant: 140).isActive = true
            let button = NSButton(title: "Load", target: self, action: #selector(loadCard(_:)))
            button.tag = index
            button.frame = NSRect(x: 10, y: 10, width: 80, height: 30)
            card.contentView?.addSubview(button)
        }
        let page = NSStackView(views: [field, stack, cardRow])
        page.orientation = .vertical
        page.edgeInsets = NSEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        window.contentView = page
        window.center()
        window.makeKeyAndOrderFront(nil)
        window.makeFirstResponder(field)
        NSApp.activate(ignoringOtherApps: true)
        self.window = window
    }

    /// An app menu, File and Edit menus (to try Cmd-P and Cmd-V under a blocking HUD), a View menu and
    /// a Window menu.
    private static func mainMenu() -> NSMenu {
        let main = NSMenu()
        for (title, items) in [
            ("StatusHUD", [("Quit", #selector(NSApplication.terminate(_:)), "q")]),
            ("File", [("Print", #selector(NSView.printView(_:)), "p")]),
            ("Edit", [("Undo", Selector(("undo:")), "z"), ("Cut", #selector(NSText.cut(_:)), "x"),
                      ("Copy", #selector(NSText.copy(_:)), "c"), ("Paste", #selector(NSText.paste(_:)), "v"),
                      ("Select All", #selector(NSText.selectAll(_:)), "a")]),
            ("View", [("Show or Hide Toolbar", #selector(NSWindow.toggleToolbarShown(_:)), "")]),
            ("Window", [("Minimize", #selector(NSWindow.performMiniaturize(_:)), "m"),
                        ("Close", #selector(NSWindow.performClose(_:)), "w")]),
        ] {
            let menu = NSMenu(title: title)
            for (name, action, key) in items { menu.addItem(withTitle: name, action: action, keyEquivalent: key) }
            main.addItem(withTitle: title, action: nil, keyEquivalent: "").submenu = menu
        }
        return main
    }

    /// A blocking HUD, then an alert sheet with a field over the same window: the sheet takes the
    /// keyboard; the HUD takes it back when the sheet ends.
    @objc private func sheetDuringHUD() {
        guard let window else { return }
        HUD.configuration.backdrop = .black
        HUD.show(status: "Saving")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            let alert = NSAlert()
            alert.messageText = "Replace the file?"
            alert.accessoryView = NSTextField(frame: NSRect(x: 0, y: 0, width: 220, height: 24))
            alert.addButton(withTitle: "Replace")
            alert.addButton(withTitle: "Cancel")
            alert.beginSheetModal(for: window) { _ in
                HUD.dismiss(withDelay: 1) { HUD.configuration.backdrop = .none }
            }
        }
    }

    @objc private func openSecondWindow() {
        let second = secondWindow ?? NSWindow(contentRect: NSRect(x: 0, y: 0, width: 360, height: 240),
                                              styleMask: [.titled, .closable, .resizable], backing: .buffered, defer: false)
        second.title = "Second window"
        second.isReleasedWhenClosed = false
        second.contentView = NSTextField(string: "Type here while the first window is busy")
        second.makeKeyAndOrderFront(nil)
        secondWindow = second
    }

    /// A document window whose "Export" shows a blocking HUD for that window alone
    /// (`HUD.Instance(over:)`), a sheet of it, for 5 s; the second window beside it stays usable,
    /// and a sheet begun during the HUD goes above it.
    @objc private func openDocument() {
        let document = documentWindow ?? NSWindow(contentRect: NSRect(x: 0, y: 0, width: 420, height: 300),
                                                  styleMask: [.titled, .closable, .resizable, .miniaturizable],
                                                  backing: .buffered, defer: false)
        document.title = "Document"
        document.isReleasedWhenClosed = false
        let field = NSTextField(string: "Type here, then Export: the keys wait; the second window's do not")
        let export = NSButton(title: "Export (blocks this window for 5 s)", target: self, action: #selector(exportDocument))
        let replace = NSButton(title: "Export, then an overwrite prompt", target: self, action: #selector(exportWithPrompt))
        let page = NSStackView(views: [field, export, replace])
        page.orientation = .vertical
        page.edgeInsets = NSEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        document.contentView = page
        document.setFrameOrigin(NSPoint(x: 80, y: 200))
        documentHUD = documentHUD ?? HUD.Instance(over: document)
        documentHUD?.configuration.interaction = .blocked
        documentWindow = document
        openSecondWindow()
        secondWindow?.setFrameOrigin(NSPoint(x: 540, y: 260))
        document.makeKeyAndOrderFront(nil)
        document.makeFirstResponder(field)
    }

    @objc private func exportDocument() {
        documentHUD?.show(status: "Exporting")
        documentHUD?.dismiss(withDelay: 5)
    }

    /// The HUD, then a sheet of the app's on the same window: the sheet is presented above it and
    /// has the keyboard; the HUD is back when the sheet ends.
    @objc private func exportWithPrompt() {
        guard let document = documentWindow else { return }
        documentHUD?.show(status: "Exporting")
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            let alert = NSAlert()
            alert.messageText = "Replace the exported file?"
            alert.addButton(withTitle: "Replace")
            alert.addButton(withTitle: "Cancel")
            alert.beginSheetModal(for: document) { _ in self?.documentHUD?.dismiss(withDelay: 1) }
        }
    }

    @objc private func toggleFullScreen() {
        window?.toggleFullScreen(nil)
    }

    @objc private func toggleDarkMode() {
        let dark = NSApp.effectiveAppearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua
        NSApp.appearance = NSAppearance(named: dark ? .aqua : .darkAqua)
    }

    @objc private func togglePopover(_ sender: NSStatusBarButton) {
        if popover.isShown {
            popover.performClose(sender)
        } else {
            popover.show(relativeTo: sender.bounds, of: sender, preferredEdge: .minY)
        }
    }

    @objc private func copyFromStatusItem() {
        HUD.showText("Copied to the clipboard")
    }

    /// Each card shows a HUD of its own for a second and a half; the other card's stays.
    @objc private func loadCard(_ sender: NSButton) {
        guard cards.indices.contains(sender.tag) else { return }
        let hud = HUD.Instance(in: cards[sender.tag])
        hud.show(status: "Loading")
        hud.dismiss(withDelay: 1.5)
    }

    /// The second card's HUD, then the card taken out of the window: the HUD ends at once and
    /// its completion says so over the window.
    @objc private func removeCardDuringHUD() {
        guard let card = cards.last, card.superview != nil else { return }
        let hud = HUD.Instance(in: card)
        hud.show(status: "Loading")
        hud.dismiss(withDelay: 10) { HUD.showText("The card's HUD ended with its card") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { card.removeFromSuperview() }
    }

    @objc private func call(_ sender: NSButton) {
        guard calls.indices.contains(sender.tag) else { return }
        calls[sender.tag].run()
    }

    /// The status item stays: with every window closed, its "Copy" shows a free-standing HUD.
    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { false }
}
