"""What the phone page says: every word it shows, in the app's language, and for each game the
few facts it needs in words or worked out from the seat's own view (no network, no pygame).

The page holds no words of its own: it fills these in with ``{placeholders}`` replaced and names
set as text only, so the page speaks whatever language the big screen speaks.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ludicitude.core.i18n import _


def page_strings() -> dict[str, str]:
    """Every word the phone page shows, in the app's language."""
    return {
        "title": _("Ludicitude"),
        "room": _("Room code"),
        "pick": _("Which seat is yours?"),
        "join": _("Join"),
        "taken": _("taken"),
        "computer": _("computer"),
        "you": _("You are {name}"),
        "wait": _("Watch the big screen: it is not your move."),
        "set_die": _("Set your die in secret"),
        "confirm": _("Confirm {face}"),
        "chosen": _("You set {face}. Wait for the reveal."),
        "pick_face": _("Tap a face, then confirm."),
        "over": _("The game is over: see the big screen."),
        "lost": _("Connection lost: trying again..."),
        "play_here": _("Play on this device"),
        "scores": _("Scores"),
        "other_game": _("This game is played on the big screen."),
        "sure": _("Sure? Tap again"),
        "confirm_move": _("Confirm"),
        # Cadenas
        "cad_white": _("White sum {total}: cross it in one row of your sheet, or not."),
        "cad_pencilled": _("You cross {number} in {row}. Tap it again to take it back."),
        "cad_done": _("Done: the table moves on"),
        "cad_done_grey": _("Done without a cross: a grey box"),
        "cad_wait_done": _("{name} says Done when everyone has crossed."),
        "cad_action2": _("Your action 2: a white die plus a coloured die, in that colour's row."),
        "cad_pick": _("Tap a lit box, then confirm."),
        "cad_pass": _("Pass"),
        "cad_pass_grey": _("Pass: a grey box"),
        "cad_grey": _("Grey boxes: {count} of 4 (-5 each)"),
        "cad_closed": _("closed"),
        # Quatre Cartes
        "car_turn": _("Your roll: tap dice, then the card to put them on."),
        "car_picked": _("Tap the card to put them on."),
        "car_end": _("Placed. Roll again with your other dice, or stop."),
        "car_continue": _("Roll again ({count} left)"),
        "car_stop": _("Stop: keep every card"),
        "car_take": _("Stop and take back {card} (it scores 0)"),
        "car_stopped": _("You have stopped this round."),
        "car_hand": _("Dice still to roll: {count}"),
        # Corsaire
        "cor_roll": _("Your dice: tap the ones to reroll ({left} rerolls left), or stop."),
        "cor_reroll": _("Reroll {count} of your dice"),
        "cor_stop": _("Stop and apply"),
        "cor_pair": _("Pair your dice: choose the first result."),
        "cor_then": _("Then:"),
        "cor_apply": _("Apply"),
        "cor_again": _("Start over"),
        "cor_nothing": _("No pair: the turn passes."),
        "cor_gold": _("Your gold: {gold} · Bank: {bank} · King: {king}"),
    }


def game_facts(game: str, view: Any, seat: int, names: Sequence[str]) -> dict[str, Any]:
    """What the page of ``game`` needs beyond the view's data, worked out from the seat's view."""
    if game == "cadenas":
        from ludicitude.games.cadenas import texts as cadenas

        return {"rows": {row: cadenas.row_title(row) for row in ("red", "yellow", "green", "blue")},
                "pass_costs": seat == view.active and cadenas.pass_costs_grey_box(view)}
    if game == "magouille":  # what the big screen's side panel says: round, step, target, minimum
        from ludicitude.games.magouille import texts as magouille

        lines = [_("Round {round} · {step}").format(round=view.round, step=magouille.step_title(view.step)),
                 _("Target: above {target} points").format(target=view.target)]
        if view.minimum_total is not None:
            lines.append(_("Minimum total to reach: {total}").format(total=view.minimum_total))
        return {"lines": lines}
    if game == "corsaire":
        from ludicitude.games.corsaire import rules as corsaire_rules
        from ludicitude.games.corsaire import texts as corsaire

        plans = [a.plan for a in view.legal_actions(seat) if isinstance(a, corsaire_rules.Resolve)]
        return {"faces": {face: corsaire.face_name(face) for face in range(1, 7)},
                "plans": [{"steps": [corsaire.result_label(r, names) for r in plan],
                           "preview": corsaire.plan_preview(view, plan, names)} for plan in plans]}
    return {}
