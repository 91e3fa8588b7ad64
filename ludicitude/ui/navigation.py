"""The scene stack with the ways between screens: open a screen over this one, go back, fade
from one to another, go home, ask to quit, ask to leave a game. The program gives it the home
screen's maker when it starts, so no screen needs to know the program (ui/host.py). The fade and
the questions are imported when first shown: the launcher's first frame shows neither."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ludicitude.core.i18n import _
from ludicitude.ui.scene import Scene, SceneStack


class Navigation(SceneStack):
    def __init__(self, host: Any, home: Callable[[], Scene],
                 on_home: Callable[[], None] = lambda: None) -> None:
        """``host`` is the program (``ui/host.Host``, which names this class as its stack: typed
        loosely here so the two never import each other); ``home`` makes the home screen (the
        launcher); ``on_home`` runs as a game is left for it (the program lets go of the game's lock)."""
        super().__init__()
        self.host = host
        self.home = home
        self.on_home = on_home

    # a screen opened or closed starts without the focus ring, whoever used it before and however
    # (``Host.keyboard_focus_visible``): the first key taken there shows it. A cover going away
    # (``Scene.goes_by_itself``) leaves it as it stands: it went off as the cover came
    def push(self, scene: Scene) -> None:
        super().push(scene)
        self.host.keyboard_focus_visible = False

    def pop(self) -> Scene:
        if not self.scenes[-1].goes_by_itself:
            self.host.keyboard_focus_visible = False
        return super().pop()

    def replace(self, scene: Scene) -> None:
        super().replace(scene)
        self.host.keyboard_focus_visible = False

    def open(self, scene: Scene) -> None:
        """``scene`` over the screen on top."""
        self.push(scene)
        self.host.dirty = True

    def back(self) -> None:
        """Close the screen on top; on the last one, ask whether to quit."""
        if len(self.scenes) > 1:
            self.pop()
        else:
            self.ask_quit()
        self.host.dirty = True

    def fade_to(self, swap: Callable[[], None]) -> None:
        """Cover the screen, run ``swap`` (which changes the scenes), uncover."""
        if self.host.animation_factor <= 0:
            swap()
            self.host.dirty = True
            return
        from ludicitude.ui.transitions import Fade

        self.push(Fade(self.host, swap))

    def go_home(self) -> None:
        """Back to the home screen, whatever is on the stack."""
        self.on_home()
        self.fade_to(lambda: self.swap_beneath(None, self.home()))

    def ask_quit(self) -> None:
        from ludicitude.ui.dialogs import Confirm

        self.open(Confirm(self.host, _("Quit Ludicitude?"), self.host.quit, yes=_("Quit"), no=_("Stay")))

    def ask_leave_game(self) -> None:
        from ludicitude.ui.dialogs import Confirm

        self.open(Confirm(self.host, _("Leave this game? It is saved: you can resume it later."),
                          self.go_home, yes=_("Leave"), no=_("Keep playing")))
