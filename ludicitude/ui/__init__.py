"""Everything drawn with pygame: scene stack, transitions, widgets, theme, dice and cards."""
