"""Corsaire declares itself: everything the program needs to know of it, in one place
(registered in ``pyproject.toml`` under ``ludicitude.games``)."""

from ludicitude.core.i18n import N_
from ludicitude.core.spec import GameSpec, PhoneScreen, Ref

SPEC = GameSpec(
    id="corsaire",
    name="Corsaire",
    pitch=N_("Pirate dice, a Bank of 60 gold coins and the King's share."),
    min_seats=2,
    max_seats=6,
    package="ludicitude.games.corsaire",
    rules_example=Ref(".examples:draw_rules_example"),
    bench_scene=Ref(".bench_scene:bench_scene"),
    coach=Ref(".coach:advise"),
    phone=PhoneScreen(script="phone.js", words=Ref(".texts:phone_words"),
                      facts=Ref(".texts:phone_facts")),
    tile_dice=(3, 2, 1),
    art="art.png",
    demo_moments=("skull", "five_skulls", "five_cannons", "bust"),
    bench_seats=3,
    order=4,
)
