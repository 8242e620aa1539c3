/// The views that show a HUD while a condition holds (SwiftUI's `.statusHUD(while:status:on:)`),
/// each HUD's apart: which HUD each view presents on, and what its changes ask of that HUD.
///
/// Each HUD keeps its own ``PresentedActivities``: views presenting on one instance share it as
/// views presenting on the shared HUD share that one, and never touch another. A view whose HUD
/// changes (the `on:` argument is another instance now) ends its activity on the old HUD before
/// it presents on the new one, as if it had gone and come back.
@MainActor
final class PresentingViews {
    /// The presenting views of every SwiftUI view in the process.
    static let all = PresentingViews()

    /// Each HUD's presenting views, by the HUD's identity (kept alive by `hudOfView`).
    private var activities: [ObjectIdentifier: PresentedActivities] = [:]
    /// The HUD each view has presented on since its last update, kept until the view goes.
    private var hudOfView: [Int: HUD.Instance] = [:]

    /// `view` appeared or its inputs changed: presented on `hud` or not, with `status`.
    func update(_ view: Int, on hud: HUD.Instance, isPresented: Bool, status: String?) {
        if let previous = hudOfView[view], previous !== hud { ended(view) }
        hudOfView[view] = hud
        let key = ObjectIdentifier(hud)
        apply(activities[key, default: PresentedActivities()].update(view, isPresented: isPresented, status: status), to: hud)
    }

    /// `view` went.
    func ended(_ view: Int) {
        guard let hud = hudOfView.removeValue(forKey: view) else { return }
        let key = ObjectIdentifier(hud)
        guard var presented = activities[key] else { return }
        let steps = presented.ended(view)
        activities[key] = presented == PresentedActivities() ? nil : presented
        apply(steps, to: hud)
    }

    private func apply(_ steps: [PresentedActivities.Step], to hud: HUD.Instance) {
        for step in steps {
            switch step {
            case .show(let status): hud.show(status: status)
            case .setStatus(let status): hud.setStatus(status)
            case .end: hud.popActivity()
            }
        }
    }
}
