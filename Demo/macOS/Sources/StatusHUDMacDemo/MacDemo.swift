import AppKit
import StatusHUD

/// A window with a button per call; the HUD shows over it (the AppKit presenter is the default in
/// an app whose activation policy is regular, which this demo sets before the first call).
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
    ]

    func applicationDidFinishLaunching(_ notification: Notification) {
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 480, height: 360),
                              styleMask: [.titled, .closable, .resizable, .miniaturizable], backing: .buffered, defer: false)
        window.title = "StatusHUD"
        let stack = NSStackView(views: calls.indices.map { index in
            let button = NSButton(title: calls[index].title, target: self, action: #selector(call(_:)))
            button.tag = index
            return button
        })
        stack.orientation = .vertical
        window.contentView = stack
        window.center()
        window.makeKeyAndOrderFront(nil)
        NSApp.activate(ignoringOtherApps: true)
        self.window = window
    }

    @objc private func call(_ sender: NSButton) {
        guard calls.indices.contains(sender.tag) else { return }
        calls[sender.tag].run()
    }

    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { true }
}
