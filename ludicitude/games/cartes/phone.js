// Quatre Cartes on the phone: your roll and your four cards. Tap dice, then the card to put
// them on (each placement is played at once, as the rules take it); once something is placed,
// roll again with the dice left or stop (taking back one card if you like: asked twice).
"use strict";
(function () {
  const CARDS = ["idem", "suite", "maxi", "neuf"];
  const title = (c) => c.charAt(0).toUpperCase() + c.slice(1);

  Ludi.games.cartes = function (m, L) {
    const d = m.data;
    const mineNow = L.mine(m) && !m.hold;  // while the big screen shows the scores: wait, then play
    const moment = { round: d.round, roll: d.roll, placed: d.placed_cards, seat: d.current };
    let picked = (mineNow && L.draft("dice", moment)) || [];
    const faces = picked.map((i) => d.roll[i]).sort((a, b) => a - b);
    const places = m.legal.filter((a) => a.type === "Place");
    if (m.hold && L.mine(m)) L.say(m.hold);
    else if (!mineNow) L.say(d.stopped[m.seat] ? L.t("car_stopped") : L.t("wait"));
    else if (d.placed_cards.length && !places.length) L.say(L.t("car_end"));
    else L.say(L.t("car_turn"), picked.length ? L.t("car_picked") : (d.placed_cards.length ? L.t("car_end") : ""));

    // this seat's dice in its colour, as on the big screen's cards
    const body = (m.players[m.seat] || {}).colour, mark = (m.players[m.seat] || {}).symbol;
    if (mineNow && d.roll.length) {  // the roll: tap to pick, tap again to put back
      const row = L.el("div", "dice");
      d.roll.forEach((f, i) => {
        const on = picked.includes(i);
        const b = L.die(f, { tag: "button", body, mark, markColour: "#faf8f0", cls: on ? "chosen" : "" });
        b.onclick = () => {
          L.keep("dice", moment, on ? picked.filter((x) => x !== i) : [...picked, i]);
          L.redraw();
        };
        row.append(b);
      });
      L.board().append(row);
    }
    const cards = L.el("div", "cards");
    CARDS.forEach((card, c) => {
      const combo = d.cards[m.seat][c];
      const tile = L.el("button", "card" + (d.placed_cards.includes(card) && mineNow ? " placed" : ""));
      const on = L.el("span", "card-dice");
      if (combo.length) for (const f of combo) on.append(L.die(f, { body }));
      else on.append("—");
      tile.append(L.el("span", "card-name", title(card)), on);
      const ok = places.some((a) => a.card === card && L.same(a.faces, faces));
      if (mineNow && picked.length && places.some((a) => a.card === card)) {
        tile.classList.add(ok ? "lit" : "maybe");
        // a placement the rules refuse is sent all the same: the computer answers why not
        tile.onclick = () => { L.keep("dice", moment, []); L.act({ type: "Place", card, faces }); };
      } else tile.disabled = true;
      cards.append(tile);
    });
    L.board().append(cards);
    L.board().append(L.el("p", "note", L.t("car_hand", { count: d.in_hand[m.seat] })));
    for (const a of mineNow ? m.legal : []) {
      if (a.type === "Continue") L.moves().append(L.button(L.t("car_continue", { count: d.roll.length }), () => L.act(a), "primary"));
    }
    for (const a of mineNow ? m.legal : []) {
      if (a.type !== "Stop") continue;
      const text = a.take_back === null ? L.t("car_stop") : L.t("car_take", { card: title(a.take_back) });
      L.moves().append(L.sure("stop:" + a.take_back, text, () => L.act(a)));
    }
  };
})();
