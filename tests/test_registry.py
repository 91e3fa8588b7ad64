"""A game declares itself once (issue 28): one ``GameSpec`` per game, found through the
entry-point group ``ludicitude.games``; shared code names no game."""

from __future__ import annotations

import re
import subprocess
import sys

from pathlib import Path
from types import SimpleNamespace

import pytest

from ludicitude.core.game import GameState
from ludicitude.core.i18n import _, add_catalogue_folder, set_language
from ludicitude.core.spec import GameSpec, Ref
from ludicitude.games import GAMES, builtin_specs, discover

ROOT = Path(__file__).resolve().parent.parent
BUILT_IN = ("magouille", "cartes", "cadenas", "corsaire")


#: what the program asks of every game's texts module, and where (docs/architecture.md, "Adding a game")
TEXTS_EVERY_GAME_GIVES = {
    "describe": "every event in words: the log (L), the banner, the phones, the demo",
    "rules_summary": "the rules screen (F1)",
    "step_of": "the end screen's chart and the replay's steps (a round or a turn)",
    "score_series": "the end screen's chart",
}


@pytest.mark.parametrize("game", list(GAMES.values()), ids=list(GAMES))
def test_every_part_a_spec_names_is_there_and_is_what_it_says(game):
    for name, ref in game.refs().items():
        assert ref() is not None, (game.id, name, ref)
    state = game.new_game()(game.min_seats, None, 1)
    assert isinstance(state, game.state()) and issubclass(game.state(), GameState)
    assert state.game_id == game.id
    assert (game.state().min_seats, game.state().max_seats) == (game.min_seats, game.max_seats)
    assert all(isinstance(a, game.actions()) for a in state.legal_actions(state.to_act[0]))
    assert "cpu" in game.levels(), (f"{game.id}: no normal computer player (level 'cpu' in bots.PLAYERS): setup, "
                                    "simulate, the bench and the kit seat it")
    assert all(game.make_bot(level, 1).choose for level in game.levels())
    texts = game.texts()
    for name, why in TEXTS_EVERY_GAME_GIVES.items():
        assert callable(getattr(texts, name, None)), f"{game.id}: texts.{name} is missing: {why}"
    assert texts.rules_summary(), f"{game.id}: texts.rules_summary() is empty: the rules screen (F1) shows it"
    assert game.scene().__name__ == "GameScene"
    assert all(1 <= face <= 6 for face in game.tile_dice) and game.tile_dice
    assert set(game.demo_moments) <= set(game.state().log_schema), "a demo moment is an event the game logs"
    assert game.min_seats <= game.seats_for_bench() <= game.max_seats
    if game.phone is not None:
        script = (game.folder() / game.phone.script).read_text(encoding="utf-8")
        assert f"Ludi.games.{game.id} =" in script
        for key, word in game.phone.words()().items():  # a word, or a count's forms (phones.words.counted)
            forms = word if isinstance(word, list) else [word]
            assert forms and all(isinstance(v, str) and v for v in forms), (game.id, key, word)


def test_a_level_the_game_has_no_player_for_is_refused_in_words():
    game = GAMES["cadenas"]
    with pytest.raises(ValueError, match="no 'genius' player"):
        game.make_bot("genius", 1)
    assert type(game.make_bot("random", 1)).__name__ == "RandomBot"


def test_the_four_built_in_games_register_in_the_entry_point_group():
    tomllib = pytest.importorskip("tomllib")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    group = project["project"]["entry-points"]["ludicitude.games"]
    assert set(group) == set(BUILT_IN)
    for game_id, target in group.items():
        assert Ref(target)() is GAMES[game_id]
    assert list(GAMES)[:4] == list(BUILT_IN), "the launcher's order"


class FakeEntryPoint(SimpleNamespace):
    def load(self):
        return Ref(self.value)()


def test_without_the_program_s_metadata_the_built_in_games_are_found_by_their_folders():
    assert list(discover([], own_metadata=False)) == list(BUILT_IN)
    assert {s.id for s in builtin_specs()} == set(BUILT_IN)


