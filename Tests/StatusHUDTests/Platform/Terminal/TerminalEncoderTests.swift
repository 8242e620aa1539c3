#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDPlatform
@testable import StatusHUDControls

@Suite("Terminal encoder")
struct TerminalEncoderTests {
    private func frame(_ kind: TerminalLine.Kind, _ status: String?, tick: Int = 0, columns: Int = 80) -> TerminalFrame {
        TerminalLayout.frame(for: TerminalLine(kind: kind, status: status), tick: tick, columns: columns)
    }

    @Test func theFirstDrawWritesTheWholeLineAndErasesTheRest() {
        let bytes = TerminalEncoder.redraw(from: nil, to: frame(.spinner, "Loading"), colors: true)
        #expect(bytes == "\r\u{1B}[36m⠋\u{1B}[0m Loading\u{1B}[K\r")
    }

    @Test func aTurningSpinnerRewritesOnlyItsOwnCell() {
        let bytes = TerminalEncoder.redraw(from: frame(.spinner, "Loading"), to: frame(.spinner, "Loading", tick: 1), colors: true)
        #expect(bytes == "\u{1B}[36m⠙\u{1B}[0m\r")
        let plain = TerminalEncoder.redraw(from: frame(.spinner, "Loading"), to: frame(.spinner, "Loading", tick: 1), colors: false)
        #expect(plain == "⠙\r")
    }

    @Test func aChangedStatusIsWrittenFromItsFirstChangedCell() {
        let bytes = TerminalEncoder.redraw(from: frame(.spinner, "Loading files"), to: frame(.spinner, "Loading"), colors: true)
        #expect(bytes == "\u{1B}[9C\u{1B}[K\r")
        let longer = TerminalEncoder.redraw(from: frame(.spinner, "Load"), to: frame(.spinner, "Loading"), colors: true)
        #expect(longer == "\u{1B}[6Cing\r")
    }

    @Test func aMovingPercentageRewritesOnlyTheCellsThatChanged() {
        let old = frame(.progress(0.50), "Copying")
        let new = frame(.progress(0.51), "Copying")
        let bytes = TerminalEncoder.redraw(from: old, to: new, colors: false)
        #expect(bytes == "\u{1B}[11C▏         ▏  51\r")
    }

    @Test func everyWriteLeavesTheCursorAtTheStartOfTheLine() {
        let frames = [frame(.spinner, "Loading"), frame(.spinner, "Loading", tick: 1), frame(.spinner, "Load"),
                      frame(.progress(0.5), "Copying"), frame(.progress(0.51), "Copying"), frame(.spinner, "שומר")]
        var old: TerminalFrame?
        for new in frames {
            let bytes = TerminalEncoder.redraw(from: old, to: new, colors: true)
            #expect(bytes?.hasSuffix("\r") == true, "\(bytes.debugDescription) leaves the cursor mid-line")
            old = new
        }
        #expect(TerminalEncoder.full(frames[0], colors: false).hasSuffix("\r"))
    }

    @Test func anUnchangedFrameWritesNothing() {
        #expect(TerminalEncoder.redraw(from: frame(.spinner, "A"), to: frame(.spinner, "A"), colors: true) == nil)
    }

    @Test func cellsThatChangeWidthMoveEverythingAfterThem() {
        let bytes = TerminalEncoder.redraw(from: frame(.spinner, "ab"), to: frame(.spinner, "日b"), colors: false)
        #expect(bytes == "\u{1B}[2C日b\r")
    }

    @Test func rightToLeftFramesAreAlwaysWrittenWhole() {
        let bytes = TerminalEncoder.redraw(from: frame(.spinner, "שומר"), to: frame(.spinner, "שומר", tick: 1), colors: false)
        #expect(bytes == "\r⠙ שומר\u{1B}[K\r")
    }

    @Test func withoutColoursTheOnlyEscapeIsTheErase() {
        let bytes = TerminalEncoder.redraw(from: nil, to: frame(.progress(0.3), "Copying"), colors: false) ?? ""
        #expect(bytes.components(separatedBy: "\u{1B}").count == 2)
        #expect(bytes.hasSuffix("\u{1B}[K\r"))
    }
}
#endif
