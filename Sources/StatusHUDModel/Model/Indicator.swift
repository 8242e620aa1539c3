extension HUD {
    /// The graphic above the HUD's text: a spinner, a progress, a result glyph (success, error,
    /// info), the caller's image, or none.
    ///
    /// It is a value with named members rather than an enumeration so that a later minor release
    /// can add a kind (a warning glyph, say) without breaking code that reads it: build one with
    /// ``spinner``, ``progress(_:)``, ``success``, ``error``, ``info``, ``image(_:)`` or ``text``;
    /// compare with `==`; read what it is with ``kind``, and a progress's fraction and an image
    /// with ``progress`` and ``image``. A `switch` over ``kind`` must have a `default`, which is
    /// where a kind added later goes (see <doc:CustomPresenters>).
    ///
    /// ```swift
    /// if let content = HUD.current, let fraction = content.indicator.progress {
    ///     print("upload at \(Int(fraction * 100)) %")
    /// }
    /// if HUD.current?.indicator == .success { print("done") }
    /// ```
    public struct Indicator: Sendable, Equatable {
        /// What the indicator is, with its progress or image: the package's exhaustive view, for the
        /// built-in presenters (a kind added here must be drawn by each of them).
        package enum Form: Sendable, Equatable {
            case spinner
            /// Always valid: 0…1, never NaN (``progress(_:)`` clamps).
            case progress(Double)
            case result(Result)
            case image(HUD.Image)
            case text
        }

        /// What the indicator is.
        package let form: Form

        /// The indicator `form`, its progress made valid (clamped to 0…1, NaN as 0).
        package init(_ form: Form) {
            if case .progress(let value) = form {
                self.form = .progress(Self.clampedProgress(value))
            } else {
                self.form = form
            }
        }

        /// The indefinite spinner.
        public static var spinner: Indicator { Indicator(.spinner) }
        /// A determinate progress drawn in the configured ``HUD/ProgressStyle``: `fraction` clamped
        /// to 0…1, NaN counting as 0 and infinities going to the nearer end.
        public static func progress(_ fraction: Double) -> Indicator { Indicator(.progress(fraction)) }
        /// A check mark.
        public static var success: Indicator { Indicator(.result(.success)) }
        /// A cross.
        public static var error: Indicator { Indicator(.result(.error)) }
        /// An "i" in a circle.
        public static var info: Indicator { Indicator(.result(.info)) }
        /// The caller's own image.
        public static func image(_ image: HUD.Image) -> Indicator { Indicator(.image(image)) }
        /// No indicator: text only.
        public static var text: Indicator { Indicator(.text) }

        /// What kind of indicator this is; a `switch` over it needs a `default` for kinds added later.
        public var kind: Kind {
            switch form {
            case .spinner: .spinner
            case .progress: .progress
            case .result(let result): Kind(.result(result))
            case .image: .image
            case .text: .text
            }
        }

        /// The fraction of a progress, 0…1; `nil` for every other kind.
        public var progress: Double? {
            if case .progress(let fraction) = form { fraction } else { nil }
        }

        /// The image of an image indicator; `nil` for every other kind.
        public var image: HUD.Image? {
            if case .image(let image) = form { image } else { nil }
        }

        /// The result (success, error, info) this indicator shows, or `nil` for the other kinds.
        package var result: Result? {
            if case .result(let result) = form { result } else { nil }
        }

        /// Whether the indicator is drawn while work is under way (a spinner or a progress), as
        /// opposed to an outcome or a message that stands on its own (a result, an image, text).
        package var isActivity: Bool {
            switch form {
            case .spinner, .progress: true
            case .result, .image, .text: false
            }
        }

        /// Clamps a progress to 0…1; NaN counts as 0, infinities go to the nearer end.
        package static func clampedProgress(_ value: Double) -> Double {
            value.clampedToUnitInterval
        }
    }
}
