"""A generated MegaMek-style unit library for the import tests and the bench: good
'Mechs, vehicles and battle armor, files btdesk cannot play, and broken files.

Every unit here is invented for btdesk's tests from the public shape of the formats
(no MegaMek data file is copied); the 'Mech template is tests/fixtures/mtf/lnc-1.mtf.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).parent.parent
LANCER = (ROOT / "tests" / "fixtures" / "mtf" / "lnc-1.mtf").read_text()


def mech(chassis: str, model: str, config: str = "Biped", weapon: str = "ISMediumLaser",
         armor: int = 16) -> str:
    text = LANCER.replace("chassis:Lancer", f"chassis:{chassis}")
    text = text.replace("model:LNC-1", f"model:{model}")
    text = text.replace("Config:Biped", f"Config:{config}")
    text = text.replace("ISMediumLaser, Right Arm", f"{weapon}, Right Arm")
    return text.replace("LA armor:16", f"LA armor:{armor}")


def block(tag: str, *values: object) -> str:
    return "\n".join((f"<{tag}>", *(str(v) for v in values), f"</{tag}>")) + "\n"


def vehicle(name: str, model: str, motion: str = "Tracked", cruise: int = 4,
            turret: bool = True, front: tuple[str, ...] = ("ISMediumLaser", "ISSRM6"),
            tons: str = "50.0") -> str:
    """A tracked tank: 4 MP, a turret AC/10 with two tons of ammunition."""
    armor = (30, 22, 22, 16, 25) if turret else (30, 22, 22, 16)
    parts = [
        "#building block data file\n",
        block("BlockVersion", 1), block("Version", "MAM0"), block("UnitType", "Tank"),
        block("Name", name), block("Model", model), block("year", 3025),
        block("type", "IS Level 1"), block("motion_type", motion),
        block("cruiseMP", cruise), block("armor", *armor),
        block("Front Equipment", *front, "IS Ammo SRM-6"),
        block("Right Equipment"), block("Left Equipment"),
        block("Rear Equipment", "ISMachine Gun"),
        block("Body Equipment", "ISMG Ammo (200)", "CASE"),
    ]
    if turret:
        parts.append(block("Turret Equipment", "ISAC10", "IS Ammo AC/10", "IS Ammo AC/10"))
    parts.append(block("tonnage", tons))
    return "".join(parts)


def battle_armor(name: str, model: str, troopers: int = 4, armor: int = 5) -> str:
    return "".join([
        block("BlockVersion", 1), block("UnitType", "BattleArmor"), block("Name", name),
        block("Model", model), block("type", "IS Level 2"), block("chassis", "biped"),
        block("Trooper Count", troopers), block("motion_type", "Jump"),
        block("cruiseMP", 1), block("jumpingMP", 3), block("armor", armor),
        block("Squad Equipment", "ISSmallLaser"), block("weightclass", 2),
    ])


def infantry(name: str) -> str:
    return "".join([block("UnitType", "Infantry"), block("Name", name),
                    block("Model", "(Rifle)"), block("motion_type", "Leg"),
                    block("squad_size", 7), block("squadn", 4),
                    block("Primary", "InfantryAutoRifle")])


def write_tree(root: Path, good: int = 6, unplayable: bool = True, bad: bool = True,
               ) -> dict[str, int]:
    """A library under ``root`` in MegaMek's layout (``mechs/``, ``vehicles/``,
    ``battlearmor/``, ``infantry/``); the counts of what it holds by outcome."""
    folders = {name: root / name for name in ("mechs/3025", "vehicles", "battlearmor",
                                               "infantry")}
    for folder in folders.values():
        folder.mkdir(parents=True, exist_ok=True)
    made = {"good": 0, "unplayable": 0, "bad": 0}
    for n in range(good):
        kind = n % 3
        if kind == 0:
            (folders["mechs/3025"] / f"Test Lancer LNC-{n}.mtf").write_text(
                mech("Test Lancer", f"LNC-{n}"))
        elif kind == 1:
            (folders["vehicles"] / f"Test Tank T{n}.blk").write_text(
                vehicle("Test Tank", f"T{n}"))
        else:
            (folders["battlearmor"] / f"Test Trooper B{n}.blk").write_text(
                battle_armor("Test Trooper", f"B{n}"))
        made["good"] += 1
    if unplayable:
        (folders["mechs/3025"] / "Test Spider Q1.mtf").write_text(
            mech("Test Spider", "Q1", config="Quad"))
        (folders["mechs/3025"] / "Test Gausser G1.mtf").write_text(
            mech("Test Gausser", "G1", weapon="Gauss Rifle"))
        (folders["vehicles"] / "Test Copter V1.blk").write_text(
            vehicle("Test Copter", "V1", motion="VTOL"))
        (folders["infantry"] / "Test Rifles.blk").write_text(infantry("Test Rifles"))
        made["unplayable"] += 4
    if bad:
        (folders["mechs/3025"] / "Broken Mass.mtf").write_text(
            mech("Broken", "M1").replace("mass:50", "mass:heavy"))
        (folders["vehicles"] / "Unclosed.blk").write_text(
            vehicle("Unclosed", "U1").replace("</cruiseMP>\n", ""))
        (folders["vehicles"] / "Too Big.blk").write_bytes(b"<Name>\n" + b"x" * 300_000)
        made["bad"] += 3
    (root / "readme.txt").write_text("not a unit\n")
    return made
