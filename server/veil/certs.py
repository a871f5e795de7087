"""A locally generated, self-signed certificate for https://localhost.

Office only loads add-ins over HTTPS.  :func:`ensure_certificate` creates (once,
then reuses) a key and a self-signed certificate for ``localhost``,
``127.0.0.1`` and ``::1`` under ``~/.veil/certs`` (or ``$VEIL_CERT_DIR``).
It is regenerated when missing, unreadable, expiring within a week, or not
covering the requested host names.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import os
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

from veil.fileio import atomic_write_bytes

DEFAULT_NAMES = ("localhost", "127.0.0.1", "::1")
VALID_DAYS = 397  # the longest validity browsers accept for a leaf certificate


def cert_dir() -> Path:
    """Where the certificate lives: ``$VEIL_CERT_DIR`` or ``~/.veil/certs``."""
    return Path(os.environ.get("VEIL_CERT_DIR") or Path.home() / ".veil" / "certs")


def _san(names) -> x509.SubjectAlternativeName:
    entries = []
    for name in names:
        try:
            entries.append(x509.IPAddress(ipaddress.ip_address(name)))
        except ValueError:
            entries.append(x509.DNSName(name))
    return x509.SubjectAlternativeName(entries)


def _usable(cert_path: Path, key_path: Path, names) -> bool:
    try:
        cert = x509.load_pem_x509_certificate(cert_path.read_bytes())
        serialization.load_pem_private_key(key_path.read_bytes(), password=None)
    except (OSError, ValueError):
        return False
    if cert.not_valid_after_utc - dt.timedelta(days=7) < dt.datetime.now(dt.timezone.utc):
        return False
    try:
        san = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    except x509.ExtensionNotFound:
        return False
    have = {str(v) for v in san.get_values_for_type(x509.DNSName)}
    have |= {str(v) for v in san.get_values_for_type(x509.IPAddress)}
    return all(str(ipaddress.ip_address(n)) in have if _is_ip(n) else n in have for n in names)


def _is_ip(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
        return True
    except ValueError:
        return False


def generate(names=DEFAULT_NAMES, days: int = VALID_DAYS) -> tuple[bytes, bytes]:
    """A new (certificate PEM, private key PEM) pair, self-signed for ``names``."""
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, names[0]),
                         x509.NameAttribute(NameOID.ORGANIZATION_NAME, "Veil local development")])
    now = dt.datetime.now(dt.timezone.utc)
    cert = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(minutes=5))
        .not_valid_after(now + dt.timedelta(days=days))
        .add_extension(_san(names), critical=False)
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .add_extension(x509.KeyUsage(digital_signature=True, key_encipherment=True, key_cert_sign=True,
                                     content_commitment=False, data_encipherment=False,
                                     key_agreement=False, crl_sign=False, encipher_only=False,
                                     decipher_only=False), critical=True)
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .sign(key, hashes.SHA256())
    )
    key_pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    return cert.public_bytes(serialization.Encoding.PEM), key_pem


def ensure_certificate(directory: str | os.PathLike | None = None,
                       names=DEFAULT_NAMES) -> tuple[Path, Path]:
    """Paths of a usable (certificate, key), generating them if needed.

    The key is written with mode 0600, both files atomically.
    """
    directory = Path(directory) if directory else cert_dir()
    directory.mkdir(parents=True, exist_ok=True)
    cert_path, key_path = directory / "localhost.crt", directory / "localhost.key"
    if not _usable(cert_path, key_path, names):
        cert_pem, key_pem = generate(tuple(names))
        atomic_write_bytes(key_path, key_pem, mode=0o600)
        atomic_write_bytes(cert_path, cert_pem, mode=0o644)
    return cert_path, key_path
