import StatusHUDModel
import StatusHUDRendering
/// The spinner's three endless Core Animation loops, by key, and when a presenter adds them again.
///
/// Core Animation removes a layer's animations when its view leaves a window, and apps see
/// spinners stop after a return from the background (SVProgressHUD's long-standing bug), so a
/// presenter checks when its view enters a window and when a scene enters the foreground. Adding
/// the loops again while they run would restart their cycle: the spinner would snap back to its
/// start whenever any scene of the app came to the foreground. So they are added only when one is
/// missing, and then all three, so that the arc and its mask stay in step.
package enum SpinnerLoops {
    /// The mask's turn (`transform.rotation`), the arc's `strokeStart` and its `strokeEnd`.
    package static let keys = ["rotation", "strokeStart", "strokeEnd"]

    /// The loops to add, given the animation keys the spinner's layers hold now: none while all
    /// three run; all three when any is gone.
    package static func toAdd(present: some Sequence<String>) -> [String] {
        let present = Set(present)
        return keys.allSatisfy(present.contains) ? [] : keys
    }
}
