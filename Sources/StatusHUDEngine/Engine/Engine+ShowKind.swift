import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting

extension Engine {
    /// How a show treats the activity count and dismissal.
    package enum ShowKind: Equatable, Sendable {
        /// `show()` / `show(status:)`: one more activity.
        case activity
        /// A progress update: the count does not change.
        case progress
        /// Success, error, info, image and text HUDs: they dismiss themselves.
        case dismissesItself
    }
}
