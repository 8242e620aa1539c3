import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    /// The engine against an independent reference model, over many random sequences of calls, clock
    /// advances and presenter reports (see ``ReferenceModel`` and ``ModelRun``).
    ///
    /// Each test is synchronous on the main actor, so nothing else on the main actor (other tests'
    /// engines and notifications) runs in between; it uses its own engine, not `HUD.engine`. It sits in
    /// ``SharedHUDTests`` all the same: its engine posts real notifications, which an async test of
    /// the shared HUD, suspended meanwhile, would otherwise receive.
    ///
    /// Every run checks the same fixed base seeds (``fixedBaseSeeds``), so a green run always proves
    /// at least the same thing, and then a fresh random base seed, which a failure names so that it
    /// can be replayed; a passing run prints nothing.
    ///
    /// Environment: `STATUSHUD_MODEL_SEED=<hex>` replays one sequence; `STATUSHUD_MODEL_BASE_SEED=<hex>`
    /// runs only that base seed; `STATUSHUD_MODEL_SEQUENCES=<n>` changes how many sequences that base
    /// seed runs (10,000 by default).
    @MainActor
    @Suite("Model-based")
    struct ModelBasedTests {
        static let defaultSequenceCount = 10_000
        /// The base seeds every run checks, ``sequencesPerFixedSeed`` sequences each.
        static let fixedBaseSeeds: [UInt64] = [
            0x5EED, 0xC0FFEE, 0xBADC0DE, 0x1D1E, 0xF00D_CAFE, 0x7A11, 0xA5A5_5A5A, 0x0DDBA11,
        ]
        static let sequencesPerFixedSeed = 1_000
        /// Sequences from the fresh base seed, after the fixed ones.
        static let freshSequenceCount = 2_000

        @Test("the engine agrees with the reference model on random sequences")
        func engineAgreesWithModel() {
            let environment = ProcessInfo.processInfo.environment
            let log = EventLog()
            var statistics = ModelChecker.Statistics()
            if let text = environment["STATUSHUD_MODEL_SEED"], let seed = UInt64(text, radix: 16) {
                if let report = ModelChecker.check(seed: seed, log: log, statistics: &statistics) {
                    Issue.record(Comment(rawValue: "\(report)"))
                }
                return
            }
            let runs: [(base: UInt64, count: Int, kind: String)]
            let givenBase = environment["STATUSHUD_MODEL_BASE_SEED"].flatMap { UInt64($0, radix: 16) }
            if let base = givenBase {
                let count = environment["STATUSHUD_MODEL_SEQUENCES"].flatMap { Int($0) } ?? Self.defaultSequenceCount
                runs = [(base, count, "given")]
            } else {
                runs = Self.fixedBaseSeeds.map { ($0, Self.sequencesPerFixedSeed, "fixed") }
                    + [(UInt64.random(in: .min ... .max), Self.freshSequenceCount, "fresh")]
            }
            for run in runs {
                for index in 0..<run.count {
                    let seed = ModelChecker.seed(base: run.base, index: index)
                    guard let report = ModelChecker.check(seed: seed, log: log, statistics: &statistics) else { continue }
                    Issue.record(Comment(rawValue: """
                        Sequence \(index) of \(run.kind) base seed \(String(run.base, radix: 16)) \
                        (STATUSHUD_MODEL_BASE_SEED=\(String(run.base, radix: 16)) replays the run):
                        \(report)
                        """))
                    return
                }
            }
            let count = statistics.sequences
            let bases = runs.map { String($0.base, radix: 16) }.joined(separator: ", ")
            if givenBase == nil {
                // Every fixed base seed ran in full, not only the fresh one.
                #expect(Self.fixedBaseSeeds.count >= 8)
                #expect(count == Self.fixedBaseSeeds.count * Self.sequencesPerFixedSeed + Self.freshSequenceCount)
            }
            // The generator must keep reaching every situation the model knows (a generator that
            // stopped exploring would let the test pass without testing much). Silent when it does:
            // a passing run prints nothing.
            if count >= Self.defaultSequenceCount {
                for situation in ReferenceModel.Situation.allCases {
                    #expect(statistics.coverage[situation, default: 0] >= 100, """
                        rarely reached: \(situation) in \(count) sequences, \(statistics.actions) actions, \
                        base seeds \(bases); coverage: \(statistics.coverageDescription)
                        """)
                }
            }
        }

        /// The checker has teeth: with a seeded delivery bug it finds a failing sequence, and the shrunk
        /// sequence passes without the bug. It must find it twice: with every check, and again with
        /// only what the HUD shows and delivers compared (no timer counts), so the bug is caught by
        /// its visible effect too, not only by engine bookkeeping.
        @Test("a seeded delivery bug makes the model-based test fail", arguments: SeededBug.allCases)
        func seededBugIsFound(_ bug: SeededBug) throws {
            let log = EventLog()
            for checksTimers in [true, false] {
                var statistics = ModelChecker.Statistics()
                let base: UInt64 = 0x5EED
                var found: ModelChecker.Report?
                for index in 0..<Self.defaultSequenceCount where found == nil {
                    let seed = ModelChecker.seed(base: base, index: index)
                    guard let report = ModelChecker.check(
                        seed: seed, seededBug: bug, checksTimers: checksTimers, log: log, statistics: &statistics
                    ) else { continue }
                    found = report   // what it found is said only if the checks below fail
                }
                guard let report = found else {
                    Issue.record("seeded bug \(bug) was not found in \(Self.defaultSequenceCount) sequences")
                    continue
                }
                // The shrunk sequence passes on the correct engine: the failure is the bug's doing.
                let clean = ModelRun.run(report.shrunk, configuration: report.configuration, log: log)
                #expect(clean.failure == nil, """
                    the shrunk sequence fails without the seeded bug too: \(String(describing: clean.failure))
                    seeded bug \(bug)\(checksTimers ? "" : " (timer counts not checked)") was found by:
                    \(report)
                    """)
            }
        }

        /// Two HUDs, one action of each in turn: each agrees with its own model, sees only its own
        /// notifications and runs only its own completions, as if the other did not exist.
        @Test("two HUDs driven in turn each agree with their own model")
        func twoHUDsInterleavedDoNotInterfere() {
            let huds = (Self.hud(), Self.hud())
            let logs = (EventLog(object: huds.0), EventLog(object: huds.1))
            let base = UInt64.random(in: .min ... .max)
            var actions = 0
            for index in 0..<1_000 {
                let first = ModelChecker.sequence(seed: ModelChecker.seed(base: base, index: 2 * index))
                let second = ModelChecker.sequence(seed: ModelChecker.seed(base: base, index: 2 * index + 1))
                let runs = ModelRun.runInterleaved((first.1, first.0), (second.1, second.0), huds: huds, logs: logs)
                actions += runs.0.performed.count + runs.1.performed.count
                for (which, run) in [("first", runs.0), ("second", runs.1)] {
                    guard let failure = run.failure else { continue }
                    Issue.record("pair \(index) of base seed \(String(base, radix: 16)), the \(which) HUD: \(failure)")
                    return
                }
            }
            #expect(actions > 0, "model-based, two HUDs in turn: 1000 pairs, no action, base seed \(String(base, radix: 16))")
        }

        /// The interleaved run has teeth: two HUDs that post as one (both with no object, as the
        /// shared HUD does) hear each other's notifications, and the checks say so.
        @Test("two HUDs that post as one are caught")
        func twoHUDsPostingAsOneAreCaught() {
            let huds = (Self.hud(), Self.hud())
            let shared = EventLog()       // both logs hear every HUD: what a mix-up of senders does
            let other = EventLog()
            var failures = 0
            for index in 0..<200 {
                let first = ModelChecker.sequence(seed: ModelChecker.seed(base: 0x7A1, index: 2 * index))
                let second = ModelChecker.sequence(seed: ModelChecker.seed(base: 0x7A1, index: 2 * index + 1))
                let runs = ModelRun.runInterleaved((first.1, first.0), (second.1, second.0), huds: huds, logs: (shared, other))
                if runs.0.failure != nil || runs.1.failure != nil { failures += 1 }
            }
            #expect(failures > 0, "200 pairs, every one passed though each log heard both HUDs")
        }

        static func hud() -> HUD.Instance {
            HUD.Instance(postsAsItself: true) { sender in
                Engine(scheduler: VirtualScheduler(), delivery: LiveDelivery(sender: sender))
            }
        }
    }
}
