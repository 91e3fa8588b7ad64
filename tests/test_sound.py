"""What the table hears (issue 37, "Sound design"), with the dummy audio driver: the cues a
screen starts are recorded through ``Sounds.listeners``; the music's channel is read back."""

from __future__ import annotations

import json
import struct
from typing import Any

import pygame
import pytest

from ludicitude import settings as settings_mod
from ludicitude.core.cues import SIZED, SOUNDS
from ludicitude.core.timeline import CoinMove, Tumble
from ludicitude.games.corsaire import rules
from ludicitude.resources import asset_path
from ludicitude.ui import sound
from ludicitude.ui.end_screen import EndScreen
from ludicitude.ui.session import SeatInfo
from ludicitude.ui.settings_screen import SettingsScreen
from ludicitude.ui.sound import PITCHES, SIZES, TAKES, VARIED, Sounds, all_files, file_names
from tests.games.corsaire.helpers import COIN2, COIN3, C, S, X, table
from tests.games.corsaire.test_scene import TWO_HUMANS, start


def loaded(seed: int = 1, volume: int = 70, music: int = 40) -> Sounds:
    sounds = Sounds(volume, music, seed=seed)
    assert sounds.load(), "the dummy audio driver takes sounds"
    return sounds


def recorder(sounds: Sounds) -> list[sound.Played]:
    heard: list[sound.Played] = []
    sounds.listeners.append(heard.append)
    return heard


def play_apart(sounds: Sounds, name: str, size: int = 0) -> sound.Played:
    """A play in a frame of its own (the same cue twice in one frame is heard once)."""
    sounds.end_frame(music=False)
    played = sounds.play(name, size)
    assert played is not None
    return played


# -- the files ---------------------------------------------------------------------------------
def test_every_sound_file_is_there_and_reads_as_a_short_mono_sound():
    for file in all_files():
        data = asset_path("sounds", f"{file}.wav").read_bytes()
        assert data[:4] == b"RIFF" and data[8:12] == b"WAVE", file
        channels, rate = struct.unpack_from("<HI", data, data.find(b"fmt ") + 10)
        assert channels == 1 and rate == 22050, file
    total = sum(asset_path("sounds", f"{f}.wav").stat().st_size for f in all_files())
    assert total < 500 * 1024, "a few hundred KB in all"


def test_frequent_cues_come_in_three_takes_of_each_size():
    """Issue 37: "dice rattle by the number of dice, coins by the amount, at least three takes each"."""
    for name in SIZED:
        assert len(file_names(name)) == len(SIZES) * TAKES >= 9
    for name in VARIED:
        assert len(file_names(name)) >= 3
        for file in file_names(name):
            assert asset_path("sounds", f"{file}.wav").exists(), file


def test_a_rattle_of_more_dice_is_fuller():
    """Takes of a larger size are made of more dice: more sound in them (their length is the
    tumble's, whatever the number)."""
    pygame.mixer.init(22050, -16, 1, 512)
    try:
        def energy(file):
            samples = memoryview(pygame.mixer.Sound(str(asset_path("sounds", f"{file}.wav"))).get_raw()).cast("h")
            return sum(s * s for s in samples)

        few = [energy(f"roll_1_{k}") for k in (1, 2, 3)]
        many = [energy(f"roll_3_{k}") for k in (1, 2, 3)]
        assert min(many) > 1.5 * max(few)
    finally:
        pygame.mixer.quit()


def test_every_cue_is_heard_from_its_first_milliseconds_and_never_clips():
    """A cue starts on its beat: no silence before it (the curtain's swish alone swells in, and
    the music loop); its loudest sample is under full scale."""
    pygame.mixer.init(22050, -16, 1, 512)
    try:
        for file in all_files():
            samples = memoryview(pygame.mixer.Sound(str(asset_path("sounds", f"{file}.wav"))).get_raw()).cast("h")
            peak = max(abs(s) for s in samples)
            assert peak < 32767 * 0.95, file
            if file not in ("curtain", "music"):
                onset = next(i for i, s in enumerate(samples) if abs(s) > peak * 0.05)
                assert onset < 22050 * 0.01, (file, onset)
    finally:
        pygame.mixer.quit()


# -- choosing ----------------------------------------------------------------------------------
def test_a_rattle_s_take_is_chosen_by_the_number_of_dice():
    assert [sound.size_group(n) for n in (1, 2, 3, 5, 6, 8, 40)] == [0, 0, 1, 1, 2, 2, 2]
    sounds = loaded()
    groups = sounds._bank["roll"]
    for dice, group in ((1, 0), (4, 1), (7, 2)):
        play_apart(sounds, "roll", dice)
        channel_sounds = {id(s) for _, _, s in groups[group]}
        playing = [c for c in map(pygame.mixer.Channel, range(1, pygame.mixer.get_num_channels()))
                   if c.get_busy() and id(c.get_sound()) in channel_sounds]
        assert playing, f"a rattle of {dice} dice plays a take of group {group}"
        pygame.mixer.stop()


