"""``mtgrules handouts --serve [--room]``: where it listens, whom it answers, what it refuses."""

from __future__ import annotations

import http.client
import io
import ipaddress
import threading
import time
from contextlib import redirect_stdout

import pytest

from mtgrules.app import cli, serve
from mtgrules.app.cli import handouts_server, main


def ask(address: str, port: int, path: str = "/", host: str | None = None,
        method: str = "GET", body: bytes | None = None) -> tuple[int, bytes]:
    connection = http.client.HTTPConnection(address, port, timeout=10)
    try:
        connection.putrequest(method, path, skip_host=True)
        connection.putheader("Host", host if host is not None else f"{address}:{port}")
        if body is not None:
            connection.putheader("Content-Length", str(len(body)))
        connection.endheaders(body)
        answer = connection.getresponse()
        return answer.status, answer.read()
    finally:
        connection.close()


@pytest.fixture
def folder(tmp_path):
    (tmp_path / "index.html").write_text("handouts")
    (tmp_path / "static").mkdir()
    (tmp_path / "static" / "a.pdf").write_text("pdf")
    return tmp_path


@pytest.fixture
def room(folder, monkeypatch):
    """``mtgrules handouts --serve --room`` running in a thread, with this machine's LAN
    address taken to be 127.0.0.2 (a loopback address other than 127.0.0.1, so the test
    needs no network); yields the server, its port and what the command printed."""
    monkeypatch.setattr(serve, "lan_address", lambda: "127.0.0.2")
    monkeypatch.setattr(serve, "machine_names", lambda: {"leaders-laptop",
                                                          "leaders-laptop.local"})
    made = []

    def making(*args, **kwargs):
        made.append(handouts_server(*args, **kwargs))
        return made[-1]

    monkeypatch.setattr(cli, "handouts_server", making)
    printed = io.StringIO()

    def run():
        with redirect_stdout(printed):
            main(["handouts", "--serve", "--room", "--port", "0", str(folder)])

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not made or "Scan" not in printed.getvalue():
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    server = made[0]
    try:
        yield server, server.server_address[1], printed.getvalue()
    finally:
        server.shutdown()
        thread.join(timeout=10)


def test_the_default_listens_on_127_0_0_1_only(folder):
    server = handouts_server(folder, 0)
    try:
        assert server.server_address[0] == "127.0.0.1"
    finally:
        server.server_close()


def test_the_room_listens_on_the_lan_address_and_says_so_with_a_qr_code(room):
    server, port, printed = room
    assert server.server_address[0] == "127.0.0.2"
    assert f"http://127.0.0.2:{port}/" in printed
    assert "ON THE LOCAL NETWORK" in printed and "read-only" in printed
    # the QR code: rows of block characters between the address and "Scan"
    blocks = [line for line in printed.splitlines() if set(line) <= set("█▀▄ ") and
              line.strip()]
    assert len(blocks) >= 10, printed


def test_without_room_it_says_only_this_computer(folder, monkeypatch):
    made = []
    monkeypatch.setattr(cli, "handouts_server",
                        lambda *a, **k: made.append(handouts_server(*a, **k)) or made[-1])
    printed = io.StringIO()

    def run():
        with redirect_stdout(printed):
            main(["handouts", "--serve", "--port", "0", str(folder)])

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not made or "Only this computer" not in printed.getvalue():
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    made[0].shutdown()
    thread.join(timeout=10)
    assert made[0].server_address[0] == "127.0.0.1"
    assert "http://127.0.0.1:" in printed.getvalue()


def test_the_room_answers_its_address_and_this_machine_s_names_only(room):
    _, port, _ = room
    for host in (f"127.0.0.2:{port}", "127.0.0.2", f"leaders-laptop:{port}",
                 f"LEADERS-LAPTOP.local:{port}"):
        assert ask("127.0.0.2", port, host=host) == (200, b"handouts"), host
    for host in ("evil.example", f"evil.example:{port}", f"127.0.0.2:{port + 1}",
                 f"10.0.0.9:{port}", f"leaders-laptop.evil:{port}"):
        assert ask("127.0.0.2", port, host=host)[0] == 421, host


def test_the_room_lists_no_folder(room):
    _, port, _ = room
    status, body = ask("127.0.0.2", port, "/static/")
    assert status == 404 and b"a.pdf" not in body
    assert ask("127.0.0.2", port, "/static/a.pdf") == (200, b"pdf")


@pytest.mark.parametrize("method", ["PUT", "POST", "DELETE", "PATCH"])
def test_writes_are_refused(room, method):
    _, port, _ = room
    status, _ = ask("127.0.0.2", port, "/static/new.html", method=method, body=b"<p>mine")
    assert status == 405
    assert ask("127.0.0.2", port, "/static/new.html")[0] == 404


def test_writes_are_refused_on_the_default_server_too(folder):
    with serve.serving(folder) as server:
        port = server.server_address[1]
        assert ask("127.0.0.1", port, "/index.html", method="PUT", body=b"x")[0] == 405
        assert ask("127.0.0.1", port, "/index.html")[1] == b"handouts"


def test_the_room_queues_40_laptops(room):
    server, _, _ = room
    assert server.request_queue_size == serve.BACKLOG >= 40 * 3


def test_lan_address_is_a_private_or_link_address_or_says_there_is_none():
    try:
        address = serve.lan_address()
    except serve.NoLocalNetwork as error:
        assert "local network" in str(error)
        return
    parsed = ipaddress.ip_address(address)
    assert parsed.version == 4 and not parsed.is_loopback and not parsed.is_unspecified


def test_no_local_network_is_one_line_and_status_2(folder, monkeypatch, capsys):
    def none():
        raise serve.NoLocalNetwork("this machine has no address on a local network")

    monkeypatch.setattr(serve, "lan_address", none)
    assert main(["handouts", "--serve", "--room", str(folder)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("mtgrules: can't serve the room:") and "\n" not in err
