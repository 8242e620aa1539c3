#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

/// Plays the notification haptics `HUD.Feedback` asks for, on iOS; nothing elsewhere.
@MainActor
final class Haptics {
    #if os(iOS)
    private var generator: UINotificationFeedbackGenerator?
    #endif

    /// Readies the Taptic Engine when the HUD appears, so a result plays without delay.
    func prepare(enabled: Bool) {
        #if os(iOS)
        guard enabled else { return }
        let generator = self.generator ?? UINotificationFeedbackGenerator()
        generator.prepare()
        self.generator = generator
        #endif
    }

    func play(_ haptic: HUD.Feedback.Haptic) {
        #if os(iOS)
        let generator = self.generator ?? UINotificationFeedbackGenerator()
        self.generator = generator
        switch haptic {
        case .success: generator.notificationOccurred(.success)
        case .warning: generator.notificationOccurred(.warning)
        case .error: generator.notificationOccurred(.error)
        }
        #endif
    }
}
#endif
