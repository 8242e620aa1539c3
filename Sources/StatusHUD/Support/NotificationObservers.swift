import Foundation

/// Notification observers, removed when this is released.
final class NotificationObservers {
    // Set once in init, read only in deinit: nothing races on them.
    private nonisolated(unsafe) let tokens: [NSObjectProtocol]

    init(_ tokens: [NSObjectProtocol]) {
        self.tokens = tokens
    }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}
