import Dispatch
#if !canImport(Darwin) && canImport(CDispatch)
import CDispatch
#endif

/// Knows whether code runs on the main queue, which is what the main actor runs on.
///
/// `Thread.isMainThread` is not the right test: under Swift Testing, and in any program whose
/// main thread sits in `dispatchMain()`, the main queue is drained by a worker thread. A queue-specific
/// key set on `DispatchQueue.main` is true exactly when the main queue is running the code.
///
/// Every call of the HUD asks, so the question is asked of libdispatch directly: the generic
/// `DispatchQueue.getSpecific(key:)` retains the key, looks up type metadata and boxes an optional
/// (callgrind: 280 instructions of an update's 3,600; the C call alone, 85). Both Dispatch overlays
/// (Apple's and swift-corelibs-libdispatch) pass a key's address to the C functions as its key;
/// ``usesKeyAddress`` checks that once, on a queue of its own, and the generic call is used if it
/// does not hold.
package enum MainQueue {
    /// A key, set once on a queue and never changed: only its identity is used, so sharing it
    /// between threads is safe. Linux's Dispatch marks `DispatchSpecificKey` `Sendable` and the
    /// iOS 17.4 SDK does not; this box compiles without warnings in both.
    private final class Key: @unchecked Sendable {
        let key = DispatchSpecificKey<UInt8>()
        /// The key as the C functions see it.
        var address: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(key).toOpaque()) }
    }

    /// The main queue's key.
    private static let key: Key = {
        let key = Key()
        DispatchQueue.main.setSpecific(key: key.key, value: 1)
        return key
    }()

    /// The main queue's key as the C functions see it, if they answer for it by its address;
    /// never changed once made, so sharing it between threads is safe.
    nonisolated(unsafe) private static let keyAddress: UnsafeRawPointer? = usesKeyAddress ? key.address : nil

    /// Whether a key set with `setSpecific(key:value:)` is found by the C call at its address, and
    /// only where it is set: tried on a queue of its own.
    private static var usesKeyAddress: Bool {
        let probe = Key()
        let queue = DispatchQueue(label: "StatusHUD.MainQueue.probe")
        queue.setSpecific(key: probe.key, value: 1)
        let inside = queue.sync { specific(at: probe.address) != nil && DispatchQueue.getSpecific(key: probe.key) == 1 }
        return inside && specific(at: probe.address) == nil
    }

    /// libdispatch's `dispatch_get_specific`: on Apple platforms with two leading underscores (the
    /// overlay's method refines it), elsewhere from the C module under the overlay (the overlay
    /// marks its own import of the name unavailable); `nil` where neither exists, so that
    /// ``usesKeyAddress`` is false there.
    private static func specific(at key: UnsafeRawPointer) -> UnsafeMutableRawPointer? {
        #if canImport(Darwin)
        __dispatch_get_specific(key)
        #elseif canImport(CDispatch)
        CDispatch.dispatch_get_specific(key)
        #else
        nil
        #endif
    }

    /// True while the main queue (and so the main actor) is running the caller.
    package static var isCurrent: Bool {
        if let keyAddress { return specific(at: keyAddress) != nil }
        return DispatchQueue.getSpecific(key: key.key) == 1
    }
}
