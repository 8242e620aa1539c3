#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDPlatform
@testable import StatusHUDControls

@Suite("Terminal display")
struct TerminalDisplayTests {
    let capture = TerminalCapture()

    private let hideCursor = "\u{1B}[?25l"
    private let showCursor = "\u{1B}[?25h"

    // MARK: Live lines

    @Test func aSpinnerIsDrawnInOneWriteWithTheCursorHidden() {
        let display = capture.display()
        display.show(TerminalLine(kind: .spinner, status: "Loading"))
        #expect(capture.writes == [hideCursor + "\r\u{1B}[36m⠋\u{1B}[0m Loading\u{1B}[K\r"])
        #expect(display.isLive)
    }

    @Test func eachTickTurnsTheSpinnerInPlaceWithOneSmallWrite() {
        let display = capture.display()
        display.show(TerminalLine(kind: .spinner, status: "Loading"))
        capture.clear()
        for _ in 0..<3 { display.tick() }
        #expect(capture.writes == ["\u{1B}[36m⠙\u{1B}[0m\r", "\u{1B}[36m⠹\u{1B}[0m\r", "\u{1B}[36m⠸\u{1B}[0m\r"])
        #expect(!capture.text.contains("\n"), "in place: never a new line")
    }

    @Test func aStatusChangeIsDrawnAtOnce() {
        let display = capture.display()
        display.show(TerminalLine(kind: .spinner, status: "Loading"))
        capture.clear()
        display.show(TerminalLine(kind: .spinner, status: "Saving"))
        #expect(capture.writes == ["\u{1B}[2CSaving\u{1B}[K\r"])
    }

    @Test func progressChangesWaitForTheNextTickSoAFloodCostsOneWrite() {
        let display = capture.display()
        display.show(TerminalLine(kind: .progress(0), status: "Copying"))
        capture.clear()
        for step in 1...1000 {
            display.show(TerminalLine(kind: .progress(Double(step) / 2000), status: "Copying"))
        }
        #expect(capture.count == 0)
        display.tick()
        #expect(capture.count == 1)
        #expect(capture.text.contains("██████████ "), "the bar at 50 %, drawn once")
        display.tick()
        #expect(capture.count == 1, "nothing changed, nothing written")
    }

    @Test func anUnchangedLineIsNotRedrawn() {
        let display = capture.display()
        let line = TerminalLine(kind: .spinner, status: "Loading")
        display.show(line)
        capture.clear()
        display.show(line)
        #expect(capture.count == 0)
    }

    @Test func hidingErasesTheLineAndShowsTheCursor() {
        let display = capture.display()
        display.show(TerminalLine(kind: .spinner, status: "Loading"))
        capture.clear()
        display.hide()
        #expect(capture.writes == ["\r\u{1B}[K" + showCursor])
        #expect(!display.isLive)
        display.tick()
        display.hide()
        #expect(capture.count == 1, "nothing more once hidden")
    }

    // MARK: Results

    @Test func aResultReplacesTheSpinnerWithALineThatStays() {
        let display = capture.display()
        display.show(TerminalLine(kind: .spinner, status: "Saving"))
        capture.clear()
        display.show(TerminalLine(kind: .success, status: "Saved"))
        #expect(capture.writes == ["\r\u{1B}[K" + showCursor + "\u{1B}[1;32m✔\u{1B}[0m Saved\n"])
        display.hide()
        #expect(capture.count == 1, "the result line is not erased")
    }

    @Test func aSpinnerAfterAResultStartsOnTheNextLine() {
        let display = capture.display()
        display.show(TerminalLine(kind: .error, status: "Failed"))
        display.show(TerminalLine(kind: .spinner, status: "Retrying"))
        #expect(capture.text.withoutColors == "✖ Failed\n" + hideCursor + "\r⠋ Retrying\u{1B}[K\r")
    }

    // MARK: Lines above the HUD

    @Test func aLineIsWrittenAboveTheSpinnerWhichIsDrawnAgain() {
        let display = capture.display()
        display.show(TerminalLine(kind: .spinner, status: "Loading"))
        display.tick()
        capture.clear()
        display.writeLine("Fetched a.txt")
        #expect(capture.writes == ["\r\u{1B}[K", "Fetched a.txt\n", "\r\u{1B}[36m⠙\u{1B}[0m Loading\u{1B}[K\r"])
    }

    @Test func aLineWithoutAHUDIsJustTheLine() {
        let display = capture.display()
        display.writeLine("plain")
        #expect(capture.writes == ["plain\n"])
    }

    #if canImport(Glibc)
    @Test func aLineToTheSameDescriptorIsOneWrite() throws {
        let terminal = try #require(PseudoTerminal(columns: 80))
        let display = TerminalDisplay(output: terminal.writer, lineOutput: terminal.writer,
                                      environment: TerminalEnvironment(["TERM": "xterm"]),
                                      ticker: TerminalTicker(framesPerSecond: nil))
        display.show(TerminalLine(kind: .spinner, status: "Loading"))
        _ = terminal.read()
        display.writeLine("between")
        #expect(terminal.read() == "\r\u{1B}[Kbetween\r\n\r\u{1B}[36m⠋\u{1B}[0m Loading\u{1B}[K\r")
        display.hide()
    }
    #endif

