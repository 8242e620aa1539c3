import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

@Suite("Haptics and VoiceOver policy")
struct FeedbackTests {
    typealias Announcement = HUD.Feedback.Announcement
    let configuration = HUD.Configuration()

    @Test func resultsPlayTheirHapticWhenTheyAppearNotOnTextChanges() {
        var feedback = HUD.Feedback()
        let spinner = HUD.Content(indicator: .spinner, status: "Saving")
        #expect(feedback.cue(for: spinner, change: nil, configuration: configuration).haptic == nil)
        let success = HUD.Content(indicator: .success, status: "Saved")
        #expect(feedback.cue(for: success, change: [.indicator, .status], configuration: configuration).haptic == .success)
        #expect(feedback.cue(for: HUD.Content(indicator: .success, status: "Saved!"), change: .status,
                             configuration: configuration).haptic == nil)
        #expect(feedback.cue(for: HUD.Content(indicator: .error), change: nil, configuration: configuration).haptic == .error)
        #expect(feedback.cue(for: HUD.Content(indicator: .info), change: .indicator, configuration: configuration).haptic == .warning)
        var quiet = configuration
        quiet.isHapticFeedbackEnabled = false
        #expect(feedback.cue(for: HUD.Content(indicator: .error), change: nil, configuration: quiet).haptic == nil)
    }

    @Test func eachStatusIsAnnouncedOnceAndProgressAtMostEveryQuarter() {
        var feedback = HUD.Feedback()
        var said: [Announcement] = []
        func show(_ content: HUD.Content, _ change: HUD.Change?) {
            if let announcement = feedback.cue(for: content, change: change, configuration: configuration).announcement {
                said.append(announcement)
            }
        }
        show(HUD.Content(indicator: .progress(0.02), status: "Uploading"), nil)
        for tick in stride(from: 0.03, through: 1.0, by: 0.01) {
            show(HUD.Content(indicator: .progress(tick), status: "Uploading"), .progress)
        }
        show(HUD.Content(indicator: .progress(1), status: "Uploading"), .configuration)
        show(HUD.Content(indicator: .success, status: "Uploaded"), [.indicator, .status])
        show(HUD.Content(indicator: .success, status: "Uploaded"), .details)
        #expect(said.map(\.percent) == [2, 25, 50, 75, 100, nil])
        #expect(said.last == Announcement(status: "Uploaded", meaning: .success))
    }

    @Test func withoutAStatusTheMeaningIsAnnouncedAndResetForgetsIt() {
        var feedback = HUD.Feedback()
        let spinner = HUD.Content(indicator: .spinner, status: "")
        #expect(feedback.cue(for: spinner, change: nil, configuration: configuration).announcement
                == Announcement(status: nil, meaning: .loading))
        #expect(feedback.cue(for: spinner, change: nil, configuration: configuration).announcement == nil)
        feedback.reset()
        #expect(feedback.cue(for: spinner, change: nil, configuration: configuration).announcement != nil)
        var silent = configuration
        silent.isVoiceOverAnnouncementEnabled = false
        feedback.reset()
        #expect(feedback.cue(for: spinner, change: nil, configuration: silent).announcement == nil)
    }
}
