"""Corsaire's look (issue 37): the end screen shows the gold as it was won, each player's final
purse as a pile of coins beside their number, on the podium and in the lines under it; the
tray's control column is one column of equal buttons."""

from __future__ import annotations

import pytest

import pygame

from ludicitude.games.corsaire import rules
from ludicitude.games.corsaire.end import CorsaireEnd
from ludicitude.games.corsaire.scene import GameScene
from ludicitude.ui import theme
from ludicitude.ui.pieces import coins
from tests.club_helpers import played_session
from ludicitude.games import GAMES
from tests.games.looks import calls_of, screenshot_positions


@pytest.mark.parametrize("size,projector,language", [((1024, 768), True, "fr"), ((1920, 1080), False, "en")])
def test_every_players_final_gold_is_a_pile_of_as_many_coins_beside_their_number(make_app, monkeypatch, size,
                                                                                 projector, language):
    d = make_app(size=size, projector=projector, language=language)
    session = played_session("corsaire", 6, seed=3)
    end = GameScene(d.app, session).end_screen()
    assert isinstance(end, CorsaireEnd)
    d.app.push_scene(end)
    d.settle()
    piles: list[int] = []
    real = coins.draw_pile

    def pile(surface, area, amount, *args, **kwargs):
        piles.append(amount)
        assert surface.get_rect().contains(area)
        return real(surface, area, amount, *args, **kwargs)

    monkeypatch.setattr(coins, "draw_pile", pile)
    with theme.recording_faults() as faults:
        d.app.draw()
    assert faults == []
    # and the King's share beside his crown over the buttons (issue 37's second look: it was a
    # dim small line)
    king = [session.state.king_share] if session.state.king_share else []
    assert sorted(piles) == sorted([g for g in session.state.scores if g > 0] + king)


@pytest.mark.parametrize("size,projector,language", [((1024, 768), True, "fr"), ((1920, 1080), False, "en")])
def test_each_line_under_the_podium_reads_as_one_with_its_gold_the_three_one_list_down(make_app, monkeypatch, size,
                                                                                  projector, language):
    """"The winner is the one with the most gold": the 4th place and after under the podium, each
    with its purse. A line's number and coins stay within its own place, and the three are one list
    down (issue 37, F18: "4. Ana | 5. Bob" then "5. Eve" read oddly; "Ana 6" beside "5. Bob" read
    as "6 5. Bob")."""
    d = make_app(size=size, projector=projector, language=language)
    end = screenshot_positions(GAMES["corsaire"])(d.app)["end-6"]()
    d.app.push_scene(end)
    d.settle()
    places = calls_of(monkeypatch, end, "draw_place")
    scores = calls_of(monkeypatch, end, "draw_score")
    d.app.draw()
    lines = [(args[3], args[4]) for args, _ in places]
    assert len(lines) == 3  # the 4th to 6th of six
    for rect, _px in lines:  # every line's gold drawn inside it
        drawn = [shown for args, shown in scores if args[2] == (rect.right, rect.centery)]
        assert drawn and all(rect.contains(shown) for shown in drawn), (rect, drawn)
    rows: dict[int, list] = {}
    for rect, px in lines:
        rows.setdefault(rect.y, []).append((rect, px))
    assert len(rows) == 3 and len({rect.x for rect, _px in lines}) == 1, lines  # one list down


@pytest.mark.parametrize("position", ["pairing-choices-3", "picked-3"])
@pytest.mark.parametrize("size,projector,language", [((1024, 768), True, "fr"), ((1920, 1080), False, "en"),
                                                     ((1024, 768), False, "en")])
