// Benchmarks of the HUD's hot path. Run in release mode:
//
//     swift run -c release Benchmarks
//
// (a) Main-actor cost of one `HUD.showProgress` update on a visible HUD, everything included: the
//     call queue's main-queue check, the engine step, and the presenter's `update`. One call takes
//     a fraction of a microsecond, about what two clock reads cost, so single calls are not timed:
//     1,000,000 calls run in 1,000 batches of 1,000, each batch timed with the monotonic clock
//     (`DispatchTime`, i.e. CLOCK_MONOTONIC); the figure is the median of the 1,000 batch means.
//     Goal: at most half of revision 6f7a9ea's, side by side (`Scripts/bench-compare 6f7a9ea`):
//     6f7a9ea measured 562–566 ns on the 2-core machine, so ≤ ~282 ns there.
// (b) 1,000,000 `HUD.showProgress` calls from 4 threads at once: the main-queue hops the call queue
//     used and hops per second, beside a baseline measured in the same run that hops once per call
//     (`DispatchQueue.main.async { HUD.showProgress(…) }`, as SVProgressHUD does).
// (c) Delivery against backlog: n dismiss completions wait for one dismissal; the time that
//     dismissal takes to run them all, for n = 40,000 … 320,000 (it must grow linearly).
// (d) A storm: 20 threads make every kind of call at random for 2 s; the most calls that waited
//     for the main queue at once, and how long the main queue took to catch up once they stopped.
// (e) A drawing as SVG: a spinner with a two-line status, 2,000 documents, median µs per document.
// (g) Layout and drawing on the main actor: `HUD.Drawing(configuration:content:container:)` of a
//     HUD with a progress ring, a status, a details line and a button (what the UIKit layer computes
//     on every layout pass), 10,000 times; median µs (goal: at most half of revision 6f7a9ea's,
//     side by side, which measured 7.71–7.75 µs on the 2-core machine, so ≤ ~3.86 µs there; a
//     small share of a 120 Hz frame's 8.3 ms). Text is measured by the estimating measurer here;
//     UIKit's own measuring is not in the figure.
// (h) Heap allocations per call made on the main thread over a visible HUD, steady state: 100,000
//     each of `showProgress` (a new value each time), `setStatus` (two texts in turn) and `show`
//     with the text already shown, after a warm-up; counted by the MallocCounter target (this
//     thread's malloc family, Linux with glibc only). Goal 0.
// (f) A bound Progress (`HUD.showProgress(of:)`) that 4 threads advance as fast as they can for
//     5 s: main-queue hops by the call queue, readings per second, main-thread CPU time per reading
//     (read with CLOCK_THREAD_CPUTIME_ID on the main queue, against 5 s idle), increments per second.
//     Foundation on Linux has no key-value observing, so there the binding reads a `Progress` once
//     a frame; (f2) floods a progress that tells of its changes as KVO does on Apple platforms:
//     hops by the call queue, the follower's wake-ups, readings shown.
// (i) Main-thread wake-ups per second while a bound progress does not change (goal 0), over 2 s
//     of real time with the live scheduler: the follower's own count of wake-ups, and the
//     process's voluntary context switches (getrusage) against 2 s with no HUD.
//
// It prints figures and gates nothing. Benchmarks/README.md lists the goals and the latest
// side-by-side figures; `Scripts/bench-compare REV` runs REV's benchmarks and these alternately.

import Dispatch
import Foundation
import StatusHUD
import StatusHUDSnapshot
import StatusHUDTooling
import MallocCounter

/// A presenter that does what a presenter is asked (puts the HUD on screen at once, finishes
/// transitions at once, keeps the content it is given) and counts each request.
@MainActor
final class CountingPresenter: HUD.Presenter {
    private(set) var updates = 0
    private(set) var content: HUD.Content?
    /// A status to watch for, and when an update with it arrived (uptime nanoseconds).
    var marker: String?
    private(set) var markerArrival: UInt64?

    func show(_ content: HUD.Content, configuration: HUD.Configuration, transition: HUD.Transition) {
        self.content = content
        transition.reportOnScreen()
        transition.reportFinished()
    }

    func update(_ content: HUD.Content, configuration: HUD.Configuration, change: HUD.Change) {
        updates += 1
        self.content = content
        if let marker, content.status == marker, markerArrival == nil {
            markerArrival = DispatchTime.now().uptimeNanoseconds
        }
    }

