"""The kit a game's tests run against the installed program (docs/architecture.md, "The
conformance kit"): ``conformance`` (the rules checks), ``driver`` and ``fixtures`` (a headless app
driven by real events), ``screens`` (the Enter rules found by playing, secrecy in pixels) and
``layers``. Test code: the program never imports it, and it needs pytest, which a game's tests
bring."""
