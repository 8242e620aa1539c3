#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import StatusHUD

// The terminal HUD's cost, measured the way Scripts/bench-terminal compares it with Python's
// rich and tqdm (run it inside a pseudo-terminal, so the HUD draws):
//
//   TerminalBenchmark spinner SECONDS [--report FILE] [--dismiss]
//       a spinner left turning while the main thread sleeps; exits without dismissing it unless
//       --dismiss (the HUD then restores the terminal at exit)
//   TerminalBenchmark progress UPDATES SECONDS [--report FILE] [--background]
//       a progress bar driven through UPDATES evenly spaced updates, from the main thread or,
//       with --background, from another thread while the main queue runs; --no-hud runs the
//       same loop without the HUD, to measure what the loop itself costs
//
//   TerminalBenchmark print LINES [--threads N] [--partial] [--no-hud] [--report FILE]
//       LINES lines written with Swift's print while a spinner turns (caught and written above
//       it), from the main thread or spread over N threads; --partial prints each line in two
//       pieces; --every SECONDS pauses after each line; --no-hud prints the same lines with no
//       HUD, to compare the cost per line
//   TerminalBenchmark result CHARACTERS
//       a spinner, then a success whose status is CHARACTERS long (the end-to-end check's long
//       result: cut to a few rows on a terminal, whole in a pipe)
//   TerminalBenchmark after-work | after-progress | after-flush
//       a line printed right after an awaited HUD call returns: after `whileRunning` with a
//       success, after `waitUntilHidden` for a bound Progress that finished, after `flush` that
//       follows a success shown from a background task; the test of the order of lines
//       (AwaitedResultOrderTests) runs these in a pseudo-terminal
//   TerminalBenchmark before-result
//       a line printed, a success shown, a line printed: run with both outputs on one pipe, as
//       in `mytool 2>&1 | tee log`, the lines come out in that order
//   TerminalBenchmark tee-order
//       lines printed between a spinner and three results, numbered in the order the code writes
//       them: run as `TerminalBenchmark tee-order | tee LOG` in a terminal, the screen shows them
//       in that order though the printed lines take the way through `tee` (TeeOrderTests)
//
// The report (CPU seconds of the measured part, wall seconds) goes to FILE, or to standard output.

/// User plus system CPU time of this process so far, in seconds.
func cpuSeconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return user + system
}

func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}

/// Sleeps until the monotonic time `deadline`.
func sleep(until deadline: Double) {
    let remaining = deadline - now()
    if remaining > 0 { Thread.sleep(forTimeInterval: remaining) }
}

func report(cpu: Double, wall: Double, to path: String?) {
    let text = String(format: "cpu=%.4f wall=%.3f\n", cpu, wall)
    if let path {
        // A plain open and write, never a write-and-rename: the path may be a device.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return }
        _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    } else {
        HUD.writeLine(text)
    }
}

