"""Issue 37, the look: Magouille's table is a table the players sit round (Board Game Arena's
dice games): each player's seat at its edge (chip, name, large score) and in front of it, on the
cloth, their cup's place; from three to eight players, on a 4:3 projector and at 16:9, every seat
and cup inside the screen, none over another, nor over the panel or the banner. A cup down looks
the same whatever face is under it."""

from __future__ import annotations

import itertools

import pygame
import pytest

from ludicitude.games import GAMES
from ludicitude.core.i18n import _ as tr
from ludicitude.core.i18n import signed
from ludicitude.core.names import seat_label
from ludicitude.games.magouille import pieces, rules, table
from ludicitude.games.magouille.rules import EndTalk, SetFace
from ludicitude.games.magouille.scene import GameScene
from ludicitude.ui import draw, theme
from ludicitude.ui.session import GameSession, SeatInfo
from tests.games.looks import screenshot_positions, texts_placed

LOOKS = [pytest.param((1024, 768), "fr", True, id="1024x768-fr-projector"),
         pytest.param((1920, 1080), "en", False, id="1920x1080-en")]


@pytest.mark.parametrize("size, language, projector", LOOKS)
@pytest.mark.parametrize("seats", range(3, 9))
def test_every_seat_and_its_cup_stand_inside_the_screen_none_over_another(make_app, size, language, projector,
                                                                          seats):
    make_app(size=size, projector=projector, language=language)  # the panel's buttons: their words' width
    window = pygame.Rect((0, 0), size)
    geo = table.TableLayout.fit(window, seats)
    assert len(geo.seats) == seats
    plates, dice = [p.plate for p in geo.seats], [p.die for p in geo.seats]
    for rect in (*plates, *dice):
        assert window.contains(rect) and geo.area.contains(rect), rect
        assert not rect.colliderect(geo.panel) and not rect.colliderect(geo.banner)
    for a, b in itertools.combinations(plates + dice, 2):
        assert not a.colliderect(b), (a, b)
    for place in geo.seats:  # the cup down over its die (wider and taller) stays off every plate
        cup = place.die.inflate(place.die.w * 0.4, place.die.h * 0.4)
        assert not any(cup.colliderect(p) for p in plates), place
        assert not cup.colliderect(geo.centre), "the centre's totals are never under a cup"
    assert geo.centre.h >= size[1] * 0.08, "room in the middle for the total"
    top = [p for p in geo.seats if p.edge == "top"]
    assert [p.plate.x for p in top] == sorted(p.plate.x for p in top), "seated clockwise from the top left"


@pytest.mark.parametrize("size, language, projector", LOOKS)
@pytest.mark.parametrize("position", ["start-4", "talk-before-final-5", "late-table-8", "reveal-2-scored-8"])
def test_each_seat_shows_its_chip_its_whole_name_and_its_score_large(make_app, monkeypatch, size, language,
                                                                     projector, position):
    d = make_app(size=size, projector=projector, language=language)
    scene = screenshot_positions(GAMES["magouille"])(d.app)[position]()
    d.app.stack.push(scene)
    d.frames(3)
    h = size[1]
    chips = []
    real = draw.player_chip
    monkeypatch.setattr(draw, "player_chip", lambda surface, identity, centre, size_: (
        chips.append((centre, size_)), real(surface, identity, centre, size_))[-1])
    placed = texts_placed(d.app, monkeypatch)
    scores = scene.reveal.new if scene.reveal is not None else scene.state.scores
    for seat, place in enumerate(scene.geo.seats):
        plate = place.plate
        assert any(plate.collidepoint(centre) and size_ >= plate.h * 0.5 for centre, size_ in chips), seat
        name = draw.split_level(scene.session.names[seat])[0]  # (a computer's level: a tag of its own)
        assert any(words == name and plate.contains(r) for words, r in placed), (seat, name)
        score = signed(round(scores[seat]))  # a score below 0 with its true minus
        assert any(words == score and plate.contains(r) and r.h >= theme.text_px(h, 0.04) for words, r in placed)
    # one name size round the table ("Anastasia", "Guillaume", "Fatoumata" were set smaller than
    # "Chloé" beside them: no label shrinks to fit on its own)
    names = {draw.split_level(n)[0] for n in scene.session.names}
    plates = [p.plate for p in scene.geo.seats]
    heights = {r.h for words, r in placed if words in names and any(p.contains(r) for p in plates)}
    # (a capital's accent, "Éléonore", may take the rendered line one pixel over the type's height)
    assert max(heights) - min(heights) <= 1, heights


