// The iOS examples' context (.ci/checks/doc-examples.sh): each is a method of this view
// controller, so `self`, `view` and `navigationItem` are UIKit's own; the views an example names
// are stand-ins. The app's other names are in Prelude.swift.
import SwiftUI
import UIKit
import StatusHUD
import StatusHUDControls

class ExampleViewController: UIViewController {
    let cardView = UIView()
    let photoCard = UIView()
    let feedCard = UIView()
    let tableView = UITableView()
    let scrollView = UIScrollView()
    let progressView = UIProgressView()
    let ring = HUD.ProgressRingView(frame: CGRect(x: 0, y: 0, width: 28, height: 28))
    /// The app's export and download, which UIResponder's `export(_:)` would otherwise hide here.
    let export = Export()
    let task = URLSession.shared.downloadTask(with: URL(fileURLWithPath: "/download"))
    func reload() async {}
}

/// A view of the app's that shows a photo.
struct PhotoCard: View {
    init(_ photo: Photo) {}
    var body: some View { Color.gray }
}
