import Foundation

/// A smoke run's report: one line per check, `PASS` or `FAIL`, its name and the values it read,
/// then a summary; the exit status is 1 when any check failed.
///
/// The smoke programs (`Smoke/macOS`, `Smoke/iOS`) run the library's AppKit and UIKit code on a Mac
/// or a simulator and read back what AppKit and UIKit answer; every check goes through here, so
/// that the first run's log says at once what holds and what does not.
///
/// ```swift
/// let report = SmokeReport()
/// report.check("shared.panel-is-child", panel.parent === window, "parent=\(panel.parent?.title ?? "nil")")
/// report.check(SmokeExpectation.centred(frame, in: area, name: "shared.centred"))
/// exit(report.finish())
/// ```
@MainActor
public final class SmokeReport {
    /// Every line written so far, in order.
    public private(set) var lines: [String] = []
    /// How many checks passed and failed.
    public private(set) var passed = 0
    public private(set) var failed = 0
    private let write: (String) -> Void

    /// A report that writes each line as it comes (by default to standard output, flushed, so a
    /// run killed by its time limit still shows every check that ran).
    public init(write: @escaping (String) -> Void = SmokeReport.standardOutput) {
        self.write = write
    }

    /// Writes a line to standard output at once (unbuffered, in order with a crash's last words).
    public nonisolated static func standardOutput(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Records one check: `PASS name  values` or `FAIL name  values`. `knownFailure` says why a
    /// failure is expected on today's code (a bug found by reading, not yet fixed), so the line
    /// tells a known failure from a new one; it still counts as a failure.
    public func check(_ name: String, _ holds: Bool, _ values: String, knownFailure: String? = nil) {
        if holds { passed += 1 } else { failed += 1 }
        var line = "\(holds ? "PASS" : "FAIL") \(name)  \(values)"
        if !holds, let knownFailure { line += "  [expected to fail: \(knownFailure)]" }
        emit(line)
    }

    /// Records a check whose rule and comparison `SmokeExpectation` made.
    public func check(_ expectation: SmokeExpectation, knownFailure: String? = nil) {
        check(expectation.name, expectation.holds, expectation.values, knownFailure: knownFailure)
    }

    /// A heading for the scenario that follows (`== name`), which no check counts.
    public func scenario(_ name: String) {
        emit("== \(name)")
    }

    /// A note within a scenario (`-- text`): what was set up, or why a check could not run.
    public func note(_ text: String) {
        emit("-- \(text)")
    }

    /// Writes the summary and returns the exit status: 0 when every check passed (and at least one
    /// ran: a run that checked nothing proves nothing), else 1.
    public func finish() -> Int32 {
        let status: Int32 = failed == 0 && passed > 0 ? 0 : 1
        emit("\(status == 0 ? "PASSED" : "FAILED"): \(passed) passed, \(failed) failed")
        return status
    }

    private func emit(_ line: String) {
        lines.append(line)
        write(line)
    }
}
