"""Perudo (Liar's Dice) for Ludicitude: a game from its own distribution (``spec.py`` declares it)."""
