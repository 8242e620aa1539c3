#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
/// The terminal HUD's signal handling: SIGINT and SIGTERM restore the terminal, SIGWINCH
/// re-reads its width. Handlers are installed only while some display is live, chain to whatever
/// handler was there before, and are removed when the last live display goes.
///
/// - **SIGINT, SIGTERM**: the handler writes ``ANSI/restoreTerminal`` (erase the HUD's line, reset
///   the colour, show the cursor) to every live display's file descriptor, then hands the signal
///   on: to the previous handler function if there was one (the display redraws afterwards if the
///   program carries on), or, if the previous action was the default, it puts the default back
///   and raises the signal again, so the process ends exactly as it would have without the HUD
///   (exit status 130 for Ctrl-C in a shell). A signal that was ignored when the display went
///   live gets no handler and stays ignored.
/// - **SIGWINCH**: the handler calls any previous handler; displays re-read the width and redraw.
/// - **SIGINT while a button is armed** (``armInterrupt(_:for:)``, for a live line with an action
///   button drawn as "^C Cancel"): the handler only disarms and wakes the listeners, who run
///   the action; the terminal is not restored and the signal not handed on. It is disarmed by
///   that first Ctrl-C, so a second one ends the program as usual: Ctrl-C can never be taken
///   away from the user.
///
/// The handler only calls `write(2)`, `sigaction(2)`, `raise(3)` and the previous handler: it
/// reads memory allocated before it was installed and takes no lock. Work that cannot be done in
/// a handler is handed to a queue through a pipe (the self-pipe pattern). Removal puts the
/// previous action back only if the current action is still this handler, so a handler the host
/// program installed meanwhile is left alone.
final class TerminalSignals: Sendable {
    /// The signals handled while a display is live.
    static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGWINCH]
    /// The process's signal handling (signals belong to the process, so there is one).
    static let shared = TerminalSignals()

    /// One live display's interest in signals.
    struct Registration: Sendable, Hashable {
        fileprivate let id: Int
    }

    private struct Listener {
        let slot: Int?
        let onSignal: @Sendable (Int32) -> Void
    }

    private struct State {
        var listeners: [Int: Listener] = [:]
        var nextID = 0
        var installed: [Int32] = []
        var wakeSource: DispatchSourceRead?
        /// Registrations that take the next SIGINT as a button press.
        var armed: Set<Int> = []
    }

    private let state = Locked(State())
    private let queue = DispatchQueue(label: "StatusHUD.TerminalSignals")

    /// Signals for which this handler is installed now.
    var installedSignals: [Int32] {
        state.withLock { $0.installed }
    }

    /// Starts handling signals for a live display: `descriptor` gets the restore sequence on
    /// SIGINT/SIGTERM, and `onSignal` runs on a private queue after each handled signal the
    /// process survives (with ``buttonPress`` for a SIGINT taken as a press of its button). The first registration installs the handlers.
    func register(restoring descriptor: Int32?, onSignal: @escaping @Sendable (Int32) -> Void) -> Registration {
        // Touching `shared` here, before any handler is installed, runs its lazy initialisation
        // now; the handler only ever reads the finished global, never starts the initialisation
        // itself (which allocates and locks, so is not safe in a signal handler).
        let storage = SignalHandlerStorage.shared
        return state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            var slot: Int?
            if let descriptor, let free = (0..<SignalHandlerStorage.slotCount).first(where: { storage.restoreDescriptors[$0] < 0 }) {
                storage.restoreDescriptors[free] = descriptor
                slot = free
            }
            state.listeners[id] = Listener(slot: slot, onSignal: onSignal)
            if state.listeners.count == 1 {
                if state.wakeSource == nil { state.wakeSource = makeWakeSource(storage) }
                state.installed = Self.handledSignals.filter(install)
            }
            return Registration(id: id)
        }
    }

    /// What `onSignal` gets instead of SIGINT when the SIGINT was taken as a press of the
    /// registration's button: 0, which is no signal.
    static let buttonPress: Int32 = 0

    /// Makes the next SIGINT a press of `registration`'s button (`armed`), or a SIGINT as usual.
    /// The handler disarms every registration when it takes a SIGINT.
    func armInterrupt(_ armed: Bool, for registration: Registration) {
        let storage = SignalHandlerStorage.shared
        state.withLock { state in
            guard state.listeners[registration.id] != nil else { return }
            if armed { state.armed.insert(registration.id) } else { state.armed.remove(registration.id) }
            storage.interruptArmed.pointee = state.armed.isEmpty ? 0 : 1
        }
    }

    /// Whether the next SIGINT is taken as a button press.
    /// Whether a signal is ending the process: its handler has written the restore sequence and
    /// raises the signal again. Nothing may be drawn after that (another thread drawing a frame
    /// then would leave it on the screen the shell takes back).
    var isTerminating: Bool {
        SignalHandlerStorage.shared.terminating.pointee != 0
    }

    var isInterruptArmed: Bool {
        state.withLock { _ in SignalHandlerStorage.shared.interruptArmed.pointee != 0 }
    }

    /// Ends a registration; the last one removes the handlers.
    func unregister(_ registration: Registration) {
        let storage = SignalHandlerStorage.shared
        state.withLock { state in
            state.armed.remove(registration.id)
            storage.interruptArmed.pointee = state.armed.isEmpty ? 0 : 1
            guard let listener = state.listeners.removeValue(forKey: registration.id) else { return }
            if let slot = listener.slot { storage.restoreDescriptors[slot] = -1 }
            if state.listeners.isEmpty {
                state.installed.forEach(uninstall)
                state.installed = []
            }
        }
    }

    // MARK: Installing

    private func install(_ signal: Int32) -> Bool {
        let storage = SignalHandlerStorage.shared
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        if signal != SIGWINCH, SignalDisposition(current) == .ignore { return false }
        storage.previousActions[Int(signal)] = current
        var action = sigaction()
        SignalDisposition.setHandler(terminalSignalHandler, of: &action)
        action.sa_flags = SA_SIGINFO | SA_RESTART
        sigemptyset(&action.sa_mask)
        return sigaction(signal, &action, nil) == 0
    }

    private func uninstall(_ signal: Int32) {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0,
              SignalDisposition(current) == .handler(SignalDisposition.address(of: terminalSignalHandler))
        else { return }
        var previous = SignalHandlerStorage.shared.previousActions[Int(signal)]
        sigaction(signal, &previous, nil)
    }

    /// Reads the pipe the handler writes signal numbers to, and tells the listeners.
    private func makeWakeSource(_ storage: SignalHandlerStorage) -> DispatchSourceRead? {
        guard storage.wakeReadDescriptor >= 0 else { return nil }
        let source = DispatchSource.makeReadSource(fileDescriptor: storage.wakeReadDescriptor, queue: queue)
        source.setEventHandler { [weak self] in
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(storage.wakeReadDescriptor, &buffer, buffer.count)
            guard count > 0, let self else { return }
            // A burst (a window dragged wider sends SIGWINCH after SIGWINCH) is one redraw per signal.
            var signals: [Int32] = []
            for byte in buffer[..<count] where !signals.contains(Int32(byte)) { signals.append(Int32(byte)) }
            let (listeners, pressed) = self.state.withLock { state in
                // A SIGINT the handler took as a button press disarmed it: the armed ones were pressed.
                var pressed: Set<Int> = []
                if signals.contains(SIGINT), storage.interruptArmed.pointee == 0 { swap(&pressed, &state.armed) }
                return (state.listeners, pressed)
            }
            for signal in signals {
                for (id, listener) in listeners {
                    listener.onSignal(signal == SIGINT && pressed.contains(id) ? Self.buttonPress : signal)
                }
            }
        }
        source.resume()
        return source
    }
}