def test_every_take_pitch_and_a_range_of_volumes_are_chosen_never_the_same_take_twice_running():
    """Issue 37: "at least three takes each, small random pitch and volume changes at play time"."""
    sounds = loaded(seed=5, volume=80)
    heard = recorder(sounds)
    for _ in range(60):
        play_apart(sounds, "coins", 4)
    takes = [p.take for p in heard]
    assert set(takes) == set(range(TAKES))
    assert {p.pitch for p in heard} == set(PITCHES) and min(PITCHES) < 1 < max(PITCHES)
    assert all(a != b for a, b in zip(takes, takes[1:])), "the take just heard is not heard again at once"
    volumes = [p.volume for p in heard]
    assert all(sound.QUIETEST * 0.8 <= v <= 0.8 for v in volumes) and max(volumes) - min(volumes) > 0.05


def test_a_pitch_is_the_same_samples_told_a_nearby_rate():
    data = asset_path("sounds", "coins_1_1.wav").read_bytes()
    higher = sound.at_rate(data, 1.06)
    at = data.find(b"fmt ") + 12
    assert struct.unpack_from("<I", higher, at)[0] == round(22050 * 1.06)
    assert higher[at + 8:] == data[at + 8:] and len(higher) == len(data)


def test_the_same_cue_twice_in_one_frame_is_heard_once_and_no_sound_at_volume_zero():
    sounds = loaded()
    assert sounds.play("cross") is not None and sounds.play("cross") is None  # a shared step's crosses
    assert sounds.play("place") is not None
    sounds.end_frame(music=False)
    assert sounds.play("cross") is not None
    sounds.volume = 0
    assert sounds.play("lock") is None


def test_a_sound_file_missing_leaves_that_cue_silent_and_the_others_heard(monkeypatch, tmp_path):
    real = sound.asset_path
    monkeypatch.setattr(sound, "asset_path", lambda *p: tmp_path / "x.wav" if p[-1] == "lock.wav" else real(*p))
    sounds = loaded()
    assert sounds.play("lock") is None and sounds.play("sting") is not None


def test_a_play_reads_no_file_and_makes_no_sound_object(monkeypatch):
    """The mixer never blocks the frame loop on a file: every sound is read and made when loaded;
    a play finds it made."""
    sounds = loaded()

    def never(*args, **kwargs):
        raise AssertionError("a file read or a sound made while playing")

    monkeypatch.setattr(sound, "asset_path", never)
    monkeypatch.setattr(pygame.mixer, "Sound", never)
    for name in SOUNDS:
        assert sounds.play(name, 3) is not None, name
        sounds.end_frame(music=True)


# -- the music ---------------------------------------------------------------------------------
def test_the_music_loop_is_whole_adpcm_blocks_of_six_to_twelve_seconds():
    data = asset_path("sounds", "music.wav").read_bytes()
    samples = struct.unpack_from("<I", data, data.find(b"fact") + 8)[0]
    assert samples % sound_block(data) == 0, "no silence pads the loop's end"
    assert 6 <= samples / 22050 <= 12


def sound_block(data: bytes) -> int:
    return struct.unpack_from("<H", data, data.find(b"fmt ") + 26)[0]


def test_the_music_volume_setting_scales_the_music(make_app):
    """Issue 37: "a short music loop for the launcher and the demo, with its own volume setting"."""
    from tests.test_ui_flow import launcher

    d = launcher(make_app)
    d.app.sounds.load()
    d.frames(2)
    channel = d.app.sounds._music_channel
    assert d.app.sounds.music_playing and channel.get_busy()
    assert channel.get_volume() == pytest.approx(0.4, abs=0.01)  # the default, 40 %
    d.click_widget(d.top.settings_button)
    assert isinstance(d.top, SettingsScreen) and d.app.sounds.music_playing  # heard as it is set
    row = d.top.music_volume
    d.click((row.rect.right - 8, row.rect.centery))  # the choice's "next" arrow
    assert d.app.settings.music == 50 and channel.get_volume() == pytest.approx(0.5, abs=0.01)
    assert d.app.settings.volume == 70, "the sounds' volume is its own"
    assert json.loads(settings_mod.settings_path().read_text())["music"] == 50
    for _ in range(5):
        d.click((row.rect.x + 8, row.rect.centery))  # "previous", down to 0 %
    assert d.app.settings.music == 0 and not d.app.sounds.music_playing


