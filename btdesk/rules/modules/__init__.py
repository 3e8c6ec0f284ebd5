"""The rules modules: every option that changes how the game is played, one package or
file each, installed here on the hooks of :mod:`btdesk.rules.hooks`.

- ``physical_attacks``: Total Warfare physical attacks and Piloting Skill Rolls;
- ``close_assault/``: 0204-B, the Close Assault Phase, hidden infantry and the Ambush option;
- ``assault_orders``: the Combat HQ house rules on top of 0204-B;
- ``multi_model``: multi-model infantry on the miniatures table (the M42 Project);
- ``tw_infantry/``: Total Warfare's infantry chapter (movement, stacking, platoon fire,
  transport, anti-'Mech attacks);
- ``critical_hits``: Total Warfare's critical hits on ordinary fire;
- ``standard/``: the standard rules (Total Warfare): internal structure, heat, critical
  hits from structure damage.

A further module is its own file or folder here (rules, and a ``MODULE`` it plays by),
its data in ``resources/rules/``, its commands, events and state in ``model/``, its
:class:`~btdesk.model.modules.ModuleInfo` in ``model/modules.py``, and one line below.
"""

from __future__ import annotations

from btdesk.rules.hooks import install
from btdesk.rules.modules.assault_orders import MODULE as ASSAULT_ORDERS
from btdesk.rules.modules.close_assault.module import AMBUSH
from btdesk.rules.modules.close_assault.module import MODULE as CLOSE_ASSAULT
from btdesk.rules.modules.critical_hits import MODULE as CRITICAL_HITS
from btdesk.rules.modules.multi_model import MODULE as MULTI_MODEL
from btdesk.rules.modules.physical_attacks import MODULE as PHYSICAL_ATTACKS
from btdesk.rules.modules.standard.module import MODULE as STANDARD
from btdesk.rules.modules.tw_infantry.module import MODULE as TW_INFANTRY

install(PHYSICAL_ATTACKS, CLOSE_ASSAULT, AMBUSH, ASSAULT_ORDERS, MULTI_MODEL, TW_INFANTRY,
        CRITICAL_HITS, STANDARD)
