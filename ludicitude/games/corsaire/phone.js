// Corsaire on the phone: your five dice. While rolling, tap the dice to reroll (never the
// crossed bones), then Reroll, or Stop. Then pair them: choose the first result (a Skull's
// says whom it robs), then the next, read what it does, and Apply.
"use strict";
(function () {
  // the faces as the big screen draws them (corsaire/pieces.py's paint_face), in ink on the die:
  // a gold coin with its value, a cannon, a skull, crossed bones; the crossed bones on a grey,
  // hatched die (they stay on the table)
  const INK = "#161616", GOLD = "#ecbe34", GOLD_DARK = "#78540a", LOCKED = "#c4c0b8", CROSSED_BONES = 6;
  function art(L, face, body) {
    const s = (tag, a) => L.svg(tag, a);
    if (face <= 3) {
      const digit = s("text", { x: 50, y: 52, "text-anchor": "middle", "dominant-baseline": "central",
        "font-size": 46, "font-weight": 800, fill: INK });
      digit.textContent = String(face);
      return [s("circle", { cx: 50, cy: 50, r: 36, fill: GOLD, stroke: INK, "stroke-width": 7 }),
        s("circle", { cx: 50, cy: 50, r: 28, fill: "none", stroke: GOLD_DARK, "stroke-width": 3.5 }), digit];
    }
    if (face === 4) {  // the cannon: a barrel tilted up, its wheel, a ball
      const a = -24 * Math.PI / 180, len = 56, h = 10, ax = 20, ay = 56;
      const dx = Math.cos(a), dy = Math.sin(a), nx = -dy, ny = dx, tx = ax + dx * len, ty = ay + dy * len;
      const pts = [[ax + nx * h, ay + ny * h], [tx + nx * h * .8, ty + ny * h * .8], [tx - nx * h * .8, ty - ny * h * .8],
        [ax - nx * h, ay - ny * h]].map((p) => p.map((v) => v.toFixed(1)).join(",")).join(" ");
      return [s("polygon", { points: pts, fill: INK }), s("circle", { cx: ax, cy: ay, r: h * 1.15, fill: INK }),
        s("circle", { cx: 40, cy: 70, r: 15, fill: INK }), s("circle", { cx: 40, cy: 70, r: 6, fill: body }),
        s("circle", { cx: 80, cy: 74, r: 7, fill: INK })];
    }
    if (face === 5) {  // the skull
      const out = [s("circle", { cx: 50, cy: 44, r: 27, fill: INK }),
        s("rect", { x: 34, y: 60, width: 32, height: 20, rx: 5, fill: INK }),
        s("circle", { cx: 39, cy: 44, r: 7.5, fill: body }), s("circle", { cx: 61, cy: 44, r: 7.5, fill: body }),
        s("polygon", { points: "50,52 46,60 54,60", fill: body })];
      for (const x of [43, 50, 57]) out.push(s("line", { x1: x, y1: 68, x2: x, y2: 80, stroke: body, "stroke-width": 3 }));
      return out;
    }
    const out = [];  // crossed bones, on the hatched die
    for (let x = -100; x < 100; x += 14) out.push(s("line", { x1: x, y1: 100, x2: x + 100, y2: 0, stroke: "#aaa49a", "stroke-width": 2.5 }));
    for (const [[x1, y1], [x2, y2]] of [[[24, 24], [76, 76]], [[76, 24], [24, 76]]]) {
      out.push(s("line", { x1, y1, x2, y2, stroke: INK, "stroke-width": 10, "stroke-linecap": "round" }));
      for (const [x, y] of [[x1, y1], [x2, y2]]) {
        const ox = x < 50 ? 5 : -5, oy = y < 50 ? 5 : -5;
        out.push(s("circle", { cx: x - oy * 0.9, cy: y + ox * 0.1 + oy * 0.1, r: 6, fill: INK }),
          s("circle", { cx: x + ox * 0.1, cy: y - ox * 0.9, r: 6, fill: INK }));
      }
    }
    return out;
  }

  // ``small``: the five in one row (while pairing: the choices and their effects need the room)
  function dice(m, L, picked, onTap, may, small) {
    const row = L.el("div", small ? "dice row5" : "dice big");
    m.data.faces.forEach((f, i) => {
      const tappable = onTap && may(i);
      const b = L.die(f, { tag: onTap ? "button" : "span", body: f === CROSSED_BONES ? LOCKED : undefined, pip: INK,
        art: (face, body) => art(L, face, body), label: m.facts.faces[f], cls: picked.includes(i) ? "chosen" : "" });
      if (tappable) b.onclick = () => onTap(i);
      else if (onTap) b.disabled = true;
      row.append(b);
    });
    return row;
  }

  Ludi.games.corsaire = function (m, L) {
    const d = m.data;
    L.board().append(L.el("p", "note purse", L.t("cor_gold", { gold: d.gold[m.seat], bank: d.bank, king: d.king_share })));
    if (!L.mine(m)) { L.say(L.t("wait")); L.board().append(dice(m, L, [], null)); return; }
    const moment = { faces: d.faces, phase: d.phase, rerolls: d.rerolls_used, told: m.told };
    if (d.phase === "rolling") {
      const rerolls = m.legal.filter((a) => a.type === "Reroll");
      const picked = L.draft("reroll", moment) || [];
      const free = (i) => rerolls.some((a) => a.dice.includes(i));
      L.say(L.t("cor_roll", { count: 2 - d.rerolls_used }));
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
    L.board().append(dice(m, L, [], null, null, true));
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
