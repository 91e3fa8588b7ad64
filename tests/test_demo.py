"""Demo mode: computers play the four games one after another; any key brings the launcher back."""

from __future__ import annotations

from functools import cache

import pygame
import pytest

from ludicitude.games import GAMES
from ludicitude.games.magouille.events import RoundStarted
from ludicitude.core.i18n import _
from ludicitude.ui.demo import PAUSE_AFTER_GAME, DemoOverlay, demo_games, is_moment, start_demo
from ludicitude.ui import draw, theme
from ludicitude.testing import conformance as kit
from ludicitude.testing.driver import FixedClock
from tests.games.test_every_move_told import rendered  # noqa: F401 (a fixture)
from ludicitude.ui.launcher import Launcher
from tests import early_checks


def test_demo_plays_every_game_in_turn_to_its_end(make_app):
    assert demo_games() == list(GAMES)
    d = make_app(animation="instant")
    d.app.push_scene(Launcher(d.app))
    start_demo(d.app, seed=3)
    d.frames(1)
    overlay = d.top
    assert isinstance(overlay, DemoOverlay)
    finished = []
    current = overlay.game_scene
    for _i in range(60_000):
        d.frames(1)
        if overlay.game_scene is not current:
            assert current.state.is_over  # a game is left only once it is over
            finished.append(current.session.game.id)
            current = overlay.game_scene
            if len(finished) == len(demo_games()):
                break
    assert finished == demo_games()
    assert overlay.game_scene.session.game.id == demo_games()[0]  # and it loops


