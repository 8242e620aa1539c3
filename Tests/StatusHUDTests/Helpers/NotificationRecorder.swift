import Foundation
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// Records the HUD's notifications, and completions, in one ordered log.
@MainActor
final class EventLog {
    enum Entry: Equatable {
        case willAppear(String?), didAppear(String?), willDisappear(String?), didDisappear(String?)
        case completion(String)
    }

    private(set) var entries: [Entry] = []
    private var observers: [NSObjectProtocol] = []
    /// Whether each notification arrived on the main queue.
    private(set) var allOnMainQueue = true
    /// Called with each notification once it is logged, inside this log's observer: a test that
    /// must see a notification before a call made in reaction to it (which `NotificationCenter`'s
    /// order of observers does not promise) reacts here.
    var onNotification: ((_ name: Notification.Name, _ status: String?) -> Void)?

    /// A log of the notifications posted with `object` (`nil`: every HUD's).
    init(object: AnyObject? = nil) {
        let names: [(Notification.Name, @Sendable (String?) -> Entry)] = [
            (HUD.willAppearNotification, Entry.willAppear),
            (HUD.didAppearNotification, Entry.didAppear),
            (HUD.willDisappearNotification, Entry.willDisappear),
            (HUD.didDisappearNotification, Entry.didDisappear),
        ]
        for (name, make) in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] note in
                let status = note.userInfo?[HUD.statusUserInfoKey] as? String
                let onMain = MainQueue.isCurrent
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.allOnMainQueue = self.allOnMainQueue && onMain
                    self.entries.append(make(status))
                    self.onNotification?(name, status)
                }
            })
        }
    }

    /// A completion that logs `name` when it runs.
    func completion(_ name: String) -> @MainActor @Sendable () -> Void {
        { [weak self] in self?.entries.append(.completion(name)) }
    }

    func clear() { entries.removeAll() }

    isolated deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
}
