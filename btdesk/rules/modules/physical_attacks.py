"""Total Warfare physical attacks and Piloting Skill Rolls as a rules module: with it on,
'Mechs declare punches, kicks, charges and the rest in the Physical Attack Phase, and
MechWarriors roll to keep their 'Mechs standing (and may eject).  The blows themselves
are the core's (:mod:`btdesk.rules.core.physical`, :mod:`btdesk.rules.core.piloting`):
Close Assault trades the same blows in its own hex."""

from __future__ import annotations

from btdesk.model.modules import PHYSICAL_ATTACKS_MODULE
from btdesk.rules.hooks import RuleModule


class PhysicalAttacks(RuleModule):
    info = PHYSICAL_ATTACKS_MODULE
    declares_blows = True
    piloting_rolls = True


MODULE = PhysicalAttacks()
