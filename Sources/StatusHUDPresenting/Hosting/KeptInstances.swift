import StatusHUDModel
import StatusHUDRendering
/// The HUDs a view keeps (`HUD.Instance(in:)`, an associated object of the view): a view keeps a HUD
/// only while it may still show, so HUDs made per use, as MBProgressHUD's are, do not pile up hidden
/// with their observers.
///
/// The rules:
/// - **Made**: kept, so that calls made from other threads, which reach the main queue later, find
///   it alive; made ones that are hidden (never shown) go then.
/// - **Shown**: kept, again if it had been let go of, after the others.
/// - **Hidden**: let go of at once. The presenter says so on the turn of the main queue after the
///   dismissal, once its completions and notifications have run, and only if it is still hidden.
/// - **Found** (`topmost(in:)`, `dismiss(in:)`): the last kept one that is not hidden.
package struct KeptInstances<Kept: AnyObject> {
    package init() {}

    /// The HUDs kept, in the order they were made or shown again.
    private(set) var all: [Kept] = []

    /// A HUD was made for the view.
    package mutating func made(_ instance: Kept, isHidden: (Kept) -> Bool) {
        all.removeAll(where: isHidden)
        all.append(instance)
    }

    /// A HUD of the view started showing.
    package mutating func shown(_ instance: Kept) {
        if !all.contains(where: { $0 === instance }) { all.append(instance) }
    }

    /// A HUD of the view has hidden, and `isStillHidden` says whether it still is.
    package mutating func hid(_ instance: Kept, isStillHidden: Bool) {
        guard isStillHidden else { return }
        all.removeAll { $0 === instance }
    }

    /// The HUD `topmost(in:)` finds: the last kept that is not hidden.
    package func lastShown(isHidden: (Kept) -> Bool) -> Kept? {
        all.last { !isHidden($0) }
    }
}
