"""Issue 37, the reveal's look: the lifting cups stay under the title, the winner is marked (never
struck out) and told as a headline, the highlights are never a seat's colour (where the button stands:
``test_go_on_place.py``)."""

from __future__ import annotations

import pygame

from ludicitude.games.magouille import pieces
from ludicitude.games.magouille.events import GameOver, NobodyScores, Revealed
from ludicitude.games.magouille.story import Moment, Phase, Resolution, Reveal
from ludicitude.ui import theme

H = 768
NAMES = ("Ana", "Bob", "Chloé", "Dimitri")


def _surface() -> pygame.Surface:
    pygame.font.init()
    return pygame.Surface((1024, H))


def _panel() -> pygame.Rect:
    return pygame.Rect(20, 60, 960, 600)


def test_a_lifting_cup_never_covers_the_reveals_title():
    """'The lifting cup covers the reveal's title … keep the lifted cups inside the dialog.'"""
    surface = _surface()
    panel = _panel()
    row = pieces.RevealRow.fit(panel, (1, 2, 3, 4), H, NAMES)
    title_band = pygame.Rect(panel.x, panel.y, panel.w, int(H * pieces.TITLE_ROOM))
    colours = [theme.PLAYER_IDENTITIES[s].colour for s in range(4)]
    for lift in (0.05, 0.2, 0.4, 0.6):
        surface.fill((0, 0, 0))
        moment = Moment(Phase.LIFTING, False, 0.0, (lift, lift, lift, lift))
        pieces.draw_reveal_dice(surface, row, (1, 2, 3, 4), moment, colours, Resolution(), [0] * 4)
        band = surface.subsurface(title_band)
        assert pygame.transform.average_color(band)[:3] == (0, 0, 0), f"a cup drawn over the title at lift {lift}"
    # and there is room between the title and the dice
    assert row.boxes[0].y - title_band.bottom >= H * 0.05


def _victory() -> Reveal:
    events = (Revealed(reveal=2, faces=(4, None, None, 4), total=8),
              NobodyScores(final_total=8, minimum_total=8, cancelled=(4,)),
              GameOver(winners=(3,), reason="last_standing", target=100, scores=(-2, -5, -3, 40)))
    return Reveal(2, (4, None, None, 4), 8, events, (0, -5, -3, 40), (-2, -5, -3, 40), 111, 8)


def test_the_winners_die_is_never_struck_out_and_is_ringed_in_gold():
    """'Never strike out the winner's die; mark the winner (a gold ring and a "Wins!" tag).'"""
    reveal = _victory()
    assert reveal.winners() == (3,)
    surface = _surface()
    row = pieces.RevealRow.fit(_panel(), reveal.faces, H, NAMES)
    colours = [theme.PLAYER_IDENTITIES[s].colour for s in range(4)]
    done = Moment(Phase.DONE, True, 1.0)
    pieces.draw_reveal_dice(surface, row, reveal.faces, done, colours, reveal.resolution(),
                            [reveal.change(s) for s in range(4)], reveal.winners())
    size = row.size
    loser, winner = row.boxes
    # the struck-out line crosses the die's middle: red there on the loser's, not on the winner's
    assert tuple(surface.get_at(loser.center))[:3] == theme.DANGER
    assert tuple(surface.get_at(winner.center))[:3] != theme.DANGER
    # a gold glow just outside the winner's die
    assert tuple(surface.get_at((winner.centerx, winner.top - int(size * 0.06))))[:3] == theme.ACCENT


def test_the_win_is_a_headline_of_its_own_not_a_paragraphs_last_line():
    """'say the win as a headline line of its own in the dialog, not at a paragraph's end'"""
    reveal = _victory()
    headline, words = pieces.reveal_words(reveal, NAMES)
    assert "wins the game" in headline
    assert "wins the game" not in words


def test_the_highlights_are_never_a_seats_colour():
    """'a gold glow for a gain with a "+8" badge, a dark/grey halo with a red "−14" badge for a loss:
    never a fill in a seat's colour'"""
    seats = {i.colour for i in theme.PLAYER_IDENTITIES}
    assert pieces.change_halo(8) == theme.ACCENT
    assert pieces.change_halo(-14) == pieces.LOSS_HALO
    assert pieces.change_halo(-14) not in seats and pieces.change_halo(8) not in seats
    assert pieces.change_halo(0) is None
    surface = _surface()
    box = pygame.Rect(400, 300, 100, 100)
    badge = pieces.draw_change_badge(surface, box, -14)
    assert badge.collidepoint(box.topright)
    assert tuple(surface.get_at((badge.x + badge.h // 2, badge.centery - badge.h // 3)))[:3] == theme.DANGER
