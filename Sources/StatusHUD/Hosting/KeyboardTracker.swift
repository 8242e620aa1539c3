import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The keyboard's last end frame in screen coordinates, kept whether or not the HUD is in a window,
/// so that a HUD attached later (or in another window, or after a rotation) sits above a keyboard
/// that is already up instead of ~150 pt too high or under it.
///
/// The UIKit presenter feeds it every `keyboardWillChangeFrame` and `keyboardWillHide` from its
/// creation on, and the HUD's view asks it for the overlap with its own frame at every layout.
struct KeyboardTracker: Equatable {
    /// Where the keyboard will be, in the screen's coordinate space; `nil` when hidden or unknown.
    private(set) var screenFrame: CGRect?
    /// The last notification's animation, for the HUD to move with the keyboard.
    private(set) var duration: TimeInterval = 0
    private(set) var curve: Int = 0

    /// A `keyboardWillChangeFrame` with this end frame; a frame that is empty or not finite is
    /// treated as no keyboard.
    mutating func willChange(to frame: CGRect, duration: TimeInterval, curve: Int) {
        let valid = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) && !frame.isEmpty
        screenFrame = valid ? frame : nil
        self.duration = duration
        self.curve = curve
    }

    /// A `keyboardWillHide`.
    mutating func willHide(duration: TimeInterval, curve: Int) {
        screenFrame = nil
        self.duration = duration
        self.curve = curve
    }

    /// How the keyboard covers a container whose frame, in the same screen coordinates, is
    /// `containerFrame`; `convert` turns the stored screen frame into the container's window space
    /// when the caller works there (identity by default).
    func overlap(containerFrame: CGRect, convert: (CGRect) -> CGRect = { $0 }) -> HUD.Layout.KeyboardOverlap {
        guard let screenFrame else { return .hidden(duration: duration, curve: curve) }
        return HUD.Layout.KeyboardOverlap(keyboardFrame: convert(screenFrame), containerFrame: containerFrame,
                                          duration: duration, curve: curve)
    }
}
