"""Corsaire in words: the faces, each event of the log, action labels, plan previews, and the
rulings a player asks about.

No pygame here; every visible string goes through ``_`` (English source, French in
``locale/fr/corsaire.po``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ludicitude.core.game import Event
from ludicitude.core.series import ScoreSeries, sample_scores
from ludicitude.core.i18n import N_, _, n_
from ludicitude.phones.words import counted
from ludicitude.games.corsaire.events import (
    BankEmpty,
    Bust,
    Cannon,
    FiveCannons,
    FiveCoins,
    FiveSkulls,
    GameOver,
    NoResult,
    Rolled,
    Skull,
    Result,
    Stopped,
    result_event,
)
from ludicitude.games.corsaire.rules import (
    CANNON,
    CROSSED_BONES,
    RESOLVING,
    SKULL,
    Reroll,
    PlanStep,
    Resolve,
    State,
    StepKind,
    StopRolling,
    settle,
)

_FACE_NAMES = {
    1: N_("1 coin"),
    2: N_("2 coins"),
    3: N_("3 coins"),
    CANNON: N_("Cannon"),
    SKULL: N_("Skull"),
    CROSSED_BONES: N_("Crossed bones"),
}


def face_name(face: int) -> str:
    """The name of a face: "2 coins", "Cannon", "Skull", "Crossed bones"."""
    return _(_FACE_NAMES[face])


def faces_text(faces: Sequence[int]) -> str:
    """Dice faces as a list of names, in the order of the dice."""
    return ", ".join(face_name(f) for f in faces)


def dice_list(dice: Sequence[int]) -> str:
    """Dice by their numbers on screen (1-5), from their indices: "1, 3 and 4"."""
    numbers = [str(i + 1) for i in dice]
    if len(numbers) == 1:
        return numbers[0]
    return _("{first} and {last}").format(first=", ".join(numbers[:-1]), last=numbers[-1])


def rolling_text(name: str, rerolled: Sequence[int]) -> str:
    """While the dice tumble: who rolls, and which dice when only some are rerolled."""
    if not rerolled or len(rerolled) == 5:
        return _("{name} rolls the dice…").format(name=name)
    if len(rerolled) == 1:
        return _("{name} rerolls die {die}…").format(name=name, die=rerolled[0] + 1)
    return _("{name} rerolls dice {dice}…").format(name=name, dice=dice_list(rerolled))


def result_label(result: PlanStep, names: Sequence[str]) -> str:
    """One entry of a plan, short: "Cannon + 3", "Skull + 2 on Bob", "Five Cannons"."""
    kind = result.kind
    if kind is StepKind.CANNON:
        return _("Cannon + {coin}").format(coin=result.coin)
    if kind is StepKind.SKULL and result.victim is not None:
        return _("Skull + {coin} on {victim}").format(coin=result.coin, victim=names[result.victim])
    if kind is StepKind.FIVE_COINS:
        return _("Five coins: the King's gold")
    if kind is StepKind.FIVE_SKULLS and result.victim is not None:
        return _("Five Skulls: all of {victim}'s gold").format(victim=names[result.victim])
    return _("Five Cannons: the whole Bank")


def plan_label(plan: Sequence[PlanStep], names: Sequence[str]) -> str:
    """A whole plan, in the order it applies (a plan holds at most two results)."""
    labels = [result_label(r, names) for r in plan]
    if not labels:
        return _("Nothing to apply")
    first, *then = labels
    return _("{first}, then {second}").format(first=first, second=then[0]) if then else first


def action_label(action: Any, names: Sequence[str]) -> str:
    """A short label for a button or a log line of what a player chose."""
    if isinstance(action, StopRolling):
        return _("Stop and apply")
    if isinstance(action, Reroll):
        if len(action.dice) == 1:
            return _("Reroll die {die}").format(die=action.dice[0] + 1)
        return _("Reroll dice {dice}").format(dice=" ".join(str(i + 1) for i in action.dice))
    if isinstance(action, Resolve):
        return plan_label(action.plan, names)
    return str(action)


def describe(event: Event, names: Sequence[str]) -> str:
    """One event of the log, in words, with ``names[seat]`` for each seat."""
    match event:
        case Rolled(seat=seat, faces=faces, rerolled=rerolled, first=first):
            name = names[seat]
            if first:
                return _("{name} rolls: {faces}.").format(name=name, faces=faces_text(faces))
            came = faces_text([faces[i] for i in rerolled])
            if len(rerolled) == 1:
                return _("{name} rerolls die {die}: {came}. Dice now: {faces}.").format(
                    name=name, die=rerolled[0] + 1, came=came, faces=faces_text(faces))
            return _("{name} rerolls dice {dice}: {came}. Dice now: {faces}.").format(
                name=name, dice=dice_list(rerolled), came=came, faces=faces_text(faces))
        case Bust(seat=seat, crosses=crosses, paid=paid):
            if paid == 0:
                return _(
                    "{crosses} crossed bones! {name} loses the turn and has no gold to pay the King."
                ).format(
                    crosses=crosses, name=names[seat])
            return _("{crosses} crossed bones! {name} loses the turn and pays {paid} to the King.").format(
                crosses=crosses, name=names[seat], paid=paid)
        case Stopped(seat=seat):
            return _("{name} stops rolling.").format(name=names[seat])
        case NoResult(seat=seat):
            return _("{name} has nothing to pair: no gold this turn.").format(name=names[seat])
        case BankEmpty(unplayed=unplayed):
            return _bank_empty_text(unplayed)
        case GameOver():
            return _game_over_text(event, names)
        case Cannon() | Skull() | FiveCoins() | FiveSkulls() | FiveCannons():
            return _result_text(event, names)
    return event.kind


def _result_text(event: Result, names: Sequence[str]) -> str:
    name = names[event.seat]
    match event:
        case Cannon(coin=coin, taken=taken, king_takes=king, bank_before=bank):
            if taken == coin:
                return _("Cannon + {coin}: {name} takes {taken}, the King takes {king}.").format(
                    coin=coin, name=name, taken=taken, king=king)
            return _(
                "Cannon + {coin}: {name} takes {taken}, the King takes {king}; the Bank only had {bank}."
            ).format(
                coin=coin, name=name, taken=taken, king=king, bank=bank)
        case Skull(coin=coin, victim=victim, taken=0):  # a theft of nothing is told as nothing
            return _("Skull + {coin}: {victim} has nothing, {name} robs nothing.").format(
                coin=coin, name=name, victim=names[victim])
        case Skull(coin=coin, victim=victim, taken=taken):
            if taken == coin:
                return _("Skull + {coin}: {name} robs {victim} of {taken}.").format(
                    coin=coin, name=name, victim=names[victim], taken=taken)
            return _("Skull + {coin}: {name} robs {victim} of {taken}, all {victim} had.").format(
                coin=coin, name=name, victim=names[victim], taken=taken)
        case FiveCoins(taken=taken):
            return _("Five coins! {name} takes all the King's gold: {taken}.").format(name=name, taken=taken)
        case FiveSkulls(victim=victim, taken=0):
            return _("Five Skulls! {victim} has nothing: {name} takes nothing.").format(
                name=name, victim=names[victim])
        case FiveSkulls(victim=victim, taken=taken):
            return _("Five Skulls! {name} takes all of {victim}'s gold: {taken}.").format(
                name=name, victim=names[victim], taken=taken)
    return _("Five Cannons! {name} takes the whole Bank: {taken}.").format(name=name, taken=event.taken)


def _bank_empty_text(unplayed: int) -> str:
    """The Bank emptied ends the game at once, pairs left unplayed (RULINGS.md "Corsaire")."""
    if unplayed == 0:
        return _("The Bank is empty: the game ends.")
    if unplayed == 1:
        return _("The Bank is empty: the game ends, and the last pair is not played.")
    return n_("The Bank is empty: the game ends, and {count} pair is not played.",
              "The Bank is empty: the game ends, and {count} pairs are not played.", unplayed).format(count=unplayed)


def _game_over_text(event: GameOver, names: Sequence[str]) -> str:
    winners = event.winners
    best = event.gold[winners[0]]
    if len(winners) == 1:
        return _("{name} wins with {gold} gold.").format(name=names[winners[0]], gold=best)
    return _("Shared win: {names}, with {gold} gold each.").format(
        names=", ".join(names[s] for s in winners), gold=best)


def why_ended(state: Any, names: Sequence[str]) -> str:
    """Why the game ended, in the rule card's words (the end screen's line)."""
    return _("There are no coins left in the Bank: the game stops at once. The most gold wins.")


def since_told(events: Sequence[Event], seat: int) -> list[Event]:
    """What the story panel tells ``seat`` at the start of their turn: the others' moves since
    ``seat`` last acted, in as few lines as can say them: a roll is left out when its turn goes on
    (the next event is the same player's: another roll, a stop, a result, a bust, nothing to
    pair: that one tells it), "stops rolling" always, and ``seat``'s own events (its dice are on
    show); [] if nobody else moved."""
    kept: list[Event] = []
    for i, e in enumerate(events):
        who = getattr(e, "seat", None)
        if who == seat or isinstance(e, Stopped):
            continue
        if isinstance(e, Rolled) and i + 1 < len(events) and getattr(events[i + 1], "seat", None) == who:
            continue
        kept.append(e)
    return kept


def plan_preview(state: State, plan: Sequence[PlanStep], names: Sequence[str]) -> list[str]:
    """What a plan would do, one sentence per result, before the player confirms it.

    Works on a view too (no dice are needed): the plan is settled on the amounts alone.
    """
    seat = state.active
    steps, _bank, _king, _gold, ends = settle(plan, seat, state.bank, state.king_share, state.gold)
    lines = [_result_text(result_event(seat, step), names) for step in steps]
    if ends:
        lines.append(_bank_empty_text(len(plan) - len(steps)))
    return lines


def turn_hint(state: State) -> str:
    """What the active player may do now, in one line."""
    if state.is_over:
        return _("The game is over.")
    if state.phase == RESOLVING:
        return _resolving_hint(state)
    left = state.rerolls_left
    if left == 2:
        return _("Choose dice to reroll (2 rerolls left), or stop and apply.")
    return _("Choose dice to reroll (1 reroll left), or stop and apply.")


def _resolving_hint(state: State) -> str:
    """The line over the pairs: it asks only for the choices the dice leave (five coins leave
    none, one Skull and one coin leave only whom it robs)."""
    plans = [a.plan for a in state.legal_actions(state.active) if isinstance(a, Resolve)]
    pairings = {tuple((step.kind, step.coin) for step in plan) for plan in plans}
    robs = any(step.victim is not None for plan in plans for step in plan) and state.num_seats > 2
    if len(pairings) > 1 and robs:
        return _("Choose how to pair your dice, and whom each Skull robs.")
    if len(pairings) > 1:
        return _("Choose how to pair your dice, then apply them.")
    if robs:
        return _("Choose whom the Skull robs, then apply your dice.")
    return _("Nothing to choose: apply your dice.")


def rules_summary() -> list[str]:
    """The rulings a player asks about, in our own words (RULINGS.md "Corsaire")."""
    return [
        _("Roll five dice, then reroll any of them up to two times. Crossed bones stay locked."),
        _("3 crossed bones or more: the turn ends at once and you pay 3 gold to the King "
          "(all you have if fewer)."),
        _("After the second reroll the rolling stops by itself. With no pair, the turn passes."),
        _("Every result is compulsory: pair as many coin dice as you can with your Cannons and Skulls."),
        _("You choose which dice pair, in which order they apply, and whom each Skull robs."),
        _("Cannon + coin: take that many from the Bank, and the King takes as many. If the Bank "
          "is short, it is shared, the odd coin going to the King."),
        _("Skull + coin: rob another player of that many, or all they have if fewer."),
        _("Five coins: take the King's gold. Five Skulls: take all of one player's gold. "
          "Five Cannons: take the whole Bank, and the game ends."),
        _("The game ends at once when the Bank is empty: pairs not yet applied are lost."),
        _("Most gold wins; a tie is shared. The King is not a player."),
    ]


def progress(state: Any) -> str:
    """How far a saved game has gone, for the Saved games list: the gold left in the Bank."""
    return _("{gold} gold left in the Bank").format(gold=state.bank)


def step_of(state: Any) -> Any:
    """What changes from one turn to the next (the active player): the chart's steps, the replay's Up/Down."""
    return state.active


def score_series(states: Iterable[Any]) -> ScoreSeries:
    """Each player's gold by turn, for the end screen's chart."""
    return sample_scores(states, step_of, N_("Turn"),
                         lambda s: sum(1 for e in s.events if isinstance(e, Rolled) and e.first) - 1,
                         N_("Gold"))


def phone_words() -> dict[str, Any]:
    """Every word of this game's screen on the phone (``phone.js``), in the app's language."""
    return {
        "cor_roll": counted(lambda n: n_("Your dice: tap the ones to reroll ({count} reroll left), or stop.",
                                         "Your dice: tap the ones to reroll ({count} rerolls left), or stop.", n), 2),
        "cor_reroll": counted(lambda n: n_("Reroll {count} die", "Reroll {count} dice", n), 5),
        "cor_stop": _("Stop and apply"),
        "cor_pair": _("Pair your dice: choose the first result."),
        "cor_then": _("Then:"),
        "cor_apply": _("Apply"),
        "cor_again": _("Start over"),
        "cor_nothing": _("No pair: the turn passes."),
        "cor_gold": _("Your gold: {gold} · Bank: {bank} · King: {king}"),
    }


def phone_facts(view: State, seat: int, names: Sequence[str]) -> dict[str, Any]:
    """The faces' names, and each legal plan's results and what the plan would do, for the phone."""
    plans = [a.plan for a in view.legal_actions(seat) if isinstance(a, Resolve)]
    return {"faces": {face: face_name(face) for face in range(1, 7)},
            "plans": [{"steps": [result_label(r, names) for r in plan],
                       "preview": plan_preview(view, plan, names)} for plan in plans]}


def victim_label(step: PlanStep, victim: str) -> str:
    """Whom a Skull robs, in words: whom the Five Skulls rob, or which Skull (by its coin) robs
    whom, so that with two Skulls the two choices differ."""
    if step.kind is StepKind.FIVE_SKULLS:
        return _("Five Skulls rob {victim}").format(victim=victim)
    return _("Skull + {coin} robs {victim}").format(coin=step.coin, victim=victim)


def victim_caption(step: PlanStep) -> str:
    """The caption of a Skull's victim selector, the victim on the selector beside it: "Skull + 3
    robs" (or "Five Skulls rob")."""
    if step.kind is StepKind.FIVE_SKULLS:
        return _("Five Skulls rob")
    return _("Skull + {coin} robs").format(coin=step.coin)


def rolling_hint(reroll: str, stop: str, undo: str) -> str:
    """The tray's keys while rolling, each named by its key."""
    return _("Keys: 1-5 pick dice, {reroll} reroll, {stop} stop and apply, {undo} undo.").format(
        reroll=reroll, stop=stop, undo=undo)


def face_legend() -> list[str]:
    """What the Cannon, the Skull and the crossed bones do, a line each: the reminder under the
    buttons while the dice are rolled (the rules in full are on F1)."""
    return [_("Cannon + coins: taken from the Bank"), _("Skull + coins: robbed from a player"),
            _("3 crossed bones: turn lost")]
