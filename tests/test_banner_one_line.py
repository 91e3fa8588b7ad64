"""The banner's second line (what just happened) fits one line at 1024x768 in the projector's
type, in French and in English (issue 37, the look: a wrapped line crowded the plates and the
cards under the banner). Walked through the words Quatre Cartes and Magouille give it at their
usual moments, with an eight-player table's names, computers among them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ludicitude.core.driver import play
from ludicitude.core.i18n import set_language
from ludicitude.games.cartes import bots as cartes_bots, rules as cartes_rules, texts as cartes_texts
from ludicitude.games.cartes.events import Rolled
from ludicitude.games.magouille import texts as magouille_texts
from ludicitude.ui import theme
from tests.games.magouille.helpers import game, play_round

NAMES = ["Ana", "Bob", "⚙ Chloé", "⚙ Dimitri", "Eve", "Farid", "⚙ Gaëlle", "Hana"]
SIZE = (1024, 768)


@pytest.fixture(params=["fr", "en"])
def banner_room(request: pytest.FixtureRequest, make_app) -> Iterator[tuple[int, int]]:
    """The projector's type of the banner's second line and the width it has (``TableChrome.draw_banner``)."""
    make_app(size=SIZE, projector=True, language=request.param)
    set_language(request.param)
    h = SIZE[1]
    yield theme.banner_px(h, 0.026), SIZE[0] - 2 * int(h * 0.02)


def too_long(lines: list[str], room: tuple[int, int]) -> list[str]:
    px, width = room
    return [line for line in lines if len(theme.wrap(line, px, width)) > 1]


def test_magouille_banner_lines_fit_one_line(banner_room: tuple[int, int]) -> None:
    """Every event of three rounds at eight players (a score through shared faces, two players
    losing, nobody scoring), as the banner says it (``texts.banner_line``)."""
    state = game([60] * 8)
    state = play_round(state, [1] * 8, [1, 1, 2, 3, 3, 4, 4, 5])  # 23 reaches 8; 1, 3 and 4 cancel
    state = play_round(state, [6] * 8, [1, 1, 2, 2, 3, 3, 4, 4])  # 20 under 48: two lose
    state = play_round(state, [1] * 8, [2, 2, 3, 3, 4, 4, 5, 5])  # every face shared
    events = state.events
    lines = [magouille_texts.banner_line(events[:i + 1], NAMES) for i in range(len(events))]
    assert len({line for line in lines if line}) >= 8  # the rounds, the reveals, each result
    assert too_long(lines, banner_room) == []


def test_cartes_banner_lines_fit_one_line(banner_room: tuple[int, int]) -> None:
    """The banner's words before each roll of a four-player game of sensible computers, the roll
    in the air (``texts.recent_choices``) and landed, and each round's last turn
    (``last_turn_choices``): the first of the choices that fits one line, as the banner takes it
    (``TableChrome.one_line``), fits."""
    names = NAMES[:4]
    final = play(cartes_rules.new_game(4, seed=5), [cartes_bots.make_bot("cpu", s) for s in range(4)])
    events = final.events
    rolls = [i for i, e in enumerate(events) if isinstance(e, Rolled)]
    choices = [cartes_texts.recent_choices(events[:i], names, rolling=events[i].seat) for i in rolls]
    choices += [cartes_texts.recent_choices(events[:i + 1], names) for i in rolls]
    choices += [cartes_texts.last_turn_choices(events[:i], names) for i in rolls]
    shown = [next((c for c in words if not too_long([c], banner_room)), words[-1]) for words in choices]
    assert sum("Idem" in line for line in shown) > len(shown) // 3  # mostly the whole turn
    assert too_long(shown, banner_room) == []


def test_the_banner_takes_the_first_choice_that_fits(make_app) -> None:
    """``TableChrome.one_line``: while the banner draws, a game's longest words that fit its second
    line on one line, else its shortest; elsewhere (the log, a test), the whole words."""
    from ludicitude.games.cartes.scene import GameScene
    from ludicitude.ui.session import GameSession, default_seats

    d = make_app(size=SIZE, projector=True, language="fr")
    scene = GameScene(d.app, GameSession.new("cartes", default_seats(3), None, 3))
    chrome, long, short = scene.chrome, "mot " * 60, "Bob s'arrête"
    assert chrome.one_line([long, short]) == long
    chrome._line = (theme.banner_px(SIZE[1], 0.026), SIZE[0] - 2 * int(SIZE[1] * 0.02))
    assert chrome.one_line([long, short]) == short and chrome.one_line([long, long + "!"]) == long + "!"
    assert chrome.one_line([short, long]) == short


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_magouille_private_screen_and_reveal_lines_fit_one_line(make_app, lang: str) -> None:
    """The band of Magouille's private screen and of its reveal is the banner's own
    (``TableChrome.draw_banner`` with the screen's words): its second line takes the first of its
    words that fits one line ("…pour le / marquer." wrapped under the band), at both secret dice
    and both moments of a reveal."""
    from ludicitude.games.magouille import rules
    from ludicitude.games.magouille.bench_scene import session
    from ludicitude.games.magouille.scene import GameScene
    from tests.games.magouille.helpers import end_talk, first_half

    d = make_app(size=SIZE, projector=True, language=lang)
    set_language(lang)
    room = theme.banner_px(SIZE[1], 0.026), SIZE[0] - 2 * int(SIZE[1] * 0.02)
    hints = [magouille_texts.private_hint(rules.FIRST_SECRET), magouille_texts.private_hint(rules.FINAL_SECRET),
             magouille_texts.reveal_hint(False), magouille_texts.reveal_hint(True)]
    assert too_long([next((c for c in words if not too_long([c], room)), words[-1]) for words in hints], room) == []
    state = end_talk(first_half(game([60] * 4), [1, 2, 3, 4]))  # the second secret die
    scene = GameScene(d.app, session(state))
    said: list[str] = []
    chosen = scene.chrome.one_line
    scene.chrome.one_line = lambda words: said.append(chosen(words)) or said[-1]  # type: ignore[method-assign]
    surface = d.app.screen
    scene.layout(surface.get_rect())
    scene.open_private(0)
    scene.draw_table(surface, scene.shown_frame(surface))
    for seat, face in enumerate([1, 2, 3]):
        scene.act(seat, rules.SetFace(face))
    scene.pending = None
    scene.act(3, rules.SetFace(4))
    overlay = scene.reveal_overlay
    assert overlay is not None
    overlay.layout(surface.get_rect())
    overlay.draw_reveal_banner(surface)
    assert said[0] in hints[1] and said[1] in magouille_texts.reveal_hint(scene.moment().flipped)
    assert len(said) == 2 and too_long(said, room) == []


def test_magouille_has_one_band_on_every_screen(make_app) -> None:
    """Issue 37, N4: the table, a private screen and a reveal draw the banner in the same band
    (the layout's ``banner``), so its height and the place of its second line never change from
    one screen of the game to the next (a reveal's band was the table's top, 110 px, not 92); the
    title keeps its type there too (the private screen's is the longest)."""
    from ludicitude.games.magouille import rules
    from ludicitude.games.magouille.bench_scene import session
    from ludicitude.games.magouille.scene import GameScene
    from ludicitude.ui.table_chrome import TableChrome
    from tests.games.magouille.helpers import end_talk

    d = make_app(size=SIZE, projector=True, language="fr")
    scene = GameScene(d.app, session(end_talk(game([60] * 4))))
    bands: list[tuple[int, ...]] = []
    sizes: list[int] = []
    title_px = scene.chrome.title_px
    scene.chrome.title_px = lambda *a: sizes.append(title_px(*a)) or sizes[-1]  # type: ignore[method-assign]
    draw_banner = TableChrome.draw_banner
    scene.chrome.draw_banner = lambda surface, rect, *a, **k: (  # type: ignore[method-assign]
        bands.append(tuple(rect)), draw_banner(scene.chrome, surface, rect, *a, **k))[-1]
    surface = d.app.screen
    scene.layout(surface.get_rect())
    scene.draw_table(surface, scene.shown_frame(surface))  # the table
    scene.open_private(0)
    scene.draw_table(surface, scene.shown_frame(surface))  # a private screen
    for seat, face in enumerate([1, 2, 3]):
        scene.act(seat, rules.SetFace(face))
    scene.pending = None
    scene.act(3, rules.SetFace(4))
    assert scene.reveal_overlay is not None
    scene.reveal_overlay.layout(surface.get_rect())
    scene.reveal_overlay.draw_reveal_banner(surface)  # a reveal
    assert len(bands) == 3 and set(bands) == {tuple(scene.geo.banner)}
    assert len(sizes) == 3 and len(set(sizes)) == 1  # and one title type (N2)


def test_the_banner_title_keeps_one_size_from_turn_to_turn(make_app, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 37, N2: the turn's title keeps one type through a game of Quatre Cartes, whoever
    plays in whichever round, the coach's "Advice (K)" shown or not (it shrank from ≈28 to ≈22 px
    when the chip showed, and with a longer round count: a headline that jumps on a projector)."""
    import pygame

    from ludicitude.games.cartes.scene import GameScene
    from ludicitude.ui import draw
    from ludicitude.ui.session import GameSession, default_seats

    d = make_app(size=SIZE, projector=True, language="fr")
    set_language("fr")
    scene = GameScene(d.app, GameSession.new("cartes", default_seats(3), None, 3))
    sizes: list[int] = []
    tag = draw.player_tag
    monkeypatch.setattr(draw, "player_tag", lambda surface, identity, text, at, px, *a, **k: (
        sizes.append(px), tag(surface, identity, text, at, px, *a, **k))[-1])
    surface, state = d.app.screen, scene.table
    rect = pygame.Rect(0, 0, SIZE[0], int(SIZE[1] * 0.12))
    monkeypatch.setattr(scene.coach, "position", lambda: (state, 0))  # advice on offer: the chip shows
    chips = []
    for coach in (False, True):
        for seat, name in enumerate(scene.session.told_names):
            for round_number in (1, state.rounds):
                title = cartes_texts.banner_text(state, name, playing=round_number)
                scene.chrome.draw_banner(surface, rect, title, seat, ["…"], coach=coach)
                chips.append(scene.coach.chip is not None)
    assert any(chips) and len(sizes) == 4 * len(scene.session.told_names)
    assert len(set(sizes)) == 1 and sizes[0] > theme.banner_px(SIZE[1], 0.026)  # above the line under it
