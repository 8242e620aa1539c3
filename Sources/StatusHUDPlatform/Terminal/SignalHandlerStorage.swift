#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
/// Memory the signal handler reads, allocated once and never freed, so the handler neither
/// allocates nor locks. Slots are single aligned `Int32` stores, written under the registry's lock.
struct SignalHandlerStorage: @unchecked Sendable {
    /// How many live displays can have their terminal restored at once.
    static let slotCount = 16
    /// Signal numbers are below this on Linux and macOS.
    static let signalLimit = 65

    static let shared = SignalHandlerStorage()

    /// File descriptors that get the restore sequence; -1 for a free slot.
    let restoreDescriptors: UnsafeMutablePointer<Int32>
    /// The action that was installed before this handler, per signal number.
    let previousActions: UnsafeMutablePointer<sigaction>
    /// 1 while the next SIGINT is a button press (see ``TerminalSignals/armInterrupt(_:for:)``).
    let interruptArmed: UnsafeMutablePointer<Int32>
    /// 1 once a signal's default action is about to end the process.
    let terminating: UnsafeMutablePointer<Int32>
    let restoreBytes: UnsafeMutablePointer<UInt8>
    let restoreByteCount: Int
    /// The pipe the handler writes signal numbers to; -1 if it could not be made.
    let wakeReadDescriptor: Int32
    let wakeWriteDescriptor: Int32

    private init() {
        restoreDescriptors = .allocate(capacity: Self.slotCount)
        restoreDescriptors.initialize(repeating: -1, count: Self.slotCount)
        previousActions = .allocate(capacity: Self.signalLimit)
        previousActions.initialize(repeating: sigaction(), count: Self.signalLimit)
        interruptArmed = .allocate(capacity: 1)
        interruptArmed.initialize(to: 0)
        terminating = .allocate(capacity: 1)
        terminating.initialize(to: 0)
        let bytes = Array(ANSI.restoreTerminal.utf8)
        restoreBytes = .allocate(capacity: bytes.count)
        restoreBytes.initialize(from: bytes, count: bytes.count)
        restoreByteCount = bytes.count
        var descriptors: [Int32] = [-1, -1]
        if pipe(&descriptors) == 0 {
            for descriptor in descriptors {
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            }
        } else {
            descriptors = [-1, -1]
        }
        wakeReadDescriptor = descriptors[0]
        wakeWriteDescriptor = descriptors[1]
    }
}
#endif
