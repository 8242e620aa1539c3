#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
/// What the terminal HUD shows, made from ``HUD/Content``: its kind and its text, already made
/// safe for one line (see ``TerminalText``).
///
/// Spinners and progress bars are *live*: drawn in place on the HUD's line and erased when the
/// HUD goes. Success, error, info, image and text HUDs are *results*: written once as a line of
/// their own, which stays in the scroll-back.
struct TerminalLine: Sendable, Equatable {
    /// The indicator: the HUD's own (a custom image is drawn as a bullet: a terminal cannot show
    /// the bitmap).
    typealias Kind = HUD.Indicator

    var kind: Kind
    /// The status on one line; empty when there is none.
    var status: String
    /// The details on one line; empty when there are none.
    var details: String
    /// Whether the status or details hold right-to-left text.
    var isRightToLeft: Bool
    /// The title of the action button on one line, drawn as a key hint ("^C Cancel": Ctrl-C
    /// runs the action once); `nil` without a button.
    var actionTitle: String?

    init(kind: Kind, status: String? = nil, details: String? = nil, actionTitle: String? = nil) {
        self.kind = kind
        self.status = TerminalText.singleLine(status)
        self.details = TerminalText.singleLine(details)
        self.actionTitle = actionTitle.map { TerminalText.singleLine($0) }
        self.isRightToLeft = TerminalText.containsRightToLeft(self.status)
            || TerminalText.containsRightToLeft(self.details)
    }

    /// The line for `content`.
    init(_ content: HUD.Content) {
        self.init(kind: content.indicator, status: content.status, details: content.details,
                  actionTitle: content.action?.title)
    }

    /// Whether the line is drawn in place and erased when the HUD goes (spinner, progress).
    var isLive: Bool {
        kind.isActivity
    }

    /// Whether the line animates on its own (the spinner), so the ticker must redraw it.
    var animates: Bool {
        kind == .spinner
    }

    /// Whether `other` differs from this line in nothing but its progress value.
    func differsOnlyInProgress(from other: TerminalLine) -> Bool {
        guard case .progress = kind.form, case .progress = other.kind.form else { return false }
        return status == other.status && details == other.details && actionTitle == other.actionTitle
    }
}
#endif
