"""Help ▸ How to Play and Help ▸ Keyboard Shortcuts: what a new player needs in the first
hour, on one page each."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMenu,
    QMenuBar,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

HOW_TO_PLAY = """
<h3>How to play</h3>
<p>Each turn has phases, shown at the top of the <b>Orders</b> dock with the side to act.
Everything you may do now is offered there; a click that cannot be done says why in red
and in the status bar.</p>
<ol>
<li><b>Initiative</b>: press <i>Roll Initiative</i>. The loser moves first.</li>
<li><b>Movement</b>: click one of your units, choose <i>Walk</i>, <i>Run</i> (or
<i>Jump</i>, in a game with Total Warfare's additions); the hexes it can reach are shaded
with their MP cost. Click where it ends, turn it with <b>[</b> and <b>]</b> (the arrow
shows its facing), then press <b>Enter</b>. Sides alternate unit by unit.</li>
<li><b>Weapon Attack</b>: click your unit, then an enemy. Tick the weapons to fire (the
table shows each to-hit number and chance) and press <i>Declare</i>. When every unit has
declared, <i>Resolve All</i>: the volley is told attack by attack under the Orders dock
(<i>Next Step</i>), each hit shown on the map. Damage is marked on the record sheets.</li>
<li><b>Physical Attack</b> or <b>Close Assault</b> (game options; the Quick-Start Rules
as printed have neither): punches, kicks and
charges. A Close Assault starts in the Movement Phase: plan a 'Mech's or vehicle's move to
a hex beside an enemy 'Mech or vehicle, facing it, and the Orders dock offers <i>Enter</i>
or <i>Charge</i>. In the Close Assault Phase each side picks a tactic in secret in the
Close Assault dock (hover a tactic for what it does).</li>
<li><b>End</b>: destroyed units leave the map; the next turn begins.</li>
</ol>
<p><b>Hot seat</b>: before a secret choice the screen is covered and handed to that
side's player (View ▸ Hand-Over Screens). <b>Undo</b> of a roll is a take-back: in the
hot seat the other side's player allows or refuses it; taken back, its dice are spent and
what is done instead rolls new ones. A <b>referee</b> can tick armour by hand (Edit ▸ Referee
Mode), type real dice (File ▸ New Game…: a volley's dice are typed in one keypad form,
any die corrected before <i>Apply</i>) and measure (View ▸ Ruler).</p>
<p><b>Alone</b>: in File ▸ New Game… set a side's player to the computer; its reasons
are in the Computer tab. <b>Your own battles</b>: File ▸ New Battle… (units from your
library: <code>btdesk import FOLDER</code> reads MegaMek <code>.mtf</code> and
<code>.blk</code> files). <b>On paper</b>: File ▸ Print Record Sheets, Print Map or
Counters, Print Table State; <code>btdesk log GAME</code> writes a game's dice record.</p>
<p>Click a unit on the map to bring its record sheet forward. The game is autosaved after
every change; File ▸ Save keeps it where you choose.</p>
"""

# Keys handled by widgets rather than menu actions.
WIDGET_KEYS = (
    ("Enter", "Confirm the move, declare the attack, roll, or resolve (the Orders dock)"),
    ("[  ]", "Turn the planned facing left / right"),
    ("Space", "At a hand-over screen: the named player is ready"),
    ("Mouse wheel", "Zoom the map about the pointer"),
    ("Drag, or middle-drag", "Pan the map"),
    ("Ctrl + mouse wheel", "Zoom a record sheet"),
    ("Double-click a unit", "In the Units dock, with Referee Mode on: edit it"),
)


def shortcut_rows(menus: QMenuBar) -> list[tuple[str, str]]:
    """Every menu action with a key, as the menus have it, then the widgets' keys."""
    rows: list[tuple[str, str]] = []

    def walk(actions: list[QAction], where: str) -> None:
        for action in actions:
            menu = action.menu()
            if isinstance(menu, QMenu):
                walk(menu.actions(), f"{where} ▸ {action.text().replace('&', '')}")
            elif not action.shortcut().isEmpty():
                keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                rows.append((keys, f"{where} ▸ {action.text().replace('&', '')}"))

    for top in menus.actions():
        menu = top.menu()
        if isinstance(menu, QMenu):
            walk(menu.actions(), top.text().replace("&", ""))
    return rows + list(WIDGET_KEYS)


def shortcuts_html(menus: QMenuBar) -> str:
    cells = "".join(f"<tr><td><b>{k}</b>&nbsp;&nbsp;</td><td>{w}</td></tr>"
                    for k, w in shortcut_rows(menus))
    return f"<h3>Keyboard and mouse</h3><table>{cells}</table>"


def about_html() -> str:
    """Version, licence and where the third-party notices are: the LGPL asks that a
    user can find out which Qt they run and where its source is."""
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion

    from btdesk import __version__

    return (f"<h3>btdesk {__version__}</h3>"
            "<p>A desktop BattleTech table: hex map, record sheets, rules engine, "
            "Close Assault and printing.</p>"
            "<p>Free software under the GNU General Public License, version 3 or later.</p>"
            f"<p>Built with Qt {qVersion()} and Qt for Python (PySide6) {pyside_version}, "
            "used under the LGPL 3.0; the sheets are printed in DejaVu Sans. A bundled "
            "btdesk lists every component and licence in its <tt>licences</tt> folder.</p>"
            "<p>BattleTech is a trademark of its owners; btdesk is not affiliated with "
            "them.</p>")


class HelpDialog(QDialog):
    def __init__(self, title: str, html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(560, 520)
        layout = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setHtml(html)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