def _waiting(app, face: int | None) -> GameScene:
    """Three computers: the first secret step, the first has set ``face`` (None: not yet), the two
    others still thinking."""
    state = rules.new_game(3, None, 1).apply(0, EndTalk())
    if face is not None:
        state = state.apply(0, SetFace(face))
    session = GameSession.new("magouille", [SeatInfo("Ana", "red", "cpu"), SeatInfo("Bob", "blue", "cpu"),
                                            SeatInfo("Chloé", "yellow", "cpu")], None, 1)
    session.state = state
    scene = GameScene(app, session)
    scene.bot_seat = lambda: None  # the computers still thinking
    return scene


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_a_cup_down_on_the_table_looks_the_same_whatever_face_is_under_it(make_app, size):
    """"Each player secretly sets their die": on the table, a cup stands where its player sits
    once they have set it, an empty spot while they choose; what is under it shows nowhere."""
    pictures = {}
    for face in (None, 1, 6):
        d = make_app(size=size)
        scene = _waiting(d.app, face)
        d.app.push_scene(scene)
        d.frames(3)
        pictures[face] = d.pixels()
        spot = scene.geo.seats[0].die.inflate(scene.geo.seats[0].die.w, scene.geo.seats[0].die.h)
        pictures[face] = d.app.screen.subsurface(spot).copy(), pictures[face]
    assert pictures[1][1] == pictures[6][1], "a cup down tells nothing of its face"
    assert pygame.image.tobytes(pictures[None][0], "RGB") != pygame.image.tobytes(pictures[1][0], "RGB"), (
        "in front of its player: the empty spot, then the cup once the die is set")


@pytest.mark.parametrize("size, language, projector", LOOKS)
@pytest.mark.parametrize("seats", [4, 8])
def test_a_computers_level_on_its_plate_is_a_small_tag_of_its_own_not_in_the_names_type(make_app, monkeypatch,
                                                                                         size, language,
                                                                                         projector, seats):
    """Issue 37, the look: "⚙ Bob (normal)" in the name's large type read as one long name (and
    shrank it at eight players). The name alone at the plates' name size, the level after it or
    after the score, smaller, inside the plate, out of the game too; at eight players (no room
    beside the large score) in the plate's lower corner, never shrinking the name."""
    make_app(size=size, projector=projector, language=language)
    surface = pygame.Surface(size)
    geo = table.TableLayout.fit(pygame.Rect((0, 0), size), seats)
    name_px, score_px = table.seat_sizes(geo, size[1])
    for here in (True, False):
        for place in geo.seats:
            label = seat_label("Bob", "cpu")
            placed = texts_drawn(monkeypatch, lambda place=place, label=label, here=here: pieces.draw_seat(
                surface, place.plate, theme.PLAYER_IDENTITIES[0], label, 40, pieces.SeatLook(here=here),
                name_px=name_px, score_px=score_px))
            assert label not in placed, "the level is not glued to the name"
            name, level = draw.split_level(label)
            assert placed[name][0] == name_px, "the name keeps its full size"
            shown = [placed[words] for words in (level, level.strip("()")) if words in placed]
            assert shown, "the level is shown, at eight players too"
            level_px, where = shown[0]
            assert level_px < name_px and level_px >= theme.text_px(size[1], 0)
            assert place.plate.contains(where), (place.plate, where)  # inside the plate, never on its border


