"""A screen that draws again only what moves (``moving_areas``: ``ui/still_picture.py`` for a
game's table, ``ui/overlay.py`` for a dialog over it) gives the very pixels of drawing its kept
picture whole and what moves over it, on every frame of a throw or a reveal (issue 38 item 0:
the game frames faster, "pixels must not change"); and the window's picture is taken up only
on the drawing right after the screen's own, never after the window may have lost it."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games import GAMES
from tests.sizes import LONG


class SteadyClock:
    """The loop's clock, 60 ms a frame: the same moments of a throw every run, its whole second
    in 17 frames."""

    def tick(self, _fps: int = 0) -> int:
        return 60


def whole(app, scene) -> bytes:
    """The window drawn whole now (its kept picture blitted whole, every plate drawn)."""
    scene.still.left = None
    saved = []
    for overlay in scene.overlays:
        overlay._left = None
        if hasattr(overlay, "plates"):
            saved.append((overlay, overlay.plates))
            overlay.plates = type(overlay.plates)()
    app.draw()
    for overlay, plates in saved:
        overlay.plates = plates
    return pygame.image.tobytes(app.screen, "RGB")


@pytest.fixture
def driver(make_app):
    d = make_app(animation="normal")
    d.app.clock = SteadyClock()
    return d


def check_frames(app, scene, frames: int) -> None:
    """``frames`` frames through the loop, each equal to the same frame drawn whole, nearly all
    of them drawn in part (else the check would prove nothing)."""
    taken_up = 0
    for _ in range(frames):
        left = scene.overlays[0]._left if scene.overlays else scene.still.left
        app.frame(block=False, cap=False)
        taken_up += left is not None and left[2] == app.drawings  # this frame took the last one up
        shown = pygame.image.tobytes(app.screen, "RGB")
        assert shown == whole(app, scene), "a frame drawn in part differs from it drawn whole"
    assert taken_up >= frames - 2


@pytest.mark.parametrize("game_id", ["cartes", "cadenas", "corsaire"])
def test_a_throw_drawn_in_part_gives_the_pixels_of_drawing_it_all(driver, game_id):
    """Quatre Cartes', Cadenas' and Corsaire's bench scenes: every frame of a throw (and of the
    next one's start; Corsaire's coins flying) through the loop equals the same frame drawn whole."""
    app = driver.app
    app.stack.clear()
    scene = GAMES[game_id].bench_scene()(app)
    app.stack.push(scene)
    check_frames(app, scene, 20 if game_id != "corsaire" else 34)


def test_a_reveal_drawn_in_part_gives_the_pixels_of_drawing_it_all(make_app):
    """Magouille's reveal (cups lifting, dice flipping, scores counting, the plates kept as drawn
    over its picture): every frame through the loop equals the same frame drawn whole."""
    from tests.games.magouille.test_table_trust import a_reveal

    d, scene = a_reveal(make_app)
    d.app.clock = SteadyClock()
    assert scene.overlays and scene.playing()
    check_frames(d.app, scene, 30)


@pytest.mark.skipif(not LONG, reason="its eight players' game is played first, 7 s: the long run")
def test_magouilles_bench_reveal_with_kept_plates_gives_the_pixels_of_drawing_it_all(driver):
    """Eight players (the bench's reveal): plates far from the dice are kept as drawn, and every
    frame still equals it drawn whole."""
    app = driver.app
    app.stack.clear()
    scene = GAMES["magouille"].bench_scene()(app)
    app.stack.push(scene)
    check_frames(app, scene, 60)
    assert scene.overlays[0].plates.kept


def test_a_window_that_may_have_lost_its_picture_is_drawn_whole(driver):
    """After a window event (uncovered, resized: ``App.drawings`` moves on) the next frame blits
    the kept picture whole: a window scribbled over shows the table again, not only the dice."""
    app = driver.app
    app.stack.clear()
    scene = GAMES["cartes"].bench_scene()(app)
    app.stack.push(scene)
    for _ in range(3):
        app.frame(block=False, cap=False)
    app.screen.fill((255, 0, 255))  # what the system left in the window
    pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))
    app.frame(block=False, cap=False)
    assert pygame.image.tobytes(app.screen, "RGB") == whole(app, scene)
    # and without the event the loop takes its picture up: only what moves is drawn again
    app.frame(block=False, cap=False)
    app.screen.fill((255, 0, 255), pygame.Rect(0, 0, 4, 4))  # a corner nothing moves over
    app.frame(block=False, cap=False)
    assert app.screen.get_at((1, 1))[:3] == (255, 0, 255)


def test_areas_put_back_apart_never_overlap_and_hold_every_area():
    """A screen that draws beyond its areas what the window holds (Corsaire's landed dice,
    ``moving_beyond_areas``) has its areas put back as boxes that never overlap (each is drawn
    in alone: an overlap would be drawn twice) and that hold every area."""
    from ludicitude.ui.still_picture import apart

    areas = [pygame.Rect(0, 0, 10, 10), pygame.Rect(5, 5, 10, 10), pygame.Rect(40, 0, 5, 5),
             pygame.Rect(14, 14, 20, 2), pygame.Rect(44, 4, 3, 3)]
    boxes = apart(areas)
    assert len(boxes) == 2
    assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
    assert all(any(box.contains(area) for box in boxes) for area in areas)
