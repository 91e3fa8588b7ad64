"""A game's option row in the player setup shows its whole name beside its value: a long value
makes both a little smaller, down to the screen's minimum, before the name is cut ("Durée de…"
beside Magouille's game length, in French in projector mode at 1024x768). Real clicks."""

from __future__ import annotations

import pytest

from ludicitude.games import GAMES
from ludicitude.ui.setup import Setup
from ludicitude.ui.widgets import Choice
from tests.games.test_every_move_told import rendered  # noqa: F401 (a fixture)


@pytest.mark.parametrize("language, name", [("fr", "Durée de la partie"), ("en", "Game length")])
def test_the_game_length_row_shows_its_whole_name_in_projector_mode(make_app, rendered, language, name):  # noqa: F811
    d = make_app(size=(1024, 768), projector=True, language=language)
    d.app.push_scene(Setup(d.app, GAMES["magouille"]))
    d.settle()
    row = next(w for w in d.top.widgets if isinstance(w, Choice) and w.show_label and w.text() == name)
    seen = set()
    for _ in range(2):  # both lengths, chosen with the mouse
        seen.add(row.index)
        rendered.clear()
        d.pixels()
        assert name in rendered
        assert not any(t.endswith("…") for t in rendered)
        d.click((row.rect.right - 5, row.rect.centery))
        d.settle()
    assert len(seen) == 2