def test_the_music_stops_in_a_game_and_plays_again_on_the_launcher(make_app):
    from tests.test_ui_flow import launcher

    d = launcher(make_app)
    d.app.sounds.load()
    d.frames(2)
    assert d.app.sounds.music_playing
    state = table((COIN3, COIN2, C, S, X), gold=(3, 4))
    _d, scene = start(lambda **kw: d, TWO_HUMANS, state=state)
    d.frames(2)
    assert not d.app.sounds.music_playing
    d.app.stack.clear()
    d.app.push_scene(d.app._home())
    d.frames(2)
    assert d.app.sounds.music_playing


def test_a_bad_music_volume_in_the_settings_file_is_refused():
    with pytest.raises(ValueError):
        settings_mod.Settings(music=45).validate()
    with pytest.raises(ValueError):
        settings_mod.Settings(music="loud").validate()  # type: ignore[arg-type]


# -- on the beat -------------------------------------------------------------------------------
def test_coins_are_heard_on_the_frame_their_move_starts_and_the_fanfare_with_the_ranking(make_app):
    """Issue 37: "a cue starts within one frame of its beat"; Corsaire's coins by the amount; a
    fanfare on a win, with the final ranking."""
    state = table((COIN3, COIN2, C, S, X), gold=(7, 12, 3), bank=2, king=36)
    d, scene = start(make_app, [*TWO_HUMANS, SeatInfo("Cyd", "yellow")], state=state, animation="normal")
    d.app.sounds.load()
    heard: list[tuple[int, str, int]] = []
    d.app.sounds.listeners.append(lambda p: heard.append((d.app.frame_count, p.name, p.size)))
    d.after_a_moment()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0))
    frames = []  # each frame's number, the timeline after it and its clock
    for _ in range(900):
        n = d.app.frame_count
        d.frames(1)
        frames.append((n, scene.timeline, scene.timeline.t))
        if isinstance(d.top, EndScreen):
            break
    timeline = scene.timeline
    assert scene.state.is_over and isinstance(d.top, EndScreen)
    moves = [(i, b) for i, b in enumerate(timeline.beats) if isinstance(b, CoinMove)]
    assert len(moves) >= 2
    expected = [(next(n for n, tl, t in frames if tl is timeline and t >= timeline.starts[i]), move.amount)
                for i, move in moves]
    assert expected[0][0] < expected[-1][0], "the moves start on different frames"
    assert [(n, size) for n, name, size in heard if name == "coins"] == expected
    fanfare = [n for n, name, _ in heard if name == "fanfare"]
    assert fanfare == [frames[-1][0]], "one fanfare, on the frame the final ranking opens"


def test_a_reroll_rattles_as_many_dice_as_roll_on_the_frame_they_start_tumbling(make_app):
    state = table((COIN2, COIN2, C, S, COIN3), gold=(3, 4), phase=rules.ROLLING)
    d, scene = start(make_app, TWO_HUMANS, state=state, animation="normal")
    d.app.sounds.load()
    d.key(pygame.K_1)
    d.key(pygame.K_2)
    heard: list[tuple[int, sound.Played]] = []
    d.app.sounds.listeners.append(lambda p: heard.append((d.app.frame_count, p)))
    d.after_a_moment()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r", scancode=0))
    pressed_on = d.app.frame_count
    d.frames(1)
    assert scene.timeline.current(Tumble) is not None
    rolls = [(frame, p.size) for frame, p in heard if p.name == "roll"]
    assert rolls == [(pressed_on, 2)], "two dice rattle, on the frame of the key, as they start tumbling"


def timed_screen() -> tuple[Any, list[str]]:
    """A timeline played (``ui/timeline.py``'s ``Playback``) for a screen whose app records the cues it starts."""
    from ludicitude.ui.timeline import Playback

    played: list[str] = []

    class App:
        animation_factor = 1.0
        dirty = False
        settings = type("Settings", (), {"reduced_motion": False})()
        sounds = type("S", (), {"play": lambda self, name, size=0: played.append(name)})()

    class Screen:
        app = App()

        def closes_alone(self):
            return None

        def on_timeline(self):
            pass

        def still_changed(self):
            pass

    return Playback(Screen()), played


def test_what_the_skip_key_lands_is_not_heard():
    from ludicitude.core.cues import Heard

    screen, played = timed_screen()
    timeline = screen.play([Tumble(), CoinMove(amount=3), CoinMove(amount=1)])
    screen.listen([Heard("roll", 2, 0), Heard("coins", 3, 1, timeline.starts[1]),
                   Heard("coins", 1, 2, timeline.starts[2])], timeline)
    assert played == ["roll"]
    screen.advance(timeline.starts[1] + 0.01)
    assert played == ["roll", "coins"]
    screen.skip()
    assert played == ["roll", "coins"] and timeline.done