@pytest.mark.parametrize("size, language, projector", LOOKS)
def test_the_computers_levels_stand_in_one_place_on_every_plate_of_a_table_inside_it(make_app, monkeypatch,
                                                                                    size, language, projector):
    """Issue 37, the look (REPORT3 #10, #11): "normal" stood after the name on one plate, after
    the score on another, half over the edge of a third, and "Wins!" hung below its plate. The
    table picks one place for every computer's level (``level_place``), the same spot on every
    plate, and every tag stays inside its plate, at eight players too."""
    make_app(size=size, projector=projector, language=language)
    surface = pygame.Surface(size)
    geo = table.TableLayout.fit(pygame.Rect((0, 0), size), 8)
    labels = [seat_label(n, "cpu" if s % 2 else "human") for s, n in enumerate(
        ["Ana", "Bob", "Chloé", "Dimitri", "Hana", "Gus", "Fatou", "Eve"])]
    scores = [-1, 38, -2, 0, -1, 12, -1, 7]
    looks = [pieces.SeatLook(here=score >= 0, winner=s == 1, table_below=place.edge == "top")
             for s, (place, score) in enumerate(zip(geo.seats, scores))]
    name_px, score_px = table.plate_sizes(geo, labels, size[1])
    at = pieces.level_place([(p.plate, labels[s], scores[s], looks[s]) for s, p in enumerate(geo.seats)],
                            name_px, score_px, size[1])
    spots = set()
    for s, place in enumerate(geo.seats):
        look = pieces.SeatLook(here=looks[s].here, winner=looks[s].winner, table_below=looks[s].table_below,
                               level_at=at)
        placed = texts_drawn(monkeypatch, lambda s=s, place=place, look=look: pieces.draw_seat(
            surface, place.plate, theme.PLAYER_IDENTITIES[s], labels[s], scores[s], look, name_px=name_px,
            score_px=score_px))
        for words, (_px, where) in placed.items():
            assert place.plate.contains(where), (words, place.plate, where)  # "Wins!", "out", the level: inside
        if looks[s].winner:  # the win's tag ("Wins!", else "★ 1st" or "1st") inside, beside the score, never over it
            word = next(w for w in (tr("Wins!"), *pieces.short_win_words()) if w in placed)
            assert not placed[word][1].colliderect(placed[str(scores[s])][1])
            # a word, read from the back of the room, at eight players too (issue 37: a bare gold star)
            assert any(c.isalpha() for c in word) and placed[word][0] >= theme.text_px(size[1], 0)
        level = draw.split_level(labels[s])[1].strip("()")
        if level:
            where = placed[level][1]
            spots.add((place.plate.right - where.right, where.centery - place.plate.y))
    assert len(spots) == 1, spots  # the same place on every computer's plate


def texts_drawn(monkeypatch, paint) -> dict[str, tuple[int, pygame.Rect]]:
    """Each text ``paint`` draws, with its size and its rectangle."""
    drawn: dict[str, tuple[int, pygame.Rect]] = {}
    real = draw.text

    def text(surface, s, pos, px, *args, **kwargs):
        drawn[s] = (px, real(surface, s, pos, px, *args, **kwargs))
        return drawn[s][1]

    monkeypatch.setattr(draw, "text", text)
    paint()
    monkeypatch.setattr(draw, "text", real)
    return drawn


@pytest.mark.parametrize("size, language, projector", LOOKS)
def test_the_panels_still_choosing_line_names_the_computers_without_their_levels(make_app, size, language,
                                                                                projector):
    """While the dice are set, the panel says who is still choosing in a short line: the names
    alone ("⚙ Bob and ⚙ Chloé"), the levels stay on the plates."""
    d = make_app(size=size, projector=projector, language=language)
    scene = _waiting(d.app, 1)
    d.app.push_scene(scene)
    d.frames(3)
    scene.still_changed()
    with theme.recording_sizes() as drawn:
        d.app.draw()
    said = " ".join(x.what for x in drawn if x.kind == "text").replace("\u00a0", " ")  # (badge held to its name)
    both = tr("{first} and {last}").format(first="⚙ Bob", last="⚙ Chloé")
    line = tr("Still choosing: {names}").format(names=both).replace("\u00a0", " ")
    assert line in said, said
    assert tr("normal") not in said.split(line)[1][:3], "no level right after the last name"


@pytest.mark.parametrize("size, language, projector", [*LOOKS, pytest.param((1920, 1080), "fr", True,
                                                                             id="1920x1080-fr-projector")])
