#if canImport(Darwin)
import os
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A mutual-exclusion lock around a value: `os_unfair_lock` on Apple platforms, a `pthread_mutex_t`
/// elsewhere, each at an address of its own that never moves (`Synchronization.Mutex` needs iOS 18;
/// `NSLock`, used before, adds a class's dynamic dispatch to every lock and unlock, and an
/// Objective-C message on Apple platforms). The call queue takes it on every call of the HUD.
package final class Locked<Value>: @unchecked Sendable {
    #if canImport(Darwin)
    @usableFromInline typealias Primitive = os_unfair_lock
    #else
    @usableFromInline typealias Primitive = pthread_mutex_t
    #endif

    @usableFromInline let primitive: UnsafeMutablePointer<Primitive>
    /// Unchecked by the runtime's exclusivity checks: the lock makes every access exclusive.
    @usableFromInline @exclusivity(unchecked) var value: Value

    package init(_ value: Value) {
        primitive = .allocate(capacity: 1)
        #if canImport(Darwin)
        primitive.initialize(to: os_unfair_lock())
        #else
        primitive.initialize(to: pthread_mutex_t())
        pthread_mutex_init(primitive, nil)
        #endif
        self.value = value
    }

    deinit {
        #if !canImport(Darwin)
        pthread_mutex_destroy(primitive)
        #endif
        primitive.deinitialize(count: 1)
        primitive.deallocate()
    }

    /// Runs `body` with exclusive access to the value. Inlinable, so that it is specialized for
    /// each caller's value and result rather than run generically.
    @inlinable
    package func withLock<Returned>(_ body: (inout Value) throws -> Returned) rethrows -> Returned {
        lock()
        defer { unlock() }
        return try body(&value)
    }

    /// Runs `body` with exclusive access to the value if the lock is free now; returns `nil`
    /// without waiting (and without running `body`) if it is held, by any thread, this one too.
    @inlinable
    package func withLockIfAvailable<Returned>(_ body: (inout Value) throws -> Returned) rethrows -> Returned? {
        guard tryLock() else { return nil }
        defer { unlock() }
        return try body(&value)
    }

    @usableFromInline func lock() {
        #if canImport(Darwin)
        os_unfair_lock_lock(primitive)
        #else
        pthread_mutex_lock(primitive)
        #endif
    }

    @usableFromInline func tryLock() -> Bool {
        #if canImport(Darwin)
        os_unfair_lock_trylock(primitive)
        #else
        pthread_mutex_trylock(primitive) == 0
        #endif
    }

    @usableFromInline func unlock() {
        #if canImport(Darwin)
        os_unfair_lock_unlock(primitive)
        #else
        pthread_mutex_unlock(primitive)
        #endif
    }
}
