"""Thinking shared by computer players, or too big for a game's ``bots.py``."""
