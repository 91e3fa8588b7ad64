"""No file can crash or hang the program (issue 14): hundreds of mutated save files of earlier
versions (imported into the club's database) and settings files (cut short, bytes flipped, values
of the wrong type, huge numbers, deep nesting), named pipes, links to /dev/zero and read-only
folders, run through start-up, --resume, the Saved games screen and the log panel. Every save
file refused is left as it was, byte for byte, and reported in words; every settings file refused
is kept aside, byte for byte. (The database's own hostile cases: tests/club/test_database.py.)

The mutations go through the loaders directly (cheap); a representative few of them go through
the real screens.
"""

from __future__ import annotations

import contextlib
import copy
import errno
import json
import os
import random
import signal
import time
from pathlib import Path

import pygame
import pytest

from ludicitude import files, saves
from ludicitude import settings as settings_mod
from ludicitude.__main__ import main
from ludicitude.core.bots import RandomBot
from ludicitude.games import GAMES
from ludicitude.ui.saved_games import SavedGames, when_text
from ludicitude.ui.session import GameSession, SeatInfo

GAME_IDS = ("magouille", "cartes", "cadenas", "corsaire")
SAVE_MUTATIONS_PER_GAME = 72
SETTINGS_MUTATIONS = 60
HANG = 5.0  # seconds: anything slower counts as a hang
INVISIBLE = ("\u200b", "\u200c", "\u200d", "\ufeff", "\u2060", "\u00ad", "\u180e", "\u202e")


class Hung(BaseException):
    """Raised in a block that took too long (a BaseException: no `except OSError` swallows it)."""


