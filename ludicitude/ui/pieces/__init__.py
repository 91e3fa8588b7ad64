"""Pieces any game may put on its table, drawn by pure functions of values and cached by them
(like python-chess ``chess/svg.py``): gold coins and their piles (``coins``), a dice cup
(``cup``). A game draws its own dice through ``ui/draw.die``; these are the other pieces of a
dice table, so a game from its own package gets them with no drawing code of its own.
"""
