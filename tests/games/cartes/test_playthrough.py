"""A golden transcript of one seeded game (as OpenSpiel's playthroughs): what the table saw,
in words, action by action. A change in the rules, the dice or the bots shows up as a diff.

Regenerate after an intended change with ``CARTES_REGENERATE=1 python -m pytest <this file>``.
"""

from __future__ import annotations

import os
from pathlib import Path

from ludicitude.core.driver import play
from ludicitude.games.cartes import bots, rules, texts

GOLDEN = Path(__file__).parent / "data" / "playthrough_seed7.txt"
NAMES = ["Ana", "Bob"]


def transcript() -> str:
    final = play(rules.new_game(2, seed=7), [bots.make_bot("cpu", 7), bots.make_bot("random", 8)])
    return "\n".join(texts.describe(e, NAMES) for e in final.view(None).events) + "\n"


def test_a_seeded_game_plays_exactly_as_recorded():
    text = transcript()
    if os.environ.get("CARTES_REGENERATE"):
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8")
