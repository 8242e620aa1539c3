import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// Every indicator kind × no, short, long and huge text × left-to-right and right-to-left text ×
/// with and without keyboard and safe area × light and dark, through the layout and the drawing.
///
/// The expected sizes below are worked out by hand from the rules (defaults: ring radius 16.5,
/// also without text, thickness 3, image 36 × 36: one 36 pt box; margins 16; indicator spacing 8) and
/// ``GridMeasurer`` (10 pt per grapheme cluster, 20 pt per status line); the test then stacks
/// them as the rules say and compares with what the layout and the drawing give.
@Suite("Layout table")
struct LayoutTableTests {
    enum Kind: String, CaseIterable, Sendable {
        case spinner, ring, bar, pie, success, error, info, image, text

        var indicator: HUD.Indicator {
            switch self {
            case .spinner: return .spinner
            case .ring, .bar, .pie: return .progress(0.5)
            case .success: return .success
            case .error: return .error
            case .info: return .info
            case .image: return .image(TestImage.make(width: 2, height: 2))
            case .text: return .text
            }
        }

        var progressStyle: HUD.ProgressStyle {
            switch self {
            case .bar: return .bar
            case .pie: return .pie
            default: return .ring
            }
        }

        /// The indicator's box, by hand.
        func box(hasText: Bool) -> CGSize? {
            switch self {
            case .spinner, .ring, .pie:
                return CGSize(width: 36, height: 36)   // (16.5 + 3 / 2) × 2, with or without text
            case .bar:
                return CGSize(width: 120, height: 6)   // at least 120, the bar's own 2 × 3 pt height
            case .success, .error, .info, .image:
                return CGSize(width: 36, height: 36)   // imageSize, the same box
            case .text:
                return nil
            }
        }
    }

    enum Length: String, CaseIterable, Sendable {
        case none, short, long, huge
    }

    enum Script: String, CaseIterable, Sendable {
        case latin, hebrew

        /// A nine-letter word.
        var word: String {
            self == .latin ? "abcdefghi" : "אבגדהוזחט"
        }

        var direction: HUD.WritingDirection {
            self == .latin ? .leftToRight : .rightToLeft
        }
    }

    /// The text of each length, and how it must be drawn, by hand.
    struct ExpectedText {
        let text: String
        let lines: [String]
        let size: CGSize
        let isTruncated: Bool
    }

    static let hugeLatin = String(repeating: "abcdefghi ", count: 10_000)
    static let hugeHebrew = String(repeating: "אבגדהוזחט ", count: 10_000)

    static func expectedText(_ length: Length, _ script: Script) -> ExpectedText? {
        let word = script.word
        switch length {
        case .none:
            return nil
        case .short:
            // "Loading" is 7 clusters, "בטעינה" 6: one line, 70 or 60 pt wide, 20 tall
            return script == .latin
                ? ExpectedText(text: "Loading", lines: ["Loading"], size: CGSize(width: 70, height: 20), isTruncated: false)
                : ExpectedText(text: "בטעינה", lines: ["בטעינה"], size: CGSize(width: 60, height: 20), isTruncated: false)
        case .long:
            // five words: a line holds 20 clusters, and the 20th is a space, so two words a line
            // (9 + 1 + 9 = 19 clusters, 190 pt); three lines, 60 pt
            let text = Array(repeating: word, count: 5).joined(separator: " ")
            return ExpectedText(text: text, lines: ["\(word) \(word)", "\(word) \(word)", word],
                                size: CGSize(width: 190, height: 60), isTruncated: false)
        case .huge:
            // 100,000 characters: 300 / 20 = 15 lines; the last is 19 clusters + "…" = 200 pt
            let text = script == .latin ? hugeLatin : hugeHebrew
            return ExpectedText(text: text,
                                lines: Array(repeating: "\(word) \(word)", count: 14) + ["\(word) \(word)…"],
                                size: CGSize(width: 200, height: 300), isTruncated: true)
        }
    }

    enum Surroundings: String, CaseIterable, Sendable {
        case plain, keyboardAndSafeArea

