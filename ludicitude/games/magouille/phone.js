// Magouille on the phone: the round, the target, the minimum total and the scores; the end of
// the table talk, for the seat that says when the table moves on; the secret face picker. A tapped face stays a draft (kept across a reload) until Confirm; the table sees
// only that this seat has chosen.
"use strict";
Ludi.games.magouille = function (m, L) {
  // the table's facts first, as the big screen's side panel has them: no need to look up
  const facts = L.el("div", "facts");
  for (const line of m.facts.lines || []) facts.append(L.el("p", "", line));
  const scores = L.el("p", "facts-scores");  // each player's chip with their score
  m.names.forEach((name, i) => scores.append(L.chip(m, i, m.scores[i])));
  facts.append(scores);
  L.board().append(facts);
  const faces = m.legal.filter((a) => a.type === "SetFace").map((a) => a.face);
  const mine = m.data && m.data.pending ? m.data.pending[m.seat] : null;
  if (m.legal.some((a) => a.type === "EndTalk")) {
    // the table talks; this seat says when it is done, as the big screen's "Move on" does
    L.say(L.t("talk"), L.t("talk_hint"));
    const end = L.button(L.t("end_talk"), () => L.act({ type: "EndTalk" }), "primary");
    end.id = "end-talk";
    L.moves().append(end);
    return;
  }
  const colour = (m.players[m.seat] || {}).colour;
  if (!faces.length) {
    if (mine !== null && mine !== undefined) {
      L.say(L.t("chosen", { face: mine }));
      // the die set in secret, ringed in the seat's colour as on the big screen's private screen
      const own = L.el("div", "own-die");
      own.append(L.die(mine, { edge: colour }));
      L.board().append(own);
    } else L.say(L.t("wait"));
    return;
  }
  const moment = { round: m.data.round, step: m.data.step };
  const draft = L.draft("face", moment);
  L.say(L.t("set_die"), L.t("pick_face"));
  const box = L.el("div", "grid3");
  box.id = "faces";
  for (const f of faces) {
    const b = L.die(f, { tag: "button", edge: colour, cls: draft === f ? "chosen" : "" });
    b.onclick = () => { L.keep("face", moment, f); L.redraw(); };
    box.append(b);
  }
  L.board().append(box);
  const c = L.button(draft !== null ? L.t("confirm", { face: draft }) : L.t("pick_face"),
    () => { if (draft !== null) L.act({ type: "SetFace", face: draft }); }, "primary");
  c.id = "confirm";
  c.disabled = draft === null;
  L.moves().append(c);
};
