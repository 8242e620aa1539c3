import AppKit
import StatusHUD

/// A window with a button per call; the HUD shows over it (the AppKit presenter is the default in
/// an app whose activation policy is regular, which this demo sets before the first call). A text
/// field shows the keyboard going back to it after a blocking HUD; two cards have a HUD each.
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
    ]

    func applicationDidFinishLaunching(_ notification: Notification) {
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 520, height: 520),
                              styleMask: [.titled, .closable, .resizable, .miniaturizable], backing: .buffered, defer: false)
        window.title = "StatusHUD"
        let stack = NSStackView(views: calls.indices.map { index in
            let button = NSButton(title: calls[index].title, target: self, action: #selector(call(_:)))
            button.tag = index
            return button
        })
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

    /// Each card shows a HUD of its own for a second and a half; the other card's stays.
    @objc private func loadCard(_ sender: NSButton) {
        guard cards.indices.contains(sender.tag) else { return }
        let hud = HUD.Instance(in: cards[sender.tag])
        hud.show(status: "Loading")
        hud.dismiss(withDelay: 1.5)
    }

    @objc private func call(_ sender: NSButton) {
        guard calls.indices.contains(sender.tag) else { return }
        calls[sender.tag].run()
    }

    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { true }
}
