"""The scene stack: lifecycle hooks, input to the top only, overlays drawn over what is beneath."""

from __future__ import annotations

from unittest import mock

from ludicitude.ui.scene import Scene, SceneStack


def scene(opaque=True):
    s = mock.Mock(spec=Scene)
    s.opaque = opaque
    s.animating = False
    s.transition = False
    return s


def test_push_pauses_the_scene_beneath_and_enters_the_new_one():
    stack, a, b = SceneStack(), scene(), scene()
    stack.push(a)
    a.enter.assert_called_once()
    stack.push(b)
    a.pause.assert_called_once()
    b.enter.assert_called_once()
    assert stack.top is b


def test_pop_leaves_the_top_and_resumes_the_one_beneath():
    stack, a, b = SceneStack(), scene(), scene()
    stack.push(a)
    stack.push(b)
    assert stack.pop() is b
    b.leave.assert_called_once()
    a.resume.assert_called_once()
    assert stack.top is a


def test_replace_swaps_the_top_without_pausing_the_one_beneath():
    stack, a, b, c = SceneStack(), scene(), scene(), scene()
    stack.push(a)
    stack.push(b)
    stack.replace(c)
    b.leave.assert_called_once()
    c.enter.assert_called_once()
    a.resume.assert_not_called()
    assert stack.scenes == [a, c]


def test_only_the_top_scene_gets_input():
    stack, a, b = SceneStack(), scene(), scene()
    stack.push(a)
    stack.push(b)
    stack.handle("event")
    b.handle.assert_called_once_with("event")
    a.handle.assert_not_called()


def test_an_overlay_draws_over_the_scene_beneath_and_an_opaque_scene_hides_it():
    stack, a, overlay = SceneStack(), scene(), scene(opaque=False)
    stack.push(a)
    stack.push(overlay)
    assert stack.visible() == [a, overlay]
    stack.draw("surface")
    a.draw.assert_called_once_with("surface")
    overlay.draw.assert_called_once_with("surface")
    cover = scene(opaque=True)
    stack.push(cover)
    assert stack.visible() == [cover]


def test_remove_takes_a_scene_out_from_under_the_top():
    stack, a, b, c = SceneStack(), scene(), scene(), scene()
    for s in (a, b, c):
        stack.push(s)
    stack.remove(b)
    b.leave.assert_called_once()
    assert stack.scenes == [a, c]


def test_the_stack_animates_while_any_scene_does():
    stack, a, b = SceneStack(), scene(), scene()
    stack.push(a)
    stack.push(b)
    assert not stack.animating
    a.animating = True
    assert stack.animating


def test_a_swap_beneath_a_fade_keeps_the_fade_on_top_and_replaces_what_it_covers():
    stack, home, game, dialog, fade, new = SceneStack(), scene(), scene(), scene(), scene(), scene()
    fade.transition = True
    for s in (home, game, dialog, fade):
        stack.push(s)
    stack.swap_beneath(stack.depth(game), new)
    assert stack.scenes == [home, new, fade]
    dialog.leave.assert_called_once()
    game.leave.assert_called_once()
    new.enter.assert_called_once()


def test_a_swap_beneath_with_no_count_clears_everything_but_the_cover():
    stack, a, b, fade, home = SceneStack(), scene(), scene(), scene(), scene()
    for s in (a, b):
        stack.push(s)
    fade.transition = True
    stack.push(fade)
    stack.swap_beneath(None, home)
    assert stack.scenes == [home, fade]


def test_exchange_puts_a_scene_in_the_place_of_another():
    stack, game, caption, next_game = SceneStack(), scene(), scene(), scene()
    for s in (game, caption):
        stack.push(s)
    stack.exchange(game, next_game)
    assert stack.scenes == [next_game, caption]
    game.leave.assert_called_once()
    next_game.enter.assert_called_once()


def test_insert_above_pushes_over_the_top_scene_or_enters_beneath_the_top_which_keeps_the_input():
    stack, game, cover, dialog, second = SceneStack(), scene(), scene(), scene(opaque=False), scene(opaque=False)
    stack.push(game)
    stack.insert_above(game, dialog)  # the game on top: pushed
    game.pause.assert_called_once()
    dialog.enter.assert_called_once()
    assert stack.scenes == [game, dialog] and stack.top is dialog
    stack.push(cover)  # the demo's caption, the rules, a curtain
    stack.insert_above(dialog, second)  # beneath the cover, which keeps the input
    second.enter.assert_called_once()
    cover.pause.assert_not_called()
    assert stack.scenes == [game, dialog, second, cover] and stack.top is cover



def test_visible_beneath_a_scene_is_what_it_draws_above_itself_from_the_highest_opaque_one():
    stack, home, game, dialog, caption = SceneStack(), scene(), scene(), scene(opaque=False), scene()
    for s in (home, game, dialog, caption):
        stack.push(s)
    assert stack.visible() == [caption]
    assert stack.visible(beneath=caption) == [game, dialog]  # the demo's game and its dialog
    dialog.opaque = True  # a dialog drawing its kept picture alone
    assert stack.visible(beneath=caption) == [dialog]
    assert stack.visible(beneath=scene()) == [caption]  # not on the stack: the whole stack
