"""Magouille declares itself: everything the program needs to know of it, in one place
(registered in ``pyproject.toml`` under ``ludicitude.games``)."""

from ludicitude.core.i18n import N_
from ludicitude.core.spec import GameSpec, PhoneScreen, Ref

SPEC = GameSpec(
    id="magouille",
    name="Magouille",
    pitch=N_("Set your die in secret, twice: bluff, alliances, lowest unique face."),
    min_seats=3,
    max_seats=8,
    package="ludicitude.games.magouille",
    rules_example=Ref(".examples:draw_rules_example"),
    bench_scene=Ref(".bench_scene:bench_scene"),
    coach=Ref(".coach:advise"),
    tally=Ref(".rules:game_tally"),
    phone=PhoneScreen(script="phone.js", words=Ref(".texts:phone_words"),
                      facts=Ref(".texts:phone_facts")),
    tile_dice=(2, 3, 3, 4),
    art="art.png",
    demo_moments=("scored", "nobody_scores", "lost", "eliminated"),
    demo_options={"length": "short"},  # the demo plays the short game (50 points, win above 100)
    bench_seats=3,
    order=1,
)
