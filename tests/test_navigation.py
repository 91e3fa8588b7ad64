"""Navigation belongs to the scene stack (issue 28, part 4): open, back, fade, home, quit and
leave work on any host the screens are typed against (ui/host.py), with no App: the home screen
comes from the maker the program gave the stack, and leaving for it runs the program's hook."""

from __future__ import annotations

from types import SimpleNamespace

from ludicitude.ui.dialogs import Confirm
from ludicitude.ui.navigation import Navigation
from ludicitude.ui.scene import Scene
from ludicitude.ui.transitions import Fade


class Screen(Scene):
    pass


def navigation(animation_factor: float = 0.0) -> tuple[Navigation, SimpleNamespace, list[str]]:
    """A stack over a bare host (no window, no App), its home a fresh ``Screen``; what the
    program would do is written down in ``said``."""
    said: list[str] = []
    host = SimpleNamespace(dirty=False, animation_factor=animation_factor, pointer=None,
                           keyboard_focus_visible=True, quit=lambda: said.append("quit"))
    stack = Navigation(host, home=lambda: Screen(host), on_home=lambda: said.append("game let go"))
    host.stack = stack
    return stack, host, said


def test_open_puts_a_screen_on_top_and_asks_for_a_redraw():
    stack, host, _said = navigation()
    first = Screen(host)
    stack.open(first)
    assert stack.top is first and host.dirty


def test_back_closes_the_top_screen_and_on_the_last_one_asks_to_quit():
    stack, host, said = navigation()
    first, second = Screen(host), Screen(host)
    stack.open(first)
    stack.open(second)
    stack.back()
    assert stack.scenes == [first]
    stack.back()  # the last screen: a question, not an empty window
    question = stack.top
    assert isinstance(question, Confirm) and stack.scenes[0] is first and said == []
    question._yes()
    assert said == ["quit"]


def test_go_home_lets_the_game_go_and_puts_the_home_screen_alone_on_the_stack():
    stack, host, said = navigation()
    for _ in range(3):
        stack.open(Screen(host))
    stack.go_home()
    assert said == ["game let go"]
    assert len(stack.scenes) == 1 and isinstance(stack.top, Screen)


def test_with_animations_home_is_reached_under_a_fade_that_then_goes():
    stack, host, said = navigation(animation_factor=1.0)
    game = Screen(host)
    stack.open(game)
    stack.go_home()
    assert isinstance(stack.top, Fade) and stack.scenes[0] is game  # covering, not swapped yet
    for _ in range(60):
        stack.update(1 / 60)
    assert len(stack.scenes) == 1 and stack.top is not game and isinstance(stack.top, Screen)


def test_ask_leave_game_leaves_for_home_only_on_yes():
    stack, host, said = navigation()
    game = Screen(host)
    stack.open(game)
    stack.ask_leave_game()
    question = stack.top
    assert isinstance(question, Confirm)
    question.back()  # "Keep playing"
    assert stack.scenes == [game] and said == []
    stack.ask_leave_game()
    question = stack.top
    assert isinstance(question, Confirm)
    question._yes()  # "Leave"
    assert said == ["game let go"] and len(stack.scenes) == 1 and stack.top is not game

