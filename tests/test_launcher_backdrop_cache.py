"""The launcher's backdrop kept on disk between runs (ui/backdrop_cache.py, issue 38 item 0: the
start-up): the launcher looks exactly the same from a kept picture, the next start draws no
picture file, and "a damaged cache is rebuilt, never trusted"."""

from __future__ import annotations

import pygame

from ludicitude.ui import art, backdrop_cache
from ludicitude.ui.launcher import Launcher


def _forget_pictures() -> None:
    """As in a new process: no picture decoded, scaled or woven yet."""
    for cached in (art._image, art.felt, art.logo, art._cover):
        cached.cache_clear()


def _launcher_pixels(make_app, folder, **settings) -> tuple[bytes, Launcher]:
    d = make_app(**settings)
    d.app.backdrop_folder = folder
    launcher = Launcher(d.app)
    d.app.push_scene(launcher)
    d.frames(2)
    return d.pixels(), launcher


def test_a_kept_backdrop_is_the_drawn_one_pixel_for_pixel_and_no_picture_is_decoded(make_app, tmp_path):
    drawn, _ = _launcher_pixels(make_app, None)  # never kept: drawn as always
    folder = tmp_path / "backdrops"
    _forget_pictures()
    first, _ = _launcher_pixels(make_app, folder)  # drawn, then kept
    assert len(list(folder.glob("backdrop-*.bin"))) == 1
    _forget_pictures()
    second, _ = _launcher_pixels(make_app, folder)  # from the kept picture
    assert art._image.cache_info().misses == 0, "the second start decoded a picture file"
    assert art.felt.cache_info().misses == 0, "the second start wove the felt again"
    assert first == drawn and second == drawn


def test_a_damaged_kept_backdrop_is_drawn_again_and_written_over_never_trusted(make_app, tmp_path):
    folder = tmp_path / "backdrops"
    drawn, launcher = _launcher_pixels(make_app, folder)
    (path,) = folder.glob("backdrop-*.bin")
    whole = path.read_bytes()
    damages = {
        "one pixel changed": whole[:-5] + bytes([whole[-5] ^ 0xFF]) + whole[-4:],
        "cut short": whole[: len(whole) // 2],
        "not one of ours": b"\x89PNG" + whole[4:],
        "empty": b"",
    }
    for damage, content in damages.items():
        path.write_bytes(content)
        _forget_pictures()
        again, _ = _launcher_pixels(make_app, folder)
        assert again == drawn, damage
        assert art.felt.cache_info().misses == 1, f"{damage}: the damaged picture was used"
        assert path.read_bytes() == whole, f"{damage}: not written over with the drawn picture"


def test_a_kept_backdrop_is_used_only_for_its_key(make_app, tmp_path):
    """Another language, look or window size is another picture: never the English one."""
    folder = tmp_path / "backdrops"
    english, launcher = _launcher_pixels(make_app, folder)
    key = launcher.backdrop_key((1024, 768))
    assert backdrop_cache.load(folder, key, (1024, 768)) is not None
    assert backdrop_cache.load(folder, key + " ", (1024, 768)) is None  # one character more: not its key
    french, launcher_fr = _launcher_pixels(make_app, folder, language="fr")
    assert launcher_fr.backdrop_key((1024, 768)) != key and french != english
    projector, launcher_p = _launcher_pixels(make_app, folder, projector=True)
    assert launcher_p.backdrop_key((1024, 768)) not in (key, launcher_fr.backdrop_key((1024, 768)))
    assert projector != english
    assert len(list(folder.glob("backdrop-*.bin"))) == 3
    # each still gives its own picture, the same as drawn fresh
    _forget_pictures()
    assert _launcher_pixels(make_app, folder, language="fr")[0] == french
    assert art.felt.cache_info().misses == 0


def test_only_the_starts_picture_is_kept_not_each_size_of_a_resized_window(make_app, tmp_path):
    folder = tmp_path / "backdrops"
    d = make_app()
    d.app.backdrop_folder = folder
    d.app.push_scene(Launcher(d.app))
    d.frames(2)
    for size in ((1100, 800), (1200, 860), (1280, 900)):  # the window dragged larger
        d.app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        d.frames(2)
        assert d.app.screen.get_size() == size
    assert len(list(folder.glob("backdrop-*.bin"))) == 1


def test_the_key_holds_each_tiles_picture_digest(make_app, tmp_path):
    """A game's picture changed on disk (a new version) gives another key: its file's digest is in it."""
    _, launcher = _launcher_pixels(make_app, None)
    game = launcher.tiles[0].game
    digest = backdrop_cache.file_digest(game.folder() / game.art)
    assert digest != "missing" and digest in launcher.backdrop_key((1024, 768))
    changed = tmp_path / "art.png"
    changed.write_bytes((game.folder() / game.art).read_bytes() + b"\0")
    assert backdrop_cache.file_digest(changed) != digest


def test_the_folder_keeps_the_most_recent_pictures_only(tmp_path):
    pygame.init()
    try:
        picture = pygame.Surface((8, 6))
        for i in range(backdrop_cache.KEEP + 3):
            picture.fill((i, 2 * i, 3 * i))
            backdrop_cache.save(tmp_path, f"key {i}", picture)
        assert len(list(tmp_path.glob("backdrop-*.bin"))) <= backdrop_cache.KEEP
        kept = backdrop_cache.load(tmp_path, f"key {backdrop_cache.KEEP + 2}", (8, 6))
        assert kept is not None and kept.get_at((0, 0))[:3] == (backdrop_cache.KEEP + 2, 2 * (backdrop_cache.KEEP + 2),
                                                                3 * (backdrop_cache.KEEP + 2))
    finally:
        pygame.quit()


def test_a_kept_backdrop_is_in_the_windows_format_from_the_frame_after_the_first(make_app, tmp_path):
    # issue 38 item 0 (start-up): the first frame blits the file's pixels as read, the window's
    # own format is made at the next frame drawn, and the launcher looks the same in both
    folder = tmp_path / "backdrops"
    _launcher_pixels(make_app, folder)  # drawn, then kept
    _forget_pictures()
    d = make_app()
    d.app.backdrop_folder = folder
    launcher = Launcher(d.app)
    d.app.push_scene(launcher)
    d.frames(1)
    assert launcher._backdrop is not None and launcher._backdrop[1].get_bitsize() == 24  # as read
    first = d.pixels()
    d.app.dirty = True
    d.frames(1)
    assert launcher._backdrop[1].get_bitsize() == d.app.screen.get_bitsize()
    assert d.pixels() == first
