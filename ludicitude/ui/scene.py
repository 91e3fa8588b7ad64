"""The scene stack (push, pop, replace) and the scene lifecycle.

Modelled on Tuxemon's state stack: a scene is told when it enters, is paused by a scene pushed
over it, resumes, and leaves. Only the top scene gets input; drawing starts at the highest
opaque scene so overlays (dialogs, curtains while they close) draw over what is beneath them.
Drawing never changes game state.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import pygame


if TYPE_CHECKING:
    from ludicitude.ui.host import Host

#: after a screen changes hands or an animation ends, input waits this long (seconds): a key
#: tapped to hurry the last moment never acts in the next one (docs/ui-guide.md, "Input rules")
INPUT_GRACE = 0.4
#: seconds between two updates of a still scene that has timers of its own (it overrides
#: ``update``) and says nothing of when they are due (``Scene.due``)
LOOK = 0.1


class Scene:
    """One screen. Override the hooks you need."""

    #: False for overlays (a dialog, a closing curtain): the scene beneath is drawn first
    opaque: bool = True
    #: True for a cover that stays on top while the scenes beneath it are swapped (a fade)
    transition: bool = False
    #: the music loop plays while this is the screen on top (the launcher, the demo)
    music: bool = False
    #: True for a screen over a game that lets the game go on beneath it (the demo's caption, a
    #: game's dialog over its table): the game is still ``is_active``
    passive: bool = False
    #: True for a cover that takes itself away once done (a fade, the hand-over curtain): its
    #: going leaves the focus ring as it stands (``Navigation.pop``): it went off when the cover
    #: came, and a key pressed since is the player's at the screen it uncovers
    goes_by_itself: bool = False

    def __init__(self, app: Host) -> None:
        self.app = app

    # lifecycle
    def enter(self) -> None:
        """Pushed onto the stack (or replaced into it)."""

    def leave(self) -> None:
        """Popped or replaced: release what it holds."""

    def pause(self) -> None:
        """Another scene was pushed over this one."""

    def resume(self) -> None:
        """The scene over this one was popped."""

    # frame
    def handle(self, event: pygame.event.Event) -> None:
        """One input event (only the top scene gets them)."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene on ``surface`` (at its real size)."""

    @property
    def animating(self) -> bool:
        """True while the scene needs frames without input (an animation, a timer, a bot)."""
        return False

    def is_active(self) -> bool:
        """True when no other screen (a dialog, the curtain, the rules) is over this one but
        ``passive`` ones."""
        for scene in reversed(self.app.stack.scenes):
            if scene is self:
                return True
            if not scene.passive:
                return False
        return False

    def due(self) -> float | None:
        """On a still screen (nothing animating): seconds until this scene must be updated
        though no input comes (a clock on screen, a look at files), or None if nothing of its
        own is ever due: the loop sleeps until input, a wake, or the first scene's due time.
        A scene that does not override ``update`` has nothing due; one that does and says
        nothing is updated every ``LOOK`` seconds (override this to say exactly when)."""
        return None if type(self).update is Scene.update else LOOK


class SceneStack:
    def __init__(self) -> None:
        #: a screen (an opaque scene, not a cover) left since the last update: the pieces'
        #: pictures are looked at then (``pictures.screen_left``), once what it held is let go
        self.screen_changed = False
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def _left(self, scene: Scene) -> None:
        scene.leave()
        if scene.opaque and not scene.transition:
            self.screen_changed = True

    def pop(self) -> Scene:
        scene = self.scenes.pop()
        self._left(scene)
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene`` (the one beneath is neither paused nor resumed)."""
        if self.scenes:
            self._left(self.scenes.pop())
        self.scenes.append(scene)
        scene.enter()

    def swap_beneath(self, pop: int | None, *new: Scene) -> None:
        """Beneath the transitions on top (a fade goes on covering the change): pop ``pop`` scenes
        (None: every one), then push ``new``. The one way screens are swapped under a cover."""
        covers = []
        while self.scenes and self.scenes[-1].transition:
            covers.append(self.scenes.pop())
        for _ in range(len(self.scenes) if pop is None else pop):
            self.pop()
        for scene in new:
            self.push(scene)
        self.scenes.extend(reversed(covers))

    def depth(self, scene: Scene) -> int:
        """How many scenes beneath the transitions, down to and including ``scene``."""
        below = [s for s in self.scenes if not s.transition]
        return len(below) - below.index(scene) if scene in below else 0

    def exchange(self, old: Scene | None, new: Scene) -> None:
        """Put ``new`` where ``old`` is (a game beneath the demo's caption), or beneath the top."""
        if old in self.scenes:
            self.scenes[self.scenes.index(old)] = new
            self._left(old)
        else:
            self.scenes.insert(max(0, len(self.scenes) - 1), new)
        new.enter()

    def insert_above(self, below: Scene, scene: Scene) -> None:
        """Put ``scene`` just above ``below`` (a game's dialog over its game, beneath whatever
        covers the game: the demo's caption, a curtain, the rules): pushed when ``below`` is on
        top, else entered where it goes, beneath the top that keeps the input."""
        if self.top is below:
            self.push(scene)
            return
        self.scenes.insert(self.scenes.index(below) + 1, scene)
        scene.enter()

    def remove(self, scene: Scene) -> None:
        """Take ``scene`` out wherever it is (a transition finishing under a dialog)."""
        if self.scenes and self.scenes[-1] is scene:
            self.pop()
        elif scene in self.scenes:
            self.scenes.remove(scene)
            self._left(scene)

    def clear(self) -> None:
        while self.scenes:
            self.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if self.scenes:
            self.scenes[-1].handle(event)

    def update(self, dt: float) -> None:
        if self.screen_changed:
            self.screen_changed = False
            pictures = sys.modules.get("ludicitude.ui.pictures")  # None: no picture kept yet
            if pictures is not None:
                pictures.screen_left()
        # every scene may animate (a game beneath a dialog keeps its timers), top first
        for scene in reversed(list(self.scenes)):
            scene.update(dt)

    def visible(self, beneath: Scene | None = None) -> list[Scene]:
        """The scenes to draw, bottom to top: from the highest opaque one upward; with
        ``beneath``, of those beneath that scene only (what the demo's caption draws above it)."""
        scenes = self.scenes[:self.scenes.index(beneath)] if beneath in self.scenes else self.scenes
        start = 0
        for i in range(len(scenes) - 1, -1, -1):
            if scenes[i].opaque:
                start = i
                break
        return scenes[start:]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    @property
    def animating(self) -> bool:
        return any(s.animating for s in self.scenes)
