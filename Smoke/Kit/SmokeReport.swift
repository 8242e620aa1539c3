import Foundation

/// A smoke run's report: one line per check, its verdict, its name and the values it read, then
/// a summary; the exit status is 1 when any check failed.
///
/// The smoke programs (`Smoke/macOS`, `Smoke/iOS`) run the library's AppKit and UIKit code on a Mac
/// or a simulator and read back what AppKit and UIKit answer; every check goes through here, so
/// that the first run's log says at once what holds and what does not. The verdicts:
///
/// - `PASS`, `FAIL`: the check held, or not.
/// - `XFAIL`: a check of a bug found by reading and not yet fixed failed, as expected; its line
///   says which bug. It does not fail the run, so a new failure stands out from the known ones.
/// - `XPASS`: such a check held: the bug is gone (or the check is wrong), and the run fails until
///   the mark is taken off.
/// - `SKIP`: the check could not be made here (no software keyboard, an app that could not be made
///   inactive); it says why, and does not count.
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
    /// How many checks passed, failed (`FAIL` and `XPASS`), failed as expected, and were skipped.
    public private(set) var passed = 0
    public private(set) var failed = 0
    public private(set) var expectedFailures = 0
    public private(set) var skipped = 0
    private let write: (String) -> Void

    /// A report that writes each line as it comes (by default to standard output, unbuffered, so
    /// a run killed by its time limit still shows every check that ran).
    public init(write: @escaping (String) -> Void = SmokeReport.standardOutput) {
        self.write = write
    }

    /// Writes a line to standard output at once (unbuffered, in order with a crash's last words).
    public nonisolated static func standardOutput(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Records one check: `PASS name  values` or `FAIL name  values`. `knownFailure` names a bug
    /// found by reading and not yet fixed that makes the check fail on today's code: then a failure
    /// is `XFAIL` and a pass is `XPASS`, which fails the run until the mark is taken off.
    public func check(_ name: String, _ holds: Bool, _ values: String, knownFailure: String? = nil) {
        let verdict: String
        switch (holds, knownFailure) {
        case (true, nil): verdict = "PASS"; passed += 1
        case (false, nil): verdict = "FAIL"; failed += 1
        case (false, _?): verdict = "XFAIL"; expectedFailures += 1
        case (true, _?): verdict = "XPASS"; failed += 1
        }
        var line = "\(verdict) \(name)  \(values)"
        if let knownFailure { line += "  [known: \(knownFailure)]" }
        emit(line)
    }

    /// Records a check whose rule and comparison `SmokeExpectation` made.
    public func check(_ expectation: SmokeExpectation, knownFailure: String? = nil) {
        check(expectation.name, expectation.holds, expectation.values, knownFailure: knownFailure)
    }

    /// Records a check that could not be made here, and why (`SKIP name  reason`).
    public func skip(_ name: String, _ reason: String) {
        skipped += 1
        emit("SKIP \(name)  \(reason)")
    }

    /// A heading for the scenario that follows (`== name`), which no check counts.
    public func scenario(_ name: String) {
        emit("== \(name)")
    }

    /// A note within a scenario (`-- text`): what was set up, or what it read on the way.
    public func note(_ text: String) {
        emit("-- \(text)")
    }

    /// Writes the summary and returns the exit status: 0 when no check failed (an `XFAIL` is no
    /// failure, an `XPASS` is) and at least one passed (a run that checked nothing proves
    /// nothing), else 1.
    public func finish() -> Int32 {
        let status: Int32 = failed == 0 && passed > 0 ? 0 : 1
        emit("\(status == 0 ? "PASSED" : "FAILED"): \(passed) passed, \(failed) failed, "
             + "\(expectedFailures) failed as expected, \(skipped) skipped")
        return status
    }

    private func emit(_ line: String) {
        lines.append(line)
        write(line)
    }
}
