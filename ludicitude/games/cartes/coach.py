"""The coach at Quatre Cartes: the expert's move for the player to act, and one line of why
(``core/coach.py``), from the player's own view and the cards on the table."""

from __future__ import annotations

from collections.abc import Sequence

from ludicitude.core.coach import Advice, expert_action
from ludicitude.core.i18n import _, n_
from ludicitude.games.cartes import texts
from ludicitude.games.cartes.bots import make_bot
from ludicitude.games.cartes.rules import CARDS, IDEM, Continue, Place, State, card_name, card_rank


def standing(view: State, seat: int, card: str, combo: Sequence[int]) -> int:
    """How many other players hold a better combination than ``combo`` on ``card`` now."""
    c = CARDS.index(card)
    mine = card_rank(card, combo)
    return sum(1 for s in range(view.num_seats)
               if s != seat and view.cards[s][c] and card_rank(card, view.cards[s][c]) > mine)


def others_best(view: State, seat: int, card: str) -> int:
    """The most dice any other player has on ``card``."""
    c = CARDS.index(card)
    return max((len(view.cards[s][c]) for s in range(view.num_seats) if s != seat), default=0)


def place_why(view: State, seat: int, action: Place) -> str:
    c = CARDS.index(action.card)
    combo = tuple(sorted((*view.cards[seat][c], *action.faces)))
    better = standing(view, seat, action.card, combo)
    name = card_name(action.card)
    if action.card == IDEM:
        best = others_best(view, seat, IDEM)
        head = _("Idem with {count} × {face}").format(count=len(combo), face=combo[0])
        if better == 0 and best == 0:
            return _("{head}: nobody else has an Idem yet.").format(head=head)
        if better == 0:
            return n_("{head}: the others have at most {best} die there.", "{head}: the others have at most {best} "
                      "dice there.", best).format(head=head, best=best)
        return _("{head}: the best two on a card score, and it can grow next turn.").format(head=head)
    if better == 0:
        return _("{card} at {faces}: the best on the table so far.").format(
            card=name, faces=texts.faces_text(combo))
    if better == 1:
        return _("{card} at {faces}: second on the table, and the best two on a card score.").format(
            card=name, faces=texts.faces_text(combo))
    return n_("{card} at {faces}: {count} player is ahead there for now, and it can still grow.",
              "{card} at {faces}: {count} players are ahead there for now, and it can still grow.", better).format(
        card=name, faces=texts.faces_text(combo), count=better)


def advise(view: State, seat: int, names: Sequence[str]) -> Advice:
    """The expert's move for ``seat`` (to act) and why, from ``view`` (``state.view(seat)``)."""
    action = expert_action(make_bot, view, seat)
    what = texts.action_label(action, names)
    if isinstance(action, Place):
        why = place_why(view, seat, action)
    elif isinstance(action, Continue):
        left = view.in_hand[seat]
        why = _("Your other dice roll again next turn: the cards can still improve.") if left > 1 else \
            _("Your last die rolls again next turn: a card can still improve.")
    elif action.take_back is not None:
        why = _("Take back {card}: it ranks below the best two, where it would cost 5 points.").format(
            card=card_name(action.take_back))
    else:
        why = _("Your cards stand well now: another roll risks more than it adds.")
    return Advice(action, what, why)