    func hide(transition: HUD.Transition) {
        content = nil
        transition.reportFinished()
    }

    func watch(for status: String) {
        marker = status
        markerArrival = nil
    }
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted[min(Int(Double(sorted.count - 1) * p + 0.5), sorted.count - 1)]
}

// MARK: (a) Main-actor cost of one update

@MainActor
func measureUpdateCost(presenter: CountingPresenter) {
    let batches = 1_000
    let callsPerBatch = 1_000
    let status = "Uploading…"
    HUD.show(status: status)
    precondition(HUD.isVisible, "the HUD should be visible at once with this presenter")

    for call in 0..<100_000 {                                   // warm-up
        HUD.showProgress(Double(call % 1_000) / 1_000, status: status)
    }
    let updatesBefore = presenter.updates
    var means: [Double] = []
    means.reserveCapacity(batches)
    for batch in 0..<batches {
        let start = now()
        for call in 0..<callsPerBatch {
            HUD.showProgress(Double((batch &* callsPerBatch &+ call) % 1_001) / 1_000, status: status)
        }
        means.append(Double(now() - start) / Double(callsPerBatch))
    }
    let updates = presenter.updates - updatesBefore
    precondition(updates == batches * callsPerBatch, "the presenter should get one update per call, got \(updates)")

    var clockReads: [Double] = []                               // what timing a batch adds
    for _ in 0..<10_000 {
        let start = now()
        clockReads.append(Double(now() - start))
    }
    clockReads.sort()
    means.sort()
    let total = means.reduce(0, +) * Double(callsPerBatch)
    print("""
        (a) main-actor cost of one showProgress update on a visible HUD (call queue + engine + presenter.update)
            \(batches * callsPerBatch) calls in \(batches) batches of \(callsPerBatch); each batch timed with the monotonic clock
            median of batch means: \(format(means[means.count / 2], 1)) ns per update   (goal ≤ 0.5 × 6f7a9ea's, ~282 ns)
            batch means: min \(format(means[0])) ns, p10 \(format(percentile(means, 0.1))) ns, \
        p90 \(format(percentile(means, 0.9))) ns, max \(format(means[means.count - 1])) ns; \
        overall mean \(format(total / Double(batches * callsPerBatch))) ns
            presenter updates: \(updates) (one per call); one clock read pair costs \(format(clockReads[clockReads.count / 2])) ns \
        (median), i.e. \(format(clockReads[clockReads.count / 2] / Double(callsPerBatch), 3)) ns per call in a batch
        """)
}

// MARK: (h) Heap allocations per call

@MainActor
func measureAllocations() {
    let calls = 100_000
    let status = "Uploading…", other = "Still uploading…"
    func count(_ name: String, _ call: (Int) -> Void) {
        for index in 0..<1_000 { call(index) }                      // warm-up: caches and capacities
        statushud_count_allocations_start()
        for index in 0..<calls { call(index) }
        let allocations = statushud_count_allocations_stop()
        let figure = allocations < 0 ? "not counted on this platform"
            : "\(allocations) allocations, \(format(Double(allocations) / Double(calls), 2)) per call"
        print("    \(name.padding(toLength: 26, withPad: " ", startingAt: 0)) \(figure)")
    }
    HUD.show(status: status)
    print("(h) heap allocations per call on the main thread over a visible HUD (\(calls) calls each; goal 0)")
    count("showProgress(_:status:)") { HUD.showProgress(Double($0 % 1_000) / 1_000, status: status) }
    count("setStatus(_:)") { HUD.setStatus($0.isMultiple(of: 2) ? other : status) }
    HUD.setStatus(status)
    count("show(status:), same text") { _ in HUD.show(status: status) }
    HUD.dismiss()
    print()
}

// MARK: (b) Progress floods from 4 threads

/// Runs `work(thread)` on `count` new threads that start together; returns when all are done.
func onThreads(_ count: Int, _ work: @escaping @Sendable (Int) -> Void) {
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
    group.wait()
}

struct FloodResult {
    let hops: Int
    /// From the start of the flood until its last call was applied on the main queue.
    let seconds: Double
    /// How long the 4 threads took to make their calls.
    let submitSeconds: Double

    var hopsPerSecond: Double { Double(hops) / seconds }
}

let threadCount = 4
let totalCalls = 1_000_000
let callsPerThread = totalCalls / threadCount

