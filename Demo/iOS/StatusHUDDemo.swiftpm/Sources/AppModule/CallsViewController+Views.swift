import StatusHUD
import UIKit

/// HUDs made for a view (`HUD.Instance(in:)`) where they used to go wrong, one tap each: a blocking
/// HUD over a table that keeps reloading, and a card removed while its HUD shows a success. The
/// device checklist in the documentation ("The HUD on iOS") walks through them.
extension CallsViewController {
    /// A blocking HUD over this table while it reloads five times a second: a tap on a row must not
    /// reach the table (the title says so if one does), and Cancel always gets its tap.
    func blockingHUDOverReloadingTable() {
        let hud = HUD.Instance(in: tableView)
        hud.configuration.backdrop = .black
        hud.show(status: "Reloading: tap the rows, then Cancel")
        hud.setAction(HUD.Action("Cancel") { [weak hud] in hud?.dismiss() })    // a delayed dismiss would drop it
        title = "StatusHUD"
        reloadWhileShown(hud)
    }

    private func reloadWhileShown(_ hud: HUD.Instance) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { [weak self, weak hud] in
            guard let self, let hud, hud.current != nil else { return }
            tableView.reloadData()
            reloadWhileShown(hud)
        }
    }

    /// Whether a HUD of this table's own is up: a tap that reaches a row meanwhile leaked through it.
    var tapLeakedThroughHUD: Bool {
        HUD.Instance.topmost(in: tableView)?.isVisible == true
    }

    /// A card that answers taps, under a blocking HUD of its own: a tap on the HUD must not reach
    /// the card's tap recognizer (the title would say so); Cancel ends the HUD and the card.
    func blockingHUDInATappableCard() {
        guard let host = navigationController?.view else { return }
        let card = UIView(frame: CGRect(x: 40, y: 160, width: max(host.bounds.width - 80, 200), height: 220))
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 16
        card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(cardTapped)))
        host.addSubview(card)
        title = "Tap the HUD, then Cancel"
        let hud = HUD.Instance(in: card)
        hud.configuration.backdrop = .black
        hud.show(status: "Tap me: the card must not hear it")
        hud.setAction(HUD.Action("Cancel") { [weak hud, weak card] in
            hud?.dismiss()
            card?.removeFromSuperview()
        })
    }

    @objc private func cardTapped() {
        title = "A tap leaked to the card"
    }

    /// A card with a HUD of its own showing a success that would stay 30 s, removed after a second:
    /// the HUD ends at once, its completion runs, and the card keeps no HUD (the title says so).
    func cardRemovedWhileItsHUDShowsASuccess() {
        guard let host = navigationController?.view else { return }
        let card = UIView(frame: CGRect(x: 40, y: 160, width: max(host.bounds.width - 80, 200), height: 220))
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 16
        host.addSubview(card)
        title = "Removing the card in 1 s…"
        let hud = HUD.Instance(in: card)
        hud.showSuccess(status: "Saved")
        hud.dismiss(withDelay: 30) { [weak self, weak card] in
            let left = card.flatMap { HUD.Instance.topmost(in: $0) } != nil
            self?.title = left ? "Completion ran, but a HUD is left" : "Completion ran; nothing left"
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { card.removeFromSuperview() }
    }
}