    // MARK: Colour and capabilities

    @Test func noColorKeepsTheSpinnerButDropsEveryColour() {
        let display = capture.display(environment: ["TERM": "xterm", "NO_COLOR": "1"])
        display.show(TerminalLine(kind: .spinner, status: "Loading", details: "d"))
        display.tick()
        display.show(TerminalLine(kind: .progress(0.4), status: "Copying"))
        display.show(TerminalLine(kind: .error, status: "Failed", details: "why"))
        #expect(display.mode == .live(colors: false))
        #expect(!capture.text.contains("m"), "no SGR sequence ends in m; no text here holds an m")
        #expect(capture.text.contains(hideCursor))
        #expect(capture.text.contains("✖ Failed  why\n"))
    }

    @Test func anEmptyNoColorStillAllowsColour() {
        let display = capture.display(environment: ["TERM": "xterm", "NO_COLOR": ""])
        #expect(display.mode == .live(colors: true))
    }

    @Test(arguments: [
        (true, ["TERM": "dumb"]),
        (false, ["TERM": "xterm-256color"]),
        (false, [:]),
    ])
    func withoutACapableTerminalOnlyResultLinesAreWrittenAndNoEscapeEver(isTerminal: Bool, environment: [String: String]) {
        let display = capture.display(isTerminal: isTerminal, environment: environment)
        #expect(display.mode == .plain)
        display.show(TerminalLine(kind: .spinner, status: "Loading"))
        display.tick()
        display.show(TerminalLine(kind: .progress(0.5), status: "Copying"))
        display.tick()
        display.writeLine("a line")
        display.show(TerminalLine(kind: .success, status: "Copied \u{1B}[31mall"))
        display.show(TerminalLine(kind: .error, status: "One failed"))
        display.show(TerminalLine(kind: .info, status: "Note", details: "more"))
        display.hide()
        display.close()
        #expect(capture.text == "a line\n✔ Copied [31mall\n✖ One failed\nℹ Note  more\n")
        #expect(!capture.text.containsEscape)
        #expect(!display.isLive)
    }

    // MARK: Width

    @Test func theLineIsCutToTheCharacterWidth() {
        let capture = TerminalCapture(columns: 12)
        let display = capture.display()
        display.show(TerminalLine(kind: .spinner, status: "日本語のステータス"))
        #expect(capture.text.withoutColors == hideCursor + "\r⠋ 日本語の…\u{1B}[K\r")
    }

    @Test func aWidthTheTerminalDoesNotTellComesFromColumnsOrIs80() {
        let unknown = TerminalCapture(columns: nil)
        unknown.display(environment: ["TERM": "xterm", "COLUMNS": "10"]).show(TerminalLine(kind: .spinner, status: "0123456789"))
        #expect(unknown.text.withoutColors.hasSuffix("⠋ 012345…\u{1B}[K\r"))
        unknown.clear()
        unknown.display().show(TerminalLine(kind: .spinner, status: String(repeating: "x", count: 200)))
        let drawn = unknown.text.withoutColors.dropFirst(hideCursor.count + 1).dropLast(4)
        #expect(CharacterWidth.columns(of: drawn) == 79)
    }

    @Test func aHugeStatusCostsNoMoreThanAShortOne() {
        let display = capture.display()
        display.show(TerminalLine(kind: .spinner, status: String(repeating: "long ", count: 20_000)))
        display.tick()
        display.show(TerminalLine(kind: .success, status: String(repeating: "long ", count: 20_000)))
        #expect(capture.writes[0].utf8.count < 120)
        #expect(capture.writes[1].utf8.count < 20)
        #expect(capture.writes[2].utf8.count < 400, "a result line on a terminal is cut to a few rows")
        #expect(capture.writes[2].withoutColors.hasSuffix("…\n"))
        let piped = TerminalCapture()
        piped.display(isTerminal: false).show(TerminalLine(kind: .success, status: String(repeating: "long ", count: 20_000)))
        #expect(piped.text.utf8.count > 100_000, "to a pipe or a file the whole text goes")
    }

    // MARK: Exit

    @Test func closingRestoresTheTerminalAndStopsDrawing() {
        let display = capture.display()
        display.show(TerminalLine(kind: .spinner, status: "Loading"))
        capture.clear()
        display.close()
        display.show(TerminalLine(kind: .spinner, status: "Again"))
        display.tick()
        #expect(capture.writes == ["\r\u{1B}[K" + showCursor])
    }

    @Test func theExitHookClosesLikeCloseWhenTheLockIsFree() {
        let display = capture.display()
        display.show(TerminalLine(kind: .spinner, status: "Loading"))
        capture.clear()
        #expect(display.closeAtExit())
        display.show(TerminalLine(kind: .spinner, status: "Again"))
        #expect(capture.writes == ["\r\u{1B}[K" + showCursor])
        #expect(!display.isLive)
    }