func progress(thread: Int, call: Int) -> Double {
    Double(call) / Double(callsPerThread) * 0.25 + Double(thread) * 0.25
}

/// Through the call queue: calls merge, at most one hop is pending, hops are ≥ 1/120 s apart.
func floodCoalesced(presenter: CountingPresenter, round: Int) -> FloodResult {
    let marker = "coalesced flood \(round) done"
    DispatchQueue.main.sync { presenter.watch(for: marker) }
    let hopsBefore = HUD.mainQueueHopCount
    let start = now()
    onThreads(threadCount) { thread in
        for call in 0..<callsPerThread {
            HUD.showProgress(progress(thread: thread, call: call), status: "Uploading…")
        }
    }
    let submitted = now()
    HUD.setStatus(marker)           // applied after every progress call above
    var arrival: UInt64?
    while arrival == nil {
        usleep(200)
        arrival = DispatchQueue.main.sync { presenter.markerArrival }
    }
    return FloodResult(
        hops: HUD.mainQueueHopCount - hopsBefore,
        seconds: Double(arrival! - start) / 1e9,
        submitSeconds: Double(submitted - start) / 1e9)
}

/// A longer flood for the steady state: the 4 threads call for `seconds`, as fast as they can.
func floodCoalescedSustained(presenter: CountingPresenter, seconds: Double) -> (FloodResult, calls: Int) {
    let marker = "sustained flood done"
    DispatchQueue.main.sync { presenter.watch(for: marker) }
    let counts = CallCounts(threads: threadCount)
    let hopsBefore = HUD.mainQueueHopCount
    let start = now()
    let deadline = start + UInt64(seconds * 1e9)
    onThreads(threadCount) { thread in
        var call = 0
        while call % 1_000 != 0 || now() < deadline {
            HUD.showProgress(Double(call % 1_000) / 1_000, status: "Uploading…")
            call += 1
        }
        counts.set(thread, call)
    }
    let submitted = now()
    HUD.setStatus(marker)
    var arrival: UInt64?
    while arrival == nil {
        usleep(200)
        arrival = DispatchQueue.main.sync { presenter.markerArrival }
    }
    let result = FloodResult(
        hops: HUD.mainQueueHopCount - hopsBefore,
        seconds: Double(arrival! - start) / 1e9,
        submitSeconds: Double(submitted - start) / 1e9)
    return (result, counts.total)
}

/// Per-thread call counts, written once by each thread.
final class CallCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [Int]
    init(threads: Int) { counts = Array(repeating: 0, count: threads) }
    func set(_ thread: Int, _ count: Int) { lock.lock(); counts[thread] = count; lock.unlock() }
    var total: Int { lock.lock(); defer { lock.unlock() }; return counts.reduce(0, +) }
}

/// One counter the baseline's main-queue blocks share.
@MainActor
final class BaselineProgress {
    var applied = 0
    var lastArrival: UInt64 = 0
}

/// The uncoalesced baseline: one `DispatchQueue.main.async` per call, as SVProgressHUD does.
func floodBaseline() -> FloodResult {
    let progressMade = DispatchQueue.main.sync { BaselineProgress() }
    let allApplied = DispatchSemaphore(value: 0)
    let start = now()
    onThreads(threadCount) { thread in
        for call in 0..<callsPerThread {
            let value = progress(thread: thread, call: call)
            DispatchQueue.main.async {
                HUD.showProgress(value, status: "Uploading…")    // on the main queue: applied at once
                progressMade.applied += 1
                if progressMade.applied == totalCalls {
                    progressMade.lastArrival = now()
                    allApplied.signal()
                }
            }
        }
    }
    let submitted = now()
    allApplied.wait()
    let (hops, arrival) = DispatchQueue.main.sync { (progressMade.applied, progressMade.lastArrival) }
    return FloodResult(hops: hops, seconds: Double(arrival - start) / 1e9, submitSeconds: Double(submitted - start) / 1e9)
}

