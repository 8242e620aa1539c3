import Foundation

extension HUD {
    /// A HUD of your own, with the same calls as the shared ``HUD``: one over a card view while
    /// another card shows its own, each with its own content, timing, button and completions.
    /// The static ``HUD`` calls are the shared instance's (``HUD/shared``).
    ///
    /// ```swift
    /// import UIKit
    ///
    /// let hud = HUD.Instance(in: cardView)        // UIKit: drawn in the view, removed when hidden
    /// hud.showProgress(0.4, status: "Uploading")
    /// hud.showSuccess(status: "Uploaded")        // dismisses itself; the other cards' HUDs stay
    /// ```
    ///
    /// Every call may be made from any thread, as the static ones: it takes effect at once on the
    /// main queue, or on the main queue soon, in order. Each instance has its own engine, call queue,
    /// clock and presenter; its notifications are posted with the instance as their `object`
    /// (the shared HUD's with none), so `addObserver(forName:object: hud, …)` hears only it. An
    /// observer that passes `object: nil` hears every HUD; one that wants the shared HUD alone
    /// checks `note.object == nil`.
    /// An instance made for a view is kept by the view while it shows (`topmost(in:)` and
    /// `dismiss(in:animated:)` find it); keep it yourself to show it again later.
    ///
    /// Letting go of an instance never loses what it was asked to do: it keeps itself while it is
    /// busy — from a show until it is hidden and its completions have run — so a success it shows
    /// still dismisses itself and every completion runs exactly once; then it goes. An idle
    /// instance nobody keeps goes at once. One shown and let go of without a dismissal stays until
    /// something dismisses it (see <doc:ThreadingAndOrdering>): a view's through
    /// `HUD.Instance.dismiss(in:)`, one made with ``init(presenter:)`` (or on macOS
    /// `HUD.Instance(over:)`) only through your reference.
    @MainActor
    public final class Instance: Sendable {
        /// Calls from any thread, in order, to the engine on the main actor.
        nonisolated let calls: CallQueue
        private nonisolated let makeEngine: @MainActor @Sendable (_ sender: AnyObject?) -> Engine
        nonisolated let postsAsItself: Bool
        private var made: Engine? {
            didSet { unretainedEngine = made.map(Unmanaged.passUnretained) }
        }
        /// ``made``, not retained: what a call reaches the engine through (see ``CoreReference``).
        @exclusivity(unchecked) nonisolated(unsafe) private(set) var unretainedEngine: Unmanaged<Engine>?
        /// The engine replaced last, kept until the next replacement or this HUD's end: one
        /// replaced while a call is applied (by code the call runs) must not end under it.
        private var replacedEngine: Engine?
        /// The view this HUD was placed in after it was made (``place(in:presenter:)``), if any.
        private weak var place: AnyObject?
        /// Whether a debug build has said that a wait is for a HUD nothing will hide.
        var saidWaitingForever = false
        /// The initializer this HUD was made with, which says whether a debug build looks for it let
        /// go of while shown (``init(presenter:)``, `init(over:)`: nothing else can reach it then);
        /// that look under way, and whether it has said so.
        nonisolated let initializer: Initializer
        var letGoWatch: ScheduledTimer?
        var saidLetGo = false
        /// Where a debug build's diagnostics go: standard error; tests catch them here.
        var diagnose: @MainActor (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

        /// Creates a HUD whose engine `makeEngine` makes, given the object notifications are posted
        /// with: `nil` when `postsAsItself` is false (the shared HUD, whose observers have always
        /// passed `object: nil`), else this HUD.
        nonisolated init(postsAsItself: Bool, initializer: Initializer = .other,
                         makeEngine: @escaping @MainActor @Sendable (_ sender: AnyObject?) -> Engine) {
            let reference = CoreReference()
            calls = CallQueue(applier: reference.apply)
            self.makeEngine = makeEngine
            self.postsAsItself = postsAsItself
            self.initializer = initializer
            reference.core = self
        }

        /// The engine; tests install their own.
        var engine: Engine {
            get {
                if let made { return made }
                let engine = makeEngine(postsAsItself ? self : nil)
                engine.keeper = self
                #if DEBUG
                if initializer.watchesLetGo { engine.becameBusy = { [weak self] in self?.watchForLetGo() } }
                #endif
                made = engine
                return engine
            }
            set {
                made?.keeper = nil
                newValue.keeper = self
                replacedEngine = made
                made = newValue
            }
        }

        /// A HUD drawn by the presenter `makePresenter` makes on the main actor when it is first
        /// needed (a `HUD.UIKitPresenter` for a view, your own presenter, or a test's).
        ///
        /// Nothing but your reference reaches this HUD: keep it until the HUD has hidden. Let go of
        /// while it shows a spinner or a progress, it stays up with nothing to dismiss it; a debug
        /// build says so on standard error when it finds it let go of 3 s after it came up.
        public nonisolated convenience init(presenter makePresenter: @escaping @MainActor @Sendable () -> any HUD.Presenter) {
            self.init(postsAsItself: true, initializer: .presenter) { sender in
                let scheduler = DispatchScheduler()
                return Engine(scheduler: scheduler, presenter: makePresenter(), delivery: LiveDelivery(sender: sender))
            }
        }

        /// Hands `call` to the call queue, which keeps this HUD until the call is applied.
        nonisolated func submit(_ call: consuming Call) {
            calls.submit(call, keeping: self)
        }

        /// A HUD with no place to be drawn yet: give it one with SwiftUI's `.statusHUDArea(hud)`.
        ///
        /// Make it where it can outlive the views that draw it, as a `@State` of the view whose area
        /// shows it. Calls made before it has a place are kept: a show waits, not visible and with
        /// its countdown not started, and is drawn once the area is made; a dismissal ends it
        /// there and then, completions included. When the area goes, the HUD ends at once and waits
        /// for a place again; an area made again for it draws it there.
        ///
        /// ```swift
        /// import SwiftUI
        ///
        /// struct UploadCard: View {
        ///     let photo: Photo
        ///     @State private var hud = HUD.Instance()
        ///
        ///     var body: some View {
        ///         PhotoCard(photo)
        ///             .statusHUDArea(hud)
        ///             .task { hud.showProgress(0.5, status: "Uploading") }
        ///     }
        /// }
        /// ```
        public nonisolated convenience init() {
            self.init(postsAsItself: true) { sender in
                Engine(scheduler: DispatchScheduler(), presenter: UnplacedPresenter(), delivery: LiveDelivery(sender: sender))
            }
        }

        /// Draws this HUD in `view` with `presenter` from now on: a HUD that waited for a place, or
        /// was drawn elsewhere, is taken over by it. The newest place wins.
        func place(in view: AnyObject, presenter: any HUD.Presenter) {
            place = view
            self.presenter = presenter
        }

        /// `view` goes: if this HUD is drawn there, it ends at once, as a dismissal without a fade
        /// and without the minimum display time (its completions run, its `didDisappear` is
        /// posted), and waits for a place again. A view it has left since (an older area, gone
        /// after a newer one took the HUD) ends nothing.
        func leave(_ view: AnyObject) {
            guard place === view else { return }
            place = nil
            // Off screen first, so that the dismissal skips the fade and the minimum display time;
            // the dismissal through the queue, after any calls from other threads still waiting.
            presenter = UnplacedPresenter()
            submit(.dismissWithoutFade(completions: []))
        }

        // MARK: Showing

        /// Shows the indefinite spinner without text, and counts one activity (see ``popActivity()``).
        public nonisolated func show() {
            show(status: nil)
        }

        /// Shows the indefinite spinner with `status`, and counts one activity (see ``popActivity()``).
        /// `details`, if given, is a second line in a smaller font under the status.
        ///
        /// ```swift
        /// hud.show(status: "Syncing")
        /// hud.show(status: "Syncing", details: "Contacts")
        /// ```
        public nonisolated func show(status: String?, details: String? = nil) {
            submit(.show(HUD.Content(indicator: .spinner, status: status, details: details), kind: .activity))
        }

        /// Shows a determinate progress, 0…1 (clamped; NaN counts as 0), drawn as
        /// ``Configuration/progressStyle`` says; `status` replaces the text (`nil` removes it), and
        /// `details` the line under it.
        ///
        /// Call it as often as you like: updates that arrive faster than the screen refreshes are merged.
        ///
        /// ```swift
        /// hud.showProgress(0.3, status: "Uploading", details: "3 of 10 photos")
        /// ```
        public nonisolated func showProgress(_ progress: Double, status: String? = nil, details: String? = nil) {
            submit(.show(HUD.Content(indicator: .progress(progress), status: status, details: details), kind: .progress))
        }

        /// Shows a check mark with `status` (and `details` under it), then dismisses itself after
        /// ``displayDuration(for:)`` of the text.
        ///
        /// ```swift
        /// hud.showSuccess(status: "Saved")
        /// ```
        public nonisolated func showSuccess(status: String? = nil, details: String? = nil) {
            submit(.show(HUD.Content(indicator: .success, status: status, details: details), kind: .dismissesItself))
        }

        /// Shows a cross with `status` (and `details` under it), then dismisses itself after
        /// ``displayDuration(for:)`` of the text.
        ///
        /// ```swift
        /// hud.showError(status: "Upload failed", details: error.localizedDescription)
        /// ```
        public nonisolated func showError(status: String? = nil, details: String? = nil) {
            submit(.show(HUD.Content(indicator: .error, status: status, details: details), kind: .dismissesItself))
        }

        /// Shows an "i" with `status` (and `details` under it), then dismisses itself after
        /// ``displayDuration(for:)`` of the text.
        public nonisolated func showInfo(status: String? = nil, details: String? = nil) {
            submit(.show(HUD.Content(indicator: .info, status: status, details: details), kind: .dismissesItself))
        }

        /// Shows `image` with `status` (and `details` under it), then dismisses itself after
        /// ``displayDuration(for:)`` of the text.
        ///
        /// ```swift
        /// hud.showImage(heart, status: "Liked", details: "Your friends will see it")
        /// ```
        public nonisolated func showImage(_ image: HUD.Image, status: String? = nil, details: String? = nil) {
            submit(.show(HUD.Content(indicator: .image(image), status: status, details: details), kind: .dismissesItself))
        }

        /// Shows `text` alone, without an indicator — a capsule for one line, as iOS draws its own
        /// toasts — with `details` (default `nil`) under it, then dismisses itself after
        /// ``displayDuration(for:)`` of the text: MBProgressHUD's text mode.
        ///
        /// It is a result, as ``showSuccess(status:details:)`` is: it counts no activity, and shown
        /// over a spinner it ends the spinner's activities when it goes. It plays no haptic (a
        /// haptic tells an outcome, which plain text does not) and VoiceOver reads its text. Text
        /// with nothing to read (empty, or only spaces and line breaks) and no details shows
        /// nothing: the call does nothing, and a HUD already shown stays as it is.
        ///
        /// ```swift
        /// hud.showText("Copied to the clipboard")
        /// ```
        public nonisolated func showText(_ text: String, details: String? = nil) {
            guard Self.hasSomethingToRead(text) || Self.hasSomethingToRead(details) else { return }
            submit(.show(HUD.Content(indicator: .text, status: text, details: details), kind: .dismissesItself))
        }

        /// Whether `text` has a character that is not a space or a line break.
        private nonisolated static func hasSomethingToRead(_ text: String?) -> Bool {
            text?.contains { !$0.isWhitespace } ?? false
        }

        /// Changes the text of the HUD being shown; does nothing while the HUD is hidden.
        public nonisolated func setStatus(_ status: String?) {
            submit(.setStatus(status))
        }

        /// Changes the details line, under the status in a smaller font, of the HUD being shown
        /// (`nil` removes it); does nothing while the HUD is hidden.
        ///
        /// ```swift
        /// hud.showProgress(0.3, status: "Uploading")
        /// hud.setDetails("3 of 10 photos")
        /// ```
        public nonisolated func setDetails(_ details: String?) {
            submit(.setDetails(details))
        }

        /// Puts a button under the text of the HUD being shown, or removes it with `nil`; does nothing
        /// while the HUD is hidden. See ``HUD/Action`` for how long the button stays.
        ///
        /// ```swift
        /// hud.show(status: "Syncing")
        /// hud.setAction(HUD.Action("Cancel") { sync.cancel() })
        /// ```
        public nonisolated func setAction(_ action: HUD.Action?) {
            submit(.setAction(action))
        }

        /// Runs the handler of the visible HUD's button, as a tap on it does; does nothing when no
        /// button is on screen. For keyboard shortcuts, and for tests.
        public nonisolated func performAction() {
            submit(.performAction)
        }

        // MARK: Dismissing

        /// Fades the HUD out now and resets the activity count.
        public nonisolated func dismiss() {
            submit(.dismiss(delay: 0, completion: nil))
        }

        /// Fades the HUD out now, resets the activity count, and calls `completion` once it is hidden.
        ///
        /// The completion runs exactly once, on the main actor, and never inside this call: after
        /// ``HUD/didDisappearNotification``; at once if a show brings the HUD back first; or on the next
        /// turn of the main queue if the HUD is already hidden.
        public nonisolated func dismiss(completion: @escaping @MainActor @Sendable () -> Void) {
            submit(.dismiss(delay: 0, completion: completion))
        }

        /// Hides the HUD now, without a fade when `animated` is false (MBProgressHUD's
        /// `hideAnimated:`), resets the activity count, and calls `completion` once it is hidden, as
        /// ``dismiss(completion:)`` does. The minimum display time still applies.
        ///
        /// ```swift
        /// hud.dismiss(animated: false)
        /// ```
        public nonisolated func dismiss(animated: Bool, completion: (@MainActor @Sendable () -> Void)? = nil) {
            submit(animated ? .dismiss(delay: 0, completion: completion)
                                  : .dismissWithoutFade(completions: completion.map { [$0] } ?? []))
        }

        /// Fades the HUD out after `delay` seconds and resets the activity count now.
        ///
        /// A show that comes before the HUD is gone cancels the dismissal: a stale delayed dismiss
        /// never hides a newer HUD.
        public nonisolated func dismiss(withDelay delay: TimeInterval) {
            submit(.dismiss(delay: delay, completion: nil))
        }

        /// Fades the HUD out after `delay` seconds, and calls `completion` once it is hidden (see
        /// ``dismiss(completion:)`` for when exactly).
        ///
        /// ```swift
        /// import UIKit
        ///
        /// hud.showSuccess(status: "Saved")
        /// hud.dismiss(withDelay: 1) { self.navigationController?.popViewController(animated: true) }
        /// ```
        public nonisolated func dismiss(
            withDelay delay: TimeInterval,
            completion: @escaping @MainActor @Sendable () -> Void
        ) {
            submit(.dismiss(delay: delay, completion: completion))
        }

        /// Ends one activity counted by ``show()`` or ``show(status:details:)``, and dismisses the HUD when
        /// none is left (or when none was counted).
        ///
        /// ```swift
        /// hud.show(status: "Syncing")     // in two places at once
        /// hud.popActivity()                // the first finishes: the HUD stays
        /// hud.popActivity()                // the second finishes: the HUD goes
        /// ```
        public nonisolated func popActivity() {
            submit(.popActivity)
        }

        // MARK: State

        /// Whether the HUD is on screen: from the moment its fade-in begins (after any grace time,
        /// once the presenter can show it) until ``HUD/didDisappearNotification``.
        public var isVisible: Bool {
            engine.isVisible
        }

        /// What the HUD shows, will show once its grace time is over, or shows while fading out;
        /// `nil` while hidden.
        public var current: HUD.Content? {
            engine.content
        }

        /// This HUD's configuration; a change reaches it at once if it is visible.
        ///
        /// It starts as `HUD.Configuration()`, the defaults: ``HUD/configuration``, the shared HUD's,
        /// does not reach an instance, before or after it is made.
        public var configuration: HUD.Configuration {
            get { engine.configuration }
            set { engine.configuration = newValue }
        }

        /// What draws the HUD. Where no platform presenter exists it draws nothing: the HUD counts as
        /// on screen at once and its fades take the configured durations.
        public var presenter: any HUD.Presenter {
            get { engine.presenter }
            set { engine.presenter = newValue }
        }

        /// How long a success, error, info, image or text HUD with `status` stays before dismissing itself:
        /// min(max(0.5 + 0.06 × units, ``Configuration/minimumResultDuration``),
        /// ``Configuration/maximumResultDuration``) seconds, where units counts characters and each
        /// CJK ideograph, kana or hangul syllable counts 4.
        public func displayDuration(for status: String) -> TimeInterval {
            engine.displayDuration(for: status)
        }
    }
}
