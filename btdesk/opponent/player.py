"""The computer opponent's one question: given what a side may see, which command now, and
why.

``decide(view, side)`` lists ``legal_commands(view)``, keeps the ones that are this side's
to give, and picks one:

- set-up: facing the enemy, near the front (``moving.choose_deploy``);
- movement: one unit at a time (the least mobile first: the others can answer later),
  each end it may reach scored by expected damage dealt and taken (``moving``);
- weapon attacks: the declaration worth most (``judge.damage_value``: no overkill, focus
  on the worn, a bonus for a likely kill), counting the attacks already declared;
  resolving its own, calling off shots that cannot hit;
- the Close Assault tactic: the matrix game (``assault``);
- the set-up of a Close Assault: the one the rules make (no placement of its own);
- everything else (physical attacks, Close Assault maneuvers, hiding,
  formation, lines of sight along a hexside): each legal command played out once or
  twice on the view with its own dice and scored by the side's ``standing`` after it,
  or for a line of sight by the fire it lets through.  Legal always; clever only so far.

Its randomness (ties, a beginner's noise, the mixed strategy's draw, what-if dice) comes
from its own ``random.Random``, seeded from a digest of the view and a per-game ``salt``:
the same position in the same game gets the same answer (a replay or a test can count on
it), another game another, and nothing is drawn from the game's dice, so thinking never
moves a roll the players will see.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields, is_dataclass
from enum import Enum
from typing import Any

from btdesk.model.commands import (
    AssaultPlace,
    ChooseLineOfSight,
    ChooseTactic,
    Command,
    DeclareAttack,
    DeclarePhysical,
    DeployUnit,
    EjectMechWarrior,
    HideUnit,
    MoveUnit,
    ResolveAttacks,
    RollInitiative,
)
from btdesk.model.errors import IllegalCommand
from btdesk.model.state import GameState, Phase
from btdesk.opponent.assault import choose_tactic
from btdesk.opponent.dice import OwnDice
from btdesk.opponent.heat import heat_cost, weapon_heat
from btdesk.opponent.judge import damage_value, standing, volley
from btdesk.opponent.levels import DEFAULT_STRENGTH, STRENGTHS, Strength
from btdesk.opponent.moving import choose_deploy, choose_move
from btdesk.rules import active_side, apply, attack_options, legal_commands
from btdesk.rules import tactical as tac
from btdesk.rules.modules.close_assault import (
    ambush_attacks,
    ambush_played,
    before_play,
    close_assault_played,
)

#: Alternatives a decision keeps for its "why" (best first).
KEEP_ALTERNATIVES = 4


@dataclass(frozen=True)
class Decision:
    """A command and why: ``words`` with its numbers, ``alternatives`` the best rejected
    ones as (score, words), best first; ``seconds`` it took to decide.  ``secret``: the
    words tell what the other side may not know yet (a sealed tactic, a hidden unit's
    place or move): a window with a person on the other side keeps them back."""

    side: str
    command: Command
    words: str
    alternatives: tuple[tuple[float, str], ...] = ()
    seconds: float = 0.0
    score: float | None = None  # the chosen one's, on the alternatives' scale
    secret: bool = False

    def explained(self) -> str:
        lines = [self.words + (f" (score {self.score:+.1f})" if self.score is not None
                               and self.alternatives else "")]
        lines += [f"  rejected ({score:+.1f}): {words}" for score, words in self.alternatives]
        return "\n".join(lines)


def owner(view: GameState, command: Command, acting: str | None = None) -> str | None:
    """The side whose command it is: the side to act when one is (``acting``, asked of
    the rules when not given), else the side of the unit it names (a resolution, a
    secret tactic); None for one anybody gives (the initiative roll)."""
    side = acting if acting is not None else active_side(view)
    if side is not None:
        return side
    if isinstance(command, ChooseLineOfSight):
        return view.unit(command.target).side if view.has_unit(command.target) else None
    uid = getattr(command, "unit", None)
    if isinstance(uid, str) and view.has_unit(uid):
        return view.unit(uid).side
    return None


def mine(view: GameState, side: str, commands: Sequence[Command] | None = None
         ) -> list[Command]:
    """The legal commands ``side`` may give now (those anybody gives included)."""
    listed = legal_commands(view) if commands is None else commands
    acting = active_side(view)  # once: it walks every unit
    if acting is not None:
        return list(listed) if acting == side else []
    return [c for c in listed if owner(view, c, acting) in (side, None)]


def _canon(value: Any) -> Any:
    """A form of a state that reads the same in every process: sets sorted, mappings
    sorted (a frozenset's order follows string hashing, which differs per process)."""
    if is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__,
                tuple(_canon(getattr(value, f.name)) for f in fields(value)))
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, Mapping):
        return tuple(sorted((repr(_canon(k)), _canon(v)) for k, v in value.items()))
    if isinstance(value, frozenset | set):
        return tuple(sorted(repr(_canon(v)) for v in value))
    if isinstance(value, tuple | list):
        return tuple(_canon(v) for v in value)
    return value


