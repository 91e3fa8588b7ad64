"""Hostile input: 1,500 random real events (3,000 in the long run): clicks anywhere, keys,
resizes, fullscreen toggles, quit requests, on each game screen, from a fixed seed. Nothing may raise, and the
game may change only through legal actions (replaying the recorded actions gives the same game)."""

from __future__ import annotations

import random

import pygame
import pytest

from ludicitude.games import GAMES
from ludicitude.ui.session import GameSession, SeatInfo
from tests.sizes import many

WITH_SCREEN = list(GAMES.values())
KEYS = [pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_UP, pygame.K_DOWN, pygame.K_BACKSPACE, pygame.K_F1, pygame.K_F11, pygame.K_l,
        *[getattr(pygame, f"K_{c}") for c in "0123456789abcdefghijmnorsvxyz"]]


@pytest.mark.parametrize("game", WITH_SCREEN, ids=lambda g: g.id)
def test_random_events_never_crash_and_change_the_game_only_through_legal_actions(game, make_app):
    rng = random.Random(1234)
    d = make_app(size=(1024, 768))
    n = max(game.min_seats, 3)
    seats = [SeatInfo(f"P{i}", k, "human") for i, k in zip(range(n), ("red", "blue", "yellow", "green"))]
    seats[-1].kind = "cpu"
    session = GameSession.new(game.id, seats, None, seed=99)
    first = session.state
    applied = []
    session.listeners.append(lambda s: applied.append(s.state))
    original_apply = session.apply

    def recording_apply(seat, action):
        result = original_apply(seat, action)
        actions.append((seat, action))
        moves.append(result)
        return result

    original_close = session.close_shared

    def recording_close(choices):
        # a shared step closes as each of its seats' choices applied in the step's order
        step = session.state.shared_step()
        before = session.state
        result = original_close(choices)
        state = before
        for seat in step.seats if step is not None else ():
            if state.is_over:
                break
            actions.append((seat, choices.get(seat, step.nothing)))
            state = state.apply(*actions[-1])
        moves.append(result)
        return result

    actions: list = []
    moves: list = []  # the session's state after each call that changed it
    session.apply = recording_apply  # type: ignore[method-assign]
    session.close_shared = recording_close  # type: ignore[method-assign]
    d.app.push_scene(game.scene()(d.app, session))
    d.settle()
    post = pygame.event.post
    for _i in range(many(1500, 3000)):
        r = rng.random()
        if r < 0.45:
            w, h = d.app.screen.get_size()
            pos = (rng.randrange(w), rng.randrange(h))
            post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3))))
            post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
            d.frames(1)
        elif r < 0.9:
            key = rng.choice(KEYS)
            name = pygame.key.name(key)
            post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, scancode=0,
                                    unicode=name if len(name) == 1 else ""))
            if len(name) == 1:
                post(pygame.event.Event(pygame.TEXTINPUT, text=name))
            d.frames(1)
        elif r < 0.95:
            size = rng.choice([(1024, 768), (1280, 720), (800, 600), (1920, 1080)])
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
            d.frames(1)
        elif r < 0.97:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            d.frames(1)
            d.app.running = True  # the monkey keeps going; quitting must not have broken anything
        else:
            d.frames(rng.randrange(1, 30))
        if not d.app.stack.scenes:
            from ludicitude.ui.launcher import Launcher

            d.app.push_scene(Launcher(d.app))
    # every change went through state.apply with a legal action: replay and compare
    state = first
    for seat, action in actions:
        assert action in state.legal_actions(seat)
        state = state.apply(seat, action)
    assert state == session.state
    assert moves == applied  # the listeners heard of every change, once
