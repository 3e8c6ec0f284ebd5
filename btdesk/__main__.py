"""``python3 -m btdesk``."""

import sys

from btdesk.cli import main

sys.exit(main())