def test_metadata_that_registers_none_of_the_program_s_games_falls_back_to_the_built_in_list():
    other = FakeEntryPoint(name="cadenas", value="ludicitude.games.cadenas.spec:SPEC")
    assert list(discover([], own_metadata=True)) == list(BUILT_IN)
    assert list(discover([other], own_metadata=True)) == ["cadenas"]


def test_a_broken_game_installed_beside_the_program_is_said_and_left_out(capsys):
    broken = FakeEntryPoint(name="broken", value="no_such_module_anywhere:SPEC")
    liar = FakeEntryPoint(name="perudo", value="ludicitude.games.cadenas.spec:SPEC")  # not its own id
    found = discover([broken, liar], own_metadata=False)
    assert list(found) == list(BUILT_IN)
    err = capsys.readouterr().err
    assert "'broken' was left out: it could not be loaded" in err
    assert "'perudo' was left out: its GameSpec has the id cadenas" in err


def test_a_game_s_own_translations_are_read_from_its_package(tmp_path):
    (tmp_path / "fr").mkdir()
    (tmp_path / "fr" / "extra.po").write_text('msgid "A bid of {count}"\nmsgstr "Une enchère de {count}"\n',
                                              encoding="utf-8")
    add_catalogue_folder(tmp_path)
    try:
        set_language("fr")
        assert _("A bid of {count}").format(count=3) == "Une enchère de 3"
        assert _("Quit") == "Quitter", "the program's own entries are still there"
    finally:
        set_language("en")


def test_listing_the_games_imports_no_rules_core_and_no_pygame():
    code = ("import sys; from ludicitude.games import GAMES; assert len(GAMES) >= 4; "
            "bad = [m for m in sys.modules if m == 'pygame' or m.startswith('ludicitude.games.') "
            "and m.endswith(('.rules', '.bots', '.texts', '.scene'))]; "
            "print(bad); sys.exit(1 if bad else 0)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_simulate_never_imports_pygame():
    code = ("import sys; from ludicitude.__main__ import simulate_main; "
            "simulate_main(['--game', 'cadenas', '--games', '2']); sys.exit('pygame' in sys.modules)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and "Cadenas: 2 games" in proc.stdout, proc.stdout + proc.stderr


def test_the_frozen_program_carries_the_metadata_its_games_are_registered_in():
    spec = (ROOT / "ludicitude.spec").read_text(encoding="utf-8")
    assert 'copy_metadata("ludicitude")' in spec


#: a quoted game id: what shared code wrote before every game declared itself once
QUOTED_ID = r"[\"'](%s)[\"']"


def quoted_game_ids(root: Path, ids: tuple[str, ...]) -> list[str]:
    """Every line of ``root``'s Python, outside each game's own folder, that names a game id."""
    pattern = re.compile(QUOTED_ID % "|".join(map(re.escape, ids)))
    lines = []
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root)
        if rel.parts[:1] == ("games",) and len(rel.parts) > 2 and rel.parts[1] in ids:
            continue  # a game's own folder names itself
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if pattern.search(line):
                lines.append(f"{rel}:{n}: {line.strip()}")
    return lines


def test_shared_code_names_no_game():
    assert quoted_game_ids(ROOT / "ludicitude", tuple(GAMES)) == []


def test_the_check_for_game_ids_finds_one(tmp_path):
    (tmp_path / "ui").mkdir()
    (tmp_path / "ui" / "launcher.py").write_text('TILE = {"cadenas": (6, 5, 1)}\n')
    (tmp_path / "games" / "cadenas").mkdir(parents=True)
    (tmp_path / "games" / "cadenas" / "spec.py").write_text('ID = "cadenas"\n')
    assert quoted_game_ids(tmp_path, BUILT_IN) == ['ui/launcher.py:1: TILE = {"cadenas": (6, 5, 1)}']


def test_a_spec_s_relative_references_are_in_its_own_package():
    spec = GAMES["cartes"]
    assert spec.state.target == "ludicitude.games.cartes.rules:State"
    assert isinstance(spec, GameSpec)
