import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The spinner's state at chosen moments, worked out from the model: strokeStart 0.015 → 0.515,
/// strokeEnd 0.485 → 0.985, mask 0 → 2π, linear over 1 s, repeating.
@Suite("Spinner animation")
struct SpinnerAnimationTests {
    let model = HUD.SpinnerAnimation.standard

    private func expectState(at time: TimeInterval, start: Double, end: Double, rotation: Double,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let state = model.state(at: time)
        #expect(abs(state.strokeStart - start) < 1e-9, "strokeStart \(state.strokeStart)", sourceLocation: sourceLocation)
        #expect(abs(state.strokeEnd - end) < 1e-9, "strokeEnd \(state.strokeEnd)", sourceLocation: sourceLocation)
        #expect(abs(state.maskRotation - rotation) < 1e-9, "maskRotation \(state.maskRotation)", sourceLocation: sourceLocation)
    }

    @Test("The model's numbers are SVProgressHUD's")
    func parameters() {
        #expect(model.duration == 1)
        #expect(model.strokeStart == HUD.SpinnerAnimation.Ramp(from: 0.015, to: 0.515))
        #expect(model.strokeEnd == HUD.SpinnerAnimation.Ramp(from: 0.485, to: 0.985))
        #expect(model.maskRotation == HUD.SpinnerAnimation.Ramp(from: 0, to: 2 * .pi))
    }

    @Test("At the start of a cycle")
    func start() {
        expectState(at: 0, start: 0.015, end: 0.485, rotation: 0)
    }

    @Test("A quarter, a half and most of the way through")
    func withinCycle() {
        // 0.015 + 0.5 × 0.25 = 0.14; 0.485 + 0.125 = 0.61; 2π × 0.25 = π/2
        expectState(at: 0.25, start: 0.14, end: 0.61, rotation: .pi / 2)
        // 0.015 + 0.25 = 0.265; 0.485 + 0.25 = 0.735; π
        expectState(at: 0.5, start: 0.265, end: 0.735, rotation: .pi)
        // 0.015 + 0.45 = 0.465; 0.485 + 0.45 = 0.935; 1.8π
        expectState(at: 0.9, start: 0.465, end: 0.935, rotation: 1.8 * .pi)
    }

    @Test("It repeats every second")
    func repeats() {
        expectState(at: 1, start: 0.015, end: 0.485, rotation: 0)
        expectState(at: 3.25, start: 0.14, end: 0.61, rotation: .pi / 2)
        expectState(at: 1_000_000.5, start: 0.265, end: 0.735, rotation: .pi)
    }

    @Test("Negative times count back from the start")
    func negativeTime() {
        // −0.25 s is 0.75 of a cycle: 0.015 + 0.375 = 0.39; 0.485 + 0.375 = 0.86; 1.5π
        expectState(at: -0.25, start: 0.39, end: 0.86, rotation: 1.5 * .pi)
        expectState(at: -2, start: 0.015, end: 0.485, rotation: 0)
    }

    @Test("Times that are not finite numbers give the start", arguments: [TimeInterval.nan, .infinity, -.infinity])
    func oddTimes(time: TimeInterval) {
        #expect(model.phase(at: time) == 0)
        expectState(at: time, start: 0.015, end: 0.485, rotation: 0)
    }

    @Test("The largest finite times are whole numbers of seconds, so they give the start too", arguments: [
        TimeInterval.greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    ])
    func hugeTimes(time: TimeInterval) {
        #expect(model.phase(at: time) == 0)
        expectState(at: time, start: 0.015, end: 0.485, rotation: 0)
    }

    @Test("A time that overflows when divided by a tiny duration gives the start")
    func overflowingCycles() {
        var model = model
        model.duration = 1e-300
        // 1e300 / 1e-300 is beyond the largest Double: infinitely many cycles
        #expect(model.phase(at: 1e300) == 0)
    }

    @Test("A tiny negative time, whose phase rounds up to a whole cycle, is the start of the next")
    func tinyNegativeTime() {
        // −1e-20 − floor(−1e-20) = 1 − 1e-20, which is 1.0 in a Double: the cycle's end, its start
        #expect(model.phase(at: -1e-20) == 0)
        expectState(at: -1e-20, start: 0.015, end: 0.485, rotation: 0)
    }

