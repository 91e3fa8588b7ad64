"""A computer's level is a tag of its own beside its name, smaller and dimmer, not part of the
name's text (issue 37, the look: "⚙ Bob (normal)" read as one long name on most screens)."""

from __future__ import annotations

import pygame

from ludicitude.core.names import seat_label
from ludicitude.ui import draw, theme


def test_a_computers_level_is_drawn_as_a_smaller_tag_after_its_name_and_a_persons_name_alone(make_app):
    make_app(size=(1024, 768), projector=True)
    surface = pygame.Surface((1024, 768))
    identity = theme.PLAYER_IDENTITIES[0]
    label = seat_label("Bob", "cpu")
    assert draw.split_level(label) == ("⚙ Bob", "(normal)") and draw.split_level("Ana") == ("Ana", "")
    # a line that ends with a computer's label (the banner's "Au tour de ⚙ Bob (normal)") too,
    # not a person's words in brackets
    assert draw.split_level(f"Turn of {label}") == ("Turn of ⚙ Bob", "(normal)")
    assert draw.split_level("Pass (P)") == ("Pass (P)", "")
    px = theme.text_px(768, theme.HEADING)
    with theme.recording_sizes() as drawn:
        draw.player_tag(surface, identity, label, (10, 100), px, bold=True)
        draw.player_tag(surface, identity, "Ana", (10, 200), px)
    texts = {x.what: x.px for x in drawn if x.kind == "text"}
    assert label not in texts and texts["⚙ Bob"] == px and texts["Ana"] == px
    assert texts["(normal)"] < px and texts["(normal)"] >= theme.text_px(768, 0)  # smaller, never under the floor


def test_the_level_tag_is_dimmer_than_the_name_on_a_dark_table_and_on_a_paper_sheet(make_app):
    """Dimmer, yet read: on a dark panel a light name's tag is a lighter grey; on a paper sheet
    (Cadenas) a dark name's tag a darker grey, never the paper's own colour."""
    make_app(size=(1024, 768))
    for ink, ground in (((240, 240, 240), (30, 40, 40)), ((30, 30, 30), (245, 238, 220))):
        surface = pygame.Surface((600, 768))  # (the tag sized for the screen height)
        surface.fill(ground)
        box = draw.player_tag(surface, theme.PLAYER_IDENTITIES[0], seat_label("Bob", "expert"), (4, 40), 30, ink)
        tag = [surface.get_at((x, y))[:3] for x in range(box.right - 60, box.right) for y in range(20, 60)]
        inked = [c for c in tag if c != ground]
        def far(c, ground=ground):
            return sum(abs(a - b) for a, b in zip(c, ground))
        assert inked and max(far(c) for c in inked) > 150  # read against its ground
        assert max(far(c) for c in inked) < far(ink)  # and dimmer than the name


def test_running_text_names_a_computer_by_its_gear_without_its_level_its_plate_keeps_it(make_app, monkeypatch):
    """Issue 37, the look: the log, the banner and "Since your last turn" said "⚙ Bob (normal)
    takes 3"; the level belongs on the plate (and the setup, the results), running text says "⚙ Bob"."""
    from ludicitude.games.cartes.scene import GameScene
    from ludicitude.ui.session import GameSession, SeatInfo

    d = make_app(size=(1024, 768))
    session = GameSession.new("cartes", [SeatInfo("Bob", "blue", "cpu"), SeatInfo("Ana", "red")], None, 3)
    assert session.names == ["⚙ Bob (normal)", "Ana"] and session.told_names == ["⚙ Bob", "Ana"]
    scene = GameScene(d.app, session)
    d.app.push_scene(scene)
    for _ in range(20):
        if scene.human_to_act() == 1:
            break
        d.settle()
    frame = scene.shown_frame(d.app.screen)
    assert scene.name(0) == frame.name(0) == "⚙ Bob" and frame.names[0] == "⚙ Bob (normal)"
    drawn: list[str] = []
    real = theme.render
    monkeypatch.setattr(theme, "render", lambda text, *a, **k: (drawn.append(text), real(text, *a, **k))[1])
    scene.show_log = True  # the log over the table, the banner and the strip under the cards
    d.app.dirty = True
    d.pixels()
    said = [t for t in drawn if t.startswith("⚙ Bob ") and len(t) > 12]  # sentences naming Bob
    assert said and not any("Bob (normal)" in t for t in drawn), drawn
