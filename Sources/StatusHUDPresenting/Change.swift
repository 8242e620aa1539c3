import StatusHUDModel
import StatusHUDRendering
extension HUD {
    /// Why a presenter's ``Presenter/update(_:configuration:change:)`` comes: what changed in the HUD
    /// being shown.
    ///
    /// A presenter applies only what changed: a progress tick moves the ring and nothing else; a
    /// spinner that turns into a success in place changes ``indicator``, which is when a haptic plays
    /// and VoiceOver speaks.
    ///
    /// ```swift
    /// final class RingPresenter: HUD.Presenter {
    ///     var strokeEnd = 0.0
    ///     func show(_ content: HUD.Content, configuration: HUD.Configuration, transition: HUD.Transition) {
    ///         redraw(content, configuration)
    ///         transition.reportOnScreen()
    ///         transition.reportFinished()
    ///     }
    ///     func update(_ content: HUD.Content, configuration: HUD.Configuration, change: HUD.Change) {
    ///         if change == .progress, let value = content.indicator.progress {
    ///             strokeEnd = value       // only the ring moves
    ///             return
    ///         }
    ///         redraw(content, configuration)
    ///     }
    ///     func hide(transition: HUD.Transition) { transition.reportFinished() }
    ///     func redraw(_ content: HUD.Content, _ configuration: HUD.Configuration) { /* … */ }
    /// }
    /// ```
    public struct Change: OptionSet, Sendable, Hashable {
        /// The bits of the changes in the set.
        public let rawValue: Int

        /// A set of changes from their bits; use the named changes, such as ``indicator``.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The indicator became another kind (a spinner became a check mark, say) or another image.
        public static let indicator = Change(rawValue: 1 << 0)
        /// The progress moved; the indicator is a progress before and after.
        public static let progress = Change(rawValue: 1 << 1)
        /// The status text changed.
        public static let status = Change(rawValue: 1 << 2)
        /// The details text changed.
        public static let details = Change(rawValue: 1 << 3)
        /// ``HUD/configuration`` changed.
        public static let configuration = Change(rawValue: 1 << 4)
        /// The button came, went, or became another (``HUD/Content/action``).
        public static let action = Change(rawValue: 1 << 5)

        /// What differs between `old` and `new` content; empty when they are equal.
        package init(from old: HUD.Content, to new: HUD.Content) {
            self.init(from: Optional(old), to: new)
        }

        /// What differs between `old` content, if any (none: everything is new), and `new`.
        package init(from old: HUD.Content?, to new: borrowing HUD.Content) {
            guard let old else {
                self = [.indicator, .status, .details, .action]
                return
            }
            self.init(comparing: old, with: new)
        }

        /// What differs between `old` content and `new`, both lent: nothing is copied whole.
        package init(comparing old: borrowing HUD.Content, with new: borrowing HUD.Content) {
            var change: Change = []
            if let before = old.indicator.progress, let after = new.indicator.progress {
                if before != after { change.insert(.progress) }
            } else if old.indicator != new.indicator {
                change.insert(.indicator)
            }
            if old.status != new.status { change.insert(.status) }
            if old.details != new.details { change.insert(.details) }
            if old.action != new.action { change.insert(.action) }
            self = change
        }
    }
}
