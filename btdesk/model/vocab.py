"""The game's small closed vocabularies, as enums.

They are ``StrEnum`` so that a member equals its letter (``MoveStep.FORWARD == "F"``): the
save format, the checksum and every comparison written against the letters are unchanged,
while a command that names anything else cannot be built (see :mod:`.checked`).  A
tactic that could be any string would let ``"" in "dD"`` hold: ``ChooseTactic(uid, "")``
would be accepted, locked in, and crash the exchange later.
"""

from __future__ import annotations

from enum import StrEnum


class MoveStep(StrEnum):
    """One step of a move (QSR *Movement*): 'Mechs and vehicles go forward, backward or
    turn one hexside; infantry, which have no facing, step into the hex in direction
    ``0``-``5``; ``U`` first stands a prone 'Mech up."""

    FORWARD = "F"
    BACKWARD = "B"
    LEFT = "L"
    RIGHT = "R"
    STAND = "U"
    DIR_0 = "0"
    DIR_1 = "1"
    DIR_2 = "2"
    DIR_3 = "3"
    DIR_4 = "4"
    DIR_5 = "5"
    LAND_0 = "=0"  # a jump's last step: the facing it lands in (any, QSR *Jumping*)
    LAND_1 = "=1"
    LAND_2 = "=2"
    LAND_3 = "=3"
    LAND_4 = "=4"
    LAND_5 = "=5"

    @property
    def direction(self) -> int | None:
        """The hex direction of an infantry or jump step, None for the others."""
        return int(self.value) if self.value.isdigit() else None

    @property
    def landing(self) -> int | None:
        """The facing a jump lands in, None for the others."""
        return int(self.value[1]) if self.value.startswith("=") else None

    @classmethod
    def toward(cls, direction: int) -> MoveStep:
        return cls(str(direction % 6))

    @classmethod
    def land(cls, facing: int) -> MoveStep:
        return cls(f"={facing % 6}")


TURNS = (MoveStep.LEFT, MoveStep.RIGHT)
FACED_STEPS = (MoveStep.FORWARD, MoveStep.BACKWARD, *TURNS)
DIRECTION_STEPS = tuple(MoveStep.toward(d) for d in range(6))


class ManeuverStep(StrEnum):
    """Maneuvering in the Close Assault Hex (0204-B *Maneuvering*): one tactical hex
    forward or back, one hexside left or right, stand up, and the defender's free shift."""

    FORWARD = "F"
    BACKWARD = "B"
    LEFT = "L"
    RIGHT = "R"
    STAND = "U"
    SHIFT = "S"


class Approach(StrEnum):
    """How a unit comes into a Close Assault (0204-B *Charging* and *Death From Above*):
    "Charging and Death From Above attacks may be declared by the Attacker during his
    movement phase"."""

    NONE = ""  # an ordinary move, no Close Assault
    ENTER = "enter"
    CHARGE = "charge"
    DEATH_FROM_ABOVE = "death_from_above"

    @property
    def attack(self) -> PhysicalAttack | None:
        """The blow a charge or death from above lands; None for the others."""
        return PhysicalAttack(self.value) if self.value in PhysicalAttack._value2member_map_ \
            else None


class PhysicalAttack(StrEnum):
    """A physical attack (rules-notes §4): a punch with one arm, or one of the others."""

    LEFT_PUNCH = "LA"
    RIGHT_PUNCH = "RA"
    KICK = "kick"
    PUSH = "push"
    CHARGE = "charge"
    DEATH_FROM_ABOVE = "death_from_above"


class Limb(StrEnum):
    """The limb a 'Mech blocks with (0204-B result 2)."""

    LEFT_ARM = "LA"
    RIGHT_ARM = "RA"
    LEFT_LEG = "LL"
    RIGHT_LEG = "RL"

    @property
    def punch(self) -> PhysicalAttack | None:
        """The punch thrown with this limb; None for a leg."""
        return PhysicalAttack(self.value) if self in (Limb.LEFT_ARM, Limb.RIGHT_ARM) else None


class TacticLetter(StrEnum):
    """The secret tactical decisions of 0204-B: the defender's a-g, the attacker's A-G."""

    HIDDEN = "?"  # in a player's view only: the other side's locked-in letter; never legal
    a = "a"
    b = "b"
    c = "c"
    d = "d"
    e = "e"
    f = "f"
    g = "g"
    A = "A"
    B = "B"
    C = "C"
    D = "D"
    E = "E"
    F = "F"
    G = "G"

    @property
    def defender(self) -> bool:
        return self.value.islower()
