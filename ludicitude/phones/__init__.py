"""Players' phones as private hands: a small web server on the local network, the room that
binds each phone to one seat, and the hub that passes their moves to the game loop.

No pygame here: the big screen draws the room in ``ui/phones_lobby.py``. The computer stays the
authority: phones send actions, the game loop applies them through ``state.apply``, and each
phone is sent only what ``state.view(its seat)`` holds.
"""
