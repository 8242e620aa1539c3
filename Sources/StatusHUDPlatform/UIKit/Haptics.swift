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

    /// Counts the haptics asked for, so that one still waiting for its moment is dropped when
    /// another replaces it (a success drawing in, replaced by an error before its check).
    private var generation = 0

    /// Plays `haptic` in `delay` seconds (at once for 0): with the glyph's marks, which start once
    /// its circle closes. A later call drops one still waiting.
    func play(_ haptic: HUD.Feedback.Haptic, after delay: TimeInterval) {
        generation += 1
        guard delay > 0 else { return play(haptic) }
        let generation = generation
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, generation == self.generation else { return }
                self.play(haptic)
            }
        }
    }

    private func play(_ haptic: HUD.Feedback.Haptic) {
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
