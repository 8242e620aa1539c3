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
    /// Polls `condition` every `poll` seconds until it holds (true) or `timeout` seconds have passed
    /// (false, after a last look). The sleeps are the main actor's awaits, so the run loop driving
    /// it keeps turning between looks.
    @MainActor
    public static func until(timeout: Double, poll: Double = 0.02, _ condition: @MainActor () -> Bool) async -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + nanoseconds(timeout)
        while DispatchTime.now().uptimeNanoseconds < deadline {
            if condition() { return true }
            try? await Task.sleep(nanoseconds: nanoseconds(poll))
        }
        return condition()
    }

    /// Lets the run loop turn for `seconds` (an animation to end, a notification to arrive).
    @MainActor
    public static func pause(_ seconds: Double) async {
        try? await Task.sleep(nanoseconds: nanoseconds(seconds))
    }

    private static func nanoseconds(_ seconds: Double) -> UInt64 {
        seconds.isFinite && seconds > 0 ? UInt64(min(seconds, 3600) * 1_000_000_000) : 0
    }
}
