"""Magouille in words: the log's events, action labels, step titles and the rules in brief.

Everything here is translated when called (``_``), so a screen redrawn after a language change
speaks the new language.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ludicitude.core.game import Event
from ludicitude.core.series import ScoreSeries, sample_scores
from ludicitude.core.i18n import N_, _, signed
from ludicitude.core.i18n import n_
from ludicitude.games.magouille.events import (
    Chosen,
    Eliminated,
    FaceSet,
    GameOver,
    Lost,
    NobodyScores,
    Revealed,
    RoundStarted,
    Scored,
    TalkEnded,
)
from ludicitude.games.magouille.rules import (
    FINAL_SECRET,
    FIRST_SECRET,
    TALK_BEFORE_FINAL,
    TALK_BEFORE_FIRST,
    EndTalk,
    SetFace,
)


def join_names(names: Sequence[str]) -> str:
    """"Ana", "Ana and Bob", "Ana, Bob and Cy"."""
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    return _("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


def faces_shown(faces: Sequence[int | None], names: Sequence[str]) -> str:
    """The faces of a reveal, seat by seat: "Ana: 2, Bob: 3" (players out of the game left out)."""
    return ", ".join(
        _("{name}: {face}").format(name=names[s], face=f) for s, f in enumerate(faces) if f is not None
    )


def face_list(faces: Sequence[int]) -> str:
    """Cancelled faces as a list: "2", "2 and 4"."""
    return join_names([str(f) for f in faces])


def _round_started(e: RoundStarted, names: Sequence[str]) -> str:
    return _("Round {round} begins: talk freely and agree, or not, on a minimum total.").format(
        round=e.round)


def _talk_ended(e: TalkEnded, names: Sequence[str]) -> str:
    # "move on" is pressed for the whole table by whoever is at the keyboard: the seat the rules
    # record (the first player still in the game) is not who pressed it, so no name is given
    if e.talk == 1:
        return _("The table ends the talk: everyone sets a die in secret.")
    return _("The table ends the talk: everyone sets a die again, in secret.")


def _face_set(e: FaceSet, names: Sequence[str]) -> str:
    return _("{name} secretly sets the die to {face}.").format(name=names[e.seat], face=e.face)


def _chosen(e: Chosen, names: Sequence[str]) -> str:
    return _("{name} has chosen.").format(name=names[e.seat])


def _revealed(e: Revealed, names: Sequence[str]) -> str:
    shown = faces_shown(e.faces, names)
    if e.reveal == 1:
        return _("First reveal: {faces}. The minimum total is {total}; each player pays their face.").format(
            faces=shown, total=e.total)
    return _("Second reveal: {faces}. The final total is {total} (minimum {minimum}).").format(
        faces=shown, total=e.total, minimum=e.minimum_total)


def _scored(e: Scored, names: Sequence[str]) -> str:
    values = {"name": names[e.seat], "face": e.face, "points": e.points,
                  "final": e.final_total, "minimum": e.minimum_total, "cancelled": face_list(e.cancelled)}
    if e.cancelled:
        return _("{final} reaches the minimum {minimum}. Shared faces cancel out ({cancelled}); "
                 "{name} alone showed {face} and scores {points}.").format(**values)
    return _("{final} reaches the minimum {minimum}: {name} showed the smallest face, {face}, "
             "and scores {points}.").format(**values)


def _nobody_scores(e: NobodyScores, names: Sequence[str]) -> str:
    return _("{final} reaches the minimum {minimum}, but every face is shared ({cancelled}): "
             "nobody scores.").format(final=e.final_total, minimum=e.minimum_total,
                                      cancelled=face_list(e.cancelled))


def _lost(e: Lost, names: Sequence[str]) -> str:
    losers = e.seats_losing
    values = {"names": join_names([names[s] for s in losers]), "face": e.face, "points": e.points,
                  "final": e.final_total, "minimum": e.minimum_total}
    if len(losers) == 1:
        return _("{final} is short of the minimum {minimum}: {names} showed the smallest face, {face}, "
                 "and loses {points}.").format(**values)
    return _("{final} is short of the minimum {minimum}: {names} showed the smallest face, {face}, "
             "and each loses {points}.").format(**values)


def _eliminated(e: Eliminated, names: Sequence[str]) -> str:
    return _("{name} is below 0 ({score}) and leaves the game.").format(name=names[e.seat], score=signed(e.score))


def _game_over(e: GameOver, names: Sequence[str]) -> str:
    who = join_names([names[s] for s in e.winners])
    if e.reason == "target":
        return _("{names} passes {target} points and wins the game!").format(names=who, target=e.target)
    if e.reason == "last_standing":
        return _("{names} is the last player standing and wins the game!").format(names=who)
    if len(e.winners) == 1:
        return _("Everyone left the game in the same round; {names} had the highest score and wins.").format(
            names=who)
    return _("Everyone left the game in the same round; {names} share the highest score and the win.").format(
        names=who)


def describe(event: Event, names: Sequence[str]) -> str:
    """One event of the log in words, in the current language; ``names[seat]`` names each seat."""
    match event:
        case RoundStarted():
            return _round_started(event, names)
        case TalkEnded():
            return _talk_ended(event, names)
        case FaceSet():
            return _face_set(event, names)
        case Chosen():
            return _chosen(event, names)
        case Revealed():
            return _revealed(event, names)
        case Scored():
            return _scored(event, names)
        case NobodyScores():
            return _nobody_scores(event, names)
        case Lost():
            return _lost(event, names)
        case Eliminated():
            return _eliminated(event, names)
        case GameOver():
            return _game_over(event, names)
    raise ValueError(f"not a Magouille event: {event!r}")


def last_told(events: Sequence[Event], names: Sequence[str]) -> str:
    """The latest of ``events`` that says something, in words (the log's sentence)."""
    return next((text for text in (describe(e, names) for e in reversed(events)) if text), "")


def banner_line(events: Sequence[Event], names: Sequence[str]) -> str:
    """The latest of ``events`` that says something, in the banner's short words: one line at
    1024x768 in the projector's type (the faces are on the plates and the centre, the log keeps
    the long sentence)."""
    return next((text for text in (_short(e, names) for e in reversed(events)) if text), "")


def _short(e: Event, names: Sequence[str]) -> str:
    """``describe`` in fewer words where its sentence is long (a reveal and how it scored)."""
    match e:
        case Revealed(reveal=1):
            return _("First reveal: the minimum total is {total}; each player pays their face.").format(total=e.total)
        case Revealed():
            return _("Second reveal: the final total is {total} (minimum {minimum}).").format(
                total=e.total, minimum=e.minimum_total)
        case Scored(cancelled=cancelled) if cancelled:
            return _("{final} reaches the minimum {minimum}; doubles cancel ({cancelled}): {name} (face {face}) "
                     "scores {points}.").format(final=e.final_total, minimum=e.minimum_total,
                                                cancelled=face_list(cancelled), name=names[e.seat],
                                                face=e.face, points=e.points)
        case Scored():
            return _("{final} reaches the minimum {minimum}: {name} (smallest face, {face}) scores {points}.").format(
                final=e.final_total, minimum=e.minimum_total, name=names[e.seat], face=e.face, points=e.points)
        case NobodyScores():
            return _("{final} reaches the minimum {minimum}; all doubles ({cancelled}): nobody scores.").format(
                final=e.final_total, minimum=e.minimum_total, cancelled=face_list(e.cancelled))
        case Lost():
            values = {"names": join_names([names[s] for s in e.seats_losing]), "face": e.face,
                      "points": e.points, "final": e.final_total, "minimum": e.minimum_total}
            if len(e.seats_losing) == 1:
                return _("{final} under the minimum {minimum}: {names} (smallest face, {face}) loses {points}."
                         ).format(**values)
            return _("{final} under the minimum {minimum}: {names} (smallest face, {face}) each lose {points}."
                     ).format(**values)
    return describe(e, names)


def reveal_lines(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """What a reveal did (its public events), in words; three or more eliminations in one line,
    so that a big table's reveal still fits above its button."""
    shown = [e for e in events if not isinstance(e, (Chosen, Revealed, RoundStarted))]
    out = [e for e in shown if isinstance(e, Eliminated)]
    lines = []
    for e in shown:
        if not isinstance(e, Eliminated) or len(out) < 3:
            lines.append(describe(e, names))
        elif e is out[0]:
            lines.append(_("Below 0, out of the game: {players}.").format(players=join_names(
                [_("{name} ({score})").format(name=names[o.seat], score=signed(o.score)) for o in out])))
    return lines


def last_reveal_lines(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """What the last reveal did, for the table after it closes: the result first (who scored or
    lost, who left the game: what a short panel must keep), then the faces; [] before the first
    reveal."""
    last = max((i for i, e in enumerate(events) if isinstance(e, Revealed)), default=None)
    if last is None:
        return []
    after = [e for e in events[last:] if isinstance(e, (Revealed, Scored, NobodyScores, Lost, Eliminated))]
    return [*reveal_lines(after[1:], names), describe(after[0], names)]


def action_label(action: Any, names: Sequence[str] = ()) -> str:
    """A short label for an action, as on a button."""
    if isinstance(action, EndTalk):
        return _("Move on")
    if isinstance(action, SetFace):
        return _("Show {face}").format(face=action.face)
    raise ValueError(f"not a Magouille action: {action!r}")


def step_title(step: int) -> str:
    """The name of one of the four steps of a round."""
    return {
        TALK_BEFORE_FIRST: _("Table talk"),
        FIRST_SECRET: _("First secret die"),
        TALK_BEFORE_FINAL: _("Table talk again"),
        FINAL_SECRET: _("Second secret die"),
    }[step]


def step_hint(step: int) -> str:
    """What the table does during a step, in a sentence."""
    return {
        TALK_BEFORE_FIRST: _("Talk freely: agree, or pretend to, on the minimum total to reach."),
        FIRST_SECRET: _("Each player secretly sets a die; the sum will be the minimum total, "
                        "and each player pays their face."),
        TALK_BEFORE_FINAL: _("Talk again: no promise is set in stone."),
        FINAL_SECRET: _("Each player secretly sets a die again; nothing is paid this time."),
    }[step]


def below_zero(table: Any, names: Sequence[str]) -> str:
    """Who is still in the game below 0 in the middle of a round (after paying the first reveal),
    and what it means: elimination is checked only at the round's end, after the second reveal
    ("" when nobody is)."""
    low = [s for s in range(table.num_seats) if table.in_game[s] and table.scores[s] < 0]
    if not low or table.is_over:
        return ""
    return _("Below 0: {names}. Out at the round's end unless back above 0.").format(
        names=join_names([names[s] for s in low]))


def turn_text(table: Any) -> str:
    """The banner's title: the round and its step, or the game's end."""
    if table.is_over:
        return _("Game over")
    return _("Round {round} · {step}").format(round=table.round, step=step_title(table.step))


def longest_titles(names: Sequence[str]) -> list[str]:
    """The banner's longest titles, which size its type once for the game (``TableChrome.title_px``):
    each player's private screen, and a round's longest step in a long game."""
    steps = [_("Round {round} · {step}").format(round=100, step=step_title(s))
             for s in (TALK_BEFORE_FIRST, FIRST_SECRET, TALK_BEFORE_FINAL, FINAL_SECRET)]
    return [*(_("{name}, set your die in secret").format(name=n) for n in names), *steps]


def reveal_title(reveal: Any) -> str:
    """The banner's title during a reveal: the round being revealed (``reveal.round``, the
    table's as the reveal began), whatever the state has begun since."""
    return _("Round {round} · The dice are revealed").format(round=reveal.round)


def table_facts(table: Any, names: Sequence[str]) -> list[str]:
    """The side panel's facts: the target, the minimum total once set, and who is closest to
    winning (the players still in the game with the best score)."""
    facts = [_("Target: above {target} points").format(target=table.target)]
    if table.minimum_total is not None:
        facts.append(_("Minimum total to reach: {total}").format(total=table.minimum_total))
    here = table.players_in_game
    best = max((table.scores[p] for p in here), default=None)
    leaders = [p for p in here if table.scores[p] == best]
    if leaders:
        facts.append(_("Closest to winning: {names} ({score})").format(
            names=join_names([names[p] for p in leaders]), score=signed(table.scores[leaders[0]])))
    return facts


def private_hint(step: int) -> list[str]:
    """What the private screen's banner reminds its player of, at the first or the second secret
    die: its words longest first, the banner takes the first that fits its line
    (``TableChrome.one_line``)."""
    if step == FIRST_SECRET:
        return [_("The faces add up to the minimum total, and you pay the face you show."),
                _("The faces make the minimum total; you pay the face you show.")]
    return [_("Reach the minimum together, and show the smallest face alone to score it."),
            _("Reach the minimum together; the smallest face shown alone scores.")]


def reveal_hint(flipped: bool) -> list[str]:
    """The reveal's banner line, longest first (``private_hint``): while the cups lift, how to
    see every die at once; once they are up, where the result is told and how to go on."""
    if flipped:
        return [_("The result is told in the panel; Enter goes on.")]
    return [_("The cups lift one after the other; Enter or a click shows every die at once."),
            _("The cups lift one by one; Enter or a click: all at once.")]


def timer_label(seconds: int, key: str) -> str:
    """The talk timer's button: off, or its length in minutes, with its ``key``."""
    if not seconds:
        return _("Timer: off ({key})").format(key=key)
    return _("Timer: {minutes} min ({key})").format(minutes=seconds // 60, key=key)


def end_lines(state: Any) -> list[str]:
    """The end screen's line: how many rounds were played (``why_ended`` says why it ended)."""
    return [_("Rounds played: {rounds}.").format(rounds=state.round)]


def why_ended(state: Any, names: Sequence[str]) -> str:
    """Why the game ended, in the rule card's words (the end screen's line)."""
    return end_reason(state.end_reason, state.target)


def end_marks(state: Any) -> dict[int, str]:
    """The final ranking marks who left the game below 0, a tag "out" beside their name (a winner
    of a round where everyone fell is named by the end line instead)."""
    return {s: _("out") for s in range(state.num_seats) if not state.in_game[s] and s not in state.winners}


def end_reason(reason: str, target: int = 200) -> str:
    """Why a game ended (a value of ``rules.END_REASONS``), in the rule card's words."""
    if reason == "target":
        return _("The first player above {target} points wins the game.").format(target=target)
    if reason == "last_standing":
        return _("The last player left in the game wins.")
    return _("Everyone left fell below 0 in the same round: the best score among them wins.")


def rules_summary() -> list[str]:
    """The rulings a player would ask about, in our own words."""
    return [
        _("Everyone starts with 100 points; the first to go above 200 wins (short game: 50 and 100)."),
        _("A round: talk, set a die in secret, reveal; talk, set a die in secret again, reveal."),
        _("The first reveal sets the minimum total, and each player pays the face they showed."),
        _("The second reveal costs nothing: its total is the final total."),
        _("Final total at least the minimum: the smallest face shown by one player alone scores the "
          "minimum total. Faces shown by two or more players cancel out, and the next face up is tried."),
        _("If every face is shared, nobody scores."),
        _("Final total below the minimum: every player who showed the smallest face loses the minimum total."),
        _("\"The smallest face\" always means the faces of the second reveal."),
        _("At the end of each round: below 0 you are out; above the target you win at once; "
          "the last player left wins."),
        _("If everyone left falls in the same round, the highest score among them wins (ties share)."),
        _("Play goes on with two players; a player who is out keeps their last score on the board."),
    ]


def progress(state: Any) -> str:
    """How far a saved game has gone, for the Saved games list."""
    return _("Round {round}").format(round=state.round)


def step_of(state: Any) -> Any:
    """What changes from one round to the next: the chart's steps and the replay's Up/Down."""
    return state.round


def score_series(states: Iterable[Any]) -> ScoreSeries:
    """Each player's points by round, for the end screen's chart: at the start, then as each
    round's scoring leaves them."""
    return sample_scores(states, step_of, N_("Round"), lambda s: s.round - 1)


def secrets(state: Any, names: Sequence[str]) -> str:
    """The faces set in secret and not revealed yet, in words: what a replay shows of a
    finished game (the table only saw who had chosen)."""
    if state.step not in (FIRST_SECRET, FINAL_SECRET):
        return ""
    chosen = [_("{name}: {face}").format(name=names[s], face=f) for s, f in enumerate(state.pending)
              if f is not None]
    return _("Set in secret: {faces}").format(faces=", ".join(chosen)) if chosen else ""


def phone_words() -> dict[str, str]:
    """Every word of this game's screen on the phone (``phone.js``), in the app's language."""
    return {
        "set_die": _("Set your die in secret"),
        "confirm": _("Confirm {face}"),
        "chosen": _("You set {face}. Wait for the reveal."),
        "pick_face": _("Tap a face, then confirm."),
        "talk": _("Table talk"),
        "talk_hint": _("Talk with the others; when the table is ready, move on."),
        "end_talk": _("Move on: end the talk"),
    }


def phone_facts(view: Any, seat: int, names: Sequence[str]) -> dict[str, Any]:
    """What the big screen's side panel says, for the phone: round, step, target, minimum total."""
    lines = [_("Round {round} · {step}").format(round=view.round, step=step_title(view.step)),
             n_("Target: above {target} point", "Target: above {target} points", view.target).format(
                 target=view.target)]
    if view.minimum_total is not None:
        lines.append(_("Minimum total to reach: {total}").format(total=view.minimum_total))
    return {"lines": lines}
