"""Jupyter servers started by the browser and install tests, stopped whatever happens."""

from __future__ import annotations

import os
import secrets
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path
from typing import Sequence

import pytest

ROOT_ARGS = ["--allow-root"] if os.name == "posix" and os.geteuid() == 0 else []
"""JupyterLab refuses to run as root unless told it may (containers, CI)."""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class ServerProcess:
    """A server in its own process group, on 127.0.0.1:``port`` with ``token``, logging to
    ``log``. Build ``command`` with :attr:`port` and :attr:`token` (see :meth:`prepare`)."""

    name = "jupyter server"

    def __init__(self, command: Sequence[str], *, cwd: Path, env: dict, log: Path,
                 port: int, token: str) -> None:
        self.port, self.token, self.log = port, token, log
        self.base = f"http://127.0.0.1:{port}"
        with open(log, "wb") as out:
            self.process = subprocess.Popen(list(command), cwd=cwd, env=env, stdout=out,
                                            stderr=subprocess.STDOUT, start_new_session=True)

    @staticmethod
    def prepare() -> tuple[int, str]:
        """A free port and a fresh token for a new server."""
        return free_port(), secrets.token_hex(16)

    def get(self, path: str, method: str = "GET"):
        request = urllib.request.Request(f"{self.base}{path}", method=method,
                                         headers={"Authorization": f"token {self.token}"})
        return urllib.request.urlopen(request, timeout=10)

    def wait_until_up(self, timeout: float = 90) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                pytest.fail(f"{self.name} exited ({self.process.returncode}):\n{self.log_tail()}")
            try:
                self.get("/api/status").close()
                return
            except OSError:
                time.sleep(0.3)
        pytest.fail(f"{self.name} did not answer in {timeout} s:\n{self.log_tail()}")

    def log_tail(self, lines: int = 40) -> str:
        return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])

    def stop(self) -> None:
        """Stop the whole process group; kill it if it lingers."""
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout=5)
