"""Ludicitude: four table dice games for one shared computer."""

__version__ = "0.1.0"
