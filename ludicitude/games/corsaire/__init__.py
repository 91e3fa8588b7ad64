"""corsaire: rules core (rules.py), computer players (bots.py), texts (texts.py), screen (scene.py)."""
