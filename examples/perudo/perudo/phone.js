// Perudo on the phone: your own dice, the bid on the table, and your bid (a number and a face)
// or Dudo. Every word and every legal bid comes from the computer.
"use strict";
(function () {
  let pick = null;  // the bid tapped, not yet sent: {quantity, face}
  Ludi.games.perudo = function (m, L) {
    const board = L.board(), moves = L.moves(), f = m.facts || {};
    const cup = (m.data.cups || [])[m.seat] || [];
    board.appendChild(L.el("h2", "", L.t("pe_cup")));
    const dice = L.el("div", "dice");
    for (const face of cup) dice.appendChild(L.die(face));  // the table's die piece (Ludi.die)
    board.appendChild(dice);
    board.appendChild(L.el("p", "", f.bid ? L.t("pe_on_table", { bid: f.bid, name: f.bidder }) : ""));
    if (!L.mine(m)) { L.say(L.t("wait"), ""); return; }
    L.say(f.bid ? L.t("pe_raise") : L.t("pe_open"), "");
    const bids = f.bids || [];
    if (!pick || !bids.some((b) => b.quantity === pick.quantity && b.face === pick.face)) pick = bids[0] || null;
    if (pick) {
      const faces = L.el("div", "grid3");
      for (let face = 1; face <= 6; face++) {
        const ok = bids.filter((b) => b.face === face);
        if (!ok.length) continue;
        faces.appendChild(L.button(String(face), () => {
          pick = ok.find((b) => b.quantity >= pick.quantity) || ok[ok.length - 1]; L.redraw();
        }, face === pick.face ? "chosen" : ""));
      }
      moves.appendChild(faces);
      const same = bids.filter((b) => b.face === pick.face);
      const i = same.findIndex((b) => b.quantity === pick.quantity);
      const steps = L.el("div", "grid3");
      steps.appendChild(L.button(L.t("pe_less"), () => { pick = same[Math.max(0, i - 1)]; L.redraw(); }));
      steps.appendChild(L.button(L.t("pe_more"), () => { pick = same[Math.min(same.length - 1, i + 1)]; L.redraw(); }));
      moves.appendChild(steps);
      const chosen = bids.find((b) => b.quantity === pick.quantity && b.face === pick.face);
      moves.appendChild(L.sure("bid", L.t("pe_bid", { bid: chosen.text }),
        () => L.act({ type: "Bid", quantity: pick.quantity, face: pick.face }), "primary"));
    }
    if (m.legal.some((a) => a.type === "Dudo")) {
      moves.appendChild(L.sure("dudo", L.t("pe_dudo"), () => L.act({ type: "Dudo" }), "danger"));
    }
  };
})();
