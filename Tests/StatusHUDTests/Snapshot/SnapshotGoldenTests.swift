import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls
@testable import StatusHUDSnapshot

/// The gallery's SVG documents, byte for byte against committed goldens, and probes that a
/// recorded golden is a right picture. `STATUSHUD_RECORD=1 swift test --filter Snapshot` records,
/// and fails each golden it wrote: a recording run is never green, so it cannot pass for a check.
@Suite("Snapshot goldens")
struct SnapshotGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static let entries = SnapshotGallery.entries
    static let recording = ProcessInfo.processInfo.environment["STATUSHUD_RECORD"] == "1"

    @Test func theGalleryHasEnoughStates() {
        #expect(Self.entries.count >= 24)
        #expect(Set(Self.entries.map(\.name)).count == Self.entries.count, "names are unique")
    }

    @Test(arguments: entries.map(\.name))
    func documentMatchesItsGolden(name: String) throws {
        let entry = try #require(Self.entries.first { $0.name == name })
        let svg = entry.document
        let file = Self.folder.appendingPathComponent("\(name).svg")
        if Self.recording {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: file)
            Issue.record("recorded \(name).svg (STATUSHUD_RECORD=1); run again without it to check the goldens")
            return
        }
        let golden = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        guard svg != golden else { return }
        let new = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).new.svg")
        try Data(svg.utf8).write(to: new)
        let old = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let now = svg.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(old, now).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, now.count)
        func excerpt(_ lines: [Substring]) -> String { line < lines.count ? String(lines[line].prefix(160)) : "(end)" }
        Issue.record("""
            \(name).svg differs from its golden at line \(line + 1); new document: \(new.path)
              golden: \(excerpt(old))
              now:    \(excerpt(now))
            (STATUSHUD_RECORD=1 swift test --filter Snapshot records it, if the change is meant)
            """)
    }

    @Test func theSameDrawingGivesTheSameBytes() {
        for entry in Self.entries.prefix(5) {
            #expect(SVGSnapshot.document(for: entry.drawing, time: entry.time) == SVGSnapshot.document(for: entry.drawing, time: entry.time))
        }
    }

    // MARK: Probes

    @Test("The glass entries draw the glass, its tint and the hairline, no gloss or shadow; the others the material's fill")
    func glassBesideTheFallback() throws {
        let glass = try #require(Self.entries.first { $0.name == "glass-light" })
        let fallback = try #require(Self.entries.first { $0.name == "button-light" })
        #expect(glass.drawing == fallback.drawing, "the same HUD, drawn two ways")
        // white at 46 % (the glass tint) and a 12 px blur, against white at 60 % over a 20 px blur
        #expect(glass.document.contains("fill=\"rgb(255,255,255)\" fill-opacity=\"0.46\""))
        #expect(glass.document.contains("blur(12px)"))
        for invented in ["specular", "class=\"shadow\"", "Gradient"] {
            #expect(!glass.document.contains(invented), "\(invented)")
        }
        // the hairline, so white glass on a white screen keeps a container
        #expect(glass.document.contains("class=\"edge\""))
        #expect(fallback.document.contains("fill=\"rgb(255,255,255)\" fill-opacity=\"0.6\""))
        #expect(fallback.document.contains("blur(20px)"))
        #expect(fallback.document.contains("class=\"edge\"") && fallback.document.contains("class=\"shadow\""))
    }

    @Test("The bezel's outline has continuous corners: straight sides end 1.528 radii before a corner; a capsule's are round")
    func continuousCorners() throws {
        let tile = ContinuousCorners.svgPath(CGRect(x: 0, y: 0, width: 100, height: 80), radius: 20)
        // starts on the top side 1.528 × 20 = 30.573 from the left, runs to 100 − 30.573
        #expect(tile.hasPrefix("M30.573 0L69.427 0C"))
        #expect(tile.filter { $0 == "C" }.count == 12)
        // too large a radius for the sides is blended into a circular corner: a capsule's end
        let capsule = ContinuousCorners.svgPath(CGRect(x: 0, y: 0, width: 100, height: 40), radius: 20)
        #expect(capsule.hasPrefix("M20 0L80 0C"))
        #expect(ContinuousCorners.svgPath(CGRect(x: 1, y: 2, width: 3, height: 4), radius: 0) == "M1 2H4V6H1Z")
    }

    static func drawing(_ content: HUD.Content, configure: (inout HUD.Configuration) -> Void = { _ in }) -> HUD.Drawing {
        var configuration = HUD.Configuration()
        configure(&configuration)
        return HUD.Drawing(configuration: configuration, content: content, container: SnapshotGallery.screen)
    }

    static func attribute(_ name: String, in element: Substring) -> String? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        let rest = element[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    @Test func theRingStartsAtTwelveOClock() throws {
        let drawing = Self.drawing(HUD.Content(indicator: .progress(0.25), status: "Up"))
        guard case .ring(let ring)? = drawing.indicator?.graphic else {
            Issue.record("no ring")
            return
        }
        let svg = SVGSnapshot.document(for: drawing)
        let path = try #require(svg.split(separator: "\n").first { $0.contains("class=\"progress\"") })
        let data = try #require(Self.attribute("d", in: path))
        #expect(data.hasPrefix("M\(SVGText.number(ring.arc.center.x)) \(SVGText.number(ring.arc.center.y - ring.arc.radius)) "))
    }

    @Test func theBezelIsCentredInTheFreeArea() throws {
        let drawing = Self.drawing(HUD.Content(indicator: .spinner, status: "Centred"))
        let svg = SVGSnapshot.document(for: drawing)
        let element = try #require(svg.split(separator: "\n").first { $0.contains("class=\"bezel-frame\"") })
        let frame = try #require(Self.attribute("data-frame", in: element)).split(separator: " ").compactMap { Double($0) }
        try #require(frame.count == 4)
        let (x, y, width, height) = (frame[0], frame[1], frame[2], frame[3])
        // The layout rounds the bezel's origin down to whole points: within half a point of centred.
        let free = SnapshotGallery.screen.freeArea
        #expect(abs(x + width / 2 - Double(free.midX)) <= 0.5)
        #expect(abs(y + height / 2 - Double(free.midY)) <= 0.5)
    }

    @Test(arguments: [0.0, 0.25, 0.6, 1.0])
    func theMaskIsTurnedByTheModelsAngle(time: Double) throws {
        let drawing = Self.drawing(HUD.Content(indicator: .spinner))
        let svg = SVGSnapshot.document(for: drawing, time: .at(time))
        let image = try #require(svg.split(separator: "<").first { $0.hasPrefix("image ") })
        let transform = try #require(Self.attribute("transform", in: image))
        let degrees = HUD.SpinnerAnimation.standard.state(at: time).maskRotation * 180 / .pi
        #expect(transform.hasPrefix("rotate(\(SVGText.number(degrees)) "))
    }

    @Test func anyStatusIsEscapedIntoAWellFormedDocument() throws {
        let nasty = "<b>&amp; \"quoted\" 'single' \u{0}\u{1}\u{FFFF} ]]> 👩‍👩‍👧 مرحبا"
        let svg = SVGSnapshot.document(for: Self.drawing(HUD.Content(indicator: .text, status: nasty, details: nasty)))
        #expect(!svg.contains("<b>") && !svg.contains("\u{0}"))
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
    }

    #if !(canImport(UIKit) && !os(watchOS))
    @Test("The sample heart lies wholly inside its square: no edge row or column has ink, so no lobe is cut flat")
    func theSampleHeartIsNotClipped() {
        let heart = SnapshotGallery.sampleImage
        let side = heart.width
        func alpha(_ x: Int, _ y: Int) -> UInt8 { heart.pixels[(y * side + x) * 4 + 3] }
        let edges = (0..<side).flatMap { i in [alpha(i, 0), alpha(i, side - 1), alpha(0, i), alpha(side - 1, i)] }
        #expect(edges.allSatisfy { $0 == 0 })
        // and it fills the square: ink within 8 % of the top and of the bottom
        let rowsWithInk = (0..<side).filter { y in (0..<side).contains { alpha($0, y) > 0 } }
        #expect(rowsWithInk.first.map { $0 <= side * 8 / 100 } == true && rowsWithInk.last.map { $0 >= side * 92 / 100 } == true)
    }
    #endif
}