func measureFloods(presenter: CountingPresenter) {
    print("""

        (b) \(totalCalls) showProgress calls from \(threadCount) threads at once (\(callsPerThread) each); \
        two rounds, each coalesced then baseline
        """)
    for round in 1...2 {
        let coalesced = floodCoalesced(presenter: presenter, round: round)
        let baseline = floodBaseline()
        for (name, result) in [("coalesced (HUD.showProgress)", coalesced), ("baseline (one main.async per call)", baseline)] {
            print("""
                    round \(round) \(name.padding(toLength: 36, withPad: " ", startingAt: 0)): \
                \(String(result.hops).leftPadded(7)) hops in \(format(result.seconds, 3)) s = \
                \(format(result.hopsPerSecond).leftPadded(9)) hops/s; calls made in \(format(result.submitSeconds, 3)) s \
                (\(format(Double(totalCalls) / result.submitSeconds / 1e6, 2)) M calls/s)
                """)
        }
    }
    let (sustained, calls) = floodCoalescedSustained(presenter: presenter, seconds: 3)
    print("""
            steady state, coalesced: \(calls) calls from \(threadCount) threads for \(format(sustained.submitSeconds, 2)) s: \
        \(sustained.hops) hops in \(format(sustained.seconds, 3)) s = \(format(sustained.hopsPerSecond)) hops/s
            goal: coalesced ≤ 120 hops/s (hops are at least 1/120 s apart, so a window of t seconds holds at most
            1 + 120 t of them: over the short 1,000,000-call floods the rate is coarse, the steady state shows it better)
        """)
}

/// One completion counter on the main actor.
@MainActor
final class Counter {
    var value = 0
}

@MainActor
func measureDrain() {
    print("\n(c) dismiss completions run by one dismissal, against how many wait")
    let counter = Counter()
    for count in [40_000, 80_000, 160_000, 320_000] {
        counter.value = 0
        HUD.show(status: "Waiting")
        for _ in 0..<count {
            HUD.dismiss(withDelay: 1e6) { counter.value += 1 }
        }
        let start = now()
        HUD.dismiss()
        let seconds = Double(now() - start) / 1e9
        precondition(counter.value == count, "ran \(counter.value) of \(count) completions")
        print("    \(String(count).leftPadded(7)) completions: \(format(seconds * 1e3, 1).leftPadded(7)) ms = "
            + "\(format(seconds * 1e9 / Double(count), 0)) ns each")
    }
}

func measureSVG() {
    print("\n(e) HUD.Drawing → SVG document, a spinner with a two-line status (SVGSnapshot.document)")
    let drawing = HUD.Drawing(
        configuration: HUD.Configuration(),
        content: HUD.Content(indicator: .spinner, status: "Uploading 24 photos to the shared album, please wait"),
        container: SnapshotGallery.screen)
    var times: [Double] = []
    var bytes = 0
    for _ in 0..<2_000 {
        let start = now()
        bytes = SVGSnapshot.document(for: drawing, time: .at(0.25)).utf8.count
        times.append(Double(now() - start) / 1e3)
    }
    times.sort()
    print("    2000 documents of \(bytes) bytes: median \(format(percentile(times, 0.5))) µs, "
        + "p10 \(format(percentile(times, 0.1))) µs, p90 \(format(percentile(times, 0.9))) µs")
}

func measureLayoutAndDrawing() {
    print("\n(g) HUD.Drawing with layout: progress ring, status, details and a Cancel button")
    let content = HUD.Content(indicator: .progress(0.35), status: "Uploading", details: "3 of 10 photos",
                              action: HUD.Action("Cancel") {})
    var times: [Double] = []
    var checksum: CGFloat = 0
    for _ in 0..<10_000 {
        let start = now()
        let drawing = HUD.Drawing(configuration: HUD.Configuration(), content: content, container: SnapshotGallery.screen)
        checksum += drawing.bezel.frame.width
        times.append(Double(now() - start) / 1e3)
    }
    times.sort()
    print("    10000 drawings (bezel width \(format(Double(checksum) / 10_000, 0)) pt): median \(format(percentile(times, 0.5), 2)) µs, "
        + "p10 \(format(percentile(times, 0.1), 2)) µs, p90 \(format(percentile(times, 0.9), 2)) µs   (goal ≤ 0.5 × 6f7a9ea's, ~3.86 µs)")
}

/// Completions registered and run during the storm.
final class StormLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var registered = 0
    private var ran = 0
    func register() { lock.lock(); registered += 1; lock.unlock() }
    func run() { lock.lock(); ran += 1; lock.unlock() }
    var counts: (registered: Int, ran: Int) { lock.lock(); defer { lock.unlock() }; return (registered, ran) }
}

