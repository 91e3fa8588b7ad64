"""A club's memory: the record of every game (replays, charts), the database that keeps games,
results and the players a club knows, and the ratings drawn from them. No pygame here."""
