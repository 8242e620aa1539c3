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
        public enum Haptic: Sendable, Equatable {
            /// For a success.
            case success
            /// For information.
            case warning
            /// For an error.
            case error
        }

        /// What to say to VoiceOver: the status, or what the indicator means when there is no
        /// status, then the details line, and the progress in whole percent for a progress.
        public struct Announcement: Sendable, Equatable {
            /// What the indicator means, for a presenter to localise when there is no status.
            public enum Meaning: Sendable, Equatable {
                /// A spinner or a progress: "Loading".
                case loading
                /// A check mark: "Success".
                case success
                /// A cross: "Error".
                case error
                /// An "i": "Information".
                case information
                /// The caller's image: "Image".
                case image
                /// Text only: "Message".
                case text
            }

            /// The status as shown; `nil` (or empty) when there is none.
            public var status: String?
            /// What the indicator means.
            public var meaning: Meaning
            /// The details line as shown; `nil` (or empty) when there is none.
            package var details: String?
            /// The progress in whole percent (0…100), for a progress.
            public var percent: Int?

            /// What `content` says: its status (none if empty), its indicator's meaning, its
            /// details (none if empty), and the progress in whole percent (rounded down).
            public init(describing content: HUD.Content) {
                status = content.status.flatMap { $0.isEmpty ? nil : $0 }
                details = content.details.flatMap { $0.isEmpty ? nil : $0 }
                switch content.indicator {
                case .spinner: meaning = .loading
                case .progress(let fraction):
                    meaning = .loading
                    percent = Int((fraction.clampedToUnitInterval * 100).rounded(.down))
                case .success: meaning = .success
                case .error: meaning = .error
                case .info: meaning = .information
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

        /// What to play and say now; either may be `nil`.
        public struct Cue: Sendable, Equatable {
            /// The haptic to play, if any.
            public var haptic: Haptic?
            /// What to announce to VoiceOver, if anything.
            public var announcement: Announcement?
        }

        /// The announcement last made, to say each status once, and when (``cue(for:change:configuration:now:)``'s clock).
        private var announced: Announcement?
        private var announcedAt: Double?

        /// The shortest time, in seconds, between two announcements of a HUD still under way (a
        /// spinner or a progress) whose status changed in place: 1. A status that counts
        /// (`"Item \(i) of 500"`, `"Uploading \(percent)%"`) changes faster than speech, and each
        /// announcement cut off the one before; the status shown when a second has passed is said.
        static let minimumUpdateInterval = 1.0

        /// Creates the policy for a HUD that has said nothing yet.
        public init() {}

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
        ///   ``minimumUpdateInterval``. A change of details or of configuration alone says nothing;
        ///   the details are said with the status. `now` is a monotonic time in seconds.
        package mutating func cue(for content: HUD.Content, change: HUD.Change?, configuration: HUD.Configuration,
                                 now: Double = ProcessInfo.processInfo.systemUptime) -> Cue {
            var cue = Cue()
            let indicatorIsNew = change == nil || change?.contains(.indicator) == true
            if configuration.isHapticFeedbackEnabled, indicatorIsNew {
                switch content.indicator {
                case .success: cue.haptic = .success
                case .error: cue.haptic = .error
                case .info: cue.haptic = .warning
                default: break
                }
            }
            guard configuration.isVoiceOverAnnouncementEnabled, change != [.configuration] else { return cue }
            let candidate = Announcement(describing: content)
            if let last = announced, last.meaning == candidate.meaning {
                if last.status == candidate.status {
                    guard let percent = candidate.percent, percent / 25 > (last.percent ?? 0) / 25 else { return cue }
                } else if candidate.meaning == .loading, change != nil, let at = announcedAt,
                          now - at < Self.minimumUpdateInterval {
                    return cue
                }
            }
            announced = candidate
            announcedAt = now
            cue.announcement = candidate
            return cue
        }

        /// Forgets what was said: the next HUD's status is announced even if it is the same. Call
        /// it when the HUD hides.
        public mutating func reset() {
            announced = nil
            announcedAt = nil
        }
    }
}