func measureStorm() {
    let threads = 20
    let seconds = 2.0
    print("\n(d) \(threads) threads making random calls of every kind for \(format(seconds, 0)) s")
    let ledger = StormLedger()
    let calls = CallCounts(threads: threads)
    HUD.calls.resetPeakWaiting()
    let start = now()
    let deadline = start + UInt64(seconds * 1e9)
    onThreads(threads) { thread in
        var state = UInt64(thread + 1) &* 0x9E37_79B9_7F4A_7C15
        var made = 0
        while made % 256 != 0 || now() < deadline {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            switch Int(state >> 59) {          // 0..<32
            case 0..<6: HUD.show(status: "Working \(thread)")
            case 6..<16: HUD.showProgress(Double(made % 100) / 100, status: "Uploading")
            case 16..<18: HUD.showSuccess(status: "Done")
            case 18..<20: HUD.showError(status: "Failed")
            case 20..<23: HUD.setStatus("Status \(made % 7)")
            case 23..<27: HUD.popActivity()
            case 27..<29: HUD.dismiss(withDelay: 0.05)
            default:
                ledger.register()
                HUD.dismiss(withDelay: 0) { ledger.run() }
            }
            made += 1
        }
        calls.set(thread, made)
    }
    let stopped = now()
    let done = DispatchSemaphore(value: 0)
    HUD.calls.afterPendingCalls { done.signal() }
    done.wait()
    let caughtUp = now()
    DispatchQueue.main.sync { HUD.dismiss() }       // completions that wait for a hide get one
    var counts = ledger.counts
    while counts.ran < counts.registered {
        usleep(1_000)
        counts = ledger.counts
    }
    print("    \(calls.total) calls in \(format(Double(stopped - start) / 1e9, 2)) s; "
        + "at most \(HUD.calls.peakWaiting) waited for the main queue at once; it caught up "
        + "\(format(Double(caughtUp - stopped) / 1e6, 1)) ms after the calls stopped; "
        + "completions: \(counts.registered) registered, \(counts.ran) ran")
}

extension String {
    func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(width - count, 0)) + self
    }
}

// MARK: Main

#if DEBUG
print("note: a debug build; run `swift run -c release Benchmarks` for meaningful figures\n")
#endif
print("StatusHUD benchmarks, \(ProcessInfo.processInfo.activeProcessorCount) cores\n")

/// Puts up the counting presenter and instant fades on the shared HUD.
@MainActor
func installCountingPresenter() -> CountingPresenter {
    let presenter = CountingPresenter()
    HUD.presenter = presenter
    var configuration = HUD.configuration
    configuration.fadeInDuration = 0
    configuration.fadeOutDuration = 0
    HUD.configuration = configuration
    return presenter
}

// `--profile update` or `--profile layout` runs (a) or (g) alone on the main thread, without
// `dispatchMain()`, for `valgrind --tool=callgrind` (valgrind 3.19 crashes in `dispatchMain()` on Linux).
if let index = CommandLine.arguments.firstIndex(of: "--profile"), index + 1 < CommandLine.arguments.count {
    MainActor.assumeIsolated {
        let presenter = installCountingPresenter()
        switch CommandLine.arguments[index + 1] {
        case "update": measureUpdateCost(presenter: presenter)
        case "layout": measureLayoutAndDrawing()
        default: print("--profile takes update or layout")
        }
    }
    exit(0)
}

DispatchQueue.main.async {
    let presenter = installCountingPresenter()
    // `--only svg` or `--only storm` runs that figure alone, for profiling and before/after runs.
    let arguments = CommandLine.arguments
    let only = arguments.firstIndex(of: "--only").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    if only == "svg" { measureSVG(); exit(0) }
    if only == "storm" { Thread.detachNewThread { measureStorm(); exit(0) }; return }
    measureUpdateCost(presenter: presenter)
    measureAllocations()
    if CommandLine.arguments.contains("--allocations-only") { exit(0) }
    if CommandLine.arguments.contains("--update-cost-only") { exit(0) }    // for profiling (a) alone
    measureDrain()
    measureSVG()
    measureLayoutAndDrawing()
    // The floods run from another thread, so the main queue stays free to apply the calls.
    Thread.detachNewThread {
        measureFloods(presenter: presenter)
        measureProgressPolling(presenter: presenter, seconds: 5)
        measureReportingFlood(presenter: presenter, seconds: 5)
        measureIdleWakeUps(presenter: presenter, seconds: 2)
        measureStorm()
        exit(0)
    }
}
dispatchMain()
