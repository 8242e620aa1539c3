#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// Calls a function after each turn of the main run loop, before it waits, in every mode, until it
/// is let go of: for what AppKit changes without a notification (`HUD.AppKitPresenter`'s sheet
/// among its window's sheets).
final class RunLoopWatch {
    private let observer: CFRunLoopObserver

    /// Watches the main run loop, calling `turned` on the main actor after each turn.
    @MainActor
    init(_ turned: @escaping @MainActor () -> Void) {
        observer = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue,
                                                      true, 0) { _, _ in
            MainActor.assumeIsolated { turned() }
        }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
    }

    /// Taken off the run loop (which would keep it) when let go of; invalidating is safe from any thread.
    deinit {
        CFRunLoopObserverInvalidate(observer)
    }
}
#endif
