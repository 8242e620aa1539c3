import StatusHUDModel
import StatusHUDRendering
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
///
/// A presenter is made on the first HUD call, so a keyboard that came up before then (a login
/// form: type, tap Sign in, `HUD.show`) posted nothing it heard. Until the first notification the
/// tracker is not ``isKnown``, and the view seeds it with ``seed(guideFrame:containerFrame:restingTop:)``
/// from UIKit's keyboard layout guide, which UIKit keeps whether or not anyone listened. Why not
/// listen from library load instead: Swift has no load-time hook short of a C constructor, which would
/// run in every app that links the library, before `UIApplication` exists, to serve one case a
/// layout guide already answers.
package struct KeyboardTracker: Equatable {
    package init() {}

    /// Where the keyboard will be, in the screen's coordinate space; `nil` when hidden or unknown.
    private(set) var screenFrame: CGRect?
    /// Whether the keyboard's state is known: a notification came, or a seed found it.
    package private(set) var isKnown = false
    /// The last notification's animation, for the HUD to move with the keyboard.
    private(set) var duration: TimeInterval = 0
    private(set) var curve: Int = 0

    /// A `keyboardWillChangeFrame` with this end frame; a frame that is empty or not finite is
    /// treated as no keyboard.
    package mutating func willChange(to frame: CGRect, duration: TimeInterval, curve: Int) {
        let valid = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) && !frame.isEmpty
        screenFrame = valid ? frame : nil
        self.duration = duration
        self.curve = curve
        isKnown = true
    }

    /// A `keyboardWillHide`.
    package mutating func willHide(duration: TimeInterval, curve: Int) {
        screenFrame = nil
        self.duration = duration
        self.curve = curve
        isKnown = true
    }

    /// Seeds an unknown keyboard from a keyboard layout guide (`UIView.keyboardLayoutGuide`), all
    /// in screen coordinates: `guideFrame` is the guide's layout frame, `containerFrame` the frame of
    /// the view that owns the guide, `restingTop` where the guide's top sits with no keyboard (that
    /// view's bottom less its bottom safe area, which the guide covers by default).
    ///
    /// A guide higher than its resting place by more than half a point is a docked keyboard, reaching
    /// to the container's bottom; at rest, or for a floating or undocked keyboard (which the guide
    /// does not follow by default, and which the HUD need not avoid), there is none. A guide of no
    /// height away from the container's bottom has not been laid out yet: it says nothing, and the
    /// tracker stays unknown. Once known, a seed changes nothing: notifications are newer than any
    /// layout.
    package mutating func seed(guideFrame: CGRect, containerFrame: CGRect, restingTop: CGFloat) {
        let numbers = [guideFrame.minY, guideFrame.height, containerFrame.minX, containerFrame.width,
                       containerFrame.maxY, restingTop]
        guard !isKnown, numbers.allSatisfy(\.isFinite), !containerFrame.isEmpty else { return }
        let laidOut = guideFrame.height > 0 || guideFrame.minY >= containerFrame.maxY - 0.5
        guard laidOut else { return }
        isKnown = true
        guard guideFrame.minY < restingTop - 0.5, guideFrame.minY < containerFrame.maxY else { return }
        willChange(to: CGRect(x: containerFrame.minX, y: guideFrame.minY,
                              width: containerFrame.width, height: containerFrame.maxY - guideFrame.minY),
                   duration: 0, curve: 0)
    }

    /// How the keyboard covers a container whose frame, in the same screen coordinates, is
    /// `containerFrame`; `convert` turns the stored screen frame into the container's window space
    /// when the caller works there (identity by default).
    package func overlap(containerFrame: CGRect, convert: (CGRect) -> CGRect = { $0 }) -> HUD.Layout.KeyboardOverlap {
        guard let screenFrame else { return .hidden(duration: duration, curve: curve) }
        return HUD.Layout.KeyboardOverlap(keyboardFrame: convert(screenFrame), containerFrame: containerFrame,
                                          duration: duration, curve: curve)
    }
}
