"""Finished games for the club screens' tests and screenshots: a session played to its end
by computer players through ``GameSession.apply``, so that its record holds every move."""

from __future__ import annotations

from ludicitude.ui.session import GameSession, SeatInfo

NAMES = ("Ana", "Bob", "Cleo", "Dominique", "Eve", "Farid")
IDENTITIES = ("red", "blue", "yellow", "green", "purple", "orange")


def played_session(game_id: str, players: int = 3, seed: int = 3, kinds: tuple[str, ...] = ()) -> GameSession:
    """A game of ``game_id`` between ``players`` computers (``kinds``, default the normal level),
    played to its end; the seats are named Ana, Bob, Cleo..."""
    seats = [SeatInfo(NAMES[i], IDENTITIES[i], kinds[i] if i < len(kinds) else "cpu") for i in range(players)]
    session = GameSession.new(game_id, seats, None, seed)
    for _ in range(100_000):
        state = session.state
        if state.is_over:
            return session
        seat = state.to_act[0]
        session.apply(seat, session.bots[seat].choose(state.view(seat), seat))
    raise AssertionError("the game did not end")
