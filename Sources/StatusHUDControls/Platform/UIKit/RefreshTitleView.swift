import StatusHUD
#if os(iOS)
import UIKit

extension HUD {
    /// A navigation bar title with a pull-to-refresh ring beside it: the ring fills as the list below is
    /// pulled down, spins once it is released past the threshold, and stops on ``endRefreshing()``.
    ///
    /// It is a control: when a pull begins a refresh it sends `.valueChanged`, as `UIRefreshControl`
    /// does, and the app calls ``endRefreshing()`` when done — or it is made with an `owner` and an
    /// async `refresh` handler and ends by itself when the handler returns. VoiceOver users, who cannot
    /// pull, start a refresh with its Refresh action. The pull arithmetic (distance from the offset and
    /// the adjusted inset, the 80 pt threshold, arming, early releases, no second refresh while still
    /// held down, which refresh a returning handler ends) is `PullToRefresh`'s, tested on Linux; this
    /// view observes the scroll view's offset with key-value observation that ends with the view, and
    /// holds the scroll view weakly, so neither keeps the other alive.
    ///
    /// ```swift
    /// let titleView = HUD.RefreshTitleView(title: "Inbox", owner: self) { owner in await owner.reload() }
    /// titleView.scrollView = tableView
    /// navigationItem.titleView = titleView
    /// ```
    @MainActor
    public final class RefreshTitleView: UIControl {
        /// The title; `nil` or empty shows the ring alone, centred.
        public var title: String? {
            didSet { label.text = title; accessibilityLabel = title; invalidateIntrinsicContentSize(); setNeedsLayout() }
        }

        /// A view kept to the title's right (a filter button, a badge), the title staying centred; `nil`
        /// by default.
        public var accessoryView: UIView? {
            didSet {
                oldValue?.removeFromSuperview()
                if let accessoryView { addSubview(accessoryView) }
                invalidateIntrinsicContentSize()
                setNeedsLayout()
            }
        }

        /// The pull, in points, that arms a refresh; 80 by default.
        public var threshold: CGFloat {
            get { CGFloat(pull.threshold) }
            set { pull.threshold = Double(newValue) }
        }

        /// The scroll view whose pull this view follows (held weakly); `nil` by default.
        public weak var scrollView: UIScrollView? {
            didSet { observe(scrollView) }
        }

        /// Whether a refresh is running.
        public var isRefreshing: Bool { pull.phase == .refreshing }

        private var pull = PullToRefresh()
        private let label = UILabel()
        private let ring = HUD.ProgressRingView(frame: .zero)
        private let spinner = HUD.SpinnerView(frame: .zero)
        private var offset: NSKeyValueObservation?
        /// The app's handler, bound to its owner held weakly (see the `owner:` initialiser).
        private var refresh: (@MainActor () async -> Void)?

        private static let ringSide = RefreshTitleLayout.ringSide
        private static let spacing = RefreshTitleLayout.spacing

        /// Creates a title view with `title`; the app listens for `.valueChanged` and calls
        /// ``endRefreshing()``.
        public init(title: String? = nil) {
            super.init(frame: .zero)
            label.font = UIFont.preferredFont(forTextStyle: .headline)
            label.adjustsFontForContentSizeCategory = true
            label.textColor = .label
            label.text = title
            self.title = title
            // The HUD's stroke family: its 3 pt line, in the title's colour (label: black, white in
            // dark mode), where a control's own default is a 2 pt line in the tint.
            let titleColor = HUD.DynamicColor(light: .black, dark: .white)
            ring.color = titleColor
            spinner.color = titleColor
            ring.lineWidth = RefreshTitleLayout.ringLineWidth
            spinner.lineWidth = RefreshTitleLayout.ringLineWidth
            addSubview(ring)
            addSubview(spinner)
            addSubview(label)
            spinner.isHidden = true
            isAccessibilityElement = true
            accessibilityLabel = title
            accessibilityCustomActions = [
                UIAccessibilityCustomAction(name: ControlAccessibility.refreshActionName(languages: Locale.preferredLanguages),
                                            target: self, selector: #selector(refreshForAccessibility)),
            ]
        }

        /// Creates a title view that, when a pull begins a refresh, runs `refresh` with `owner` (held
        /// weakly) and ends the refresh when it returns; `.valueChanged` is sent as well.
        ///
        /// ```swift
        /// navigationItem.titleView = HUD.RefreshTitleView(title: "Inbox", owner: self) { owner in await owner.reload() }
        /// ```
        ///
        /// Why an owner, and not a closure the app captures into: the navigation item keeps this view
        /// for as long as the screen lives, and the view keeps the handler, so a handler written
        /// `{ await self.reload() }` would keep the view controller alive through its own title — a
        /// cycle no compiler warns of. Handing the handler its owner lets it name no `self`; the view
        /// holds the owner weakly, and a refresh that begins after the owner has gone ends at once.
        /// (Alternatives: passing the view or the control to the handler, rejected because the handler
        /// needs the app's object, not ours, and would capture `self` again to reach it; documenting
        /// `[weak self]`, rejected because the mistake stays silent.) While the handler runs, its task
        /// holds the owner, as any task the app starts would, until the work ends.
        public convenience init<Owner: AnyObject>(title: String? = nil, owner: Owner,
                                                  refresh: @escaping @MainActor (Owner) async -> Void) {
            self.init(title: title)
            self.refresh = { [weak owner] in
                guard let owner else { return }
                await refresh(owner)
            }
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("HUD.RefreshTitleView is made in code")
        }

        /// Starts a refresh the app began itself (on launch, say): the ring spins; no `.valueChanged`
        /// is sent and no handler runs, as with `UIRefreshControl`.
        public func beginRefreshing() {
            pull.beginRefreshing()
            apply()
        }

        /// Ends the refresh: the ring stops and empties with the pull. It ends only what is shown: a
        /// handler still running is the app's work and runs to its end (nothing is cancelled), and
        /// its return then ends nothing but its own refresh — not one begun since.
        public func endRefreshing() {
            pull.endRefreshing()
            apply()
        }

        // MARK: Following the scroll view

        private func observe(_ scrollView: UIScrollView?) {
            offset = nil
            guard let scrollView else { return }
            scrolled(scrollView)
            offset = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] scrollView, _ in
                MainActor.assumeIsolated { self?.scrolled(scrollView) }
            }
        }

