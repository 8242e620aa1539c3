import StatusHUD
import StatusHUDControls
import UIKit

/// A list with the refresh title in its navigation bar: pull down, the ring fills; let go past
/// 80 pt, it spins for two seconds; a filter button stays to the title's right. With VoiceOver,
/// the title's Refresh action does the same.
final class RefreshListViewController: UITableViewController {
    private var refreshed = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let titleView = HUD.RefreshTitleView(title: "Inbox", owner: self) { owner in await owner.reload() }
        let filter = UIButton(type: .system, primaryAction: UIAction(image: UIImage(systemName: "line.3.horizontal.decrease.circle")) { _ in
            HUD.showInfo(status: "The title stays centred beside this button")
        })
        filter.sizeToFit()
        titleView.accessoryView = filter
        titleView.scrollView = tableView
        navigationItem.titleView = titleView
    }

    private func reload() async {
        try? await Task.sleep(nanoseconds: 2_000_000_000)
        refreshed += 1
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var configuration = cell.defaultContentConfiguration()
        configuration.text = "Message \(indexPath.row + 1) (refreshed \(refreshed) times)"
        cell.contentConfiguration = configuration
        return cell
    }
}

/// A download bound to a ring and to a progress bar, as AFNetworking's categories bound a task:
/// both follow the task and let it go when it completes, fails or is cancelled. "Pause" suspends
/// the task: both stay where they are, and nothing reads the task until "Resume".
final class DownloadViewController: UIViewController {
    private let ring = HUD.ProgressRingView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    private let bar = UIProgressView(progressViewStyle: .default)
    private var task: URLSessionTask?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Download"
        ring.center = CGPoint(x: 60, y: 160)
        bar.frame = CGRect(x: 100, y: 158, width: 200, height: 4)
        view.addSubview(ring)
        view.addSubview(bar)
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.task?.cancel() }),
            UIBarButtonItem(title: "Pause", style: .plain, target: self, action: #selector(togglePause(_:))),
        ]
        // 10 MB from a public test server; with no network the task fails and both stop.
        let task = URLSession.shared.downloadTask(with: URL(string: "https://proof.ovh.net/files/10Mb.dat")!)
        ring.follow(downloadOf: task)
        bar.statusHUD.follow(downloadOf: task)
        task.resume()
        self.task = task
    }

    /// Suspends the task or resumes it; the ring and the bar stay where they are meanwhile.
    @objc private func togglePause(_ item: UIBarButtonItem) {
        guard let task, task.state == .running || task.state == .suspended else { return }
        if task.state == .suspended { task.resume() } else { task.suspend() }
        item.title = task.state == .suspended ? "Resume" : "Pause"
    }
}

/// Two cards, each with a HUD of its own (MBProgressHUD's HUD added to a view): one uploads and
/// succeeds, the other loads and fails, at the same time; a tap on "Hide" asks the card for its HUD.
final class CardsViewController: UIViewController {
    private let cards = [UIView(), UIView()]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        title = "Two cards"
        for (index, card) in cards.enumerated() {
            card.backgroundColor = .secondarySystemGroupedBackground
            card.layer.cornerRadius = 16
            card.frame = CGRect(x: 16, y: 120 + CGFloat(index) * 240, width: view.bounds.width - 32, height: 220)
            card.autoresizingMask = [.flexibleWidth]
            view.addSubview(card)
        }
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Run", primaryAction: UIAction { [weak self] _ in self?.run() }),
            UIBarButtonItem(title: "Hide", primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                let hid = HUD.Instance.dismiss(in: cards[0])
                HUD.showInfo(status: hid ? "Hid the first card's HUD" : "The first card shows no HUD")
            }),
        ]
    }

    private func run() {
        let upload = HUD.Instance.topmost(in: cards[0]) ?? HUD.Instance(in: cards[0])
        let load = HUD.Instance(in: cards[1])
        upload.showProgress(0, status: "Uploading")
        load.show(status: "Loading", details: "Second card")
        Task { @MainActor in
            for step in 1...10 {
                try? await Task.sleep(nanoseconds: 200_000_000)
                upload.showProgress(Double(step) / 10, status: "Uploading")
            }
            upload.showSuccess(status: "Uploaded")
            load.showError(status: "Could not load")
        }
    }
}