/// The handler for SIGINT, SIGTERM and SIGWINCH (see ``TerminalSignals``).
private func terminalSignalHandler(
    _ signal: Int32,
    _ info: UnsafeMutablePointer<siginfo_t>?,
    _ context: UnsafeMutableRawPointer?
) {
    let storage = SignalHandlerStorage.shared   // initialised already: `register` touched it before installing
    let savedErrno = errno
    defer { errno = savedErrno }
    guard signal > 0, Int(signal) < SignalHandlerStorage.signalLimit else { return }
    if signal == SIGINT, storage.interruptArmed.pointee != 0 {
        // A press of the button on the live line: once only, so the next Ctrl-C ends the program.
        storage.interruptArmed.pointee = 0
        var byte = UInt8(truncatingIfNeeded: signal)
        if storage.wakeWriteDescriptor >= 0 { _ = write(storage.wakeWriteDescriptor, &byte, 1) }
        return
    }
    var previous = storage.previousActions[Int(signal)]
    if signal != SIGWINCH {
        // Before the restore: a display that draws on another thread stops drawing.
        if case .default = SignalDisposition(previous) { storage.terminating.pointee = 1 }
        for slot in 0..<SignalHandlerStorage.slotCount where storage.restoreDescriptors[slot] >= 0 {
            _ = write(storage.restoreDescriptors[slot], storage.restoreBytes, storage.restoreByteCount)
        }
    }
    switch SignalDisposition(previous) {
    case .handler:
        SignalDisposition.call(previous, signal: signal, info: info, context: context)
    case .default where signal != SIGWINCH:
        // End the process as the default action would: put it back and raise the signal again;
        // it is delivered as soon as this handler returns.
        sigaction(signal, &previous, nil)
        raise(signal)
        return
    case .default, .ignore:
        break
    }
    var byte = UInt8(truncatingIfNeeded: signal)
    if storage.wakeWriteDescriptor >= 0 { _ = write(storage.wakeWriteDescriptor, &byte, 1) }
}
#endif