def test_magouille_s_reveal_a_drum_roll_under_the_cups_the_hit_as_they_lift_coins_as_scores_count():
    """Issue 37: "a drum roll under a reveal"; the card's example, where the 3 alone scores 11."""
    from ludicitude.core.cues import heard as heard_of
    from ludicitude.core.timeline import FACE_DOWN_SECONDS, Timeline
    from ludicitude.games.magouille.sounds import CUES
    from ludicitude.games.magouille.story import CupsLift
    from tests.games.magouille.test_story import second_reveal_of_the_card_example

    reveal, beats = second_reveal_of_the_card_example()
    timeline = Timeline(beats, 1.0)
    lift = next(b for b in beats if isinstance(b, CupsLift))
    assert [(h.name, h.size, h.start) for h in heard_of(CUES, reveal.events, timeline)] == [
        ("place", 0, 0.0), ("drumroll", 0, 0.0), ("reveal", 0, pytest.approx(FACE_DOWN_SECONDS)),
        ("coins", 11, pytest.approx(FACE_DOWN_SECONDS + lift.seconds))]
    assert [h.name for h in heard_of(CUES, reveal.events, Timeline(beats, 0.0))] == [
        "place", "drumroll", "reveal", "coins"]
    assert sound.CUTS["reveal"] == "drumroll", "the hit ends the roll, at any speed"


def test_a_secret_is_never_heard():
    """A face set in secret makes no sound of its own: the table hears that a player chose."""
    from ludicitude.core.cues import heard as heard_of
    from ludicitude.games.magouille import rules as magouille
    from ludicitude.games.magouille.sounds import CUES
    from tests.games.magouille.helpers import end_talk

    state = end_talk(magouille.new_game(3, None, 1))
    after = state.apply(0, magouille.SetFace(6))
    new = after.events[len(state.events):]
    assert any(e.private for e in new)
    assert [h.name for h in heard_of(CUES, new, None)] == ["place"]


def test_choosing_a_face_behind_the_curtain_is_silent_and_the_choice_heard_once_confirmed(make_app):
    """Secrecy: a tick a step or a focus would let the room count how far Ana turned her die;
    the table hears only that she has chosen."""
    from ludicitude.games.magouille.scene import GameScene as Magouille
    from tests.games.magouille.test_scene import start as start_magouille
    from tests.games.magouille.test_scene import three_humans, to_ana_s_secret_screen

    d, scene = start_magouille(make_app, three_humans())
    assert isinstance(scene, Magouille)
    to_ana_s_secret_screen(d)
    assert scene.private_seat == 0
    d.app.sounds.load()
    heard = recorder(d.app.sounds)
    for key in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_TAB, pygame.K_TAB, pygame.K_3, pygame.K_DOWN):
        d.key(key)
    assert scene.private_seat == 0 and heard == []
    d.click_widget(scene.faces[4])
    assert heard == []
    d.key(pygame.K_RETURN)
    assert scene.private_seat is None and [p.name for p in heard][:1] == ["place"]


def test_a_fanfare_asked_for_twice_is_heard_once_and_the_reveal_ends_the_drum_roll():
    """The game's end and an end screen may both ask for the fanfare: one is heard. The drum roll
    sounds until the reveal's hit."""
    sounds = loaded()
    assert sounds.play("fanfare") is not None
    sounds.end_frame(music=False)
    assert sounds.play("fanfare") is None, "still sounding: not started again"
    roll = sounds.play("drumroll")
    assert roll is not None and sounds._still_sounding("drumroll")
    sounds.end_frame(music=False)
    assert sounds.play("reveal") is not None
    assert "drumroll" not in sounds._sounding, "the hit has ended the roll (fading out)"


def test_a_quiet_action_while_coins_still_move_keeps_their_cues_on_their_beats():
    from ludicitude.core.cues import Heard
    from ludicitude.core.timeline import Tumble as TumbleBeat

    screen, played = timed_screen()
    timeline = screen.play([TumbleBeat(), CoinMove(amount=3)])
    screen.listen([Heard("roll", 2, 0), Heard("coins", 3, 1, timeline.starts[1])], timeline)
    screen.listen([Heard("place")], None)  # someone else's quiet move: no story of its own
    assert played == ["roll", "place"]
    screen.advance(timeline.starts[1] + 0.01)
    assert played == ["roll", "place", "coins"]


def test_the_demo_plays_the_music_under_its_games_and_their_cues(make_app):
    from ludicitude.ui.demo import DemoOverlay

    d = make_app(animation="normal")
    d.app.sounds.load()
    heard = recorder(d.app.sounds)
    d.app.stack.push(DemoOverlay(d.app, seed=1))
    d.frames(240)
    assert d.app.sounds.music_playing and d.app.wants_music()
    assert heard, "the demo's games are heard"
