"""Pig, a tiny game as a game's author writes it from the docs (tests only, not shipped): its
Roll is primary until the turn has points, then costly. Registered by the tests that need it."""