def test_the_control_column_is_one_column_of_equal_buttons_evenly_spaced(make_app, position, size, projector,
                                                                          language):
    """Issue 37 (the look): the buttons and selectors on the tray's right were of different
    heights, types and gaps. They are one column: every one as wide, the buttons as tall, the
    gaps even; a selector as tall as a button in the button's type where its caption and the
    longest name fit side by side (English), else taller, its caption over its value (French on
    4:3), the two alike."""
    from tests.games.corsaire.positions import screenshot_positions
    from tests.test_drawn_sizes import drawn_at
    d = make_app(size=size, projector=projector, language=language)
    drawn = drawn_at(d.app, screenshot_positions(d.app)[position])
    scene = d.top
    shown = sorted((w for w in scene.widgets if w.visible and w.rect.x == scene.geo.buttons.x), key=lambda w: w.rect.y)
    assert len(shown) >= 3
    assert len({w.rect.w for w in shown}) == 1
    gaps = {b.rect.y - a.rect.bottom for a, b in zip(shown, shown[1:])}
    assert len(gaps) == 1 and gaps.pop() > 0
    selectors = [w for w in shown if w in scene.victim_buttons]
    buttons = [w for w in shown if w not in selectors]
    assert len({b.rect.h for b in buttons}) == 1 and len({s.rect.h for s in selectors}) <= 1
    if language == "en" and selectors:  # side by side: a button among the buttons, in one type
        assert selectors[0].one_line and selectors[0].rect.h == buttons[0].rect.h
        column = ("robs (V)", "robs (W)", "▶", "Apply (A)", "Undo (U)")
        sizes = {x.px for x in drawn if x.kind == "text" and x.what.endswith(column)}
        assert len(sizes) == 1, sizes


def mains(scene: GameScene) -> list[object]:
    """The buttons drawn as the turn's main step now (gold ring, gold words: ui/widgets.py)."""
    return [w for w in scene.widgets if w.visible and getattr(w, "style", "") == "main"]


def test_the_turns_main_step_is_marked_in_gold_and_enter_never_presses_it(make_app):
    """Issue 37 (REPORT3, fault 2): Apply, Another pairing and Other order looked alike. One button
    is the turn's main step, in gold, never Enter's (costly): Stop while no die is picked, Reroll
    once dice are picked (real key presses), Apply while pairing; Enter presses none of them."""
    d = make_app()
    positions = screenshot_positions(GAMES["corsaire"])(d.app)
    scene = positions["start-2"]()
    d.app.push_scene(scene)
    d.settle()
    assert mains(scene) == [scene.stop_button] and scene.primary() is None
    free = next(i for i, f in enumerate(scene.table.faces) if f != rules.CROSSED_BONES)
    d.key(pygame.K_1 + free)
    assert scene.picked and mains(scene) == [scene.reroll_button]
    before = len(scene.session.state.events)
    d.key(pygame.K_RETURN)
    assert len(scene.session.state.events) == before  # Enter rerolled nothing
    pairing = positions["pairing-choices-3"]()
    d.app.push_scene(pairing)
    d.settle()
    assert mains(pairing) == [pairing.apply_button] and pairing.focused is not pairing.apply_button
    before = len(pairing.session.state.events)
    d.key(pygame.K_RETURN)
    assert len(pairing.session.state.events) == before  # Enter did not apply
    d.key(pygame.K_a)
    assert len(pairing.session.state.events) > before  # its key did


@pytest.mark.parametrize("size,projector,language", [((1024, 768), True, "fr"), ((1920, 1080), False, "en")])
def test_while_the_dice_roll_the_room_under_the_buttons_reminds_what_the_faces_do(make_app, monkeypatch, size,
                                                                                  projector, language):
    """Issue 37 (REPORT3 #9, flat areas): the tray under Reroll and Stop stood empty. While the
    dice are rolled it says what the Cannon, the Skull and the crossed bones do (rules the table
    shows, nothing yet to come), whole, under the buttons and clear of them; once the player
    stops (S, a real key) and pairs, the column fills and the reminder goes."""
    from ludicitude.games.corsaire import texts
    from tests.games.looks import texts_placed

    d = make_app(size=size, projector=projector, language=language)
    scene = screenshot_positions(GAMES["corsaire"])(d.app)["start-2"]()
    d.app.push_scene(scene)
    d.settle()
    legend = texts.face_legend()
    drawn = [rect for words, rect in texts_placed(d.app, monkeypatch) if words in legend]
    assert len(drawn) == len(legend)
    buttons = [b.rect for b in (scene.reroll_button, scene.stop_button, scene.undo_button)]
    for rect in drawn:
        assert scene.geo.tray.contains(rect) and rect.collidelist(buttons) == -1, rect
        assert rect.y > max(b.bottom for b in buttons)
    d.key(pygame.K_s)
    d.settle()
    assert scene.table.phase == rules.RESOLVING
    assert not [words for words, _rect in texts_placed(d.app, monkeypatch) if words in legend]


def _gold(pixel: pygame.Color) -> bool:
    """A coin's gold (or the amounts' gold), shaded or lit: red and green high, blue low."""
    return pixel.r > 150 and pixel.g > 100 and pixel.b < 110 and pixel.g > pixel.r * 0.55


