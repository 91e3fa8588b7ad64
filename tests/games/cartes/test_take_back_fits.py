"""The stop's take-back buttons hold their whole label (Quatre Cartes, projector mode at 1024x768):
"Pick up (M) → 0" says what the card scores once taken back, and no part of it may be drawn
outside its button, over the card's edge; the button holds it on one line, under the card's
scoring line."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games.cartes import pieces, rules
from ludicitude.games.cartes.scene import GameScene
from ludicitude.ui import draw, theme
from ludicitude.ui.session import GameSession, SeatInfo


def strip_below(surface: pygame.Surface, rect: pygame.Rect, depth: int) -> bytes:
    """The pixels of the strip just under ``rect`` (the card's foot and the gap under the cards)."""
    strip = pygame.Rect(rect.x, rect.bottom + 2, rect.w, depth).clip(surface.get_rect())
    return pygame.image.tobytes(surface.subsurface(strip), "RGB")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_take_back_label_is_drawn_inside_its_button(make_app, language):
    """Stopping: "You may take back all your dice from one card (its button ...); each button shows
    what that card scores for you now": the number is the point of the button, so it must be seen."""
    d = make_app(size=(1024, 768), projector=True, language=language)
    session = GameSession.new("cartes", [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")], None, 3)
    scene = GameScene(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    d.key(pygame.K_a)
    d.key(pygame.K_m)  # one die on Maxi
    d.key(pygame.K_x)
    d.settle()
    button = scene.take_buttons[rules.MAXI]
    assert button.visible and scene.turn.stopping
    with_label = strip_below(d.app.screen, button.rect, int(768 * 0.03))
    button.text = lambda: ""  # the same screen without the label: nothing of it lay under the button
    scene.still_changed()
    d.frames(1)
    assert strip_below(d.app.screen, button.rect, int(768 * 0.03)) == with_label


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_take_back_buttons_take_one_line_each_under_the_cards_scoring_lines(make_app, monkeypatch, language):
    """Issue 37 (the look, N8): "Retirer (I) : / 0, pas -5" took two lines and covered each card's
    scoring line (6 players, projector mode, 1024x768). Each take-back button's words hold on one
    line, and every card still shows its scoring line ("5 / 3 / -5"), above its button."""
    from tests.games.cartes.positions import screenshot_positions

    d = make_app(size=(1024, 768), projector=True, language=language)
    scene = screenshot_positions(d.app)["stop-choice-6"]()
    d.app.push_scene(scene)
    d.settle()
    feet: list[pygame.Rect] = []
    real = draw.text_fit

    def spy(surface, text, rect, *args, **kwargs):  # type: ignore[no-untyped-def]
        if pieces.POINTS_LINE in text:
            feet.append(pygame.Rect(rect))
        return real(surface, text, rect, *args, **kwargs)

    monkeypatch.setattr(draw, "text_fit", spy)
    scene.still_changed()
    d.pixels()
    px = theme.text_px(768, theme.BUTTON)
    shown = [b for b in scene.take_buttons.values() if b.visible]
    assert len(shown) >= 3 and len(feet) == 4
    for button in shown:
        assert len(theme.wrap(button.text(), px, button.inner().w, True)) == 1, button.text()
        card = next(c.rect for c in scene.cards if c.rect.colliderect(button.rect))
        foot = next(f for f in feet if card.contains(f))
        assert foot.bottom <= button.rect.y, (foot, button.rect)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_card_shows_its_ranking_sentence_at_the_tables_screenshot_positions(make_app, monkeypatch, language):
    """Issue 37 (REPORT8 P3): at six players' stop choice (projector mode, 1024x768) the crowded
    Idem card showed only "5 / 3 / −5" while the three others said how they rank ("Le plus gros
    total : 5 / 3 / −5"). At every screenshot position of the table, every card's foot says how it
    ranks before its points (a crowded card without its tie-break, its dice a little smaller)."""
    from tests.games.cartes.positions import screenshot_positions

    d = make_app(size=(1024, 768), projector=True, language=language)
    positions = screenshot_positions(d.app)
    real = draw.text_fit
    for name, make in positions.items():
        scene = make()
        if not isinstance(scene, GameScene):
            continue
        d.app.push_scene(scene)
        d.settle()
        feet: list[str] = []

        def spy(surface, text, rect, *args, feet=feet, **kwargs):  # type: ignore[no-untyped-def]
            if pieces.POINTS_LINE in text:
                feet.append(text)
            return real(surface, text, rect, *args, **kwargs)

        monkeypatch.setattr(draw, "text_fit", spy)
        scene.still_changed()
        d.pixels()
        monkeypatch.setattr(draw, "text_fit", real)
        assert len(feet) == len(rules.CARDS), (name, feet)
        assert all(any(c.isalpha() for c in foot) for foot in feet), (name, feet)  # words, not the points alone
        d.app.stack.pop()
