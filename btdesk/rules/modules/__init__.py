"""The rules modules: every option that changes how the game is played, one package or
file each, installed here on the hooks of :mod:`btdesk.rules.hooks`.

- ``physical_attacks``: Total Warfare physical attacks and Piloting Skill Rolls;
- ``close_assault/``: 0204-B, the Close Assault Phase, hidden infantry and the Ambush option;
- ``assault_orders``: the Combat HQ house rules on top of 0204-B;
- ``multi_model``: multi-model infantry on the miniatures table (the M42 Project);
- ``tw_infantry/``: Total Warfare's infantry chapter (movement, stacking, platoon fire,
  transport, anti-'Mech attacks);
- ``critical_hits``: Total Warfare's critical hits on ordinary fire.

A further module is its own file or folder here (rules, and a ``MODULE`` it plays by),
its data in ``resources/rules/``, its commands, events and state in ``model/``, its
:class:`~btdesk.model.modules.ModuleInfo` in ``model/modules.py``, and one line below.
"""

from __future__ import annotations

from btdesk.rules.hooks import install
from btdesk.rules.modules import (
    assault_orders,
    critical_hits,
    multi_model,
    physical_attacks,
)
from btdesk.rules.modules.close_assault import module as close_assault
from btdesk.rules.modules.tw_infantry import module as tw_infantry

install(physical_attacks.MODULE, close_assault.MODULE, close_assault.AMBUSH,
        assault_orders.MODULE, multi_model.MODULE, tw_infantry.MODULE, critical_hits.MODULE)
