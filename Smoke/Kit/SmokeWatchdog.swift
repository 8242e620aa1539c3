import Foundation

/// Ends a smoke run that hangs: after its time, from a global queue (so it fires even when the
/// main thread is stuck in a modal loop or a dead lock, where the report cannot be reached), it
/// writes one `FAIL` line naming the scenario under way and exits with status 1.
///
/// ```swift
/// let watchdog = SmokeWatchdog(check: "mac.watchdog", seconds: 300)
/// watchdog.start()
/// watchdog.scenario = "3 a sheet over a blocking HUD"
/// ```
public final class SmokeWatchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var current = "the launch, before the first scenario"
    private let check: String
    private let seconds: Double
    private let after: @Sendable (Double, @escaping @Sendable () -> Void) -> Void
    private let fire: @Sendable (String) -> Void

    /// A watchdog for the check named `check`, firing `seconds` after `start()`. `after` schedules
    /// (by default on a global queue) and `fire` ends the run (by default: write the line to
    /// standard output, exit 1); tests give their own.
    public init(check: String, seconds: Double,
                after: @escaping @Sendable (Double, @escaping @Sendable () -> Void) -> Void = SmokeWatchdog.globalQueue,
                fire: @escaping @Sendable (String) -> Void = SmokeWatchdog.writeAndExit) {
        self.check = check
        self.seconds = seconds
        self.after = after
        self.fire = fire
    }

    /// The scenario under way, which the line names.
    public var scenario: String {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }

    /// The line the watchdog writes when it fires.
    public var line: String {
        "FAIL \(check)  the run took longer than \(Int(seconds)) s; stuck in \"\(scenario)\""
    }

    /// Starts the countdown.
    public func start() {
        after(seconds) { [self] in fire(line) }
    }

    public static func globalQueue(_ seconds: Double, _ work: @escaping @Sendable () -> Void) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: work)
    }

    public static func writeAndExit(_ line: String) {
        SmokeReport.standardOutput(line)
        exit(1)
    }
}
