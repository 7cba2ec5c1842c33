/* Halflings's strings (halflings_text.h). */
#include "modules/halflings/halflings_text.h"
#include "app/gettext.h"

const gui_words halflings_text[HALF_NWORDS] = {
    [HALF_RULES] = {.msgid = N_("24 triangles (half tiles). Each player starts with 3 triangles in a secret hand (with the "
        "open draft they are picked face up instead, the last player first, counter-clockwise). On "
        "your turn you either draw a square tile as usual or play a triangle from your hand instead; "
        "the hand is not refilled. A triangle fills half a cell, split along its diagonal. It goes "
        "either into an empty cell, with at least one of its two straight sides against a tile on the "
        "board, or into the empty half of a half-filled cell, where its diagonal meets the triangle "
        "already there and must match it. Each straight side must match what it meets (a side facing "
        "an empty cell or an empty half meets nothing). A square never goes into a half-filled cell. "
        "Followers go on triangles as usual, also beside a follower on the cell's other triangle "
        "(never into an occupied feature). Scoring counts cells: one or two triangles in a cell count "
        "as one cell for roads, cities and cloisters (a cloister needs its 8 neighbour cells occupied "
        "by anything); an empty half leaves a road or city incomplete and splits fields. Vineyard: +3 "
        "for each vineyard in the 9 cells of a cloister completed in play. Hill: a square tile from the "
        "stack goes under it, unseen and out of the game; on a tie, a feature with a part in the hill's "
        "cell goes to the tied players with a follower on that feature in that cell. Sheep: no effect "
        "without Hills & Sheep's shepherd; with it, 3 sheep stay for good in its larger field, and "
        "every gathering of that field pays them. Crop circle: right after placing it, name a follower type "
        "(knights, robbers or farmers) and action A (each player from your left, you last, may add a "
        "follower from supply beside one of their own of that type) or B (each player, in the same "
        "order, returns one of that type); only then may you put a follower on the crop circle, on "
        "the board the action left, and the turn is scored. The game ends when the last square tile is "
        "placed; triangles left in hand are lost.\n"
        "In this window: drag a triangle from your hand onto a lit half of a cell (or press 1-3 and "
        "click a lit half); it takes the half under the pointer, and R, right-click or the wheel turn "
        "it to the next legal half of that cell. D or Enter draws a square tile instead. Hover a "
        "special triangle to read what it does. With two or more people at the table a curtain hides "
        "the table between their turns until the next player clicks (Settings); a hand is face up only "
        "while its owner decides, and during a computer's turn every hand shows its back.")},
    [HALF_HAND_OF] = {.msgid = N_("%1's triangles"), .you = N_("Your triangles")},
    [HALF_HAND_HIDDEN] = {.msgid = N_("%1 hidden")},
    [HALF_DRAW] = {.msgid = N_("Draw a square tile")},
    [HALF_HINT_TURN] = {.msgid = N_("Drag a triangle from your hand onto a lit half of a cell, or draw a square tile.")},
    [HALF_HINT_DRAG] = {.msgid = N_("Drop it on a lit half: it takes the half under the pointer; R, right-click or "
                         "the wheel turn it to another legal half.")},
    [HALF_NO_FIT] = {.msgid = N_("This triangle fits nowhere now.")},
    [HALF_CURTAIN_TURN] = {.msgid = N_("%1's turn")},
    [HALF_CURTAIN_DECIDES] = {.msgid = NC_("curtain", "%1 decides")},
    [HALF_CURTAIN_CLICK] = {.msgid = N_("Click when ready")},
    [HALF_CURTAIN_WHY] = {.msgid = N_("Hands are secret: pass the mouse, the others look away.")},
    [HALF_DRAFT_ASK] = {.msgid = N_("Pick a triangle for your hand")},
    [HALF_DRAFT_HELP] = {.msgid = N_("Picks go round from the last player counter-clockwise until everyone holds 3; "
                          "the rest leave the game.")},
    [HALF_CROP_ASK] = {.msgid = N_("Crop circle: name a follower type and an action")},
    [HALF_CROP_HELP] = {.msgid = N_("Each player in turn from your left, you last, then acts for that type.")},
    [HALF_CROP_A] = {.msgid = N_("A: add one beside your own")},
    [HALF_CROP_B] = {.msgid = N_("B: return one")},
    [HALF_KNIGHT] = {.msgid = N_("Knights (cities)")},
    [HALF_ROBBER] = {.msgid = N_("Robbers (roads)")},
    [HALF_FARMER] = {.msgid = N_("Farmers (fields)")},
    [HALF_MV_DRAW] = {.msgid = N_("Draw a square tile")},
    [HALF_MV_PLAY] = {.msgid = N_("Play the triangle %1 from the hand")},
    [HALF_MV_DRAFT] = {.msgid = N_("Take the triangle %1")},
    [HALF_MV_CROP_ADD] = {.msgid = N_("%1: everybody may add one (A)")},
    [HALF_MV_CROP_RETURN] = {.msgid = N_("%1: everybody returns one (B)")},
    [HALF_MV_CROPADD] = {.msgid = N_("Add a follower beside yours: %1")},
    [HALF_MV_CROPADD_NONE] = {.msgid = N_("Add nothing")},
    [HALF_MV_CROPRETURN] = {.msgid = N_("Return your follower: %1")},
    [HALF_HIST_PLAY] = {.msgid = N_("%1: triangle from the hand"), .you = N_("Your triangle from the hand")},
    [HALF_HIST_PLAY_FOLLOWER] = {.msgid = N_("%1: triangle from the hand and follower (%2)"), .you = N_("Your triangle from the hand and follower (%2)")},
    [HALF_HIST_DRAFT] = {.msgid = N_("%1 takes a triangle into the hand"), .you = N_("You take a triangle into your hand")},
    [HALF_HIST_HILL] = {.msgid = N_("A square tile goes face down under the hill")},
    [HALF_HIST_CROP] = {.msgid = N_("Crop circle: %1")},
    [HALF_HIST_CROPADD] = {.msgid = N_("%1 adds a follower (%2)"), .you = N_("You add a follower (%2)")},
    [HALF_HIST_CROPADD_NONE] = {.msgid = N_("%1 adds nothing"), .you = N_("You add nothing")},
    [HALF_HIST_CROPRETURN] = {.msgid = N_("%1 returns a follower (%2)"), .you = N_("You return a follower (%2)")},
    [HALF_ASK_CROPADD] = {.msgid = N_("Crop circle: add a follower from your supply beside one of yours?")},
    [HALF_ASK_CROPRETURN] = {.msgid = N_("Crop circle: which follower goes back to your supply?")},
    [HALF_SPECIAL_VINEYARD] = {.msgid = N_("vineyard")},
    [HALF_SPECIAL_HILL] = {.msgid = N_("hill")},
    [HALF_SPECIAL_SHEEP] = {.msgid = N_("sheep")},
    [HALF_SPECIAL_CROP] = {.msgid = N_("crop circle")},
    [HALF_TRIANGLE] = {.msgid = N_("triangle")},
    [HALF_ASK_CROPFOLLOWER] = {.msgid = N_("Crop circle: put a follower on it now?")},
    [HALF_MV_CROPFOLLOWER] = {.msgid = N_("Follower on the crop circle: %1")},
    [HALF_MV_CROPFOLLOWER_NONE] = {.msgid = N_("No follower")},
    [HALF_HIST_CROPFOLLOWER] = {.msgid = N_("%1 puts a follower on the crop circle (%2)"), .you = N_("You put a follower on the crop circle (%2)")},
    [HALF_VINEYARD_ONE] = {.msgid = N_("%1, %2 + %3 vineyard")},
    [HALF_VINEYARD_MANY] = {.msgid = N_("%1, %2 + %3 vineyards")},
    [HALF_TIP_VINEYARD] = {.msgid = N_("Vineyard: a cloister completed in play scores +3 for each vineyard in its 9 cells.")},
    [HALF_TIP_HILL] = {.msgid = N_("Hill: takes a square tile from the stack under it; on a tie, who has a follower in its "
                        "cell wins.")},
    [HALF_TIP_SHEEP] = {.msgid = N_("Sheep: no effect in this game (it needs Hills & Sheep).")},
    /* the same in a game with Hills & Sheep's shepherd (RULES.md §12 decision 9) */
    [HALF_TIP_SHEEP_FLOCK] = {.msgid = N_("Sheep: 3 sheep stay for good in its larger field; every gathering of that "
        "field pays them.")},
    [HALF_TIP_CROP] = {.msgid = N_("Crop circle: name knights, robbers or farmers; everyone adds one beside their own (A) "
                        "or returns one (B), then your follower.")},
    [HALF_KEYS] = {.msgid = N_("D/Enter\xC2\xA0" "draw · 1-3\xC2\xA0triangle")},
    [HALF_HIST_CROPFOLLOWER_NONE] = {.msgid = N_("%1 puts no follower on the crop circle"), .you = N_("You put no follower on the crop circle")},
    /* Inns & Cathedrals' big follower in a crop circle's answers */
    [HALF_MV_CROPADD_BIG] = {.msgid = N_("Add your big follower beside yours: %1")},
    [HALF_MV_CROPRETURN_BIG] = {.msgid = N_("Return your big follower: %1")},
    [HALF_MV_CROPFOLLOWER_BIG] = {.msgid = N_("Your big follower on the crop circle: %1")},
    /* its short lesson (the new-game screen's "?"), a screen each */
    [HALF_LESSON_1] = {.msgid = N_("Halflings are triangles: half tiles. You hold three in a secret hand, and on your turn you either draw a tile as usual or play a triangle instead.")},
    [HALF_LESSON_2] = {.msgid = N_("A triangle fills half a cell along its diagonal, beside a tile or into the empty half of a cell. Its two short sides match like a tile's edges, its long side only the other half of its cell; a cell of one or two triangles counts as one cell.")},
    [HALF_DIAGRAM] = {.msgid = N_("Two triangles fill one cell, each matching what its straight sides meet: red's robber follows the road round one, blue's monk sits in the small cloister of the other.")},
};

const char *halflings_tr(halflings_text_id id)
{
    return id >= 0 && id < HALF_NWORDS ? gui_word(&halflings_text[id]) : "?";
}
