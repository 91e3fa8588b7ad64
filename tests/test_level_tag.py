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
    px = theme.text_px(768, theme.HEADING)
    with theme.recording_sizes() as drawn:
        draw.player_tag(surface, identity, label, (10, 100), px, bold=True)
        draw.player_tag(surface, identity, "Ana", (10, 200), px)
    texts = {x.what: x.px for x in drawn if x.kind == "text"}
    assert label not in texts and texts["⚙ Bob"] == px and texts["Ana"] == px
    assert texts["(normal)"] < px and texts["(normal)"] >= theme.text_px(768, 0)  # smaller, never under the floor
