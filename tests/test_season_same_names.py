"""Issue 35, 3: "the same name on two tables is offered as one person to confirm ('Ana on table 2
is Ana?')": from the season's screen, with real clicks; the answer is written into this table's
book, so every laptop counts the same, and an answer (yes or no) is remembered."""

from __future__ import annotations

import json

from ludicitude.__main__ import main
from ludicitude.club import book, same_names
from ludicitude.club.standings import Season
from ludicitude.ui.same_name_screen import SameNameScreen
from tests.club.season_helpers import open_season_screen, play, use_installation, write_own_book


def two_tables_with_an_ana(tmp_path, monkeypatch):
    """Table 2 and this table each played a game with an "Ana"; returns the club folder and
    table 2's id."""
    club = tmp_path / "club"
    club.mkdir()
    use_installation(monkeypatch, tmp_path, "table2")
    play("magouille", ("Ana", "Jules", "Karim"), 2)
    write_own_book(club)
    other = book.installation_id()
    use_installation(monkeypatch, tmp_path, "here")
    play("magouille", ("Ana", "Bob", "Cleo"), 3)
    write_own_book(club)
    return club, other


def open_questions(make_app, club):
    d, screen = open_season_screen(make_app, club)
    d.frames(2)
    assert screen.names_button.visible
    d.click_widget(screen.names_button)
    d.settle()
    assert isinstance(d.top, SameNameScreen)
    return d, screen, d.top


def season_players(capsys, club):
    assert main(["stats", "--club-folder", str(club), "--json"]) == 0
    return {p["player"]: p["played"] for p in json.loads(capsys.readouterr().out)["players"]}


def test_the_same_name_on_two_tables_is_asked_as_one_person_and_yes_keeps_them_one(make_app, tmp_path,
                                                                                   monkeypatch, capsys):
    club, other = two_tables_with_an_ana(tmp_path, monkeypatch)
    d, season_screen, asked = open_questions(make_app, club)
    [q] = asked.asked
    assert (q.table, q.key, q.ours, q.theirs) == (other, "ana", "Ana", "Ana")
    assert asked.focused is asked.later_button  # Enter at the start answers nothing
    d.click_widget(asked.yes_button)
    d.settle()
    d.app.club.wait()
    assert d.top is season_screen  # the last question answered
    d.frames(2)
    assert not season_screen.names_button.visible and d.app.club.questions() == []
    assert same_names.local_answers() == {(other, "ana"): True}
    assert season_players(capsys, club)["Ana"] == 2  # one person, both games


def test_no_makes_the_other_tables_ana_another_person_on_every_laptop(make_app, tmp_path, monkeypatch, capsys):
    club, other = two_tables_with_an_ana(tmp_path, monkeypatch)
    d, _season_screen, asked = open_questions(make_app, club)
    d.click_widget(asked.no_button)
    d.settle()
    d.app.club.wait()  # this table's book written again, with the answer
    d.app.club.close()
    apart = same_names.other_person("Ana", other)
    here = season_players(capsys, club)
    assert here["Ana"] == 1 and here[apart] == 1
    use_installation(monkeypatch, tmp_path, "table2")  # the other laptop reads this table's book
    there = Season(club)
    there.refresh()
    assert there.questions == []  # answered by one table: neither is asked again
    assert season_players(capsys, club) == here  # every laptop counts the same


def test_an_answer_is_remembered_when_the_program_starts_again(make_app, tmp_path, monkeypatch):
    club, _other = two_tables_with_an_ana(tmp_path, monkeypatch)
    d, _season_screen, asked = open_questions(make_app, club)
    d.click_widget(asked.no_button)
    d.settle()
    d.app.club.wait()
    d.app.club.close()
    again = Season(club)
    again.refresh()
    assert again.questions == []


def test_later_leaves_the_question_for_another_time(make_app, tmp_path, monkeypatch):
    club, _other = two_tables_with_an_ana(tmp_path, monkeypatch)
    d, season_screen, asked = open_questions(make_app, club)
    d.key(13)  # Enter: on Later, answers nothing
    d.settle()
    assert d.top is season_screen
    assert same_names.local_answers() == {}
    assert season_screen.names_button.visible
