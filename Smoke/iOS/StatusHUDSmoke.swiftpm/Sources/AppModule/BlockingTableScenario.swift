import StatusHUD
import StatusHUDSmokeKit
import UIKit

/// 4. A blocking HUD of a table's own, with a Cancel button, over a table that reloads while it
/// shows: touches at the bezel and at Cancel land in the HUD, a cell of that table beside the bezel
/// is covered by the HUD, and a cell of another table outside the HUD's view still gets its touch.
///
/// A blocking HUD in a view covers the whole view (`HUD.Drawing.hitTarget`: `.blocker` anywhere
/// off the button; HUDOnIOS.md, checklist 9: "tap rows … under the HUD: the title never says a
/// tap leaked"), so "a cell outside the HUD" is a cell of a second table below the first.
@MainActor
struct BlockingTableScenario: SmokeScenario {
    let name = "4. a blocking HUD with Cancel over a reloading table"

    func run(_ stage: SmokeStage) async {
        let report = stage.report
        let host = stage.host.view!
        let safe = host.bounds.inset(by: host.safeAreaInsets)
        let source = SmokeTableSource()
        defer { withExtendedLifetime(source) {} }      // the tables hold their data source weakly
        let covered = source.table(frame: CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: safe.height * 0.6))
        let outside = source.table(frame: CGRect(x: safe.minX, y: safe.minY + safe.height * 0.6, width: safe.width, height: safe.height * 0.4))
        host.addSubview(covered)
        host.addSubview(outside)
        covered.layoutIfNeeded()
        outside.layoutIfNeeded()

        let hud = HUD.Instance(in: covered)
        hud.configuration.interaction = .blocked
        let cancels = SmokeCounter()
        hud.show(status: "Reloading")
        hud.setAction(HUD.Action("Cancel") { [weak hud] in
            cancels.count += 1
            hud?.dismiss()
        })
        for _ in 0..<3 {
            covered.reloadData()
            await SmokeWait.pause(0.1)
        }
        guard let shown = await stage.viewHUD(under: host, "ios.table") else { return }
        covered.reloadData()
        covered.layoutIfNeeded()
        let window = stage.window
        let bezel = shown.frame
        // Rule: HUD.Drawing.hitTarget: .blocker off the button, so the HUD view takes the touch.
        let centre = CGPoint(x: bezel.midX, y: bezel.midY)
        let centreHit = window.hitTest(centre, with: nil)
        report.check("ios.table.hit-at-bezel-lands-in-hud", centreHit?.isDescendant(of: shown.view) == true,
                     "point=\(point(centre)) hit=\(SmokeFinder.describe(centreHit))")
        // Rule: HUD.Drawing.hitTarget: .button inside the button's hit frame; HUDView.hitTest returns it.
        if let button = SmokeFinder.button(in: shown.view) {
            let buttonCentre = SmokeFinder.centre(of: button)
            let buttonHit = window.hitTest(buttonCentre, with: nil)
            report.check("ios.table.hit-at-cancel-lands-in-button", buttonHit?.isDescendant(of: button) == true,
                         "point=\(point(buttonCentre)) hit=\(SmokeFinder.describe(buttonHit)) button=\(SmokeFinder.describe(button))")
        } else {
            report.check("ios.table.hit-at-cancel-lands-in-button", false, "no shown UIButton in the HUD view")
        }
        // Rule: a blocking HUD in a view blocks the whole view, rows under it included (checklist 9).
        if let cell = covered.visibleCells.first(where: { !cellFrame($0).intersects(bezel.insetBy(dx: -8, dy: -8)) }) {
            let cellCentre = SmokeFinder.centre(of: cell)
            let hit = window.hitTest(cellCentre, with: nil)
            report.check("ios.table.hit-at-covered-cell-lands-in-hud", hit?.isDescendant(of: shown.view) == true,
                         "point=\(point(cellCentre)) hit=\(SmokeFinder.describe(hit)) row=\(cell.tag)")
        } else {
            report.skip("ios.table.hit-at-covered-cell-lands-in-hud", "no cell of the covered table lies beside the bezel")
        }
        // Rule: the HUD covers its view's frame only (ContainerFollower: over the scroll view's frame).
        if let cell = outside.visibleCells.first(where: { !cellFrame($0).intersects(shown.view.convert(shown.view.bounds, to: window)) }) {
            let cellCentre = SmokeFinder.centre(of: cell)
            let hit = window.hitTest(cellCentre, with: nil)
            report.check("ios.table.hit-at-cell-outside-hud-lands-in-cell", hit?.isDescendant(of: cell) == true,
                         "point=\(point(cellCentre)) hit=\(SmokeFinder.describe(hit)) row=\(cell.tag)")
        } else {
            report.check("ios.table.hit-at-cell-outside-hud-lands-in-cell", false,
                         "no visible cell of the second table outside the HUD view \(SmokeExpectation.describe(shown.view.frame))")
        }
        // Rule: HUD.Action: the handler runs once per tap (here the button's own action, sent as a tap sends it).
        if let button = SmokeFinder.button(in: shown.view) {
            button.sendActions(for: .primaryActionTriggered)
            _ = await SmokeWait.until(timeout: 3) { !hud.isVisible }
            report.check("ios.table.cancel-ends-hud", cancels.count == 1 && !hud.isVisible,
                         "handler runs=\(cancels.count) isVisible=\(hud.isVisible)")
        }
        hud.dismiss(animated: false)
    }

    private func cellFrame(_ cell: UIView) -> CGRect {
        cell.convert(cell.bounds, to: nil)
    }

    private func point(_ point: CGPoint) -> String {
        "(\(Int(point.x.rounded())), \(Int(point.y.rounded())))"
    }
}

/// Fifty rows for the tables, with a reuse identifier.
@MainActor
final class SmokeTableSource: NSObject, UITableViewDataSource {
    private static let reuse = "row"

    func table(frame: CGRect) -> UITableView {
        let table = UITableView(frame: frame, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: Self.reuse)
        table.dataSource = self
        return table
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        50
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuse, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        cell.tag = indexPath.row
        return cell
    }
}
