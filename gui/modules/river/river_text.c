/* The River's strings (river_text.h). */
#include "modules/river/river_text.h"
#include "app/gettext.h"

const gui_words river_text[RIVER_NWORDS] = {
    [RIVER_RULES] = {.msgid = N_("The game opens with the river. The spring is the start tile; the 10 river tiles are "
        "drawn first, one a turn, and the lake comes last; then the usual stack (all 72 base tiles, "
        "the start tile among them). A river tile must continue the river at its open end (framed in "
        "blue): its river meets the river there and flows on into an empty cell, and every other edge "
        "matches as usual. The river may not turn back at once: a right turn right after a right turn, "
        "or a left after a left, is not allowed (right, straight, right is). A river tile that cannot "
        "go on is removed and the next one drawn; if that is the lake, the river stays open and its end "
        "takes no tile. Followers go on a river tile's roads, cities, cloisters and fields, never on the "
        "river, which scores nothing and separates the fields on its banks. Not with the Count; no "
        "Halflings triangle and no bazaar while river tiles remain.")},
    [RIVER_DIAGRAM] = {.msgid = N_("From the spring the river turns right, then left (two rights in a row would "
                        "turn it back), to the lake. The red farmer's field ends at the river.")},
    [RIVER_KIND] = {.msgid = N_("River")},
    [RIVER_HOVER] = {.msgid = N_("River \xC2\xB7 %1 \xC2\xB7 scores nothing, separates the fields")},
    [RIVER_HIST_REMOVED] = {.msgid = N_("  River tile %1 cannot continue the river: removed")},
    [RIVER_HIST_LAKE_REMOVED] = {.msgid = N_("  The lake cannot end the river: removed; the river stays open")},
    [RIVER_PANEL_LEFT] = {NN_("River tiles left: %1, lake last", "River tiles left: %1, lake last")},
    [RIVER_PANEL_LAKE] = {.msgid = N_("River: the lake is next")},
    [RIVER_HINT] = {.msgid = N_("Continue the river at its open end (blue frame); no U-turn.")},
    /* its short lesson (the new-game screen's "?"), a screen each */
    [RIVER_LESSON_1] = {.msgid = N_("The game opens with the river: the spring starts it, the river tiles come first and the lake last. Each river tile must carry the river on from its open end.")},
    [RIVER_LESSON_2] = {.msgid = N_("The river may not turn back at once (two right turns in a row, or two left), scores nothing and splits the fields on its banks; followers go on everything else.")},
};

const char *river_tr(river_text_id id) { return id >= 0 && id < RIVER_NWORDS ? gui_word(&river_text[id]) : "?"; }
