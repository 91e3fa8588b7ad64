"""Players' names (issue 26, section 7): one check for every door a name comes in by
(``core/names.py``: setup, ``--seats``, saves, and so the phones, which only show the session's
names), and text drawing that never raises on what the check keeps out."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.core.names import name_problem
from ludicitude.ui import draw, theme
from ludicitude.ui.session import GameSession, SeatInfo

#: "a name made only of U+200B, U+200C, U+200D, U+FEFF, U+2060, U+00AD, U+180E or U+202E"
INVISIBLE = ("\u200b", "\u200c", "\u200d", "\ufeff", "\u2060", "\u00ad", "\u180e", "\u202e")
BAD = [*INVISIBLE, "".join(INVISIBLE), "\x00", "Ana\x00"]


def ids(name: str) -> str:
    return "+".join(f"U{ord(c):04X}" for c in name)


@pytest.mark.parametrize("name", BAD, ids=ids)
def test_a_name_made_only_of_invisible_characters_or_holding_a_nul_is_refused_by_the_one_check(name):
    assert name_problem(name) is not None
    with pytest.raises(ValueError):
        GameSession.new("corsaire", [SeatInfo("Ana", "red"), SeatInfo(name, "blue")], None, 1)


@pytest.mark.parametrize("name", ["Ana \u180e", "\u202eBob", "Chlo\u00e9\u200d"], ids=ids)
def test_a_visible_name_with_an_invisible_character_in_it_is_kept(name):
    assert name_problem(name) is None


@pytest.mark.parametrize("text", BAD, ids=ids)
def test_theme_render_never_raises_on_text_of_zero_width_or_a_nul(text):
    pygame.init()
    theme.reset_caches()
    image = theme.render(text, 24)  # pygame alone raises "Text has zero width" or ValueError here
    assert image.get_height() > 0
    surface = pygame.Surface((200, 60))
    assert draw.text(surface, text, (10, 30), 24, anchor="midleft").height > 0


def test_a_computer_s_label_too_wide_for_its_box_leaves_its_level_out_before_its_name_is_cut():
    """Issue 36's play-test: "⚙ Ada (n…" on a Corsaire purse at 1024x768; the name is the seat's,
    the level is said on the other screens, so a narrow box drops the level, never the name."""
    import pygame

    from ludicitude.core.names import seat_label, without_level
    from ludicitude.ui import draw, theme

    pygame.init()
    label = seat_label("Ada", "cpu")
    px = 30
    whole = theme.font(px, True).size(label)[0]
    short = theme.font(px, True).size("⚙ Ada")[0]
    assert draw.fit_name(label, px, whole, True) == label
    assert draw.fit_name(label, px, (whole + short) / 2, True) == "⚙ Ada"
    assert without_level("Ana (la grande)") == "Ana (la grande)"  # a person's name as typed
    assert draw.fit_name("Ana (la grande)", px, short, True).endswith("…")
