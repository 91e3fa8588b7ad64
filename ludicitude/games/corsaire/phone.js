// Corsaire on the phone: your five dice. While rolling, tap the dice to reroll (never the
// crossed bones), then Reroll, or Stop. Then pair them: choose the first result (a Skull's
// says whom it robs), then the next, read what it does, and Apply.
"use strict";
(function () {
  const KIND = { 1: "coin", 2: "coin", 3: "coin", 4: "cannon", 5: "skull", 6: "bones" };

  function dice(m, L, picked, onTap, may) {
    const row = L.el("div", "dice big");
    m.data.faces.forEach((f, i) => {
      const tappable = onTap && may(i);
      const b = L.el(onTap ? "button" : "span", "die " + KIND[f] + (picked.includes(i) ? " chosen" : ""));
      if (f <= 3) b.append(L.el("b", "", String(f)), L.el("small", "", m.facts.faces[f]));
      else b.append(L.el("span", "name", m.facts.faces[f]));
      if (tappable) b.onclick = () => onTap(i);
      else if (onTap) b.disabled = true;
      row.append(b);
    });
    return row;
  }

  Ludi.games.corsaire = function (m, L) {
    const d = m.data;
    L.board().append(L.el("p", "note", L.t("cor_gold", { gold: d.gold[m.seat], bank: d.bank, king: d.king_share })));
    if (!L.mine(m)) { L.say(L.t("wait")); L.board().append(dice(m, L, [], null)); return; }
    const moment = { faces: d.faces, phase: d.phase, rerolls: d.rerolls_used, told: m.told };
    if (d.phase === "rolling") {
      const rerolls = m.legal.filter((a) => a.type === "Reroll");
      const picked = L.draft("reroll", moment) || [];
      const free = (i) => rerolls.some((a) => a.dice.includes(i));
      L.say(L.t("cor_roll", { left: 2 - d.rerolls_used }));
      L.board().append(dice(m, L, picked, (i) => {
        L.keep("reroll", moment, picked.includes(i) ? picked.filter((x) => x !== i) : [...picked, i].sort());
        L.redraw();
      }, free));
      const chosen = rerolls.find((a) => L.same(a.dice, picked));
      if (chosen) L.moves().append(L.button(L.t("cor_reroll", { count: picked.length }), () => L.act(chosen), "primary"));
      const stop = m.legal.find((a) => a.type === "StopRolling");
      if (stop) L.moves().append(L.sure("stop", L.t("cor_stop"), () => L.act(stop)));
      return;
    }
    // pairing: the plans are built one result at a time from the legal ones
    L.board().append(dice(m, L, [], null));
    const resolves = m.legal.filter((a) => a.type === "Resolve");
    const plans = m.facts.plans;
    const prefix = L.draft("plan", moment) || [];
    const fits = plans.map((p, i) => i).filter((i) => prefix.every((s, k) => plans[i].steps[k] === s));
    const whole = fits.find((i) => plans[i].steps.length === prefix.length);
    if (whole !== undefined) {
      L.say(plans[whole].steps.length ? prefix.join(" · ") : L.t("cor_nothing"));
      for (const line of plans[whole].preview) L.board().append(L.el("p", "preview", line));
      L.moves().append(L.button(L.t("cor_apply"), () => { L.keep("plan", moment, []); L.act(resolves[whole]); }, "primary"));
    } else {
      L.say(prefix.length ? prefix.join(" · ") : L.t("cor_pair"), prefix.length ? L.t("cor_then") : "");
      // the choices side by side, each with what it does when it ends the plan: choice and effect
      // on one screen, the table's news still in view below
      const next = [...new Set(fits.map((i) => plans[i].steps[prefix.length]))];
      const choices = L.el("div", "choices");
      for (const step of next) {
        const b = L.button(step, () => { L.keep("plan", moment, [...prefix, step]); L.redraw(); });
        const ends = fits.find((i) => plans[i].steps.length === prefix.length + 1 && plans[i].steps[prefix.length] === step);
        if (ends !== undefined && plans[ends].preview.length) b.append(L.el("small", "", plans[ends].preview.slice(-1)[0]));
        choices.append(b);
      }
      L.moves().append(choices);
    }
    if (prefix.length) L.moves().append(L.button(L.t("cor_again"), () => { L.keep("plan", moment, []); L.redraw(); }));
  };
})();
