"""The one die piece (ui/dice.py) and the one throw (core.timeline.tumble), issue 37, item 1:
"One die piece for every game: lit and bevelled, with a soft shadow on the table. A roll throws
the dice: each turns about more than one axis, travels, bounces and settles on exactly the face
rolled, the dice staggered. Its last frame is the settled picture, pixel for pixel. The
animation-speed setting scales it, and a 'reduced motion' setting replaces motion with fades."""

from __future__ import annotations

import math

import pygame
import pytest

from ludicitude.core.timeline import (
    CONTACTS,
    IDENTITY,
    REST,
    TUMBLE_SECONDS,
    Pose,
    Timeline,
    Tumble,
    compose,
    die_share,
    tumble,
)
from ludicitude.ui import dice, draw
from ludicitude.ui.dice import DieLook, on_top
from ludicitude.ui.timeline import Throw

PROGRESS = [i / 200 for i in range(201)]


def face_up(turn, face: int) -> int:
    """The face of a die lying on ``face`` and turned by ``turn`` that looks up from the table."""
    m = compose(turn, on_top(face))
    return min(dice.FRAMES, key=lambda f: dice.apply(m, dice.FRAMES[f][0])[2])


def axis_of(turn) -> tuple[float, float, float]:
    """The axis a rotation turns about (unit vector, sign-free)."""
    m = turn
    v = (m[7] - m[5], m[2] - m[6], m[3] - m[1])
    n = math.sqrt(sum(c * c for c in v)) or 1.0
    v = tuple(c / n for c in v)
    return v if v[0] > 0 or (v[0] == 0 and v[1] >= 0) else tuple(-c for c in v)


@pytest.mark.parametrize("count", [1, 2, 5, 6, 8])
def test_every_die_of_a_throw_lands_exactly_at_rest_on_the_face_rolled(count):
    for index in range(count):
        assert tumble(1.0, index, count, seed=3) == REST
        for face in range(1, 7):
            assert face_up(tumble(1.0, index, count).turn, face) == face
        # the last moments of each die are the die at rest: nothing is left to snap into place
        assert tumble(0.99, index, count, seed=3) == REST


def test_a_thrown_die_travels_bounces_turns_about_more_than_one_axis_and_squashes_as_it_lands():
    poses = [tumble(p, 2, 5, seed=7) for p in PROGRESS]
    assert max(math.hypot(p.dx, p.dy) for p in poses) > 2.0  # thrown from further than two dice away
    heights = [p.height for p in poses]
    touches = sum(1 for a, b, c in zip(heights, heights[1:], heights[2:]) if b < a and b < c and b < 0.05)
    assert touches >= 2  # it bounces: down to the table and up again, more than once
    axes = {tuple(round(c, 1) for c in axis_of(p.turn)) for p in poses if p.turn != IDENTITY}
    assert len(axes) > 3  # the axis it turns about changes as it goes: not one spin
    assert min(p.squash for p in poses) < 0.92 and max(p.squash for p in poses) > 1.02  # squash, then settle
    shown = {face_up(p.turn, 4) for p in poses}
    assert len(shown) >= 3  # other faces come up on the way
    assert poses[-1] == REST


def test_the_dice_of_a_throw_are_staggered():
    starts = [next(p for p in PROGRESS if die_share(p, i, 5) > 0) for i in range(5)]
    assert starts == sorted(starts) and starts[0] < starts[-1] - 0.2
    # the first die is down on the table while the last one is still in the air
    first_down = CONTACTS[0] * (1 - 0.25) + starts[0]
    assert tumble(first_down + 0.01, 4, 5).height > 0.3


def test_the_animation_speed_scales_the_throw():
    slow, fast = Timeline([Tumble()], 1.6), Timeline([Tumble()], 0.5)
    assert slow.total == pytest.approx(1.6 * TUMBLE_SECONDS) and fast.total == pytest.approx(0.5 * TUMBLE_SECONDS)
    # the same point of the throw comes at the same share of each
    for timeline in (slow, fast):
        timeline.advance(timeline.total * 0.3)
        assert Throw(timeline.progress(timeline.beats[0]), 5).pose(1) == tumble(0.3, 1, 5)


def test_with_reduced_motion_a_die_never_moves_it_fades_in_in_its_place():
    poses = [tumble(p, i, 5, seed=2, reduced=True) for p in PROGRESS for i in range(5)]
    assert all((p.turn, p.dx, p.dy, p.height, p.squash) == (IDENTITY, 0.0, 0.0, 0.0, 1.0) for p in poses)
    alphas = [tumble(p, 0, 5, reduced=True).alpha for p in PROGRESS]
    assert alphas[0] == 0.0 and alphas == sorted(alphas) and alphas[-1] == 1.0
    assert Timeline([Tumble()], 1.0, reduced=True).total == pytest.approx(TUMBLE_SECONDS)


