import StatusHUD
import SwiftUI
import UIKit

/// Every call of the HUD behind a button, with the mask type and style, a text field to bring up
/// the keyboard, and a hammer that calls the HUD from many threads at once.
final class CallsViewController: UITableViewController, UITextFieldDelegate {
    private struct Row {
        let title: String
        let action: @MainActor (CallsViewController) -> Void
    }

    private lazy var sections: [(String, [Row])] = [
        ("Show", [
            Row(title: "show()") { _ in HUD.show() },
            Row(title: "show(status:)") { _ in HUD.show(status: "Loading your library…") },
            Row(title: "Progress 0 → 100 %") { $0.simulateProgress() },
            Row(title: "showSuccess") { _ in HUD.showSuccess(status: "Saved") },
            Row(title: "showError") { _ in HUD.showError(status: "Could not reach the server") },
            Row(title: "showInfo") { _ in HUD.showInfo(status: "3 files were already up to date") },
            Row(title: "showImage") { _ in
                HUD.showImage(UIImage(systemName: "heart.fill")!.withRenderingMode(.alwaysTemplate), status: "Liked")
            },
            Row(title: "Long right-to-left status") { _ in HUD.show(status: "جارٍ تحميل الملفات، يرجى الانتظار قليلاً") },
        ]),
        ("Work, details and a button", [
            Row(title: "showProgress(of: Progress) with Cancel") { $0.exportWithProgress() },
            Row(title: "Progress with details and Stop") { $0.copyWithDetails() },
            Row(title: "whileRunning (2 s) with Cancel") { _ in
                Task { try? await HUD.whileRunning(status: "Refreshing", success: "Refreshed", cancelTitle: "Cancel") { try await Task.sleep(nanoseconds: 2_000_000_000) } }
            },
            Row(title: "whileRunning, quick (0.1 s): nothing shows") { _ in
                Task { try? await HUD.whileRunning(status: "Refreshing", success: "Refreshed") { try await Task.sleep(nanoseconds: 100_000_000) } }
            },
            Row(title: "showError(status:details:)") { _ in HUD.showError(status: "Upload failed", details: "The server did not answer in 30 s") },
        ]),
        ("Where it shows (try each on a device)", [
            Row(title: "Spinner, then a sheet over it") { $0.spinnerThenSheet(fullScreen: false) },
            Row(title: "Spinner, then a full-screen cover") { $0.spinnerThenSheet(fullScreen: true) },
            Row(title: "Progress, then an alert") { $0.progressThenAlert() },
            Row(title: "Keyboard up, spinner: now rotate") { $0.spinnerWithKeyboard() },
            Row(title: "Spinner 20 s: go Home and come back") { _ in
                HUD.show(status: "Go to the Home Screen and come back: still turning?")
                HUD.dismiss(withDelay: 20)
            },
            Row(title: "Portrait-only cover: HUD, alert, page sheet") { $0.portraitOnlyCover() },
            Row(title: "This window: light only ↔ the system's style") { $0.toggleLightOnly() },
            Row(title: "Blocking HUD for VoiceOver (mask .black, 6 s)") { _ in
                let previous = HUD.configuration.backdrop
                HUD.configuration.backdrop = .black
                HUD.show(status: "VoiceOver: only I can be reached")
                HUD.dismiss(withDelay: 6) { HUD.configuration.backdrop = previous }
            },
            Row(title: "Blocking HUD over this table as it reloads") { $0.blockingHUDOverReloadingTable() },
            Row(title: "A card removed while its HUD shows a success") { $0.cardRemovedWhileItsHUDShowsASuccess() },
            Row(title: "Blocking HUD in a card that answers taps") { $0.blockingHUDInATappableCard() },
            Row(title: "Open another window (iPad)") { $0.openAnotherWindow() },
            Row(title: "Spinner in 3 s in the window you tap last (iPad)") { _ in
                DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
                    HUD.show(status: "In the window you touched last")
                    HUD.dismiss(withDelay: 3)
                }
            },
            Row(title: "Spinner: now close this window (iPad)") { _ in
                HUD.show(status: "Close this window: the HUD moves to the other one")
                HUD.dismiss(withDelay: 10)
            },
        ]),
        ("Toasts (try each on a device)", toastRows().map { Row(title: $0.0, action: $0.1) }),
        ("Dismiss", [
            Row(title: "dismiss()") { _ in HUD.dismiss() },
            Row(title: "dismiss(withDelay: 1) { … }") { controller in
                HUD.dismiss(withDelay: 1) { controller.title = "Dismissed at \(Date().formatted(date: .omitted, time: .standard))" }
            },
            Row(title: "popActivity()") { _ in HUD.popActivity() },
        ]),
        ("Look", [
            Row(title: "Mask: next type") { $0.nextMaskType() },
            Row(title: "Style: next") { $0.nextStyle() },
            Row(title: "Progress style: next") { $0.nextProgressStyle() },
        ]),
        ("Threads, controls and SwiftUI", [
            Row(title: "Hammer from 20 threads for 2 s") { $0.hammer() },
            Row(title: "A list with the refresh title") { controller in
                controller.navigationController?.pushViewController(RefreshListViewController(style: .plain), animated: true)
            },
            Row(title: "A download bound to a ring and a progress bar") { controller in
                controller.navigationController?.pushViewController(DownloadViewController(), animated: true)
            },
            Row(title: "Two cards, a HUD in each") { controller in
                controller.navigationController?.pushViewController(CardsViewController(), animated: true)
            },
            Row(title: "Open the SwiftUI screen") { controller in
                controller.navigationController?.pushViewController(UIHostingController(rootView: SwiftUIDemo()), animated: true)
            },
        ]),
    ]

    private let textField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "StatusHUD"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        textField.placeholder = "Type to bring up the keyboard"
        textField.borderStyle = .roundedRect
        textField.delegate = self
        textField.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        tableView.tableHeaderView = textField
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].0 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var configuration = cell.defaultContentConfiguration()
        configuration.text = sections[indexPath.section].1[indexPath.row].title
        cell.contentConfiguration = configuration
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if tapLeakedThroughHUD {
            title = "A tap leaked through the blocking HUD"
            return
        }
        sections[indexPath.section].1[indexPath.row].action(self)
    }

    // MARK: Actions

    func simulateProgress() {
        Task.detached {
            for step in 0...100 {
                HUD.showProgress(Double(step) / 100, status: "Uploading \(step) %")
                try? await Task.sleep(nanoseconds: 30_000_000)
            }
            HUD.showSuccess(status: "Uploaded")
        }
    }

    /// A `Progress` advanced by a background task, followed by the HUD to a success; its Cancel
    /// button cancels the progress, which stops the task and dismisses the HUD.
    private func exportWithProgress() {
        let progress = Progress(totalUnitCount: 120)
        HUD.showProgress(of: progress, status: "Exporting", success: "Exported", cancelTitle: "Cancel")
        let handed = UncheckedProgress(progress: progress)
        Task.detached {
            while !handed.progress.isCancelled && handed.progress.completedUnitCount < 120 {
                try? await Task.sleep(nanoseconds: 25_000_000)
                handed.progress.completedUnitCount += 1
            }
        }
    }

    /// Plain progress calls with a details line and a Stop button that stays through the updates.
    private func copyWithDetails() {
        let stopped = StopFlag()
        HUD.showProgress(0, status: "Copying", details: "0 of 40 files")
        HUD.setAction(HUD.Action("Stop") { stopped.stop() })
        Task.detached {
            for file in 1...40 {
                try? await Task.sleep(nanoseconds: 60_000_000)
                if stopped.isStopped {
                    HUD.showInfo(status: "Stopped", details: "\(file - 1) of 40 files copied")
                    return
                }
                HUD.showProgress(Double(file) / 40, status: "Copying", details: "\(file) of 40 files")
            }
            HUD.showSuccess(status: "Copied", details: "40 files")
        }
    }

    private func nextMaskType() {
        let types: [HUD.Backdrop] = [.none, .clear, .black, .gradient, .custom(HUD.Color(red: 0.2, green: 0.1, blue: 0.5, alpha: 0.4))]
        let index = types.firstIndex(of: HUD.configuration.backdrop).map { ($0 + 1) % types.count } ?? 0
        HUD.configuration.backdrop = types[index]
        HUD.showInfo(status: "Mask: \(types[index])")
    }

    private func nextStyle() {
        let styles: [HUD.Style] = [.automatic, .light, .dark, .custom(foreground: .white, background: HUD.Color(red: 0.3, green: 0.2, blue: 0.8))]
        let index = styles.firstIndex(of: HUD.configuration.style).map { ($0 + 1) % styles.count } ?? 0
        HUD.configuration.style = styles[index]
        HUD.showInfo(status: "Style: \(styles[index])")
    }

    private func nextProgressStyle() {
        let styles: [HUD.ProgressStyle] = [.ring, .bar, .pie]
        let index = styles.firstIndex(of: HUD.configuration.progressStyle).map { ($0 + 1) % styles.count } ?? 0
        HUD.configuration.progressStyle = styles[index]
        simulateProgress()
    }

    private func hammer() {
        let deadline = Date().addingTimeInterval(2)
        for thread in 0..<20 {
            Thread.detachNewThread {
                var call = 0
                while Date() < deadline {
                    switch call % 6 {
                    case 0: HUD.show(status: "Thread \(thread)")
                    case 1: HUD.showProgress(Double(call % 100) / 100, status: "Hammering")
                    case 2: HUD.setStatus("Call \(call)")
                    case 3: HUD.popActivity()
                    case 4: HUD.showSuccess(status: "Thread \(thread) done")
                    default: HUD.dismiss(withDelay: 0.1)
                    }
                    call += 1
                }
            }
        }
        Task {
            try? await Task.sleep(nanoseconds: 2_200_000_000)
            HUD.dismiss { HUD.showSuccess(status: "The hammer stopped; nothing crashed") }
        }
    }
}

/// A `Progress` handed to a background task (it is thread-safe, but not `Sendable` in every SDK).
private struct UncheckedProgress: @unchecked Sendable {
    let progress: Progress
}

/// A flag the Stop button sets on the main actor and the copying task reads.
private final class StopFlag: Sendable {
    private let lock = NSLock()
    private nonisolated(unsafe) var stopped = false

    var isStopped: Bool { lock.withLock { stopped } }

    func stop() { lock.withLock { stopped = true } }
}
