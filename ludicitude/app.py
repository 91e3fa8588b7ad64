"""The window, the main loop, settings, and the scene stack (ui/navigation.py) every screen lives on.

Screens draw straight onto the window at its real size, with sizes taken as fractions of its
height (see docs/architecture.md for why this replaces a scaled fixed canvas). The loop
redraws when something happened, while a scene animates and once more on the frame an animation
ends (so the settled picture is on screen without waiting for input). On a still screen it
sleeps until input comes, another thread wakes it, or a scene's timer is due (``Scene.due``;
event_wait.py), so a still screen costs almost no CPU.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ludicitude import display
from ludicitude import settings as settings_mod
from ludicitude.display import MIN_SIZE, Size
from ludicitude.core.i18n import _, set_language
from ludicitude.event_wait import EventWait
from ludicitude.settings import ANIMATION_SPEEDS, Settings
from ludicitude.ui import draw, theme
from ludicitude.ui.navigation import Navigation
from ludicitude.ui.scene import LOOK, Scene

if TYPE_CHECKING:
    from ludicitude.ui.sound import Sounds

DEFAULT_PHONES_PORT = 8765
#: the longest sleep of a still screen, whatever is due: a missed wake or a signal (Ctrl-C in a
#: terminal, which Python takes only between two calls into SDL) is never waited on longer
LONGEST_SLEEP = 1.0
#: an animation's step after a busy frame is at most this (a stalled frame does not jump it)
MAX_DT = 0.1
#: on a still screen, the timers (a clock, a wait that closes by itself) catch up by at most this
MAX_STILL_DT = LONGEST_SLEEP


class App:
    def __init__(self, settings: Settings, *, size: tuple[int, int] | None = None,
                 settings_path: Path | None = None, persist_settings: bool = True,
                 autosave: bool = True, desktops: Callable[[], list[Size]] = display.desktop_sizes) -> None:
        self.settings = settings
        self.settings_path = settings_path
        self.persist_settings = persist_settings
        self.notices: list[list[Any]] = []  # [text, seconds left]
        set_language(settings.language)
        # the SDL settings read when video starts (Windows DPI awareness...) go in before it does;
        # only what we use: the mixer starts after the first frame, in a thread that reads every
        # sound (ui/sound.py: Sounds.preload), so neither the start nor a frame waits for it
        display.prepare_environment()
        pygame.display.init()
        pygame.font.init()
        theme.reset_caches()
        theme.configure(projector=settings.projector, palette=settings.palette)
        pygame.display.set_caption("Ludicitude")
        #: the screens' desktop sizes, asked again whenever they are listed (a projector may be
        #: plugged in meanwhile); tests pass their own
        self.desktops = desktops
        screens = desktops()
        self.display = settings.display  # pygame's index of the screen the window is on
        if self.display >= len(screens):  # the projector of last time is not plugged in
            self.display = 0
            self.notice(_("Screen {n} is not connected: Ludicitude opens on screen 1.").format(
                n=settings.display + 1), 8.0)
        self.windowed_size = size or display.fit_window(screens[self.display])
        self.fullscreen = False
        # the icon before the window: a window opened without one gets pygame's own, read from
        # its package through importlib.resources (a few milliseconds of the start)
        self._set_icon()
        self._set_mode(settings.fullscreen)
        pygame.key.set_repeat(400, 40)
        pygame.key.start_text_input()
        self.stack = Navigation(self, home=self._home, on_home=self.release_game)
        #: the sounds (``ui/sound.py``), made when first asked for: right after the first frame,
        #: which plays none (``sounds``)
        self._sounds: Sounds | None = None
        self.clock = pygame.time.Clock()
        self.running = True
        self.dirty = True
        #: the focus ring shows only while the keyboard is in use (the web's ``:focus-visible``):
        #: a key a screen takes turns it on (``WidgetScene.handle``), the mouse moved or clicked
        #: turns it off, and every hand-over and screen opened or closed turns it off
        #: (``hide_pointer``, ``Navigation``): with the mouse, the one button marked is the step's
        #: own (main or primary), and after a hand-over the ring is the same whoever played last
        self.keyboard_focus_visible = False
        self.pointer: tuple[int, int] | None = None  # where the last mouse event was (None: none yet)
        #: the system pointer is hidden at a hand-over (``hide_pointer``): where it was then, until
        #: it moves from there
        self.pointer_hidden_at: tuple[int, int] | None = None
        self.pointer_hidden = False
        pygame.mouse.set_visible(True)
        self.frame_count = 0
        #: the window's drawings so far (``draw``), moved on too whenever the window may no longer
        #: show the last one (a new mode, a size, a window uncovered): a screen that draws again
        #: only what moves (``ui/still_picture.py``) does so only on the drawing right after its own
        self.drawings = 0
        #: True: once a computer's move is due, the loop waits for its decision rather than
        #: drawing on (tests: the frames do not depend on how busy the machine is)
        self.think_wait = False
        self.time_offset = 0.0  # added to the clock by tests that let time pass (see ``now``)
        self.seed: int | None = None  # --seed: games started here deal reproducible dice
        self.phones: Any = None  # the players' phones of the game open now (phones.hub.PhoneHub)
        #: the still screen's sleep; ``wake.set()`` from another thread ends it at once
        self.wake = EventWait()
        self.phones_port = DEFAULT_PHONES_PORT
        self.phones_host = settings.phones_host  # "" : every network of this computer
        #: the saved games (``ludicitude.saves``), imported when first reached: the launcher's
        #: first frame does not need them (nor the club's database behind them)
        self._saves: Any = None
        #: run once, right after the first frame is on screen (what the start defers)
        self.after_first_frame: list[Callable[[], None]] = []
        self.autosave: Callable[[Any], None] | None = self._autosave if autosave else None
        #: the saved game this window has open (and holds its lock: club/locks.py)
        self.game_open: str | None = None
        #: the club folder's link (club/link.py): this table's book, the season's standings
        self.club: Any = None
        #: where the launcher keeps its backdrop between runs (ui/backdrop_cache.py); the
        #: program's window sets it (the user's cache folder), a test's app keeps none
        self.backdrop_folder: Path | None = None
        if settings.club_folder:
            from ludicitude.club.link import ClubLink

            self.club = ClubLink(Path(settings.club_folder), wake=self.wake.set)
            self.club.read_soon()

    @property
    def sounds(self) -> Sounds:
        """The program's sounds, at the settings' volumes (imported and made when first asked for)."""
        if self._sounds is None:
            from ludicitude.ui.sound import Sounds

            self._sounds = Sounds(self.settings.volume, self.settings.music)
        return self._sounds

    @property
    def saves(self) -> Any:
        """The screens reach saved games through the app (layer above them)."""
        if self._saves is None:
            from ludicitude import saves

            self._saves = saves
        return self._saves

    @saves.setter
    def saves(self, module: Any) -> None:
        self._saves = module

    # -- window ----------------------------------------------------------------------------
    def _set_mode(self, fullscreen: bool) -> None:
        """Full screen on ``self.display``, or a window of ``windowed_size`` centred on it. A
        screen SDL refuses (unplugged since it was listed) gives a notice and the first screen."""
        try:
            self._open(fullscreen)
        except pygame.error as exc:
            if self.display == 0:
                raise
            self.notice(_("Screen {n} could not be used ({error}): Ludicitude stays on screen 1.").format(
                n=self.display + 1, error=exc), 8.0)
            self.display = 0
            self._open(fullscreen)

    def _open(self, fullscreen: bool) -> None:
        self.drawings = getattr(self, "drawings", 0) + 1  # a new window shows nothing drawn yet
        if fullscreen:
            try:
                self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN, display=self.display)
                self.fullscreen = True
                return
            except pygame.error:
                if self.display >= pygame.display.get_num_displays():
                    raise
        self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE, display=self.display)
        self.fullscreen = False
        # centred on its screen: SDL leaves a window coming back from full screen where it was
        # before, half off a smaller screen, and moves a window to another screen only this way
        centre = pygame.WINDOWPOS_CENTERED | self.display
        try:
            pygame.display.set_window_position((centre, centre))
        except pygame.error:  # a desktop that places windows itself (Wayland)
            pass

    def _set_icon(self) -> None:
        from ludicitude.resources import asset_path

        icon = asset_path("icon.png")
        if icon.exists():
            try:
                pygame.display.set_icon(pygame.image.load(str(icon)))
            except pygame.error:
                pass

    def toggle_fullscreen(self) -> None:
        if not self.fullscreen:
            self.windowed_size = self.screen.get_size()
        self._fit_windowed_size()
        self._set_mode(not self.fullscreen)
        self.settings.fullscreen = self.fullscreen
        self.save_settings()
        self.dirty = True

    def _fit_windowed_size(self) -> None:
        """A window too large for its screen (sized on a bigger one) takes the size that fits."""
        screens = self.desktops()
        if self.display < len(screens) and not display.fits(self.windowed_size, screens[self.display]):
            self.windowed_size = display.fit_window(screens[self.display])

    def set_display(self, index: int) -> None:
        """Full screen on screen ``index`` (pygame's display index), remembered in the settings.

        SDL moves a window between screens, not a full-screen one: a window first, centred on
        the new screen, then full screen there."""
        if not 0 <= index < len(self.desktops()):
            self.notice(_("Screen {n} is not connected.").format(n=index + 1))
            return
        self.settings.display = index
        if index != self.display:
            if self.fullscreen:
                self._set_mode(False)
            self.display = index
            self._fit_windowed_size()
            self._set_mode(False)
        self._set_mode(True)
        self.settings.fullscreen = self.fullscreen
        self.save_settings()
        self.dirty = True

    def resize(self, size: tuple[int, int]) -> None:
        w, h = max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])
        if not self.fullscreen:
            self.windowed_size = (w, h)
            # a window the player resized already has its new surface (pygame-ce resizes it);
            # set_mode only when it must change, so a window dragged to another screen stays there
            if self.screen.get_size() != (w, h):
                self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE, display=self.display)
        self.drawings += 1
        self.dirty = True

    # -- settings --------------------------------------------------------------------------
    @property
    def animation_factor(self) -> float:
        factor = ANIMATION_SPEEDS[self.settings.animation]
        return factor * (1.3 if self.settings.projector and factor else 1.0)

    def save_settings(self) -> None:
        if self.persist_settings:
            try:
                settings_mod.save(self.settings, self.settings_path)
            except OSError as exc:
                self.notice(_("Settings could not be saved: {error}").format(error=exc.strerror))

    def set_language(self, lang: str) -> None:
        self.settings.language = lang
        set_language(lang)
        self.save_settings()
        self.dirty = True

    def set_projector(self, on: bool) -> None:
        self.settings.projector = on
        theme.configure(projector=on, palette=self.settings.palette)
        for scene in self.stack.scenes:
            if hasattr(scene, "relayout"):
                scene.relayout()
        self.save_settings()
        self.dirty = True

    def set_palette(self, palette: str) -> None:
        self.settings.palette = palette
        theme.configure(projector=self.settings.projector, palette=palette)
        self.save_settings()
        self.dirty = True

    def set_volume(self, volume: int) -> None:
        self.settings.volume = volume
        self.sounds.volume = volume
        self.save_settings()

    def set_music_volume(self, volume: int) -> None:
        self.settings.music = volume
        self.sounds.set_music_volume(volume)
        self.save_settings()

    def wants_music(self) -> bool:
        """The screen on top (past a fade, or a dialog over a screen) asks for the music loop."""
        for scene in reversed(self.stack.scenes):
            if not scene.transition and scene.opaque:
                return scene.music
        return False

    # -- scenes ----------------------------------------------------------------------------
    def _home(self) -> Scene:
        from ludicitude.ui.launcher import Launcher

        return Launcher(self)

    def push_scene(self, scene: Scene) -> None:
        """``stack.open``: kept for the program's entry points and the tests' many screens."""
        self.stack.open(scene)

    def start_game(self, session: Any, *, phones: bool = False) -> bool:
        """Open the game's screen; with ``phones``, open the room for players' phones too and
        show how to join it. False (and a notice) if another window has this game open: a game
        is played in one window at a time (club/locks.py)."""
        if not self.hold_game(session.save_id):
            self.notice(_("This game is open in another window: play it there, or close it there first."))
            return False
        scene: Scene = session.game.scene()(self, session)
        if self.autosave is not None:
            session.listeners.append(self.autosave)
            self.autosave(session)  # kept from its first screen: "Leave this game? It is saved" is true
        lobby = self.open_phones(session) if phones else None
        self.stack.fade_to(lambda: self.stack.swap_beneath(0, scene, *([lobby] if lobby else [])))
        return True

    def hold_game(self, save_id: str) -> bool:
        """Make game ``save_id`` this window's (its lock, club/locks.py), letting go of the game
        it had open; False, changing nothing, if another window has it open."""
        if not self.saves.claim(save_id):
            return False
        if self.game_open is not None and self.game_open != save_id:
            self.saves.release(self.game_open)
        self.game_open = save_id
        return True

    def release_game(self) -> None:
        """Let other windows open the game this one had open (it was left)."""
        if self.game_open is not None:
            self.saves.release(self.game_open)
            self.game_open = None

    def open_phones(self, session: Any) -> Scene | None:
        """Start the phones' server for ``session``; its room screen, or None (and a notice in
        words) if it can't listen: the game is then played on this screen, curtain and all."""
        from ludicitude.phones.hub import PhoneHub
        from ludicitude.ui.phones_lobby import PhonesLobby

        self.close_phones()
        if session.game.phone is None:
            self.notice(_("{game} is not played from phones yet: this screen it is.").format(game=session.game.name))
            return None
        hub = PhoneHub(session, port=self.phones_port, host=self.phones_host or "0.0.0.0")
        try:
            hub.start()
        except OSError as exc:
            self.notice(_("Phones could not join (port {port}: {error}). Play on this screen.").format(
                port=self.phones_port, error=exc.strerror or exc), 10.0)
            return None
        hub.server.wake = self.wake.set
        self.phones = hub
        return PhonesLobby(self, hub)

    def close_phones(self) -> None:
        if self.phones is not None:
            self.phones.close()
            self.phones = None

    def _autosave(self, session: Any) -> None:
        try:
            problems = self.saves.write(session)
        except OSError as exc:
            self.notice(_("The game could not be saved: {error}").format(error=exc.strerror or exc))
            return
        for p in problems:
            self.notice(p, 8.0)
        if self.club is not None and session.state.is_over:
            self.club.after_game()  # on its worker: the table's book, then the season read again

    def report_damaged_saves(self) -> list[Any]:
        """The saved games that can be used; each one that can't is reported in words (and kept)."""
        found, problems = self.saves.list_saves()
        for p in problems:
            self.notice(p, 8.0)
        return found

    def resume_latest(self, *, phones: bool = False) -> bool:
        """Resume the most recently saved game that no other window has open."""
        found = self.report_damaged_saves()
        free = [s for s in found if not s.open_elsewhere]
        if not free:
            self.notice(_("Every saved game is open in another window.") if found
                        else _("There is no saved game to resume."))
            return False
        return self.start_game(free[0].session, phones=phones)

    def quit(self) -> None:
        self.running = False

    def notice(self, text: str, seconds: float = 5.0) -> None:
        """A short message over everything (a damaged file, a saved game...)."""
        self.notices.append([text, seconds])
        self.dirty = True

    # -- loop ------------------------------------------------------------------------------
    def now(self) -> float:
        """Seconds on the app's clock, for input graces and timers (tests move it on with
        ``time_offset`` instead of sleeping)."""
        return time.monotonic() + self.time_offset

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            self.resize(event.size)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED):
            self.dirty = True
            self.drawings += 1
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pos = (int(event.pos[0]), int(event.pos[1]))
            if self.pointer_hidden and event.type == pygame.MOUSEMOTION and pos == self.pointer_hidden_at:
                return  # the hidden pointer put in its neutral place (or not moved): nobody moved it
            if self.pointer_hidden and event.type == pygame.MOUSEBUTTONUP:
                # the end of the click that handed the screen over (the button let go where the
                # last player pressed it): it neither shows the pointer nor says where it is
                self.stack.handle(event)
                return
            if event.type == pygame.MOUSEBUTTONDOWN or pos != self.pointer:
                self.keyboard_focus_visible = False  # the mouse is in use: no focus ring
            self.pointer = pos
            if self.pointer_hidden and (event.type == pygame.MOUSEBUTTONDOWN or self.pointer != self.pointer_hidden_at):
                self.show_pointer()  # the next player has taken the mouse
        self.stack.handle(event)

    def neutral_pointer_place(self) -> tuple[int, int]:
        """Where the pointer waits at a hand-over: the middle of the window, the same place
        whatever the last player did."""
        w, h = self.screen.get_size()
        return (w // 2, h // 2)

    def hide_pointer(self) -> None:
        """The screen changes hands: the system pointer, which the screens never draw but the
        system does, where the last player left it (on a face they chose), is hidden until the
        next player moves the mouse or clicks, and put in one neutral place: when it shows again
        it starts from there, never from the last player's face, whatever the last player did.
        The focus ring is turned off, whether the last player used the keys or the mouse.
        (A pointer outside the window is left where it is: the window doesn't take it.)"""
        if pygame.mouse.get_focused():
            place = self.neutral_pointer_place()
            self.pointer = place
            pygame.mouse.set_pos(place)
        self.pointer_hidden, self.pointer_hidden_at = True, self.pointer
        pygame.mouse.set_visible(False)
        self.keyboard_focus_visible = False  # nor the focus ring: the next player's first key shows it

    def show_pointer(self) -> None:
        self.pointer_hidden, self.pointer_hidden_at = False, None
        pygame.mouse.set_visible(True)

    def pointer_seen(self) -> tuple[int, int] | None:
        """Where the room sees the system pointer: None while it is hidden (tests compare it)."""
        return None if self.pointer_hidden or not pygame.mouse.get_visible() else self.pointer

    def frame(self, *, block: bool = True, cap: bool = True) -> None:
        """One turn of the loop: events, update, and a redraw if anything changed."""
        busy = self.dirty or self.stack.animating or bool(self.notices)
        still = block and not busy
        if still:
            self.wake.wait(self.sleep_for())
        events = [e for e in pygame.event.get() if e.type != self.wake.wake_type]
        # the 60 fps cap only paces animations: input after a sleep is answered at once, and the
        # first frame is drawn as soon as it can be (no frame before it to pace it after)
        seconds = self.clock.tick(60 if cap and busy and self.frame_count else 0) / 1000.0
        if still and events:
            # the still screen's timers catch up to the moment the input came (as a look just
            # before it would have had them); an animation the input starts begins at its start
            self.stack.update(min(seconds, MAX_STILL_DT))
            dt = 0.0
        else:
            dt = min(seconds, MAX_STILL_DT if still else MAX_DT)
        for event in events:
            if event.type not in (pygame.WINDOWMOVED, pygame.ACTIVEEVENT, pygame.AUDIODEVICEADDED):
                self.dirty = True
            self.handle(event)
            if not self.running:
                return
        # an animation that ends in this update still owes the screen its settled picture
        was_animating = self.stack.animating if events or not still else False
        self.stack.update(dt)
        if self._sounds is not None:
            self._sounds.end_frame(music=self.wants_music())
        if self.club is not None:
            for said in self.club.poll():
                self.notice(said, 8.0)
        for n in self.notices:
            n[1] -= dt
        if self.notices and self.notices[0][1] <= 0:
            self.notices.pop(0)
            self.dirty = True
        if not self.stack.scenes:
            self.running = False
            return
        if self.dirty or was_animating or self.stack.animating or self.notices:
            self.draw()
            pygame.display.flip()
            self.dirty = False
        self.frame_count += 1

    def sleep_for(self) -> float:
        """Seconds a still screen sleeps at most: until the first scene's timer is due (none:
        until input or a wake; ``LONGEST_SLEEP`` at most). With a club folder, its problems
        (a book that could not be written) are looked for every ``LOOK`` seconds."""
        due = [LONGEST_SLEEP] + ([LOOK] if self.club is not None else [])
        for scene in self.stack.scenes:
            when = scene.due()
            if when is not None:
                due.append(when)
        return max(0.0, min(due))

    def draw(self) -> None:
        self.drawings += 1
        self.stack.draw(self.screen)
        if self.notices:
            self._draw_notice(self.notices[0][0])

    def _draw_notice(self, text: str) -> None:
        s = self.screen
        h = s.get_height()
        px = theme.text_px(h, 0.03)
        w = int(min(s.get_width() * 0.9, h * 1.2))
        lines = theme.wrap(text, px, w - px * 2)
        box = pygame.Rect(0, 0, w, int(len(lines) * px * 1.3 + px * 1.4))
        box.midbottom = (s.get_width() // 2, int(h * 0.97))
        draw.panel(s, box, theme.BG_DARK, radius=0.15, border=theme.ACCENT, width=3)
        draw.text_fit(s, text, box.inflate(-px * 2, -px), px, theme.TEXT, align="center")

    def run(self, *, frames: int | None = None, screenshot: Path | None = None) -> None:
        """Run until quit, or for ``frames`` frames (drawing every one) then save a screenshot."""
        import os

        count = 0
        probe = os.environ.get("LUDICITUDE_STARTUP_PROBE")  # for `ludicitude bench`
        quit_after = float(os.environ.get("LUDICITUDE_QUIT_AFTER", "0") or 0)  # idle measurement
        started = time.perf_counter()
        idle_from: tuple[float, float] | None = None
        while self.running:
            if frames is not None:
                self.dirty = True  # a counted run draws every frame
            self.frame(block=frames is None)
            if probe and count == 0:  # the wall clock, and this process's processor time (ms)
                print(f"first-frame {time.time():.6f} {1000 * time.process_time():.3f}", flush=True)
                if frames is None:
                    break  # a player's start (no arguments), timed to its first frame: nothing after it
            if count == 0:
                self.sounds.preload()  # the mixer and the sounds, off the loop, once the window shows
                while self.after_first_frame:
                    self.after_first_frame.pop(0)()
            if quit_after:
                now = time.perf_counter()
                if idle_from is None and now - started >= min(1.0, quit_after / 2):
                    idle_from = (now, time.process_time())
                if now - started >= quit_after:
                    if idle_from is not None:
                        cpu = time.process_time() - idle_from[1]
                        print(f"idle-cpu {100 * cpu / max(1e-6, now - idle_from[0]):.3f}", flush=True)
                    break
            count += 1
            if frames is not None and count >= frames:
                break
        if screenshot is not None:
            self.draw()
            pygame.image.save(self.screen, str(screenshot))

    def close(self) -> None:
        if self.club is not None:
            self.club.close()  # the last book finished writing
        self.close_phones()
        self.release_game()
        if self._sounds is not None:
            self._sounds.close()
        pygame.quit()
