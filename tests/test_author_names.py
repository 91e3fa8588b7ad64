"""Fewer names to learn, and the game author's docs (issue 38, item 7): "a game's author needs at
most 40 framework names for a game like Pig or Perudo, and ``docs/architecture.md`` ("Adding a
game") lists them, with every contract above (``refresh``, the phone script's API,
``action_label``) and a tutorial that builds a small game from nothing". The names are counted
from the source (``tests/author_names.py`` says what counts); the tutorial's code blocks are the
files of ``tests/pig``, so following it builds the game these tests play."""

from __future__ import annotations

import re


from tests.author_names import PERUDO, PIG, ROOT, names_used

MOST = 40
DOC = ROOT / "docs" / "architecture.md"


def adding_a_game() -> str:
    """The "Adding a game" section of docs/architecture.md, its subsections included."""
    text = DOC.read_text(encoding="utf-8")
    start = text.index("## Adding a game")
    return text[start:text.index("\n## ", start + 1)]


def test_pig_needs_at_most_40_framework_names():
    names = names_used(PIG)
    assert len(names) <= MOST, f"Pig reaches {len(names)} framework names: {sorted(names)}"


def test_perudo_needs_at_most_40_framework_names():
    names = names_used(PERUDO)
    assert len(names) <= MOST, f"Perudo reaches {len(names)} framework names"


def test_the_count_sees_imports_module_members_and_a_framework_class_s_members(tmp_path):
    game = tmp_path / "scene.py"
    game.write_text(
        "from ludicitude.ui import draw\n"
        "from ludicitude.ui.game_scene import GameScene as Base\n"
        "from ludicitude.core.i18n import _\n"
        "class GameScene(Base):\n"
        "    def draw_table(self, surface):\n"
        "        draw.text(surface, _(self.name(0)), (0, 0), 10)\n"
        "        self.mine = 1\n", encoding="utf-8")
    assert names_used([game]) == {"game_scene.GameScene", "i18n._", "draw.text", "GameScene.draw_table",
                                  "GameScene.name"}


def test_the_docs_list_every_name_pig_and_perudo_need_and_say_how_many():
    section = adding_a_game()
    pig, perudo = names_used(PIG), names_used(PERUDO)
    missing = sorted(n for n in pig | perudo if f"`{n}`" not in section)
    assert not missing, f"docs/architecture.md, Adding a game, does not list: {missing}"
    assert f"reaches {len(pig)} names" in section and f", {len(perudo)} (" in section, "the counts the docs give"


def test_the_docs_state_every_contract_a_game_keeps():
    section = adding_a_game()
    for contract in ("`refresh()`", "`Ludi.games.<id> = function (m, L)`", "`texts.action_label", "`why=`",
                     "`enabled=`", "`texts.describe(event, names)`", "`bots.PLAYERS`", "`sounds.CUES`"):
        assert contract in section, contract
    page = (ROOT / "assets/phone/phone.js").read_text(encoding="utf-8")
    api = page[page.index("const L = {"):page.index("\n  };", page.index("const L = {"))]  # what Ludi is
    helpers = re.findall(r"^    (\w+)(?:\(|: \()", api, re.M)
    assert len(helpers) > 10
    for helper in helpers:
        assert f"`L.{helper}(" in section, f"the phone script's L.{helper} is not documented"


def test_the_tutorials_code_is_the_pig_game_file_by_file():
    """Each block of the tutorial is marked with its file; the blocks of a file, in order, are
    that file (its parts joined by a blank line), and every file of ``tests/pig`` is there."""
    blocks: dict[str, list[str]] = {}
    for path, code in re.findall(r"<!-- file: (\S+)(?: \(part \d+\))? -->\n```\w*\n(.*?)```\n", adding_a_game(),
                                 re.S):
        blocks.setdefault(path, []).append(code)
    files = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "tests" / "pig").rglob("*")
                   if p.is_file() and p.suffix in (".py", ".po"))
    assert sorted(blocks) == files
    for path, parts in blocks.items():
        assert "\n".join(parts) == (ROOT / path).read_text(encoding="utf-8"), f"the tutorial's {path} is not the file"
