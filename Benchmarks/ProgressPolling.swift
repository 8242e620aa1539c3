#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import StatusHUD
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

/// A progress that tells of its own changes, as key-value observing tells of a `Progress`'s on
/// Apple platforms: each advance calls the observers on the advancing thread, as KVO does.
/// (Foundation on Linux has no key-value observing: a bound `Progress` is read once a frame here.)
final class ReportingProgress: Sendable {
    private let value = Locked<(completed: Int64, observers: [@Sendable () -> Void])>((0, []))
    let total: Int64

    init(total: Int64) {
        self.total = total
    }

    var fraction: Double { Double(value.withLock { $0.completed }) / Double(total) }

    func advance(to completed: Int64) {
        let observers = value.withLock { value in
            value.completed = completed
            return value.observers
        }
        for observer in observers { observer() }
    }

    /// Binds this progress to the HUD, as `HUD.showProgress(of:)` binds a `Progress` on Apple platforms.
    func bind(status: String, success: String) {
        HUD.showProgress(reading: { [self] in fraction }, observe: { [self] changed in
            value.withLock { $0.observers.append(changed) }
            return [Unobserving(self)]
        }, status: status, success: success)
    }

    /// Released by the binding when it stops: the observers are dropped then.
    final class Unobserving {
        let progress: ReportingProgress
        init(_ progress: ReportingProgress) { self.progress = progress }
        deinit { progress.value.withLock { $0.observers = [] } }
    }
}

/// Voluntary context switches of every thread of this process so far: each time a thread that
/// waited (for the main queue's next item, a timer) is woken counts one.
func voluntaryContextSwitches() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return Int(usage.ru_nvcsw)
}

/// `HUD.showProgress(of:)` follows a `Progress` while 4 threads advance it as fast as they can
/// for `seconds`: what the main queue does meanwhile (hops made by the call queue, readings that
/// showed a new fraction, main-thread CPU time per reading, against the same span idle), and how
/// fast the threads got on. Runs on a thread of its own, so the main queue is free. On Linux a
/// `Progress` cannot be observed, so the binding reads it once a frame; ``measureReportingFlood``
/// measures the observed path.
func measureProgressPolling(presenter: CountingPresenter, seconds: Double) {
    print("\n(f) a bound Progress advanced by \(threadCount) threads as fast as they can for \(format(seconds)) s (Linux: no KVO, read once a frame)")
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
            main queue meanwhile: \(hops) hops by the call queue; \(updates) readings showed a new fraction \
        (\(format(Double(updates) / elapsed, 1)) per second; at most 60)
            main-thread CPU time: \(format(Double(cpu) / 1e6, 2)) ms in all, \(format(Double(cpu) / Double(max(updates, 1)) / 1e3, 2)) µs \
        per reading (wake-up, read, engine step, presenter update); idle for the same span: \(format(Double(idleCPU) / 1e6, 2)) ms
            the binding ended in a success once the progress finished: \(DispatchQueue.main.sync { presenter.content?.status ?? "nil" })

        """)
}

/// The same flood on a progress that tells of its changes (what KVO does on Apple platforms): hops
/// by the call queue, the follower's main-actor wake-ups (change hops and frame ticks) and the
/// readings shown, per second.
func measureReportingFlood(presenter: CountingPresenter, seconds: Double) {
    print("(f2) a bound progress that tells of its changes (as KVO does), advanced by \(threadCount) threads for \(format(seconds)) s")
    let total: Int64 = 1 << 40
    let progress = ReportingProgress(total: total)
    progress.bind(status: "Exporting", success: "Exported")
    let (updatesBefore, wakeUpsBefore) = DispatchQueue.main.sync { (presenter.updates, HUD.progressWakeUps) }
    let hopsBefore = HUD.mainQueueHopCount
    let start = now()
    let deadline = start + UInt64(seconds * 1e9)
    let next = Locked<Int64>(0)
    let counter = CallCounts(threads: threadCount)
    onThreads(threadCount) { thread in
        var made = 0
        while made % 256 != 0 || now() < deadline {
            progress.advance(to: next.withLock { value -> Int64 in
                value += 1
                return value
            })
            made += 1
        }
        counter.set(thread, made)
    }
    let elapsed = Double(now() - start) / 1e9
    let (updates, wakeUps) = DispatchQueue.main.sync { (presenter.updates - updatesBefore, HUD.progressWakeUps - wakeUpsBefore) }
    let hops = HUD.mainQueueHopCount - hopsBefore
    progress.advance(to: total)
    while DispatchQueue.main.sync(execute: { presenter.content?.indicator != .success }) { usleep(1_000) }
    print("""
            \(counter.total) increments in \(format(elapsed, 2)) s; \(hops) hops by the call queue; \
        \(wakeUps) follower wake-ups (\(format(Double(wakeUps) / elapsed, 1))/s); \(updates) readings shown \
        (\(format(Double(updates) / elapsed, 1))/s)

        """)
}

/// Main-thread wake-ups per second while a bound progress does not change (goal 0), over
/// `seconds` of real time with the live scheduler: the follower's own count (change hops and frame
/// ticks), and the process's voluntary context switches against the same span with no HUD.
func measureIdleWakeUps(presenter: CountingPresenter, seconds: Double) {
    print("(i) main-thread wake-ups per second for a bound progress that does not change, over \(format(seconds)) s (goal 0)")
    func span(_ name: String) {
        usleep(100_000)         // let the binding's first reading and its frame tick pass
        let wakeUpsBefore = DispatchQueue.main.sync { HUD.progressWakeUps }
        let switchesBefore = voluntaryContextSwitches()
        Thread.sleep(forTimeInterval: seconds)
        let switches = voluntaryContextSwitches() - switchesBefore
        let wakeUps = DispatchQueue.main.sync { HUD.progressWakeUps } - wakeUpsBefore
        print("    \(name.padding(toLength: 56, withPad: " ", startingAt: 0)) "
            + "\(format(Double(wakeUps) / seconds, 1).leftPadded(6)) follower wake-ups/s; "
            + "\(format(Double(switches) / seconds, 1).leftPadded(6)) context switches/s")
    }
    DispatchQueue.main.sync { HUD.dismiss() }
    span("no HUD (the floor)")
    let reporting = ReportingProgress(total: 100)
    reporting.advance(to: 30)
    reporting.bind(status: "Idle", success: "Done")
    span("a bound progress that tells of its changes (KVO's way)")
    let shared = SharedProgress(progress: Progress(totalUnitCount: 100))
    shared.progress.completedUnitCount = 30
    HUD.showProgress(of: shared.progress, status: "Idle", success: "Done")
    span("a bound Progress on Linux (no KVO: read once a frame)")
    DispatchQueue.main.sync { HUD.dismiss() }
    print()
}
