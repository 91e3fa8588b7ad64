"""A golden transcript of one seeded game (after OpenSpiel's playthroughs): every action, and what
the table and each player saw of it, in words. Any change to the rules, the events or their
wording shows as a diff against ``playthrough.txt``. To accept a deliberate change, run with
MAGOUILLE_REGENERATE=1 and read the diff before committing it."""

from __future__ import annotations

import os
from pathlib import Path

from ludicitude.games.magouille import bots, rules, texts

GOLDEN = Path(__file__).with_name("playthrough.txt")
NAMES = ("Ana", "Bob", "Cy")


def transcript() -> str:
    state = rules.new_game(3, {"length": "short"}, seed=11)
    players = [bots.make_bot(kind, 11 + seat) for seat, kind in enumerate(("cpu", "random", "random"))]
    lines = [f"Magouille, 3 players, short game; start {state.scores}"]
    while not state.is_over:
        seat = state.to_act[0]
        action = players[seat].choose(state.view(seat), seat)
        after = state.apply(seat, action)
        lines.append(f"> {NAMES[seat]}: {texts.action_label(action)}")
        table = after.view(None).events[len(state.view(None).events):]
        lines += [f"  {texts.describe(e, NAMES)}" for e in table]
        for viewer in (0, 1, 2):  # what a player saw beyond the table: their own secret face only
            seen = after.view(viewer).events[len(state.view(viewer).events):]
            lines += [f"  [{NAMES[viewer]} alone] {texts.describe(e, NAMES)}" for e in seen if e not in table]
        state = after
    lines.append(f"Winners: {', '.join(NAMES[s] for s in state.winners)}; scores {state.scores}")
    return "\n".join(lines) + "\n"


def test_a_seeded_game_plays_and_reads_exactly_as_recorded():
    text = transcript()
    if os.environ.get("MAGOUILLE_REGENERATE"):
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8")


def test_the_transcript_shows_each_face_to_its_player_alone_before_the_reveal():
    for line in GOLDEN.read_text(encoding="utf-8").splitlines():
        if "secretly sets" in line:
            assert line.startswith("  ["), line  # never among the table's lines
            who = line.split(" alone]")[0].strip(" [")
            assert line.split("] ")[1].startswith(who), line
