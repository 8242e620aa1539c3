#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
import Foundation
import Testing
import XCTest
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDPlatform
@testable import StatusHUDControls

/// Blocks the calling thread until `capture` holds `count` spinner frames, or `limit` seconds have
/// gone by; true if the frames came. Nothing is counted against the clock: the limit only ends a
/// wait that would otherwise never end (a ticker that needs the blocked thread), so a slow machine
/// delays the test without failing it.
private func waitForSpinnerFrames(_ count: Int, in capture: TerminalCapture, limit: TimeInterval = 10) -> Bool {
    let deadline = Date(timeIntervalSinceNow: limit)
    while spinnerFrames(in: capture) < count {
        if Date() > deadline { return false }
        Thread.sleep(forTimeInterval: 0.01)     // blocking is the point: the caller's thread does nothing else
    }
    return true
}

/// Spinner frames written so far (each frame write holds one braille character).
private func spinnerFrames(in capture: TerminalCapture) -> Int {
    capture.writes.filter { $0.contains(where: { TerminalLayout.spinnerFrames.contains($0) }) }.count
}

@Suite("Terminal ticker")
struct TerminalTickerTests {
    @Test @MainActor func theSpinnerTurnsWhileTheMainActorIsBlocked() {
        let capture = TerminalCapture()
        let display = capture.display(ticker: TerminalTicker())
        display.show(TerminalLine(kind: .spinner, status: "Blocking the main actor"))
        #expect(MainQueue.isCurrent)
        // The first frame is the show's; four more can come only from the ticker's own queue.
        let turned = waitForSpinnerFrames(5, in: capture)
        display.hide()
        #expect(turned, "the spinner did not turn while the main actor was blocked")
    }

    @Test func theTickerStopsWhenTheLineGoes() {
        let capture = TerminalCapture()
        let ticker = TerminalTicker(framesPerSecond: 50)
        let display = capture.display(ticker: ticker)
        display.show(TerminalLine(kind: .spinner))
        #expect(ticker.isRunning)
        Thread.sleep(forTimeInterval: 0.1)
        display.hide()
        #expect(!ticker.isRunning)
        let count = capture.count
        Thread.sleep(forTimeInterval: 0.15)
        #expect(capture.count == count)
    }

    @Test func aTickerWithoutARateNeverFires() {
        let capture = TerminalCapture()
        let display = capture.display(ticker: TerminalTicker(framesPerSecond: nil))
        display.show(TerminalLine(kind: .spinner))
        Thread.sleep(forTimeInterval: 0.1)
        #expect(capture.count == 1)
        display.hide()
    }

    @Test func badRatesMeanNoRate() {
        #expect(TerminalTicker(framesPerSecond: .nan).framesPerSecond == nil)
        #expect(TerminalTicker(framesPerSecond: 0).framesPerSecond == nil)
        #expect(TerminalTicker(framesPerSecond: -5).framesPerSecond == nil)
        #expect(TerminalTicker().framesPerSecond == 12)
    }
}

/// XCTest runs its tests on the main thread itself (Swift Testing does not), so this proves the
/// spinner turns while the real main thread is blocked, as in a command-line tool's `main.swift`.
final class TerminalMainThreadTests: XCTestCase {
    func testTheSpinnerTurnsWhileTheMainThreadIsBlocked() {
        XCTAssertTrue(Thread.isMainThread)
        let capture = TerminalCapture()
        let display = capture.display(ticker: TerminalTicker())
        display.show(TerminalLine(kind: .spinner, status: "Blocking the main thread"))
        let turned = waitForSpinnerFrames(5, in: capture)
        display.hide()
        XCTAssertTrue(turned, "the spinner did not turn while the main thread was blocked")
    }
}
#endif