def test_a_throw_moves_only_the_dice_rerolled():
    throw = Throw(0.3, 5, moving=(1, 3))
    assert throw.pose(0) == REST and throw.pose(2) == REST and throw.pose(4) == REST
    assert throw.pose(1) != REST and throw.pose(3) != REST


#: "no two dice overlap more than a small margin": the share of a die at rest's picture two
#: dice of a throw may both cover (turned, a cube's corner reaches past its box at rest)
OVERLAP = 0.12


def worst_overlap(size: tuple[int, int], drawn) -> float:
    """The largest share of a die at rest's picture that two of the dice ``drawn`` (each a rect,
    a face, a look and a pose, on a table of ``size``) cover both, their shadows aside."""
    masks = []
    for rect, face, look, pose in drawn:
        layer = pygame.Surface(size, pygame.SRCALPHA)
        dice.draw(layer, rect, face, look, pose)
        masks.append(pygame.mask.from_surface(layer, 200))
    rect, face, look, _pose = drawn[0]
    area = max(1, pygame.mask.from_surface(dice.rest_image(rect.w, rect.h, face, look), 200).count())
    return max((a.overlap_area(b, (0, 0)) / area for i, a in enumerate(masks) for b in masks[i + 1:]), default=0.0)


def row_of(count: int, top: int, side: int = 100, gap: int = 16) -> list[pygame.Rect]:
    """``count`` dice side by side, as tight as a game sets them (Quatre Cartes' roll)."""
    return [pygame.Rect(40 + i * (side + gap), top, side, side) for i in range(count)]


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6, 7, 8])
def test_the_dice_of_a_throw_never_pass_through_one_another(count):
    """"Dice pass through each other in a clump during a throw": at moments all through throws
    of 2 to 8 dice (a tight row mid-table, thrown from below; one at the table's foot, thrown
    from above; two rows one under the other, as Cadenas sets its six), no two dice cover more
    than a small margin of each other, and every throw still ends on the settled dice."""
    pygame.init()
    size = (1300, 1080)  # a 1920x1080 table's height, wider than the widest row and its throw
    layouts = [row_of(count, 400), row_of(count, 960)]
    if count == 6:
        layouts.append(row_of(2, 150, 80, 40) + row_of(4, 250, 80, 40))
    for rects in layouts:
        for seed in (0, 11):
            for p in [k / 20 for k in range(21)]:
                poses = [tumble(p, i, count, seed=seed) for i in range(count)]
                drawn = [(r, 1 + i % 6, DieLook(), q) for i, (r, q) in enumerate(zip(rects, poses))]
                shared = worst_overlap(size, drawn)
                assert shared <= OVERLAP, (rects[0].y, seed, p, round(shared, 3))
            assert all(q == REST for q in poses)


LOOKS = [DieLook(), DieLook((200, 40, 40), (255, 255, 255)), DieLook(edge=(60, 120, 230))]


@pytest.mark.parametrize("look", LOOKS)
def test_the_last_frame_of_a_throw_is_the_settled_die_pixel_for_pixel(look):
    pygame.init()
    rect = pygame.Rect(60, 60, 90, 90)
    for face in range(1, 7):
        thrown, settled = pygame.Surface((240, 240)), pygame.Surface((240, 240))
        for surface in (thrown, settled):
            surface.fill((30, 60, 50))
        for p in PROGRESS:  # the whole throw, drawn frame by frame onto the same table
            thrown.fill((30, 60, 50))
            dice.draw(thrown, rect, face, look, tumble(p, 0, 1))
        dice.draw(settled, rect, face, look)
        assert pygame.image.tobytes(thrown, "RGB") == pygame.image.tobytes(settled, "RGB"), face


def test_a_die_is_lit_from_the_top_left_lighter_at_the_top_with_a_darker_near_side_and_a_shadow():
    pygame.init()
    table = (30, 60, 50)
    surface = pygame.Surface((200, 200))
    surface.fill(table)
    rect = pygame.Rect(50, 50, 100, 100)
    dice.draw(surface, rect, 1, DieLook())
    top = dice.top_face(rect)

    def lum(x: float, y: float) -> int:
        return sum(surface.get_at((int(x), int(y)))[:3])

    upper, lower = lum(top.x + top.w * 0.25, top.y + top.h * 0.18), lum(top.x + top.w * 0.25, top.y + top.h * 0.78)
    assert upper > lower  # the face is lighter toward the light
    near_side = lum(rect.centerx, rect.bottom - 3)
    assert near_side < lower  # the near side is in shade: the die has depth
    shadow = lum(rect.right - 10, rect.bottom + 2)
    assert shadow < sum(table)  # a soft shadow falls on the table at the lower right
    assert lum(rect.x - 6, rect.y - 6) == sum(table)  # and none up left, toward the light