@pytest.mark.parametrize("size,projector,language", [((1024, 768), True, "fr"), ((1920, 1080), False, "en")])
def test_what_a_pile_lost_reads_on_a_dark_pill_with_no_gold_round_its_sign(make_app, size, projector, language):
    """Issue 37, F10: the Bank's "-6" was drawn over its gold coins, the red minus lost on gold.
    The change stands on a dark pill of its own, rimmed in red: between its red on every row,
    nothing gold."""
    from ludicitude.games.corsaire.story import BANK
    from tests.games.looks import settle_fresh

    d = make_app(size=size, projector=projector, language=language)
    settle_fresh(d.app, screenshot_positions(GAMES["corsaire"])(d.app)["computer-3"])
    d.app.draw()
    scene, screen = d.top, d.app.screen
    box = scene.geo.piles[BANK]
    red = [(x, y) for y in range(box.y, box.bottom) for x in range(box.x, box.right)
           if screen.get_at((x, y))[:3] == theme.DANGER]
    assert red, "the Bank shows what it lost"
    rows: dict[int, list[int]] = {}
    for x, y in red:
        rows.setdefault(y, []).append(x)
    assert max(rows) - min(rows) >= theme.text_px(size[1], 0.035) * 0.6  # the figures, tall
    # on each row, from the first red to the last (the pill's rim, or the old bare figures)
    golden = [(x, y) for y, xs in rows.items() for x in range(min(xs), max(xs) + 1) if _gold(screen.get_at((x, y)))]
    assert golden == []


@pytest.mark.parametrize("projector", [True, False])
def test_the_pairing_controls_are_targets_for_a_room_spread_down_the_tray(make_app, projector):
    """Issue 37, F16: at 1024x768 the pairing column held five controls of 36 px with 6 px gaps
    (room kept for Other order, which these dice cannot show) while the tray below stood empty.
    It is sized for the controls the throw may show: buttons of 44 px and more (0.057 of the
    height), gaps of 1/100 of it at least, the column down to the tray's floor."""
    from tests.games.corsaire.positions import screenshot_positions as corsaire_positions
    from tests.games.looks import settle_fresh

    h = 768
    d = make_app(size=(1024, h), projector=projector, language="fr")
    settle_fresh(d.app, corsaire_positions(d.app)["pairing-choices-3"])
    d.app.draw()
    scene = d.top
    shown = sorted((w for w in scene.widgets if w.visible and w.rect.x == scene.geo.buttons.x), key=lambda w: w.rect.y)
    assert len(shown) == 5 and not scene.order_button.visible
    buttons = [w for w in shown if w not in scene.victim_buttons]
    assert min(b.rect.h for b in buttons) >= 0.057 * h, [b.rect for b in buttons]
    assert min(b.rect.y - a.rect.bottom for a, b in zip(shown, shown[1:])) >= int(0.01 * h)
    assert scene.geo.tray.bottom - shown[-1].rect.bottom <= 0.03 * h


@pytest.mark.parametrize("size,projector,language", [((1024, 768), True, "fr"), ((1920, 1080), False, "en")])
def test_a_refusal_is_said_once_in_the_banner_with_a_short_sign_in_the_tray_that_goes(make_app, monkeypatch, size,
                                                                                      projector, language):
    """Issue 37, F5: a refusal was said twice, in the banner and again as a 3-line red block in
    the tray. Its words are in the banner alone; the tray shows a short red sign ("Not allowed")
    by the dice for ``refusal_sign.SECONDS``, and then the tray is as it was."""
    from ludicitude.core.i18n import _
    from ludicitude.ui import refusal_sign
    from tests.games.corsaire.positions import screenshot_positions as corsaire_positions
    from tests.games.looks import settle_fresh, texts_placed

    d = make_app(size=size, projector=projector, language=language)
    with d.at_once():  # the refusal and its drawing at one moment, however busy the machine
        settle_fresh(d.app, corsaire_positions(d.app)["refused-3"])
        scene = d.top
        words = scene.message
        assert words and scene.due() is not None and scene.due() <= refusal_sign.SECONDS
        drawn = texts_placed(d.app, monkeypatch)
    in_tray = [s for s, rect in drawn if scene.geo.tray.colliderect(rect)]
    assert [s for s, _rect in drawn if s == words] == [words]  # the banner's line
    assert not any(s in words for s in in_tray if len(s) > 3), in_tray
    assert _("Not allowed") in in_tray
    d.wait(refusal_sign.SECONDS)
    d.frames(1)
    assert scene.message == words  # the banner keeps the words; the sign has gone by itself
    assert _("Not allowed") not in [s for s, _rect in texts_placed(d.app, monkeypatch)]