        private func scrolled(_ scrollView: UIScrollView) {
            let began = pull.scrolled(offset: Double(scrollView.contentOffset.y),
                                      insetTop: Double(scrollView.adjustedContentInset.top),
                                      isDragging: scrollView.isDragging)
            apply()
            if began { startRefresh() }
        }

        /// Sends `.valueChanged` and runs the handler, if any, in a task of its own that is never
        /// cancelled by this view: the handler is the app's work (a reload that also saves, say), and
        /// cutting it short when the indicator ends or the view goes would lose it. The view is held
        /// weakly, so a screen closed mid-refresh is freed as soon as the work ends.
        private func startRefresh() {
            sendActions(for: .valueChanged)
            guard let refresh else { return }
            let number = pull.refreshNumber
            Task { [weak self] in
                await refresh()
                self?.handlerReturned(from: number)
            }
        }

        private func handlerReturned(from number: Int) {
            pull.handlerReturned(from: number)
            apply()
        }

        /// VoiceOver's Refresh action: a refresh as a pull begins one (`.valueChanged`, the handler),
        /// unless one is running. A custom action and not `accessibilityActivate()`: a double tap on a
        /// title is not expected to start network work, and VoiceOver says "actions available" so the
        /// action is found. The element is re-announced, so the user hears the refresh begin.
        @objc private func refreshForAccessibility() -> Bool {
            guard pull.requested() else { return false }
            apply()
            startRefresh()
            VoiceOverFocus.reread(self)
            return true
        }

        private func apply() {
            let refreshing = pull.phase == .refreshing
            spinner.isHidden = !refreshing
            ring.isHidden = refreshing
            ring.progress = pull.progress
            accessibilityValue = refreshing
                ? HUD.Feedback.Announcement(status: nil, meaning: .loading).text(languages: Locale.preferredLanguages) : nil
        }

        // MARK: Layout

        private var layout: RefreshTitleLayout {
            let text = title ?? ""
            let titleSize = text.isEmpty ? .zero : label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44))
            return RefreshTitleLayout(titleSize: titleSize, ringSide: Self.ringSide, spacing: Self.spacing,
                                      accessorySize: accessoryView.map { $0.intrinsicContentSize.width > 0 ? $0.intrinsicContentSize : $0.bounds.size },
                                      height: 0)
        }

        override public var intrinsicContentSize: CGSize { layout.size }

        override public func layoutSubviews() {
            super.layoutSubviews()
            let layout = self.layout
            // Centred in whatever the navigation bar gives.
            let origin = CGPoint(x: (bounds.width - layout.size.width) / 2, y: (bounds.height - layout.size.height) / 2)
            label.frame = layout.title.offsetBy(dx: origin.x, dy: origin.y)
            ring.frame = layout.ring.offsetBy(dx: origin.x, dy: origin.y)
            spinner.frame = ring.frame
            accessoryView?.frame = layout.accessory?.offsetBy(dx: origin.x, dy: origin.y) ?? .zero
        }

        override public func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            invalidateIntrinsicContentSize()
        }
    }
}
#endif