def test_a_die_at_rest_is_drawn_from_the_cache():
    pygame.init()
    surface = pygame.Surface((200, 200))
    look = DieLook((20, 110, 200))
    dice.rest_image.cache_clear()
    for _ in range(5):
        draw.die(surface, pygame.Rect(20, 20, 70, 70), 3, body=look.body)
    info = dice.rest_image.cache_info()
    assert info.misses == 1 and info.hits == 4


def test_a_die_drawn_faded_leaves_the_die_at_rest_as_it_was_its_shadow_still_see_through():
    """A reveal fades dice in: the pictures the piece keeps must come back with their own
    transparency, or every die after it stands on a black square (its shadow's box)."""
    pygame.init()
    rect = pygame.Rect(60, 60, 90, 90)
    before, after = pygame.Surface((240, 240)), pygame.Surface((240, 240))
    before.fill((0, 128, 0))
    draw.die(before, rect, 3)
    faded = pygame.Surface((240, 240))
    faded.fill((0, 128, 0))
    draw.die(faded, rect, 3, pose=Pose(alpha=0.5))  # REST, half seen
    after.fill((0, 128, 0))
    draw.die(after, rect, 3)
    assert pygame.image.tobytes(before, "RGB") == pygame.image.tobytes(after, "RGB")
    assert after.get_at((5, 5))[:3] == (0, 128, 0)


@pytest.mark.parametrize("look", [DieLook(), DieLook(edge=(60, 120, 230))])
def test_a_thrown_die_is_drawn_straight_onto_the_table_inside_the_box_it_gives(look):
    """A thrown die is drawn at its own size onto the table (no picture of it kept): every pixel
    it changes, its shadow aside, lies in the box ``dice.draw`` returns, and it covers that box's
    middle (the die's box as drawn, issue 37's tumble)."""
    pygame.init()
    table = (30, 60, 50)
    rect = pygame.Rect(110, 110, 70, 70)
    for p in PROGRESS[5:150:7]:
        pose = tumble(p, 0, 1, seed=4)
        if not pose.turned:
            continue
        drawn, shadow_only = pygame.Surface((300, 300)), pygame.Surface((300, 300))
        drawn.fill(table)
        shadow_only.fill(table)
        box = dice.draw(drawn, rect, 2, look, pose)
        pose = dice.as_thrown(drawn, rect, pose)  # from above where the table has no room below
        place = rect.move(round(pose.dx * 2 * dice.unit_of(70, 70)), round(pose.dy * 2 * dice.unit_of(70, 70)))
        place.clamp_ip(drawn.get_rect())
        img, at = dice.shadow_at(place, pose.height)
        shadow_only.blit(img, at)
        assert drawn.get_at(box.center) != shadow_only.get_at(box.center)
        for surface in (drawn, shadow_only):
            surface.fill((255, 0, 255), box)  # what is left must be the table and the shadow alone
        assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(shadow_only, "RGB"), (p, box)