def position_seed(view: GameState, side: str, salt: int) -> int:
    """A seed from what ``side`` sees now (units, phase, assaults, declarations) and the
    game's ``salt``: nothing hidden from the side is in the view, so nothing hidden can
    change it."""
    seen = (side, salt, view.phase.value, _canon(view.units), _canon(view.assaults),
            _canon(view.declarations), _canon(view.physical), _canon(view.halted),
            view.last_side)
    return int.from_bytes(hashlib.blake2b(repr(seen).encode(), digest_size=8).digest(), "big")


def decide(view: GameState, side: str, strength: str | Strength = DEFAULT_STRENGTH,
           salt: int = 0, tick: Callable[[], None] | None = None) -> Decision | None:
    """The command ``side`` gives now in ``view`` (its ``visible_to``), or None when none
    is its to give.  ``tick`` is called now and then while it thinks (progress)."""
    started = time.perf_counter()
    level = STRENGTHS[strength] if isinstance(strength, str) else strength
    # It keeps the set-up of a Close Assault the rules make: placing units anew is the
    # player's choice, it has no plan for it, and placements that change no standing
    # could be made one after another for ever.
    own: list[Command] = [c for c in mine(view, side) if not isinstance(c, AssaultPlace)]
    if not own:
        return None
    rng = random.Random(position_seed(view, side, salt))
    hiding = _hide(view, side, rng)
    if hiding is not None:
        return Decision(side, hiding[0], hiding[1], (), time.perf_counter() - started,
                        secret=True)
    ranked = _ranked(view, side, own, level, rng, tick or (lambda: None))
    score: float | None = ranked[0][0]
    command, words = ranked[0][1], ranked[0][2]
    if isinstance(command, ChooseTactic):
        score = None  # weights, not scores: the alternatives say them
        command, words, rest = choose_tactic(view, [c for c in own
                                                    if isinstance(c, ChooseTactic)
                                                    and c.unit == command.unit], level, rng)
        alternatives = tuple(rest[:KEEP_ALTERNATIVES])
    else:
        alternatives = tuple((s, w) for s, _, w in ranked[1:1 + KEEP_ALTERNATIVES])
    uid = getattr(command, "unit", None)
    secret = isinstance(command, ChooseTactic) or (
        isinstance(uid, str) and view.has_unit(uid) and view.unit(uid).hidden)
    return Decision(side, command, words, alternatives, time.perf_counter() - started, score,
                    secret)


def _hide(view: GameState, side: str, rng: random.Random) -> tuple[Command, str] | None:
    """Before play with the Close Assault option (0204-B *Hidden Infantry*: "The
    position of these hidden units is secretly recorded"), each of its infantry units on
    the map is hidden, in a tactical hex drawn at random, with ambush orders where the
    option allows (and an anti-'Mech attack if it is trained for one).  The command is
    not one ``legal_commands`` lists (hiding is offered before play, beside the
    initiative roll); the rules are asked whether they accept it before it is given."""
    if not close_assault_played(view.options) or not before_play(view):
        return None
    for unit in view.units_of(side):
        if unit.hidden or unit.formation or not unit.active or unit.position is None \
                or not view.definition(unit).kind.is_infantry:
            continue
        attacks = ambush_attacks(view, unit)
        command = HideUnit(unit.uid, rng.choice(tac.TACTICAL_HEXES),
                           ambush=ambush_played(view.options),
                           ambush_attack=attacks[0] if attacks else None)
        try:
            apply(view, command, OwnDice(rng))
        except IllegalCommand:
            continue
        orders = " with ambush orders" if command.ambush else ""
        return command, (f"{unit.name} hides in {unit.position.label}{orders} (0204-B "
                         "Hidden Infantry: unseen until it fires or leaves cover)")
    return None


Ranked = list[tuple[float, Command, str]]


