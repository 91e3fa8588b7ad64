"""Perudo declares itself to Ludicitude (registered in this distribution's ``pyproject.toml``
under ``ludicitude.games``). Its parts are where the folder shape puts them, so none is named:
the rules screen's example in ``examples.py``, the phone screen in ``phone.js`` with its words
and facts in ``texts.py``."""

from ludicitude.core.i18n import N_
from ludicitude.core.spec import GameSpec

SPEC = GameSpec(
    id="perudo",
    name="Perudo",
    pitch=N_("Liar's dice: five dice under your cup; bid on the whole table, or call Dudo."),
    min_seats=2,
    max_seats=6,
    package="perudo",
    hands_dealt=True,
    tile_dice=(1, 4, 4, 4),  # "four fours", with a wild one
    art="art.png",  # the launcher's picture, beside these modules
    demo_moments=("dudo", "out"),
    bench_seats=3,
    locale="locale",
)
