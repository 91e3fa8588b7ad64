// The phone page, the part every game shares: join a seat with the QR code's secret (after the
// address's #) or the room code typed by hand, keep it with a token, show what the computer sends
// and send taps back. Each game's screen is in its own file
// (phone.js in the game's package, served as game.js), which registers itself in Ludi.games.
// The computer decides everything; every text comes from it, in its language; names are shown
// with textContent only.
"use strict";
window.Ludi = (function () {
  const $ = (id) => document.getElementById(id);
  const KEY = "ludicitude-token:" + location.host;
  let S = {};               // the words to show, sent by the computer
  const hash = (location.hash || "").replace("#", "");
  let secret = hash.length > 4 ? hash : "";  // the QR code's secret; four letters: a room code
  let code = secret ? "" : hash.toUpperCase();
  let token = localStorage.getItem(KEY);
  let ws = null;
  let away = false;         // this seat is played on another device of the player's: no reconnect
  let state = null;         // the last state message
  let armed = null;         // the costly button tapped once, waiting for a second tap

  const L = {
    games: {},              // game id -> render(m, L): fills #board and #moves
    key: KEY,
    // a word with its values put in; a word that says a count comes as its forms for 0, 1, 2...
    // (words.py's ``counted``): the form of ``values.count``, the last one above them
    t(key, values) {
      let s = S[key] || "";
      if (Array.isArray(s)) s = s[Math.min(Math.max(0, Number((values || {}).count) || 0), s.length - 1)] || "";
      for (const k in values || {}) s = s.split("{" + k + "}").join(String(values[k]));
      return s;
    },
    el(tag, cls, text) {
      const e = document.createElement(tag);
      if (cls) e.className = cls;
      if (text !== undefined) e.textContent = text;
      return e;
    },
    button(text, onTap, cls) {
      const b = L.el("button", cls, text);
      b.onclick = onTap;
      return b;
    },
    // a costly or final choice: the first tap asks "Sure?", the second does it
    sure(id, text, onTap, cls) {
      const asked = armed === id;
      return L.button(asked ? S.sure : text, () => {
        if (armed === id) { armed = null; onTap(); } else { armed = id; L.redraw(); }
      }, (cls || "") + (asked ? " armed" : ""));
    },
    act(action) { send({ t: "act", token, action }); },
    done() { send({ t: "done", token }); },
    same(a, b) { return JSON.stringify(a) === JSON.stringify(b); },
    mine(m) { return m.to_act.includes(m.seat) && m.legal.length > 0; },
    // nothing for this seat to do now: the page shows the table instead (its chip large, whose
    // turn it is, what happened last)
    waiting(m) { return !m.over && (!!m.hold || (!L.mine(m) && !m.shared)); },
    svg(tag, attrs, children) {
      const e = document.createElementNS(SVG, tag);
      for (const k in attrs || {}) e.setAttribute(k, String(attrs[k]));
      for (const c of children || []) e.append(c);
      return e;
    },
    shade, ink,
    die(face, opts) { return die(face, opts || {}); },
    chip(m, seat, extra) { return chip(m, seat, extra); },
    say(headline, hint) { $("headline").textContent = headline || ""; $("hint").textContent = hint || ""; },
    board: () => $("board"),
    moves: () => $("moves"),
    redraw() { if (state) render(state); },
    // a draft kept across reloads, for one moment of the game only (``moment``: any JSON value)
    draft(name, moment) {
      let d = null;
      try { d = JSON.parse(localStorage.getItem(KEY + ":" + name)); } catch (e) { d = null; }
      return d && L.same(d.moment, moment) ? d.value : null;
    },
    keep(name, moment, value) { localStorage.setItem(KEY + ":" + name, JSON.stringify({ moment, value })); },
  };

  const SVG = "http://www.w3.org/2000/svg";
  // -- the table's look: the desktop's die piece and player chips (ui/dice.py, ui/draw.py) -------
  const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const hexOf = (c) => "#" + c.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0")).join("");
  // a colour lit by ``light`` (1: as it is; below, darker; above, toward white), as dice.shade
  function shade(hex, light) {
    const c = rgb(hex);
    if (light <= 1) return hexOf(c.map((v) => v * light));
    const k = Math.min(1, light - 1);
    return hexOf(c.map((v) => v + (255 - v) * k));
  }
  function luminance(hex) {
    return rgb(hex).map((v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
      .reduce((a, v, i) => a + v * [0.2126, 0.7152, 0.0722][i], 0);
  }
  const contrast = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  // the ink that reads on ``body`` (theme.pips_on): the usual dark pips, else light, else black or white
  function ink(body) {
    for (const c of [DIE_PIP, DIE_FACE]) if (contrast(c, body) >= 4.5) return c;
    return contrast("#000000", body) >= contrast("#ffffff", body) ? "#000000" : "#ffffff";
  }
  const DIE_FACE = "#faf8f0", DIE_PIP = "#141414";
  // each face's pips, in hundredths of the top face (ui/dice.py's PIPS); a pip's radius 9
  const PIPS = { 1: [[50, 50]], 2: [[27, 27], [73, 73]], 3: [[27, 27], [50, 50], [73, 73]],
    4: [[27, 27], [73, 27], [27, 73], [73, 73]], 5: [[27, 27], [73, 27], [50, 50], [27, 73], [73, 73]],
    6: [[27, 25], [73, 25], [27, 50], [73, 50], [27, 75], [73, 75]] };
  // one die at rest, lit from the top left as on the big screen: its top face the die's whole
  // width, lighter at the top, a narrow bevel lit on its upper left and shaded on its lower
  // right, its near side darker toward the table, a player's ring outside it, a soft shadow, pips pressed into the face (or a game's own art: ``art(face,
  // body)`` gives SVG elements on a 100x100 face). ``opts``: body and pip colours, ``edge`` (a
  // ring in a player's colour), ``mark`` and ``markColour`` (a symbol on a badge at the top
  // right corner, so a die tells its owner or row without colour, as ui/draw.py's die), ``tag``
  // ("button" for a die to tap), ``cls``, ``label`` (a caption under it). Its text is the face
  // (hidden), so a die reads as its number.
  function die(face, opts) {
    const body = opts.body || DIE_FACE, pip = opts.pip || ink(body);
    const d = L.el(opts.tag || "span", "die" + (opts.cls ? " " + opts.cls : ""));
    d.style.setProperty("--body", body);
    d.style.setProperty("--top-hi", shade(body, 1.05));
    d.style.setProperty("--top-lo", shade(body, 0.94));
    d.style.setProperty("--bevel-hi", shade(body, 1.16));
    d.style.setProperty("--bevel-lo", shade(body, 0.88));
    d.style.setProperty("--side", shade(body, 0.7));
    d.style.setProperty("--side-lo", shade(body, 0.54));
    if (opts.edge) d.style.setProperty("--edge", opts.edge);
    const cube = L.el("span", "cube" + (opts.edge ? " edged" : ""));
    const top = L.el("span", "top");
    const pic = L.svg("svg", { viewBox: "0 0 100 100", "aria-hidden": "true" });
    if (face === null || face === undefined) {
      pic.append(L.svg("text", { x: 50, y: 68, "text-anchor": "middle", "font-size": 56, "font-weight": 800, fill: pip }));
      pic.lastChild.textContent = "?";
    } else if (opts.art) {
      for (const e of opts.art(face, body)) pic.append(e);
    } else {
      const wall = hexOf(rgb(shade(body, 1.1)).map((v, i) => (v * 2 + rgb(pip)[i]) / 3));
      const dark = shade(luminance(pip) < 0.35 ? pip : shade(pip, 0.8), 0.7);
      for (const [x, y] of PIPS[face] || []) {
        pic.append(L.svg("circle", { cx: x, cy: y, r: 9.5, fill: wall }),
          L.svg("circle", { cx: x - 0.7, cy: y - 0.7, r: 8.5, fill: dark }),
          L.svg("circle", { cx: x + 0.3, cy: y + 0.45, r: 7.6, fill: pip }));
      }
    }
    top.append(pic);
    cube.append(top);
    if (opts.mark) {
      const mark = L.svg("svg", { class: "mark", viewBox: "0 0 100 100", "aria-hidden": "true" },
        [L.svg("circle", { cx: 50, cy: 50, r: 46, fill: "#0e1a16", stroke: opts.edge || "#000", "stroke-width": 7 }),
          symbol(opts.mark, opts.markColour || pip)]);
      mark.lastChild.setAttribute("stroke", "#000");
      mark.lastChild.setAttribute("stroke-width", "5");
      cube.append(mark);
    }
    d.append(cube, L.el("span", "sr", face === null || face === undefined ? "?" : String(face)));
    if (opts.label) d.append(L.el("small", "", opts.label));
    return d;
  }
  // a player's shape on a 100x100 disc (ui/draw.py's symbol), so colour never carries meaning alone
  function symbol(name, fill) {
    const r = 30, c = 50;
    if (name === "circle") return L.svg("circle", { cx: c, cy: c, r, fill });
    if (name === "ring") return L.svg("circle", { cx: c, cy: c, r: r - 6, fill: "none", stroke: fill, "stroke-width": 12 });
    let pts;
    if (name === "square") pts = [[-.85, -.85], [.85, -.85], [.85, .85], [-.85, .85]];
    else if (name === "triangle") pts = [[0, -1], [1, .8], [-1, .8]];
    else if (name === "diamond") pts = [[0, -1], [1, 0], [0, 1], [-1, 0]];
    else if (name === "star") pts = [...Array(10).keys()].map((i) => { const a = -Math.PI / 2 + i * Math.PI / 5, k = i % 2 ? .45 : 1; return [k * Math.cos(a), k * Math.sin(a)]; });
    else if (name === "hexagon") pts = [...Array(6).keys()].map((i) => [Math.cos(i * Math.PI / 3), Math.sin(i * Math.PI / 3)]);
    else { const t = .38; pts = [[-t, -1], [t, -1], [t, -t], [1, -t], [1, t], [t, t], [t, 1], [-t, 1], [-t, t], [-1, t], [-1, -t], [-t, -t]]; }
    return L.svg("polygon", { points: pts.map(([x, y]) => (c + x * r).toFixed(1) + "," + (c + y * r).toFixed(1)).join(" "), fill });
  }
  // a seat's disc: its colour with a rim and a sheen, its symbol on it (ui/draw.py's player_chip);
  // a computer's with the badge at its foot
  function disc(m, seat) {
    const p = (m.players || [])[seat] || { colour: "#888888", symbol: "circle", computer: false };
    const d = L.el("span", "disc");
    d.style.setProperty("--colour", p.colour);
    d.style.setProperty("--sheen", shade(p.colour, 1.22));
    d.append(L.svg("svg", { viewBox: "0 0 100 100", "aria-hidden": "true" }, [symbol(p.symbol, ink(p.colour))]));
    if (p.computer) {  // drawn from its attribute: the chip's text stays the seat's one name
      const b = L.el("span", "badge");
      b.dataset.badge = "\u2699";
      b.title = S.computer || "";
      d.append(b);
    }
    return d;
  }
  // a seat's chip: disc and name (``extra``: what follows the name, e.g. the score)
  function chip(m, seat, extra) {
    const c = L.el("span", "chip" + (seat === m.seat ? " me" : ""));
    c.dataset.seat = seat;
    c.append(disc(m, seat), L.el("span", "chip-name", m.names[seat] + (extra !== undefined ? " " + extra : "")));
    return c;
  }

  function show(id) {
    for (const s of ["code", "seats", "play", "away"]) $(s).hidden = s !== id;
  }
  function send(msg) {
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(msg));
  }
  function error(text) { $("error").textContent = text || ""; }

  // what lets this phone in: the QR code's secret, or the code typed by hand
  function door() { return secret ? { secret } : code ? { room: code } : null; }
  function knock() { const d = door(); if (d) send({ t: "seats", ...d }); else show("code"); }

  function connect() {
    away = false;
    // a key (the token, or the QR's secret) in the address gets past strangers' silent connections
    const key = token || secret;
    ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws" +
      (key ? "?k=" + encodeURIComponent(key) : ""));
    ws.onopen = () => {
      error("");
      if (token) send({ t: "resume", token });
      else knock();
    };
    ws.onmessage = (ev) => {
      let m;
      try { m = JSON.parse(ev.data); } catch (e) { return; }
      if (m.t === "strings") { S = m.strings; words(); }
      else if (m.t === "seats") seats(m.seats, m.players);
      else if (m.t === "joined") { token = m.token; localStorage.setItem(KEY, token); error(""); }
      else if (m.t === "state") { S = m.strings; words(); armed = null; error(""); render(m); }
      else if (m.t === "error" || m.t === "wait") {
        error(m.message); armed = null;
        if (!token && $("seats").hidden) {
          // a wrong code or an old QR code is not sent again on a reconnect: it would count
          // against the whole room's allowance of wrong codes
          if (m.t === "error") { code = ""; secret = ""; }
          show("code");
        } else L.redraw();
      }
      else if (m.t === "lost") {
        token = null; localStorage.removeItem(KEY); error(m.message); state = null;
        knock();
      }
      else if (m.t === "elsewhere") {  // the newest device holds the seat: this one steps aside
        away = true; ws.close(); state = null; show("away"); error("");
        $("away-text").textContent = m.message;
        $("away-go").textContent = S.play_here || "OK";
      }
    };
    ws.onclose = () => { if (!away) { error(S.lost || "…"); setTimeout(connect, 1500); } };
  }

  function words() {
    $("title").textContent = S.title || "Ludicitude";
    $("pick").textContent = S.pick || "";
    $("scores-title").textContent = S.scores || "";
  }

  function seats(list, players) {
    show("seats");
    const box = $("seat-list");
    box.replaceChildren();
    for (const seat of list) {
      const b = L.el("button", "seat");
      const who = L.el("span", "seat-who");
      who.append(disc({ players }, seat.seat), L.el("span", "", seat.name));
      b.append(who,
        L.el("span", "", !seat.open ? S.computer : seat.status !== "free" ? S.taken : ""));
      b.disabled = !seat.open || seat.status !== "free";
      b.onclick = () => send({ t: "join", ...door(), seat: seat.seat });
      box.append(b);
    }
  }

  function render(m) {
    state = m;
    show("play");
    $("me").replaceChildren(disc(m, m.seat));
    $("who").textContent = L.t("you", { name: m.names[m.seat] });
    $("board").replaceChildren();
    $("moves").replaceChildren();
    L.say("", "");
    const game = L.games[m.game];
    if (m.over) L.say(S.over);
    else if (!m.phone_game || !game) L.say(S.other_game);
    if (game && m.phone_game) game(m, L);
    if (m.over) L.say(S.over);
    // while it waits the page shows the table: this seat's chip large, whose turn it is, the
    // news; once the game is over, who came out on top
    const waiting = L.waiting(m) || m.over;
    document.body.classList.toggle("waiting", waiting);
    const hero = $("hero");
    hero.replaceChildren();
    hero.hidden = !waiting;
    if (waiting) {
      hero.append(chip(m, m.seat));
      const others = m.over ? m.winners : m.to_act.filter((s) => s !== m.seat);
      if (others.length) {
        const turn = L.el("p", "turn", (m.over ? S.top : S.to_play) || "");
        turn.id = "turn";
        for (const s of others) turn.append(chip(m, s));
        hero.append(turn);
      }
    }
    $("news-title").textContent = m.told.length ? S.news || "" : "";
    const told = $("told");
    told.replaceChildren();
    for (const line of m.told) told.append(L.el("li", "", line));
    const scores = $("scores");
    scores.replaceChildren();
    const own = !!$("board").querySelector(".facts-scores");  // the game's page has them already
    $("scores-title").hidden = own;
    if (!own) m.names.forEach((name, i) => { const li = L.el("li", i === m.seat ? "me" : ""); li.append(chip(m, i, "· " + m.scores[i])); scores.append(li); });
  }

  $("code-go").onclick = () => {
    code = $("code-input").value.trim().toUpperCase();
    secret = "";  // a code typed by hand replaces an out-of-date QR code
    if (code) send({ t: "seats", room: code });
  };
  $("away-go").onclick = () => { error(""); connect(); };
  setInterval(() => { if (token && !away) send({ t: "ping", token }); }, 2000);
  async function awake() {
    try { if (navigator.wakeLock && document.visibilityState === "visible") await navigator.wakeLock.request("screen"); }
    catch (e) { /* not offered here: the phone may sleep, and the seat comes back on waking */ }
  }
  document.addEventListener("visibilitychange", awake);
  document.addEventListener("click", awake, { once: true });
  setTimeout(connect, 0);  // once every game's script has registered itself
  return L;
})();