def _ranked(view: GameState, side: str, own: list[Command], level: Strength,
            rng: random.Random, tick: Callable[[], None]) -> Ranked:
    """The side's commands of one kind, best first, as (score, command, words)."""
    if view.phase is Phase.INITIATIVE or all(isinstance(c, RollInitiative) for c in own):
        return [(0.0, own[0], "rolls for initiative")]
    tactics = [c for c in own if isinstance(c, ChooseTactic)]
    if tactics:
        return [(0.0, tactics[0], "")]  # the matrix game decides (``decide``)
    deploys = [c for c in own if isinstance(c, DeployUnit)]
    if deploys:
        first = deploys[0].unit
        return list(choose_deploy(view, side, [d for d in deploys if d.unit == first],
                                  level, rng))
    moves = [c for c in own if isinstance(c, MoveUnit)]
    if moves:
        counts: dict[str, int] = {}
        for m in moves:
            counts[m.unit] = counts.get(m.unit, 0) + 1
        uid = min(counts, key=lambda u: (counts[u], u))  # the least mobile first
        ranked: Ranked = list(choose_move(view, side, [m for m in moves if m.unit == uid],
                                          level, rng, tick))
        if ranked:
            return ranked
    declarations = [c for c in own if isinstance(c, DeclareAttack)]
    if declarations:
        return _ranked_fire(view, side, declarations, level, rng)
    resolutions = [c for c in own if isinstance(c, ResolveAttacks)]
    if resolutions:  # calling off the shots that cannot hit saves their ammunition
        c = max(resolutions, key=lambda r: len(r.call_off))
        return [(0.0, c, f"resolves {view.unit(c.unit).name}'s attacks"
                 + (f", calling off {len(c.call_off)} that cannot hit" if c.call_off else ""))]
    return _ranked_by_outcome(view, side, own, level, rng, tick)


def _declared_expected(view: GameState, side: str) -> dict[str, float]:
    """Damage already expected on each enemy from this side's declared attacks."""
    out: dict[str, float] = {}
    for d in view.declarations:
        if d.target is None or not view.has_unit(d.attacker) or not view.has_unit(d.target):
            continue
        if view.unit(d.attacker).side != side:
            continue
        out[d.target] = out.get(d.target, 0.0) + _expected(view, d.attacker, d.target,
                                                          [w.weapon for w in d.weapons])
    return out


def _expected(view: GameState, attacker: str, target: str, weapons: Sequence[int]) -> float:
    shots = volley(view, attacker, target)
    names = view.definition(view.unit(attacker)).weapon_instances()
    wanted = [names[i].name for i in weapons if 0 <= i < len(names)]
    total = 0.0
    for shot in shots.shots:
        if shot.weapon in wanted:
            wanted.remove(shot.weapon)
            total += shot.expected
    return total


def _cooler(view: GameState, c: DeclareAttack) -> list[DeclareAttack]:
    """``c``, and with the standard rules the declarations that fire fewer of its
    weapons, the hottest for the damage it is expected to deal left out first, down to
    one weapon or to a heat that costs nothing."""
    fires = tuple(w.weapon for w in c.weapons)
    unit = view.unit(c.unit)
    if c.target is None or len(fires) < 2 or any(w.target not in (None, c.target)
                                                  for w in c.weapons) \
            or heat_cost(view, unit, fires) == 0.0:
        return [c]
    names = view.definition(unit).weapon_instances()
    made = weapon_heat(view)

    def waste(index: int) -> float:  # heat for each point of damage expected
        expected = _expected(view, c.unit, c.target or "", [index])
        return made.get(names[index].name, 0) / max(expected, 0.01)
    out = [c]
    kept = list(c.weapons)
    for dropped in sorted(fires, key=waste, reverse=True)[:-1]:
        if heat_cost(view, unit, tuple(w.weapon for w in kept)) == 0.0:
            break
        kept = [w for w in kept if w.weapon != dropped]
        out.append(DeclareAttack(c.unit, c.target, tuple(kept)))
    return out


