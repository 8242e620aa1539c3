import Foundation
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// One thing that happens to the HUD in a random sequence: an API call, a clock advance, or a
/// presenter report. Each is self-contained, so a sequence still replays after removing some.
enum ModelAction: Equatable, CustomStringConvertible {
    case show                                  // show()
    case showStatus(Int)                       // show(status:), index into ModelStatus.table
    case showProgress(Double, Int)
    case showSuccess(Int)
    case showError(Int)
    case showInfo(Int)
    case showImage(Int)
    case setStatus(Int)
    /// `delay` nil: dismiss() / dismiss(completion:).
    case dismiss(delay: TimeInterval?, completion: ModelCompletion?)
    case popActivity
    /// `await HUD.waitUntilHidden()`: logs "w1", "w2", … once the HUD is hidden.
    case waitUntilHidden
    /// `HUD.configuration = …` with new timings (the presenter's way of reporting stays).
    case configure(ModelConfiguration)
    case advance(TimeInterval)
    /// Advances exactly to the next timer's due time (or 1 s when there is none).
    case advanceToNextTimer
    /// Advances to 1/64 s before the next timer's due time.
    case advanceJustBeforeNextTimer
    /// Reports on the transition `back` places before the newest one (late or duplicate reports).
    case reportOnScreen(back: Int)
    case reportFinished(back: Int)
    /// Adds an observer that makes a call the next time a notification comes (then never again).
    case observeOnce(ModelObserved, ModelObserverAction)
    /// Operation `slot` (0 or 1) starts, as `whileRunning` does: a spinner with its own grace time.
    case workStarts(slot: Int, grace: TimeInterval)
    /// Operation `slot` ends: `outcome` 0 success, 1 error, 2 dismissal (cancelled).
    case workEnds(slot: Int, outcome: Int)
    /// Operation `slot` starts with a grace time of 0.3 s and ends at once in `outcome`: quick work.
    case quickWork(slot: Int, outcome: Int)
    /// A `Progress` bound by `showProgress(of:)` in `slot` starts at `value` (configured grace time).
    case bindProgress(slot: Int, Double)
    /// The binding in `slot` reads its progress: it shows `value` only while the HUD is its own.
    case progressRead(slot: Int, Double)

    var description: String {
        func status(_ index: Int) -> String { ModelStatus.table[index].source }
        func time(_ value: TimeInterval) -> String {
            value.isNaN ? ".nan" : value == .infinity ? ".infinity" : value == -.infinity ? "-.infinity" : "\(value)"
        }
        switch self {
        case .show: return "HUD.show()"
        case .showStatus(let s): return "HUD.show(status: \(status(s)))"
        case .showProgress(let p, let s): return "HUD.showProgress(\(time(p)), status: \(status(s)))"
        case .showSuccess(let s): return "HUD.showSuccess(status: \(status(s)))"
        case .showError(let s): return "HUD.showError(status: \(status(s)))"
        case .showInfo(let s): return "HUD.showInfo(status: \(status(s)))"
        case .showImage(let s): return "HUD.showImage(image, status: \(status(s)))"
        case .setStatus(let s): return "HUD.setStatus(\(status(s)))"
        case .dismiss(nil, nil): return "HUD.dismiss()"
        case .dismiss(nil, let c?): return "HUD.dismiss \(c.source)"
        case .dismiss(let d?, nil): return "HUD.dismiss(withDelay: \(time(d)))"
        case .dismiss(let d?, let c?): return "HUD.dismiss(withDelay: \(time(d))) \(c.source)"
        case .popActivity: return "HUD.popActivity()"
        case .waitUntilHidden: return "Task { await HUD.waitUntilHidden(); log(waiter) }"
        case .configure(let c): return "HUD.configuration = { \(c) }"
        case .advance(let t): return "clock.advance(by: \(time(t)))"
        case .advanceToNextTimer: return "clock.advance(to: next timer)"
        case .advanceJustBeforeNextTimer: return "clock.advance(to: next timer - 1/64)"
        case .reportOnScreen(let back): return "presenter.transitions[newest - \(back)].reportOnScreen()"
        case .reportFinished(let back): return "presenter.transitions[newest - \(back)].reportFinished()"
        case .observeOnce(let name, let action): return "observe the next \(name.name.rawValue) once: { \(action.source) }"
        case .workStarts(let slot, let grace): return "operation \(slot) starts (spinner, graceTime: \(time(grace)))"
        case .workEnds(let slot, let outcome): return "operation \(slot) ends in \(["a success", "an error", "a dismissal"][outcome])"
        case .quickWork(let slot, let outcome): return "operation \(slot) starts (graceTime: 0.3) and ends at once in \(["a success", "an error", "a dismissal"][outcome])"
        case .bindProgress(let slot, let value): return "HUD.showProgress(of: progress \(slot)) at \(time(value))"
        case .progressRead(let slot, let value): return "progress \(slot) read at \(time(value))"
        }
    }

