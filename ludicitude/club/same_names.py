""""Ana on table 5e1c is Ana?": the same name at two tables, offered to this table as one person
to confirm (docs/club.md, "When two laptops disagree on a name").

Until it is answered, the same name is one person in the season (names compare as ``name_key``
does). The answer is kept in this table's database (``meta``: ``same:<other table's id>:<name
key>``, 1 for one person, 0 for two) and so goes into its book: every laptop reads it and counts
the same. A "two people" answer, from any table, makes the other table's player another person
of the season, named with that table's short id ("Ana #5e1c": the same on every laptop, whatever
its language); once a table has answered, neither table is asked about that name again.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ludicitude.club.database import StoreError, database, in_words
from ludicitude.core.i18n import _
from ludicitude.core.names import name_key, name_problem

PREFIX = "same:"
#: an installation's id (club/book.py): 14 hexadecimal digits
_ID = re.compile(r"[0-9a-f]{14}")
#: answers a book may hold at most (a club has far fewer names)
MAX_ANSWERS = 100_000


def short(table: str) -> str:
    """A table as the players see it: the first four digits of its id."""
    return table[:4]


def other_person(name: str, table: str) -> str:
    """The name the season gives the player of ``table`` who is another person than ``name``."""
    return f"{name.strip()} #{short(table)}"


def parse(key: str, value: object) -> tuple[str, str, bool] | None:
    """A ``meta`` row as an answer: (the other table's id, the name's key, one person?), or None."""
    if not key.startswith(PREFIX) or value not in (0, 1) or type(value) is not int:
        return None
    other, sep, name = key[len(PREFIX):].partition(":")
    if not sep or not _ID.fullmatch(other) or name_problem(name) is not None or name_key(name) != name:
        return None
    return other, name, bool(value)


def read_answers(rows: Iterable[tuple[str, object]]) -> dict[tuple[str, str], bool]:
    """The answers among ``rows`` (``meta``'s key and value), each (other table, name key) -> one person?"""
    out: dict[tuple[str, str], bool] = {}
    for key, value in rows:
        answer = parse(key, value) if isinstance(key, str) else None
        if answer is not None:
            out[(answer[0], answer[1])] = answer[2]
    return out


def local_answers() -> dict[tuple[str, str], bool]:
    """This table's answers, from its database."""
    return read_answers(database().read("SELECT key, value FROM meta WHERE key LIKE 'same:%'"))


def answer(other: str, key: str, same: bool) -> None:
    """Keep this table's answer about ``key`` at table ``other``; StoreError, in words, if it can't be."""
    if not _ID.fullmatch(other) or name_key(key) != key:
        raise StoreError(_("This is not a name of another table."))
    db = database()
    if db.conn is None or not db.writable:
        raise StoreError(db.write_problem or _("the games database can't be written"))
    try:
        with db.transaction() as conn:
            conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                         (f"{PREFIX}{other}:{key}", int(same)))
    except sqlite3.Error as exc:
        raise StoreError(in_words(exc)) from exc


@dataclass(frozen=True)
class Question:
    """Is ``theirs`` (as table ``table`` writes the name) the person this table calls ``ours``?"""

    table: str
    key: str
    ours: str
    theirs: str


def questions(here: str, ours: Mapping[str, str], tables: Mapping[str, Mapping[str, str]],
              answers: Mapping[str, Mapping[tuple[str, str], bool]]) -> list[Question]:
    """The names this table (``here``; ``ours``: each name key -> its name) shares with another
    table (``tables``: each table's id -> its name keys -> names) that no table has answered
    about (``answers``: each table's id -> its answers)."""
    out = []
    for table in sorted(tables):
        if table == here:
            continue
        for key in sorted(set(ours) & set(tables[table])):
            if (table, key) in answers.get(here, {}) or (here, key) in answers.get(table, {}):
                continue
            out.append(Question(table, key, ours[key], tables[table][key]))
    return out


def two_people(answers: Mapping[str, Mapping[tuple[str, str], bool]]) -> set[tuple[str, str]]:
    """Each (table, name key) that some table said is another person than its own (a "two
    people" answer outweighs a "one person" one)."""
    return {pair for table_answers in answers.values() for pair, same in table_answers.items() if not same}