def _ranked_fire(view: GameState, side: str, declarations: Sequence[DeclareAttack],
                 level: Strength, rng: random.Random) -> Ranked:
    already = _declared_expected(view, side) if level.focus else {}
    out: Ranked = []
    for c, listed in [(d, given) for given in declarations for d in _cooler(view, given)]:
        unit = view.unit(c.unit)
        if c.target is None:
            words = (f"{unit.name} fires at the building in {c.building.label}"
                     if c.building is not None else f"{unit.name} holds its fire")
            out.append((0.0 + rng.random() * 0.01, c, words))
            continue
        target = view.unit(c.target)
        split = [w for w in c.weapons if w.target not in (None, c.target)]
        main = [w.weapon for w in c.weapons if w not in split]
        expected = _expected(view, c.unit, c.target, main)
        value = damage_value(view, target, expected, already.get(c.target, 0.0))
        hot = heat_cost(view, unit, tuple(w.weapon for w in c.weapons))
        value -= hot
        for w in split:
            assert w.target is not None
            odds = attack_options(view, c.unit, w.target, secondary=True)[w.weapon]
            weapon = view.definition(unit).weapon_instances()[w.weapon]
            value += odds.chance * weapon.damage_at(odds.bracket or 0)
        noise = rng.gauss(0.0, level.noise) if level.noise else 0.0
        names = view.definition(unit).weapon_instances()
        held = [names[w.weapon].name for w in listed.weapons if w not in c.weapons]
        best = volley(view, c.unit, c.target).best_words(view) if not held else \
            "firing " + ", ".join(names[w.weapon].name for w in c.weapons)
        out.append((value + noise + rng.random() * 0.01, c,
                    f"{unit.name} fires at the {target.name}: {expected:.1f} expected"
                    + (f" (on top of {already[c.target]:.1f} declared)"
                       if already.get(c.target) else "")
                    + f"; {best}"
                    + (f", holding back {', '.join(held)} for the heat" if held else "")
                    + (f"; its heat after would cost about {hot:.1f}" if hot else "")))
    out.sort(key=lambda t: t[0], reverse=True)
    return out


def _ranked_by_outcome(view: GameState, side: str, own: Sequence[Command], level: Strength,
                       rng: random.Random, tick: Callable[[], None]) -> Ranked:
    """The commands it has no plan for, each played out on the view with its own dice
    and scored by the side's standing after it (a line of sight by the fire it lets
    through); ejecting only when nothing else is on offer."""
    before = standing(view, side)
    uid = getattr(own[0], "unit", None)
    group: list[Command] = [c for c in own if getattr(c, "unit", None) == uid] or list(own)
    others: list[Command] = [c for c in group if not isinstance(c, EjectMechWarrior)] or group
    out: Ranked = []
    samples = max(1, level.samples // 4)
    for n, c in enumerate(others[:64]):
        if n % 8 == 0:
            tick()
        total = 0.0
        for s in range(samples):
            try:
                after, _ = apply(view, c, OwnDice(random.Random(rng.randrange(2**31) + s)))
            except IllegalCommand:
                after = view
            if isinstance(c, ChooseLineOfSight):
                fire = volley(after, c.attacker, c.target).expected
                total += fire if view.unit(c.attacker).side == side else -fire
            elif isinstance(c, DeclarePhysical):
                total += _blow_weight(view, c)
            else:
                total += standing(after, side) - before
        score = total / samples + rng.random() * (0.01 + level.noise)
        out.append((score, c, _words(view, c, score)))
    out.sort(key=lambda t: t[0], reverse=True)
    return out


#: A physical attack's rough worth, in tenths of the attacker's tons (Total Warfare: a
#: kick deals tons/5, a punch tons/10, and the kick is the easier to land; a charge or a
#: death from above risks the attacker's own legs and a fall).  The blow's to-hit is not
#: weighed: a heuristic, where fire uses the exact odds.
BLOW_WEIGHT = {"LA": 1.0, "RA": 1.0, "kick": 2.4, "push": 0.3, "charge": 1.2,
               "death_from_above": 0.8}


def _blow_weight(view: GameState, command: DeclarePhysical) -> float:
    if not command.attacks:
        return 0.0
    tons = view.definition(view.unit(command.unit)).tons or 50
    return sum(BLOW_WEIGHT.get(a.value, 0.5) for a in command.attacks) * tons / 10


def _words(view: GameState, command: Command, score: float) -> str:
    uid = getattr(command, "unit", None)
    name = view.unit(uid).name if isinstance(uid, str) and view.has_unit(uid) else ""
    what = type(command).__name__
    if isinstance(command, DeclarePhysical):
        what = ("no physical attack" if not command.attacks else
                " and ".join(a.value for a in command.attacks)
                + (f" at the {view.unit(command.target).name}"
                   if command.target and view.has_unit(command.target) else ""))
    how = ("a blow's rough worth by the attacker's tons; its to-hit not weighed"
           if isinstance(command, DeclarePhysical) else
           "standing after it, played out with its own dice")
    return f"{name}: {what} ({how}: {score:+.1f})"


__all__ = ["KEEP_ALTERNATIVES", "Decision", "decide", "mine", "owner", "position_seed"]
