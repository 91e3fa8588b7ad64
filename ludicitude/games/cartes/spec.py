"""Quatre Cartes declares itself: everything the program needs to know of it, in one place
(registered in ``pyproject.toml`` under ``ludicitude.games``)."""

from ludicitude.core.i18n import N_
from ludicitude.core.spec import GameSpec, PhoneScreen, Ref

SPEC = GameSpec(
    id="cartes",
    name="Quatre Cartes",
    pitch=N_("Eight dice each on four cards: Idem, Suite, Maxi, Neuf. Push your luck."),
    min_seats=2,
    max_seats=6,
    package="ludicitude.games.cartes",
    rules_example=Ref(".examples:draw_rules_example"),
    bench_scene=Ref(".bench_scene:bench_scene"),
    coach=Ref(".coach:advise"),
    phone=PhoneScreen(script="phone.js", words=Ref(".texts:phone_words")),
    tile_dice=(4, 4, 5, 6),
    art="art.png",
    demo_moments=("stopped", "card_scored"),
    bench_seats=2,
    order=2,
)