    // MARK: Random generation

    /// A random configuration: grace and minimum display time zero or not, various fades, and
    /// self-dismiss bounds. Times are multiples of 1/64 s so that sums are exact.
    static func randomConfiguration(using rng: inout some RandomNumberGenerator) -> ModelConfiguration {
        var configuration = ModelConfiguration()
        configuration.fadeIn = [0, 0.125, 0.25].randomElement(using: &rng)!
        configuration.fadeOut = [0, 0.125, 0.25].randomElement(using: &rng)!
        configuration.grace = [0, 0, 0.125, 0.5].randomElement(using: &rng)!
        configuration.minimumDisplay = [0, 0, 0.25, 1].randomElement(using: &rng)!
        configuration.minimumDismiss = [1.5, 0, 0.5].randomElement(using: &rng)!
        configuration.maximumDismiss = [.infinity, .infinity, 2].randomElement(using: &rng)!
        configuration.presenterReportsOnScreenAtOnce = Int.random(in: 0..<3, using: &rng) == 0
        configuration.presenterFinishesAtOnce = Int.random(in: 0..<4, using: &rng) == 0
        return configuration
    }

    static func randomSequence(
        for configuration: ModelConfiguration, using rng: inout some RandomNumberGenerator
    ) -> [ModelAction] {
        let length = Int.random(in: 1...60, using: &rng)
        return (0..<length).map { _ in random(using: &rng, configuration: configuration) }
    }

    private static let progressValues: [Double] = [0, 0.25, 0.5, 1, -0.5, 1.5, .nan, .infinity, -.infinity]
    private static let delays: [TimeInterval] = [0, 1.0 / 64, 0.125, 0.25, 1, 3, -1, .nan, .infinity, -.infinity]
    private static let steps: [TimeInterval] = [0, 1.0 / 64, 0.0625, 0.125, 0.25, 0.5, 1, 2, 4]

    static func random(using rng: inout some RandomNumberGenerator, configuration: ModelConfiguration) -> ModelAction {
        func status() -> Int {
            // nil and short strings half of the time.
            Bool.random(using: &rng) ? Int.random(in: 0...3, using: &rng) : Int.random(in: ModelStatus.showRows, using: &rng)
        }
        func back() -> Int {
            Int.random(in: 0..<4, using: &rng) == 0 ? Int.random(in: 1...3, using: &rng) : 0
        }
        func completion() -> ModelCompletion? {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<4: nil
            case 4..<8: .plain
            case 8: [.shows, .showsSuccess].randomElement(using: &rng)!
            default: .dismissesWithCompletion
            }
        }
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<6: return .show
        case 6..<12: return .showStatus(status())
        case 12..<20: return .showProgress(Self.progressValues.randomElement(using: &rng)!, status())
        case 20..<24: return .showSuccess(status())
        case 24..<27: return .showError(status())
        case 27..<29: return .showInfo(status())
        case 29..<31: return .showImage(status())
        case 31..<37: return .setStatus(Int.random(in: 0..<ModelStatus.table.count, using: &rng))
        case 37..<42: return .dismiss(delay: nil, completion: completion())
        case 42..<49: return .dismiss(delay: Self.delays.randomElement(using: &rng)!, completion: completion())
        case 49..<54: return .popActivity
        case 54..<55:
            // New timings; the presenter keeps its way of reporting.
            var new = randomConfiguration(using: &rng)
            new.presenterReportsOnScreenAtOnce = configuration.presenterReportsOnScreenAtOnce
            new.presenterFinishesAtOnce = configuration.presenterFinishesAtOnce
            return .configure(new)
        case 55..<58: return .waitUntilHidden
        case 58..<64: return .advance(Self.steps.randomElement(using: &rng)!)
        case 64..<70: return .advanceToNextTimer
        case 70..<73: return .advanceJustBeforeNextTimer
        case 73..<80: return .reportOnScreen(back: back())
        case 80..<88: return .reportFinished(back: back())
        case 88..<91: return .workStarts(slot: Int.random(in: 0...1, using: &rng), grace: [0, 0.125, 0.3, 0.3].randomElement(using: &rng)!)
        case 91..<94: return .workEnds(slot: Int.random(in: 0...1, using: &rng), outcome: Int.random(in: 0...2, using: &rng))
        case 94..<95:
            if Bool.random(using: &rng) { return .quickWork(slot: Int.random(in: 0...1, using: &rng), outcome: Int.random(in: 0...2, using: &rng)) }
            return .bindProgress(slot: Int.random(in: 0...1, using: &rng), [0, 0.5].randomElement(using: &rng)!)
        case 95..<97: return .progressRead(slot: Int.random(in: 0...1, using: &rng), [0.25, 0.75, 1].randomElement(using: &rng)!)
        default:
            return .observeOnce(ModelObserved.allCases.randomElement(using: &rng)!,
                                ModelObserverAction.allCases.randomElement(using: &rng)!)
        }
    }
}
