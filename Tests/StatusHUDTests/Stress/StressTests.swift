import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    /// The real static API from many threads at once, on the real main queue and clock.
    ///
    /// Nested in ``SharedHUDTests`` (serialized) because it installs its own engine behind `HUD`.
    /// Swift Testing runs the main actor on a worker thread, so nothing here blocks the main actor:
    /// the test awaits the threads and the completions.
    @Suite("Stress") @MainActor
    struct StressTests {
        nonisolated static let threadCount = 8
        nonisolated static let callsPerThread = 10_000

        /// 8 threads × 10,000 random calls through `HUD.…`, then a final dismiss: no crash, and every
        /// completion registered runs exactly once, each thread's in the order it registered them.
        @Test("8 threads × 10,000 random calls, then a dismiss: no crash, no lost completion")
        func eightThreadsOfRandomCalls() async throws {
            let outcome = await Self.stress()
            #expect(outcome.finalCompletionRan, "the final dismiss completion did not run within 60 s; \(outcome.summary)")
            #expect(outcome.ledger.registeredCount > 0, "\(outcome.summary)")
            #expect(outcome.ledger.problems.isEmpty, "\(outcome.ledger.problems.prefix(10)); \(outcome.summary)")
            let lost = outcome.ledger.lost
            #expect(lost.isEmpty, "completions that never ran: \(lost.prefix(10)) (of \(lost.count)); \(outcome.summary)")
            #expect(outcome.engine.phase == .hidden)
            #expect(outcome.engine.activityCount == 0)
            #expect(outcome.engine.content == nil)
        }

        /// The stress test's ledger notices lost completions: with a seeded delivery bug (a
        /// completion dropped when a show interrupts the fade-out) the same run loses some.
        @Test("the stress test notices a completion the engine drops")
        func stressNoticesALostCompletion() async throws {
            let outcome = await Self.stress(seededBug: .dropsCompletionAfterWillAppear)
            #expect(outcome.finalCompletionRan, "\(outcome.summary)")
            #expect(!outcome.ledger.lost.isEmpty, "no completion was lost with the seeded bug on; \(outcome.summary)")
        }

        /// Tiny timings, so that the HUD's timers fire between hops: no grace and a fade-out to
        /// interrupt; grace and minimum display time; minimum display time and no fades.
        private static let configurations: [HUD.Configuration] = {
            var quick = HUD.Configuration()
            quick.fadeInDuration = 0
            quick.fadeOutDuration = 0.002
            quick.minimumResultDuration = 0
            quick.maximumResultDuration = 0.002
            var graceful = quick
            graceful.fadeInDuration = 0.001
            graceful.fadeOutDuration = 0.001
            graceful.graceDuration = 0.000_5
            graceful.minimumDisplayDuration = 0.001
            var lingering = quick
            lingering.fadeOutDuration = 0
            lingering.minimumDisplayDuration = 0.002
            return [quick, graceful, lingering]
        }()

        private struct Outcome {
            let ledger: CompletionLedger
            let finalCompletionRan: Bool
            let engine: Engine
            /// The run's figures and base seed, for a failure's message.
            let summary: String
        }

        /// Installs an engine on the live clock with a headless presenter and tiny durations, makes
        /// the random calls from 8 threads, then dismisses from the main actor and awaits that
        /// dismissal's completion (which runs after every earlier one).
        private static func stress(seededBug: SeededBug? = nil) async -> Outcome {
            let saved = HUD.engine
            defer { HUD.engine = saved }
            let scheduler = DispatchScheduler()
            let engine = Engine(scheduler: scheduler, presenter: HeadlessPresenter(scheduler: scheduler),
                                delivery: seededBug.map(FaultyDelivery.init) ?? LiveDelivery())
            engine.configuration = configurations[0]
            HUD.engine = engine

            let base = UInt64.random(in: .min ... .max)
            let ledger = CompletionLedger(threads: threadCount)
            let hopsBefore = HUD.calls.hopCount
            let start = DispatchTime.now().uptimeNanoseconds
            // Meanwhile the main actor switches between timing configurations every few
            // milliseconds, so grace, minimum display time and fades all come into play.
            let switching = Task { @MainActor in
                var index = 0
                while !Task.isCancelled {
                    index += 1
                    HUD.configuration = configurations[index % configurations.count]
                    try? await Task.sleep(nanoseconds: 3_000_000)
                }
            }
            await onThreads(threadCount) { thread in
                var rng = SeededGenerator(seed: base &+ UInt64(thread))
                // Blocks of 500 calls, each either a flood or a trickle with short pauses after each
                // call (pacing, not synchronisation): calls then also arrive between hops, and the
                // HUD's timers fire in between, instead of everything landing in a few huge hops.
                var trickles = false
                for call in 0..<callsPerThread {
                    if call % 500 == 0 { trickles = Bool.random(using: &rng) }
                    randomCall(thread: thread, ledger: ledger, using: &rng)
                    if trickles { usleep(UInt32.random(in: 0...100, using: &rng)) }
                }
            }
            let callsDone = DispatchTime.now().uptimeNanoseconds
            switching.cancel()
            await switching.value
            let finalCompletionRan = await awaitCompletion(timeout: 60) { completion in
                HUD.dismiss(completion: completion)         // on the main queue: after every call above
            }
            let end = DispatchTime.now().uptimeNanoseconds
            // Said only by a failing expectation (a passing run prints nothing).
            let summary = "stress\(seededBug.map { " with seeded bug \($0)" } ?? ""): \(threadCount) threads × \(callsPerThread) "
                + "calls in \(String(format: "%.2f", Double(callsDone - start) / 1e9)) s, all applied and dismissed after "
                + "\(String(format: "%.2f", Double(end - start) / 1e9)) s; \(ledger.registeredCount) completions, "
                + "\(ledger.lost.count) lost, \(HUD.calls.hopCount - hopsBefore) hops; base seed \(String(base, radix: 16))"
            return Outcome(ledger: ledger, finalCompletionRan: finalCompletionRan, engine: engine, summary: summary)
        }

        // MARK: Random calls

        private nonisolated static func randomCall(
            thread: Int, ledger: CompletionLedger, using rng: inout SeededGenerator
        ) {
            let statuses: [String?] = [nil, "", "Working", "👨‍👩‍👧‍👦 \(thread)", "مرحبا", "上传中…", ModelStatus.longText]
            let status = statuses.randomElement(using: &rng)!
            let delays: [TimeInterval] = [0, 0.000_1, 0.001, 0.003, -1, .nan, .infinity]
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<10: HUD.show()
            case 10..<20: HUD.show(status: status)
            case 20..<40:
                let progress = [0, 0.3, 1, -2, 7, .nan, .infinity].randomElement(using: &rng)!
                HUD.showProgress(progress, status: status)
            case 40..<44: HUD.showSuccess(status: status)
            case 44..<47: HUD.showError(status: status)
            case 47..<49: HUD.showInfo(status: status)
            case 49..<51: HUD.showImage(TestImage.make(), status: status)
            case 51..<60: HUD.setStatus(status)
            case 60..<66: HUD.dismiss()
            case 66..<70: HUD.dismiss(withDelay: delays.randomElement(using: &rng)!)
            case 70..<78: HUD.dismiss(completion: ledger.register(thread: thread))
            case 78..<86: HUD.dismiss(withDelay: delays.randomElement(using: &rng)!, completion: ledger.register(thread: thread))
            default: HUD.popActivity()
            }
        }

        // MARK: Helpers

        /// Runs `work` on `count` new threads that start together, and returns when all are done.
        nonisolated static func onThreads(_ count: Int, _ work: @escaping @Sendable (Int) -> Void) async {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                let group = DispatchGroup()
                let gate = DispatchSemaphore(value: 0)
                for thread in 0..<count {
                    group.enter()
                    Thread.detachNewThread {
                        gate.wait()
                        work(thread)
                        group.leave()
                    }
                }
                for _ in 0..<count { gate.signal() }
                group.notify(queue: .global()) { done.resume() }
            }
        }

        /// Calls `register` with a completion and waits until it runs, or `timeout` seconds pass;
        /// true when it ran.
        static func awaitCompletion(
            timeout: TimeInterval,
            _ register: (@escaping @MainActor @Sendable () -> Void) -> Void
        ) async -> Bool {
            await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
                let resumed = Locked(false)
                let resumeOnce: @Sendable (Bool) -> Void = { ran in
                    let first = resumed.withLock { wasResumed in
                        defer { wasResumed = true }
                        return !wasResumed
                    }
                    if first { done.resume(returning: ran) }
                }
                register { resumeOnce(true) }
                DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { resumeOnce(false) }
            }
        }
    }
}
