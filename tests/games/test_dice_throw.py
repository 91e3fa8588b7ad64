"""Every game's roll as the table sees it (issue 37, item 1): "A roll throws the dice ... Its
last frame is the settled picture, pixel for pixel (tested for every game)", and with "reduced
motion" the dice fade in their places instead of moving.

Each game that rolls (Cadenas, Quatre Cartes, Corsaire; Magouille's and Perudo's dice are set or
hidden, never thrown) plays a throw on its one timeline at normal speed, through the real loop:
mid-way its dice are away from their places; its last frame shows each die exactly as the
settled table drawn fresh does, and the window ends on the settled picture with no input."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.core.timeline import IDENTITY, REST, Tumble
from ludicitude.ui import dice


def dice_drawn(monkeypatch) -> list:
    """Every die ``dice.draw`` draws from now on, as (place, face, look, pose), in order."""
    drawn = []
    real = dice.draw

    def spy(surface, rect, face, look, pose=REST, within=None):
        drawn.append((pygame.Rect(rect), face, look, pose))
        return real(surface, rect, face, look, pose, within)

    monkeypatch.setattr(dice, "draw", spy)
    return drawn


def cadenas(app):
    from ludicitude.games.cadenas.bench_scene import played_session
    from ludicitude.games.cadenas.scene import GameScene

    scene = GameScene(app, played_session(4, 2, actions=0))
    return scene, lambda: [place.rect for place in scene.geo.dice], [Tumble()]


def cartes(app):
    from ludicitude.games.cartes.bench_scene import played, session
    from ludicitude.games.cartes.scene import GameScene

    scene = GameScene(app, session(played(4, 2, lambda s: s.round_number == 3 and len(s.roll) >= 4
                                          and not s.placed_cards)))
    return scene, lambda: [die.rect for die in scene.dice[:len(scene.table.roll)]], [Tumble()]


def corsaire(app):
    from ludicitude.games.corsaire import rules
    from ludicitude.games.corsaire.bench_scene import played, session
    from ludicitude.games.corsaire.scene import GameScene
    from ludicitude.games.corsaire.story import amounts

    state = played(3, 4, lambda s: s.phase == rules.ROLLING and s.rerolls_left > 0)
    scene = GameScene(app, session(state))
    scene.before = amounts(state), state.faces  # the piles and dice the story starts from
    throw = Tumble(seat=state.active, faces=tuple(state.faces), rerolled=(0, 1, 2, 3, 4), told=0)
    return scene, lambda: [die.rect for die in scene.dice], [throw]


GAMES = {"cadenas": cadenas, "cartes": cartes, "corsaire": corsaire}


def faces_region(surface: pygame.Surface, rects) -> list[bytes]:
    """The pixels of each die's top face."""
    out = []
    for rect in rects:
        top = dice.top_face(rect)
        out.append(pygame.image.tobytes(surface.subsurface(pygame.Rect(top).clip(surface.get_rect())), "RGB"))
    return out


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
@pytest.mark.parametrize("game", list(GAMES))
def test_a_throw_driven_to_its_end_shows_the_settled_table_drawn_fresh(make_app, game, size):
    d = make_app(size=size, animation="normal")
    d.app.keyboard_focus_visible = False  # played with the mouse: no focus ring comes round a die as it lands
    scene, rects, beats = GAMES[game](d.app)
    d.app.push_scene(scene)
    d.settle()
    timeline = scene.play(beats)
    scene.refresh()
    d.frames(1)
    settled_faces = None
    timeline.t, timeline.frozen = timeline.lengths[0] * 0.3, True  # mid-way: the dice are in the air
    mid = faces_region(d.app.screen, rects()) if d.pixels() else []
    timeline.t = timeline.lengths[0] * 0.985  # the throw's last frame: every die has landed
    last = faces_region(d.app.screen, rects()) if d.pixels() else []
    timeline.frozen = False
    d.run_until_still()
    assert timeline.done and not scene.playing()
    d.assert_settled()  # the window is the settled table drawn fresh
    settled_faces = faces_region(d.app.screen, rects())
    assert last == settled_faces, "the throw's last frame differs from the settled dice"
    assert mid != settled_faces, "mid-way through the throw the dice were already at rest"


@pytest.mark.parametrize("game", list(GAMES))
def test_with_reduced_motion_the_dice_fade_in_where_they_land(make_app, game, monkeypatch):
    d = make_app(size=(1024, 768), animation="normal", reduced_motion=True)
    scene, _rects, beats = GAMES[game](d.app)
    d.app.push_scene(scene)
    d.settle()
    calls = dice_drawn(monkeypatch)
    timeline = scene.play(beats)
    scene.refresh()
    assert timeline.reduced
    for share in (0.1, 0.3, 0.5):
        timeline.t, timeline.frozen = timeline.lengths[0] * share, True
        d.pixels()
    drawn = [pose for _place, _face, _look, pose in calls]
    # every die drawn stands in its place, turned nowhere: the throw is only a fade
    assert drawn and all((p.turn, p.dx, p.dy, p.height, p.squash) == (IDENTITY, 0, 0, 0, 1) for p in drawn)
    assert any(0 < p.alpha < 1 for p in drawn)
    timeline.frozen = False
    d.run_until_still()
    d.assert_settled()



