"""Regenerate the corpus of damaged saves (run from the top of the checkout).

Each file is a real save of a Corsaire game, damaged one way; the file name says how.
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from ludicitude.games import GAMES
from ludicitude.ui.session import GameSession, SeatInfo

HERE = Path(__file__).resolve().parent / "damaged_saves"


def good() -> dict:
    session = GameSession(GAMES["corsaire"], [SeatInfo("Ana", "red"), SeatInfo("Bob", "blue")],
                          GAMES["corsaire"].module("rules").new_game(2, None, 4))
    return {"format": 1, "saved_at": 1764400000.0, "session": session.to_dict()}


def main() -> None:
    HERE.mkdir(exist_ok=True)
    text = json.dumps(good())
    cases = {
        "truncated": text[: len(text) // 2],
        "not_json": "this is not a saved game\n",
        "empty": "",
        "wrong_shape_list": json.dumps([1, 2, 3]),
        "wrong_shape_session": json.dumps({"format": 1, "session": "hello"}),
    }

    def mutate(name, fn):
        d = good()
        fn(d)
        cases[name] = json.dumps(d)

    mutate("negative_gold", lambda d: d["session"]["state"]["data"].__setitem__("gold", [-5, 0]))
    mutate("gold_not_sixty", lambda d: d["session"]["state"]["data"].__setitem__("bank", 70))
    mutate("huge_numbers", lambda d: d["session"]["state"]["data"].__setitem__("bank", 10**400))
    mutate("huge_seat_count", lambda d: d["session"]["state"].__setitem__("seats", 10**30))
    mutate("older_format", lambda d: d.__setitem__("format", 0))
    mutate("older_state_format", lambda d: d["session"]["state"].__setitem__("format", 0))
    mutate("unknown_game", lambda d: d["session"].__setitem__("game", "chess"))
    mutate("face_seven", lambda d: d["session"]["state"]["data"].__setitem__("faces", [7, 1, 1, 1, 1]))
    mutate("seat_names_missing", lambda d: d["session"].__setitem__("seats", []))
    mutate("bad_seat_kind", lambda d: d["session"]["seats"][0].__setitem__("kind", "wizard"))
    for name, content in cases.items():
        (HERE / f"corsaire-{name}.json").write_text(content, encoding="utf-8")
    print(f"{len(cases)} damaged saves written")


if __name__ == "__main__":
    main()
