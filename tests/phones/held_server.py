"""A phones' server in a process of its own whose limit of open files is lowered, for
``test_descriptors.py``: ``python -m tests.phones.held_server SOFT HARD [MAX_UNKNOWN]``.

It prints one line of JSON (the port, the QR secret, the limit in force after the server
started, its cap of unknown connections), then plays the big screen (polls the hub) until its
input closes. Orders, one a line: ``fill`` opens files until none can be opened (as if the rest of
the program had taken them) and answers ``full N``; ``free`` closes them and answers ``free``;
``count`` answers how many connections the server holds; ``alive`` whether its thread runs.
"""

from __future__ import annotations

import json
import os
import resource
import sys
import threading
import time


def main(argv: list[str]) -> None:
    soft, hard = int(argv[0]), int(argv[1])
    resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    from ludicitude.phones.words import page_strings
    from tests.phones.helpers import Table, open_hub, session_of

    hub = open_hub(session_of("magouille", 3))
    if len(argv) > 2:
        hub.server.max_unknown = int(argv[2])
    table = Table(hub.session)
    # what a join needs, loaded now: once the descriptors are gone no module or catalogue can be read
    hub.room.receive(0, json.dumps({"t": "seats", "secret": hub.room.secret}), 0.0)
    json.dumps(hub.state_message(0))
    page_strings(hub.session.game)
    table.phone_news(hub.session.names[0])
    print(json.dumps({"port": hub.server.port, "secret": hub.room.secret,
                      "limit": resource.getrlimit(resource.RLIMIT_NOFILE), "max_unknown": hub.server.max_unknown}),
          flush=True)
    done = threading.Event()
    held: list[int] = []

    def orders() -> None:
        for line in sys.stdin:
            order = line.strip()
            if order == "fill":
                while True:
                    try:
                        held.append(os.open(os.devnull, os.O_RDONLY))
                    except OSError:
                        break
                answer = f"full {len(held)}"
            elif order == "free":
                while held:
                    os.close(held.pop())
                answer = "free"
            elif order == "count":
                answer = str(hub.server.count())
            else:
                answer = str(hub.server.running)
            print(answer, flush=True)
        done.set()

    threading.Thread(target=orders, daemon=True).start()
    while not done.is_set():
        hub.poll(table)
        time.sleep(0.005)
    hub.close()


if __name__ == "__main__":
    main(sys.argv[1:])
