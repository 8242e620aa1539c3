#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
/// What a `sigaction` does with its signal: the default action, nothing, or a handler function;
/// and the few operations on the platform's `sigaction` layout that the signal handling needs.
///
/// ```swift
/// var action = sigaction()
/// sigaction(SIGTERM, nil, &action)
/// if SignalDisposition(action) == .ignore { /* leave SIGTERM alone */ }
/// ```
enum SignalDisposition: Equatable {
    case `default`
    case ignore
    /// A handler function, by address.
    case handler(Int)

    init(_ action: sigaction) {
        let address = Self.rawHandler(of: action)
        switch address {
        case 0: self = .default
        case 1: self = .ignore
        default: self = .handler(address)
        }
    }

    typealias Handler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

    /// The address of `handler`, to compare with an installed action.
    static func address(of handler: Handler) -> Int {
        unsafeBitCast(handler, to: Int.self)
    }

    /// Makes `action` call `handler` with signal information (`SA_SIGINFO` must be set too).
    static func setHandler(_ handler: @escaping Handler, of action: inout sigaction) {
        #if canImport(Glibc)
        action.__sigaction_handler.sa_sigaction = handler
        #else
        action.__sigaction_u.__sa_sigaction = handler
        #endif
    }

    /// Calls the handler function of `action`, in the form its flags ask for.
    static func call(_ action: sigaction, signal: Int32, info: UnsafeMutablePointer<siginfo_t>?, context: UnsafeMutableRawPointer?) {
        #if canImport(Glibc)
        if action.sa_flags & SA_SIGINFO != 0 {
            action.__sigaction_handler.sa_sigaction?(signal, info, context)
        } else {
            action.__sigaction_handler.sa_handler?(signal)
        }
        #else
        if action.sa_flags & SA_SIGINFO != 0 {
            action.__sigaction_u.__sa_sigaction?(signal, info, context)
        } else {
            action.__sigaction_u.__sa_handler?(signal)
        }
        #endif
    }

    /// The handler field as a number: 0 is `SIG_DFL`, 1 is `SIG_IGN`.
    private static func rawHandler(of action: sigaction) -> Int {
        #if canImport(Glibc)
        return unsafeBitCast(action.__sigaction_handler, to: Int.self)
        #else
        return unsafeBitCast(action.__sigaction_u, to: Int.self)
        #endif
    }
}
#endif
