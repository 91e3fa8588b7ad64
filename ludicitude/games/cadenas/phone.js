// Cadenas on the phone: your own sheet with its lit boxes. Action 1 (the white sum) is shared:
// a tapped box is only pencilled in on the big screen, changeable until the player who closes
// the step says Done. Action 2 (the active player alone): tap a lit box, then confirm.
"use strict";
(function () {
  const ROWS = ["red", "yellow", "green", "blue"];
  const ASCENDING = ["red", "yellow"];
  const LAST = 10;
  const INK = "#18181c";  // the sheet's ink (ui/pieces/paper.py)
  const number = (row, p) => (ASCENDING.includes(row) ? p + 2 : 12 - p);
  const position = (row, n) => (ASCENDING.includes(row) ? n - 2 : 12 - n);

  // the box an action crosses: [row, position], with the number it carries
  function boxOf(d, a) {
    if (a.type === "Cross") return { row: a.row, p: position(a.row, d.whites[0] + d.whites[1]) };
    if (a.type === "CrossPair") {
      const n = d.whites[a.white] + d.colours[ROWS.indexOf(a.row)];
      return { row: a.row, p: position(a.row, n) };
    }
    return null;
  }

  function sheet(m, L, lit, chosen, onTap) {
    const d = m.data;
    const table = L.el("div", "sheet");
    ROWS.forEach((row, r) => {
      const marks = d.marks[m.seat][r];
      const closed = d.closed.includes(row);
      const line = L.el("div", "row " + row + (closed ? " closed" : ""));
      for (let p = 0; p <= LAST; p++) {
        const key = row + ":" + p;
        const cell = L.el("button", "box", String(number(row, p)));
        if (marks.includes(p)) cell.classList.add("crossed");
        else if (marks.length && p < marks[marks.length - 1]) cell.classList.add("gone");
        if (lit[key]) { cell.classList.add("lit"); cell.onclick = () => onTap(lit[key]); }
        else cell.disabled = true;
        if (chosen === key) cell.classList.add("chosen");
        line.append(cell);
      }
      const crosses = marks.length + (marks.length && marks[marks.length - 1] === LAST ? 1 : 0);
      line.append(L.el("span", "pts", String(crosses * (crosses + 1) / 2)));  // the row's points
      table.append(line);
    });
    return table;
  }

  // the dice as the big screen draws them: two white, and one of each row's colour still in play
  // (cadenas/pieces.py's ROW_COLOURS and ROW_SYMBOLS; dark pips on yellow, white on the others)
  const COLOURS = { red: "#cc3a32", yellow: "#e2b81e", green: "#349246", blue: "#3468c4" };
  // each row's symbol, the player identity's of that colour: a row's die reads without colour
  const SYMBOLS = { red: "circle", yellow: "triangle", green: "diamond", blue: "square" };
  function dice(m, L) {
    const d = m.data;
    const row = L.el("div", "dice");
    row.append(L.die(d.whites[0], { cls: "white" }), L.die(d.whites[1], { cls: "white" }));
    ROWS.forEach((r, i) => {
      if (d.colours[i] !== null) {
        row.append(L.die(d.colours[i], { body: COLOURS[r], pip: r === "yellow" ? INK : "#ffffff", cls: r,
          mark: SYMBOLS[r], markColour: L.shade(COLOURS[r], 1.75) }));
      }
    });
    return row;
  }

  function label(m, L, a) {
    const b = boxOf(m.data, a);
    return m.facts.rows[a.row] + " " + number(b.row, b.p);
  }

  Ludi.games.cadenas = function (m, L) {
    const d = m.data;
    const shared = m.shared;
    let lit = {}, chosen = null, hint = "";
    L.board().append(dice(m, L));
    if (shared) {  // the white sum: everyone at once, pencilled in until Done
      const total = d.whites[0] + d.whites[1];
      const pencil = shared.pencilled;
      for (const a of shared.legal) if (a.type === "Cross") { const b = boxOf(d, a); lit[b.row + ":" + b.p] = a; }
      if (pencil) { const b = boxOf(d, pencil); chosen = b.row + ":" + b.p; }
      const tap = (a) => L.act(pencil && L.same(pencil, a) ? { type: "Pass" } : a);
      L.say(L.t("cad_white", { total }),
        pencil ? L.t("cad_pencilled", { number: total, row: m.facts.rows[pencil.row] }) : "");
      L.board().append(sheet(m, L, lit, chosen, tap));
      const choices = L.el("div", "grid2");
      for (const a of shared.legal.filter((x) => x.type === "Cross")) {
        choices.append(L.button(label(m, L, a), () => tap(a), pencil && L.same(pencil, a) ? "chosen" : ""));
      }
      L.moves().append(choices);
      if (shared.closes) {
        if (!pencil && m.facts.pass_costs) L.moves().append(L.sure("done", L.t("cad_done_grey"), () => L.done(), "primary"));
        else L.moves().append(L.button(L.t("cad_done"), () => L.done(), "primary"));
      } else hint = L.t("cad_wait_done", { name: m.names[shared.closer] });
    } else if (L.mine(m)) {  // action 2: a white die plus a coloured die, tapped then confirmed
      const moment = { events: m.told, whites: d.whites, colours: d.colours, active: d.active };
      const draft = L.draft("pair", moment);
      const pairs = m.legal.filter((a) => a.type === "CrossPair");
      for (const a of pairs) { const b = boxOf(d, a); lit[b.row + ":" + b.p] = a; }
      if (draft) { const b = boxOf(d, draft); chosen = b.row + ":" + b.p; }
      const pick = (a) => { L.keep("pair", moment, draft && L.same(draft, a) ? null : a); L.redraw(); };
      L.say(L.t("cad_action2"), L.t("cad_pick"));
      L.board().append(sheet(m, L, lit, chosen, pick));
      const choices = L.el("div", "grid2");
      L.moves().append(choices);
      for (const a of pairs) {
        choices.append(L.button(label(m, L, a) + " (" + d.whites[a.white] + " + " + d.colours[ROWS.indexOf(a.row)] + ")",
          () => pick(a), draft && L.same(draft, a) ? "chosen" : ""));
      }
      if (draft) L.moves().append(L.button(L.t("confirm_move"), () => L.act(draft), "primary"));
      if (m.facts.pass_costs) L.moves().append(L.sure("pass", L.t("cad_pass_grey"), () => L.act({ type: "Pass" })));
      else L.moves().append(L.button(L.t("cad_pass"), () => L.act({ type: "Pass" })));
    } else {
      L.say(L.t("wait"));
      L.board().append(sheet(m, L, {}, null, null));
    }
    const closed = d.closed.map((r) => m.facts.rows[r] + " " + L.t("cad_closed"));
    L.board().append(L.el("p", "note", [L.t("cad_grey", { count: d.grey[m.seat] }), ...closed].join(" · ")));
    if (hint) L.board().append(L.el("p", "note", hint));
  };
})();