@pytest.mark.parametrize("size,projector,language", [((1024, 768), True, "fr"), ((1920, 1080), False, "en")])
def test_the_story_strip_is_set_into_the_table_and_its_words_keep_a_projectors_contrast(make_app, size, projector,
                                                                                        language):
    """Issue 37, F21: the story strip was a flat pure-black slab beside felt, coins and dice with
    shadows. It has a lit rim and an inner shadow under its top edge (darker there than at its
    middle), and its words read on it at 12:1 and more; a lone line stands at its top."""
    from tests.games.looks import settle_fresh

    d = make_app(size=size, projector=projector, language=language)
    settle_fresh(d.app, screenshot_positions(GAMES["corsaire"])(d.app)["start-2"])
    d.app.draw()
    scene, screen = d.top, d.app.screen
    strip = scene.geo.story
    x = strip.right - strip.w // 6  # clear of the words
    middle = screen.get_at((x, strip.centery))[:3]
    rim = screen.get_at((x, strip.y))[:3]
    under_top = screen.get_at((x, strip.y + int(size[1] * 0.006)))[:3]
    assert rim != middle and theme.luminance(rim) > theme.luminance(middle)
    assert theme.luminance(under_top) < theme.luminance(middle)
    assert theme.contrast(theme.TEXT, middle) >= 12 and theme.contrast(theme.TEXT_DIM, middle) >= 9
    words = [y for y in range(strip.y, strip.bottom)
             if any(theme.luminance(screen.get_at((x, y))[:3]) > 0.3 for x in range(strip.x, strip.x + strip.w // 3))]
    assert words and words[0] < strip.centery - strip.h // 6  # the lone line at the top


def test_the_story_strips_sentences_stand_one_under_another_inside_it(make_app, monkeypatch):
    """Issue 37, F21 (the strip's words from its top): at 1024x768 in French on a projector the
    others' moves since Ana's turn are a heading and three long sentences; each stands on its own
    rows inside the strip, none drawn over another (a long one is cut short, the log has it)."""
    from tests.games.looks import settle_fresh, texts_placed

    d = make_app(size=(1024, 768), projector=True, language="fr")
    settle_fresh(d.app, screenshot_positions(GAMES["corsaire"])(d.app)["after-computers-3"])
    strip = d.top.geo.story
    rows = [rect for _s, rect in texts_placed(d.app, monkeypatch) if strip.colliderect(rect)]
    assert len(rows) >= 4
    assert all(strip.contains(r) for r in rows)
    assert all(a.bottom <= b.y + 1 for a, b in zip(rows, rows[1:])), rows


def test_the_banner_says_who_plays_during_a_computers_turn(make_app):
    """Issue 37, N11: during a computer's turn the banner's second line was an empty black strip
    (while "⚙ Chloé is playing." sat small in the tray): it says who is playing, nothing more
    (no key hurries a computer, and nothing the table has not shown)."""
    from ludicitude.games.corsaire.bench_scene import session

    d = make_app(size=(1024, 768), projector=True, language="fr")
    scene = GameScene(d.app, session(rules.new_game(3, None, 4), cpus=(0,)))
    d.app.push_scene(scene)  # the live table (a replay, off the stack, says what just happened)
    assert scene.timeline.done and scene.human_to_act() is None
    line = scene.last_public_text()
    assert line == scene.elsewhere_text(0) and scene.name(0) in line


def test_who_plays_is_said_once_not_again_in_the_tray(make_app, monkeypatch):
    """Issue 37, M6: during a computer's turn "⚙ Chloé joue." was both the banner's second line
    and a line in the tray under "Relances restantes : 2": the tray no longer repeats it, and
    still says how many rerolls are left."""
    from tests.games.looks import settle_fresh, texts_placed

    d = make_app(size=(1024, 768), projector=True, language="fr")
    settle_fresh(d.app, screenshot_positions(GAMES["corsaire"])(d.app)["computer-3"])
    scene = d.top
    assert scene.human_to_act() is None
    who = scene.elsewhere_text(scene.table.active)
    drawn = [s for s, _rect in texts_placed(d.app, monkeypatch)]
    assert sum(who in s for s in drawn) == 1, drawn
    assert any("Relances restantes" in s for s in drawn), drawn
