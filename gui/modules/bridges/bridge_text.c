/* Bridges's strings (bridge_text.h). */
#include "modules/bridges/bridge_text.h"
#include "app/gettext.h"

const gui_words bridge_text[BRIDGE_NWORDS] = {
    [BRIDGE_BRIDGES_LEFT] = {NN_("Bridges left: %1", "Bridges left: %1")},
    [BRIDGE_HINT_BRIDGE_NEEDED] = {.msgid = N_("This placement needs a bridge: drag one from the panel onto a lit cell.")},
    [BRIDGE_HINT_BRIDGE_DRAG] = {.msgid = N_("Drop the bridge on a lit cell. Right-click, the wheel or B turns it.")},
    [BRIDGE_HINT_FOLLOWER_BRIDGE] = {.msgid = N_("Drag a follower onto a circle or a bridge from the panel, or End turn.")},
    [BRIDGE_HINT_BRIDGE_END] = {.msgid = N_("End turn (Enter) confirms. B tries the next bridge; Ctrl+Z takes it back.")},
    [BRIDGE_AUTO] = {.msgid = N_("This placement needs a bridge; the only one possible is built.")},
    [BRIDGE_HIST_PLACE_BRIDGE] = {.msgid = N_("%1: tile and bridge"), .you = N_("Your tile and bridge")},
    [BRIDGE_HIST_PLACE_BRIDGE_FOLLOWER] = {.msgid = N_("%1: tile, bridge and follower (%2)"), .you = N_("Your tile, bridge and follower (%2)")},
    [BRIDGE_RULES_BRIDGES] = {.msgid = N_("Each player has 3 bridges (2 with 5 or 6 players). After placing your tile you may build one "
        "bridge, on that tile or on a tile next to it (not diagonally). A bridge spans the whole tile, "
        "north\xE2\x80\x93" "south or west\xE2\x80\x93" "east, and both its ends must stand on field edges of that "
        "tile (not on a city or a road). One bridge per tile; followers already on the tile do not "
        "matter. A bridge is a piece of road: it joins the roads at its ends and scores like one (a tile "
        "counts once); the fields and cities under it are not split. Your tile may even lead a road into "
        "a field edge of its neighbour if in the same turn you build a bridge there that carries the road "
        "on; the bridge's far end must then meet a road, another bridge or an empty cell. A follower may "
        "stand on a bridge built on the tile you just placed. With Halflings a bridge may also span a "
        "cell filled by two triangles, each end on a field edge of one of them (never a cell with one "
        "triangle); it counts as one road cell, and the follower may stand on it when your triangle "
        "has just filled that cell.\n"
        "In this window: after dropping the tile, drag a bridge from the panel onto a cell lit in orange; "
        "right-click, the wheel or B turns it, Ctrl+Z takes it back. Without the mouse, B goes through the "
        "bridges that fit. A cell with a dashed orange edge takes the tile only with a bridge.")},
    [BRIDGE_TIP_OWNER] = {.msgid = N_("%1's bridge: the rails and the pennant are in their colour"),
                          .you = N_("Your bridge: the rails and the pennant are in your colour")},
    [BRIDGE_TIP_ONLY_WITH] = {.msgid = N_("The tile fits here only with a bridge: drop it, then build the bridge it needs")},
    [BRIDGE_DIAGRAM] = {.msgid = N_("The bridge on the middle tile carries blue's road across its field: one road of 3 tiles, "
                         "and the field under the bridge stays whole.")},
    /* its short lesson (the new-game screen's "?"), a screen each */
    [BRIDGE_LESSON_1] = {.msgid = N_("A bridge carries a road across a field. After laying your tile you may build one of your bridges on it or on the tile next to it, from field edge to field edge; the bridge is a piece of road and scores like one.")},
    [BRIDGE_LESSON_2] = {.msgid = N_("A bridge lets a tile fit where it otherwise would not: a road may run into a neighbour's field edge if a bridge there carries it on. Drag a bridge from the panel onto a cell lit in orange.")},
};

const char *bridge_tr(bridge_text_id id) { return id >= 0 && id < BRIDGE_NWORDS ? gui_word(&bridge_text[id]) : "?"; }
