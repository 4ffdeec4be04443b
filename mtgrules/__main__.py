"""``python -m mtgrules``: the same command line as ``mtgrules``."""

import sys

from .cli import main

sys.exit(main())
