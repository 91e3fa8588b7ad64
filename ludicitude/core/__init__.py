"""What every game shares, without pygame: dice, the game interface, errors, serialisation."""
