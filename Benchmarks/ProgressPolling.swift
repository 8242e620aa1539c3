#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
@_spi(Presenter) import StatusHUD
import StatusHUDTooling

// MARK: (f) A bound Progress, advanced by 4 threads as fast as they can

/// CPU time the calling thread has used, in nanoseconds.
func threadCPUTime() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// A `Progress` shared with the advancing threads; `Progress` is thread-safe.
struct SharedProgress: @unchecked Sendable {
    let progress: Progress
}

/// `HUD.showProgress(of:)` follows a `Progress` while 4 threads advance it as fast as they can
/// for `seconds`: what the main queue does meanwhile (hops made by the call queue, polls that
/// showed a new fraction, main-thread CPU time per poll, against the same span idle), and how
/// fast the threads got on. Runs on a thread of its own, so the main queue is free.
func measureProgressPolling(presenter: CountingPresenter, seconds: Double) {
    print("\n(f) a bound Progress advanced by \(threadCount) threads as fast as they can for \(format(seconds)) s")
    let cpuAtIdleStart = DispatchQueue.main.sync { threadCPUTime() }
    Thread.sleep(forTimeInterval: seconds)
    let idleCPU = DispatchQueue.main.sync { threadCPUTime() } - cpuAtIdleStart

    let total: Int64 = 1 << 40
    let shared = SharedProgress(progress: Progress(totalUnitCount: total))
    let counter = CallCounts(threads: threadCount)
    HUD.showProgress(of: shared.progress, status: "Exporting", success: "Exported")
    let (updatesBefore, cpuBefore) = DispatchQueue.main.sync { (presenter.updates, threadCPUTime()) }
    let hopsBefore = HUD.mainQueueHopCount
    let start = now()
    let deadline = start + UInt64(seconds * 1e9)
    let next = Locked<Int64>(0)
    onThreads(threadCount) { thread in
        var made = 0
        while made % 256 != 0 || now() < deadline {
            let unit = next.withLock { value -> Int64 in
                value += 1
                return value
            }
            shared.progress.completedUnitCount = unit
            made += 1
        }
        counter.set(thread, made)
    }
    let elapsed = Double(now() - start) / 1e9
    let (updates, cpu) = DispatchQueue.main.sync { (presenter.updates - updatesBefore, threadCPUTime() - cpuBefore) }
    let hops = HUD.mainQueueHopCount - hopsBefore
    shared.progress.completedUnitCount = total
    while DispatchQueue.main.sync(execute: { presenter.content?.indicator != .success }) { usleep(1_000) }
    print("""
            \(counter.total) increments in \(format(elapsed, 2)) s (\(format(Double(counter.total) / elapsed / 1e6, 2)) M/s over \(threadCount) threads)
            main queue meanwhile: \(hops) hops by the call queue; \(updates) polls showed a new fraction \
        (\(format(Double(updates) / elapsed, 1)) per second; the binding reads 60 times a second)
            main-thread CPU time: \(format(Double(cpu) / 1e6, 2)) ms in all, \(format(Double(cpu) / Double(max(updates, 1)) / 1e3, 2)) µs \
        per poll (timer wake-up, read, engine step, presenter update); idle for the same span: \(format(Double(idleCPU) / 1e6, 2)) ms
            the binding ended in a success once the progress finished: \(DispatchQueue.main.sync { presenter.content?.status ?? "nil" })

        """)
}
