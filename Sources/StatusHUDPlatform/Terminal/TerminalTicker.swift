import Dispatch

#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
/// The terminal HUD's own clock: a timer on a private queue that asks for a frame about 12
/// times a second, whatever the main thread is doing.
///
/// Core Animation keeps a spinner turning while the main thread works; in a terminal this
/// ticker does. It runs only while something live is drawn. A ticker made with
/// `framesPerSecond: nil` never fires on its own: tests call the display's `tick()` themselves.
///
/// ```swift
/// let ticker = TerminalTicker(framesPerSecond: 12)
/// ticker.start { display.tick() }   // on a background queue, until stop()
/// ticker.stop()
/// ```
final class TerminalTicker: Sendable {
    /// Frames per second of a live ticker: 12, the rate of a spinner that reads as smooth
    /// without redrawing more than needed.
    static let defaultFramesPerSecond = 12.0

    /// Frames per second; `nil` for a ticker that never fires on its own.
    let framesPerSecond: Double?
    private let queue = DispatchQueue(label: "StatusHUD.TerminalTicker", qos: .userInitiated)
    private let state = Locked(State())

    private struct State {
        var isRunning = false
        var timer: DispatchSourceTimer?
    }

    init(framesPerSecond: Double? = TerminalTicker.defaultFramesPerSecond) {
        self.framesPerSecond = framesPerSecond.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }

    /// Whether the ticker was started and not stopped since.
    var isRunning: Bool {
        state.withLock { $0.isRunning }
    }

    /// Calls `tick` on the ticker's queue once per frame until ``stop()``; does nothing if running.
    func start(_ tick: @escaping @Sendable () -> Void) {
        state.withLock { state in
            guard !state.isRunning else { return }
            state.isRunning = true
            guard let framesPerSecond else { return }
            let interval = DispatchTimeInterval.nanoseconds(Int(1e9 / framesPerSecond))
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(5))
            timer.setEventHandler(handler: tick)
            timer.resume()
            state.timer = timer
        }
    }

    /// Stops the frames; a tick already running finishes.
    func stop() {
        state.withLock { state in
            state.isRunning = false
            state.timer?.cancel()
            state.timer = nil
        }
    }
}
#endif