def test_with_reduced_motion_magouilles_cups_fade_in_place_instead_of_moving(monkeypatch):
    """Magouille's dice are set, never thrown: at a reveal their cups come down, then lift one
    after the other, each face showing as its cup lifts; with reduced motion a cup never moves
    (drawn in the same place at every frame) but fades in and out, and the faces show at the
    same moments."""
    from ludicitude.core.timeline import Timeline
    from ludicitude.games.magouille import pieces
    from ludicitude.games.magouille.events import Revealed
    from ludicitude.games.magouille.story import Resolution, Reveal, beats, moment
    from ludicitude.ui import theme

    pygame.init()
    faces = (3, 5, 2)
    revealed = [Revealed(reveal=1, faces=faces, total=10)]
    row = pieces.RevealRow.fit(pygame.Rect(40, 100, 944, 560), faces, 768, ["Ana", "Bob", "Cyd"])
    colours = [i.colour for i in theme.PLAYER_IDENTITIES[:3]]
    cups: list[tuple[pygame.Rect, pygame.Surface]] = []  # each cup the reveal draws, on a layer of its own
    real = pieces.draw_cup

    def spy(surface, over, band, **how):
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        real(layer, over, band, **how)
        cups.append((over, layer))
        real(surface, over, band, **how)

    monkeypatch.setattr(pieces, "draw_cup", spy)
    seen, drawn = {}, {}
    for reduced in (False, True):
        reveal = Reveal(1, faces, 10, tuple(revealed), (100,) * 3, (100,) * 3, 1)
        timeline = Timeline(beats(reveal), 1.0, reduced=reduced)
        frames, first = [], []
        for _ in range(90):
            m = moment(timeline)
            frames.append(m)
            cups.clear()
            pieces.draw_reveal_dice(pygame.Surface((1024, 768)), row, faces, m, colours, Resolution(), [0] * 3)
            over, layer = cups[0]  # the first seat's cup: where it is drawn, how opaque its middle
            box = layer.get_bounding_rect()
            if box.w and box.h:
                first.append((tuple(box), layer.get_at(over.center)[3]))
            timeline.advance(1 / 60)
        seen[reduced], drawn[reduced] = frames, first
    assert all(m.reduced for m in seen[True]) and not any(m.reduced for m in seen[False])
    assert len({box for box, _alpha in drawn[False]}) > 1  # normally the cup comes down and lifts off
    assert len({box for box, _alpha in drawn[True]}) == 1  # with reduced motion it never moves...
    alphas = {alpha for _box, alpha in drawn[True]}
    assert 255 in alphas and any(0 < a < 255 for a in alphas)  # ...it fades in and out in place
    assert [m.flipped for m in seen[True]] == [m.flipped for m in seen[False]]  # faces shown alike
    assert [m.lifting for m in seen[True]] == [m.lifting for m in seen[False]]
    assert not seen[True][0].flipped and seen[True][-1].flipped


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
@pytest.mark.parametrize("game", list(GAMES))
def test_the_dice_of_a_games_throw_never_pass_through_one_another(make_app, game, size, monkeypatch):
    """"Dice pass through each other in a clump during a throw" (Cadenas' six, Quatre Cartes'
    row): at moments all through each game's real throw, as its screen draws it, no two of the
    thrown dice cover more than a small margin of each other."""
    from tests.test_dice import OVERLAP, worst_overlap

    d = make_app(size=size, animation="normal")
    scene, rects, beats = GAMES[game](d.app)
    d.app.push_scene(scene)
    d.settle()
    drawn = dice_drawn(monkeypatch)
    timeline = scene.play(beats)
    scene.refresh()
    worst = 0.0
    for share in [k / 16 for k in range(1, 16)]:
        drawn.clear()
        timeline.t, timeline.frozen = timeline.lengths[0] * share, True
        d.pixels()
        places = rects()
        thrown = [call for call in drawn if call[0] in places]
        assert len(thrown) >= len(places) and any(call[3] != REST for call in thrown)
        worst = max(worst, worst_overlap(d.app.screen.get_size(), thrown))
    assert worst <= OVERLAP, round(worst, 3)


def test_corsaires_throw_keeps_to_its_tray(make_app, monkeypatch):
    """Issue 37's second look: "a tumbling die leaves the tray at 1024 and overlaps the message
    band and its own label": at moments all through the throw, every thrown die as drawn (its
    box from ``dice.draw``) lies inside the tray, whose foot is too near the window's for a
    throw from below and whose top is under the story's band."""
    d = make_app(size=(1024, 768), animation="normal", projector=True)
    scene, _rects, beats = GAMES["corsaire"](d.app)
    d.app.push_scene(scene)
    d.settle()
    boxes: list = []
    real = dice.draw

    def spy(surface, rect, face, look, pose=REST, within=None):
        box = real(surface, rect, face, look, pose, within)
        if pose != REST:
            boxes.append(box)
        return box

    monkeypatch.setattr(dice, "draw", spy)
    timeline = scene.play(beats)
    scene.refresh()
    for share in [k / 16 for k in range(1, 16)]:
        timeline.t, timeline.frozen = timeline.lengths[0] * share, True
        d.pixels()
    tray = scene.geo.tray
    assert boxes and all(tray.contains(b) for b in boxes), [b for b in boxes if not tray.contains(b)][:3]