    /// A program's SIGINT handler that calls `exit` runs the exit hook on the thread the signal
    /// interrupted, which may be inside the display's lock: waiting for it would never end.
    @Test(.timeLimit(.minutes(1))) func theExitHookGivesUpOnALockItsOwnThreadHolds() {
        let display = capture.display()
        display.show(TerminalLine(kind: .spinner, status: "Loading"))
        let closed = Locked<Bool?>(nil)
        capture.duringNextWrite { closed.withLock { $0 = display.closeAtExit() } }
        display.tick()                                    // the exit hook runs inside this write
        #expect(closed.withLock { $0 } == false)
        #expect(display.isLive, "not closed: the lock was busy")

        capture.clear()
        #expect(display.closeAtExit(), "with the lock free it closes")
        #expect(capture.writes == ["\r\u{1B}[K" + showCursor])
    }

    @Test(.timeLimit(.minutes(1))) func theExitHookDoesNotWaitForAnotherThreadThatHoldsTheLock() {
        let display = capture.display()
        display.show(TerminalLine(kind: .spinner, status: "Loading"))
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        capture.duringNextWrite {
            entered.signal()
            release.wait()
        }
        let drawing = DispatchGroup()
        DispatchQueue.global().async(group: drawing) { display.tick() }   // stops inside its write
        entered.wait()

        let start = Date()
        #expect(!display.closeAtExit())
        #expect(Date().timeIntervalSince(start) < 5, "a few milliseconds of tries, then it gives up")
        release.signal()
        drawing.wait()
        #expect(display.isLive)
        display.hide()
    }

    // MARK: Threads

    @Test func twentyThreadsAtOnceNeverTearALine() async {
        let capture = TerminalCapture(pausesInEachWrite: true)
        let display = capture.display()
        display.show(TerminalLine(kind: .spinner, status: "Working"))
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<20 {
                group.addTask {
                    for step in 0..<50 {
                        switch step % 5 {
                        case 0: display.writeLine("thread \(thread) line \(step)")
                        case 1: display.tick()
                        case 2: display.show(TerminalLine(kind: .progress(Double(step) / 50), status: "T\(thread)"))
                        case 3: display.show(TerminalLine(kind: .spinner, status: "T\(thread)"))
                        default: display.show(TerminalLine(kind: .info, status: "info \(thread)"))
                        }
                    }
                }
            }
        }
        display.hide()
        let writes = capture.writes
        for thread in 0..<20 {
            for step in stride(from: 0, to: 50, by: 5) {
                #expect(writes.contains("thread \(thread) line \(step)\n"))
            }
        }
        #expect(writes.last == "\r\u{1B}[K" + showCursor || writes.last?.hasSuffix("\n") == true)
        #expect(!display.isLive)
        let check = tornLines(in: writes)
        #expect(check.linesWhileLive > 0, "some lines came while a live line was drawn")
        #expect(check.torn.count == 0, "torn, for instance: \(check.torn.prefix(3).joined(separator: "; "))")
    }

    /// Where `writes` break the rule of ``TerminalDisplay/writeLine(_:)``: while a live line is
    /// drawn (from the write that hides the cursor to the one that shows it), a line is written
    /// right after the erase of the live line and right before its redraw, nothing between.
    /// Returns a description of each place that breaks it, and how many lines came while live.
    private func tornLines(in writes: [String]) -> (torn: [String], linesWhileLive: Int) {
        let erase = "\r\u{1B}[K"
        func isLine(_ chunk: String) -> Bool { chunk.hasPrefix("thread ") }
        func isRedraw(_ chunk: String) -> Bool {
            chunk.hasPrefix("\r") && chunk.hasSuffix("\u{1B}[K\r") && !chunk.contains("\n")
                && !chunk.contains(hideCursor) && !chunk.contains(showCursor)
        }
        var torn: [String] = []
        var linesWhileLive = 0
        var isLive = false
        for (index, chunk) in writes.enumerated() {
            let before = index > 0 ? writes[index - 1] : ""
            let after = index + 1 < writes.count ? writes[index + 1] : ""
            if chunk.hasPrefix(hideCursor) { isLive = true }
            if chunk.contains(showCursor) { isLive = false }
            if chunk == erase, !isLine(after) {
                torn.append("#\(index): the erase is followed by \(after.debugDescription)")
            }
            if isLine(chunk), isLive { linesWhileLive += 1 }
            if isLine(chunk), isLive, before != erase || !isRedraw(after) {
                torn.append("#\(index) \(chunk.debugDescription): after \(before.debugDescription), before \(after.debugDescription)")
            }
            if isLine(chunk), !isLive, before == erase {
                torn.append("#\(index) \(chunk.debugDescription): erased for, but nothing live")
            }
        }
        return (torn, linesWhileLive)
    }
}
#endif
