import Foundation

#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
/// The environment variables the terminal HUD honours, injected so that tests need not change
/// the process's own environment.
///
/// - `NO_COLOR` set to anything but the empty string: no colour (https://no-color.org); the
///   spinner, bar and cursor handling stay.
/// - `TERM=dumb`: a terminal that understands no escape sequence; the HUD then writes as it does
///   when standard error is not a terminal: result lines only, nothing for spinners or progress.
/// - `COLUMNS`: the width to assume when the terminal does not tell its own.
struct TerminalEnvironment: Sendable, Equatable {
    var variables: [String: String]

    init(_ variables: [String: String] = [:]) {
        self.variables = variables
    }

    /// The process's environment.
    static var current: TerminalEnvironment {
        TerminalEnvironment(ProcessInfo.processInfo.environment)
    }

    /// Whether colour is allowed: `NO_COLOR` is unset or empty.
    var allowsColor: Bool {
        (variables["NO_COLOR"] ?? "").isEmpty
    }

    /// Whether `TERM` says the terminal understands no escape sequences.
    var isDumbTerminal: Bool {
        variables["TERM"] == "dumb"
    }

    /// A positive `COLUMNS`, if set.
    var columns: Int? {
        variables["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }
}
#endif
