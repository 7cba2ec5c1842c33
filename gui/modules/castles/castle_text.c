/* Castles's strings (castle_text.h). */
#include "modules/castles/castle_text.h"
#include "app/gettext.h"

const gui_words castle_text[CASTLE_NWORDS] = {
    [CASTLE_RULES_CASTLES] = {.msgid = N_("Each player has 3 castles (2 with 5 or 6 players). When a city of exactly two tiles is completed, "
        "the player who holds it (among tied holders, the first in turn order from the player whose turn "
        "it is) may, instead of scoring its 4 points, make it a castle: the follower stays on it. The "
        "castle's neighbourhood is 6 cells: its two cells and the cell on each side of each of them, "
        "across the castle (a 3\xC3\x97" "2 block). The next feature completed with a part in that "
        "neighbourhood (a city, a road, a cloister whose own cell is in it, or another castle) pays the "
        "castle's owner as many points as that feature is worth, whether or not anybody scored it; then "
        "the follower returns and the castle stays. If several are completed at once, the castle's owner "
        "picks one. A castle splits fields as its city did; at the end each castle touching a field pays "
        "the field's owner 4 points instead of 3. A castle still unpaid at the end scores nothing.")},
    [CASTLE_ASK] = {.msgid = N_("Castle, or %1 now?")},
    [CASTLE_HELP] = {.msgid = N_("A castle scores nothing now: it earns what the next feature completed in the lit "
                         "area is worth, then its follower comes home.")},
    [CASTLE_BUILD] = {.msgid = NC_("build a castle", "Castle")},
    [CASTLE_TAKE] = {.msgid = NC_("castle", "%1 now")},
    [CASTLE_NONE_LEFT] = {.msgid = N_("No castle tokens left.")},
    [CASTLE_PICK_ASK] = {.msgid = N_("Several features next to your castle were completed at once. Which one pays it?")},
    [CASTLE_PICK_ROW] = {.msgid = N_("%1. %2: %3")},
    [CASTLE_MV_CASTLE_BUILD] = {.msgid = N_("Build a castle")},
    [CASTLE_MV_CASTLE_SCORE] = {.msgid = N_("Score the city")},
    [CASTLE_MV_CASTLE_PAY] = {.msgid = N_("The castle takes the %1 at %2")},
    [CASTLE_HIST_CASTLE] = {.msgid = N_("  %1 builds a castle"), .you = N_("  You build a castle")},
    [CASTLE_HIST_CASTLE_PAID] = {.msgid = N_("  %1 +%2 (castle)")},
    /* what pays, in "You score 3 points · castle" (gui_score_line) */
    [CASTLE_WHAT_CASTLE] = {.msgid = N_("castle")},
    [CASTLE_DIAGRAM] = {.msgid = N_("Red made the finished city of two tiles a castle instead of scoring 4 points. The next "
                         "feature finished with a part in the six lit cells (the road, say) also pays red what it "
                         "scores.")},
    /* its short lesson (the new-game screen's "?"), a screen each */
    [CASTLE_LESSON_1] = {.msgid = N_("When a city of just two tiles is finished, its owner may make it a castle instead of scoring 4 points: the knight stays on it.")},
    [CASTLE_LESSON_2] = {.msgid = N_("The next road, city, cloister or castle finished next to the castle pays its owner as many points as it is worth, whoever owns it; then the knight comes home.")},
};

const char *castle_tr(castle_text_id id) { return id >= 0 && id < CASTLE_NWORDS ? gui_word(&castle_text[id]) : "?"; }
