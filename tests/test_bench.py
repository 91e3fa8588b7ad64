"""`ludicitude bench` runs and writes figures of the agreed shape (no timing is asserted)."""

from __future__ import annotations

import json
import math
import os

import pytest

from ludicitude.__main__ import main
from ludicitude.games import GAMES


def test_bench_quick_writes_every_figure_in_the_agreed_shape(tmp_path, capsys):
    out = tmp_path / "bench.json"
    assert main(["bench", "--quick", "--json", str(out)]) == 0
    data = json.loads(out.read_text())
    assert set(data) == {"machine", "frame_ms", "startup_ms", "idle_cpu_percent", "rules_games_per_s",
                         "bot_decision_ms", "bot_decision_ms_3_seats", "bot_decision_ms_6_seats",
                         "coach_ms", "frame_while_thinking_ms", "click_response_ms", "phones", "club_season",
                         "memory_mib"}
    # issue 37: the resident memory of a session visiting every screen, after each is left
    memory = data["memory_mib"]
    assert set(memory) >= {"start", *data["frame_ms"], "peak"}
    assert all(v > 0 for v in memory.values()) and memory["peak"] >= memory["start"]
    # issue 35: a club folder's books read and the season rated (4 tables of 25 games in --quick)
    club = data["club_season"]
    assert (club["tables"], club["games"]) == (4, 4 * 25 + 1) and club["players"] > 0
    assert club["cold_ms"] > 0 and club["one_book_grew_ms"] > 0
    assert data["click_response_ms"]["p50"] <= data["click_response_ms"]["p95"]
    assert {"cpu", "cores", "sdl"} <= set(data["machine"])
    for screen, sizes in data["frame_ms"].items():
        assert set(sizes) == {"1280x720", "1920x1080", "3840x2160"}, screen
        for figures in sizes.values():
            assert {"p50", "p95", "baseline_p95"} <= set(figures)
            assert figures["p50"] <= figures["p95"]
    assert {"app", "pygame_init"} <= set(data["startup_ms"])
    # every settled screen: the launcher, each game's table, setup, the statistics, the end screen
    idle = dict(data["idle_cpu_percent"])
    assert idle.pop("driver") in ("dummy", "x11")
    assert set(idle) == {"launcher", *GAMES, "setup", "statistics", "end"}
    assert all(not math.isnan(v) for v in idle.values())
    assert all(v > 0 for v in data["rules_games_per_s"].values())
    # each game's decision time at every level it has, over the same positions; every game has
    # the normal level ("cpu")
    assert set(data["bot_decision_ms"]) == set(GAMES)
    for game_id, levels in data["bot_decision_ms"].items():
        assert tuple(levels) == GAMES[game_id].levels() and "cpu" in levels
        for figures in levels.values():
            assert figures["p50"] <= figures["p95"] and figures["positions"] == 3
    # every level at three and six seats, or at a game's biggest table (issue 39: "every level
    # decides within 300 ms, at 2, 3 and 6 seats"), in wall and processor time
    for seats in (3, 6):
        assert set(data[f"bot_decision_ms_{seats}_seats"]) == set(GAMES)
        for game_id, levels in data[f"bot_decision_ms_{seats}_seats"].items():
            assert tuple(levels) == GAMES[game_id].levels(), game_id
            for figures in levels.values():
                assert figures["positions"] == 2, game_id
                assert figures["cpu_p50"] <= figures["cpu_p95"], game_id
    # the coach, which asks the expert, at 2, 3 and 6 seats (issue 39: "the coach answers within
    # the same budget"), at the game's fewest or most where the table cannot be that size
    assert set(data["coach_ms"]) == {"2", "3", "6"}
    for seats, figures in data["coach_ms"].items():
        assert set(figures) == {g for g in GAMES if GAMES[g].coach is not None}
        for game_id, coach in figures.items():
            table = min(max(int(seats), GAMES[game_id].min_seats), GAMES[game_id].max_seats)
            assert coach["seats"] == table and coach["positions"] == 1, game_id
            assert coach["p50"] <= coach["p95"] and coach["cpu_p50"] <= coach["cpu_p95"], game_id
    assert set(data["frame_while_thinking_ms"]) == {g for g in GAMES if GAMES[g].bench_scene}
    # beside the strongest level, thinking at a table of six (issue 30: "a frame beside a thinking
    # expert still under 8 ms at p95", the expert being timed at 6 players)
    for game_id, figures in data["frame_while_thinking_ms"].items():
        assert figures["level"] == GAMES[game_id].levels()[-1]
        assert figures["seats"] == min(6, GAMES[game_id].max_seats), game_id
        for worker in ("idle", "thinking"):
            assert figures[worker]["p50"] <= figures[worker]["p95"]
    phones = data["phones"]
    assert phones["phones"] == 8 and phones["actions"] == 8 and phones["p50"] <= phones["p95"]
    assert phones["idle_cpu_with_server"] > 0 and phones["idle_cpu_without"] > 0
    loop = phones["loop"]  # issue 27: the real game loop too, to every phone's new screen
    assert loop["actions"] == 8 and loop["p50"] <= loop["p95"] <= loop["max"]
    assert loop["read"]["p50"] <= loop["read"]["p95"] <= loop["read"]["max"]
    # issue 34: where the time goes (server thread, game loop, serialisation), and the machine's load
    assert set(loop["parts"]) == {"server", "loop", "held", "written", "serialise", "phones"}
    assert all(part["p50"] <= part["p95"] or math.isnan(part["p50"]) for part in loop["parts"].values())
    # issue 38 item 1: a result held for the table's animation is timed from the frame that tells
    # it; the moves not held, the held ones, the hold itself and the whole are reported beside
    assert {"moved", "told", "held", "whole"} <= set(loop) and loop["held"]["moves"] >= 0
    assert len(loop["load"]) == 2
    printed = capsys.readouterr().out
    assert "reference p95" in printed and "where the time goes" in printed


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="the high-water mark is read in Linux's /proc")
def test_the_memory_walks_most_is_its_own_not_inherited_from_the_bench_that_started_it():
    # issue 37: "memory at 4K under 300 MiB (RSS)". Linux's ru_maxrss of a program started by
    # another is the most of the memory it had before it became that program: a bench of 4K frames
    # gave its memory walk a most of 378 MiB the walk never held
    import subprocess
    import sys

    held = bytearray(200 * 2**20)
    for i in range(0, len(held), 4096):
        held[i] = 1  # resident
    code = "from ludicitude.bench_screens import high_water_mib; print(high_water_mib())"
    child = float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout)
    assert 0 < child < 150
