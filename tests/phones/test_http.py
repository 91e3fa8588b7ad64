"""Issue 34: "Only GET (and HEAD, without a body) are served, others get 405; duplicate headers get
400, without a traceback". Raw requests over a plain socket to the real server on loopback."""

from __future__ import annotations

import base64
import logging
import os
import socket

import pytest

from ludicitude.resources import asset_path
from tests.phones.helpers import open_hub, session_of


@pytest.fixture
def hub():
    h = open_hub(session_of("magouille", 3))
    yield h
    h.close()


def ask(hub, request: bytes) -> tuple[int, dict[str, str], bytes]:
    """Send ``request`` as is; the status, the headers and the body of the answer."""
    with socket.create_connection(("127.0.0.1", hub.server.port), timeout=3) as s:
        s.sendall(request)
        answer = b""
        while chunk := s.recv(65536):
            answer += chunk
            if answer.startswith(b"HTTP/1.1 101 ") and b"\r\n\r\n" in answer:
                break  # a WebSocket opened: the server keeps it
    head, _, body = answer.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
    return int(lines[0].split(" ")[1]), headers, body


def host(hub) -> bytes:
    return f"Host: 127.0.0.1:{hub.server.port}\r\n".encode()


def upgrade() -> bytes:
    key = base64.b64encode(os.urandom(16))
    return (b"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
            b"Sec-WebSocket-Key: " + key + b"\r\n")


@pytest.mark.parametrize("method", ["PUT", "DELETE", "TRACE", "CONNECT", "PROPFIND", "POST", "OPTIONS"])
def test_a_method_other_than_get_or_head_gets_405_and_not_the_page(hub, method):
    status, headers, body = ask(hub, f"{method} / HTTP/1.1\r\n".encode() + host(hub) + b"\r\n")
    assert status == 405
    assert headers["allow"] == "GET, HEAD"
    assert b"<html" not in body.lower()


def test_a_method_other_than_get_on_the_socket_gets_405(hub):
    status, headers, _body = ask(hub, b"HEAD /ws HTTP/1.1\r\n" + host(hub) + upgrade() + b"\r\n")
    assert status == 405
    status, headers, _body = ask(hub, b"PUT /ws HTTP/1.1\r\n" + host(hub) + upgrade() + b"\r\n")
    assert status == 405


@pytest.mark.parametrize("method", [b"GET\0", b"G(E)T", b"GET\x7f", b"\x01"])
def test_a_malformed_method_gets_400(hub, method):
    status, _headers, body = ask(hub, method + b" / HTTP/1.1\r\n" + host(hub) + b"\r\n")
    assert status == 400
    assert b"<html" not in body.lower()


def test_get_is_served_and_head_has_the_same_headers_without_a_body(hub):
    page = asset_path("phone", "index.html").read_bytes()
    status, got, body = ask(hub, b"GET / HTTP/1.1\r\n" + host(hub) + b"\r\n")
    assert status == 200 and body == page
    status, headers, body = ask(hub, b"HEAD / HTTP/1.1\r\n" + host(hub) + b"\r\n")
    assert status == 200 and body == b""
    assert headers["content-length"] == str(len(page)) and headers["content-type"] == got["content-type"]
    status, _headers, body = ask(hub, b"HEAD /nothing HTTP/1.1\r\n" + host(hub) + b"\r\n")
    assert status == 404 and body == b""


def test_two_origin_or_two_host_headers_get_400_without_a_traceback(hub, caplog):
    """Issue 34: two Origin headers gave a 500 and a MultipleValuesError traceback in the log."""
    caplog.set_level(logging.DEBUG)
    origin = f"Origin: http://127.0.0.1:{hub.server.port}\r\n".encode()
    for request in (b"GET /ws HTTP/1.1\r\n" + host(hub) + origin + origin + upgrade() + b"\r\n",
                    b"GET /ws HTTP/1.1\r\n" + host(hub) + host(hub) + origin + upgrade() + b"\r\n",
                    b"GET / HTTP/1.1\r\n" + host(hub) + host(hub) + b"\r\n",
                    b"GET / HTTP/1.1\r\n" + host(hub) + origin + b"Origin: http://evil.example\r\n\r\n"):
        status, _headers, body = ask(hub, request)
        assert status == 400, request
        assert b"<html" not in body.lower()
    assert not [r for r in caplog.records if r.exc_info or r.levelno >= logging.WARNING], caplog.text
    assert hub.server.running
    # and the door still opens to a proper request
    status, _headers, _body = ask(hub, b"GET /ws HTTP/1.1\r\n" + host(hub) + origin + upgrade() + b"\r\n")
    assert status == 101
