import Foundation

/// Notification observers, removed from their centre (the default one unless said) when this is
/// released.
package final class NotificationObservers {
    // Set once in init, read only in deinit: nothing races on them.
    private nonisolated(unsafe) let tokens: [NSObjectProtocol]
    private let center: NotificationCenter

    package init(_ tokens: [NSObjectProtocol], center: NotificationCenter = .default) {
        self.tokens = tokens
        self.center = center
    }

    deinit {
        for token in tokens { center.removeObserver(token) }
    }
}
