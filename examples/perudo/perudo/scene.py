"""Perudo's screen: the framework's table of cups (``ludicitude.ui.cups_table``), declared. The
framework draws every player's cup over dice nobody else sees, the bid on the table, the private
screen behind the hot-seat curtain (the player's own dice and the bid to make), and the reveal
after a Dudo (the cups lift, every die is shown, those that count lit); it places the buttons
and plays the Dudo's story. What is Perudo's own is here: where the dice are, the bid and the
Dudo, the event that lifts the cups, and the words."""

from __future__ import annotations

import pygame

from ludicitude.core.i18n import _
from ludicitude.ui.cups_table import CupsScene, CupsTable
from perudo import rules, texts
from perudo.events import DudoCalled


class GameScene(CupsScene[rules.State]):
    cups_table = CupsTable(
        dice=lambda table, seat: table.cups[seat], hidden=rules.HIDDEN,
        last_bid=lambda table: table.bid, bidder=lambda table: table.bidder,
        bid=rules.Bid, call=rules.Dudo, call_key=pygame.K_d,
        reveal=DudoCalled, shown=lambda dudo: dudo.cups,
        counts=lambda dudo, face: face == dudo.face or (face == 1 and dudo.face != 1),  # ones are wild
        more=lambda: _("More"), fewer=lambda: _("Fewer"),
        bid_words=lambda quantity, face: _("Bid {bid}").format(bid=texts.bid_text(quantity, face)),
        call_words=lambda: _("Dudo!"),
        turn_words=texts.turn_text,
        revealed_words=lambda table: texts.dudo_title(table.round),  # the Dudo's round, as the table shows it
        private_words=lambda name: _("{name}: your dice, seen by you alone").format(name=name),
        curtain_words=lambda table: _("Your dice, in secret: round {round}.").format(round=table.round),
        lifting_words=lambda: _("Dudo! The cups are lifted..."),
        on_table_words=lambda bid, name: _("On the table: {bid}, by {name}").format(bid=texts.bid_text(*bid),
                                                                                   name=name),
        count_words=texts.dice_on_table,
        out_words=lambda: _("out"), own_words=lambda: _("Your dice"),
        refused_words=lambda: _("That bid does not raise the last one: more dice, or a higher face."),
        keys_words=lambda more, fewer, bid, dudo: _(
            "Keys: {more}/{fewer} the number, 1-6 the face, {bid} bids, {dudo} calls Dudo.").format(
            more=more, fewer=fewer, bid=bid, dudo=dudo))
