"""Pig declares itself (a test registers it: ``tests/test_focus_after_action.py``)."""

from ludicitude.core.i18n import N_
from ludicitude.core.spec import GameSpec

SPEC = GameSpec(id="pig", name="Pig", pitch=N_("Roll to add, a 1 loses the turn's points; hold to bank them."),
                min_seats=2, max_seats=4, package="tests.pig", locale="locale")
