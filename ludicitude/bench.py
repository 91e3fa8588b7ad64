"""``ludicitude bench``: frame, start-up, idle, rules and bot figures, as medians and p95.

Every frame figure is printed next to a plain pygame-ce reference frame drawn in the same run at
the same size, and as a ratio to it: the ratio is what we track across machines.
"""

from __future__ import annotations

import functools

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ludicitude.bench_screens import bench_screens, child_env, full_frame, program

SIZES = ((1280, 720), (1920, 1080), (3840, 2160))


def percentile(values: Sequence[float], p: float) -> float:
    s = sorted(values)
    if not s:
        return float("nan")
    k = min(len(s) - 1, max(0, int(round(p / 100 * (len(s) - 1)))))
    return s[k]


def summary(values: Sequence[float]) -> dict[str, float]:
    return {"p50": round(statistics.median(values), 3), "p95": round(percentile(values, 95), 3)}


def machine() -> dict[str, Any]:
    import pygame

    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"cpu": cpu, "cores": os.cpu_count(), "python": platform.python_version(),
            "pygame": pygame.version.ver, "sdl": ".".join(map(str, pygame.get_sdl_version())),
            "system": f"{platform.system()} {platform.release()}",
            "video_driver": os.environ.get("SDL_VIDEODRIVER", "default")}


