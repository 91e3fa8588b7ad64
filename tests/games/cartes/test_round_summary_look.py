"""Issue 37, the look (the reviewer's item 6, "Quatre Cartes' round recap is a paragraph of
digits"): the round's summary reads like the table: one row per card, its name on a band in its
colour, each scorer's dice in their colour in the card's order and a points badge, "gains in
the good colour, losses in red, never gold for a loss"; under them everyone's round points,
coloured the same way, and totals. Everything inside the panel, nothing overlapping, dice at
least 1/32 of the height (1024x768 projector in French, 1920x1080 in English)."""

from __future__ import annotations

import pygame
import pytest

from ludicitude.games.cartes import pieces, rules, scene as cartes_scene, table
from ludicitude.games.cartes.events import CardScored, RoundScored
from ludicitude.ui import draw, theme
from tests.games.cartes.positions import screenshot_positions
from tests.games.looks import calls_of

SETUPS = [((1024, 768), "fr", True), ((1920, 1080), "en", False)]


def summary_drawn(make_app, monkeypatch, position, size, language, projector):
    """The position opened and settled; the summary's last drawing: its arguments, where it drew
    its pieces, and every die ``draw.die`` drew."""
    summaries = calls_of(monkeypatch, cartes_scene, "draw_round_summary")
    dice = calls_of(monkeypatch, draw, "die")
    d = make_app(size=size, projector=projector, language=language)
    d.app.push_scene(screenshot_positions(d.app)[position]())
    d.settle()
    d.pixels()
    shot = d.app.screen.copy()
    assert summaries, "the round's summary is drawn"
    args, drawn = summaries[-1]
    return args, drawn, [pygame.Rect(a[1]) for a, _ in dice], shot


def expected_colour(points: int) -> theme.Colour:
    return theme.GOOD if points > 0 else theme.DANGER if points < 0 else theme.PANEL_LIGHT