func usage() -> Never {
    FileHandle.standardError.write(Data("""
        usage: TerminalBenchmark spinner SECONDS [--report FILE] [--dismiss]
               TerminalBenchmark progress UPDATES SECONDS [--report FILE] [--background] [--no-hud]
               TerminalBenchmark result CHARACTERS
               TerminalBenchmark print LINES [--threads N] [--partial] [--every SECONDS] [--no-hud] [--report FILE]
               TerminalBenchmark after-work | after-progress | after-flush | before-result

        """.utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
let reportIndex = arguments.firstIndex(of: "--report").flatMap { $0 + 1 < arguments.count ? $0 : nil }
let reportPath: String? = reportIndex.map { arguments[$0 + 1] }
if let reportIndex { arguments.removeSubrange(reportIndex...(reportIndex + 1)) }
let threadsIndex = arguments.firstIndex(of: "--threads").flatMap { $0 + 1 < arguments.count ? $0 : nil }
let threads = threadsIndex.flatMap { Int(arguments[$0 + 1]) }.map { max($0, 1) } ?? 1
if let threadsIndex { arguments.removeSubrange(threadsIndex...(threadsIndex + 1)) }
let everyIndex = arguments.firstIndex(of: "--every").flatMap { $0 + 1 < arguments.count ? $0 : nil }
let pause = everyIndex.flatMap { Double(arguments[$0 + 1]) } ?? 0
if let everyIndex { arguments.removeSubrange(everyIndex...(everyIndex + 1)) }
let inPieces = arguments.contains("--partial")
let dismisses = arguments.contains("--dismiss")
let fromBackground = arguments.contains("--background")
let withoutHUD = arguments.contains("--no-hud")
arguments.removeAll { $0.hasPrefix("--") }

switch arguments.first {
case "spinner":
    guard arguments.count == 2, let seconds = Double(arguments[1]) else { usage() }
    let (cpu0, wall0) = (cpuSeconds(), now())
    HUD.show(status: "Working")
    Thread.sleep(forTimeInterval: seconds)           // the main thread is blocked; the ticker draws
    if dismisses { HUD.dismiss() }
    report(cpu: cpuSeconds() - cpu0, wall: now() - wall0, to: reportPath)
    exit(0)                                          // the spinner may still be live: exit restores it

case "progress":
    guard arguments.count == 3, let updates = Int(arguments[1]), updates > 0, let seconds = Double(arguments[2]) else { usage() }
    /// Drives the bar; returns the CPU and wall seconds it took.
    let drive: @Sendable () -> (cpu: Double, wall: Double) = {
        let (cpu0, wall0) = (cpuSeconds(), now())
        for update in 1...updates {
            if !withoutHUD { HUD.showProgress(Double(update) / Double(updates), status: "Downloading") }
            sleep(until: wall0 + seconds * Double(update) / Double(updates))
        }
        HUD.dismiss()
        return (cpuSeconds() - cpu0, now() - wall0)
    }
    if fromBackground {
        Thread.detachNewThread {
            let (cpu, wall) = drive()
            Task {
                await HUD.waitUntilHidden()
                report(cpu: cpu, wall: wall, to: reportPath)
                exit(0)
            }
        }
        dispatchMain()
    } else {
        let (cpu, wall) = drive()
        report(cpu: cpu, wall: wall, to: reportPath)
        exit(0)
    }

case "result":
    guard arguments.count == 2, let count = Int(arguments[1]), count >= 0 else { usage() }
    HUD.show(status: "Checking")
    let words = String(repeating: "word ", count: count / 5 + 1)
    HUD.showSuccess(status: "Checked: " + String(words.prefix(count)) + "END")
    exit(0)

case "print":
    guard arguments.count == 2, let lines = Int(arguments[1]), lines > 0 else { usage() }
    if !withoutHUD { HUD.show(status: "Printing") }
    let (cpu0, wall0) = (cpuSeconds(), now())
    let group = DispatchGroup()
    for thread in 0..<threads {
        group.enter()
        Thread.detachNewThread {
            for line in stride(from: thread, to: lines, by: threads) {
                if inPieces {
                    print("line \(line) of \(lines),", terminator: "")
                    print(" thread \(thread)")
                } else {
                    print("line \(line) of \(lines), thread \(thread)")
                }
                if pause > 0 { Thread.sleep(forTimeInterval: pause) }
            }
            group.leave()
        }
    }
    group.wait()
    HUD.showSuccess(status: "Printed \(lines) lines")   // writes what is still caught, then the ✔ line
    let (cpu, wall) = (cpuSeconds() - cpu0, now() - wall0)
    report(cpu: cpu, wall: wall, to: reportPath)
    exit(0)

case "after-work":
    Task.detached {   // a plain async function, not the main actor
        let answer = try await HUD.whileRunning(status: "Thinking", success: "Thought hard", graceTime: 0) {
            try await Task.sleep(nanoseconds: 100_000_000)
            // The main thread is busy as the work ends (a tool's own main-thread work, or a loaded
            // machine): the success waits for it, and the caller must too.
            DispatchQueue.main.async { Thread.sleep(forTimeInterval: 0.1) }
            return 42
        }
        print("printed after whileRunning returned \(answer)")
        exit(0)
    }
    dispatchMain()

case "after-progress":
    let progress = Progress(totalUnitCount: 10)
    HUD.showProgress(of: progress, status: "Exporting", success: "Exported")
    Thread.detachNewThread {
        for _ in 0..<10 {
            Thread.sleep(forTimeInterval: 0.02)
            progress.completedUnitCount += 1
        }
        Task.detached {
            await HUD.waitUntilHidden()
            print("printed after waitUntilHidden returned")
            exit(0)
        }
    }
    dispatchMain()

case "before-result":
    // Standard output is a pipe here, so `print` buffers: the ✔ line, written straight to
    // standard error, must not overtake what was printed before it.
    print("printed before the result")
    HUD.showSuccess(status: "Saved")       // on the main thread: applied at once
    print("printed after the result")
    exit(0)

case "tee-order":
    print("1 printed before the spinner")
    HUD.show(status: "Syncing files")
    print("2 printed while the spinner is up")
    HUD.showSuccess(status: "3 synced")
    print("4 printed after the success")
    HUD.showError(status: "5 failed")
    print("6 printed after the error")
    HUD.showInfo(status: "7 up to date")
    print("8 printed last")
    exit(0)

case "after-flush":
    HUD.show(status: "Saving")
    Task.detached {
        HUD.showSuccess(status: "Saved")
        await HUD.flush()
        print("printed after flush returned")
        exit(0)
    }
    dispatchMain()

default:
    usage()
}
