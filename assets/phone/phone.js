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
    t(key, values) {
      let s = S[key] || "";
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
      else if (m.t === "seats") seats(m.seats);
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

  function seats(list) {
    show("seats");
    const box = $("seat-list");
    box.replaceChildren();
    for (const seat of list) {
      const b = L.el("button", "seat");
      b.append(L.el("span", "", seat.name),
        L.el("span", "", !seat.open ? S.computer : seat.status !== "free" ? S.taken : ""));
      b.disabled = !seat.open || seat.status !== "free";
      b.onclick = () => send({ t: "join", ...door(), seat: seat.seat });
      box.append(b);
    }
  }

  function render(m) {
    state = m;
    show("play");
    $("who").textContent = L.t("you", { name: m.names[m.seat] });
    $("board").replaceChildren();
    $("moves").replaceChildren();
    L.say("", "");
    const game = L.games[m.game];
    if (m.over) L.say(S.over);
    else if (!m.phone_game || !game) L.say(S.other_game);
    if (game && m.phone_game) game(m, L);
    if (m.over) L.say(S.over);
    const told = $("told");
    told.replaceChildren();
    for (const line of m.told) told.append(L.el("li", "", line));
    const scores = $("scores");
    scores.replaceChildren();
    m.names.forEach((name, i) => scores.append(L.el("li", i === m.seat ? "me" : "", name + " · " + m.scores[i])));
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
