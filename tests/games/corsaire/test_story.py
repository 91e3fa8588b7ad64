"""Corsaire's story (``story.story``): an action's timeline, without a screen: what moves, in
what order, for how long, and what each beat may tell."""

from __future__ import annotations

from ludicitude.core.bots import RandomBot
from ludicitude.core.game import Event
from ludicitude.core.timeline import COIN_SECONDS, NOTICE_SECONDS, TUMBLE_SECONDS, CoinMove, Notice, Timeline, Tumble
from ludicitude.games.corsaire.events import Bust, Cannon, FiveCoins, Rolled, Skull
from ludicitude.games.corsaire import rules
from ludicitude.games.corsaire.story import BANK, KING, piles, story

NAMES = ["Ana", "Bob", "Cyd"]


def beats_of(events: list[Event]) -> list:
    state = rules.new_game(3, seed=1)
    return story(state, state, events, NAMES)


def test_flying_coins_end_with_the_piles_the_rules_left():
    for seed in range(40):
        state = rules.new_game(2 + seed % 5, seed=seed)
        bot = RandomBot(seed)
        while not state.is_over:
            after = state.apply(state.active, bot.choose(state, state.active))
            new = after.events[len(state.events):]
            landed = piles((state.bank, state.king_share, tuple(state.gold)), story(state, after, new, ["x"] * 6))
            assert landed == (after.bank, after.king_share, tuple(after.gold))
            state = after


def test_five_coins_the_dice_tumble_then_the_kings_gold_flies_to_the_player():
    """Rule card: "5 dés Pièces : le joueur vole toutes les pièces d'or du Roi"."""
    events = [Rolled(seat=0, faces=(1, 1, 1, 1, 1), rerolled=(0,), first=False),
              FiveCoins(seat=0, taken=4, bank=56, king=0)]
    roll, coins = beats_of(events)
    assert isinstance(roll, Tumble) and roll.faces == (1, 1, 1, 1, 1) and roll.told == 0  # told once landed
    assert isinstance(coins, CoinMove) and (coins.source, coins.target, coins.amount) == (KING, 0, 4)
    assert coins.told == 2  # the result is told while its coins fly
    timeline = Timeline([roll, coins], 1.0)
    assert timeline.total == TUMBLE_SECONDS + COIN_SECONDS and timeline.now() == [roll]
    timeline.advance(TUMBLE_SECONDS)
    assert timeline.now() == [coins]


def test_a_cannon_sends_coins_from_the_bank_to_the_player_then_as_many_to_the_king():
    """Rule card: "Dé Canon + dé Pièce": the player takes from the Bourse, then the King's share."""
    events = [Cannon(seat=0, coin=3, taken=3, king_takes=3, bank_before=20, bank=14, king=3)]
    to_player, to_king = beats_of(events)
    assert (to_player.source, to_player.target, to_player.amount) == (BANK, 0, 3)
    assert (to_king.source, to_king.target, to_king.amount) == (BANK, KING, 3)
    assert piles((20, 0, (1, 2)), [to_player]) == (17, 0, (4, 2))  # while the King's fly, the player's have landed
    assert piles((20, 0, (1, 2)), [to_player, to_king]) == (14, 3, (4, 2))


def test_three_crossed_bones_the_bust_is_told_over_the_dice_then_the_fine_flies_to_the_king():
    """Rule card: "au moins 3 Croix, il doit donner 3 pièces au Roi, il passe son tour"."""
    events = [Rolled(seat=0, faces=(6, 6, 6, 1, 2), rerolled=(2,), first=False),
              Bust(seat=0, crosses=3, paid=2)]
    roll, bust, fine = beats_of(events)
    assert isinstance(bust, Notice) and "Ana" in bust.text and bust.bad and bust.seconds == NOTICE_SECONDS
    assert bust.skippable and bust.holds_end  # the skip key ends it; the ranking waits for it
    assert (fine.source, fine.target, fine.amount) == (0, KING, 2)


def test_nothing_moves_for_a_robbery_of_an_empty_purse():
    assert beats_of([Skull(seat=0, coin=2, victim=1, taken=0, bank=60, king=0)]) == []


def test_the_animation_speed_scales_every_beat():
    events = [Rolled(seat=0, faces=(1, 2, 3, 4, 5), rerolled=(0,), first=False),
              FiveCoins(seat=0, taken=4, bank=56, king=0)]
    timeline = Timeline(beats_of(events), 2.0)
    assert timeline.lengths == [2 * TUMBLE_SECONDS, 2 * COIN_SECONDS]
    assert Timeline(beats_of(events), 0.0).done  # animations off: nothing to play


def test_coins_in_the_air_have_left_their_pile_and_not_reached_the_other():
    """Rule card: "Tête de mort + Pièce : le joueur vole ce nombre de pièces à un adversaire":
    the robbed coins leave the victim's purse as they fly, and land in the robber's."""
    events = [Skull(seat=0, coin=3, victim=1, taken=3, bank=50, king=0)]
    (robbed,) = beats_of(events)
    assert (robbed.source, robbed.target, robbed.amount) == (1, 0, 3)
    assert piles((50, 0, (2, 7, 0)), [], lifted=[robbed]) == (50, 0, (2, 4, 0))
    assert piles((50, 0, (2, 7, 0)), [robbed]) == (50, 0, (5, 4, 0))
