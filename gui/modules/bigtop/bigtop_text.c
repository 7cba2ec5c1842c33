/* Under the Big Top's strings (bigtop_text.h). */
#include "modules/bigtop/bigtop_text.h"
#include "app/gettext.h"

const gui_words bigtop_text[BT_NWORDS] = {
    [BT_RULES] = {.msgid = N_("20 more tiles: 12 circus tiles and 8 acrobat tiles. Their circus and acrobat spaces are "
        "no features: no road, city or field ends there and nobody wins them. Without the big top, the acrobats or "
        "the ringmaster switched on they are only scenery.")},
    [BT_RULES_CIRCUS] = {.msgid = N_("The first circus tile placed gets the big top with a face-down animal token under "
        "it. Whenever another circus tile is placed, after the turn's scorings the token is turned: every player "
        "scores its value (flea 1, monkey 3, seal 4, bear 5, tiger 6, elephant 7) for each of their meeples on the big "
        "top's tile and the 8 tiles around it. The token leaves the game, the meeples stay, and the big top moves to "
        "the new circus tile with a new face-down token. At the end it is scored once more.")},
    [BT_RULES_ACROBATS] = {.msgid = N_("Instead of a follower on the tile you placed, you may put a normal follower from "
        "your supply on an acrobat space of that tile or of the 8 around it, if fewer than 3 followers stand there, "
        "whoever's they are. Three make a complete pyramid. Instead of any figure you may score a complete pyramid "
        "anywhere: each follower in it pays its owner 5 points and goes home. At the end every acrobat scores 5.")},
    [BT_RULES_RINGMASTER] = {.msgid = N_("Every player has a ringmaster, a follower you place instead of a normal one on a "
        "road, city, cloister or field of the tile you placed (never on an acrobat space). Whenever its feature is "
        "scored, won or not, you score 2 points for each circus and acrobat tile on its tile and the 8 tiles around "
        "it.")},
    [BT_DIAGRAM] = {.msgid = N_("The big top on a circus tile beside a complete pyramid: when the next circus tile comes, "
        "the animal under the big top pays each player for every follower around it.")},
    [BT_TIP_RINGMASTER] = {.msgid = N_("Ringmaster: a follower; when its feature scores, 2 points for each circus and "
        "acrobat tile around it")},
    [BT_HINT_RINGMASTER] = {.msgid = N_("Drag a follower or your ringmaster from the supply onto a lit spot, or press End "
        "turn.")},
    [BT_HINT_ACROBATS] = {.msgid = N_("Drag a piece from the supply onto a lit spot, or press End turn without one: then you may send "
        "a follower up an acrobat space or score a pyramid.")},
    [BT_HINT_FIGURE] = {.msgid = N_("Hint: your ringmaster where its ghost shows.")},
    [BT_HINT_THEN_FIGURE] = {.msgid = N_("Then drag your ringmaster onto its ghost before End turn.")},
    [BT_HINT_NONE] = {.msgid = N_("Hint: end the turn without the ringmaster.")},
    [BT_HINT_THEN_NONE] = {.msgid = N_("Then End turn without the ringmaster.")},
    [BT_MV_RING_NONE] = {.msgid = N_("No ringmaster")},
    [BT_MV_RING] = {.msgid = N_("The ringmaster on spot %1")},
    [BT_MV_ACRO_NONE] = {.msgid = N_("No acrobat")},
    [BT_MV_ACRO] = {.msgid = N_("A follower onto the acrobat space %1")},
    [BT_MV_PYRAMID] = {.msgid = N_("Score the pyramid %1")},
    [BT_HIST_MOVE] = {.msgid = N_("  The big top moves to the new circus tile")},
    [BT_HIST_TOKEN] = {NN_("  Under the big top: %1, %2 point a meeple", "  Under the big top: %1, %2 points a meeple")},
    [BT_HIST_CIRCUS] = {.msgid = N_("  %1 +%2 \xC2\xB7 big top")},
    [BT_HIST_ACROBAT] = {.msgid = N_("  %1 sends a follower up the acrobat space (%2 of 3)"),
                         .you = N_("  You send a follower up the acrobat space (%2 of 3)")},
    [BT_HIST_PYRAMID] = {.msgid = N_("%1 scores the pyramid"), .you = N_("You score the pyramid")},
    [BT_HIST_ACRO_SCORE] = {.msgid = N_("  %1 +%2 \xC2\xB7 acrobats")},
    [BT_HIST_HOME] = {NN_("  %1: %2 acrobat goes home", "  %1: %2 acrobats go home")},
    /* BT_HIST_HOME when they are the person's at this screen (a number, so not a .you form) */
    [BT_HIST_HOME_YOU] = {NN_("  %2 of your acrobats goes home", "  %2 of your acrobats go home")},
    [BT_HIST_RINGMASTER] = {.msgid = N_("  %1: the ringmaster"), .you = N_("  You place your ringmaster")},
    /* "You score 6 points · big top" (gui_score_line) */
    [BT_WHAT_CIRCUS] = {.msgid = N_("big top")},
    [BT_WHAT_ACROBATS] = {.msgid = N_("acrobats")},
    [BT_HIST_RING_SCORE] = {.msgid = N_("  %1 +%2 \xC2\xB7 ringmaster")},
    /* the animal turned under the big top, as the history names it */
    [BT_ANIMAL_0] = {.msgid = N_("a flea")},
    [BT_ANIMAL_1] = {.msgid = N_("a monkey")},
    [BT_ANIMAL_2] = {.msgid = N_("a seal")},
    [BT_ANIMAL_3] = {.msgid = N_("a bear")},
    [BT_ANIMAL_4] = {.msgid = N_("a tiger")},
    [BT_ANIMAL_5] = {.msgid = N_("an elephant")},
    [BT_ACRO_ASK] = {.msgid = N_("%1 may send a follower up an acrobat space beside the new tile, or score a complete "
        "pyramid."),
                     .you = N_("You may send a follower up an acrobat space beside your tile, or score a complete "
        "pyramid.")},
    [BT_ACRO_PICK] = {.msgid = N_("Pick a lit acrobat space on the board.")},
    [BT_ACRO_SPACE] = {NN_("Acrobat space: %1 follower of 3", "Acrobat space: %1 followers of 3")},
    [BT_BTN_NONE] = {.msgid = N_("No acrobat")},
    [BT_BTN_PYRAMID] = {NN_("Score the pyramid: +%1 point for you", "Score the pyramid: +%1 points for you")},
    [BT_ACRO_KEYS] = {.msgid = N_("N no acrobat")},
    [BT_TOKENS] = {.msgid = N_("Animals")},
    [BT_TOKENS_TIP] = {.msgid = N_("The animal tokens not turned yet; one of them lies face down under the big top")},
    [BT_TIP_BIGTOP] = {.msgid = N_("The big top: when the next circus tile comes, its animal pays every meeple around it")},
    [BT_HOVER_RINGMASTER] = {NN_("%1's ringmaster: +%2 when scored", "%1's ringmaster: +%2 when scored")},
    [BT_HOVER_RINGMASTER_YOU] = {NN_("your ringmaster: +%2 when scored", "your ringmaster: +%2 when scored")},
    [BT_RESULT_CIRCUS] = {.msgid = N_("Big top")},
    [BT_RESULT_ACROBATS] = {.msgid = N_("Acrobats")},
    [BT_RESULT_RINGMASTER] = {.msgid = N_("Ringmaster")},
    /* its short lesson (the new-game screen's "?"), a screen each */
    [BT_LESSON_1] = {.msgid = N_("Each new circus tile moves the big top to it. Where it stood, its hidden animal is "
        "turned and pays every player its value for each of their meeples around it.")},
    [BT_LESSON_2] = {.msgid = N_("Send followers up acrobat spaces beside your tile; three make a pyramid worth 5 each. "
        "Your ringmaster earns 2 for each circus and acrobat tile around it when its feature scores.")},
    [BT_FIG_RING] = {.msgid = N_("ringmaster")},
    [BT_FIG_RING_THE] = {.msgid = N_("the ringmaster")},
    [BT_FIG_RING_THE_OBJ] = {.msgid = NC_("accusative", "the ringmaster")},
    [BT_FIG_RING_YOUR_OBJ] = {.msgid = N_("Your ringmaster")},
    [BT_FIG_RING_TITLE] = {.msgid = N_("Ringmaster")},
    /* the forms a Tower's sentence takes (gui_module.h, GUI_FIGNAME_OWNED...) */
    [BT_FIG_RING_OWNED] = {.msgid = NC_("after its owner: Capture Anna's [ringmaster]", "ringmaster")},
    [BT_FIG_RING_OWN] = {.msgid = NC_("taken back: Take back [your ringmaster]", "your ringmaster")},
    [BT_FIG_RING_HELD] = {.msgid = NC_("held by another: Anna holds [your ringmaster]", "your ringmaster")},
    [BT_FIG_RING_IT] = {.msgid = NC_("the ringmaster as a pronoun: pay 3 to free [it]", "it")},
    [BT_FIG_RING_YOURS] = {.msgid = NC_("a label: Keys: 2 [your ringmaster]", "your ringmaster")},
};

const char *bigtop_tr(bigtop_text_id id) { return id >= 0 && id < BT_NWORDS ? gui_word(&bigtop_text[id]) : "?"; }

const char *bigtop_tr_n(bigtop_text_id id, int n) { return id >= 0 && id < BT_NWORDS ? gui_word_n(&bigtop_text[id], n) : "?"; }