def time_frames(fn: Callable[[], None], samples: int, warm: int = 3) -> list[float]:
    """``samples`` timings (ms) of ``fn``, after ``warm`` untimed calls (caches filled)."""
    for _ in range(warm):
        fn()
    out = []
    for _ in range(samples):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def baseline_frame(screen: Any) -> Callable[[], None]:
    """The reference: a full fill, 30 rounded rectangles, 30 anti-aliased circles, 40 cached texts."""
    import pygame

    w, h = screen.get_size()
    font = pygame.font.Font(None, max(12, h // 30))
    texts = [font.render(f"Reference text {i}", True, (240, 240, 240)) for i in range(40)]

    def frame() -> None:
        screen.fill((24, 40, 34))
        for i in range(30):
            pygame.draw.rect(screen, (60, 90, 80), (i * w // 31, h // 10, w // 40, h // 8), border_radius=h // 80)
        for i in range(30):
            pygame.draw.aacircle(screen, (240, 200, 40), (i * w // 31 + w // 80, h // 2), h // 40)
        for i, t in enumerate(texts):
            screen.blit(t, ((i % 4) * w // 4, h * 6 // 10 + (i // 4) * h // 30))
        pygame.display.flip()

    return frame


def bench_frames(samples: int, warm: int = 3) -> dict[str, Any]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    from ludicitude.app import App
    from ludicitude.settings import Settings

    out: dict[str, Any] = {}
    for size in SIZES:
        key = f"{size[0]}x{size[1]}"
        app = App(Settings(animation="normal"), size=size, persist_settings=False, autosave=False)
        base = time_frames(baseline_frame(app.screen), samples, warm)
        base_p95 = summary(base)["p95"]
        for name, make in bench_screens(app).items():
            app.stack.clear()
            app.stack.push(make())
            full = functools.partial(full_frame, app)

            def normal(app: App = app) -> None:
                app.frame(block=False, cap=False)  # the work of a frame, without the 60 fps wait

            entry = out.setdefault(name, {})
            full_ms = time_frames(full, samples, warm)
            normal_ms = time_frames(normal, samples, warm)
            entry[key] = {**summary(full_ms), "baseline_p95": base_p95,
                          "ratio_p95": round(summary(full_ms)["p95"] / base_p95, 2) if base_p95 else None,
                          "normal": summary(normal_ms)}
        app.stack.clear()
        app.close()
    return out


def bench_memory(frames: int, size: tuple[int, int] = (3840, 2160), apart: bool = True) -> dict[str, Any]:
    """Resident memory (MiB) of a session visiting every bench screen at ``size``, ``frames``
    whole frames each, in a process of its own (``bench_screens.memory_walk``; ``apart=False``:
    in this one, the quick bench's check of the figures' shape): after each screen is left, and
    the most (issue 37: under 300 MiB at 3840x2160)."""
    if getattr(sys, "frozen", False) or not apart:  # the packaged program: measured in this process
        from ludicitude.bench_screens import memory_walk

        return memory_walk(size, frames)
    code = ("import json; from ludicitude.bench_screens import memory_walk; "
            f"print('memory', json.dumps(memory_walk({tuple(size)!r}, {int(frames)})))")
    proc = subprocess.run([sys.executable, "-c", code], env=child_env(), capture_output=True, text=True,
                          timeout=1800)
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("memory ")]
    if not lines:
        raise RuntimeError(f"the memory walk failed: {proc.stderr[-2000:]}")
    result: dict[str, Any] = json.loads(lines[-1].split(" ", 1)[1])
    return result


def bench_click_response(samples: int) -> dict[str, float]:
    """From a click on a still launcher to the new screen drawn, through the real idle loop."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import random

    import pygame

    from ludicitude.app import App
    from ludicitude.settings import Settings
    from ludicitude.ui.launcher import Launcher

    app = App(Settings(animation="instant"), size=(1280, 720), persist_settings=False, autosave=False)
    rng = random.Random(1)
    times = []
    for _ in range(samples):
        app.stack.clear()
        launcher = Launcher(app)
        app.push_scene(launcher)
        for _i in range(3):
            app.frame(block=False)
        app.frame()  # now idle: the loop naps between looks at the event queue
        pos = launcher.settings_button.rect.center
        posted: list[float] = []

        def click(pos: tuple[int, int] = pos, posted: list[float] = posted) -> None:
            posted.append(time.perf_counter())
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))

        # the click comes from another thread at any moment of a nap, as a real one would
        timer = threading.Timer(rng.uniform(0, 0.05), click)
        timer.start()
        while app.stack.top is launcher:
            app.frame()
        timer.join()
        times.append((time.perf_counter() - posted[0]) * 1000)
    app.stack.clear()
    app.close()
    return summary(times)


def bench_startup(runs: int) -> dict[str, float]:
    """From process start to the launcher's first frame, against a bare ``import pygame;
    pygame.init()``: wall time (``app``, ``pygame_init``) and the process's own processor time
    (``app_cpu``, ``pygame_init_cpu``: what a loaded machine does not move; ``time.process_time``,
    to the microsecond, not the 10 ms ticks of ``os.times``), medians. The program is started as
    a player starts it, with no arguments (``LUDICITUDE_STARTUP_PROBE`` ends it at its first
    frame): a start with arguments builds the command line's parser, which a player's does not. The
    launcher's backdrop is kept in a cache folder of the bench's own (``XDG_CACHE_HOME``), as a
    player's second start finds it; ``first_start`` and ``first_start_cpu`` are starts with an
    empty one (a first start after an install: the backdrop drawn, then written)."""
    import tempfile

    app_ms: list[float] = []
    init_ms: list[float] = []
    app_cpu: list[float] = []
    init_cpu: list[float] = []
    first_ms: list[float] = []
    first_cpu: list[float] = []
    env = child_env()
    env["LUDICITUDE_STARTUP_PROBE"] = "1"
    reference = [sys.executable, "-c", "import time, pygame; pygame.init(); print('cpu', 1000 * time.process_time())"]

    def start(cache: str, wall: list[float], cpu: list[float], counted: bool) -> None:
        t = time.time()
        proc = subprocess.run(program(), env={**env, "XDG_CACHE_HOME": cache},
                              capture_output=True, text=True, timeout=120)
        stamp = [ln.split() for ln in proc.stdout.splitlines() if ln.startswith("first-frame ")]
        if stamp and counted:
            wall.append((float(stamp[0][1]) - t) * 1000)
            if len(stamp[0]) > 2:
                cpu.append(float(stamp[0][2]))

    with tempfile.TemporaryDirectory(prefix="ludicitude-bench-") as folder:
        kept = os.path.join(folder, "kept")
        for run in range(runs + 1):  # the first run of each writes the bytecode (and the backdrop): not counted
            start(kept, app_ms, app_cpu, counted=run > 0)
            if run:
                start(os.path.join(folder, f"empty-{run}"), first_ms, first_cpu, counted=True)
            if not getattr(sys, "frozen", False):
                t = time.perf_counter()
                ref = subprocess.run(reference, env=env, timeout=120, capture_output=True, text=True)
                if run:
                    init_ms.append((time.perf_counter() - t) * 1000)
                    init_cpu += [float(ln.split()[1]) for ln in ref.stdout.splitlines() if ln.startswith("cpu ")]
    result = {"app": round(statistics.median(app_ms), 1) if app_ms else float("nan")}
    if first_ms:
        result["first_start"] = round(statistics.median(first_ms), 1)
    if init_ms:
        result["pygame_init"] = round(statistics.median(init_ms), 1)
    if app_cpu and init_cpu:
        result["app_cpu"] = round(statistics.median(app_cpu), 1)
        result["pygame_init_cpu"] = round(statistics.median(init_cpu), 1)
    if first_cpu:
        result["first_start_cpu"] = round(statistics.median(first_cpu), 1)
    return result


from ludicitude.bench_idle import bench_idle  # noqa: E402  (its own module; the name stays here)


def bench_rules(seconds: float) -> dict[str, float]:
    from ludicitude.core.bots import RandomBot
    from ludicitude.core.driver import play
    from ludicitude.games import GAMES

    games = list(GAMES.values())
    rates: dict[str, list[float]] = {game.id: [] for game in games}
    seeds = dict.fromkeys(rates, 0)
    # The median of 15 slices a game, the games taking turns slice by slice: a shared machine's
    # speed drifts from minute to minute, and so each game's figure is read across the whole run
    # rather than in a few seconds of its own that may all fall in a slow moment.
    slices = 15
    for _slice in range(slices):
        for game in games:
            n = game.seats_for_bench()
            new_game = game.new_game()
            count, seed, start = 0, seeds[game.id], time.perf_counter()
            while time.perf_counter() - start < seconds / slices or count < 3:
                play(new_game(n, None, seed), [RandomBot(seed * 7 + i) for i in range(n)])
                count += 1
                seed += 1
            rates[game.id].append(count / (time.perf_counter() - start))
            seeds[game.id] = seed
    return {game_id: round(statistics.median(r), 1) for game_id, r in rates.items()}


#: a bench position is taken every BENCH_STRIDE decisions of a game between normal players, so
#: that the set spreads over openings, middle games and endings
BENCH_STRIDE = 3


def bench_positions(game: Any, count: int, seats: int | None = None) -> list[tuple[Any, int]]:
    """A fixed set of ``count`` positions of ``game`` (the same on every run and for every level):
    (the seat's view, the seat) along games of ``seats`` normal computer players (within the
    game's fewest and most; by default its fewest), seeds 0, 1, 2..."""
    n = min(max(seats, game.min_seats), game.max_seats) if seats else game.min_seats
    out: list[tuple[Any, int]] = []
    seed = 0
    while len(out) < count:
        state = game.new_game()(n, None, seed)
        players = [game.make_bot("cpu", seed * 10 + i) for i in range(n)]
        step = 0
        while not state.is_over and len(out) < count:
            seat = state.to_act[0]
            view = state.view(seat)
            if step % BENCH_STRIDE == 0:
                out.append((view, seat))
            state = state.apply(seat, players[seat].choose(view, seat))
            step += 1
        seed += 1
    return out


def bench_bots(decisions: int, seats: int | None = None,
               levels: Sequence[str] | None = None) -> dict[str, dict[str, dict[str, float]]]:
    """Each game's decision time at each computer level it has (core.bots.LEVELS, or ``levels``),
    in ms, over the same ``decisions`` positions (``bench_positions`` at ``seats``) for every
    level: wall time (``p50``, ``p95``) and the deciding thread's processor time (``cpu_p50``,
    ``cpu_p95``), which a loaded machine moves much less (the players search to a work budget,
    so the work a decision does is the same on any machine)."""
    from ludicitude.core.bots import LEVELS
    from ludicitude.games import GAMES

    out: dict[str, dict[str, dict[str, float]]] = {}
    for game in GAMES.values():
        positions = bench_positions(game, decisions, seats)
        out[game.id] = {}
        for level in (lv for lv in (levels or LEVELS) if lv in game.levels()):
            bot = game.make_bot(level, 1)
            times, cpu = [], []
            for view, seat in positions:
                t, c = time.perf_counter(), time.thread_time()
                bot.choose(view, seat)
                cpu.append((time.thread_time() - c) * 1000)
                times.append((time.perf_counter() - t) * 1000)
            mine = summary(cpu)
            out[game.id][level] = {**summary(times), "cpu_p50": mine["p50"], "cpu_p95": mine["p95"],
                                   "positions": len(positions)}
    return out


def bench_coach(decisions: int, seats: int | None = None) -> dict[str, dict[str, float]]:
    """Each game's coach (``GameSpec.coach``: the expert's move and why, core/coach.py) on the
    same ``decisions`` positions as ``bench_bots`` at ``seats``, in ms: wall time (``p50``,
    ``p95``) and the asking thread's processor time (``cpu_p50``, ``cpu_p95``). The coach asks a
    fresh expert, so it searches to the expert's work budget."""
    from ludicitude.games import GAMES

    out: dict[str, dict[str, float]] = {}
    for game in GAMES.values():
        if game.coach is None:
            continue
        advise = game.coach()
        positions = bench_positions(game, decisions, seats)
        names = [f"P{i + 1}" for i in range(positions[0][0].num_seats)]
        times, cpu = [], []
        for view, seat in positions:
            t, c = time.perf_counter(), time.thread_time()
            advise(view, seat, names)
            cpu.append((time.thread_time() - c) * 1000)
            times.append((time.perf_counter() - t) * 1000)
        mine = summary(cpu)
        out[game.id] = {**summary(times), "cpu_p50": mine["p50"], "cpu_p95": mine["p95"],
                        "positions": len(positions), "seats": len(names)}
    return out


def bench_thinking_frames(samples: int, seats: int | None = None) -> dict[str, dict[str, Any]]:
    """Each game's full frame (update, redraw, flip) at 1280x720, with the worker thread idle and
    with it busy deciding, over and over, as the game's strongest computer player (ui/thinking.py)
    on positions of ``seats`` players (at most the game's most; by default its fewest): what a
    computer's thinking costs the frames it runs beside (the two threads share the GIL)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from ludicitude.app import App
    from ludicitude.games import GAMES
    from ludicitude.settings import Settings
    from ludicitude.ui.thinking import pool

    app = App(Settings(animation="normal"), size=(1280, 720), persist_settings=False, autosave=False)
    out: dict[str, dict[str, Any]] = {}
    for game in GAMES.values():
        if game.bench_scene is None:
            continue
        make = game.bench_scene()
        level = game.levels()[-1]
        table = min(seats, game.max_seats) if seats else None
        bot, positions = game.make_bot(level, 1), bench_positions(game, 20, table)
        app.stack.clear()
        app.stack.push(make(app))

        def full(app: App = app) -> None:
            app.stack.update(1 / 60)
            app.draw()
            pygame.display.flip()

        stop = threading.Event()

        def think(bot: Any = bot, positions: list[tuple[Any, int]] = positions, stop: threading.Event = stop) -> None:
            while not stop.is_set():
                for view, seat in positions:
                    bot.choose(view, seat)
                    if stop.is_set():
                        break

        idle = time_frames(full, samples)
        future = pool().submit(think)
        try:
            thinking = time_frames(full, samples)
        finally:
            stop.set()
            future.result()
        out[game.id] = {"level": level, "seats": positions[0][0].num_seats,
                        "idle": summary(idle), "thinking": summary(thinking),
                        "ratio_p95": round(summary(thinking)["p95"] / summary(idle)["p95"], 2)
                        if summary(idle)["p95"] else None}
    app.stack.clear()
    app.close()
    return out


def bench_main(argv: Sequence[str]) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    p = argparse.ArgumentParser(prog="ludicitude bench", description=__doc__.splitlines()[0])
    p.add_argument("--json", type=Path, help="also write the figures as JSON to this file")
    p.add_argument("--quick", action="store_true", help="tiny sample counts (a smoke test, not a measure)")
    p.add_argument("--phones", action="store_true", help="only the players' phones' figures (about a minute)")
    args = p.parse_args(argv)
    quick = args.quick
    result: dict[str, Any] = {"machine": machine()}
    if args.phones:
        from ludicitude.bench_phones import bench_phones

        result["phones"] = bench_phones(8 if quick else 200, 0.5 if quick else 5.0)
        print_phones(result)
        if args.json:
            args.json.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
        return 0
    result["frame_ms"] = bench_frames(2, warm=1) if quick else bench_frames(120)
    #: a session visiting every screen at 4K in one process (issue 37: under 300 MiB resident)
    result["memory_mib"] = bench_memory(1, (1280, 720), apart=False) if quick else bench_memory(240)
    result["startup_ms"] = bench_startup(1 if quick else 7)
    result["idle_cpu_percent"] = bench_idle(0.5, together=True) if quick else bench_idle(10.0)
    result["click_response_ms"] = bench_click_response(3 if quick else 40)
    result["rules_games_per_s"] = bench_rules(0.05 if quick else 3.0)
    result["bot_decision_ms"] = bench_bots(3 if quick else 200)
    #: every level at three and at six seats, or at a game's biggest table (issue 39: every level
    #: decides in p95 under 300 ms at 2, 3 and 6 seats; two is the fewest of every game but
    #: Magouille, whose fewest is three)
    result["bot_decision_ms_3_seats"] = bench_bots(2 if quick else 100, seats=3)
    result["bot_decision_ms_6_seats"] = bench_bots(2 if quick else 100, seats=6)
    #: the coach, which asks the expert, at two (the fewest), three and six seats (issue 39: it
    #: answers within the same budget)
    result["coach_ms"] = {str(n): bench_coach(1 if quick else 50, seats=n) for n in (2, 3, 6)}
    #: beside that expert thinking at that table (issue 30: the frame's p95 under 8 ms)
    result["frame_while_thinking_ms"] = bench_thinking_frames(3 if quick else 150, seats=6)
    from ludicitude.bench_phones import bench_phones

    result["phones"] = bench_phones(8 if quick else 200, 0.5 if quick else 5.0)
    from ludicitude.bench_club import bench_club

    #: a club folder of 50 tables' books of 1,000 games each (issue 35: read and rated in under 2 s)
    result["club_season"] = bench_club(4, 25, 1) if quick else bench_club(50, 1000, 2)
    print_table(result)
    if args.json:
        args.json.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    return 0


def print_table(r: dict[str, Any]) -> None:
    m = r["machine"]
    print(f"machine: {m['cpu']}, {m['cores']} cores, {m['system']}, Python {m['python']}, "
          f"pygame-ce {m['pygame']}, SDL {m['sdl']} ({m['video_driver']})")
    print("\nframe (ms, update + full redraw; ratio = p95 / reference frame p95; normal = idle redraw mode)")
    for screen, sizes in r["frame_ms"].items():
        for size, f in sizes.items():
            print(f"  {screen:<10} {size:>9}  p50 {f['p50']:7.2f}  p95 {f['p95']:7.2f}  "
                  f"reference p95 {f['baseline_p95']:6.2f}  ratio {f['ratio_p95']:5.2f}  "
                  f"normal p95 {f['normal']['p95']:6.2f}")
    mem = r["memory_mib"]
    print("\nresident memory (MiB) of one process visiting every screen, after each: " + ", ".join(
        f"{k} {v}" for k, v in mem.items() if k not in ("peak", "most")) +
          f"; the most {mem.get('most', mem['peak'])} (target under 300 at 3840x2160)")
    s = r["startup_ms"]
    ratio = f"  ratio {s['app'] / s['pygame_init']:.2f}" if s.get("pygame_init") else ""
    bare = s.get("pygame_init", float("nan"))
    print(f"\nstart-up to first frame: {s['app']:.0f} ms; bare pygame init: {bare:.0f} ms{ratio}")
    if s.get("pygame_init_cpu"):
        print(f"  processor time: {s['app_cpu']:.0f} ms; bare pygame init: {s['pygame_init_cpu']:.0f} ms"
              f"  ratio {s['app_cpu'] / s['pygame_init_cpu']:.2f}")
    idle = r["idle_cpu_percent"]
    print(f"idle CPU (% of one core, {idle['driver']} video): "
          + ", ".join(f"{k} {v:.2f}" for k, v in idle.items() if k != "driver"))
    c = r["click_response_ms"]
    print(f"click on a still screen to the new screen drawn: p50 {c['p50']:.1f} ms, p95 {c['p95']:.1f} ms")
    print("rules (random full games/s): " + ", ".join(f"{k} {v:.0f}" for k, v in r["rules_games_per_s"].items()))
    print("\ncomputer decision (ms, the same positions for every level; cpu = normal)")
    for game_id, levels in r["bot_decision_ms"].items():
        print(f"  {game_id:<10} " + ", ".join(f"{level} p50 {v['p50']:.2f} p95 {v['p95']:.2f}"
                                              for level, v in levels.items()))
    for n in (3, 6):
        print(f"at {n} seats (ms; p95 in processor time in brackets):")
        for game_id, levels in r[f"bot_decision_ms_{n}_seats"].items():
            print(f"  {game_id:<10} " + ", ".join(
                f"{level} p50 {v['p50']:.1f} p95 {v['p95']:.1f} ({v['cpu_p95']:.1f})" for level, v in levels.items()))
    print("coach (ms; p95 in processor time in brackets): " + "; ".join(
        f"{g} at {v['seats']} p95 {v['p95']:.1f} ({v['cpu_p95']:.1f})"
        for figures in r["coach_ms"].values() for g, v in figures.items()))
    print("frame beside a thinking computer (ms, 1280x720, full redraw; p95 idle worker -> busy worker):")
    for game_id, f in r["frame_while_thinking_ms"].items():
        print(f"  {game_id:<10} {f['level']:<7} {f['seats']} seats "
              f"{f['idle']['p95']:7.2f} -> {f['thinking']['p95']:7.2f}"
              f"  ratio {f['ratio_p95']}")
    print_phones(r)
    cs = r["club_season"]
    print(f"club season ({cs['tables']} tables' books, {cs['games']} games, {cs['players']} players): read and "
          f"rated cold {cs['cold_ms']:.0f} ms (CPU {cs['cold_cpu_ms']:.0f} ms), started again with its cache "
          f"{cs['cached_ms']:.0f} ms (CPU {cs['cached_cpu_ms']:.0f} ms), after one book grew "
          f"{cs['one_book_grew_ms']:.0f} ms (target under 2000 ms)")


def print_phones(r: dict[str, Any]) -> None:
    ph = r["phones"]
    print(f"phone move to big screen redrawn ({ph['phones']} phones, {ph['actions']} moves): "
          f"p50 {ph['p50']:.1f} ms, p95 {ph['p95']:.1f} ms; idle CPU with the phones' server "
          f"{ph['idle_cpu_with_server']:.2f} %, without {ph['idle_cpu_without']:.2f} %")
    lp = ph["loop"]
    load = "/".join("?" if x is None else f"{x:.1f}" for x in lp["load"])
    held = lp["held"]
    print(f"  on the real loop (animations on) to every phone's new screen, from the move or, for a result "
          f"the table holds for its animation, from the frame that tells it: p50 {lp['p50']:.1f} ms, "
          f"p95 {lp['p95']:.1f} ms, max {lp['max']:.1f} ms (target p95 under 50 ms); read by the phones' "
          f"own process: p50 {lp['read']['p50']:.1f} ms, p95 {lp['read']['p95']:.1f} ms; load average {load}")
    print(f"  of which the moves not held: p95 {lp['moved']['p95']:.1f} ms; the results held, from the frame "
          f"that tells them: p95 {lp['told']['p95']:.1f} ms, max {lp['told']['max']:.1f} ms")
    print(f"  held by the table's beats ({held['moves']} of {lp['actions']} moves, from the move to the frame "
          f"that tells it): p50 {held['p50']:.1f} ms, p95 {held['p95']:.1f} ms; every move from its sending, "
          f"held time included: p50 {lp['whole']['p50']:.1f} ms, p95 {lp['whole']['p95']:.1f} ms")
    print("  where the time goes (ms, p50/p95): " + ", ".join(
        f"{label} {lp['parts'][part]['p50']:.1f}/{lp['parts'][part]['p95']:.1f}" for part, label in (
            ("server", "to the server's thread"), ("loop", "to the game loop"), ("held", "held by the beats"),
            ("written", "move played or result told and screens written"), ("serialise", "of which screens made"),
            ("phones", "to the phones' sockets"))))
