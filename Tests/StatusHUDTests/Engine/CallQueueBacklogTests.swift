import Dispatch
import Foundation
import Testing
@testable import StatusHUDModel
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// Counts what a call queue does, from any thread.
private final class BacklogLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var pauses = 0
    private var applied: [String?] = []
    func paused() { lock.lock(); pauses += 1; lock.unlock() }
    @MainActor func apply(_ call: Call) {
        switch call {
        case .setStatus(let status): lock.lock(); applied.append(status); lock.unlock()
        case .perform(let body): body()
        default: break
        }
    }
    var counts: (pauses: Int, applied: [String?]) { lock.lock(); defer { lock.unlock() }; return (pauses, applied) }
}

@Suite("Call queue's backlog")
struct CallQueueBacklogTests {
    /// Submits `count` status changes from a thread that is not the main one, then waits until the
    /// main queue has applied them all.
    private func flood(_ count: Int, limit: Int) async -> (pauses: Int, applied: [String?]) {
        let ledger = BacklogLedger()
        let queue = CallQueue(apply: { ledger.apply($0) }, backlogLimit: limit, pause: { ledger.paused() })
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                for index in 0..<count { queue.submit(.setStatus("\(index)")) }
                queue.afterPendingCalls { done.resume() }
            }
        }
        return ledger.counts
    }

    @Test("a thread that adds to a backlog over the limit pauses, and nothing is lost or reordered")
    func aLongBacklogSlowsTheThreadThatAddsToIt() async {
        let (pauses, applied) = await flood(2_000, limit: 8)
        #expect(pauses > 0)
        #expect(applied == (0..<2_000).map { "\($0)" })
    }

    @Test("a backlog within the limit never pauses anyone")
    func aShortBacklogNeverPauses() async {
        let (pauses, applied) = await flood(200, limit: 10_000)
        #expect(pauses == 0)
        #expect(applied.count == 200)
    }
}
