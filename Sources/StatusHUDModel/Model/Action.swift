extension HUD {
    /// A button under the HUD's text, such as "Cancel", and what a tap on it does.
    ///
    /// The handler runs on the main actor, once per tap. The button stays while the HUD shows a
    /// spinner or progress (later shows without an action of their own keep it); it goes with a
    /// success, error, info or image HUD, with a dismissal, or with ``HUD/setAction(_:)`` and `nil`.
    /// Content put up by other work never inherits it (see
    /// ``HUD/whileRunning(status:success:failure:graceTime:cancelTitle:_:)``).
    ///
    /// ```swift
    /// HUD.showProgress(0, status: "Syncing")
    /// HUD.setAction(HUD.Action("Cancel") { sync.cancel() })
    /// ```
    ///
    /// An action is a reference: two are equal only if they are the same action (handlers cannot
    /// be compared), so each `init` makes a new one.
    public final class Action: Sendable, Equatable {
        /// The button's title.
        public let title: String
        /// What a tap runs, on the main actor.
        public let handler: @MainActor @Sendable () -> Void

        /// An action titled `title` that runs `handler` on the main actor when its button is tapped.
        public init(_ title: String, handler: @escaping @MainActor @Sendable () -> Void) {
            self.title = title
            self.handler = handler
        }

        /// Runs the handler, as a tap on the button does; presenters call this from their button.
        @MainActor public func perform() {
            handler()
        }

        /// Whether `lhs` and `rhs` are the same action.
        public static func == (lhs: Action, rhs: Action) -> Bool {
            lhs === rhs
        }
    }
}
