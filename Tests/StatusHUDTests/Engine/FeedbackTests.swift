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
        #expect(said.last == Announcement(status: "Uploaded", meaning: .result(.success)))
    }

    @Test("The details line is said after the status, in the label and the announcement")
    func detailsAreSpoken() throws {
        var feedback = HUD.Feedback()
        let error = HUD.Content(indicator: .error, status: "Upload failed", details: "Check your connection")
        let said = try #require(feedback.cue(for: error, change: nil, configuration: configuration).announcement)
        #expect(said.text(languages: ["en"]) == "Upload failed, Check your connection")
        let progress = HUD.Content(indicator: .progress(0.42), status: "Uploading", details: "3 of 10 photos")
        #expect(Announcement(describing: progress).text(languages: ["en"]) == "Uploading, 3 of 10 photos, 42 percent")
        #expect(Announcement(describing: HUD.Content(indicator: .spinner, status: "Saving", details: "")).details == nil)
    }

    @Test("A status changed in place while under way is said at most once a second; details alone say nothing")
    func countingStatusesDoNotFloodVoiceOver() {
        var feedback = HUD.Feedback()
        var said: [String] = []
        func update(_ content: HUD.Content, _ change: HUD.Change?, at now: Double) {
            if let announcement = feedback.cue(for: content, change: change, configuration: configuration, now: now).announcement {
                said.append(announcement.text(languages: ["en"]))
            }
        }
        update(HUD.Content(indicator: .spinner, status: "Item 1 of 500"), nil, at: 10)
        for item in 2...120 {   // 60 a second for two seconds
            update(HUD.Content(indicator: .spinner, status: "Item \(item) of 500"), .status, at: 10 + Double(item - 1) / 60)
        }
        #expect(said == ["Item 1 of 500", "Item 61 of 500"])
        update(HUD.Content(indicator: .spinner, status: "Item 61 of 500", details: "photo.jpg"), .details, at: 20)
        #expect(said.count == 2, "details alone say nothing")
        update(HUD.Content(indicator: .spinner, status: "Item 120 of 500"), .status, at: 20.005)
        #expect(said.last == "Item 120 of 500", "a second later, the status then shown is said")
        update(HUD.Content(indicator: .success, status: "Imported"), [.indicator, .status], at: 20.01)
        #expect(said.last == "Imported", "a result is said at once")
        update(HUD.Content(indicator: .success, status: "Imported 3 more"), .status, at: 20.015)
        #expect(said.last == "Imported 3 more", "so is a result that follows one")
        update(HUD.Content(indicator: .spinner, status: "Again"), nil, at: 20.02)
        #expect(said.last == "Again", "a new HUD is said at once")
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

    @Test("Statuses and progress are said at default priority, a result at high, queued toasts at low")
    func eachKindOfCueHasItsPriority() {
        func priority(_ contents: [(HUD.Content, HUD.Change?)], queued: Bool = false) -> HUD.Feedback.Priority? {
            var feedback = HUD.Feedback()
            var configuration = configuration
            configuration.isResultQueueEnabled = queued
            var cue = HUD.Feedback.Cue()
            for (index, (content, change)) in contents.enumerated() {
                cue = feedback.cue(for: content, change: change, configuration: configuration, now: Double(index) * 2)
            }
            return cue.announcement == nil ? nil : cue.priority
        }
        let spinner = HUD.Content(indicator: .spinner, status: "Item 1 of 500")
        #expect(priority([(spinner, nil)]) == .default, "a spinner's status")
        #expect(priority([(spinner, nil), (HUD.Content(indicator: .spinner, status: "Item 2 of 500"), .status)]) == .default,
                "the counting status")
        #expect(priority([(HUD.Content(indicator: .progress(0.1)), nil), (HUD.Content(indicator: .progress(0.5)), .indicator)])
                == .default, "a progress quarter")
        #expect(priority([(spinner, nil)], queued: true) == .default, "a status is no toast, queue or not")
        for result in [HUD.Content(indicator: .success, status: "Saved"), HUD.Content(indicator: .error)] {
            #expect(priority([(result, nil)]) == .high, "a result, said once")
            #expect(priority([(spinner, nil), (result, [.indicator, .status])]) == .high, "a result replacing a spinner")
            #expect(priority([(result, nil)], queued: true) == .low, "a result waiting its turn in the queue")
        }
        for toast in [HUD.Content(indicator: .info, status: "Copied"), HUD.Content(indicator: .text, status: "Copied"),
                      HUD.Content(indicator: .image(TestImage.make()), status: "Copied")] {
            #expect(priority([(toast, nil)]) == .default, "an info, image or text toast")
            #expect(priority([(toast, nil)], queued: true) == .low, "a queued toast")
        }
        var feedback = HUD.Feedback()
        _ = feedback.cue(for: spinner, change: nil, configuration: configuration, now: 0)
        _ = feedback.cue(for: HUD.Content(indicator: .spinner, status: "Item 2 of 500"), change: .status,
                         configuration: configuration, now: 0.3)
        let held = feedback.heldCue(configuration: configuration, now: 1)
        #expect(held.announcement?.status == "Item 2 of 500" && held.priority == .default, "a held status")
    }

    @Test("A status held back by the throttle is due when the interval ends, unless replaced first")
    func theThrottleHasATrailingEdge() {
        var feedback = HUD.Feedback()
        func status(_ text: String) -> HUD.Content { HUD.Content(indicator: .spinner, status: text) }
        _ = feedback.cue(for: status("Item 498 of 500"), change: nil, configuration: configuration, now: 10)
        #expect(feedback.heldDueAt == nil)
        #expect(feedback.cue(for: status("Item 499 of 500"), change: .status, configuration: configuration, now: 10.2).announcement == nil)
        #expect(feedback.cue(for: status("Item 500 of 500"), change: .status, configuration: configuration, now: 10.5).announcement == nil)
        #expect(feedback.heldDueAt == 11)
        #expect(feedback.heldCue(configuration: configuration, now: 11).announcement?.status == "Item 500 of 500")
        #expect(feedback.heldDueAt == nil && feedback.heldCue(configuration: configuration, now: 12).announcement == nil, "said once")

        _ = feedback.cue(for: status("Item 1 of 2"), change: .status, configuration: configuration, now: 12)
        _ = feedback.cue(for: status("Item 2 of 2"), change: .status, configuration: configuration, now: 12.5)
        _ = feedback.cue(for: status("Item 1 of 2"), change: .status, configuration: configuration, now: 12.6)
        #expect(feedback.heldDueAt == nil, "back to what was said: nothing to say")

        _ = feedback.cue(for: status("Item 2 of 2"), change: .status, configuration: configuration, now: 12.7)
        let result = feedback.cue(for: HUD.Content(indicator: .success, status: "Done"), change: [.indicator, .status],
                                  configuration: configuration, now: 12.8)
        #expect(result.announcement?.status == "Done")
        #expect(feedback.heldDueAt == nil, "changed kind: the result is said, the held status never")

        _ = feedback.cue(for: status("Again"), change: nil, configuration: configuration, now: 20)
        _ = feedback.cue(for: status("Again 2"), change: .status, configuration: configuration, now: 20.1)
        feedback.reset()
        #expect(feedback.heldDueAt == nil, "hidden: nothing held")
    }
}
