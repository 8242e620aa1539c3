import Foundation
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// Completions registered from many threads, and how often each ran.
final class CompletionLedger: Sendable {
    private struct State {
        var registered: [[Int]]           // per thread: ids in registration order
        var runs: [Int: Int] = [:]        // id → times run
        var lastRunPerThread: [Int]
        var problems: [String] = []
        var nextID = 0
    }

    private let state: Locked<State>

    init(threads: Int) {
        state = Locked(State(registered: Array(repeating: [], count: threads),
                             lastRunPerThread: Array(repeating: -1, count: threads)))
    }

    /// A new completion of `thread` that records its run, checking it runs on the main queue, once,
    /// and after the thread's earlier completions.
    func register(thread: Int) -> @MainActor @Sendable () -> Void {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            state.registered[thread].append(state.nextID)
            return state.nextID
        }
        return { [self] in
            let onMainQueue = MainQueue.isCurrent
            state.withLock { state in
                state.runs[id, default: 0] += 1
                if state.runs[id] == 2 { state.problems.append("completion \(id) ran twice") }
                if !onMainQueue { state.problems.append("completion \(id) ran off the main queue") }
                if id < state.lastRunPerThread[thread] {
                    state.problems.append("thread \(thread): completion \(id) ran after \(state.lastRunPerThread[thread])")
                }
                state.lastRunPerThread[thread] = max(id, state.lastRunPerThread[thread])
            }
        }
    }

    var registeredCount: Int { state.withLock { $0.nextID } }
    var problems: [String] { state.withLock { $0.problems } }
    /// Registered completions that never ran.
    var lost: [Int] {
        state.withLock { state in state.registered.flatMap { $0 }.filter { state.runs[$0] == nil }.sorted() }
    }
}
