"""Perudo declares itself to Ludicitude (registered in this distribution's ``pyproject.toml``
under ``ludicitude.games``)."""

from ludicitude.core.i18n import N_
from ludicitude.core.spec import GameSpec, PhoneScreen, Ref

SPEC = GameSpec(
    id="perudo",
    name="Perudo",
    pitch=N_("Liar's dice: five dice under your cup; bid on the whole table, or call Dudo."),
    min_seats=2,
    max_seats=6,
    package="perudo",
    rules_example=Ref(".examples:draw_rules_example"),
    phone=PhoneScreen(script="phone.js", words=Ref(".texts:phone_words"), facts=Ref(".texts:phone_facts")),
    hands_dealt=True,
    tile_dice=(1, 4, 4, 4),  # "four fours", with a wild one
    art="art.png",  # the launcher's picture, beside these modules
    demo_moments=("dudo", "out"),
    bench_seats=3,
    locale="locale",
)
