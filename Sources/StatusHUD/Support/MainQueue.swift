import Dispatch

/// Knows whether code runs on the main queue, which is what the main actor runs on.
///
/// `Thread.isMainThread` is not the right test: under Swift Testing, and in any program whose
/// main thread sits in `dispatchMain()`, the main queue is drained by a worker thread. A queue-specific
/// key set on `DispatchQueue.main` is true exactly when the main queue is running the code.
enum MainQueue {
    private static let key: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// True while the main queue (and so the main actor) is running the caller.
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) == 1
    }
}
