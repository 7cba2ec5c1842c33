/* Inns & Cathedrals' strings (inns_text.h). */
#include "modules/inns/inns_text.h"

const gui_words inns_text[INNS_NWORDS] = {
    [INNS_RULES] = {{
        "18 more tiles. A road with an inn beside any of its "
        "tiles scores 2 points per tile instead of 1 when it is completed, however many inns it has; "
        "if it is still unfinished at the end it scores nothing. A city with a cathedral scores 3 "
        "points per tile and 3 per pennant instead of 2 and 2 when completed, and nothing if it is "
        "unfinished at the end; for the farmers it is an ordinary completed city. A castle is paid "
        "what the feature scored, the inn's or cathedral's bonus included.",
        "18 kartiček navíc. Cesta, u které stojí hostinec "
        "(na kterékoli její kartičce), dá po dokončení 2 body za kartičku místo 1, ať má hostinců "
        "kolik chce; zůstane-li na konci hry nedokončená, nedá nic. Město s katedrálou dá po "
        "dokončení 3 body za kartičku a 3 za každý erb místo 2 a 2; nedokončené na konci nedá nic; "
        "pro sedláky je to obyčejné dokončené město. Hrad dostane tolik, kolik území získalo, i s "
        "příplatkem za hostinec nebo katedrálu."}},
    [INNS_RULES_BIG] = {{
        "Every player also has one big follower (on a gold disc on the board). It is placed "
        "instead of a normal follower (drag it from the supply box beside the followers) on a "
        "road, city, cloister or field, and counts as two followers wherever a majority is decided, "
        "but scores like one and comes home like one. With the Count it may be "
        "the follower you send to a quarter (a toggle in the bar) and be sent from there with the "
        "others (counts two there too). A castle keeps a normal follower of its owner if there is "
        "one in the city, the big one only if it is the owner's only follower there. A crop circle "
        "may add the big follower (a button of its own) or return it.",
        "Každý hráč má navíc jednu velkou figurku (na ploše stojí na zlatém kotouči). Staví se místo "
        "obyčejné figurky (přetáhnete ji ze zásoby vedle figurek) na cestu, město, "
        "klášter nebo louku a při každé většině se počítá za dvě figurky, body ale dostává a domů "
        "se vrací jako jedna. S hrabětem ji smíte poslat do čtvrti (přepínač v liště) a odtud ji "
        "nasadit s ostatními (i tam se počítá za dvě). Na hradu zůstane obyčejná figurka majitele, "
        "má-li ve městě nějakou; velká jen tehdy, je-li tam jeho jedinou. Kruh v obilí může velkou "
        "figurku přidat (vlastním tlačítkem) i vrátit."}},
    [INNS_MV_BIG_YES] = {{"It is my big follower", "Je to moje velká figurka"}},
    [INNS_MV_BIG_NO] = {{"A normal follower", "Obyčejná figurka"}},
    [INNS_HIST_BIG] = {{"  %1: the big follower", "  %1: velká figurka"}},
    [INNS_PANEL_BIG] = {{"big", "velká"}},
    /* what an inn or a cathedral does to its feature: the hover's words while open, and the
       short form (hover once done, history lines) */
    [INNS_NOTE_INN] = {{"inn: 2 per tile", "hostinec: 2 za kartičku"}},
    [INNS_NOTE_INN_OPEN] = {{"inn: 2 per tile if completed, 0 if not",
                             "hostinec: 2 za kartičku, bude-li dokončena, jinak 0"}},
    [INNS_NOTE_CATHEDRAL] = {{"cathedral: 3 per tile and pennant", "katedrála: 3 za kartičku i erb"}},
    [INNS_NOTE_CATHEDRAL_OPEN] = {{"cathedral: 3 per tile and pennant if completed, 0 if not",
                                   "katedrála: 3 za kartičku i erb, bude-li dokončeno, jinak 0"}},
    [INNS_DIAGRAM] = {{"An inn road of 3 tiles, completed: 6 points instead of 3. A city with a cathedral "
                       "(right) still open: 3 per tile and pennant once completed, nothing if it is not "
                       "by the end. Red's big follower stands on the gold disc and counts two.",
                       "Dokončená cesta s hostincem ze 3 kartiček: 6 bodů místo 3. Město s katedrálou "
                       "(vpravo) je ještě otevřené: po dokončení 3 za kartičku i erb, nedokončené na konci "
                       "nic. Velká figurka červeného stojí na zlatém kotouči a počítá se za dvě."}},
    /* a hint's whole turn when it asks which follower went on the tile (hint.h): %1 is where,
       one of the INNS_ON_ words */
    [INNS_HINT_BIG] = {{"Hint: the tile where the ghost shows, your big follower %1.",
                        "Nápověda: kartička tam, kde je její stín, se svou velkou figurkou %1."}},
    [INNS_HINT_NORMAL] = {{"Hint: the tile where the ghost shows, a normal follower %1, not the big one.",
                           "Nápověda: kartička tam, kde je její stín, s obyčejnou figurkou %1, ne s velkou."}},
    [INNS_ON_ROAD] = {{"on the road", "na cestě"}},
    [INNS_ON_CITY] = {{"in the city", "ve městě"}},
    [INNS_ON_FIELD] = {{"on the field", "na louce"}},
    [INNS_ON_CLOISTER] = {{"in the cloister", "v klášteře"}},
    [INNS_ON_OTHER] = {{"(%1)", "(%1)"}}, /* another module's feature: its name */
    /* its short lesson (the new-game screen's "?"), a screen each */
    [INNS_LESSON_1] = {{"An inn by a road makes it score 2 per tile when finished, a cathedral makes a city score 3 per tile and 3 per pennant; but if either is unfinished at the end, it scores nothing.",
        "Hostinec u cesty zvýší její cenu po dokončení na 2 body za kartičku, katedrála město na 3 za kartičku a 3 za erb; zůstanou-li ale na konci nedokončené, nedají nic."}},
    [INNS_LESSON_2] = {{"Your big follower, on a gold disc, counts as two wherever a majority is decided, but scores like one. Drag it from the supply box beside your followers.",
        "Vaše velká figurka na zlatém kotouči se při každé většině počítá za dvě, body ale dostává jako jedna. Přetáhněte ji ze zásoby vedle figurek."}},
    [INNS_TIP_BIG] = {{"Big follower: goes where a follower may and counts as two wherever a majority is decided",
                       "Velká figurka: staví se jako obyčejná a při každé většině se počítá za dvě"}},
    [INNS_HIST_OPEN_INN] = {{"  %1 +0 \xC2\xB7 the inn road was not finished: 0 points",
                             "  %1 +0 \xC2\xB7 cesta s hostincem nebyla dokončena: 0 bodů"}},
    [INNS_HIST_OPEN_CATHEDRAL] = {{"  %1 +0 \xC2\xB7 the cathedral city was not finished: 0 points",
                                   "  %1 +0 \xC2\xB7 město s katedrálou nebylo dokončeno: 0 bodů"}},
    [INNS_STEP_OPEN_INN] = {{"The inn road was not finished: 0 points", "Cesta s hostincem nebyla dokončena: 0 bodů"}},
    [INNS_STEP_OPEN_CATHEDRAL] = {{"The cathedral city was not finished: 0 points",
                                   "Město s katedrálou nebylo dokončeno: 0 bodů"}},
    [INNS_FINALE] = {{"Unfinished inns and cathedrals", "Nedokončené hostince a katedrály"}},
    [INNS_ROW] = {{"Inns, cathedrals", "Hostince, katedrály"}},
    [INNS_ROW_OPEN] = {{"Left unfinished", "Zůstaly nedokončené"}},
};

const char *inns_tr(inns_text_id id) { return id >= 0 && id < INNS_NWORDS ? gui_word(&inns_text[id]) : "?"; }
