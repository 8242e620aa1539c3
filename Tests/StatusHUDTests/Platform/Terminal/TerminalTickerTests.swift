#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
import Foundation
import Testing
import XCTest
@_spi(Presenter) @testable import StatusHUD

@Suite("Terminal ticker")
struct TerminalTickerTests {
    /// Spinner frames written so far (each frame write holds one braille character).
    private func frames(in capture: TerminalCapture) -> Int {
        capture.writes.filter { $0.contains(where: { TerminalLayout.spinnerFrames.contains($0) }) }.count
    }

    @Test @MainActor func theSpinnerTurnsWhileTheMainActorIsBlocked() {
        let capture = TerminalCapture()
        let display = capture.display(ticker: TerminalTicker())
        display.show(TerminalLine(kind: .spinner, status: "Blocking the main actor"))
        #expect(MainQueue.isCurrent)
        Thread.sleep(forTimeInterval: 0.6)          // the main actor does nothing else meanwhile
        let turned = frames(in: capture) - 1
        display.hide()
        #expect(turned >= 4, "about 7 frames in 0.6 s at 12 per second; got \(turned)")
        #expect(turned <= 9)
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
        Thread.sleep(forTimeInterval: 0.6)
        let turned = capture.count - 1
        display.hide()
        XCTAssertGreaterThanOrEqual(turned, 4, "about 7 frames in 0.6 s at 12 per second")
    }
}
#endif
