"""``docs/rules-coverage.md`` lists every heading of the source documents -- the *Total
Warfare* infantry chapter (``seeds/003_43324915c9a10379.txt``), the *BattleTech
Quick-Start Rules*, *BattleTechnology* #6 *Close Assault* and the two optional modules'
documents -- and every test it names exists: the referee's list cannot silently drop a
heading or point at a test that was renamed.  Each heading is checked against the
document's own text when the documents are beside the repository."""

from __future__ import annotations

import ast
import re

from support import ROOT

DOC = ROOT / "docs" / "rules-coverage.md"
SEED = ROOT.parent / "shared" / "seeds" / "003_43324915c9a10379.txt"  # beside the repo

# The chapter's headings (its short lines) and the paragraph tags ("機械化歩兵:") under
# them, as the seed prints them; the page furniture at its top is left out.
HEADINGS = (
    "歩兵戦闘", "歩兵の移動", "スタッキング", "落下", "歩兵の戦闘", "通常歩兵", "通常歩兵の攻撃",
    "通常歩兵に対する攻撃", "バトルアーマー歩兵", "バトルアーマーの攻撃", "バトルアーマーに対する攻撃",
    "対メック攻撃", "脚部攻撃", "スウォーム攻撃", "スウォーム攻撃の撃退", "スウォーム攻撃のダメージ",
    "スウォーム攻撃を受けるユニットに対する攻撃", "歩兵輸送", "搭乗", "歩兵運搬車輌", "降車",
    "機械化バトルアーマー", "転倒/垂直腹臥", "移動", "乗降", "戦闘", "兵への攻撃ダメージ",
    "歩兵の市街戦", "建物での移動", "ジャンプ能力のある歩兵", "建物内でのレベル変更", "建物での戦闘",
    "建物内の歩兵への攻撃", "建物内部で起きる戦闘", "建物の崩落",
    # paragraph tags
    "通常歩兵とバトルアーマー歩兵", "レベル変更", "ジャンプ歩兵", "ボディマウント", "機械化歩兵",
    "水", "森林", "メック", "歩兵", "アーク", "攻撃側移動修正", "武器と装備", "機関銃小隊",
    "バースト射撃武器", "平地でのダメージ", "他の歩兵ユニットからのダメージ", "ミサイル以外の攻撃",
    "ミサイル攻撃", "装甲値", "範囲効果武器", "エイム・ショット", "VS機械化バトルアーマー", "VS車輌",
    "転倒/垂直伏臥", "車輌", "クリティカルヒット", "移動によるダメージ", "クリティカルダメージ",
    "MP減少", "オムニメックとオムニビークルでの搭乗部位", "弾薬投棄", "一ヶ所にいる複数の兵",
    "歩兵への追加ダメージ", "地下階層",
)


def test_every_heading_of_the_chapter_is_listed() -> None:
    text = DOC.read_text(encoding="utf-8")
    if SEED.is_file():  # each heading is the seed's own words
        seed = SEED.read_text(encoding="utf-8")
        assert [h for h in HEADINGS if h not in seed] == []
    assert [h for h in HEADINGS if h not in text] == []


