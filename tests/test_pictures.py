"""The pieces' kept pictures (ui/pictures.py), issue 37's "memory at 4K under 300 MiB (RSS)" for a
session visiting every screen: the pictures drawn for one screen's sizes are bounded in bytes, and
dropped when a screen is left while they are many, the memory given back."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.ui import pictures
from ludicitude.ui.scene import Scene, SceneStack


@pytest.fixture
def picture_of(monkeypatch):
    made: list[int] = []
    pictures.drop()  # the pictures other tests kept: none

    @pictures.kept(maxsize=100)
    def picture_of(side: int) -> pygame.Surface:
        made.append(side)
        return pygame.Surface((side, side), pygame.SRCALPHA)

    yield picture_of, made
    picture_of.cache_clear()
    pictures._CACHES.remove(picture_of)


def test_the_kept_pictures_are_bounded_in_bytes_the_least_recently_used_going_first(picture_of, monkeypatch):
    picture_of, made = picture_of
    monkeypatch.setattr(pictures, "BUDGET", pictures.held() + 5 * 100 * 100 * 4)
    for side in (100, 101, 102, 103, 104, 105, 106):
        picture_of(side)
        picture_of(100)  # used again and again: kept
    assert pictures.held() <= pictures.BUDGET
    assert picture_of.cache_info().currsize < 7
    made.clear()
    picture_of(100)
    assert made == []  # the one used most recently is still kept
    picture_of(101)
    assert made == [101]  # an old one was let go, and is drawn again when asked


class Screen(Scene):
    pass


class Dialog(Scene):
    opaque = False


def test_a_screen_left_drops_the_kept_pictures_when_they_are_many_an_overlay_does_not(picture_of, monkeypatch):
    picture_of, made = picture_of
    trimmed: list[bool] = []
    monkeypatch.setattr(pictures, "give_back", lambda: trimmed.append(True))
    stack = SceneStack()
    stack.push(Screen(None))
    picture_of(200)  # 160 kB
    monkeypatch.setattr(pictures, "DROP_ABOVE", pictures.held() + 10**9)
    stack.push(Screen(None))
    stack.pop()
    stack.update(0.0)
    assert picture_of.cache_info().currsize == 1 and not trimmed  # few: kept for the next screen
    monkeypatch.setattr(pictures, "DROP_ABOVE", 100_000)
    stack.push(Dialog(None))
    stack.pop()
    stack.update(0.0)
    assert picture_of.cache_info().currsize == 1 and not trimmed  # a dialog over the screen: kept
    stack.replace(Screen(None))
    assert picture_of.cache_info().currsize == 1  # looked at once what the screen held is let go
    stack.update(0.0)
    assert picture_of.cache_info().currsize == 0 and pictures.held() == 0 and trimmed == [True]


def test_memory_is_given_back_without_failing_on_any_system():
    pictures.give_back()  # glibc's malloc_trim where there is one, nothing elsewhere
