/* Bridges's strings (bridge_text.h). */
#include "modules/bridges/bridge_text.h"

const gui_words bridge_text[BRIDGE_NWORDS] = {
    [BRIDGE_BRIDGES_LEFT] = {{"Bridges left: %1", "Zbývá mostů: %1"}},
    [BRIDGE_HINT_BRIDGE_NEEDED] = {{"This placement needs a bridge: drag one from the panel onto a lit cell.",
                                "Toto přiložení potřebuje most: přetáhněte ho z panelu na zvýrazněné pole."}},
    [BRIDGE_HINT_BRIDGE_DRAG] = {{"Drop the bridge on a lit cell. Right-click, the wheel or B turns it.",
                              "Pusťte most na zvýrazněné pole. Pravé tlačítko, kolečko nebo B ho otočí."}},
    [BRIDGE_HINT_FOLLOWER_BRIDGE] = {{"Drag a follower onto a circle or a bridge from the panel, or End turn.",
                                  "Přetáhněte figurku na kroužek nebo most z panelu, nebo ukončete tah."}},
    [BRIDGE_HINT_BRIDGE_END] = {{"End turn (Enter) confirms. B tries the next bridge; Ctrl+Z takes it back.",
                             "Ukončit tah (Enter) potvrdí. B zkusí další most; Ctrl+Z ho vrátí."}},
    [BRIDGE_AUTO] = {{"This placement needs a bridge; the only one possible is built.",
                         "Toto přiložení potřebuje most; postaven je jediný možný."}},
    [BRIDGE_HIST_PLACE_BRIDGE] = {{"%1: tile and bridge", "%1: kartička a most"}},
    [BRIDGE_HIST_PLACE_BRIDGE_FOLLOWER] = {{"%1: tile, bridge and follower (%2)", "%1: kartička, most a figurka (%2)"}},
    [BRIDGE_RULES_BRIDGES] = {{
        "Each player has 3 bridges (2 with 5 or 6 players). After placing your tile you may build one "
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
        "bridges that fit. A cell with a dashed orange edge takes the tile only with a bridge.",
        "Každý hráč má 3 mosty (při 5 nebo 6 hráčích 2). Po přiložení kartičky smíte postavit jeden most, na "
        "tuto kartičku nebo na kartičku s ní sousedící (ne úhlopříčně). Most vede přes celou kartičku, ze severu na "
        "jih nebo ze západu na východ, a oba jeho pilíře musí stát na louce na okraji kartičky (ne na městě "
        "ani na cestě). Na kartičce smí být nejvýše jeden most; figurky, které už na něm stojí, nevadí. Most "
        "je úsek cesty: spojí cesty na svých koncích a boduje se jako cesta (každá kartička jednou); louky a "
        "města pod ním se nerozdělí. Kartička smí dokonce vést cestu do louky sousední kartičky, pokud ve "
        "stejném tahu postavíte na tu kartičku most, který cestu prodlouží; druhý konec mostu pak musí "
        "navazovat na cestu, jiný most nebo prázdné pole. Na most postavený na právě přiloženou kartičku smíte "
        "postavit figurku. S Půlkami smí most vést i přes pole zaplněné dvěma trojúhelníky, každým koncem "
        "na louce na okraji jednoho z nich (nikdy ne přes pole s jediným trojúhelníkem); počítá se jako "
        "jedno pole cesty a figurka na něm smí stát, pokud vaším trojúhelníkem pole právě zaplníte.\n"
        "V tomto okně: po položení kartičky přetáhněte most z panelu na pole zvýrazněné oranžově; pravé "
        "tlačítko, kolečko nebo B ho otočí, Ctrl+Z ho vrátí. Bez myši B projde mosty, které lze postavit. "
        "Pole s čárkovaným oranžovým okrajem přijme kartičku jen s mostem."}},
    [BRIDGE_TIP_OWNER] = {{"%1's bridge: the rails and the pennant are in their colour",
                           "Most hráče %1: zábradlí a praporek mají jeho barvu"}},
    [BRIDGE_TIP_ONLY_WITH] = {{"The tile fits here only with a bridge: drop it, then build the bridge it needs",
                               "Sem kartička pasuje jen s mostem: pusťte ji a postavte most, který potřebuje"}},
    [BRIDGE_DIAGRAM] = {{"The bridge on the middle tile carries blue's road across its field: one road of 3 tiles, "
                         "and the field under the bridge stays whole.",
                         "Most na prostřední kartičce převádí modrou cestu přes její louku: jedna cesta ze 3 kartiček "
                         "a louka pod mostem zůstává celá."}},
    /* its short lesson (the new-game screen's "?"), a screen each */
    [BRIDGE_LESSON_1] = {{"A bridge carries a road across a field. After laying your tile you may build one of your bridges on it or on the tile next to it, from field edge to field edge; the bridge is a piece of road and scores like one.",
        "Most mostem vede cestu přes louku. Po položení kartičky smíte postavit jeden ze svých mostů na ni nebo na kartičku vedle, od okraje louky k okraji louky; most je kus cesty a počítá se jako ona."}},
    [BRIDGE_LESSON_2] = {{"A bridge lets a tile fit where it otherwise would not: a road may run into a neighbour's field edge if a bridge there carries it on. Drag a bridge from the panel onto a cell lit in orange.",
        "Díky mostu se kartička vejde i tam, kam by jinak nepatřila: cesta smí narazit na okraj louky souseda, když ji tam most převede dál. Přetáhněte most z panelu na políčko rozsvícené oranžově."}},
};

const char *bridge_tr(bridge_text_id id) { return id >= 0 && id < BRIDGE_NWORDS ? gui_word(&bridge_text[id]) : "?"; }
