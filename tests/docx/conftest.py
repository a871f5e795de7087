"""Make the shared test-document builders (``docx_fixtures``) importable in any pytest import mode."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
