import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Layout {
    /// How much of a container the keyboard covers, and how the HUD moves when it changes, from
    /// the keyboard notification's end frame, duration and curve.
    ///
    /// A UIKit presenter converts `keyboardFrameEndUserInfoKey`'s frame to the window's coordinates
    /// and passes the container's frame in the same coordinates; the ``height`` becomes
    /// ``Container/keyboardHeight``. No private view walks and no begin frames: only the end frame.
    ///
    /// - A keyboard that does not reach the container's bottom edge (a floating or undocked iPad
    ///   keyboard) covers nothing: the HUD stays centred.
    /// - A keyboard below or beside the container, an empty frame, or invalid numbers cover nothing.
    /// - Otherwise it covers from its top edge to the container's bottom edge, at most the
    ///   container's height.
    ///
    /// ```swift
    /// let keyboard = HUD.Layout.KeyboardOverlap(
    ///     keyboardFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
    ///     containerFrame: CGRect(x: 0, y: 0, width: 390, height: 844),
    ///     duration: 0.25, curve: 7)
    /// keyboard.height      // 336
    /// ```
    package struct KeyboardOverlap: Sendable, Equatable {
        /// How far the keyboard reaches up from the container's bottom edge, in points.
        package var height: CGFloat
        /// How the HUD follows the keyboard: the notification's duration, and its curve as a
        /// timing curve (UIKit's curves 0–3 exactly; the keyboard's own curve 7, which UIKit does not
        /// name, as ease-out, for renderers without UIKit).
        package var animation: HUD.Animation
        /// The notification's `UIView.AnimationCurve` raw value, for a UIKit presenter to animate
        /// with the keyboard's exact curve: `UIView.AnimationOptions(rawValue: UInt(curve) << 16)`.
        package var curve: Int

        /// The overlap of a keyboard whose end frame is `keyboardFrame` with a container at
        /// `containerFrame`, both in one coordinate space (the window's).
        package init(keyboardFrame: CGRect, containerFrame: CGRect, duration: TimeInterval, curve: Int) {
            self.curve = curve
            animation = HUD.Animation(duration: duration, curve: Self.timingCurve(curve))
            height = Self.height(keyboardFrame, over: containerFrame)
        }

        /// The keyboard is gone (`keyboardWillHide`): nothing is covered.
        package static func hidden(duration: TimeInterval, curve: Int) -> KeyboardOverlap {
            KeyboardOverlap(keyboardFrame: .zero, containerFrame: .zero, duration: duration, curve: curve)
        }

        private static func height(_ keyboard: CGRect, over container: CGRect) -> CGFloat {
            let numbers = [keyboard.minX, keyboard.minY, keyboard.width, keyboard.height,
                           container.minX, container.minY, container.width, container.height]
            guard numbers.allSatisfy(\.isFinite), keyboard.width > 0, keyboard.height > 0,
                  container.width > 0, container.height > 0 else { return 0 }
            let overlapsHorizontally = keyboard.maxX > container.minX && keyboard.minX < container.maxX
            // Half a point of slack for frames converted between coordinate spaces.
            let reachesBottom = keyboard.maxY >= container.maxY - 0.5
            guard overlapsHorizontally, reachesBottom, keyboard.minY < container.maxY else { return 0 }
            return min(container.maxY - max(keyboard.minY, container.minY), container.height)
        }

        private static func timingCurve(_ curve: Int) -> HUD.TimingCurve {
            switch curve {
            case 0: .easeInOut
            case 1: .easeIn
            case 3: .linear
            default: .easeOut
            }
        }
    }
}
