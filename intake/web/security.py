"""What makes ``rulen serve`` safe to put on a district's network.

- passwords hashed with argon2id (argon2-cffi);
- a secret key kept in the data folder (``secret.key``, mode 0600) signs the session cookie
  (HMAC-SHA256) and derives each session's CSRF token;
- login throttling (failures per user name and per client address, over a sliding window);
- an ASGI middleware, outermost, that refuses a Host not on the allow-list, refuses a request
  body over its cap while it streams in (a declared Content-Length over the cap is refused
  before one byte is read), refuses a cross-origin unsafe request (Origin checked), and adds
  the security headers to every response.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
import threading
import time
from collections import defaultdict, deque
from pathlib import Path

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

_hasher = PasswordHasher()

CSP = ("default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
       "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
    (b"x-frame-options", b"DENY"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"cross-origin-resource-policy", b"same-origin"),
    (b"cache-control", b"no-store"),
]


def hash_password(password: str) -> str:
    if len(password) < 8:
        raise ValueError("a password needs at least 8 characters")
    return _hasher.hash(password)


def verify_password(stored: str, password: str) -> bool:
    try:
        return _hasher.verify(stored, password)
    except (VerifyMismatchError, VerificationError, InvalidHashError):
        return False


_DUMMY = None


def burn_verify(password: str) -> None:
    """Spend as long as a real verification, so an unknown user name answers as slowly as a known one."""
    global _DUMMY
    if _DUMMY is None:
        _DUMMY = _hasher.hash(secrets.token_hex(8))
    verify_password(_DUMMY, password)


def load_secret(data_dir: Path) -> bytes:
    path = Path(data_dir) / "secret.key"
    if not path.exists():
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as fh:
            fh.write(secrets.token_hex(32))
    return bytes.fromhex(path.read_text().strip())


class Signer:
    def __init__(self, secret: bytes):
        self.secret = secret

    def _mac(self, purpose: str, value: str) -> str:
        return hmac.new(self.secret, f"{purpose}|{value}".encode(), hashlib.sha256).hexdigest()

    def sign(self, value: str) -> str:
        return f"{value}.{self._mac('cookie', value)}"

    def unsign(self, signed: str) -> str | None:
        value, _, mac = signed.rpartition(".")
        if not value or not hmac.compare_digest(mac.encode(), self._mac("cookie", value).encode()):
            return None
        return value

    def csrf(self, session_token: str) -> str:
        return self._mac("csrf", session_token)[:40]

    def check_csrf(self, session_token: str, given: str | None) -> bool:
        return bool(given) and hmac.compare_digest(self.csrf(session_token).encode(), given.encode())


class Throttle:
    """At most ``per_name`` failed logins for one name and ``per_client`` from one address per ``window`` s."""

    def __init__(self, per_name: int = 5, per_client: int = 20, window: float = 900.0):
        self.per_name, self.per_client, self.window = per_name, per_client, window
        self._fails: dict[str, deque[float]] = defaultdict(deque)
        self._lock = threading.Lock()

    def _recent(self, key: str) -> deque[float]:
        q = self._fails[key]
        cutoff = time.monotonic() - self.window
        while q and q[0] < cutoff:
            q.popleft()
        return q

    def blocked(self, name: str, client: str) -> float:
        """Seconds to wait before another try (0: go ahead)."""
        with self._lock:
            waits = []
            for key, cap in ((f"n:{name.lower()}", self.per_name), (f"c:{client}", self.per_client)):
                q = self._recent(key)
                if len(q) >= cap:
                    waits.append(q[0] + self.window - time.monotonic())
            return max(waits, default=0.0)

    def failed(self, name: str, client: str) -> None:
        with self._lock:
            stamp = time.monotonic()
            self._fails[f"n:{name.lower()}"].append(stamp)
            self._fails[f"c:{client}"].append(stamp)

    def succeeded(self, name: str) -> None:
        with self._lock:
            self._fails.pop(f"n:{name.lower()}", None)


class BodyTooLarge(Exception):
    def __init__(self, limit: int):
        super().__init__(f"request body over {limit} bytes")
        self.limit = limit


def host_of(value: str) -> str:
    value = value.strip().lower()
    if value.startswith("["):  # [::1]:8000
        return value[1:].split("]", 1)[0]
    return value.rsplit(":", 1)[0] if value.count(":") == 1 else value


class Guard:
    """ASGI middleware: Host allow-list, Origin check on unsafe methods, body cap, security headers."""

    def __init__(self, app, *, allowed_hosts: set[str], body_cap: int, upload_cap: int, upload_path: str = "/packages"):
        self.app = app
        self.allowed = {h.lower() for h in allowed_hosts}
        self.body_cap, self.upload_cap, self.upload_path = body_cap, upload_cap, upload_path

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
        if "*" not in self.allowed and host_of(headers.get("host", "")) not in self.allowed:
            return await _plain(send, 400, "Host not allowed (start rulen serve with --allowed-host NAME)")
        if scope["method"] not in ("GET", "HEAD", "OPTIONS"):
            origin = headers.get("origin")
            if origin is not None:  # a browser's post: only from this very origin (scheme, host and port)
                netloc = origin.split("://", 1)[-1].split("/", 1)[0].lower()
                if origin == "null" or netloc != headers.get("host", "").lower():
                    return await _plain(send, 403, "cross-origin request refused")
        path = scope.get("path", "")
        cap = self.upload_cap if path.rstrip("/").endswith(self.upload_path) or path.endswith("/rounds") else self.body_cap
        declared = headers.get("content-length")
        if declared is not None:
            try:
                if int(declared) > cap:
                    return await _plain(send, 413, f"request body over the {cap // (1 << 20)} MiB limit; refused unread")
            except ValueError:
                return await _plain(send, 400, "bad Content-Length")
        seen = 0
        started = False

        async def capped_receive():
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > cap:
                    raise BodyTooLarge(cap)
            return message

        async def secured_send(message):
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                present = {k.lower() for k, _ in message.get("headers", [])}
                extra = [(k, v) for k, v in HEADERS if k not in present]
                message = {**message, "headers": list(message.get("headers", [])) + extra}
            await send(message)

        try:
            await self.app(scope, capped_receive, secured_send)
        except BodyTooLarge as exc:
            if not started:
                await _plain(send, 413, f"request body over the {exc.limit // (1 << 20)} MiB limit; refused")


async def _plain(send, status: int, text: str) -> None:
    body = text.encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"text/plain; charset=utf-8"), (b"content-length", str(len(body)).encode()),
                            (b"connection", b"close"), *HEADERS]})
    await send({"type": "http.response.body", "body": body})
