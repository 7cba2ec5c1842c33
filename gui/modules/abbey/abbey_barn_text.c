/* The barn's strings (abbey_barn_text.h). Czech: a tile is "kartička". */
#include "modules/abbey/abbey_barn_text.h"
#include "app/gettext.h"

const gui_words barn_text[BN_NWORDS] = {
    [BN_RULES] = {.msgid = N_("Every player has a barn. After placing a tile without a follower, you may drag the barn from "
        "your supply onto a corner of that tile where four tiles meet with field in each quarter there "
        "(the lit corners), if no barn is in that field yet. At once the field's farmers score as at "
        "the end (3 per completed city) and go home; no farmer may join the field after. When a later "
        "tile joins a field with farmers to a barn's field, those farmers score 1 per completed city "
        "and go home. At the end the barns of a field score 4 per completed city. A barn never moves.")},
    [BN_DIAGRAM] = {.msgid = N_("Red's barn where four tiles meet, each with field at that corner: the farmers of that field "
        "scored at once and went home.")},
    [BN_LESSON] = {.msgid = N_("The barn goes on a lit corner of the tile you just placed, where four tiles meet on field: the "
        "field's farmers score at once and go home, and at the end the barn scores 4 per completed city.")},
    [BN_TIP] = {.msgid = N_("Barn: goes on a corner where four tiles meet on field; scores the field's farmers at once, then 4 per city at the end")},
    [BN_ASK] = {.msgid = N_("Your barn may go on a lit corner of the tile just placed: drag it there from the supply, or click a lit corner.")},
    [BN_NONE_BTN] = {.msgid = N_("No barn")},
    [BN_HINT_DRAG] = {.msgid = N_("Drop the barn on a lit corner; anywhere else puts it back.")},
    [BN_MV_NONE] = {.msgid = N_("No barn")},
    [BN_MV_NE] = {.msgid = N_("The barn on the north-east corner")},
    [BN_MV_SE] = {.msgid = N_("The barn on the south-east corner")},
    [BN_MV_SW] = {.msgid = N_("The barn on the south-west corner")},
    [BN_MV_NW] = {.msgid = N_("The barn on the north-west corner")},
    [BN_HIST_PUT] = {.msgid = N_("  %1 puts the barn on a corner of the tile"),
                     .you = N_("  You put the barn on a corner of the tile")},
    /* a barn and the farmers it scores, either of them the person's at this screen or both:
       "Your barn: Ben's farmers", "Ben's barn: your farmers", "Your barn: your farmers" */
    [BN_HIST_PLACED_SCORE] = {.msgid = N_("  %1's barn: %2's farmers score %3 and go home"),
                              .you = N_("  Your barn: %2's farmers score %3 and go home")},
    [BN_HIST_PLACED_SCORE_YOU] = {.msgid = N_("  %1's barn: your farmers score %3 and go home")},
    [BN_HIST_PLACED_SCORE_OWN] = {.msgid = N_("  Your barn: your farmers score %3 and go home")},
    [BN_HIST_JOIN_SCORE] = {.msgid = N_("  Joined to a barn: %2's farmers score %3 and go home"),
                            .you = N_("  Joined to a barn: your farmers score %3 and go home")},
    [BN_HIST_FINAL] = {.msgid = N_("  %1 +%2 \xC2\xB7 barns: 4 per city")},
    [BN_FINAL_WHAT] = {.msgid = N_("barns: 4 per city")}, /* "You score 8 points · barns: 4 per city" */
    [BN_HOVER] = {.msgid = N_("%1's barn"), .you = N_("your barn")},
    [BN_FINALE] = {.msgid = N_("Barns")},
};

const char *barn_tr(barn_text_id id) { return id >= 0 && id < BN_NWORDS ? gui_word(&barn_text[id]) : "?"; }
