#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
/// The colour of one part of the HUD's line, in the terminal's own 16-colour palette (so it
/// follows the user's theme); ``HUD/Configuration/style`` does not apply in a terminal.
enum TerminalStyle: Sendable, Equatable {
    /// The terminal's default colour.
    case plain
    /// The spinner and the progress bar: cyan.
    case indicator
    /// A result's symbol: ✔ bold green, ✖ bold red, ℹ bold blue.
    case result(HUD.Indicator.Result)
    /// The details line: faint.
    case details
    /// The action button's key hint: reverse video.
    case button

    /// The SGR parameters of this style; `nil` for ``plain``.
    var parameters: String? {
        switch self {
        case .plain: return nil
        case .indicator: return "36"
        case .result(.success): return "1;32"
        case .result(.error): return "1;31"
        case .result(.info): return "1;34"
        case .details: return "2"
        case .button: return "7"
        }
    }
}
#endif
