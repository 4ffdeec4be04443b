"""The web server of ``mtgrules handouts --serve``: a built handouts folder, read-only.

By default it listens on 127.0.0.1 and answers only requests addressed to this computer.
With ``room=True`` (``--room``) it listens on this machine's address on the local network,
so the laptops of a workshop can open the live site, and answers requests addressed to that
address or to this machine's names; any other Host header is refused (a page elsewhere
that rebinds its DNS name to this machine gets nothing). Either way it serves only the
folder's regular files (no symlink out of it), never a folder listing, and refuses every
method that would change something (PUT, POST, DELETE, PATCH: 405).

Nothing here implements a rule of the game: it carries the handouts that teach them.
"""

from __future__ import annotations

import functools
import os
import socket
import threading
from contextlib import contextmanager
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Iterable, Iterator

WEB_TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
             ".json": "application/json", ".whl": "application/octet-stream"}
"""Types the live site needs its server to send right (a module worker refuses a script of
another type, and the browser compiles WebAssembly as it arrives only when it is typed so)."""

LOCAL_HOSTS = ("127.0.0.1", "localhost")
"""The names a browser on this computer reaches the server by; a request naming another host
(a page elsewhere that rebound its DNS name to 127.0.0.1) is refused."""

BACKLOG = 128
"""Connections the server's listening socket queues: a room of 40 laptops opening the live
site, each browser with about 6 connections, is not turned away (the default is 5)."""

IDLE_SECONDS = 30
"""A connection that sends nothing for this long is closed, so idle ones don't hold threads."""

PROBE_ADDRESSES = ("10.255.255.255", "172.31.255.255", "192.168.255.255")
"""Private addresses a UDP socket is "connected" to, to learn which local address the
machine would send from: connecting a UDP socket sends nothing, so this works offline."""

WRITES = ("POST", "PUT", "DELETE", "PATCH")
"""Methods that would change something: the server is read-only and refuses them (405)."""


class NoLocalNetwork(OSError):
    """This machine has no address on a local network to serve a room from."""


def lan_address() -> str:
    """This machine's address on the local network (IPv4), found without the internet.

    A UDP socket "connected" to a private address picks the interface the machine would use
    to reach it, and sends nothing; the address of that interface is the answer. When no
    route to a private network exists, the addresses of this machine's name are tried.

    Raises :class:`NoLocalNetwork` when neither gives an address other than a loopback one.
    """
    for probe in PROBE_ADDRESSES:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
            try:
                udp.connect((probe, 9))
                address = str(udp.getsockname()[0])
            except OSError:
                continue
        if address and not address.startswith("127.") and address != "0.0.0.0":
            return address
    try:
        names = socket.gethostbyname_ex(socket.gethostname())[2]
    except OSError:
        names = []
    for address in names:
        if not address.startswith("127."):
            return address
    raise NoLocalNetwork("this machine has no address on a local network (connect it to the "
                         "room's network first)")


def machine_names() -> set[str]:
    """The names this machine goes by on a local network: its host name, that name with
    ``.local`` (mDNS) and its fully qualified name, lower case."""
    host = socket.gethostname().lower()
    names = {host, f"{host}.local"}
    try:
        names.add(socket.getfqdn().lower())
    except OSError:
        pass
    return {name for name in names if name and name not in ("localhost", ".local")}


def handouts_server(folder: str | os.PathLike[str], port: int = 0, *,
                    host: str = "127.0.0.1",
                    names: Iterable[str] = ()) -> ThreadingHTTPServer:
    """A web server for ``folder`` on ``host``:``port`` (0: any free port), not started:
    call its ``serve_forever()``; ``server_address[1]`` is the port it got.

    ``host`` is 127.0.0.1 unless a room is served (then this machine's LAN address, from
    :func:`lan_address`). It answers only requests whose Host header names ``host``, this
    computer (127.0.0.1, localhost) or one of ``names``, with this port. It serves only
    regular files whose real path is inside ``folder`` (no symlink out of it), and a
    folder's ``index.html``, never a listing of a folder; a path it can't use gets 404 (400
    for a NUL), a write 405, never a traceback."""
    root = os.path.realpath(folder)
    accepted = {*LOCAL_HOSTS, host.lower(), *(name.lower() for name in names)}

    class Handler(SimpleHTTPRequestHandler):
        extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **WEB_TYPES}
        timeout = IDLE_SECONDS

        def log_message(self, format: str, *args: object) -> None:
            pass  # quiet: a workshop's page loads make hundreds of requests

        def send_head(self) -> Any:
            if not self._addressed_here():
                self.send_error(HTTPStatus.MISDIRECTED_REQUEST, "Not served to this host")
                return None
            path = self.translate_path(self.path)
            if "\0" in path:
                self.send_error(HTTPStatus.BAD_REQUEST, "Bad path")
                return None
            real = os.path.realpath(path)
            if os.path.isdir(real) and path.endswith(os.sep):  # a folder: its index.html
                real = os.path.realpath(os.path.join(real, "index.html"))
            if not _inside(real, root) or not (os.path.isfile(real) or os.path.isdir(real)):
                # outside the folder (a symlink out), a folder without index.html, nothing
                self.send_error(HTTPStatus.NOT_FOUND, "File not found")
                return None
            return super().send_head()

        def list_directory(self, path: str | os.PathLike[str]) -> None:
            self.send_error(HTTPStatus.NOT_FOUND, "File not found")  # no folder listings
            return None

        def refuse_write(self) -> None:
            self.send_response(HTTPStatus.METHOD_NOT_ALLOWED, "Read-only")
            self.send_header("Allow", "GET, HEAD")
            self.send_header("Content-Length", "0")
            self.send_header("Connection", "close")
            self.end_headers()
            self.close_connection = True

        do_POST = do_PUT = do_DELETE = do_PATCH = refuse_write

        def _addressed_here(self) -> bool:
            given = self.headers.get("Host")
            if given is None:  # HTTP/1.0 without a Host: not a browser's request
                return True
            name, _, port = given.strip().lower().rpartition(":")
            if not name or not port.isdigit():
                name, port = given.strip().lower(), ""
            server_port = str(self.server.server_port)  # type: ignore[attr-defined]
            return name in accepted and port in ("", server_port)

    class Server(ThreadingHTTPServer):
        request_queue_size = BACKLOG
        daemon_threads = True

        def handle_error(self, request: Any, client_address: Any) -> None:
            pass  # a dropped connection is the browser's business: no traceback

    handler = functools.partial(Handler, directory=root)
    return Server((host, port), handler)


@contextmanager
def serving(folder: str | os.PathLike[str], port: int = 0, *, host: str = "127.0.0.1",
            names: Iterable[str] = ()) -> Iterator[ThreadingHTTPServer]:
    """:func:`handouts_server` answering in a thread of its own while the ``with`` block
    runs, then shut down and closed (the tests, the benchmarks): ``server_address[1]`` is
    its port."""
    server = handouts_server(folder, port, host=host, names=names)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


def _inside(path: str, root: str) -> bool:
    """Whether the real path ``path`` is ``root`` or inside it."""
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)


def qr_text(url: str) -> str:
    """``url`` as a QR code drawn with characters, for a terminal (``segno``)."""
    import io

    import segno

    out = io.StringIO()
    segno.make(url, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue()
