"""Cadenas declares itself: everything the program needs to know of it, in one place
(registered in ``pyproject.toml`` under ``ludicitude.games``)."""

from ludicitude.core.i18n import N_
from ludicitude.core.spec import GameSpec, PhoneScreen, Ref

SPEC = GameSpec(
    id="cadenas",
    name="Cadenas",
    pitch=N_("Fill four coloured rows from shared dice; rows lock."),
    min_seats=2,
    max_seats=6,
    package="ludicitude.games.cadenas",
    rules_example=Ref(".examples:draw_rules_example"),
    bench_scene=Ref(".bench_scene:bench_scene"),
    coach=Ref(".coach:advise"),
    phone=PhoneScreen(script="phone.js", words=Ref(".texts:phone_words"),
                      facts=Ref(".texts:phone_facts")),
    tile_dice=(6, 5, 1),
    art="art.png",
    demo_moments=("lock", "row_closed"),
    bench_seats=2,
    order=3,
)
