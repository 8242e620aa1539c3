import StatusHUD
import StatusHUDSmokeKit
import UIKit

/// 5. A view removed from its superview (and released) under its own HUD ends the HUD at once, and
/// the HUD's dismiss completions run exactly once.
@MainActor
struct RemovedViewScenario: SmokeScenario {
    let name = "5. a view removed under its HUD runs the HUD's completions once"

    func run(_ stage: SmokeStage) async {
        let report = stage.report
        let bounds = stage.host.view.bounds
        var card: UIView? = UIView(frame: CGRect(x: 40, y: bounds.midY - 110, width: max(bounds.width - 80, 200), height: 220))
        let released = WeakView(card)
        guard let shown = await show(in: card, stage) else { return }
        let (hud, completions) = shown
        card?.removeFromSuperview()
        card = nil
        // Rule (HUD.Instance(in:)): a view removed and not added again by the next turn of the main
        // queue has gone for good: the HUD ends at once, as a dismissal does, and its completions run.
        _ = await SmokeWait.until(timeout: 3) { completions.count > 0 }
        await SmokeWait.pause(1)       // a second run would come now
        report.check(SmokeExpectation.equal(completions.count, 1, name: "ios.removed.completion-runs-once", what: "completions"))
        report.check("ios.removed.hud-ended", !hud.isVisible && hud.current == nil,
                     "isVisible=\(hud.isVisible) current=\(hud.current.map { "\($0.indicator)" } ?? "nil")")
        report.note("the removed view was \(released.view == nil ? "freed" : "still alive (held elsewhere)")")
    }

    /// The card on the host's view with a HUD of its own showing a success, and a counter of that
    /// HUD's dismiss completions; `nil` (with a failed check) if the HUD never shows.
    private func show(in card: UIView?, _ stage: SmokeStage) async -> (HUD.Instance, SmokeCounter)? {
        guard let card else { return nil }
        card.backgroundColor = .secondarySystemBackground
        stage.host.view.addSubview(card)
        let hud = HUD.Instance(in: card)
        let completions = SmokeCounter()
        hud.showSuccess(status: "Saved")
        // A success that would stay 30 s: only the view's removal can end it in time.
        hud.dismiss(withDelay: 30) { completions.count += 1 }
        guard await stage.viewHUD(under: card, "ios.removed") != nil else { return nil }
        return (hud, completions)
    }
}

/// A view held weakly, to see whether it was freed.
@MainActor
final class WeakView {
    weak var view: UIView?

    init(_ view: UIView?) {
        self.view = view
    }
}
