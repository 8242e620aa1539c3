import StatusHUDModel
import StatusHUDRendering
import Foundation
extension HUD {
    /// What a presenter plays and says when the HUD changes: the neutral policy for haptics and
    /// VoiceOver, so every presenter decides alike and none diffs content itself.
    ///
    /// ```swift
    /// var feedback = HUD.Feedback()
    /// let cue = feedback.cue(for: content, change: .indicator, configuration: HUD.configuration)
    /// if let haptic = cue.haptic { play(haptic) }
    /// if let announcement = cue.announcement { UIAccessibility.post(…, announcement.text(…)) }
    /// ```
    package struct Feedback: Sendable, Equatable {
        /// A notification haptic, as `UINotificationFeedbackGenerator` plays them.
        package enum Haptic: Sendable, Equatable {
            /// For a success.
            case success
            /// For information.
            case warning
            /// For an error.
            case error

            /// The haptic of `result`: a warning for info.
            init(_ result: HUD.Indicator.Result) {
                switch result {
                case .success: self = .success
                case .error: self = .error
                case .info: self = .warning
                }
            }
        }

        /// What to say to VoiceOver: the status, or what the indicator means when there is no
        /// status, then the details line, and the progress in whole percent for a progress.
        package struct Announcement: Sendable, Equatable {
            /// What the indicator means, for a presenter to localise when there is no status.
            package enum Meaning: Sendable, Equatable {
                /// A spinner or a progress: "Loading".
                case loading
                /// A result: "Success", "Error", "Information".
                case result(HUD.Indicator.Result)
                /// The caller's image: "Image".
                case image
                /// Text only: "Message".
                case text
            }

            /// The status as shown; `nil` (or empty) when there is none.
            package var status: String?
            /// What the indicator means.
            package var meaning: Meaning
            /// The details line as shown; `nil` (or empty) when there is none.
            package var details: String?
            /// The progress in whole percent (0…100), for a progress.
            package var percent: Int?

            /// What `content` says: its status (none if empty), its indicator's meaning, its
            /// details (none if empty), and the progress in whole percent (rounded down).
            package init(describing content: HUD.Content) {
                status = content.status.flatMap { $0.isEmpty ? nil : $0 }
                details = content.details.flatMap { $0.isEmpty ? nil : $0 }
                switch content.indicator.form {
                case .spinner: meaning = .loading
                case .progress(let fraction):
                    meaning = .loading
                    percent = Int((fraction.clampedToUnitInterval * 100).rounded(.down))
                case .result(let result): meaning = .result(result)
                case .image: meaning = .image
                case .text: meaning = .text
                }
            }

            /// Creates an announcement.
            package init(status: String?, meaning: Meaning, details: String? = nil, percent: Int? = nil) {
                self.status = status
                self.meaning = meaning
                self.details = details
                self.percent = percent
            }
        }

        /// How an announcement stands to other speech, as VoiceOver's announcement priorities
        /// (`UIAccessibilityPriority`, `NSAccessibilityPriorityLevel`) say.
        package enum Priority: Sendable, Equatable {
            /// Queued: said once other speech has finished (`UIAccessibilityPriorityLow`).
            case low
            /// Cuts off other speech, and the next speech cuts it off (`UIAccessibilityPriorityDefault`;
            /// `NSAccessibilityPriorityMedium`).
            case `default`
            /// Cuts off other speech and cannot be cut off once started (`UIAccessibilityPriorityHigh`).
            case high
        }

        /// What to play and say now; either may be `nil`.
        package struct Cue: Sendable, Equatable {
            /// The haptic to play, if any.
            package var haptic: Haptic?
            /// What to announce to VoiceOver, if anything.
            package var announcement: Announcement?
            /// How to announce it (``priority(of:configuration:)``); `.default` with no announcement.
            package var priority: Priority = .default
        }

        /// The priority of an announcement, by what it is:
        ///
        /// - A status or a progress under way (a spinner's counting status, each progress quarter,
        ///   a status held back and said at the end of the throttle's interval): `.default`. They
        ///   come often and the next one says more; `.high` could not be cut off, so a swipe or the
        ///   next element VoiceOver reads would wait for every "Item 12 of 500".
        /// - A toast when toasts wait their turn (``Configuration/isResultQueueEnabled``): `.low`,
        ///   queued behind what VoiceOver is saying. A line of toasts is then said one after
        ///   another, none cutting off the one before, and the user can still interrupt each.
        /// - Otherwise a success or an error: `.high`. It is said once per result, is the outcome
        ///   the user waited for, and is short (the status, or "Success"/"Error"); at `.default`
        ///   the focus given back as a blocking HUD hides, read 1.5 s later, cut it off. That one
        ///   phrase is the only speech the user cannot interrupt.
        /// - Otherwise an info, image or text toast: `.default`; it says something, not an outcome
        ///   waited for, and a newer toast replaces it on screen, as its speech may be.
        package static func priority(of announcement: Announcement, configuration: HUD.Configuration) -> Priority {
            switch announcement.meaning {
            case .loading: .default
            case _ where configuration.isResultQueueEnabled: .low
            case .result(.success), .result(.error): .high
            case .result(.info), .image, .text: .default
            }
        }

        /// The announcement last made, to say each status once, and when (``cue(for:change:configuration:now:)``'s clock).
        private var announced: Announcement?
        private var announcedAt: Double?
        /// The status last held back by ``minimumUpdateInterval``, said when the interval ends
        /// (``heldCue()``) unless something said or unsaid replaces it first.
        private var held: Announcement?

        /// When the status held back is due, on ``cue(for:change:configuration:now:)``'s clock:
        /// the end of the interval from the last announcement; `nil` when none is held.
        package var heldDueAt: Double? {
            guard held != nil, let announcedAt else { return nil }
            return announcedAt + Self.minimumUpdateInterval
        }

        /// The shortest time, in seconds, between two announcements of a HUD still under way (a
        /// spinner or a progress) whose status changed in place: 1. A status that counts
        /// (`"Item \(i) of 500"`, `"Uploading \(percent)%"`) changes faster than speech, and each
        /// announcement cut off the one before; the status shown when a second has passed is said.
        static let minimumUpdateInterval = 1.0

        /// Creates the policy for a HUD that has said nothing yet.
        package init() {}

        /// The cue for `content` just shown (`change` is `nil`) or updated in place with `change`.
        ///
        /// - Haptic (if ``Configuration/isHapticFeedbackEnabled``): when a success, error or info indicator
        ///   appears — shown, or replacing another indicator — never on a text or progress change,
        ///   and never for text alone (`HUD.showText`): a notification haptic tells an outcome
        ///   (success, warning, error), which plain text does not; a toast after copying that buzzed
        ///   would buzz as a success, for nothing that needed the user's attention.
        /// - Announcement (if ``Configuration/isVoiceOverAnnouncementEnabled``): when the status or meaning
        ///   differs from the last announcement; for a progress, also each time it reaches a new
        ///   quarter (25, 50, 75, 100 %) above the last announced one — never on every tick; a status
        ///   changed in place while the HUD is still under way, at most once a
        ///   ``minimumUpdateInterval``; the last status held back is said when the interval ends
        ///   (``heldDueAt``, ``heldCue()``), unless the HUD hid or another announcement came first.
        ///   A change of details or of configuration alone says nothing; the details are said with
        ///   the status. The announcement's ``Cue/priority`` is ``priority(of:configuration:)``.
        ///   `now` is a monotonic time in seconds.
        package mutating func cue(for content: HUD.Content, change: HUD.Change?, configuration: HUD.Configuration,
                                 now: Double = ProcessInfo.processInfo.systemUptime) -> Cue {
            var cue = Cue()
            let indicatorIsNew = change == nil || change?.contains(.indicator) == true
            if configuration.isHapticFeedbackEnabled, indicatorIsNew {
                cue.haptic = content.indicator.result.map(Haptic.init)
            }
            guard configuration.isVoiceOverAnnouncementEnabled, change != [.configuration] else { return cue }
            let candidate = Announcement(describing: content)
            if let last = announced, last.meaning == candidate.meaning {
                if last.status == candidate.status {
                    guard let percent = candidate.percent, percent / 25 > (last.percent ?? 0) / 25 else {
                        held = nil         // back to what was said: nothing new to say later
                        return cue
                    }
                } else if candidate.meaning == .loading, change != nil, let at = announcedAt,
                          now - at < Self.minimumUpdateInterval {
                    held = candidate
                    return cue
                }
            }
            return announce(candidate, into: cue, configuration: configuration, now: now)
        }

        /// The status held back by ``minimumUpdateInterval``, to say now that the interval has ended
        /// (at ``heldDueAt``; the caller's timer decides when); an empty cue when none is held.
        package mutating func heldCue(configuration: HUD.Configuration, now: Double) -> Cue {
            guard let held, configuration.isVoiceOverAnnouncementEnabled else {
                held = nil
                return Cue()
            }
            return announce(held, into: Cue(), configuration: configuration, now: now)
        }

        private mutating func announce(_ announcement: Announcement, into cue: Cue, configuration: HUD.Configuration,
                                       now: Double) -> Cue {
            var cue = cue
            announced = announcement
            announcedAt = now
            held = nil
            cue.announcement = announcement
            cue.priority = Self.priority(of: announcement, configuration: configuration)
            return cue
        }

        /// Forgets what was said: the next HUD's status is announced even if it is the same. Call
        /// it when the HUD hides.
        package mutating func reset() {
            announced = nil
            announcedAt = nil
            held = nil
        }
    }
}