        var container: HUD.Layout.Container {
            self == .plain ? .phone : .phoneWithKeyboard
        }

        /// The centre of the free area, by hand.
        var center: CGPoint {
            switch self {
            case .plain:
                return CGPoint(x: 195, y: 422)     // (390 / 2, 844 / 2)
            case .keyboardAndSafeArea:
                return CGPoint(x: 195, y: 277.5)   // y: 47 down to 844 − max(34, 336) = 508
            }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let kind: Kind
        let length: Length
        let script: Script
        let surroundings: Surroundings
        let appearance: HUD.Appearance

        var testDescription: String {
            "\(kind) \(length) \(script) \(surroundings) \(appearance)"
        }
    }

    static let cases: [Case] = Kind.allCases.flatMap { kind in
        Length.allCases.flatMap { length in
            Script.allCases.flatMap { script in
                Surroundings.allCases.flatMap { surroundings in
                    [HUD.Appearance.light, .dark].map { appearance in
                        Case(kind: kind, length: length, script: script, surroundings: surroundings, appearance: appearance)
                    }
                }
            }
        }
    }

    @Test("Frames, lines and colours", arguments: cases)
    func table(_ testCase: Case) throws {
        let expectedText = Self.expectedText(testCase.length, testCase.script)
        var configuration = HUD.Configuration()
        configuration.progressStyle = testCase.kind.progressStyle
        let content = HUD.Content(indicator: testCase.kind.indicator, status: expectedText?.text)

        // Stack the parts as the rules say.
        let kindBox = testCase.kind.box(hasText: expectedText != nil)
        let textSize = expectedText?.size ?? .zero
        let spacing: CGFloat = kindBox != nil && expectedText != nil ? 8 : 0
        let contentHeight = (kindBox?.height ?? 0) + spacing + textSize.height
        // under an indicator, text last: the bottom margin less the 4 pt under the 20 pt line's baseline
        let bottom: CGFloat = kindBox != nil && expectedText != nil ? 16 - 4 : 16
        let height = 16 + contentHeight + bottom
        // With an indicator, a column at least as wide as the bezel is tall, up to the labels' 200 pt.
        let contentWidth = max(kindBox?.width ?? 0, textSize.width, kindBox != nil ? min(height - 32, 200) : 0)
        // The bar spans the content's width.
        let box = testCase.kind == .bar ? kindBox.map { CGSize(width: contentWidth, height: $0.height) } : kindBox
        let bezelSize = CGSize(width: 16 + contentWidth + 16, height: height)
        let center = testCase.surroundings.center
        let bezel = CGRect(
            origin: CGPoint(x: (center.x - bezelSize.width / 2).rounded(.down),
                            y: (center.y - bezelSize.height / 2).rounded(.down)),
            size: bezelSize
        )
        let indicatorFrame = box.map { CGRect(x: (bezelSize.width - $0.width) / 2, y: 16, width: $0.width, height: $0.height) }
        let statusFrame = CGRect(x: (bezelSize.width - textSize.width) / 2, y: 16 + (box?.height ?? 0) + spacing,
                                 width: textSize.width, height: textSize.height)

        let scene = HUD.Drawing(
            configuration: configuration,
            content: content,
            container: testCase.surroundings.container,
            measurer: GridMeasurer(),
            environment: HUD.Drawing.Environment(appearance: testCase.appearance)
        )
        #expect(scene.bezel.frame == bezel)
        #expect(CGRect(origin: .zero, size: scene.size).contains(scene.bezel.frame))
        #expect(scene.indicator?.frame == indicatorFrame)
        #expect(scene.details == nil)

        let foreground: HUD.Color = testCase.appearance == .light ? .black : .white
        if let expectedText {
            let status = try #require(scene.status)
            #expect(status.frame == statusFrame)
            #expect(status.lines == expectedText.lines)
            #expect(status.isTruncated == expectedText.isTruncated)
            #expect(status.writingDirection == testCase.script.direction)
        } else {
            #expect(scene.status == nil)
        }
        #expect(scene.textColor == foreground)
    }
}
