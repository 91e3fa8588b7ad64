"""Quatre Cartes' dice from the back of a room (issue 26, section 6): "pip and face contrast at
least 4.5:1 for every die colour (tested from the theme, WCAG contrast)"; black pips on red and
blue dice read a 2 as a 3."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games.cartes import pieces, rules
from tests.games.cartes.helpers import position_dice
from ludicitude.ui import dice, theme


@pytest.fixture
def looks():
    yield
    theme.configure(projector=False)


@pytest.mark.parametrize("palette", ["standard", "colourblind"])
@pytest.mark.parametrize("projector", [False, True])
def test_every_players_die_has_pips_at_4_5_to_1_against_its_face(looks, palette, projector):
    pygame.init()
    theme.configure(projector=projector, palette=palette)
    surface = pygame.Surface((200, 200))
    rect = pygame.Rect(50, 40, 80, 80)
    for ident in theme.PLAYER_IDENTITIES:
        assert theme.contrast(theme.pips_on(ident.colour), ident.colour) >= 4.5, ident.key
        surface.fill(theme.BG)
        pieces.draw_roll_die(surface, rect, 1, ident, "A")  # as the roll draws it: one pip, in the middle
        (centre,) = dice.pip_centres(rect, 1)  # the die is seen a little from the front: its top face
        top = dice.top_face(rect)
        pip = tuple(surface.get_at((round(centre[0]), round(centre[1]))))[:3]
        face = tuple(surface.get_at((round(top.centerx), round(top.y + top.h / 5))))[:3]
        # the face is lit (lighter at the top, darker below) but stays the player's colour
        assert all(abs(a - b) <= 24 for a, b in zip(face, ident.colour[:3])), (ident.key, face)
        assert theme.contrast(pip, face) >= 4.5, (ident.key, pip, face)


def test_the_contrast_is_wcags():
    assert theme.contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21)
    assert theme.contrast((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_dice_on_cards_are_at_least_a_twentieth_of_the_height_where_the_card_has_the_room(
        make_app, monkeypatch, size):
    """"Dice on cards about 28 px at 1280x720 while most of each card is empty": in normal mode a
    card whose rows hold up to three dice draws them at 1/20 of the window height or more."""
    scene, drawn = position_dice(make_app, monkeypatch, size, "pending-4")
    roomy = 0
    for target in scene.cards:
        card = rules.CARDS.index(target.card)
        rows = [scene.turn.state().cards[s][card] for s in range(scene.state.num_seats)]
        on_card = [r for r in drawn if target.rect.contains(r)]
        if on_card and max(len(r) for r in rows) <= 3:
            roomy += 1
            assert min(r.h for r in on_card) >= size[1] / 20, (target.card, min(r.h for r in on_card))
    assert roomy >= 2


def test_the_keys_under_the_dice_are_letters_never_a_digit_that_reads_as_a_face(make_app, monkeypatch):
    """"Slot keys 1-8 under dice that show faces 1-6 (to pick the die showing 6 you press 8)":
    the key caps under the roll are letters; the letter picks its die, a digit picks nothing."""
    from ludicitude.ui.session import GameSession, SeatInfo
    from ludicitude.games.cartes.scene import GameScene

    d = make_app()
    scene = GameScene(d.app, GameSession.new("cartes", [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")], None, 3))
    d.app.push_scene(scene)
    d.settle()
    caps: list[str] = []
    real = pieces.draw_key
    def spy(surface, key, *args, **kwargs):
        caps.append(key)
        return real(surface, key, *args, **kwargs)

    monkeypatch.setattr(pieces, "draw_key", spy)
    scene.still_changed()
    d.pixels()
    assert caps == list(pieces.SLOT_KEYS[:len(scene.state.roll)]) and not any(c.isdigit() for c in caps)
    six = scene.state.roll.index(max(scene.state.roll))
    d.key(pygame.K_6)
    d.key(pygame.K_8)
    assert scene.turn.picked == set()  # digits are not the dice's keys
    d.key(getattr(pygame, f"K_{pieces.SLOT_KEYS[six].lower()}"))
    assert scene.turn.picked == {six}


@pytest.mark.parametrize("projector", [False, True])
@pytest.mark.parametrize("height", [768, 1080, 2160])
def test_a_key_cap_is_a_raised_outlined_square_with_its_letter_one_kept_picture(looks, projector, height):
    """The key under each die of the roll (drawn again on every frame of a throw) is the raised,
    outlined square with its letter, pixel for pixel, laid as one kept picture: the roll's eight
    caps drawn a second time make no new picture."""
    pygame.init()
    theme.configure(projector=projector)
    px = theme.text_px(height, 0.026)
    for key in pieces.SLOT_KEYS:
        laid, drawn = pygame.Surface((300, height)), pygame.Surface((300, height))
        laid.fill(theme.BG_DARK)
        drawn.fill(theme.BG_DARK)
        cap = pieces.draw_key(laid, key, (150, 40), px)
        side = int(px * 1.3)  # the cap drawn in place, as the card says it looks
        expected = pygame.Rect(0, 0, side, side)
        expected.midtop = (150, 40)
        radius = max(2, side // 5)
        pygame.draw.rect(drawn, theme.BG, expected.move(0, max(1, side // 10)), border_radius=radius)
        pygame.draw.rect(drawn, theme.PANEL_LIGHT, expected, border_radius=radius)
        pygame.draw.rect(drawn, theme.TEXT_DIM, expected, max(1, theme.outline(height) // 2), border_radius=radius)
        letter = theme.render(key, px, theme.TEXT, True)
        drawn.blit(letter, letter.get_rect(center=expected.center))
        assert cap == expected
        assert pygame.image.tobytes(laid, "RGB") == pygame.image.tobytes(drawn, "RGB"), key
    before = pieces._key_cap.cache_info()
    surface = pygame.Surface((300, height))
    for key in pieces.SLOT_KEYS:
        pieces.draw_key(surface, key, (150, 40), px)
    after = pieces._key_cap.cache_info()
    assert after.misses == before.misses and after.hits == before.hits + len(pieces.SLOT_KEYS)
