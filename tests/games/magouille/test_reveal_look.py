"""Issue 37, the reveal's look: the lifting cups stay under the title, the dice tell the round and the
winner's plate the win (told as the panel's headline, at 1024x768 too), the highlights are never a
seat's colour (where the button stands: ``test_go_on_place.py``)."""

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


def test_the_winners_die_keeps_the_rounds_truth_struck_out_when_its_face_cancelled():
    """Issue 37, a decision: the winner's die showed "Wins!" and was never struck out, though its
    face cancelled out ("every face is shared"). The dice tell the round only: both 4s are struck
    out, and no die says "Wins!" (the winner's plate does)."""
    reveal = _victory()
    assert reveal.winners() == (3,)
    surface = _surface()
    row = pieces.RevealRow.fit(_panel(), reveal.faces, H, NAMES)
    colours = [theme.PLAYER_IDENTITIES[s].colour for s in range(4)]
    done = Moment(Phase.DONE, True, 1.0)
    with theme.recording_sizes() as drawn:
        pieces.draw_reveal_dice(surface, row, reveal.faces, done, colours, reveal.resolution(),
                                [reveal.change(s) for s in range(4)])
    loser, winner = row.boxes
    # the struck-out line crosses each die's middle: red there on both
    assert tuple(surface.get_at(loser.center))[:3] == theme.DANGER
    assert tuple(surface.get_at(winner.center))[:3] == theme.DANGER
    assert "Wins!" not in [x.what for x in drawn]


def test_the_winners_plate_glows_gold_with_a_wins_tag():
    """The win goes on the winner's plate: a gold glow round it and a "Wins!" tag on it."""
    surface = _surface()
    plate = pygame.Rect(300, 300, 380, 96)
    identity = theme.PLAYER_IDENTITIES[0]
    outside = (plate.centerx, plate.bottom + 4)
    for winner in (False, True):
        surface.fill((0, 0, 0))
        with theme.recording_sizes() as drawn:
            pieces.draw_seat(surface, plate, identity, "Dimitri", 28, pieces.SeatLook(winner=winner),
                             name_px=30, score_px=40)
        glow = surface.get_at(outside)
        if winner:
            assert glow.r > 40 and glow.g > 30 and glow.b < glow.g  # gold, round the plate
            assert "Wins!" in [x.what for x in drawn] and "Dimitri" in [x.what for x in drawn]  # the name whole
        else:
            assert tuple(glow)[:3] == (0, 0, 0)
            assert "Wins!" not in [x.what for x in drawn]


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
    # beside its die, covering none of its face ("the +17 badge covers a third of a die")
    assert not badge.colliderect(box) and 0 < badge.x - box.right <= box.w // 6
    assert box.top < badge.centery < box.bottom
    assert tuple(surface.get_at((badge.x + badge.h // 2, badge.centery - badge.h // 3)))[:3] == theme.DANGER


def _played_to_the_last_reveal(make_app):
    """Anastasia's winning game at 1024x768 projector, played with the keys to its last reveal
    (Dimitri ready, the last face set) and settled: its dice up."""
    from ludicitude.games.magouille.scene import GameScene
    from ludicitude.ui.session import GameSession, SeatInfo
    from tests.games.magouille.test_end_look import COLOURS, NAMES as LONGER, last_choice_left

    d = make_app(size=(1024, 768), projector=True)
    session = GameSession.new("magouille", [SeatInfo(n, c) for n, c in zip(LONGER, COLOURS)], None, 1)
    session.state = last_choice_left()
    scene = GameScene(d.app, session)
    d.app.push_scene(scene)
    d.settle()
    d.key(pygame.K_RETURN)  # Dimitri is ready
    d.key(pygame.K_6)
    d.key(pygame.K_RETURN)  # the second reveal
    d.settle()
    return d, scene


def test_the_bright_panel_says_who_wins_and_why_at_1024(make_app):
    """"At 1024 the winning sentence appears only in the dim header": the panel under the table
    says it first, bright, once the dice are up (played to it with the keys)."""
    d, scene = _played_to_the_last_reveal(make_app)
    assert scene.reveal is not None and scene.moment().flipped and not scene.geo.wide
    scene.still_changed()  # drawn again, not the kept picture
    with theme.recording_sizes() as drawn:
        d.app.draw()
    shown = " ".join(x.what for x in drawn if x.kind == "text")
    assert "Anastasia passes 200 points and wins the game!" in shown  # who and why, whole
    assert "Wins!" in shown  # on her plate


def test_during_a_reveal_the_banner_is_bright_and_leaves_the_result_to_the_panel(make_app):
    """"During reveals the header is dimmed to dark gold/grey on black, which cannot be read from
    the back; it also duplicates the bottom panel": played with the keys to a reveal at 1024x768
    projector, the band above the table shows the round's title in full gold and a line of what
    the room does now, bright, and never the reveal's result sentence, which the panel tells."""
    d, scene = _played_to_the_last_reveal(make_app)
    assert scene.reveal is not None and scene.moment().flipped
    d.app.draw()
    band = pygame.Rect(0, 0, 1024, scene.geo.area.y)
    pixels = [d.app.screen.get_at((x, y))[:3] for x in range(0, 700, 2) for y in range(band.y, band.bottom, 2)]
    gold = max(pixels, key=theme.luminance)
    assert theme.contrast(gold, (0, 0, 0)) >= 9, gold  # the title at full brightness (it was about 2.4:1)
    white = [p for p in pixels if min(p) > 200]
    assert len(white) > 100  # the second line in bright text, not dim grey
    scene.still_changed()
    with theme.recording_sizes() as drawn:
        d.app.draw()
    texts = [x.what for x in drawn if x.kind == "text"]
    assert "Round 1 · The dice are revealed".split(" · ")[1] in " ".join(texts)
    result = "Anastasia passes 200 points and wins the game!"
    assert sum(result in t for t in texts) == 1  # told once, in the panel, not again above the table