    @Test("The visible arc is always 0.47 of the path")
    func constantArcLength() {
        for step in 0..<100 {
            let state = model.state(at: Double(step) / 37)
            #expect(abs(state.strokeEnd - state.strokeStart - 0.47) < 1e-9)
        }
    }

    @Test("The arc's head turns with the mask: half the path (one turn) per second")
    func headTurnsWithMask() {
        // The path is two turns, so a change of 0.5 in strokeEnd is one turn, 2π: exactly the mask's rotation.
        let a = model.state(at: 0.1)
        let b = model.state(at: 0.6)
        #expect(abs((b.strokeEnd - a.strokeEnd) * 4 * .pi - (b.maskRotation - a.maskRotation)) < 1e-9)
    }

    @Test("A zero or invalid duration gives the start, not a division by zero", arguments: [0, -1, Double.nan, .infinity])
    func invalidDuration(duration: TimeInterval) {
        var model = model
        model.duration = duration
        #expect(model.phase(at: 0.3) == 0)
    }

    @Test("The spinner's arc is two turns from 12 o'clock with its box's centre as centre")
    func arcGeometry() throws {
        let scene = HUD.Drawing(configuration: HUD.Configuration(), content: HUD.Content(indicator: .spinner),
                              container: .phone, measurer: GridMeasurer())
        let indicator = try #require(scene.indicator)
        guard case .spinner(let spinner) = indicator.graphic else {
            Issue.record("expected a spinner, got \(indicator.graphic)")
            return
        }
        #expect(spinner.arc.startAngle == 3 * .pi / 2)
        #expect(spinner.arc.endAngle == 11 * .pi / 2)
        // no text: radius 16.5 in a (16.5 + 1.5) × 2 = 36 pt box, centre (18, 18)
        #expect(spinner.arc.center == CGPoint(x: 18, y: 18))
        #expect(spinner.arc.radius == 16.5)
        #expect(spinner.lineWidth == 3)
        #expect(spinner.maskFrame == CGRect(x: 0, y: 0, width: 36, height: 36))
        #expect(spinner.animation == .standard)
        // over the ring's track, so the mask's faded tail never leaves half a ring
        #expect(spinner.trackColor == HUD.Color(white: 0, alpha: 0.24))
        // 12 o'clock in y-down coordinates is straight up from the centre: (18, 1.5), at 0, ½ and 1
        for fraction in [0.0, 0.5, 1.0] {
            let point = spinner.arc.point(atFraction: fraction)
            #expect(abs(point.x - 18) < 1e-9 && abs(point.y - 1.5) < 1e-9)
        }
        // a quarter of one turn (1/8 of the path) clockwise on screen is 3 o'clock: (34.5, 18)
        let quarter = spinner.arc.point(atFraction: 0.125)
        #expect(abs(quarter.x - 34.5) < 1e-9 && abs(quarter.y - 18) < 1e-9)
    }

    @Test("A renderer without strokeStart/strokeEnd gets the drawn part of the arc as a path")
    func arcPath() {
        let arc = HUD.Arc(center: CGPoint(x: 30, y: 30), radius: 24, startAngle: 3 * .pi / 2, endAngle: 11 * .pi / 2)
        let state = model.state(at: 0)
        let path = arc.path(from: state.strokeStart, to: state.strokeEnd)
        // 0.015 and 0.485 of 4π past 3π/2
        let start: CGFloat = 3 * .pi / 2 + 4 * .pi * 0.015
        let end: CGFloat = 3 * .pi / 2 + 4 * .pi * 0.485
        #expect(path.elements.count == 2)
        #expect(path.elements.first == .move(to: arc.point(atFraction: 0.015)))
        guard case .arc(CGPoint(x: 30, y: 30), 24, let drawnStart, let drawnEnd, true)? = path.elements.last else {
            Issue.record("expected a clockwise arc, got \(path.elements)")
            return
        }
        #expect(abs(drawnStart - start) < 1e-9 && abs(drawnEnd - end) < 1e-9)
        #expect(arc.path(from: 0.5, to: 0.5).isEmpty)
        #expect(arc.path(from: 0.7, to: 0.2).isEmpty)
        #expect(arc.path(from: .nan, to: 2) == arc.path(from: 0, to: 1))
    }
}
