/* The Princess & the Dragon's strings (dragon_text.h). */
#include "modules/dragon/dragon_text.h"
#include "app/gettext.h"

const gui_words dragon_text[DRAGON_NWORDS] = {
    [DRAGON_RULES] = {.msgid = N_("30 tiles, each with one symbol. A volcano brings the dragon: it jumps there and no follower may stand "
        "on the volcano. Dragon tiles drawn before the first volcano are set aside and shuffled back in later. "
        "After a dragon tile's turn, the dragon walks up to 6 steps, one cell north, east, south or west each: "
        "the placer chooses the first step, the next player the second, and so on round the table. It never "
        "enters a cell it has visited in this walk, the fairy's cell or an empty cell, and stops early at a "
        "dead end. It eats every follower on each cell it enters; they go home unscored. Instead of a "
        "follower you may put the fairy beside one of your followers: the dragon cannot enter that cell, you "
        "score 1 point at the start of each of your turns and 3 when that follower's feature scores. A "
        "princess tile lets you send one knight of its city home instead of placing a follower; a magic "
        "portal lets you put your follower on any unoccupied, unfinished feature of the board.")},
    /* the rules page's last paragraph: what this window does (F1 over a dragon's question) */
    [DRAGON_RULES_WINDOW] = {.msgid = N_("In this window: the dragon moves by clicking a lit cell next to it (or 1-4), one step "
        "for each player in turn. The fairy is dragged onto one of your lit followers (from the supply box, or from "
        "where it stands), or clicked there. After a princess tile, click a lit knight to send it home; after a "
        "portal tile, click a lit place anywhere on the board for your follower.")},
    [DRAGON_DIAGRAM] = {.msgid = N_("The dragon has come from the volcano in the south. Its next step may go to a lit cell: "
                         "north onto blue's knight (eaten), or east. The fairy guards the cell in the west.")},
    [DRAGON_LESSON_1] = {.msgid = N_("A volcano brings the dragon. After each dragon tile the players move it six cells, "
                          "one step each in turn: click a lit cell next to the dragon. It eats every follower "
                          "on a cell it enters, builders and pigs too.")},
    [DRAGON_LESSON_2] = {.msgid = N_("Placed no follower? Put the fairy beside one of yours: the dragon cannot enter its "
                          "cell, it earns you 1 point at the start of each of your turns and 3 more when that "
                          "follower's feature scores. A princess sends a knight of her city home; a portal lets "
                          "your follower go onto any unoccupied, unfinished feature.")},
    [DRAGON_NORTH] = {.msgid = NC_("dragon moves", "north")},
    [DRAGON_EAST] = {.msgid = NC_("dragon moves", "east")},
    [DRAGON_SOUTH] = {.msgid = NC_("dragon moves", "south")},
    [DRAGON_WEST] = {.msgid = NC_("dragon moves", "west")},
    [DRAGON_MV_STEP] = {.msgid = N_("Move the dragon %1")},
    [DRAGON_MV_PRINCESS_NONE] = {.msgid = N_("Keep every knight in the city")},
    [DRAGON_MV_PRINCESS] = {.msgid = N_("Princess: send %1's %2 home (%3)")},
    [DRAGON_MV_FAIRY_NONE] = {.msgid = N_("No fairy")},
    [DRAGON_MV_FAIRY] = {.msgid = N_("Fairy beside your %1 (%2)")},
    [DRAGON_MV_PORTAL_NONE] = {.msgid = N_("No follower through the portal")},
    [DRAGON_MV_PORTAL] = {.msgid = N_("Through the portal: %1 (%2)")},
    [DRAGON_HIST_ASIDE] = {.msgid = N_("  %1 drew a dragon tile before any volcano: set aside")},
    [DRAGON_HIST_RESHUFFLE] = {NN_("  %1 set-aside dragon tile goes back into the stack", "  %1 set-aside dragon tiles go back into the stack")},
    [DRAGON_HIST_VOLCANO] = {.msgid = N_("  The dragon flies to the volcano (%1)")},
    [DRAGON_HIST_STEP] = {.msgid = N_("  %1 moves the dragon %2"), .you = N_("  You move the dragon %2")},
    [DRAGON_HIST_ATE] = {.msgid = N_("  The dragon ate %1's %2"), .you = N_("  The dragon ate your %2")},
    [DRAGON_HIST_ATE_MANY] = {NN_("  The dragon ate %2 of %1's followers", "  The dragon ate %2 of %1's followers")},
    [DRAGON_HIST_ATE_MANY_YOU] = {NN_("  The dragon ate %2 of your followers", "  The dragon ate %2 of your followers")},
    [DRAGON_HIST_PRINCESS] = {.msgid = N_("  The princess sends %1's %2 home"), .you = N_("  The princess sends your %2 home")},
    [DRAGON_HIST_FAIRY] = {.msgid = N_("  %1 puts the fairy beside their %2"), .you = N_("  You put the fairy beside your %2")},
    [DRAGON_HIST_PORTAL] = {.msgid = N_("  %1 goes through the portal: %2 (%3)"), .you = N_("  You go through the portal: %2 (%3)")},
    [DRAGON_HIST_FAIRY_TURN] = {.msgid = N_("  The fairy guards %1's %2: 1 point"), .you = N_("  The fairy guards your %2: 1 point")},
    [DRAGON_HIST_FAIRY_FEATURE] = {.msgid = N_("  The fairy guards %1's %2 as it scores: 3 points"),
                                   .you = N_("  The fairy guards your %2 as it scores: 3 points")},
    [DRAGON_FOLLOWER] = {.msgid = N_("follower")},
    [DRAGON_AT_START] = {.msgid = N_("on the start tile")},
    [DRAGON_HOVER_FAIRY] = {.msgid = N_("the fairy beside %1's %2"), .you = N_("the fairy beside your %2")},
    [DRAGON_HINT_STEP] = {NN_("Move the dragon: click a lit cell next to it (steps left: %1).", "Move the dragon: click a lit cell next to it (steps left: %1).")},
    [DRAGON_HINT_FAIRY] = {.msgid = N_("Drag the fairy onto one of your lit followers (or click one), or choose No fairy.")},
    [DRAGON_HINT_FAIRY_DRAG] = {.msgid = N_("Drop the fairy on one of your lit followers; anywhere else it goes back.")},
    [DRAGON_HINT_PRINCESS] = {.msgid = N_("The princess: click a lit knight to send it home, or keep them all.")},
    [DRAGON_HINT_PORTAL] = {.msgid = N_("The portal: click a lit place anywhere for your follower, or choose none.")},
    [DRAGON_KEYS_STEP] = {.msgid = N_("1-4\xC2\xA0" "dragon step")},
    [DRAGON_KEYS_NONE] = {.msgid = N_("Enter\xC2\xA0" "none")},
    [DRAGON_STEPS_LEFT] = {.msgid = N_("Dragon: %1 of 6 steps left")},
    /* the portal's figure choice with Abbey & Mayor (F cycles) */
    [DRAGON_PORTAL_FOLLOWER] = {.msgid = N_("Follower (F)")},
    [DRAGON_PORTAL_KIND] = {.msgid = N_("%1 (F)")}, /* a figure kind's button: "Mayor (F)" */
    [DRAGON_HINT_FAIRY_MOVE] = {.msgid = N_("Drag the fairy from where it stands onto one of your lit followers (or click one), or choose No fairy.")},
    [DRAGON_ROW_FAIRY] = {.msgid = N_("Fairy")},
};

const char *dragon_tr(dragon_text_id id) { return id >= 0 && id < DRAGON_NWORDS ? gui_word(&dragon_text[id]) : "?"; }