def test_the_game_is_laid_out_above_the_demo_caption_so_nothing_hides_behind_it(make_app):
    for size in ((1024, 768), (3840, 2160)):
        d = make_app(size=size, animation="instant")
        d.app.push_scene(Launcher(d.app))
        start_demo(d.app, seed=2)
        d.frames(3)
        overlay = d.top
        w, h = size
        band_top = int(h * 0.9)
        assert overlay.game_scene._laid_for == (w, band_top)  # the game's whole screen ends at the band
        screen = d.app.screen
        # the band is the caption's alone: its top line is drawn right across the screen, in the accent colour
        assert all(screen.get_at((x, band_top))[:3] == theme.ACCENT for x in (1, w // 3, w // 2, w - 2))
        assert d.app.stack.visible() == [overlay]  # the overlay draws the game itself, once


def test_any_key_ends_the_demo_and_brings_back_the_launcher(make_app):
    d = make_app(animation="instant")
    d.app.push_scene(Launcher(d.app))
    start_demo(d.app, seed=4)
    d.frames(5)
    d.key(pygame.K_a)
    d.settle()
    assert isinstance(d.top, Launcher) and len(d.app.stack.scenes) == 1


def test_demo_runs_headless_through_all_four_games_from_the_command_line(tmp_path):
    """`ludicitude --demo --frames N`, headless: the computers play every game in turn, and
    start again with the first. The real program keeps to 60 frames a second, so every frame
    costs wall time: a test can't wait 4 x 3 minutes, so the game's time limit is cut to 1.5 s
    here (LUDICITUDE_DEMO_GAME_SECONDS, read with the trace): each game then takes at most
    1.5 s and the pause after it (0.2 s with instant animation), 4 x 102 = 408 frames in all."""
    # the program started with the whole run when the whole run is asked for (tests/early_checks.py)
    status, output, folder = early_checks.run("demo", tmp_path)
    assert status == 0, output[-6000:]
    played = [line.split()[1] for line in output.splitlines() if line.startswith("demo: ")]
    assert played[:len(demo_games()) + 1] == [*demo_games(), demo_games()[0]], played
    shot = folder / "demo.png"
    assert pygame.image.load(str(shot)).get_size() == (1024, 768)


def demo_with_a_time_limit(make_app, *, seed, seconds):
    """The demo started from the launcher, each game cut after ``seconds`` (GAME_SECONDS, short)."""
    d = make_app(animation="instant")
    d.app.clock = FixedClock()  # the frames below count time at 60 a second, however busy the machine
    d.app.push_scene(Launcher(d.app))
    start_demo(d.app, seed=seed)
    d.frames(1)
    overlay = d.top
    overlay.game_seconds = seconds
    return d, overlay


def test_a_game_not_over_after_its_time_is_cut_to_its_ranking_and_the_next_one_starts(make_app):
    # the demo only: each game at most about 3 minutes (GAME_SECONDS), then the next
    d, overlay = demo_with_a_time_limit(make_app, seed=5, seconds=1e9)
    first = overlay.game_scene
    d.frames(12)  # within its time: still playing
    assert overlay.cut is None and overlay.played > 0
    overlay.game_seconds = overlay.played + 0.05  # its time runs out within the next few frames
    for _i in range(30):
        d.frames(1)
        if overlay.cut is not None:
            break
    assert overlay.game_scene is first and not first.state.is_over
    scores = first.state.scores
    leader = first.session.told_names[scores.index(max(scores))]
    assert overlay.cut is not None and leader in overlay.caption() and str(max(scores)) in overlay.caption()
    for _i in range(200):
        d.frames(1)
        if overlay.game_scene is not first:
            break
    assert overlay.game_scene.session.game.id == demo_games()[1]


def test_the_demo_plays_magouille_s_short_game(make_app):
    d = make_app()
    d.app.stack.push(DemoOverlay(d.app, list(GAMES).index("magouille"), seed=1))
    d.frames(1)
    assert GAMES["magouille"].demo_options == {"length": "short"}
    assert d.top.game_scene.session.state.options["length"] == "short"


def test_all_four_games_appear_within_a_bounded_number_of_frames_at_60_fps(make_app):
    # at most GAME_SECONDS a game plus the pause to read its result: here with a short limit,
    # the bound is the same sum in frames
    d, overlay = demo_with_a_time_limit(make_app, seed=6, seconds=1.0)
    seen = [overlay.game_scene.session.game.id]
    per_game = (1.0 + PAUSE_AFTER_GAME * 0.05 + 0.5) * 60  # the time limit, the pause (instant: 5 %), and slack
    for _i in range(int(len(demo_games()) * per_game)):
        d.frames(1)
        if overlay.game_scene.session.game.id != seen[-1]:
            seen.append(overlay.game_scene.session.game.id)
    assert seen[:len(demo_games()) + 1] == [*demo_games(), demo_games()[0]], seen


def test_the_caption_holds_an_interesting_moment_once_the_game_has_told_it(make_app):
    # "faces shown by two or more players cancel each other", a loss, an elimination: the
    # caption keeps the game's own words for it a few seconds, while the table moves on
    d = make_app(animation="instant")
    d.app.push_scene(Launcher(d.app))
    start_demo(d.app, seed=3)
    d.frames(1)
    overlay = d.top
    assert overlay.game_scene.session.game.id == "magouille"
    held = None
    for _i in range(3000):
        d.frames(1)
        if overlay.moment is not None:
            held = overlay.moment[0]
            break
    assert held is not None
    scene = overlay.game_scene
    kinds = {e.kind for e in scene.public.events
             if scene.texts.describe(e, scene.session.told_names) == held}
    assert kinds & {"scored", "nobody_scores", "lost", "eliminated"}
    assert overlay.caption() == held


def test_between_two_games_the_demo_shows_the_clubs_leaderboard_of_the_game_just_played(make_app):
    """Issue 29, 6: "The demo can show the club's leaderboards between two games"."""
    from tests.club_helpers import finished_in_the_club

    finished_in_the_club("magouille", 3, seed=4, humans=3)  # the club has rated Magouille players
    d, overlay = demo_with_a_time_limit(make_app, seed=5, seconds=1e9)
    first = overlay.game_scene
    assert first.session.game.id == "magouille"
    overlay.game_seconds = overlay.played + 0.05
    for _i in range(40):  # its time runs out: the ranking first, then the club's leaderboard
        d.frames(1)
        if overlay.cut is not None:
            break
    game_picture = d.pixels()
    assert not overlay.showing_board
    for _i in range(400):
        d.frames(1)
        if overlay.showing_board:
            break
    assert overlay.showing_board and overlay.game_scene is first
    assert {line.player for line in overlay.board} == {"Ana", "Bob", "Cleo"}
    assert d.pixels() != game_picture and "leaderboard" in overlay.caption()
    for _i in range(600):
        d.frames(1)
        if overlay.game_scene is not first:
            break
    assert overlay.game_scene is not first and not overlay.showing_board  # then the next game


def test_a_club_without_ratings_goes_straight_to_the_next_game(make_app):
    d, overlay = demo_with_a_time_limit(make_app, seed=5, seconds=1e9)
    overlay.game_seconds = overlay.played + 0.05
    first = overlay.game_scene
    boards = []
    for _i in range(400):
        d.frames(1)
        assert not overlay.showing_board
        if overlay.game_scene is not first:
            break
        boards.append(overlay.board)
    assert overlay.game_scene is not first and boards[-1] == []  # read, and empty: no pause for it


def test_the_demos_magouille_part_holds_no_reveal_long_draws_no_button_and_captions_what_is_shown(
        make_app, rendered):  # noqa: F811
    """Issue 26, section 6, the demo as a welcome screen: "no part held long on one box
    (Magouille's reveal), no 'Go on (Enter)' button drawn that the demo does not mean (the demo
    ends on any key), captions in step with what is shown ('Round 3 begins…' must not sit under a
    second reveal)". A minute and a half of the demo at normal speed, 60 frames a second."""
    from ludicitude.core.timeline import FACE_DOWN_SECONDS
    from ludicitude.games.magouille.story import LIFTS_SECONDS

    d = make_app(size=(800, 600), animation="normal")
    d.app.clock = FixedClock()
    d.app.push_scene(Launcher(d.app))
    start_demo(d.app, seed=3)
    d.frames(90)
    overlay = next(s for s in d.app.stack.scenes if isinstance(s, DemoOverlay))
    drawn = rendered  # every string drawn from here on
    frames = on_reveals = 0
    holds: list[list] = []  # [reveal, frames it was up], in order (the objects kept: ids are reused)
    out_of_step = []
    while overlay.game_scene.session.game.id == "magouille" and frames < 60 * 90:
        drawn.clear()
        d.frames(1)
        frames += 1
        scene = overlay.game_scene
        assert not [t for t in drawn if "Go on" in t or "Next round" in t]
        reveal = scene.reveal
        if reveal is None:
            continue
        on_reveals += 1
        if not holds or holds[-1][0] is not reveal:
            holds.append([reveal, 0])
        holds[-1][1] += 1
        caption = overlay.caption()
        events, n = scene.public.events, len(reveal.events)
        at = next(i for i in range(len(events) - n, -1, -1) if tuple(events[i:i + n]) == reveal.events)
        later = events[at + n:]
        names = scene.session.told_names
        starts = [scene.texts.describe(e, names) for e in reveal.events if isinstance(e, RoundStarted)]
        if caption in starts or any(caption == scene.texts.describe(e, scene.session.told_names) for e in later):
            out_of_step.append(caption)
        if not scene.moment().flipped:  # faces down: nothing of the reveal's result in words yet
            assert caption not in [scene.texts.describe(e, scene.session.told_names) for e in reveal.events]
    assert len(holds) >= 6 and not out_of_step, out_of_step[:3]
    # the cups lift one after the other (0.9 s for all), the count, a moment to read: then on
    assert max(up for _reveal, up in holds) / 60 <= 3.5
    assert on_reveals / frames < 0.5
    assert FACE_DOWN_SECONDS + LIFTS_SECONDS < 3.0


#: the names a caption may carry: the demo's own, and longer ones (its captions are no longer)
CAPTION_NAMES = ("Ana", "Bruno", "Chloé", "Dario", "Éléonore", "Fabrice")


@cache
def moment_events(game_id: str) -> tuple:
    """The events of a few played games that the demo gives a caption of its own (``is_moment``):
    of every kind but the rarest."""
    game, seen = GAMES[game_id], []

    def look(before, seat, action, after):
        seen.extend(e for e in after.events[len(before.events):] if is_moment(game, e))

    rare = {"five_cannons", "five_skulls"}  # five of a kind in Corsaire: 6 chances in 7776 a roll
    for seed in range(40):
        kit.play_random(game, seed, look)
        if seed and set(game.demo_moments) - rare <= {e.kind for e in seen}:
            break
    return tuple(seen)


def moment_captions(game_id: str) -> list[str]:
    """The moments' captions in the current language, the longest of each kind first (at most 4 a kind)."""
    texts, by_kind = GAMES[game_id].texts(), {}
    for event in moment_events(game_id):
        by_kind.setdefault(event.kind, set()).add(texts.describe(event, CAPTION_NAMES))
    return [c for captions in by_kind.values() for c in sorted(captions, key=len, reverse=True)[:4]]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size, projector", [((1024, 768), True), ((800, 600), False)], ids=["1024-projector", "800"])
def test_every_line_of_a_moment_s_caption_is_drawn_whole_inside_the_band(make_app, monkeypatch, language, size,
                                                                         projector):
    """Issue 26: at 1024x768 in projector mode "a three-line caption under a Magouille reveal loses
    the bottom of its last line (clipped by the band)". The caption is always read whole: every
    line of every moment's caption, in both languages, is drawn below the band's top line and
    above the foot of the screen, and the game is laid out above the band, however tall it grows."""
    d = make_app(size=size, projector=projector, language=language)
    w, h = size
    lines: list[tuple[str, pygame.Rect]] = []
    real = draw.text

    def spy(surface, s, pos, px, *args, **kwargs):
        rect = real(surface, s, pos, px, *args, **kwargs)
        if surface is d.app.screen:  # the caption's own: the game draws in the space above the band
            lines.append((s, rect))
        return rect

    monkeypatch.setattr(draw, "text", spy)
    overlay = DemoOverlay(d.app, seed=1)
    d.app.stack.push(overlay)
    d.frames(1)
    checked = set()
    for index, game_id in enumerate(demo_games()):
        overlay.index = index
        overlay.start_game()
        d.frames(1)
        for caption in moment_captions(game_id):
            overlay.moment = (caption, 0.0)
            lines.clear()
            d.app.draw()
            screen = d.app.screen
            # the band's top line, in the accent colour right across the screen: its lowest row
            top = max(y for y in range(h // 2, h) if screen.get_at((1, y))[:3] == theme.ACCENT)
            assert all(screen.get_at((x, top))[:3] == theme.ACCENT for x in (w // 3, w - 2))
            assert overlay.game_scene._laid_for[1] <= top  # nothing of the game behind the band
            shown = [(s, r) for s, r in lines if s not in (overlay.title(), _("Press any key to play"))]
            assert " ".join(s for s, _r in shown) == caption, "a caption line is left out"
            for s, rect in shown:
                assert rect.top > top and rect.bottom <= h and rect.left >= 0 and rect.right <= w, (
                    f"{game_id}: {s!r} drawn at {rect}, the band is rows {top}-{h}")
            checked.add(game_id)
    assert checked == {g for g in demo_games() if GAMES[g].demo_moments}, "every game with moments of its own"
