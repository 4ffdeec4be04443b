"""``python -m mtgrules``: the same command line as ``mtgrules``."""

import sys

from .app.cli import main

sys.exit(main())
