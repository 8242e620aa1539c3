// The macOS examples' context (.ci/checks/doc-examples.sh): each is a method of this view
// controller; the views an example names are stand-ins. The app's other names are in
// Prelude.swift.
import AppKit
import StatusHUD

class ExampleViewController: NSViewController {
    let cardView = NSView()
    let sidebarView = NSView()
    let documentWindow = NSWindow()
}
