"""An installed kit (issue 38, item 3): ``ludicitude.testing`` (the conformance kit, the real-event
driver and fixtures, the screen checks: Enter rules and secrecy in pixels) ships in the wheel, so
a game's tests run against an installed program; it imports nothing of the program's own tests,
the program never imports it (pytest is no dependency of a player's install), and the Perudo
example's tests use it, not the program's tests."""

from __future__ import annotations

from pathlib import Path

from ludicitude.testing.layers import imported_modules

ROOT = Path(__file__).resolve().parent.parent
KIT = ROOT / "ludicitude" / "testing"


def from_tests(path: Path) -> set[str]:
    return {m for m in imported_modules(path) if m == "tests" or m.startswith("tests.")}


def test_the_kit_imports_nothing_of_the_program_s_tests():
    assert {p.name: from_tests(p) for p in KIT.glob("*.py") if from_tests(p)} == {}


def test_the_program_never_imports_the_kit():
    users = [str(p.relative_to(ROOT)) for p in (ROOT / "ludicitude").rglob("*.py")
             if KIT not in p.parents and any(m.startswith("ludicitude.testing") for m in imported_modules(p))]
    assert users == [], "the program would need pytest to run"


def test_perudo_s_tests_use_the_kit_and_not_the_program_s_tests():
    """Only the real-browser phone test reaches into the program's checkout, and it says so
    (skipped where the program is installed without it)."""
    tests = ROOT / "examples" / "perudo"
    reaching = {p.name for p in tests.rglob("*.py") if from_tests(p)}
    assert reaching == {"test_perudo_phone.py"}
    assert 'importorskip("tests.phones.browser"' in (tests / "tests" / "test_perudo_phone.py").read_text("utf-8")
    kit_users = {p.name for p in tests.rglob("test_*.py")
                 if any(m.startswith("ludicitude.testing") for m in imported_modules(p))}
    assert {"test_perudo_conformance.py", "test_perudo_lint.py"} <= kit_users
    assert "ludicitude.testing.fixtures" in imported_modules(tests / "tests" / "conftest.py")