QUICK_START = (  # seed 002 (BattleTech Quick-Start Rules), its capitals headings as printed
    "QUICK-START RULES", "FICTION", "GREEN, VETERAN AND ELITE", "PLAYING PIECES",
    "RECORD SHEETS", "MAPSHEETS", "DICE", "TRAINING SCENARIOS", "INITIATIVE PHASE",
    "MOVEMENT PHASE", "WEAPON ATTACK PHASE", "END PHASE", "MOVEMENT BASICS",
    "MOVEMENT DIRECTION", "FACING", "FACING CHANGE", "MOVEMENT MODES", "STANDING STILL",
    "WALKING", "RUNNING", "STACKING", "COMBAT", "FACING CHANGE DIAGRAMS", "ATTACK DECLARATION",
    "LINE OF SIGHT", "WEAPON ATTACKS", "FIRING ARC", "FIRING WEAPONS", "BASE TO-HIT NUMBER",
    "MODIFIED TO-HIT NUMBER", "TO-HIT MODIFIERS", "BATTLEMECH RECORD SHEET", "ARMOR DIAGRAM",
    "TO-HIT ROLL", "HIT LOCATION", "DAMAGE", "RECORDING DAMAGE", "DAMAGE RESOLUTION",
    "TRANSFERRING DAMAGE", "DESTROYING A UNIT", "GREEN", "GAME SET-UP", "DEFENDER",
    "ATTACKER", "VICTORY CONDITIONS", "SPECIAL RULES", "BATTLETECH INTRODUCTORY BOX SET",
    "COMBAT VEHICLES", "ADVANCED WEAPONS", "VETERAN", "ELITE", "ALTERING SCENARIOS",
    "VEHICLE DATA", "COMBAT VEHICLE HIT LOCATIONS", "BATTLE ARMOR DATA",
    "CONVENTIONAL INFANTRY DATA", "CLUSTER HITS TABLE", "ATTACK MODIFIERS TABLE",
    "INFANTRY MOVEMENT COST TABLE", "CONVENTIONAL INFANTRY TABLE",
    "NONINFANTRY WEAPON DAMAGE", "Leg Destruction", "Backward Movement", "Cluster Hits",
    "Attacker Movement", "Attacks Against Battle Armor", "Battle Armor Attacks",
    "Conventional Infantry Attacks", "Damage to Battle Armor", "Damage to Conventional Infantry",
)
CLOSE_ASSAULT = (  # seed 000 (BattleTechnology #6, 0204-B), headings as printed
    "Introduction", "Standards", "Close Assault Hex", "Order of Play", "Set-Up", "Maneuvering",
    "Close Assault Procedure", "Attacker's Movement", "Defender's Movement",
    "Tactical Decision", "Combat Resolution", "Close Assault Combat Results", "8: Eject",
    "Continuing the Battle", "Multiple BattleMech Combat", "Fire From Outside the Hex",
    "Fire From Inside the Hex", "Vehicles and Infantry", "E. Advance-Collision",
    "Special Applications", "Infantry", "Hidden Infantry", "Secret Movement",
    "Special Infantry Ambush Option", "Anti-Mech Infantry", "Tactics",
    "Close Assault Hex Template",
)
OPTIONAL_MODULES = (  # seeds 001 (Combat HQ) and 004 (M42), headings as printed
    "Close Assault Order", "Close Assault Order and Units", "Moving Into Close Assault",
    "Linear Obstacles and Buildings", "All Models Move In Units", "Command Radius",
    "Leaders Always Move First", "The Leader’s Move Is Final", "Special Rule: Swarm",
    "Special Rule: Battle Tactics", "Moving A Unit", "The 2-Inch Standoff Rule",
    "Moving Into Assault",
)


HEADED = QUICK_START + CLOSE_ASSAULT + OPTIONAL_MODULES


def test_every_heading_of_the_other_documents_is_listed() -> None:
    text = DOC.read_text(encoding="utf-8")
    seeds = ROOT.parent / "shared" / "seeds"
    if seeds.is_dir():
        printed = "".join(p.read_text(encoding="utf-8") for p in seeds.glob("00[0124]_*.txt"))
        assert [h for h in HEADED if h not in printed] == []
    assert [h for h in HEADED if h not in text] == []


def test_every_test_named_exists() -> None:
    text = DOC.read_text(encoding="utf-8")
    named = set(re.findall(r"tests/((?:\w+/)*test_\w+)\.py::(test_\w+)", text))
    assert len(named) > 60
    missing = []
    for module, test in sorted(named):
        source = (ROOT / "tests" / f"{module}.py").read_text(encoding="utf-8")
        names = {n.name for n in ast.walk(ast.parse(source)) if isinstance(n, ast.FunctionDef)}
        if test not in names:
            missing.append(f"{module}::{test}")
    assert missing == []
