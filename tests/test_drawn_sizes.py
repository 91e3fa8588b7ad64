"""Readable from the back of a room: every die face and every text that a screen draws, at every
screenshot position of every game, is at least a fraction of the window's height. Measured on
what is drawn (``theme.recording_sizes``), not on what the layout meant to draw."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pytest

from ludicitude.games import GAMES
from ludicitude.ui import theme
from tests.games.looks import screenshot_positions, settle_fresh, with_positions


@dataclass(frozen=True)
class Floor:
    """The smallest die face and text a mode may draw, as fractions of the window's height."""

    name: str
    size: tuple[int, int]
    projector: bool
    die: float
    text: float


FLOORS = [Floor("projector", (1024, 768), True, 1 / 20, 1 / 32),
          Floor("normal", (1280, 720), False, 1 / 28, 1 / 40)]
GAME_IDS = with_positions()


def drawn_at(app, make) -> list[theme.Drawn]:
    """Everything a freshly made screenshot position draws once it has settled."""
    settle_fresh(app, make)
    with theme.recording_sizes() as drawn:
        app.draw()
    return drawn


#: a game whose dice may be smaller than the mode's floor, down to normal mode's (1/28), and why
SMALLER_DICE = {
    # issue 36 item 9: every die on a Quatre Cartes card is drawn, wrapped on more lines and
    # smaller where a card full of six holders' dice needs it, never shown as a number alone
    "cartes": 1 / 28,
}


def too_small(drawn: list[theme.Drawn], floor: Floor, game_id: str = "") -> list[theme.Drawn]:
    h = floor.size[1]
    # a symbol that tells dice apart without colour (Cadenas's rows) is read like text
    # a sheet's number (Cadenas) is measured by its digits' ink, read like text too
    least = {"die": math.ceil(h * min(floor.die, SMALLER_DICE.get(game_id, 1.0))), "text": math.ceil(h * floor.text),
             "symbol": math.ceil(h * floor.text), "number": math.ceil(h * floor.text)}
    return [d for d in drawn if d.px < least[d.kind]]


def measure(make_app, game_id: str, floor: Floor, language: str = "en") -> dict[str, list[theme.Drawn]]:
    d = make_app(size=floor.size, projector=floor.projector, language=language)
    positions = screenshot_positions(GAMES[game_id])(d.app)
    return {name: drawn_at(d.app, make) for name, make in positions.items()}


def test_the_recorder_sees_each_text_and_die_drawn_inside_it_and_nothing_outside(make_app):
    import pygame

    from ludicitude.ui import draw

    make_app(size=(1024, 768))
    surface = pygame.Surface((200, 200))
    draw.text(surface, "before", (0, 0), 20)
    with theme.recording_sizes() as drawn:
        draw.text(surface, "Ana", (0, 0), 21)
        draw.die(surface, pygame.Rect(10, 10, 40, 44), 5)
    draw.die(surface, pygame.Rect(10, 10, 30, 30), 2)
    assert drawn == [theme.Drawn("text", 21, "Ana"), theme.Drawn("die", 40, "5")]


@pytest.mark.parametrize("floor", FLOORS, ids=[f.name for f in FLOORS])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_die_face_and_every_text_is_big_enough_to_read_from_the_back_of_the_room(make_app, game_id, floor):
    """Projector mode at 1024x768: every die face at least 1/20 of the window's height and every
    text at least 1/32; normal mode at 1280x720: dice at least 1/28, text at least 1/40."""
    offenders = []
    for name, drawn in measure(make_app, game_id, floor).items():
        assert any(d.kind == "text" for d in drawn), f"{name}: nothing was recorded"
        offenders += [f"{name}: {d.kind} {d.px} px {d.what!r}" for d in too_small(drawn, floor, game_id)]
    assert not offenders, f"{len(offenders)} too small ({floor.name} {floor.size}):\n" + "\n".join(offenders)


def main() -> None:
    """``python -m tests.test_drawn_sizes [en|fr]``: the smallest die face and text drawn, per
    game and mode, over every screenshot position (the figures in docs/display.md)."""
    import os
    import sys

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ludicitude.app import App
    from ludicitude.settings import Settings

    language = sys.argv[1] if len(sys.argv) > 1 else "en"
    print(f"| mode | game | positions | smallest die | smallest text | too small |  ({language})")
    for floor in FLOORS:
        for game_id in GAME_IDS:
            app = App(Settings(language=language, animation="instant", projector=floor.projector),
                      size=floor.size, persist_settings=False)
            app.seed = 1
            positions = screenshot_positions(GAMES[game_id])(app)
            drawn = {name: drawn_at(app, make) for name, make in positions.items()}
            every = [d for seen in drawn.values() for d in seen]
            dice = [d.px for d in every if d.kind == "die"]
            text = [d.px for d in every if d.kind == "text"]
            small = sum(len(too_small(seen, floor, game_id)) for seen in drawn.values())
            print(f"| {floor.name} {floor.size[0]}x{floor.size[1]} | {game_id} | {len(drawn)} | "
                  f"{min(dice) if dice else '-'} | {min(text)} | {small} |")
            app.stack.clear()
            app.close()


if __name__ == "__main__":
    main()
