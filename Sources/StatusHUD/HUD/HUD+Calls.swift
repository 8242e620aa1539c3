import Foundation

extension HUD {
    // MARK: Showing

    /// Shows the indefinite spinner without text, and counts one activity (see ``popActivity()``).
    public nonisolated static func show() {
        shared.show()
    }

    /// Shows the indefinite spinner with `status`, and counts one activity (see ``popActivity()``).
    /// `details`, if given, is a second line in a smaller font under the status.
    ///
    /// ```swift
    /// HUD.show(status: "Syncing")
    /// HUD.show(status: "Syncing", details: "Contacts")
    /// ```
    public nonisolated static func show(status: String?, details: String? = nil) {
        shared.show(status: status, details: details)
    }

    /// Shows a determinate progress, 0…1 (clamped; NaN counts as 0), drawn as
    /// ``Configuration/progressStyle`` says; `status` replaces the text (`nil` removes it), and
    /// `details` the line under it.
    ///
    /// Call it as often as you like: updates that arrive faster than the screen refreshes are merged.
    ///
    /// ```swift
    /// HUD.showProgress(0.3, status: "Uploading", details: "3 of 10 photos")
    /// ```
    public nonisolated static func showProgress(_ progress: Double, status: String? = nil, details: String? = nil) {
        shared.showProgress(progress, status: status, details: details)
    }

    /// Shows a check mark with `status` (and `details` under it), then dismisses itself after
    /// ``displayDuration(for:)`` of the text.
    ///
    /// ```swift
    /// HUD.showSuccess(status: "Saved")
    /// ```
    public nonisolated static func showSuccess(status: String? = nil, details: String? = nil) {
        shared.showSuccess(status: status, details: details)
    }

    /// Shows a cross with `status` (and `details` under it), then dismisses itself after
    /// ``displayDuration(for:)`` of the text.
    ///
    /// ```swift
    /// HUD.showError(status: "Upload failed", details: error.localizedDescription)
    /// ```
    public nonisolated static func showError(status: String? = nil, details: String? = nil) {
        shared.showError(status: status, details: details)
    }

    /// Shows an "i" with `status` (and `details` under it), then dismisses itself after
    /// ``displayDuration(for:)`` of the text.
    ///
    /// Shown over a spinner, it ends the spinner's activities (SVProgressHUD's rule, as every
    /// toast does): when the info dismisses itself the HUD goes and the activity count is 0, though
    /// the work behind the spinner may still run. Show the spinner again if
    /// the work goes on; in a command-line tool, `print` a note instead (it appears above the
    /// spinner).
    ///
    /// ```swift
    /// HUD.show(status: "Syncing")
    /// HUD.showInfo(status: "3 files skipped")   // "Syncing" is gone once this goes
    /// HUD.show(status: "Syncing")               // so bring it back while the sync runs
    /// ```
    public nonisolated static func showInfo(status: String? = nil, details: String? = nil) {
        shared.showInfo(status: status, details: details)
    }

    /// Shows `image` with `status` (and `details` under it), then dismisses itself after
    /// ``displayDuration(for:)`` of the text.
    ///
    /// ```swift
    /// HUD.showImage(heart, status: "Liked", details: "Your friends will see it")
    /// ```
    public nonisolated static func showImage(_ image: HUD.Image, status: String? = nil, details: String? = nil) {
        shared.showImage(image, status: status, details: details)
    }

    /// Shows `text` alone, without an indicator — a capsule for one line, as iOS draws its own
    /// toasts — with `details` (default `nil`) under it, then dismisses itself after
    /// ``displayDuration(for:)`` of the text: MBProgressHUD's text mode.
    ///
    /// It is a result, as ``showSuccess(status:details:)`` is: it counts no activity, and shown
    /// over a spinner it ends the spinner's activities when it goes (see ``showInfo(status:details:)``).
    /// It plays no haptic and VoiceOver reads its text. Text with nothing to read (empty, or only
    /// spaces and line breaks) and no details shows nothing: the call does nothing. In a terminal
    /// it is a line without a glyph, kept in the scroll-back.
    ///
    /// ```swift
    /// import UIKit
    ///
    /// UIPasteboard.general.string = "https://example.com/shared"
    /// HUD.showText("Copied to the clipboard")
    /// ```
    public nonisolated static func showText(_ text: String, details: String? = nil) {
        shared.showText(text, details: details)
    }

    /// Changes the text of the HUD being shown; does nothing while the HUD is hidden.
    public nonisolated static func setStatus(_ status: String?) {
        shared.setStatus(status)
    }

    /// Changes the details line, under the status in a smaller font, of the HUD being shown
    /// (`nil` removes it); does nothing while the HUD is hidden.
    ///
    /// ```swift
    /// HUD.showProgress(0.3, status: "Uploading")
    /// HUD.setDetails("3 of 10 photos")
    /// ```
    public nonisolated static func setDetails(_ details: String?) {
        shared.setDetails(details)
    }

