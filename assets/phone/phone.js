// The phone page: join a seat with the room code, then make this seat's secret choices.
// The computer decides everything; this page only shows what it is sent and sends taps back.
// Every text comes from the computer, in its language; names are shown with textContent only.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const KEY = "ludicitude-token:" + location.host;
  let S = {};               // the words to show, sent by the computer
  let code = (location.hash || "").replace("#", "").toUpperCase();
  let token = localStorage.getItem(KEY);
  let ws = null;
  let state = null;
  let draft = null;         // the face tapped but not yet confirmed: {round, step, face}
  try { draft = JSON.parse(localStorage.getItem(KEY + ":draft")); } catch (e) { draft = null; }

  function t(key, values) {
    let s = S[key] || "";
    for (const k in values || {}) s = s.split("{" + k + "}").join(String(values[k]));
    return s;
  }
  function show(id) {
    for (const s of ["code", "seats", "play"]) $(s).hidden = s !== id;
  }
  function send(msg) {
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(msg));
  }
  function error(text) { $("error").textContent = text || ""; }

  function connect() {
    ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
    ws.onopen = () => {
      error("");
      if (token) send({ t: "resume", token });
      else if (code) send({ t: "seats", room: code });
      else show("code");
    };
    ws.onmessage = (ev) => {
      let m;
      try { m = JSON.parse(ev.data); } catch (e) { return; }
      if (m.t === "strings") { S = m.strings; words(); }
      else if (m.t === "seats") seats(m.seats);
      else if (m.t === "joined") { token = m.token; localStorage.setItem(KEY, token); error(""); }
      else if (m.t === "state") { S = m.strings; words(); render(m); }
      else if (m.t === "error") error(m.message);
      else if (m.t === "lost") {
        token = null; localStorage.removeItem(KEY); error(m.message);
        if (code) send({ t: "seats", room: code }); else show("code");
      }
    };
    ws.onclose = () => { error(S.lost || "…"); setTimeout(connect, 1500); };
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
      const b = document.createElement("button");
      b.className = "seat";
      const name = document.createElement("span");
      name.textContent = seat.name;
      const note = document.createElement("span");
      note.textContent = !seat.open ? S.computer : seat.status !== "free" ? S.taken : "";
      b.append(name, note);
      b.disabled = !seat.open || seat.status !== "free";
      b.onclick = () => send({ t: "join", room: code, seat: seat.seat });
      box.append(b);
    }
  }

  function render(m) {
    state = m;
    show("play");
    const me = m.names[m.seat];
    $("who").textContent = t("you", { name: me });
    const faces = m.legal.filter((a) => a.type === "SetFace").map((a) => a.face);
    const mine = m.data && m.data.pending ? m.data.pending[m.seat] : null;
    const box = $("faces");
    box.replaceChildren();
    $("confirm").hidden = true;
    if (m.over) { $("headline").textContent = S.over; $("hint").textContent = ""; }
    else if (!m.phone_game) { $("headline").textContent = S.other_game; $("hint").textContent = ""; }
    else if (faces.length) {
      const here = { round: m.data.round, step: m.data.step };
      if (!draft || draft.round !== here.round || draft.step !== here.step) draft = null;
      $("headline").textContent = S.set_die;
      $("hint").textContent = S.pick_face;
      for (const f of faces) {
        const b = document.createElement("button");
        b.textContent = String(f);
        if (draft && draft.face === f) b.className = "chosen";
        b.onclick = () => {
          draft = { round: here.round, step: here.step, face: f };
          localStorage.setItem(KEY + ":draft", JSON.stringify(draft));
          render(state);
        };
        box.append(b);
      }
      const c = $("confirm");
      c.hidden = false;
      c.disabled = !draft;
      c.textContent = draft ? t("confirm", { face: draft.face }) : S.pick_face;
      c.onclick = () => { if (draft) send({ t: "act", token, action: { type: "SetFace", face: draft.face } }); };
    } else if (mine !== null && mine !== undefined) {
      $("headline").textContent = t("chosen", { face: mine });
      $("hint").textContent = "";
    } else { $("headline").textContent = S.wait; $("hint").textContent = ""; }
    const told = $("told");
    told.replaceChildren();
    for (const line of m.told) { const li = document.createElement("li"); li.textContent = line; told.append(li); }
    const scores = $("scores");
    scores.replaceChildren();
    m.names.forEach((name, i) => {
      const li = document.createElement("li");
      li.textContent = name + " · " + m.scores[i];
      scores.append(li);
    });
  }

  $("code-go").onclick = () => {
    code = $("code-input").value.trim().toUpperCase();
    if (code) send({ t: "seats", room: code });
  };
  setInterval(() => { if (token) send({ t: "ping", token }); }, 2000);
  async function awake() {
    try { if (navigator.wakeLock && document.visibilityState === "visible") await navigator.wakeLock.request("screen"); }
    catch (e) { /* not offered here: the phone may sleep, and the seat comes back on waking */ }
  }
  document.addEventListener("visibilitychange", awake);
  document.addEventListener("click", awake, { once: true });
  connect();
})();
