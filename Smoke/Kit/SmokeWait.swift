import Foundation

/// Waiting in a smoke run: the run loop goes on (AppKit's and UIKit's events, animations, the main
/// queue), and the check reads the state when the condition holds or the time is up. (Seconds, not
/// `Duration`: that and `Clock` need macOS 13 and iOS 16, and the programs run on the library's
/// deployment targets.)
///
/// ```swift
/// let shown = await SmokeWait.until(timeout: 2) { panel.isVisible }
/// report.check("shared.visible", shown, "isVisible=\(panel.isVisible)")
/// ```
public enum SmokeWait {
    /// A clock for waiting: what time it is, and how to let time pass; the run's is the system's
    /// uptime and `Task.sleep`, a test's is virtual.
    public struct Clock: Sendable {
        public var now: @Sendable () -> Double
        public var sleep: @Sendable (_ seconds: Double) async -> Void

        public init(now: @escaping @Sendable () -> Double, sleep: @escaping @Sendable (_ seconds: Double) async -> Void) {
            self.now = now
            self.sleep = sleep
        }

        /// The system's uptime and `Task.sleep`.
        public static let system = Clock(
            now: { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 },
            sleep: { seconds in try? await Task.sleep(nanoseconds: nanoseconds(seconds)) })
    }

    /// Polls `condition` every `poll` seconds until it holds (true) or `timeout` seconds have passed
    /// (false, after a last look). The sleeps are the main actor's awaits, so the run loop driving
    /// it keeps turning between looks. A timeout that is not a finite positive number gives one look.
    @MainActor
    public static func until(timeout: Double, poll: Double = 0.02, clock: Clock = .system,
                             _ condition: @MainActor () -> Bool) async -> Bool {
        let deadline = clock.now() + (timeout.isFinite ? max(timeout, 0) : 0)
        while clock.now() < deadline {
            if condition() { return true }
            await clock.sleep(poll)
        }
        return condition()
    }

    /// Lets the run loop turn for `seconds` (an animation to end, a notification to arrive).
    @MainActor
    public static func pause(_ seconds: Double, clock: Clock = .system) async {
        await clock.sleep(seconds)
    }

    static func nanoseconds(_ seconds: Double) -> UInt64 {
        seconds.isFinite && seconds > 0 ? UInt64(min(seconds, 3600) * 1_000_000_000) : 0
    }
}