def test_a_computers_score_below_0_keeps_a_gap_before_its_level_at_every_count_of_players(make_app, monkeypatch,
                                                                                        size, language, projector):
    """Issue 37, the look (REPORT8 P2): at eight players the score's true minus ("\u22122", wider than
    "-") pushed the score against the level in the plate's corner ("\u22122normal"). From three to
    eight players, a computer's score below 0 and its level never touch: a gap between them. Where
    a table's plates are too narrow for both (eight players in the projector look at 1920x1080: the
    side panel's type is large), the levels stand on none of its plates (the gear says a
    computer), never over a score; up to six players they always show."""
    make_app(size=size, projector=projector, language=language)
    surface = pygame.Surface(size)
    gap = max(3, theme.text_px(size[1], 0) // 4)
    real = draw.text
    for seats in range(3, 9):
        geo = table.TableLayout.fit(pygame.Rect((0, 0), size), seats)
        labels = [seat_label(n, "cpu") for n in ["Dimitri", "Anastasia", "Chloé", "Guillaume", "Hana", "Gus",
                                                 "Fatou", "Eve"][:seats]]
        drawn: list[tuple[str, pygame.Rect]] = []
        monkeypatch.setattr(draw, "text", lambda surface_, s, *a, drawn=drawn, **k: (
            drawn.append((s, real(surface_, s, *a, **k))), drawn[-1][1])[-1])
        table.draw_seats(surface, geo, rules.new_game(seats), labels, theme.PLAYER_IDENTITIES[:seats],
                         [-12] * seats)
        monkeypatch.setattr(draw, "text", real)
        scores = [r for words, r in drawn if words == signed(-12)]
        levels = [r for words, r in drawn if words == tr("normal")]
        assert len(scores) == seats and len(levels) in ((seats,) if seats <= 6 else (seats, 0)), (seats, drawn)
        for score, level in zip(scores, levels):  # each plate draws its score, then its level
            if score.top < level.bottom and level.top < score.bottom:  # side by side: a gap between them
                assert level.left - score.right >= gap, (seats, score, level)
            else:
                assert not score.colliderect(level), (seats, score, level)


@pytest.mark.parametrize("seats", [7, 8])
def test_seven_or_eight_players_on_a_wide_projector_hold_every_name_whole(make_app, seats):
    """"Nothing cut off" (issue 37): at eight players on a 1920x1080 projector, the panel beside the
    table left plates 256 px wide and cut "⚙ Dimitri" to "⚙ Dim…" at the projector's smallest
    type. At seven or eight players the table takes the whole width, the panel a bar under it,
    and a long computer name stands whole on its plate at the names' size."""
    make_app(size=(1920, 1080), projector=True, language="fr")
    geo = table.TableLayout.fit(pygame.Rect(0, 0, 1920, 1080), seats)
    assert geo.panel.top > geo.area.top and geo.panel.w > 1800  # a bar under the table
    labels = [seat_label(n, "cpu") for n in ["Fatoumata", "Anastasia", "Guillaume", "Dimitri", "Hana", "Gus",
                                             "Chloé", "Eve"][:seats]]
    name_px = table.plate_sizes(geo, labels, 1080)[0]
    for label, place in zip(labels, geo.seats):
        name = draw.split_level(label)[0]
        assert draw.fit_name(name, name_px, pieces._name_room(place.plate)[1], True) == name, label


def test_leaving_the_table_lets_go_of_the_last_plates_and_their_reveal_picture(make_app):
    """Issue 37, "memory at 4K under 300 MiB": the plates last worked out (kept for a reveal's
    frame, which asks them twice) hold the reveal's picture key; kept after the table was left,
    they held some 60 MiB at 3840x2160 (the memory walk's peak 320 MiB). Leaving the reveal or
    the table lets go of them."""
    d = make_app(size=(1024, 768))
    scene = screenshot_positions(GAMES["magouille"])(d.app)["reveal-2-scored-8"]()
    d.app.stack.push(scene)
    d.frames(3)
    assert table._LAST_PLATES  # a reveal's frame asked for them
    for overlay in list(scene.overlays):
        overlay.leave()
    scene.leave()
    assert not table._LAST_PLATES