    /// Puts a button under the text of the HUD being shown, or removes it with `nil`; does nothing
    /// while the HUD is hidden. See ``Action`` for how long the button stays.
    ///
    /// ```swift
    /// HUD.show(status: "Syncing")
    /// HUD.setAction(HUD.Action("Cancel") { sync.cancel() })
    /// ```
    public nonisolated static func setAction(_ action: Action?) {
        shared.setAction(action)
    }

    /// Runs the handler of the visible HUD's button, as a tap on it does; does nothing when no
    /// button is on screen. For keyboard shortcuts, and for tests.
    public nonisolated static func performAction() {
        shared.performAction()
    }

    // MARK: Dismissing

    /// Fades the HUD out now and resets the activity count.
    public nonisolated static func dismiss() {
        shared.dismiss()
    }

    /// Fades the HUD out now, resets the activity count, and calls `completion` once it is hidden.
    ///
    /// The completion runs exactly once, on the main actor, and never inside this call: after
    /// ``didDisappearNotification``; at once if a show brings the HUD back first; or on the next
    /// turn of the main queue if the HUD is already hidden.
    public nonisolated static func dismiss(completion: @escaping @MainActor @Sendable () -> Void) {
        shared.dismiss(completion: completion)
    }

    /// Hides the HUD now, without a fade when `animated` is false, and calls `completion` once it
    /// is hidden; see ``Instance/dismiss(animated:completion:)``.
    public nonisolated static func dismiss(animated: Bool, completion: (@MainActor @Sendable () -> Void)? = nil) {
        shared.dismiss(animated: animated, completion: completion)
    }

    /// Fades the HUD out after `delay` seconds and resets the activity count now.
    ///
    /// A show that comes before the HUD is gone cancels the dismissal: a stale delayed dismiss
    /// never hides a newer HUD.
    public nonisolated static func dismiss(withDelay delay: TimeInterval) {
        shared.dismiss(withDelay: delay)
    }

    /// Fades the HUD out after `delay` seconds, and calls `completion` once it is hidden (see
    /// ``dismiss(completion:)`` for when exactly).
    ///
    /// ```swift
    /// import UIKit
    ///
    /// HUD.showSuccess(status: "Saved")
    /// HUD.dismiss(withDelay: 1) { self.navigationController?.popViewController(animated: true) }
    /// ```
    public nonisolated static func dismiss(
        withDelay delay: TimeInterval,
        completion: @escaping @MainActor @Sendable () -> Void
    ) {
        shared.dismiss(withDelay: delay, completion: completion)
    }

    /// Ends one activity counted by ``show()`` or ``show(status:details:)``, and dismisses the HUD when
    /// none is left (or when none was counted).
    ///
    /// ```swift
    /// HUD.show(status: "Syncing")     // in two places at once
    /// HUD.popActivity()                // the first finishes: the HUD stays
    /// HUD.popActivity()                // the second finishes: the HUD goes
    /// ```
    public nonisolated static func popActivity() {
        shared.popActivity()
    }

    // MARK: State

    /// Whether the HUD is on screen: from the moment its fade-in begins (after any grace time,
    /// once the presenter can show it) until ``didDisappearNotification``.
    @MainActor public static var isVisible: Bool {
        shared.isVisible
    }

    /// What the HUD shows, will show once its grace time is over, or shows while fading out;
    /// `nil` while hidden.
    @MainActor public static var current: Content? {
        shared.current
    }

    /// The shared HUD's configuration; a change reaches it at once if it is visible.
    ///
    /// It does not reach a ``HUD/Instance``: each instance has its own
    /// ``HUD/Instance/configuration``, which starts as `HUD.Configuration()` (the defaults), not as
    /// a copy of this one; set the instance's to change it.
    @MainActor public static var configuration: Configuration {
        get { shared.configuration }
        set { shared.configuration = newValue }
    }

    /// What draws the HUD. Where no platform presenter exists it draws nothing: the HUD counts as
    /// on screen at once and its fades take the configured durations.
    @MainActor public static var presenter: any HUD.Presenter {
        get { shared.presenter }
        set { shared.presenter = newValue }
    }

    /// How long a success, error, info, image or text HUD with `status` stays before dismissing itself:
    /// min(max(0.5 + 0.06 × units, ``Configuration/minimumResultDuration``),
    /// ``Configuration/maximumResultDuration``) seconds, where units counts characters and each
    /// CJK ideograph, kana or hangul syllable counts 4.
    @MainActor public static func displayDuration(for status: String) -> TimeInterval {
        shared.displayDuration(for: status)
    }

    // MARK: Internals

    /// The shared HUD: the one the static calls drive, in the key window of the scene in use (iOS,
    /// tvOS, Mac Catalyst) or on standard error (a terminal). Its notifications are posted with no
    /// object.
    public static let shared = Instance(postsAsItself: false) { sender in
        let scheduler = DispatchScheduler()
        return Engine(scheduler: scheduler, presenter: DefaultPresenter.make(scheduler: scheduler),
                      delivery: LiveDelivery(sender: sender))
    }

    /// The shared HUD's engine; tests install their own.
    @MainActor static var engine: Engine {
        get { shared.engine }
        set { shared.engine = newValue }
    }

    /// The hand-off from callers' threads to the shared HUD's engine on the main queue.
    package static var calls: CallQueue { shared.calls }
}
