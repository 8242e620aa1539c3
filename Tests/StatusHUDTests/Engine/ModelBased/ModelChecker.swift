import Foundation
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// Generates random sequences from seeds, runs them with ``ModelRun``, and on a failure shrinks
/// the sequence and writes a report that replays it.
@MainActor
enum ModelChecker {
    /// A failing sequence, shrunk, ready to print.
    struct Report: CustomStringConvertible {
        let seed: UInt64
        let configuration: ModelConfiguration
        let failure: ModelFailure
        let original: [ModelAction]
        let shrunk: [ModelAction]
        /// The shrunk sequence's own failure and the actions it performed (closing drain included).
        let shrunkFailure: ModelFailure
        let shrunkPerformed: [ModelAction]

        var description: String {
            func listing(_ actions: [ModelAction], failingAt step: Int) -> String {
                actions.enumerated().map { index, action in
                    "  \(index == step ? "→" : " ") \(String(index).leftPadded(3)): \(action)"
                }.joined(separator: "\n")
            }
            return """
                The engine disagrees with the reference model.
                Seed: \(String(seed, radix: 16)) — replay with STATUSHUD_MODEL_SEED=\(String(seed, radix: 16)) swift test --filter ModelBasedTests
                Configuration: \(configuration)
                Shrunk sequence (\(shrunk.count) of \(original.count) actions; the actions after the generated ones are the closing dismiss and drain):
                \(listing(shrunkPerformed, failingAt: shrunkFailure.step))
                  check '\(shrunkFailure.check)' failed after action \(shrunkFailure.step): \(shrunkFailure.message)
                Original sequence:
                \(listing(original, failingAt: failure.step))
                  check '\(failure.check)' failed after action \(failure.step): \(failure.message)
                """
        }
    }

    /// The configuration and actions a seed stands for.
    static func sequence(seed: UInt64) -> (ModelConfiguration, [ModelAction]) {
        var rng = SeededGenerator(seed: seed)
        let configuration = ModelAction.randomConfiguration(using: &rng)
        return (configuration, ModelAction.randomSequence(for: configuration, using: &rng))
    }

    /// What a number of runs did.
    struct Statistics {
        var sequences = 0
        var actions = 0
        var coverage: [ReferenceModel.Situation: Int] = [:]

        var coverageDescription: String {
            ReferenceModel.Situation.allCases.map { "\($0.rawValue) \(coverage[$0] ?? 0)" }.joined(separator: ", ")
        }
    }

    /// Runs the sequence of `seed`; returns a report when a check fails.
    static func check(
        seed: UInt64, seededBug: SeededBug? = nil, checksTimers: Bool = true, log: EventLog,
        statistics: inout Statistics
    ) -> Report? {
        let (configuration, actions) = sequence(seed: seed)
        let run = ModelRun.run(actions, configuration: configuration, seededBug: seededBug, checksTimers: checksTimers, log: log)
        statistics.sequences += 1
        statistics.actions += run.performed.count
        statistics.coverage.merge(run.model.coverage, uniquingKeysWith: +)
        guard let failure = run.failure else { return nil }
        let shrunk = shrink(
            actions, configuration: configuration, seededBug: seededBug, checksTimers: checksTimers, log: log,
            check: failure.check)
        let rerun = ModelRun.run(shrunk, configuration: configuration, seededBug: seededBug, checksTimers: checksTimers, log: log)
        return Report(
            seed: seed, configuration: configuration, failure: failure, original: actions, shrunk: shrunk,
            shrunkFailure: rerun.failure ?? failure, shrunkPerformed: rerun.performed)
    }

    /// Removes chunks, then single actions, as long as the same check still fails.
    static func shrink(
        _ actions: [ModelAction], configuration: ModelConfiguration, seededBug: SeededBug?,
        checksTimers: Bool = true, log: EventLog, check: String
    ) -> [ModelAction] {
        func fails(_ candidate: [ModelAction]) -> Bool {
            let run = ModelRun.run(candidate, configuration: configuration, seededBug: seededBug, checksTimers: checksTimers, log: log)
            return run.failure?.check == check
        }
        var current = actions
        var chunk = max(current.count / 2, 1)
        while true {
            var removedAny = false
            var start = 0
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, current.count))
                if fails(candidate) {
                    current = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk > 1 {
                chunk /= 2
            } else if !removedAny {
                return current
            }
        }
    }

    /// The seed of the `index`-th sequence of a run with `base`.
    static func seed(base: UInt64, index: Int) -> UInt64 {
        var rng = SeededGenerator(seed: base &+ UInt64(index) &* 0x2545_F491_4F6C_DD1D)
        return rng.next()
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(width - count, 0)) + self
    }
}
