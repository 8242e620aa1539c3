import Foundation

/// A mutual-exclusion lock around a value: `NSLock` works on every deployment target
/// (`Synchronization.Mutex` needs iOS 18).
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    /// Unchecked by the runtime's exclusivity checks: the lock makes every access exclusive.
    @exclusivity(unchecked) private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// Runs `body` with exclusive access to the value if the lock is free now; returns `nil`
    /// without waiting (and without running `body`) if it is held, by any thread, this one too.
    package func withLockIfAvailable<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result? {
        guard lock.try() else { return nil }
        defer { lock.unlock() }
        return try body(&value)
    }
}
