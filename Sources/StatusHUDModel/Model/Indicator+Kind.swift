extension HUD.Indicator {
    /// What kind of indicator one is (``HUD/Indicator/kind``): ``spinner``, ``progress``,
    /// ``success``, ``error``, ``info``, ``image`` or ``text``, and in a later minor release maybe
    /// more.
    ///
    /// It is a value with named members, not an enumeration, so the compiler makes every `switch`
    /// over it end in a `default`: the branch a kind added later takes. A presenter handles the
    /// kinds it knows and draws anything else in a neutral way (``isResult`` tells a new result,
    /// such as a warning, from the rest):
    ///
    /// ```swift
    /// func symbol(for indicator: HUD.Indicator) -> String {
    ///     switch indicator.kind {
    ///     case .spinner: "⏳"
    ///     case .progress: "\(Int((indicator.progress ?? 0) * 100)) %"
    ///     case .success: "✅"
    ///     case .error: "❌"
    ///     case .text: ""
    ///     default: indicator.kind.isResult ? "•" : "·"     // info, an image, kinds added later
    ///     }
    /// }
    /// ```
    public struct Kind: Sendable, Hashable {
        /// Which kind, for the package: results as one case, so code that treats them alike names
        /// them once.
        package enum Base: Sendable, Hashable {
            case spinner
            case progress
            case result(HUD.Indicator.Result)
            case image
            case text
        }

        /// Which kind this is.
        package let base: Base

        /// The kind `base`.
        package init(_ base: Base) {
            self.base = base
        }

        /// The indefinite spinner (``HUD/Indicator/spinner``).
        public static var spinner: Kind { Kind(.spinner) }
        /// A determinate progress (``HUD/Indicator/progress(_:)``); its fraction is
        /// ``HUD/Indicator/progress``.
        public static var progress: Kind { Kind(.progress) }
        /// A check mark (``HUD/Indicator/success``).
        public static var success: Kind { Kind(.result(.success)) }
        /// A cross (``HUD/Indicator/error``).
        public static var error: Kind { Kind(.result(.error)) }
        /// An "i" in a circle (``HUD/Indicator/info``).
        public static var info: Kind { Kind(.result(.info)) }
        /// The caller's image (``HUD/Indicator/image(_:)``); the image is ``HUD/Indicator/image``.
        public static var image: Kind { Kind(.image) }
        /// No indicator: text only (``HUD/Indicator/text``).
        public static var text: Kind { Kind(.text) }

        /// Whether this kind is a result, the outcome of work: success, error and info, and any
        /// result kind a later release adds. Results dismiss themselves, and a presenter whose
        /// results stay visible (``HUD/Presenter/isResultPersistent``) ends them once shown.
        public var isResult: Bool {
            if case .result = base { true } else { false }
        }
    }
}
