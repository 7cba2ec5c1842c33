/* Hills & Sheep's strings (hills_text.h). */
#include "modules/hills/hills_text.h"
#include "app/gettext.h"

const gui_words hills_text[HS_NWORDS] = {
    [HS_RULES] = {.msgid = N_("18 more tiles with hills and vineyards. When you place a hill, the top tile of the stack "
        "goes face down under it, out of the game. When players tie for the most followers in a road, city, "
        "cloister or field, those of them with a follower on a hill tile of it win alone. When a cloister is "
        "completed, each vineyard on the 8 tiles around it pays its owner 3 more points.")},
    [HS_RULES_SHEPHERD] = {.msgid = N_("Every player has a shepherd. Drag it instead of a follower onto a field of the tile you "
        "just placed where no shepherd stands; it draws a token from the bag at once: sheep start its flock, a "
        "wolf sends it home. Whenever you later extend that field, grow the flock (draw another token: a wolf "
        "sends every shepherd of the field home and nobody scores) or gather it (every shepherd there scores "
        "all the field's sheep and goes home). A field that gets closed is gathered at once. The shepherd is no "
        "follower; at the end its sheep score nothing.")},
    [HS_DIAGRAM] = {.msgid = N_("Red's shepherd beside a flock of 3 sheep: when red extends this field again, red may draw "
        "another token or score the 3 sheep now.")},
    [HS_SHEPHERD] = {.msgid = N_("shepherd")},
    [HS_TIP_SHEPHERD] = {.msgid = N_("Shepherd: goes on a field of the new tile and keeps a flock of sheep from the bag")},
    [HS_HINT_SHEPHERD] = {.msgid = N_("Drag a follower or your shepherd from the supply onto a lit spot, or press End turn.")},
    [HS_HINT_FIGURE] = {.msgid = N_("Hint: your shepherd where its ghost shows.")},
    [HS_HINT_THEN_FIGURE] = {.msgid = N_("Then drag your shepherd onto its ghost before End turn.")},
    [HS_HINT_NONE] = {.msgid = N_("Hint: end the turn without the shepherd.")},
    [HS_HINT_THEN_NONE] = {.msgid = N_("Then End turn without the shepherd.")},
    [HS_MV_NONE] = {.msgid = N_("No shepherd")},
    [HS_MV_SHEPHERD] = {.msgid = N_("The shepherd on spot %1")},
    [HS_MV_GROW] = {.msgid = N_("Grow the flock: draw a token from the bag")},
    [HS_MV_GATHER] = {.msgid = N_("Gather the flock: score its sheep")},
    [HS_HIST_UNDER] = {.msgid = N_("  A tile goes face down under the hill")},
    [HS_HIST_SHEPHERD] = {.msgid = N_("  %1: the shepherd"), .you = N_("  You place your shepherd")},
    [HS_HIST_SHEEP] = {NN_("  %1's shepherd draws %2 sheep", "  %1's shepherd draws %2 sheep")},
    [HS_HIST_WOLF] = {.msgid = N_("  %1's shepherd draws the wolf: the field's shepherds go home"),
                      .you = N_("  Your shepherd draws the wolf: the field's shepherds go home")},
    [HS_HIST_HOME] = {NN_("  %1's shepherd goes home, %2 sheep back into the bag",
                          "  %1's shepherd goes home, %2 sheep back into the bag")},
    [HS_HIST_GATHER] = {NN_("  %1 +%2 \xC2\xB7 flock gathered", "  %1 +%2 \xC2\xB7 flock gathered")},
    [HS_HIST_GROW] = {.msgid = N_("%1 grows the flock"), .you = N_("You grow the flock")},
    [HS_HIST_GATHERS] = {.msgid = N_("%1 gathers the flock"), .you = N_("You gather the flock")},
    [HS_FLOCK_ASK] = {.msgid = N_("Your shepherd's field grew. Grow the flock or gather it?")},
    [HS_FLOCK_NOW] = {NN_("The field's flocks hold %1 sheep.", "The field's flocks hold %1 sheep.")},
    [HS_FLOCK_BAG] = {NN_("In the bag: %1 token, %2 of them wolves.", "In the bag: %1 tokens, %2 of them wolves.")},
    [HS_GROW_SAYS] = {.msgid = N_("Grow: draw a token. Sheep join your flock; a wolf sends every shepherd of the field home and nobody scores.")},
    [HS_GATHER_SAYS] = {.msgid = N_("Gather: every shepherd in the field scores all its sheep, then goes home.")},
    [HS_BTN_GROW] = {.msgid = N_("Grow")},
    [HS_BTN_GATHER] = {NN_("Gather: %1 point", "Gather: %1 points")},
    [HS_FLOCK_KEYS] = {.msgid = N_("G grow \xC2\xB7 A gather")},
    [HS_BAG] = {.msgid = N_("Bag")},
    [HS_BAG_TIP] = {.msgid = N_("The bag of sheep and wolves: what a shepherd may draw (everyone sees it)")},
    [HS_HOVER_SHEPHERD] = {NN_("%1's shepherd, %2 sheep", "%1's shepherd, %2 sheep")},
    [HS_HOVER_SHEPHERD_YOU] = {NN_("your shepherd, %2 sheep", "your shepherd, %2 sheep")},
    [HS_HIST_SHEEP_YOU] = {NN_("  Your shepherd draws %2 sheep", "  Your shepherd draws %2 sheep")},
    [HS_HIST_HOME_YOU] = {NN_("  Your shepherd goes home, %2 sheep back into the bag",
                              "  Your shepherd goes home, %2 sheep back into the bag")},
    /* what a score line says the points are for (gui_score_line: "You score 5 points · flock gathered") */
    [HS_GATHERED] = {.msgid = N_("flock gathered")},
    /* the hover's words for a feature on a hill tile and a cloister beside vineyards */
    [HS_HOVER_HILL] = {.msgid = N_("a hill breaks its ties")},
    [HS_HOVER_VINEYARDS] = {NN_("%1 vineyard: +%2 when completed", "%1 vineyards: +%2 when completed")},
    [HS_RESULT_FLOCKS] = {.msgid = N_("Flocks")},
    /* a field's hover: the sheep triangle's flock, which stays after every gathering */
    [HS_HOVER_LASTING] = {NN_("%1 sheep stay here for good: every gathering pays them",
                              "%1 sheep stay here for good: every gathering pays them")},
    /* the rules page, after the shepherd's rules, in a game with Halflings' triangles */
    [HS_RULES_HALFLINGS] = {.msgid = N_("With Halflings: a hill triangle takes a tile under it, and its whole cell is a "
        "hill for the ties. A vineyard triangle pays like any vineyard, also on a triangle cloister's own cell. The sheep "
        "triangle keeps 3 sheep for good in the larger of its two fields: every gathering of that field pays them to "
        "each shepherd there, and no wolf takes them. A field with a triangular gap is not closed.")},
    /* its short lesson (the new-game screen's "?"), a screen each */
    [HS_LESSON_1] = {.msgid = N_("A hill takes the stack's next tile under it, unseen. When players tie for a feature, "
        "those with a follower on its hill win alone. A vineyard pays 3 more to each completed cloister beside it.")},
    [HS_LESSON_2] = {.msgid = N_("Your shepherd goes on a field and draws sheep from the bag. Each time you extend its "
        "field, grow the flock (beware the wolf) or gather it for a point a sheep.")},
};

const char *hills_tr(hills_text_id id) { return id >= 0 && id < HS_NWORDS ? gui_word(&hills_text[id]) : "?"; }

const char *hills_tr_n(hills_text_id id, int n) { return id >= 0 && id < HS_NWORDS ? gui_word_n(&hills_text[id], n) : "?"; }
