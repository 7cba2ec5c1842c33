/* The City's strings (city_text.h). */
#include "modules/city/city_text.h"
#include "app/gettext.h"

/* Czech follows the Czech rules' words: ulice, tržnice, obytná čtvrť, dílek hradeb, městská
   brána, věž, hlídka, balíček. Names stay in the nominative before a verb ("Bedřich pokládá"). */
const gui_words city_text[CITY_NWORDS] = {
    [CITY_RULES] = {.msgid = N_("The City is a game of its own (2 to 4 players, 7 followers and a share of 12 towers each). The 75 "
        "city tiles lie in three face-down stacks of 30, 25 and 20; the first tile goes in the middle of the "
        "empty table. A tile must touch at least one placed tile, and only streets must match: markets, "
        "residential quarters and buildings may meet anything. Followers go on streets, markets and "
        "residential quarters (never on a building), as in the base game, but not on an empty street or "
        "market the tile itself completes. A street is complete when both ends stop at a crossing, another "
        "part of the city or the wall (or it loops): 1 point per tile up to 3 tiles, 2 per tile from 4. A "
        "market is complete when it cannot grow: tiles \xC3\x97 kinds of goods (fish, grain, livestock). "
        "Residential quarters score at the end: 2 points per market next to them. THE WALL: once stack 1 is "
        "used up, a placement whose scoring (a street or market with a follower on it) comes from a tile "
        "of stack 2 or 3 starts a wall round. The first time the player who placed it sets the gate on an "
        "outer edge of the city; then every player clockwise adds a wall piece at one of the two ends (drag "
        "it onto a lit edge), and may put a follower on it as a watchman, unless a watchman stands directly "
        "opposite. A piece (and the gate) may go only where the wall can still be closed round every tile: a ring "
        "round empty cells never closes it, and an edge that would leave no way round the city is not lit. With "
        "two players each places two pieces; for a tile from stack 3, twice as many. Then the "
        "player who placed the tile may set a tower on a wall end: 1 point per piece since the last tower "
        "or the gate on that side. No tile may lie outside the wall. The game ends with the last tile, the "
        "last of the 70 wall pieces, or when the two ends are 5 pieces apart or fewer: the wall is then "
        "closed along the shortest way round the city (what that completes scores), residential quarters "
        "score, and each watchman scores 2 points per public building and 3 per historic building in its "
        "row or column up to the first gap. The original tile distribution is not public: the mix of the "
        "75 tiles here is our own.\n\nIn this window: the first tile goes on the lit middle cell. Under the hand "
        "the three stacks show how many tiles each has left (the tile in hand's stack framed). In a wall "
        "round a bar over the board names who places what (\xE2\x80\x9C" "Anna places a wall piece, 2 of "
        "4\xE2\x80\x9D): drag the gate, the wall piece or the tower from it onto a slot lit gold (or click the "
        "slot); a tower's slots show the points it would score. A wall piece waits there for its "
        "watchman: drag the follower onto it, or No watchman (Enter). Cells outside the wall are hatched red.")},
    [CITY_STREET] = {.msgid = N_("Street")},
    [CITY_MARKET] = {.msgid = N_("Market")},
    [CITY_QUARTER] = {.msgid = N_("Residential quarter")},
    [CITY_CAT_STREETS] = {.msgid = N_("Streets")},
    [CITY_CAT_MARKETS] = {.msgid = N_("Markets")},
    [CITY_CAT_QUARTERS] = {.msgid = N_("Residential quarters")},
    [CITY_CAT_TOWERS] = {.msgid = N_("Towers")},
    [CITY_CAT_WATCHMEN] = {.msgid = N_("Watchmen")},
    [CITY_STACKS] = {.msgid = N_("Stacks")},
    [CITY_STACK_N] = {.msgid = N_("Stack %1")},
    [CITY_FROM_STACK] = {.msgid = N_("The tile in hand comes from stack %1.")},
    [CITY_WALL_LEFT] = {NN_("Wall pieces left: %1", "Wall pieces left: %1")},
    [CITY_WALL_NONE_YET] = {.msgid = N_("The wall starts with a scoring by a tile of stack 2 or 3.")},
    [CITY_ROUND_GATE] = {.msgid = N_("%1 places the gate, 1 of %2"), .you = N_("You place the gate, 1 of %2")},
    [CITY_ROUND_WALL] = {.msgid = N_("%1 places a wall piece, %2 of %3"), .you = N_("You place a wall piece, %2 of %3")},
    [CITY_ROUND_TOWER] = {.msgid = N_("%1 may build a tower"), .you = N_("You may build a tower")},
    [CITY_ASK_GATE] = {.msgid = N_("Drag the gate onto a lit edge of the city: the wall starts there.")},
    [CITY_ASK_WALL] = {.msgid = N_("Drag a wall piece onto a lit edge at either end of the wall.")},
    [CITY_ASK_WATCHMAN] = {.msgid = N_("Drag a follower onto the new piece to make it a watchman, or play on without one.")},
    [CITY_ASK_TOWER] = {.msgid = N_("Drag a tower onto a lit end of the wall: 1 point per piece since the last tower "
                         "or the gate on that side.")},
    [CITY_NO_TOWER] = {.msgid = N_("No tower")},
    [CITY_NO_WATCHMAN] = {.msgid = N_("No watchman")},
    [CITY_TAKE_BACK] = {.msgid = N_("Take back")},
    [CITY_TOWER_SCORES] = {.msgid = N_("+%1")},
    [CITY_NO_WATCHMAN_HERE] = {.msgid = N_("A watchman stands opposite: none may go on this piece.")},
    [CITY_HIST_GATE] = {.msgid = N_("%1 places the gate"), .you = N_("You place the gate")},
    [CITY_HIST_WALL] = {.msgid = N_("%1 places a wall piece"), .you = N_("You place a wall piece")},
    [CITY_HIST_WALL_WATCH] = {.msgid = N_("%1 places a wall piece with a watchman"),
                               .you = N_("You place a wall piece with a watchman")},
    [CITY_HIST_TOWER] = {.msgid = N_("%1 builds a tower: %2"), .you = N_("You build a tower: %2")},
    [CITY_HIST_NO_TOWER] = {.msgid = N_("%1 builds no tower")},
    [CITY_HIST_WATCHMAN] = {.msgid = N_("  %1: watchman, %2"), .you = N_("  Your watchman scores %2")},
    [CITY_MV_GATE] = {.msgid = N_("Gate on the %1 side of tile %2")},
    [CITY_MV_WALL] = {.msgid = N_("%3: %1 side of cell %2")},
    [CITY_MV_WALL_WATCH] = {.msgid = N_("%3: %1 side of cell %2, with a watchman")},
    [CITY_MV_TOWER] = {.msgid = N_("Tower at corner %1 (%2)")},
    [CITY_MV_NO_TOWER] = {.msgid = N_("No tower")},
    [CITY_SIDE_N] = {.msgid = NC_("side of the wall", "north")},
    [CITY_SIDE_E] = {.msgid = NC_("side of the wall", "east")},
    [CITY_SIDE_S] = {.msgid = NC_("side of the wall", "south")},
    [CITY_SIDE_W] = {.msgid = NC_("side of the wall", "west")},
    [CITY_FIRST_TILE] = {.msgid = N_("Put the first tile on the lit cell in the middle of the table: the city grows from it.")},
    [CITY_COMPLETION] = {NN_("Wall closed: %1 more piece", "Wall closed: %1 more pieces")},
    [CITY_FINALE_WATCHMEN] = {.msgid = N_("Watchmen")},
    [CITY_TOWERS_LEFT] = {NN_("Towers left: %1", "Towers left: %1")},
    [CITY_OUTSIDE] = {.msgid = N_("Outside the wall: no tile here")},
    [CITY_QUARTER_MARKETS_0] = {.msgid = N_("touches no market")},
    [CITY_QUARTER_MARKETS_1] = {.msgid = N_("touches 1 market")},
    [CITY_QUARTER_MARKETS_N] = {.msgid = N_("touches %1 markets")},
    [CITY_VALUE_IF_DONE] = {.msgid = N_("%1 once finished, nothing if not")},
    [CITY_NO_WATCHMAN_SUPPLY] = {.msgid = N_("No follower left in the supply: this piece stays without a watchman.")},
    [CITY_END_AT] = {.msgid = N_("%1 end, going %2")},
    [CITY_END_CLOSES] = {.msgid = N_("Closing the wall, going %2")},
    [CITY_COMPASS_N] = {.msgid = N_("North")},
    [CITY_COMPASS_NE] = {.msgid = N_("North-east")},
    [CITY_COMPASS_E] = {.msgid = N_("East")},
    [CITY_COMPASS_SE] = {.msgid = N_("South-east")},
    [CITY_COMPASS_S] = {.msgid = N_("South")},
    [CITY_COMPASS_SW] = {.msgid = N_("South-west")},
    [CITY_COMPASS_W] = {.msgid = N_("West")},
    [CITY_COMPASS_NW] = {.msgid = N_("North-west")},
    [CITY_GO_N] = {.msgid = NC_("compass point", "north")},
    [CITY_GO_E] = {.msgid = NC_("compass point", "east")},
    [CITY_GO_S] = {.msgid = NC_("compass point", "south")},
    [CITY_GO_W] = {.msgid = NC_("compass point", "west")},
    [CITY_MV_WALL_PLAIN] = {.msgid = N_("Wall piece on the %1 side of cell %2")},
    [CITY_MV_WALL_WATCH_PLAIN] = {.msgid = N_("Wall piece with a watchman on the %1 side of cell %2")},
    /* its short lesson (the new-game screen's "?"), a screen each */
    [CITY_LESSON_1] = {.msgid = N_("The City is a game of its own: streets, markets and quarters grow inside a wall. Only streets must match; followers go on streets, markets and residential quarters.")},
    [CITY_LESSON_2] = {.msgid = N_("Later in the game scoring starts wall rounds: each player adds a wall piece and may post a watchman on it. Watchmen score the buildings in their row or column at the end.")},
    [CITY_DIAGRAM] = {.msgid = N_("Only streets must match. Red's street runs from building to building: finished, 3 tiles, 3 points. Blue holds the grain market beside it.")},
};

const char *city_tr(city_text_id id) { return gui_word(&city_text[id]); }