@contextlib.contextmanager
def no_hang(seconds: float = HANG):
    """Fail (instead of waiting for ever) if the block takes longer than ``seconds``."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def timeout(_signum, _frame):
        raise Hung(f"hung for more than {seconds} s")

    old = signal.signal(signal.SIGALRM, timeout)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


# -- the files ------------------------------------------------------------------------------
def good_save(game_id: str, seed: int = 3) -> dict:
    """A real save of a game some actions in (the last seat a computer player)."""
    info = GAMES[game_id]
    n = info.min_seats
    seats = [SeatInfo(name, ident, "cpu" if i == n - 1 else "human")
             for i, (name, ident) in enumerate(zip(("Ana", "Bob", "Cléo"), ("red", "blue", "yellow")))][:n]
    session = GameSession.new(game_id, seats, None, seed)
    bots = [RandomBot(seed + i) for i in range(n)]
    for _i in range(12):
        seat = session.state.to_act[0]
        session.apply(seat, bots[seat].choose(session.state.view(seat), seat))
    return {"format": saves.FORMAT, "id": session.save_id, "saved_at": 1764400000.0,
            "session": session.to_dict(with_record=False)}


GOOD_SETTINGS = settings_mod.Settings(language="fr", volume=40, projector=True).to_dict()
HUGE, DEEP = "@@huge@@", "@@deep@@"


def _slots(data):
    """Every (container, key) in a JSON value."""
    out, todo = [], [data]
    while todo:
        node = todo.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, value in items:
            out.append((node, key))
            todo.append(value)
    return out


def mutate(data: dict, rng: random.Random, how: str) -> bytes:
    """``data`` as JSON, damaged one way."""
    raw = json.dumps(data, ensure_ascii=False).encode("utf-8")
    if how == "truncated":
        return raw[:rng.randrange(len(raw))]
    if how == "bytes_flipped":
        b = bytearray(raw)
        for _i in range(rng.randint(1, 3)):
            b[rng.randrange(len(b))] ^= 1 << rng.randrange(8)
        return bytes(b)
    d = copy.deepcopy(data)
    slots = _slots(d)
    if how in ("huge_number", "number_changed"):
        slots = [s for s in slots if type(s[0][s[1]]) in (int, float)] or slots
    node, key = rng.choice(slots)
    if how == "number_changed":  # a plausible value in the wrong place: a face, a seat, a count
        node[key] = rng.choice([node[key] + 1, node[key] - 1, 0, 1, 6, 7, 12, -1])
        return json.dumps(d, ensure_ascii=False).encode("utf-8")
    node[key] = {
        "wrong_type": lambda: rng.choice([{}, [], "x", None, True, 3.5, {"a": [1]}, -1, INVISIBLE[0], [[[]]]]),
        "huge_number": lambda: rng.choice([10**30, -10**30, 1e308, float("inf"), float("nan"), HUGE]),
        "deep_nesting": lambda: DEEP,
    }[how]()
    text = json.dumps(d, ensure_ascii=False)
    text = text.replace(f'"{HUGE}"', "9" * 5000).replace(f'"{DEEP}"', "[" * 2000 + "]" * 2000)
    return text.encode("utf-8")


HOW = ("truncated", "bytes_flipped", "wrong_type", "huge_number", "deep_nesting", "number_changed")


def mutated_saves() -> list[tuple[str, bytes]]:
    out = []
    for game_id in GAME_IDS:
        base = good_save(game_id)
        rng = random.Random(game_id)
        for i in range(SAVE_MUTATIONS_PER_GAME):
            how = HOW[i % len(HOW)]
            out.append((f"{game_id}-{how}-{i}", mutate(base, rng, how)))
    return out


def mutated_settings() -> list[tuple[str, bytes]]:
    rng = random.Random("settings")
    return [(f"settings-{HOW[i % len(HOW)]}-{i}", mutate(GOOD_SETTINGS, rng, HOW[i % len(HOW)]))
            for i in range(SETTINGS_MUTATIONS)]


# -- what the program does with a save, without a window -------------------------------------
def use_like_the_screens(saved: saves.SavedGame) -> None:
    """What the game screen, the log panel and the Saved games list ask of a save."""
    session = saved.session
    state = session.state
    texts = session.game.module("texts")
    assert session.names and all(isinstance(n, str) and n.strip() for n in session.names)
    for seat in (None, *range(state.num_seats)):
        view = state.view(seat)
        for event in view.events:
            assert isinstance(texts.describe(event, session.names), str)
    for seat in state.to_act:
        state.legal_actions(seat)
    assert saved.progress and when_text(saved.saved_at)
    assert len(state.scores) == len(session.names)


def fresh_start() -> None:
    """As a first start on this machine: no database yet (the program's end closes it)."""
    saves.close()
    for f in files.data_dir().glob("ludicitude.db*"):
        f.unlink()


def check_one_save(raw: bytes) -> str:
    """Put ``raw`` in the saves folder of a first start and list the saves: it is imported and
    used, or refused, reported and left as it was. Returns "used" or "refused"; the folder and the
    database are gone again afterwards."""
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "hostile.json"
    path.write_bytes(raw)
    fresh_start()
    started = time.monotonic()
    with no_hang():
        found, problems = saves.list_saves()
        if found:
            use_like_the_screens(found[0])
    assert time.monotonic() - started < HANG
    try:
        assert path.read_bytes() == raw  # used or not, the file is left as it was
        if found:
            assert len(found) == 1 and problems == []
            return "used"
        (problem,) = problems
        assert "hostile.json" in problem and "can't be used" in problem and "left as it is" in problem
        return "refused"
    finally:
        for f in folder.iterdir():
            f.unlink()
        fresh_start()


def test_at_least_300_mutated_saves_and_settings_files_are_used_or_kept_aside_in_words():
    """The hostile-files run: each file is either imported (and then usable by every screen) or
    refused, left byte for byte and reported in words; none raises, none takes 5 s."""
    save_files, settings_files = mutated_saves(), mutated_settings()
    assert len(save_files) + len(settings_files) >= 300
    outcome = {name: check_one_save(raw) for name, raw in save_files}
    assert "used" in outcome.values() and "refused" in outcome.values()
    for how in HOW:  # every kind of damage is refused at least once: the run is not vacuous
        assert any(o == "refused" for n, o in outcome.items() if f"-{how}-" in n), how
    path = settings_mod.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for _name, raw in settings_files:
        path.write_bytes(raw)
        with no_hang():
            loaded, notice = settings_mod.load()
        loaded.validate()
        if notice is None:
            assert path.read_bytes() == raw
        else:
            (kept,) = path.parent.glob("settings.json.damaged-*")
            assert kept.read_bytes() == raw and kept.name in notice
            kept.unlink()


def representative(kind: str, per_game: int = 2) -> list[tuple[str, bytes]]:
    chosen, counts = [], dict.fromkeys(GAME_IDS, 0)
    for name, raw in mutated_saves():
        game = name.split("-")[0]
        if counts[game] < per_game and check_one_save(raw) == kind:
            chosen.append((name, raw))
            counts[game] += 1
    return chosen


def test_mutated_saves_through_resume_the_log_panel_and_saved_games(make_app):
    """Saves that load after damage are imported, resumed, drawn with the log panel (L) open and
    listed; refused ones are reported on the Saved games screen; nothing raises."""
    from ludicitude.ui.launcher import Launcher

    folder = saves.saves_dir()
    used, refused = representative("used", 3), representative("refused")
    assert len(used) == 3 * len(GAME_IDS) and len(refused) == 2 * len(GAME_IDS)
    for name, raw in used + refused:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{name}.json").write_bytes(raw)
    d = make_app()
    d.app.push_scene(Launcher(d.app))
    with no_hang():
        d.click_widget(d.top.resume_button)
        assert isinstance(d.top, SavedGames)
        assert len(d.top.saved) == len(used)
        assert len(d.app.notices) == len(refused)
        d.frames(2)
    from ludicitude.ui.game_scene import GameScene

    logs_open = set()
    for saved in list(d.top.saved):
        with no_hang():
            d.app.start_game(saved.session)
            d.settle(60)
            d.key(pygame.K_l)  # the log panel
            d.frames(3)
            if isinstance(d.top, GameScene) and d.top.show_log:
                logs_open.add(saved.game_id)
            d.app.stack.go_home()
            d.settle(20)
    assert logs_open == set(GAME_IDS)  # each game's log panel was drawn from a damaged save
    for name, raw in used + refused:
        assert (folder / f"{name}.json").read_bytes() == raw  # every file left as it was


def test_mutated_settings_and_saves_through_the_real_start_up_and_resume(capsys):
    """The program itself (``main``, as a double-click or a command line starts it), with one
    damaged settings file of each kind and a saves folder of used and refused saves."""
    settings_files = mutated_settings()
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    for name, raw in representative("used", 1) + representative("refused", 1):
        (folder / f"{name}.json").write_bytes(raw)
    path = settings_mod.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for how in HOW:
        _name, raw = next((n, r) for n, r in settings_files if f"-{how}-" in n)
        path.write_bytes(raw)
        with no_hang(20):
            assert main(["--resume", "--frames", "3"]) == 0
            assert main(["--frames", "2", "--lang", "fr"]) == 0
    assert "Traceback" not in capsys.readouterr().err


# -- each case of the issue, by name -----------------------------------------------------------
DEEP_JSON = "[" * 2000 + "]" * 2000


def test_deeply_nested_settings_is_kept_aside_and_reported_and_the_next_start_is_clean(capsys):
    path = settings_mod.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(DEEP_JSON)
    with no_hang(20):
        assert main(["--frames", "2"]) == 0
    (kept,) = path.parent.glob("settings.json.damaged-*")
    assert kept.read_text() == DEEP_JSON and not path.exists()
    loaded, notice = settings_mod.load()
    assert notice is None and loaded == settings_mod.Settings(language=loaded.language)


def test_deeply_nested_save_is_refused_by_resume_and_saved_games(make_app, capsys):
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    (folder / "deep.json").write_text(DEEP_JSON)
    d = make_app()
    assert not d.app.resume_latest()
    texts = [n[0] for n in d.app.notices]
    assert any("deep.json" in t and "left as it is" in t for t in texts)
    assert any("no saved game to resume" in t for t in texts)
    assert (folder / "deep.json").read_text() == DEEP_JSON
    capsys.readouterr()
    with no_hang():  # nothing to resume: one line, status 2
        assert main(["--resume", "--frames", "2"]) == 2
    assert capsys.readouterr().err.strip() == "ludicitude: --resume: there is no saved game to resume"


@pytest.fixture
def read_only_folder(monkeypatch):
    """Moving a file aside fails as on a read-only disk (the tests may run as root, for whom
    permissions alone would not stop it)."""
    def refuse(*_args, **_kwargs):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(files.os, "replace", refuse)


def test_a_damaged_settings_file_in_a_read_only_folder_is_ignored_and_said(read_only_folder):
    path = settings_mod.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{not json")
    loaded, notice = settings_mod.load()
    assert loaded == settings_mod.Settings(language=loaded.language)
    assert notice and "ignored" in notice and "settings.json" in notice
    assert path.read_text() == "{not json"  # left exactly where it was


def test_a_damaged_save_in_a_read_only_folder_is_said_and_left_where_it_was(read_only_folder, make_app):
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    (folder / "x.json").write_text("[1, 2")
    found, problems = saves.list_saves()
    assert found == [] and len(problems) == 1 and "x.json" in problems[0] and "left as it is" in problems[0]
    assert (folder / "x.json").read_text() == "[1, 2"
    d = make_app()
    assert not d.app.resume_latest()


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="permissions do not stop root: the test above fakes a read-only disk instead")
def test_a_damaged_save_in_a_folder_without_write_permission_is_ignored_and_said():
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    (folder / "x.json").write_text("[1, 2")
    folder.chmod(0o500)
    try:
        found, problems = saves.list_saves()
    finally:
        folder.chmod(0o700)
    assert found == [] and "left as it is" in problems[0] and (folder / "x.json").read_text() == "[1, 2"


def _cadenas_save_with(change) -> dict:
    data = good_save("cadenas")
    change(data["session"]["state"]["events"])
    return data


@pytest.mark.parametrize("change, why", [
    (lambda ev: ev.append({"kind": "teleport", "data": {"seat": 0}}), "unknown event kind"),
    (lambda ev: next(e for e in ev if e["kind"] == "cross")["data"].__setitem__("row", {"a": 1}),
     "a dict for a Cadenas row"),
    (lambda ev: next(e for e in ev if "seat" in e["data"])["data"].__setitem__("seat", 7),
     "a seat that does not exist"),
    (lambda ev: ev[0].__setitem__("seats", [9]), "a secret for a seat that does not exist"),
    (lambda ev: ev[0].__setitem__("data", [1, 2]), "event data that is not an object"),
])
def test_a_save_whose_log_is_not_what_the_game_logs_is_refused(change, why):
    assert any(e["kind"] == "cross" for e in good_save("cadenas")["session"]["state"]["events"])
    assert check_one_save(json.dumps(_cadenas_save_with(change)).encode()) == "refused", why


@pytest.mark.parametrize("name", [*INVISIBLE, "".join(INVISIBLE), "Ana\x00", "\x00", "Bo\nb"],
                         ids=lambda n: "+".join(f"U{ord(c):04X}" for c in n))
def test_invisible_or_control_names_are_refused_from_the_command_line_and_from_a_save(name, capsys):
    with pytest.raises(SystemExit) as exc:
        main(["--game", "corsaire", "--seats", f"Ana,{name}", "--frames", "1"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "--seats" in err and "name" in err and "Traceback" not in err
    data = good_save("corsaire")
    data["session"]["seats"][1]["name"] = name
    assert check_one_save(json.dumps(data).encode()) == "refused"


def test_the_setup_screen_refuses_an_invisible_name_in_the_same_words(make_app):
    from ludicitude.core.names import name_problem
    from ludicitude.ui.setup import Setup

    d = make_app()
    d.app.push_scene(Setup(d.app, GAMES["corsaire"]))
    d.top.rows[0].seat.name = "\u200b\u200d"
    d.top.start()
    assert d.top.message == name_problem("\u200b\u200d")
    assert isinstance(d.top, Setup)


@pytest.mark.parametrize("saved_at", ["1e20", "NaN", "Infinity", "-Infinity", "-1e300", "true"])
def test_an_impossible_save_date_shows_the_file_date_and_never_crashes(saved_at, make_app):
    data = good_save("corsaire")
    text = json.dumps(data).replace('"saved_at": 1764400000.0', f'"saved_at": {saved_at}')
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    (folder / "odd.json").write_text(text)
    (saved,), problems = saves.list_saves()
    assert problems == [] and abs(saved.saved_at - (folder / "odd.json").stat().st_mtime) < 1
    d = make_app()
    d.app.push_scene(SavedGames(d.app))
    d.frames(2)
    assert len(d.top.rows) == 1


@pytest.mark.parametrize("timestamp", [1e20, float("nan"), float("inf"), -float("inf"), -1e300])
def test_a_date_is_always_put_into_words(timestamp):
    assert when_text(timestamp)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
@pytest.mark.parametrize("what", ["save", "settings"])
@pytest.mark.parametrize("special", ["fifo", "dev_zero"])
def test_a_named_pipe_or_a_link_to_dev_zero_is_refused_at_once(what, special, make_app):
    path = saves.saves_dir() / "pipe.json" if what == "save" else settings_mod.settings_path()
    path.parent.mkdir(parents=True)
    if special == "fifo":
        os.mkfifo(path)
    else:
        if not os.path.exists("/dev/zero"):
            pytest.skip("no /dev/zero")
        os.symlink("/dev/zero", path)
    with no_hang():
        if what == "save":
            found, problems = saves.list_saves()
            assert found == [] and len(problems) == 1 and "regular file" in problems[0]
        else:
            _loaded, notice = settings_mod.load()
            assert notice and "kept as" in notice
            assert main(["--frames", "1"]) == 0  # and a start after it is clean
    if what == "save":  # left where it was
        assert os.path.islink(path) if special == "dev_zero" else path.is_fifo()
    else:
        kept = list(path.parent.glob(f"{path.name}.damaged-*"))
        assert len(kept) == 1 and (os.path.islink(kept[0]) if special == "dev_zero" else kept[0].is_fifo())


def test_a_file_too_large_is_refused_without_reading_it_all(monkeypatch):
    monkeypatch.setattr(files, "MAX_JSON_BYTES", 1000)
    path = saves.saves_dir() / "big.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(good_save("corsaire")))
    found, problems = saves.list_saves()
    assert found == [] and "too large" in problems[0]


def test_non_utf8_seats_exit_2_with_one_clear_line():
    import subprocess
    import sys

    root = Path(__file__).resolve().parent.parent
    proc = subprocess.run([sys.executable, "-m", "ludicitude", "--game", "corsaire", "--seats", b"Ana,\xff\xfeB"],
                          cwd=root, capture_output=True, timeout=60)
    err = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == 2 and "Traceback" not in err
    assert "--seats" in err.splitlines()[-1] and "not text" in err.splitlines()[-1]


@pytest.mark.parametrize("where", ["folder", "missing_folder", "fifo", "unwritable"])
@pytest.mark.parametrize("flag", ["screenshot", "json"])
def test_an_output_file_that_cant_be_written_exits_2_with_one_clear_line(flag, where, tmp_path, capsys):
    suffix = ".json" if flag == "json" else ".png"
    target = {"folder": tmp_path, "missing_folder": tmp_path / "no" / "such" / f"out{suffix}",
              "fifo": tmp_path / f"pipe{suffix}", "unwritable": Path(f"/proc/out{suffix}")}[where]
    if where == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("needs named pipes")
        os.mkfifo(target)
    if where == "unwritable" and not Path("/proc/self").exists():
        pytest.skip("needs a folder nobody may write in")
    if flag == "json":
        argv = ["simulate", "--game", "corsaire", "--games", "1", "--json", str(target)]
    else:
        argv = ["--frames", "1", "--screenshot", str(target)]
    with no_hang(), pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and f"--{flag}" in err.splitlines()[-1]
    assert not pygame.display.get_init()


def test_leftover_temporary_files_are_cleaned_at_start_but_not_a_save_in_progress():
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    old, young = folder / "abc.json.k2j3.tmp", folder / "def.json.x9y8.tmp"
    old.write_text("{")
    young.write_text("{")
    long_ago = time.time() - 3600
    os.utime(old, (long_ago, long_ago))
    settings_dir = settings_mod.settings_path().parent
    settings_dir.mkdir(parents=True)
    (settings_dir / "settings.json.q1.tmp").write_text("{")
    os.utime(settings_dir / "settings.json.q1.tmp", (long_ago, long_ago))
    assert main(["--frames", "1"]) == 0
    assert not old.exists() and not (settings_dir / "settings.json.q1.tmp").exists()
    assert young.exists()  # perhaps another window saving right now


def test_a_saves_folder_that_is_a_regular_file_is_explained(make_app):
    folder = saves.saves_dir()
    folder.parent.mkdir(parents=True)
    folder.write_text("not a folder")
    d = make_app()
    assert not d.app.resume_latest()
    texts = " ".join(n[0] for n in d.app.notices)
    assert "is a file, not a folder" in texts and str(folder) in texts
    session = GameSession.new("corsaire", [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")], None, 1)
    d.app.autosave(session)  # the game is saved in the database all the same; the file is untouched
    assert folder.read_text() == "not a folder"
    assert [s.save_id for s in saves.list_saves()[0]] == [session.save_id]


@pytest.mark.parametrize("content", [DEEP_JSON, '{"format": 1, "results": [', "[1, 2]", ""])
def test_a_damaged_results_file_is_said_left_as_it_was_and_the_finished_game_still_recorded(content, make_app):
    path = saves.results_path()
    path.parent.mkdir(parents=True)
    path.write_text(content)
    session = GameSession.new("corsaire", [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")], None, 4)
    d = make_app()
    session.listeners.append(d.app.autosave)
    bots = [RandomBot(1), RandomBot(2)]
    while not session.state.is_over:
        seat = session.state.to_act[0]
        session.apply(seat, bots[seat].choose(session.state.view(seat), seat))
    assert path.read_text() == content
    assert any("results.json" in n[0] and "left as it is" in n[0] for n in d.app.notices)
    (result,), problems = saves.load_results()
    assert problems == [] and result.save_id == session.save_id


def test_unreadable_entries_of_the_results_are_reported_kept_and_never_push_a_good_one_out():
    good = GameSession.new("cartes", [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")], None, 4)
    bots = [RandomBot(1), RandomBot(2)]
    while not good.state.is_over:
        seat = good.state.to_act[0]
        good.apply(seat, bots[seat].choose(good.state.view(seat), seat))
    bad_entries = [{"id": "x", "game": "chess"}, "nonsense", {"id": "y", "players": ["\u200b"]}]
    path = saves.results_path()
    path.parent.mkdir(parents=True)
    text = json.dumps({"format": saves.RESULTS_FORMAT, "results": bad_entries})
    path.write_text(text)
    results, problems = saves.load_results()
    assert results == [] and "3 results can't be read" in problems[0]
    saves.write(good)
    results, problems = saves.load_results()
    assert [r.save_id for r in results] == [good.save_id] and "3 results can't be read" in problems[0]
    from ludicitude.club.database import database

    kept = [json.loads(t) for (t,) in database().read("SELECT result FROM results ORDER BY seq")]
    assert kept[:3] == bad_entries and kept[3]["id"] == good.save_id  # nothing dropped
    assert path.read_text() == text
