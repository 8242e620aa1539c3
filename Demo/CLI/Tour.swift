import Foundation
import StatusHUD

/// The steps of the demo, at one of two speeds.
@MainActor
struct Tour {
    /// How fast the tour runs.
    enum Pace: Sendable {
        /// About 10 seconds: slow enough to watch.
        case normal
        /// Under 3 seconds, for tests.
        case fast

        /// Scales a duration meant for the normal pace.
        func seconds(_ normal: TimeInterval) -> TimeInterval {
            self == .normal ? normal : normal * 0.1
        }
    }

    let pace: Pace
    /// When the tour started, on the monotonic clock.
    private let start = DispatchTime.now()

    init(pace: Pace) {
        self.pace = pace
    }

    /// Runs on the main thread before anything services the main queue: calls made there apply
    /// at once, and the spinner keeps turning on its own ticker while the main thread computes.
    func busyMainThread() {
        HUD.writeLine("StatusHUD terminal tour (main thread: \(Thread.isMainThread ? "yes" : "no"))")
        HUD.show(status: "Preparing")
        compute(for: pace.seconds(1.2))
        HUD.setStatus("Still computing on the main thread; the spinner turns on its own")
        compute(for: pace.seconds(1.2))
        HUD.writeLine("• The main thread was busy for \(format(pace.seconds(2.4))) s and the spinner kept turning.")
    }

    /// The rest of the tour, with the main queue running (the tool is awaiting).
    func continueWithTheMainQueueRunning() async {
        var configuration = HUD.configuration
        configuration.minimumResultDuration = pace == .normal ? 1.5 : 0.15
        configuration.maximumResultDuration = pace == .normal ? 1.8 : 0.2
        HUD.configuration = configuration

        await fillProgressFromABackgroundThread()
        HUD.writeLine("• A background thread drove the progress bar through 100 updates.")

        HUD.show(status: "Verifying checksums")
        await pause(0.6)
        HUD.setStatus("Verifying signatures")
        await pause(0.6)

        HUD.showSuccess(status: "Downloaded 100 files")
        await HUD.waitUntilHidden()
        HUD.showError(status: "Could not reach mirror.example.org")
        await HUD.waitUntilHidden()
        HUD.showInfo(status: "3 files were already up to date")
        await HUD.waitUntilHidden()
        HUD.showText("Checksums saved to SHA256SUMS")   // text alone: a line without a glyph
        await HUD.waitUntilHidden()

        await exportWithABoundProgress()

        HUD.show(status: "Cleaning up")
        let delay = pace.seconds(1.2)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            HUD.dismiss(withDelay: delay) {
                HUD.writeLine("• dismiss(withDelay: \(format(delay))) finished, and its completion wrote this line.")
                done.resume()
            }
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        HUD.writeLine("Tour finished in \(format(elapsed)) s.")
    }

    private func fillProgressFromABackgroundThread() async {
        let step = pace.seconds(0.025)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                for percent in 0...100 {
                    HUD.showProgress(Double(percent) / 100, status: "Downloading files", details: "\(percent) of 100")
                    Thread.sleep(forTimeInterval: step)
                }
                done.resume()
            }
        }
    }

    /// A `Progress` advanced by a background thread and followed by the HUD to its success. Its
    /// Cancel button is Ctrl-C here: the first press cancels the export and the tour goes on.
    private func exportWithABoundProgress() async {
        let clips: Int64 = 60
        let progress = Progress(totalUnitCount: clips)
        HUD.showProgress(of: progress, status: "Exporting clips", success: "Exported 6 clips", cancelTitle: "Cancel")
        let step = pace.seconds(0.05)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                for unit in 1...clips where !progress.isCancelled {
                    Thread.sleep(forTimeInterval: step)
                    progress.completedUnitCount = unit
                }
                done.resume()
            }
        }
        // The HUD reads the Progress at most once a frame: let it turn into its success (or go)
        // before waiting for it to hide, so the wait starts on the result.
        while HUD.shared.current?.indicator.kind == .progress { await pause(0.02) }
        await HUD.waitUntilHidden()
        HUD.writeLine(progress.isCancelled
            ? "• Ctrl-C pressed Cancel: the export stopped and the tour goes on."
            : "• showProgress(of:) followed a Progress to its success.")
    }

    /// Keeps the calling thread busy with arithmetic for `seconds`, as real work would.
    private func compute(for seconds: TimeInterval) {
        let end = Date().addingTimeInterval(seconds)
        var value = 0.0
        while Date() < end {
            for index in 0..<10_000 { value += sin(Double(index)) }
        }
        if value.isNaN { HUD.writeLine("") }
    }

    private func pause(_ normalSeconds: TimeInterval) async {
        try? await Task.sleep(nanoseconds: UInt64(pace.seconds(normalSeconds) * 1e9))
    }

    private func format(_ seconds: TimeInterval) -> String {
        String(format: "%.1f", seconds)
    }
}