@pytest.mark.parametrize("position", ["round-end-3", "round-end-6"])
@pytest.mark.parametrize("size, language, projector", SETUPS)
def test_the_round_summary_shows_each_card_as_a_row_of_its_scorers_dice_and_points_badges(
        make_app, monkeypatch, position, size, language, projector):
    """One row per card in the cards' order; on it each scorer's dice (as many as they placed,
    in the card's order: ranked, then the tied groups) at least 1/32 of the height, inside the
    panel and the card's row; a badge per scorer, green for a gain and red for a loss; no two
    dice or badges overlap; under the rows everyone's round points in a badge of the same colours."""
    args, drawn, all_dice, shot = summary_drawn(make_app, monkeypatch, position, size, language, projector)
    assert isinstance(drawn, table.SummaryDrawn), "the summary draws pieces, not a paragraph of digits"
    panel, summary = args[1], args[2]
    h = size[1]
    events = summary.cards
    assert [row.card for row in drawn.rows] == [e.card for e in events] == list(rules.CARDS)
    pieces_drawn: list[pygame.Rect] = []
    for row, event in zip(drawn.rows, events):
        assert panel.contains(row.rect), row.card
        order = list(event.ranked) + [s for group in event.tied for s in group]
        assert list(row.dice) == order == [seat for seat, _, _ in row.badges], row.card
        for seat in order:
            assert len(row.dice[seat]) == len(event.combos[seat]), (row.card, seat)
            for die in row.dice[seat]:
                assert die in all_dice, "each die is drawn as a die"
                assert row.rect.contains(die), (row.card, seat, die, row.rect)
                assert die.h >= h / 32, (row.card, die.h)
            pieces_drawn += row.dice[seat]
        for seat, badge, colour in row.badges:
            assert row.rect.contains(badge), (row.card, seat)
            assert colour == expected_colour(event.points[seat]), (row.card, seat, event.points[seat])
            assert colour != theme.ACCENT
            assert shot.get_at((badge.x + badge.h // 2, badge.y + 2))[:3] == colour, "the badge shows its colour"
            pieces_drawn.append(badge)
    scored = summary.scored
    assert [seat for seat, _, _ in drawn.totals] == list(range(len(scored.points)))
    for seat, badge, colour in drawn.totals:
        assert panel.contains(badge)
        assert badge.top > max(row.rect.bottom for row in drawn.rows)
        assert colour == expected_colour(scored.points[seat]), (seat, scored.points[seat])
        pieces_drawn.append(badge)
    overlaps = [(a, b) for i, a in enumerate(pieces_drawn) for b in pieces_drawn[i + 1:] if a.colliderect(b)]
    assert not overlaps, overlaps[:3]
    if position == "round-end-6":
        assert any(colour == theme.DANGER for row in drawn.rows for _, _, colour in row.badges), \
            "the position has a loss to show in red"


def test_a_tied_group_is_marked_with_the_cards_tie_sign_before_its_dice(make_app, monkeypatch):
    """"Tied, they cancel and get -5" (the rule card): on the summary a tied group follows the
    ranked seats, each of its players marked "=" as the cards mark a tie, their badges red."""
    make_app()
    surface = pygame.Surface((1024, 768))
    event = CardScored(card=rules.MAXI, combos=((6, 6), (5, 6), (5, 6), ()), ranked=(0,), tied=((1, 2),),
                       points=(5, -5, -5, 0))
    texts = calls_of(monkeypatch, draw, "text")
    row = table._summary_row(surface, pygame.Rect(10, 10, 900, 100), event, theme.PLAYER_IDENTITIES[:4])
    assert list(row.dice) == [0, 1, 2]
    ties = [rect for args, rect in texts if args[1] == pieces.TIE]
    assert len(ties) == 2
    for tie, seat in zip(ties, (1, 2)):
        assert tie.right <= row.dice[seat][0].left and tie.left >= row.dice[seat - 1][-1].right
    assert [colour for _, _, colour in row.badges] == [theme.GOOD, theme.DANGER, theme.DANGER]


@pytest.mark.parametrize("seats", [2, 3, 4, 6])
@pytest.mark.parametrize("size, language, projector", SETUPS)
def test_at_two_to_six_players_every_round_summary_fits_its_panel_with_dice_of_a_32nd(
        make_app, seats, size, language, projector):
    """Every round of a game of sensible computers, at 2, 3, 4 and 6 players: each die inside the
    panel and its card's row, at least 1/32 of the height, no two dice or badges overlapping,
    the totals' badges above the panel's button."""
    from ludicitude.games.cartes.story import RoundSummary
    from ludicitude.games.cartes.table import TableLayout
    from tests.games.cartes.positions import round_ending

    make_app(size=size, projector=projector, language=language)
    surface = pygame.Surface(size)
    geo = TableLayout.fit(surface.get_rect())
    before, seat, action, after = round_ending(seats, 3 + seats, 2 * seats)  # the game's last round
    ended = [e for e in after.events if isinstance(e, (CardScored, RoundScored))]
    for round_no in range(1, 2 * seats + 1):
        scored = next(i for i, e in enumerate(ended) if isinstance(e, RoundScored) and e.round == round_no)
        summary = RoundSummary(tuple(ended[scored - 4:scored + 1]))
        drawn = table.draw_round_summary(surface, geo.dialog, summary, [f"Player {s}" for s in range(seats)],
                                          theme.PLAYER_IDENTITIES[:seats], seats=seats, round_number=round_no,
                                          foot=geo.next.y)
        shapes: list[pygame.Rect] = []
        for row in drawn.rows:
            assert geo.dialog.contains(row.rect)
            for dice in row.dice.values():
                assert all(row.rect.contains(r) and r.h >= size[1] / 32 for r in dice), (round_no, row.card)
                shapes += dice
            shapes += [badge for _, badge, _ in row.badges]
        shapes += [badge for _, badge, _ in drawn.totals]
        assert all(b.bottom <= geo.next.y for _, b, _ in drawn.totals)
        assert not any(a.colliderect(b) for i, a in enumerate(shapes) for b in shapes[i + 1:]), round_no
