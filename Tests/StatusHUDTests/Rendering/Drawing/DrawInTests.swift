import Foundation
import Testing
@testable import StatusHUDModel
@testable import StatusHUDRendering

/// A result glyph draws itself in: its circle (completing the ring it replaces), then each mark.
@Suite("Glyph draw-in")
struct DrawInTests {
    typealias DrawIn = HUD.Drawing.DrawIn
    private let ink = HUD.Color(red: 0, green: 0, blue: 0, alpha: 1)
    private let track = HUD.Color(red: 0, green: 0, blue: 0, alpha: 0.24)

    private func glyph(_ kind: HUD.Drawing.Glyph.Kind) -> HUD.Drawing.Glyph {
        GlyphPaths.glyph(kind, in: CGSize(width: 36, height: 36), lineWidth: 3, color: ink)
    }

    private func ring(_ progress: Double) -> HUD.Drawing.Graphic {
        .ring(HUD.Drawing.ProgressRing(in: CGRect(x: 0, y: 0, width: 36, height: 36), radius: 16.5, lineWidth: 3,
                                       color: ink, trackColor: track, progress: progress))
    }

    @Test("Each glyph is its circle, then its marks, stroked together as before")
    func strokesInOrder() {
        #expect(glyph(.success).strokes.count == 2)
        #expect(glyph(.error).strokes.count == 3)
        #expect(glyph(.info).strokes.count == 2)
        for kind in HUD.Drawing.Glyph.Kind.allCases {
            let glyph = glyph(kind)
            #expect(glyph.strokes[0] == .circle(center: CGPoint(x: 18, y: 18), radius: 16.5), "the ring's circle")
            #expect(glyph.stroke.elements == glyph.strokes.flatMap(\.elements))
            #expect(glyph.isWhole)
        }
    }

