"""The animation script of an action (``story.effects_for``), without a screen: what moves, in
what order, for how long, and what each step may tell."""

from __future__ import annotations

from ludicitude.core.bots import RandomBot
from ludicitude.games.corsaire.events import Bust, Cannon, FiveCoins, Rolled, Skull
from ludicitude.games.corsaire import rules
from ludicitude.games.corsaire.story import (
    BANK,
    COIN_SECONDS,
    KING,
    ROLL_SECONDS,
    EffectKind,
    effects_for,
)

NAMES = ["Ana", "Bob", "Cyd"]


def test_flying_coins_end_with_the_piles_the_rules_left():
    for seed in range(40):
        state = rules.new_game(2 + seed % 5, seed=seed)
        bot = RandomBot(seed)
        while not state.is_over:
            after = state.apply(state.active, bot.choose(state, state.active))
            new = after.events[len(state.events):]
            effects = effects_for(new, (state.bank, state.king_share, state.gold), ["x"] * 6, 1.0)
            last = effects[-1].amounts if effects else (state.bank, state.king_share, tuple(state.gold))
            assert last == (after.bank, after.king_share, tuple(after.gold))
            state = after


def test_a_cannon_sends_coins_from_the_bank_to_the_player_then_to_the_king():
    events = [Cannon(seat=0, coin=3, taken=3, king_takes=3, bank_before=20, bank=14, king=3)]
    to_player, to_king = effects_for(events, (20, 0, (1, 2)), NAMES, 1.0)
    assert (to_player.kind, to_player.source, to_player.target, to_player.amount) == (EffectKind.COINS, BANK, 0, 3)
    assert (to_king.source, to_king.target, to_king.amount) == (BANK, KING, 3)
    assert to_player.amounts == (17, 0, (4, 2)) and to_king.amounts == (14, 3, (4, 2))
    assert to_king.amounts_before() == to_player.amounts  # while they fly, the coins have not landed
    assert to_player.told == 1  # the result is told while its coins fly


def test_a_roll_is_told_only_once_the_dice_have_landed():
    events = [Rolled(seat=1, faces=(1, 2, 3, 4, 5), rerolled=(0, 2), first=False)]
    (roll,) = effects_for(events, (60, 0, (0, 0)), NAMES, 1.0)
    assert roll.kind is EffectKind.ROLL and roll.rerolled == (0, 2) and roll.told == 0


def test_a_bust_is_shown_in_words_then_the_fine_flies_to_the_king():
    events = [Rolled(seat=0, faces=(6, 6, 6, 1, 2), rerolled=(2,), first=False),
              Bust(seat=0, crosses=3, paid=2)]
    roll, bust, fine = effects_for(events, (50, 8, (2, 0)), NAMES, 1.0)
    assert bust.kind is EffectKind.BUST and bust.faces == roll.faces and "Ana" in bust.text
    assert (fine.source, fine.target, fine.amount, fine.amounts) == (0, KING, 2, (50, 10, (0, 0)))


def test_nothing_moves_for_a_robbery_of_an_empty_purse():
    events = [Skull(seat=0, coin=2, victim=1, taken=0, bank=60, king=0)]
    assert effects_for(events, (60, 0, (0, 0)), NAMES, 1.0) == []


def test_the_animation_speed_scales_every_step():
    events = [Rolled(seat=0, faces=(1, 2, 3, 4, 5), rerolled=(0,), first=False),
              FiveCoins(seat=0, taken=4, bank=56, king=0)]
    roll, coins = effects_for(events, (56, 4, (0, 0)), NAMES, 2.0)
    assert roll.seconds == 2 * ROLL_SECONDS and coins.seconds == 2 * COIN_SECONDS
    assert (coins.source, coins.target) == (KING, 0)
