/* The Tower's strings (tower_text.h). */
#include "modules/tower/tower_text.h"
#include "app/gettext.h"

const gui_words tower_text[TOWER_NWORDS] = {
    [TOWER_RULES] = {.msgid = N_("18 tiles show a tower foundation, and each player gets tower pieces (10 with 2 players, 9 with 3, "
        "7 with 4, 6 with 5, 5 with 6). Instead of putting a follower on the tile you placed, you may put one "
        "of your tower pieces on any foundation or tower that has no follower on top, or close a tower "
        "(height 1 or more) by putting a follower from your supply on its top. After a piece you may "
        "capture one follower standing on the tower's cell or up to its height cells north, east, south or "
        "west of it (over gaps): yours goes home, another player's becomes your prisoner. When two players "
        "hold each other's followers they are exchanged at once. At the start of your turn you may pay "
        "3 points to a player who holds your follower to take it back.")},
    [TOWER_DIAGRAM] = {.msgid = N_("The stone tower is 2 pieces high (its number says so): it reaches two cells each way. Red, "
                        "who has just put a piece on it, may take blue's knight two cells north as a prisoner.")},
    /* RULES.md §10, sentence by sentence: the two figure-step alternatives on screen 1; the
       capture, the prisoner, the exchange and the ransom (3 points, the captive's owner pays at
       the start of their turn) on screen 2. Closing a tower is no answer to a capture. */
    [TOWER_LESSON_1] = {.msgid = N_("Instead of a follower, you may put one of your tower pieces on any tower foundation or "
                         "tower on the board with no follower on top: the tower grows one higher. Or close a tower "
                         "with a follower from your supply on its top: it stays there to the end and never scores.")},
    [TOWER_LESSON_2] = {.msgid = N_("After your piece you may capture one follower on the tower's cell or up to as many cells "
                         "north, east, south or west as the tower is high. Yours goes home; another player's becomes "
                         "your prisoner, and if that player holds one of yours, the two are exchanged at once. At the "
                         "start of their turn a player may pay you 3 points to take their follower back.")},
    [TOWER_MV_STEP_NONE] = {.msgid = N_("No tower piece")},
    [TOWER_MV_PIECE] = {.msgid = N_("Tower piece (%1)")},
    [TOWER_MV_CLOSE] = {.msgid = N_("Close the tower with a follower (%1)")},
    [TOWER_MV_CLOSE_BIG] = {.msgid = N_("Close the tower with the big follower (%1)")},
    [TOWER_MV_CAPTURE_NONE] = {.msgid = N_("No capture")},
    [TOWER_MV_CAPTURE] = {.msgid = N_("Capture %1's follower (%2)")},
    [TOWER_MV_CAPTURE_TOP] = {.msgid = N_("Capture %1's follower on top of the tower (%2)")},
    [TOWER_MV_EXCHANGE_NORMAL] = {.msgid = N_("Take back your follower")},
    [TOWER_MV_RANSOM_NONE] = {.msgid = N_("No ransom")},
    [TOWER_MV_RANSOM] = {.msgid = N_("Pay %1 3 points for your follower")},
    [TOWER_HIST_PIECE] = {.msgid = N_("  %1 builds the tower (%2) to height %3"), .you = N_("  You build the tower (%2) to height %3")},
    [TOWER_HIST_CLOSE] = {.msgid = N_("  %1 closes the tower (%2)"), .you = N_("  You close the tower (%2)")},
    [TOWER_HIST_CAPTURE] = {.msgid = N_("  %1's tower took %2's %3"), .you = N_("  Your tower took %2's %3")},
    [TOWER_HIST_HOME] = {.msgid = N_("  %1's tower sent their own %3 home"), .you = N_("  Your tower sent your own %3 home")},
    [TOWER_HIST_EXCHANGE] = {.msgid = N_("  %1 and %2 exchange prisoners"), .you = N_("  You and %2 exchange prisoners")},
    [TOWER_HIST_RANSOM] = {.msgid = N_("  %1 pays %2 3 points to free their %3"),
                           .you = N_("  You pay %2 3 points to free your %3")},
    [TOWER_HIST_CAPTURE_YOURS] = {.msgid = N_("  %1's tower took your %3")},
    [TOWER_HIST_EXCHANGE_YOU] = {.msgid = N_("  %1 and you exchange prisoners")},
    [TOWER_HIST_RANSOM_YOU] = {.msgid = N_("  %1 pays you 3 points to free their %3")},
    [TOWER_FOLLOWER] = {.msgid = N_("follower")},
    [TOWER_PRISONERS] = {.msgid = N_("holds %1")},
    [TOWER_BAR_STEP] = {.msgid = N_("%1: drag a tower piece onto a lit foundation or tower, or a follower onto a lit tower to close "
                         "it (or click a lit tower for a piece)."),
                         .you = N_("Drag a tower piece onto a lit foundation or tower, or a follower onto a lit tower to close it "
                                   "(or click a lit tower for a piece).")},
    [TOWER_BAR_STEP_PIECE] = {.msgid = N_("%1: drag a tower piece onto a lit foundation or tower (or click it)."),
                               .you = N_("Drag a tower piece onto a lit foundation or tower (or click it).")},
    [TOWER_BAR_CAPTURE] = {.msgid = N_("%1: the tower (%2) is %3 high. Click a lit follower in its reach to take it, or take "
                            "nobody."),
                            .you = N_("The tower (%2) is %3 high. Click a lit follower in its reach to take it, or take nobody.")},
    [TOWER_DROP_PIECE] = {.msgid = N_("Not there: drop the tower piece on a lit foundation or tower.")},
    [TOWER_DROP_CLOSE] = {.msgid = N_("Not there: drop the follower on a lit tower to close it.")},
    [TOWER_SUPPLY] = {NN_("Tower pieces: %1", "Tower pieces: %1")},
    [TOWER_RANSOM_ASK] = {.msgid = N_("Pay 3 points to the player who holds your follower and it is back in your supply at once.")},
    [TOWER_RANSOM_HELD] = {.msgid = N_("%1 holds your follower")},
    [TOWER_RANSOM_HELD_N] = {NN_("%1 holds %2 of your followers", "%1 holds %2 of your followers")},
    [TOWER_RANSOM_PAY] = {.msgid = N_("Pay 3 points")},
    [TOWER_RANSOM_NOT_NOW] = {.msgid = N_("Not now")},
    [TOWER_RANSOM_POOR] = {NN_("You have %1 point; a ransom costs 3.", "You have %1 points; a ransom costs 3.")},
    [TOWER_RANSOM_KEYS] = {.msgid = N_("Keys: 1\xE2\x80\x93%1 pay that row \xC2\xB7 S not now")},
    /* the exchange of a follower and one of a kind worded as a follower (the big one): %6
       and %9 its names (TOWER_MV_CAPTURE_KIND's note) */
    [TOWER_EXCHANGE_ASK] = {.msgid = N_("%1 holds both your follower and %6. Which one comes back to you in exchange "
                             "for their follower you took?")},
    [TOWER_EXCHANGE_KEYS] = {.msgid = N_("Keys: 1 your follower \xC2\xB7 2 %9")},
    [TOWER_RANSOM_KEYS_ONE] = {.msgid = N_("Keys: 1 or Enter pay \xC2\xB7 S not now")},
    [TOWER_RANSOM_SCORE] = {NN_("You have %1 point.", "You have %1 points.")},
    [TOWER_EXCHANGE_NORMAL] = {.msgid = N_("Your follower")},
    /* TRANSLATORS: a sentence about a figure of a kind (the big follower, the mayor, the
       wagon, a kind added later): %4 is its name after its owner ("Capture Anna's [mayor]"),
       %5 what the player takes back ("Take back [your mayor]"), %6 what another player holds
       ("Anna holds [your mayor]"), %7 the pronoun for it ("free [it]"), %8 "the mayor" as an
       object, %9 "your mayor" as a label; each kind's module translates these forms. Use whichever your grammar needs. */
    [TOWER_MV_CAPTURE_KIND] = {.msgid = N_("Capture %1's %4 (%2)")},
    [TOWER_MV_EXCHANGE_KIND] = {.msgid = N_("Take back %5")},
    [TOWER_MV_RANSOM_KIND] = {.msgid = N_("Pay %1 3 points to free %5")},
    /* a kind that is worded as a follower (gui_figure.follower_words: the big follower) */
    [TOWER_MV_RANSOM_FOLLOWER] = {.msgid = N_("Pay %1 3 points for %5")},
    [TOWER_RANSOM_HELD_KIND] = {.msgid = N_("%1 holds %6: pay 3 to free %7")},
    [TOWER_RANSOM_HELD_FOLLOWER] = {.msgid = N_("%1 holds %6")},
    [TOWER_EXCHANGE_ASK_KINDS] = {.msgid = N_("%1 holds more than one kind of your followers. Which one comes back to you in "
                                   "exchange for their follower you took?")},
    [TOWER_EXCHANGE_KEYS_N] = {.msgid = N_("Keys: 1\xE2\x80\x93%1 choose")},
    [TOWER_ROW_RANSOMS] = {.msgid = N_("Ransoms")},
    [TOWER_KEYS_BAR] = {.msgid = N_("Keys: Q/E go from one lit place to the next \xC2\xB7 Enter takes it \xC2\xB7 S none")},
    [TOWER_KEY_PICKED] = {.msgid = N_("Enter: %1 \xC2\xB7 Q/E another")},
    [TOWER_KEY_HELP] = {.msgid = N_("Q/E\xC2\xA0" "lit place \xC2\xB7 Enter\xC2\xA0" "take it")},
};

const char *tower_tr(tower_text_id id) { return id >= 0 && id < TOWER_NWORDS ? gui_word(&tower_text[id]) : "?"; }