    @Test("A success from scratch: the circle in 0.3 s, then the check in 0.25 s, each on ease-in-out")
    func successFromScratch() {
        let drawIn = DrawIn(strokes: glyph(.success).strokes)
        #expect(drawIn.strokes == [DrawIn.Stroke(from: 0, start: 0, duration: 0.3),
                                   DrawIn.Stroke(from: 0, start: 0.3, duration: 0.25)])
        #expect(drawIn.marksStart == 0.3)
        #expect(abs(drawIn.duration - 0.55) < 1e-12)
        #expect(drawIn.strokeEnd(0, at: 0) == 0)
        #expect(drawIn.strokeEnd(0, at: 0.15) == 0.5, "half-way in time is half-way drawn on a symmetric curve")
        #expect(drawIn.strokeEnd(0, at: 0.3) == 1)
        #expect(drawIn.strokeEnd(1, at: 0.3) == 0, "the check waits for the circle")
        #expect(abs(drawIn.strokeEnd(1, at: 0.35) - HUD.TimingCurve.easeInOut.progress(at: 0.2)) < 1e-12)
        #expect(drawIn.strokeEnd(1, at: 0.55) == 1)
        #expect(drawIn.strokeEnd(1, at: 9) == 1)
        #expect(drawIn.strokeEnd(7, at: 0) == 1, "an index out of range is drawn")
        #expect(drawIn.strokeEnd(0, at: .nan) == 0)
    }

    @Test("Over a ring, the ring completes from where it was, then the check draws into it")
    func ringCompletesThenCheck() {
        guard case .start(let drawIn) = DrawIn.decide(from: ring(0.4), to: .glyph(glyph(.success)), reducesMotion: false) else {
            Issue.record("a success over a ring draws in")
            return
        }
        #expect(drawIn.strokes[0] == DrawIn.Stroke(from: 0.4, start: 0, duration: 0.3 * 0.6))
        #expect(drawIn.trackColor == track, "the ring's track stays under it while it closes")
        #expect(drawIn.strokeEnd(0, at: 0) == 0.4, "no jump: the ring as it was")
        #expect(drawIn.strokeEnd(0, at: drawIn.marksStart) == 1, "the ring at 1 ...")
        #expect(drawIn.strokeEnd(1, at: drawIn.marksStart) == 0, "... before the check begins")
        for time in stride(from: 0.0, to: drawIn.marksStart, by: 0.01) {
            #expect(drawIn.strokeEnd(1, at: time) == 0)
        }
        // a ring at 1: the check at once, 0.25 s
        guard case .start(let full) = DrawIn.decide(from: ring(1), to: .glyph(glyph(.success)), reducesMotion: false) else {
            Issue.record("a success over a full ring draws in")
            return
        }
        #expect(full.marksStart == 0 && full.duration == 0.25)
        // the stroke end on screen, measured mid-animation, wins over the model's progress
        guard case .start(let measured) = DrawIn.decide(from: ring(0.4), to: .glyph(glyph(.success)), circleOnScreen: 0.3,
                                                        reducesMotion: false) else { return }
        #expect(measured.strokes[0].from == 0.3)
    }

    @Test("A frame of the draw-in: stroke ends, the dot's opacity, the track until the circle closes")
    func frames() {
        let success = glyph(.success)
        let drawIn = DrawIn(strokes: success.strokes, circleFrom: 0.5, trackColor: track)
        let early = drawIn.glyph(success, at: 0.05)
        #expect(early.strokeEnds.count == 2 && early.strokeEnds[0] > 0.5 && early.strokeEnds[1] == 0)
        #expect(early.trackColor == track && !early.isWhole)
        let late = drawIn.glyph(success, at: drawIn.duration)
        #expect(late.strokeEnds == [1, 1] && late.trackColor == nil && late.isWhole)
        let info = glyph(.info)
        let dot = DrawIn(strokes: info.strokes)
        #expect(dot.glyph(info, at: 0.29).fillOpacity == 0)
        #expect(abs(dot.glyph(info, at: 0.35).fillOpacity - 0.5) < 1e-9)
        #expect(dot.glyph(info, at: 0.55).fillOpacity == 1)
    }

    /// How fast the pen moves along mark `index` of `glyph` drawn in by `drawIn`, in glyph sides
    /// (36 pt) a second.
    private func pace(_ glyph: HUD.Drawing.Glyph, _ drawIn: DrawIn, mark index: Int) -> Double {
        Double(glyph.strokes[index].length / 36) / drawIn.strokes[index].duration
    }

    @Test("The cross draws at the check's pace and is whole with it: its bars together, the second from the centre")
    func crossAtTheChecksPace() {
        let check = glyph(.success), cross = glyph(.error)
        let success = DrawIn(strokes: check.strokes), error = DrawIn(strokes: cross.strokes)
        #expect(error.strokes.count == 3)
        // the check: one mark 0.59 sides long in 0.25 s, 2.35 sides a second
        let checkPace = pace(check, success, mark: 1)
        #expect(abs(checkPace - 2.35) < 0.01)
        // each bar (0.4 sides) within 2 % of it: 1/6 s, 2.38 a second (one after the other, 0.125 s
        // each, they ran at 3.17, and the first stood alone past the centre)
        for bar in [1, 2] {
            #expect(abs(pace(cross, error, mark: bar) / checkPace - 1) < 0.02, "bar \(bar): \(pace(cross, error, mark: bar))")
            #expect(abs(error.strokes[bar].duration - 1.0 / 6) < 1e-12)
        }
        #expect(abs(error.duration - success.duration) < 1e-12, "whole when the check is: 0.55 s")
        // the second bar starts as the first is half drawn: at the centre, where they cross
        let second = error.strokes[2].start
        #expect(abs(second - (error.strokes[1].start + error.strokes[1].duration / 2)) < 1e-12)
        #expect(abs(error.strokeEnd(1, at: second) - 0.5) < 1e-9)
        #expect(error.strokeEnd(2, at: second + 0.05) > 0, "the second bar grows while the first still does")
        #expect(error.strokeEnd(1, at: second + 0.05) < 1)
        // the gallery's moment, 0.48 s from scratch: the first bar drawn, the second past the centre
        #expect(error.strokeEnd(1, at: 0.48) == 1 && error.strokeEnd(2, at: 0.48) > 0.5)
    }

    @Test("Reduce Motion, a non-glyph and a redraw of the same glyph")
    func decisions() {
        let success = HUD.Drawing.Graphic.glyph(glyph(.success))
        #expect(DrawIn.decide(from: ring(0.4), to: success, reducesMotion: true) == .whole, "Reduce Motion: the glyph whole")
        #expect(DrawIn.decide(from: nil, to: ring(0.4), reducesMotion: false) == .whole)
        #expect(DrawIn.decide(from: success, to: success, isRunning: true, reducesMotion: false) == .continueRunning,
                "a rotation mid-draw continues")
        #expect(DrawIn.decide(from: success, to: success, isRunning: false, reducesMotion: false) == .whole,
                "a relayout after the draw-in stays whole")
        guard case .start(let fresh) = DrawIn.decide(from: nil, to: success, reducesMotion: false) else {
            Issue.record("a new HUD's success draws in")
            return
        }
        #expect(fresh.strokes[0].from == 0 && fresh.trackColor == nil)
        // an error replacing a success mid-draw: its circle from the circle on screen, its marks anew
        guard case .start(let replaced) = DrawIn.decide(from: success, to: .glyph(glyph(.error)), circleOnScreen: 0.7,
                                                        isRunning: true, reducesMotion: false) else {
            Issue.record("a new kind of glyph draws in")
            return
        }
        #expect(replaced.strokes[0].from == 0.7 && replaced.strokes.count == 3)
        guard case .start(let afterWhole) = DrawIn.decide(from: success, to: .glyph(glyph(.info)), reducesMotion: false) else { return }
        #expect(afterWhole.strokes[0].from == 1 && afterWhole.marksStart == 0)
    }

    @Test("Bad input: a circle start outside 0…1 is clamped, NaN counts as 0; no strokes, nothing to draw")
    func badInput() {
        let strokes = glyph(.success).strokes
        #expect(DrawIn(strokes: strokes, circleFrom: 7).strokes[0] == DrawIn.Stroke(from: 1, start: 0, duration: 0))
        #expect(DrawIn(strokes: strokes, circleFrom: -1).strokes[0].from == 0)
        #expect(DrawIn(strokes: strokes, circleFrom: .nan).strokes[0].from == 0)
        let empty = DrawIn(strokes: [])
        #expect(empty.strokes.isEmpty && empty.marksStart == 0)
        #expect(HUD.Path().length == 0)
        var line = HUD.Path()
        line.move(to: .zero)
        line.line(to: CGPoint(x: 3, y: 4))
        #expect(line.length == 5)
    }
}
