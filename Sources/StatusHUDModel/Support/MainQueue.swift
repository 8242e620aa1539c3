import Dispatch

/// Knows whether code runs on the main queue, which is what the main actor runs on.
///
/// `Thread.isMainThread` is not the right test: under Swift Testing, and in any program whose
/// main thread sits in `dispatchMain()`, the main queue is drained by a worker thread. A queue-specific
/// key set on `DispatchQueue.main` is true exactly when the main queue is running the code.
package enum MainQueue {
    /// The key, set once on the main queue and never changed: only its identity is used, so sharing
    /// it between threads is safe. Linux's Dispatch marks `DispatchSpecificKey` `Sendable` and the
    /// iOS 17.4 SDK does not; this box compiles without warnings in both.
    private final class Key: @unchecked Sendable {
        let key = DispatchSpecificKey<UInt8>()
    }

    private static let key: Key = {
        let key = Key()
        DispatchQueue.main.setSpecific(key: key.key, value: 1)
        return key
    }()

    /// True while the main queue (and so the main actor) is running the caller.
    package static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key.key) == 1
    }
}
