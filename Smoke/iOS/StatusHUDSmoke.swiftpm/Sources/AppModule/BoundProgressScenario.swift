import Foundation
import StatusHUD
import StatusHUDSmokeKit
import UIKit

/// 7. A `Progress` bound to the shared HUD (`HUD.showProgress(of:)`) and advanced three times moves
/// the ring three times (the progress layer's `strokeEnd`, and `HUD.current`); left still for a
/// second, it is not read at all.
@MainActor
struct BoundProgressScenario: SmokeScenario {
    let name = "7. a bound Progress advanced three times moves the ring three times"

    func run(_ stage: SmokeStage) async {
        let report = stage.report
        let progress = CountingProgress(parent: nil, userInfo: nil)
        progress.totalUnitCount = 4
        HUD.showProgress(of: progress, status: "Smoke: exporting")
        guard let shown = await stage.sharedHUD("ios.progress") else { return }
        var moves: [Double] = []
        var layers = Set<ObjectIdentifier>()
        for step in 1...3 {
            progress.completedUnitCount = Int64(step)
            let expected = Double(step) / 4
            // Rule (IndicatorLayers.moveProgress): the ring's progress layer's strokeEnd is the
            // fraction read; it is read on the main actor when the Progress tells of a change.
            _ = await SmokeWait.until(timeout: 2) { ring(in: shown.bezel, at: expected) != nil }
            if let layer = ring(in: shown.bezel, at: expected) {
                moves.append((Double(layer.strokeEnd) * 100).rounded() / 100)
                layers.insert(ObjectIdentifier(layer))
            } else {
                report.note("step \(step): no CAShapeLayer with strokeEnd \(expected); strokeEnds: \(strokeEnds(in: shown.bezel))")
            }
            await SmokeWait.pause(0.2)
        }
        report.check(SmokeExpectation.equal(moves, [0.25, 0.5, 0.75], name: "ios.progress.ring-moves-three-times", what: "strokeEnds"))
        report.note("ring layers that moved: \(layers.count)")
        // Rule (HUD.Content): HUD.current shows the progress last read.
        let current: String = if let fraction = HUD.current?.indicator.progress { "\(fraction)" } else { "\(String(describing: HUD.current?.indicator))" }
        report.check(SmokeExpectation.equal(current, "0.75", name: "ios.progress.current-is-last-fraction", what: "HUD.current progress"))
        // Rule (HUDOnIOS.md, "Views that follow progress"; ProgressFollower): nothing runs while the
        // source does not change: a still Progress is not read for a second. The reads are counted
        // in the Progress's own `fractionCompleted`, which every reading of the library calls.
        let before = progress.reads
        await SmokeWait.pause(1)
        report.check(SmokeExpectation.equal(progress.reads - before, 0, name: "ios.progress.still-progress-not-read", what: "reads in 1 s"))
        report.note("fractionCompleted read \(progress.reads) times in all")
        progress.completedUnitCount = 4       // finishes: a success that dismisses itself
    }

    /// The shape layer under the bezel whose strokeEnd is `fraction` (the ring's progress layer).
    private func ring(in bezel: UIView, at fraction: Double) -> CAShapeLayer? {
        shapeLayers(under: bezel.layer).first { abs(Double($0.strokeEnd) - fraction) < 0.001 }
    }

    private func strokeEnds(in bezel: UIView) -> [Double] {
        shapeLayers(under: bezel.layer).map { (Double($0.strokeEnd) * 1000).rounded() / 1000 }
    }

    private func shapeLayers(under layer: CALayer) -> [CAShapeLayer] {
        let own = (layer as? CAShapeLayer).map { [$0] } ?? []
        return own + (layer.sublayers ?? []).flatMap(shapeLayers(under:))
    }
}

/// A `Progress` that counts how often its `fractionCompleted` is read (the library reads it once per
/// reading, ProgressReading.init). `Progress` is thread-safe by its locks; the count has its own.
final class CountingProgress: Progress, @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var reads: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    override var fractionCompleted: Double {
        lock.lock()
        count += 1
        lock.unlock()
        return super.fractionCompleted
    }
}
