/* Inns & Cathedrals' strings (inns_text.h). */
#include "modules/inns/inns_text.h"
#include "app/gettext.h"

const gui_words inns_text[INNS_NWORDS] = {
    [INNS_RULES] = {.msgid = N_("18 more tiles. A road with an inn beside any of its "
        "tiles scores 2 points per tile instead of 1 when it is completed, however many inns it has; "
        "if it is still unfinished at the end it scores nothing. A city with a cathedral scores 3 "
        "points per tile and 3 per pennant instead of 2 and 2 when completed, and nothing if it is "
        "unfinished at the end; for the farmers it is an ordinary completed city. A castle is paid "
        "what the feature scored, the inn's or cathedral's bonus included.")},
    [INNS_RULES_BIG] = {.msgid = N_("Every player also has one big follower (on a gold disc on the board). It is placed "
        "instead of a normal follower (drag it from the supply box beside the followers) on a "
        "road, city, cloister or field, and counts as two followers wherever a majority is decided, "
        "but scores like one and comes home like one. With the Count it may be "
        "the follower you send to a quarter (a toggle in the bar) and be sent from there with the "
        "others (counts two there too). A castle keeps a normal follower of its owner if there is "
        "one in the city, the big one only if it is the owner's only follower there. A crop circle "
        "may add the big follower (a button of its own) or return it.")},
    [INNS_MV_BIG_YES] = {.msgid = N_("It is my big follower")},
    [INNS_MV_BIG_NO] = {.msgid = N_("A normal follower")},
    [INNS_HIST_BIG] = {.msgid = N_("  %1: the big follower")},
    [INNS_PANEL_BIG] = {.msgid = N_("big")},
    /* what an inn or a cathedral does to its feature: the hover's words while open, and the
       short form (hover once done, history lines) */
    [INNS_NOTE_INN] = {.msgid = N_("inn: 2 per tile")},
    [INNS_NOTE_INN_OPEN] = {.msgid = N_("inn: 2 per tile if completed, 0 if not")},
    [INNS_NOTE_CATHEDRAL] = {.msgid = N_("cathedral: 3 per tile and pennant")},
    [INNS_NOTE_CATHEDRAL_OPEN] = {.msgid = N_("cathedral: 3 per tile and pennant if completed, 0 if not")},
    [INNS_DIAGRAM] = {.msgid = N_("An inn road of 3 tiles, completed: 6 points instead of 3. A city with a cathedral "
                       "(right) still open: 3 per tile and pennant once completed, nothing if it is not "
                       "by the end. Red's big follower stands on the gold disc and counts two.")},
    /* a hint's whole turn when it asks which follower went on the tile (hint.h): %1 is where,
       one of the INNS_ON_ words */
    [INNS_HINT_BIG] = {.msgid = N_("Hint: the tile where the ghost shows, your big follower %1.")},
    [INNS_HINT_NORMAL] = {.msgid = N_("Hint: the tile where the ghost shows, a normal follower %1, not the big one.")},
    [INNS_ON_ROAD] = {.msgid = N_("on the road")},
    [INNS_ON_CITY] = {.msgid = N_("in the city")},
    [INNS_ON_FIELD] = {.msgid = N_("on the field")},
    [INNS_ON_CLOISTER] = {.msgid = N_("in the cloister")},
    [INNS_ON_OTHER] = {.msgid = N_("(%1)")}, /* another module's feature: its name */
    /* its short lesson (the new-game screen's "?"), a screen each */
    [INNS_LESSON_1] = {.msgid = N_("An inn by a road makes it score 2 per tile when finished, a cathedral makes a city score 3 per tile and 3 per pennant; but if either is unfinished at the end, it scores nothing.")},
    [INNS_LESSON_2] = {.msgid = N_("Your big follower, on a gold disc, counts as two wherever a majority is decided, but scores like one. Drag it from the supply box beside your followers.")},
    [INNS_TIP_BIG] = {.msgid = N_("Big follower: goes where a follower may and counts as two wherever a majority is decided")},
    [INNS_HIST_OPEN_INN] = {.msgid = N_("  %1 +0 \xC2\xB7 the inn road was not finished: 0 points")},
    [INNS_HIST_OPEN_CATHEDRAL] = {.msgid = N_("  %1 +0 \xC2\xB7 the cathedral city was not finished: 0 points")},
    /* the same when the person at the screen owns it, alone or with others (%1: "Bedřich, Cecílie") */
    [INNS_HIST_OPEN_INN_YOU] = {.msgid = N_("  The inn road was not finished: you score 0 points")},
    [INNS_HIST_OPEN_CATHEDRAL_YOU] = {.msgid = N_("  The cathedral city was not finished: you score 0 points")},
    [INNS_HIST_OPEN_INN_YOU_AND] = {.msgid = N_("  The inn road was not finished: you and %1 score 0 points")},
    [INNS_HIST_OPEN_CATHEDRAL_YOU_AND] = {.msgid = N_("  The cathedral city was not finished: you and %1 score 0 points")},
    [INNS_STEP_OPEN_INN] = {.msgid = N_("The inn road was not finished: 0 points")},
    [INNS_STEP_OPEN_CATHEDRAL] = {.msgid = N_("The cathedral city was not finished: 0 points")},
    [INNS_FINALE] = {.msgid = N_("Unfinished inns and cathedrals")},
    [INNS_ROW] = {.msgid = N_("Inns, cathedrals")},
    [INNS_ROW_OPEN] = {.msgid = N_("Left unfinished")},
    /* the big follower in another module's words (gui_figure.name): a tower's prisoner, the
       portal's line, a Count deployment, the tower's exchange button, a button's label */
    [INNS_FIG_BIG] = {.msgid = N_("big follower")},
    [INNS_FIG_BIG_THE] = {.msgid = NC_("subject", "the big follower")},
    [INNS_FIG_BIG_THE_OBJ] = {.msgid = N_("the big follower")},
    [INNS_FIG_BIG_YOUR_OBJ] = {.msgid = N_("Your big follower")},
    [INNS_FIG_BIG_TITLE] = {.msgid = N_("Big follower")},
    /* the forms a Tower's sentence takes (gui_module.h, GUI_FIGNAME_OWNED...) */
    [INNS_FIG_BIG_OWNED] = {.msgid = NC_("after its owner: Capture Anna's [big follower]", "big follower")},
    [INNS_FIG_BIG_OWN] = {.msgid = NC_("taken back: Take back [your big follower]", "your big follower")},
    [INNS_FIG_BIG_HELD] = {.msgid = NC_("held by another: Anna holds [your big follower]", "your big follower")},
    [INNS_FIG_BIG_IT] = {.msgid = NC_("the big follower as a pronoun: pay 3 to free [it]", "it")},
    [INNS_FIG_BIG_YOURS] = {.msgid = NC_("a label: Keys: 2 [your big follower]", "your big follower")},
};

const char *inns_tr(inns_text_id id) { return id >= 0 && id < INNS_NWORDS ? gui_word(&inns_text[id]) : "?"; }