@pytest.mark.parametrize("height", [768, 1080, 2160])
def test_every_shadow_fades_to_nothing_inside_its_picture_at_every_size_and_height(height):
    """"Soft shadows clipped to hard-edged rectangles under tumbling dice": the shadow of a die
    at rest or in the air, from the smallest die at 1024x768 to a large one at 4K, is fully clear
    all round its picture's edge (the picture holds the whole blur), and dark in its middle."""
    pygame.init()
    from ludicitude.ui import theme

    for side in (theme.die_px(height), height // 14, height // 8, height // 5):
        for lift in range(13):
            img = dice.shadow_image(side, side, lift)
            w, h = img.get_size()
            rim = [img.get_at((x, y))[3] for x in range(w) for y in (0, 1, h - 2, h - 1)]
            rim += [img.get_at((x, y))[3] for y in range(h) for x in (0, 1, w - 2, w - 1)]
            assert max(rim) == 0, (side, lift, max(rim))
            assert img.get_at((w // 2, h // 2))[3] >= 15, (side, lift)


def test_a_shadows_picture_keeps_no_wide_clear_margin_and_its_middle_where_the_shadow_falls():
    """Every frame of a throw lays each die's shadow and puts back what it covered: a shadow's
    picture is trimmed to its blur, a clear rim of 2 px kept on its tightest side, and trimmed
    as much on each side as on the opposite one, so the shadow falls where it did untrimmed."""
    pygame.init()
    for side in (40, 86, 160):
        for lift in range(13):
            img = dice.shadow_image(side, side, lift)
            held = img.get_bounding_rect(1)
            w, h = img.get_size()
            assert min(held.x, w - held.right) == 2 or min(held.y, h - held.bottom) == 2, (side, lift, held, w, h)
    # a blot off the middle of a clear picture: trimmed evenly, it stays where it was from the middle
    wide = pygame.Surface((101, 80), pygame.SRCALPHA)
    wide.fill((0, 0, 0, 90), (60, 30, 20, 10))
    trimmed = dice._trimmed(wide)
    assert trimmed.get_size() == (101 - 2 * 19, 80 - 2 * 28)  # 21 px clear right of it, 40 below
    held = trimmed.get_bounding_rect(1)
    assert (held.x - trimmed.get_width() / 2, held.y - trimmed.get_height() / 2) == (60 - 50.5, 30 - 40.0)
    assert held.size == (20, 10) and trimmed.get_at(held.center) == (0, 0, 0, 90)


def test_a_settling_die_is_the_die_at_rest_smoothed_to_its_squash_each_size_drawn_once():
    """"It squashes as it lands and settles": a landing die is the settled picture squashed or
    stretched (pixel for pixel that picture smoothed to the size), and a size once drawn is kept:
    the second throw's landing draws no picture."""
    pygame.init()
    rect = pygame.Rect(60, 60, 90, 90)
    look = DieLook((200, 40, 40), (250, 250, 250))
    landing = [tumble(p, 0, 1, seed=2) for p in PROGRESS]
    landing = [pose for pose in landing if not pose.turned and pose.squash != 1.0]
    assert landing  # the throw squashes as it lands
    dice.squashed_image.cache_clear()
    surface = pygame.Surface((240, 240))
    for pose in landing:
        dice.draw(surface, rect, 4, look, pose)
    first = dice.squashed_image.cache_info()
    for pose in landing:
        dice.draw(surface, rect, 4, look, pose)
    again = dice.squashed_image.cache_info()
    assert again.misses == first.misses and again.hits == first.hits + len(landing)
    rest = dice.rest_image(rect.w, rect.h, 4, look)
    pose = landing[len(landing) // 2]
    size = (round(rest.get_width() * (2.0 - pose.squash)), round(rest.get_height() * pose.squash))
    expected = pygame.transform.smoothscale(rest, size)
    got = dice.squashed_image(rect.w, rect.h, 4, look, *size)
    assert pygame.image.tobytes(got, "RGBA") == pygame.image.tobytes(expected, "RGBA")


def test_a_die_at_rest_is_a_rounded_cube_its_top_face_the_whole_width_its_players_ring_outside_it():
    """"The settled die reads as a keyboard key ... a flat grey band ... drawn inside a rounded
    colour frame": at rest the top face's colour reaches the die's sides (no frame of edge colour
    round it), the near side under it is the body's colour in shade, rounded at its foot (the
    box's bottom corners are table), and a player's colour rings the die outside its box."""
    pygame.init()
    table = (30, 60, 50)
    rect = pygame.Rect(60, 60, 120, 120)
    look = DieLook((40, 110, 210), (255, 255, 255))
    surface = pygame.Surface((240, 240))
    surface.fill(table)
    dice.draw(surface, rect, 2, look)
    top = dice.top_face(rect)
    unit = dice.unit_of(rect.w, rect.h)
    body_x0, body_x1 = rect.centerx - unit, rect.centerx + unit
    row = round(top.centery)
    across = [surface.get_at((x, row))[:3] for x in range(round(body_x0) + 2, round(body_x1) - 2)]
    # the top face, bevel and all, is the body's colour lit or shaded, never a grey frame
    assert all(abs(c[2] - 210) < 60 and c[2] > c[0] + 60 for c in across), across[:4]
    near = surface.get_at((rect.centerx, round(rect.centery + dice.ASPECT * unit) - 3))[:3]
    assert near[2] > near[0] + 40 and sum(near) < sum(look.body)  # the body's colour in shade
    foot = (round(body_x0) + 1, round(rect.centery + dice.ASPECT * unit) - 2)
    assert surface.get_at(foot)[:3] != near  # its foot's corners are rounded off
    ringed = pygame.Surface((240, 240))
    ringed.fill(table)
    dice.draw(ringed, rect, 2, DieLook(look.body, look.pip, edge=(230, 60, 40)))
    assert ringed.get_at((round(body_x0) - 1, row))[:3] == (230, 60, 40)  # the ring, outside the die
    assert abs(ringed.get_at((round(body_x0) + 4, row))[2] - surface.get_at((round(body_x0) + 4, row))[2]) < 12
