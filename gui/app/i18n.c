/* The core's msgid table (UTF-8), the language switch over gettext and a tiny %1/%2/%3 substitution. */
#include "app/i18n.h"
#include "app/gettext.h"
#include "modules/gui_module.h"
#include "engine.h"

#include <SDL.h>
#include <string.h>

static const gui_words table[MSG_COUNT] = {
    [MSG_TITLE] = {.msgid = N_("Citadela")},
    [MSG_SUBTITLE] = {.msgid = N_("Build roads, cities and cloisters, tile by tile")},
    [MSG_CONTINUE] = {.msgid = N_("Continue")},
    [MSG_NEW_GAME] = {.msgid = N_("New game")},
    [MSG_LOAD] = {.msgid = N_("Load")},
    [MSG_SETTINGS] = {.msgid = N_("Settings")},
    [MSG_RULES] = {.msgid = N_("Rules")},
    [MSG_QUIT] = {.msgid = N_("Quit")},
    [MSG_PLAYERS] = {.msgid = N_("Players")},
    [MSG_HUMAN] = {.msgid = N_("Human")},
    [MSG_COMPUTER_SOON] = {.msgid = N_("Computer (soon)")},
    [MSG_AI_EASY] = {.msgid = N_("Computer: easy")},
    [MSG_AI_MEDIUM] = {.msgid = N_("Computer: medium")},
    [MSG_AI_HARD] = {.msgid = N_("Computer: hard")},
    [MSG_MODE] = {.msgid = N_("Game mode")},
    [MSG_OPT_SMALL_CITY] = {.msgid = N_("Small city scores 2")},
    [MSG_OPT_SMALL_CITY_HELP] = {.msgid = N_("Old rule: a finished city of two tiles scores 2 points instead of 4.")},
    [MSG_SEED] = {.msgid = N_("Seed")},
    [MSG_NEW_SEED] = {.msgid = N_("New seed")},
    [MSG_SEED_HELP] = {.msgid = N_("The same seed deals the tiles in the same order.")},
    [MSG_START] = {.msgid = N_("Start game")},
    [MSG_BACK] = {.msgid = N_("Back")},
    [MSG_ADD_PLAYER] = {.msgid = N_("Add player")},
    [MSG_REMOVE] = {.msgid = N_("Remove")},
    [MSG_DEFAULT_PLAYER] = {.msgid = N_("Player %1")},
    [MSG_TURN_OF] = {.msgid = N_("%1 to play"), .you = N_("Your turn")},
    [MSG_END_TURN] = {.msgid = N_("End turn")},
    [MSG_UNDO] = {.msgid = N_("Undo")},
    [MSG_MENU] = {.msgid = N_("Menu")},
    [MSG_SAVE] = {.msgid = N_("Save")},
    [MSG_TILES_LEFT] = {NN_("Tiles left: %1", "Tiles left: %1")},
    [MSG_HINT_TILE] = {.msgid = N_("Drag the tile onto a lit cell. R, right-click or the wheel while dragging turns it.")},
    [MSG_HINT_FOLLOWER] = {.msgid = N_("Drag a follower onto a circle, or End turn to skip.")},
    [MSG_HINT_END] = {.msgid = N_("Press End turn (Enter) to confirm. Ctrl+Z takes it back.")},
    [MSG_HISTORY] = {.msgid = N_("History")},
    [MSG_DISTRIBUTION] = {.msgid = N_("Tiles still in the bag")},
    [MSG_PROJECTED] = {.msgid = N_("If the game ended now")},
    [MSG_DISCARDED] = {.msgid = N_("A tile fitted nowhere and was discarded.")},
    [MSG_SAVED] = {.msgid = N_("Saved: %1")},
    [MSG_SAVE_FAILED] = {.msgid = N_("Could not save: %1")},
    [MSG_LOAD_FAILED] = {.msgid = N_("Could not load %1 (line %2): %3")},
    [MSG_ATLAS_MISSING] = {.msgid = N_("Tile art not found (%1); drawing simple tiles.")},
    [MSG_ATLAS_BROKEN] = {.msgid = N_("Some tile art is damaged (%1); those tiles are drawn simply.")},
    [MSG_SAVE_AS] = {.msgid = N_("Save game as")},
    [MSG_LOAD_GAME] = {.msgid = N_("Load a game")},
    [MSG_NO_SAVES] = {.msgid = N_("No saved games yet.")},
    [MSG_CANCEL] = {.msgid = N_("Cancel")},
    [MSG_OK] = {.msgid = N_("OK")},
    [MSG_QUIT_CONFIRM] = {.msgid = N_("Leave this game for the menu? Every finished move is already saved; Continue picks it up "
                          "again, until you start or load another game.")},
    [MSG_YES] = {.msgid = N_("Yes")},
    [MSG_NO] = {.msgid = N_("No")},
    [MSG_POINTS] = {NN_("%1 point", "%1 points")},
    [MSG_ROAD] = {.msgid = N_("Road")},
    [MSG_CITY] = {.msgid = N_("City")},
    [MSG_FIELD] = {.msgid = N_("Field")},
    [MSG_CLOISTER] = {.msgid = N_("Cloister")},
    [MSG_COMPLETE] = {.msgid = N_("finished")},
    [MSG_OPEN] = {.msgid = N_("unfinished")},
    [MSG_NOBODY] = {.msgid = N_("nobody")},
    /* TRANSLATORS: the person at this screen in a feature's list of holders, after its points:
       "City · 3 tiles · 5 points now · you 2, Ben 1" (the nominative, lower case) */
    [MSG_HOLDER_YOU] = {.msgid = NC_("holder", "you")},
    [MSG_THINKING] = {.msgid = N_("%1 is thinking…")},
    [MSG_ROTATE] = {.msgid = N_("Rotate")},
    [MSG_RESULTS] = {.msgid = N_("Final ranking")},
    [MSG_WINNER] = {.msgid = N_("%1 wins!"), .you = N_("You win!")},
    [MSG_TIE] = {.msgid = N_("A tie: %1")},
    /* TRANSLATORS: the person at the screen ties with the others in %1 */
    [MSG_TIE_YOU] = {.msgid = N_("A tie: you and %1")},
    [MSG_CAT_ROADS] = {.msgid = N_("Roads")},
    [MSG_CAT_CITIES] = {.msgid = N_("Cities")},
    [MSG_CAT_CLOISTERS] = {.msgid = N_("Cloisters")},
    [MSG_CAT_FIELDS] = {.msgid = N_("Fields")},
    [MSG_CAT_OTHER] = {.msgid = N_("Other")},
    [MSG_TOTAL] = {.msgid = N_("Total")},
    [MSG_SCORE_OVER_TIME] = {.msgid = N_("Score over the game")},
    [MSG_MAIN_MENU] = {.msgid = N_("Main menu")},
    [MSG_LANGUAGE] = {.msgid = N_("Language")},
    /* TRANSLATORS: not "English" in your language but your language's own name (Čeština,
       Deutsch, Polski, Français, Español): Settings lists every language by this. */
    [MSG_LANG_NAME] = {.msgid = N_("English")},
    [MSG_UI_SCALE] = {.msgid = N_("Interface size")},
    [MSG_FULLSCREEN] = {.msgid = N_("Full screen (F11)")},
    [MSG_PALETTE_CB] = {.msgid = N_("Colour-blind-safe colours")},
    [MSG_MARK_UNFILLABLE] = {.msgid = N_("Mark cells no tile can fill")},
    [MSG_CURTAIN] = {.msgid = N_("Hide secret hands between two people's turns (click to go on)")},
    [MSG_ON] = {.msgid = N_("On")},
    [MSG_OFF] = {.msgid = N_("Off")},
    [MSG_RULES_TITLE] = {.msgid = N_("How to play")},
    [MSG_RULES_TEXT] = {.msgid = N_("Each turn you draw a tile and add it to the landscape: it must touch the board and every "
        "touching edge must match (road to road, city to city, field to field). Only the rotations "
        "that fit are offered.\n"
        "Then you may put one follower from your supply on a road, city, cloister or field of that "
        "tile, if nobody already holds that feature.\n"
        "A finished road scores 1 point per tile. A finished city scores 2 per tile and 2 per shield. "
        "A cloister surrounded by 8 tiles scores 9. The player with most followers in a feature "
        "scores it (a tie pays everyone); the followers then return.\n"
        "When the last tile is placed, unfinished roads and cities score 1 per tile (and shield), "
        "cloisters 1 plus 1 per neighbour, and each field pays its owner 3 points per finished city "
        "it touches. Each player has 7 followers.")},
    [MSG_RULE_SMALL_ON] = {.msgid = N_("Small cities: the option \"Small cities score 2\" is on in this game, so a finished city "
                           "of only two tiles scores 2 points, as in the first edition (every other city: 2 per tile).")},
    [MSG_RULE_SMALL_OFF] = {.msgid = N_("Small cities: a finished city of two tiles scores 4 points (2 per tile), as in today's "
                            "rules. The option \"Small cities score 2\" gives the first edition's 2 points instead.")},
    [MSG_DIAGRAM_CITY] = {.msgid = N_("Touching edges match. Red's knight holds a finished city of 2 tiles: 4 points. Blue's "
                          "robber's road is still open.")},
    [MSG_DIAGRAM_CLOISTER] = {.msgid = N_("A cloister with all 8 neighbours is finished: 9 points for green's monk.")},
    [MSG_DIAGRAM_FIELD] = {.msgid = N_("At the end a field pays 3 points per finished city it touches: green's farmer gets 3.")},
    [MSG_COL0] = {.msgid = N_("Red")},
    [MSG_COL1] = {.msgid = N_("Blue")},
    [MSG_COL2] = {.msgid = N_("Green")},
    [MSG_COL3] = {.msgid = N_("Yellow")},
    [MSG_COL4] = {.msgid = N_("Black")},
    [MSG_COL5] = {.msgid = N_("Purple")},
    /* TRANSLATORS: a history line: %1 a player, %2 what the tile shows, %3 where it went; the
       second form is for the person at the screen */
    [MSG_HIST_PLACE] = {.msgid = N_("%1: %2, %3"), .you = N_("Your tile: %2, %3")},
    /* TRANSLATORS: %1 a player, %2 the number of points, %3 what scored; the second form, for
       the person at the screen, says the points with their noun in %4 ("8 points") */
    [MSG_HIST_SCORE] = {.msgid = N_("  %1 +%2 · %3"), .you = N_("  You score %4 · %3")},
    [MSG_KNIGHT] = {.msgid = N_("knight")},
    [MSG_ROBBER] = {.msgid = N_("robber")},
    [MSG_MONK] = {.msgid = N_("monk")},
    [MSG_FARMER] = {.msgid = N_("farmer")},
    [MSG_A_FOLLOWER] = {.msgid = N_("follower")},
    [MSG_HIST_FINAL] = {.msgid = N_("Final scoring")},
    [MSG_FOLLOWER_BACK] = {.msgid = N_("follower back")},
    [MSG_HIDE] = {.msgid = N_("Close")},
    [MSG_NO_FOLLOWER] = {.msgid = N_("No follower")},
    [MSG_CORRUPT_AUTOSAVE] = {.msgid = N_("The autosave could not be read: %1")},
    [MSG_GAME_OVER] = {.msgid = N_("Game over")},
    [MSG_FINAL_SCORING] = {.msgid = N_("See the results")},
    [MSG_SEATS_HELP] = {.msgid = N_("%1 to %2 players take turns at this computer. Click a colour to change it, "
                         "and Human to let the computer play that seat.")},
    [MSG_SEATS_HELP_SERVER] = {.msgid = N_("%1 to %2 players, each at their own screen: you sit at the first seat, friends join "
                                "with the code the server gives. Click a colour to change it.")},
    [MSG_KEPT_UNFINISHED] = {.msgid = N_("The unfinished game was kept as %1 (Load).")},
    [MSG_CONTROLS_TITLE] = {.msgid = N_("In this window")},
    [MSG_RULES_CONTROLS] = {.msgid = N_("Drag the tile from the right-hand panel onto a lit cell (or click the cell). R, Tab, the "
        "right button or the wheel (while dragging) turns it through the rotations that fit. Then drag the follower onto one of the "
        "white circles, or leave it. End turn (Enter or Space) confirms; until then Ctrl+Z takes back "
        "the follower, then the tile. Hover a feature to see its value and owners; H shows the "
        "history, T the tiles left, P the scores if the game ended now, N asks for a hint, M turns the sound off and on. "
        "The wheel zooms and dragging the board pans it; the +, \xE2\x88\x92 and \xE2\x8C\x82 buttons in the board's "
        "corner zoom in, zoom out and fit the whole board (Home fits it too). The game is saved after every "
        "turn: Continue in the main menu picks it up.")},
    [MSG_REMATCH] = {.msgid = N_("Rematch (same tiles)")},
    [MSG_COMPUTER] = {.msgid = N_("computer")},
    [MSG_ANIM_SPEED] = {.msgid = N_("Computer moves")},
    [MSG_VOLUME] = {.msgid = N_("Sound effects (M)")},
    [MSG_SOUND_OFF] = {.msgid = N_("Sound off (M turns it on)")},
    [MSG_SOUND_ON] = {.msgid = N_("Sound on")},
    [MSG_NO_AUDIO] = {.msgid = N_("no audio device here")},
    [MSG_AI_TIME] = {.msgid = N_("Computer thinking time")},
    [MSG_SPEED_SLOW] = {.msgid = N_("slow")},
    [MSG_SPEED_NORMAL] = {.msgid = N_("normal")},
    [MSG_SPEED_FAST] = {.msgid = N_("fast")},
    [MSG_SPEED_INSTANT] = {.msgid = N_("instant")},
    [MSG_FINALE_TITLE] = {.msgid = N_("Final scoring: %1")},
    [MSG_FINALE_SKIP] = {.msgid = N_("Click or press a key to skip")},
    [MSG_QUIT_GAME_CONFIRM] = {.msgid = N_("Quit Citadela? Every finished move is already saved; Continue in the menu picks "
                               "the game up again.")},
    [MSG_AUTOSAVE_MOVED] = {.msgid = N_("The autosave is damaged at line %1: %2; the file was kept as %3.")},
    [MSG_AUTOSAVE_CUT] = {.msgid = N_("The autosave breaks off after move %1 and was kept as %2.")},
    [MSG_SAVE_CUT] = {.msgid = N_("The saved game %1 breaks off after move %2.")},
    /* A file name: ASCII letters and - only. */
    [MSG_UNFINISHED_PREFIX] = {.msgid = NC_("game", "unfinished")},
    [MSG_SCROLL_MORE] = {.msgid = N_("%1-%2 of %3 · the wheel or the arrows show more")},
    [MSG_RECOVER] = {.msgid = N_("Play on from move %1")},
    [MSG_NOT_NOW] = {.msgid = N_("Not now")},
    [MSG_RECOVER_FAILED] = {.msgid = N_("The game could not be restored.")},
    [MSG_HIST_PLACE_FOLLOWER] = {.msgid = N_("%1 · %2 (%3)")},
    [MSG_FIELD_FEEDS] = {.msgid = N_("feeds %1")},
    [MSG_FIELD_FEEDS_NONE] = {.msgid = N_("no finished city yet")},
    [MSG_VALUE_AT_END] = {.msgid = N_("%1 at the end")},
    [MSG_SAVE_INFO] = {.msgid = N_("%1 · %2 · move %3")},
    [MSG_SAVE_INFO_OVER] = {NN_("%1 · %2 · finished after %3 move", "%1 · %2 · finished after %3 moves")},
    [MSG_SAVE_UNREADABLE] = {.msgid = N_("%1 · cannot be read")},
    [MSG_SCALE_LIMITED] = {.msgid = N_("limited by the window size")},
    [MSG_DELETE] = {.msgid = N_("Delete")},
    /* Why Start is greyed: said inside the offending name field, so they must stay short. */
    [MSG_NAME_EMPTY] = {.msgid = N_("Enter a name")},
    [MSG_NAME_BLANK] = {.msgid = N_("Only spaces")},
    [MSG_NAME_LONG] = {.msgid = N_("Too long")},
    [MSG_NAME_CHARS] = {.msgid = N_("Invalid characters")},
    [MSG_DELETE_CONFIRM] = {.msgid = N_("Really?")},
    [MSG_VALUE_NOW] = {.msgid = N_("%1 now")},
    [MSG_VALUE_SCORED] = {.msgid = N_("scored %1")},
    /* A feature's state agrees with its kind in many languages (Czech: cesta/louka -á, město -é,
       klášter -ý): a context per kind lets each have its own form. */
    [MSG_DONE_ROAD] = {.msgid = NC_("road", "finished")},
    [MSG_DONE_CITY] = {.msgid = NC_("city", "finished")},
    [MSG_DONE_FIELD] = {.msgid = NC_("field", "finished")},
    [MSG_DONE_CLOISTER] = {.msgid = NC_("cloister", "finished")},
    [MSG_OPEN_ROAD] = {.msgid = NC_("road", "unfinished")},
    [MSG_OPEN_CITY] = {.msgid = NC_("city", "unfinished")},
    [MSG_OPEN_FIELD] = {.msgid = NC_("field", "unfinished")},
    [MSG_OPEN_CLOISTER] = {.msgid = NC_("cloister", "unfinished")},
    [MSG_SINCE_TURN] = {.msgid = N_("moves since your last turn are numbered")},
    [MSG_SHOW_BOARD] = {.msgid = N_("Final board")},
    /* The rules screen's heading over the modules, and what every decision dialog shares
       (decide.c). The modules' own strings are in gui/modules/NAME/NAME_text.c. */
    [MSG_BOX_BASE] = {.msgid = N_("Base game")},
    [MSG_BOX_BIG] = {.msgid = N_("Big Box")},
    [MSG_BOX_OTHER] = {.msgid = N_("Other expansions")},
    [MSG_SKIP] = {.msgid = N_("Skip")},
    [MSG_ALL_CHOICES] = {.msgid = N_("All choices")},
    [MSG_DECIDES] = {.msgid = N_("%1 decides"), .you = N_("You decide")},
    [MSG_GENERIC_HELP] = {.msgid = N_("Every legal answer to the decision now pending:")},
    /* The rules screen: the line under a module's rules when the game plays with it. */
    [MSG_RULE_MODULE_ON] = {.msgid = N_("This game plays with it.")},
    [MSG_RULE_MODE_ON] = {.msgid = N_("This game is played in this mode.")},
    [MSG_OPT_EXCLUDED] = {.msgid = N_("Not together with %1: switch that off first.")},
    [MSG_REPLAY] = {.msgid = N_("Replay")},
    [MSG_REPLAY_TITLE] = {.msgid = N_("Replay: %1")},
    [MSG_REPLAY_MOVE] = {.msgid = N_("Move %1 of %2")},
    [MSG_REPLAY_START] = {NN_("Start of the game (%1 move)", "Start of the game (%1 moves)")},
    [MSG_PLAY_ON] = {.msgid = N_("Play on from here")},
    [MSG_PLAY_ON_SAVED] = {.msgid = N_("A new game from move %1, saved as %2")},
    [MSG_PLAY_ON_NAME] = {.msgid = N_("%1-from-move-%2")},
    [MSG_REPLAY_LAST] = {.msgid = N_("last-game")},
    [MSG_PURIST] = {.msgid = N_("Purist mode: every aid off")},
    [MSG_PURIST_ON] = {.msgid = N_("Purist: no aids in this game")},
    [MSG_REVIEW] = {.msgid = N_("Review")},
    [MSG_REVIEW_RUNNING] = {.msgid = N_("Reviewing the game: %1 %")},
    [MSG_REVIEW_CANCELLED] = {.msgid = N_("Review cancelled")},
    [MSG_REVIEW_FAILED] = {.msgid = N_("The review failed: the game's record is damaged.")},
    [MSG_WIN_CHANCE] = {.msgid = N_("Chance to win")},
    [MSG_REVIEW_SWINGS] = {.msgid = N_("Biggest swings")},
    [MSG_REVIEW_SWING] = {.msgid = N_("Move %1, %2: %3")},
    [MSG_REVIEW_BETTER] = {.msgid = N_("better: %1")},
    [MSG_REVIEW_PLACE] = {.msgid = N_("the %1")},
    [MSG_REVIEW_FOLLOWER] = {.msgid = N_("with a follower")},
    [MSG_REVIEW_NO_SWINGS] = {.msgid = N_("No big mistakes: no move lost much.")},
    [MSG_REVIEW_CLICK] = {.msgid = N_("Click a point to see that move on the board.")},
    [MSG_REVIEW_KEPT] = {.msgid = N_("the best move found was played")},
    [MSG_REVIEW_SCORES] = {.msgid = N_("Scores")},
    [MSG_REVIEW_GHOST] = {.msgid = N_("Ghost: the review's better move")},
    [MSG_REVIEW_START] = {.msgid = N_("Start")},
    [MSG_HINT] = {.msgid = N_("Hint")},
    [MSG_HINT_THINKING] = {.msgid = N_("Thinking…")},
    [MSG_HINT_PLACE] = {.msgid = N_("Hint: the tile where the ghost shows, no follower.")},
    [MSG_HINT_PLACE_FOLLOWER] = {.msgid = N_("Hint: the tile where the ghost shows, with a follower (%1).")},
    [MSG_HINT_PLACE_PIECE] = {.msgid = N_("Hint: the tile where the ghost shows, with a follower.")},
    [MSG_HINT_OTHER] = {.msgid = N_("Hint: %1")},
    [MSG_HINT_THEN] = {.msgid = N_("Then: %1")},
    [MSG_HINT_FAILED] = {.msgid = N_("No hint this time.")},
    /* one player's hints on the results ("Anna: 2 hints, Bořek: 1 hint"); a name is inserted, so a
       translation keeps it apart from words that would agree with it */
    [MSG_HINTS_USED] = {NN_("%1: %2 hint", "%1: %2 hints")},
    [MSG_HINT_MARK] = {.msgid = N_("(hint)")},
    [MSG_THINK_DEFAULT] = {.msgid = N_("Default time")},
    [MSG_THINK_SECS] = {.msgid = N_("%1 s a move")},
    [MSG_THINK_HELP] = {.msgid = N_("A computer seat's thinking time a move, on average (more at the start): the default is the one in Settings.")},
    [MSG_DECIDE_HOTSEAT] = {.msgid = N_("It is %1's turn, but %2 decides this: pass the mouse.")},
    [MSG_PONDER] = {.msgid = N_("Think during your turn")},
    [MSG_AI_CORES] = {.msgid = N_("Cores for a hard computer")},
    /* %1: the machine's cores (at most 8) */
    [MSG_CORES_ALL] = {.msgid = N_("all (%1)")},
    /* No-break spaces (\xC2\xA0) keep each key on one line with its word. */
    [MSG_KEY_ZOOM] = {.msgid = N_("Wheel\xC2\xA0zoom")},
    [MSG_KEY_PAN] = {.msgid = N_("drag\xC2\xA0pans")},
    [MSG_KEY_FIT] = {.msgid = N_("Home\xC2\xA0" "fits")},
    [MSG_KEY_CELL] = {.msgid = N_("Q/E\xC2\xA0" "cell")},
    [MSG_KEY_FOLLOWER] = {.msgid = N_("1-9\xC2\xA0" "follower")},
    [MSG_KEY_HISTORY] = {.msgid = N_("H\xC2\xA0history")},
    [MSG_KEY_HINT] = {.msgid = N_("N\xC2\xA0hint")},
    [MSG_KEY_TILES] = {.msgid = N_("T\xC2\xA0tiles")},
    [MSG_KEY_PROJECTION] = {.msgid = N_("P\xC2\xA0projection")},
    [MSG_KEY_SOUND] = {.msgid = N_("M\xC2\xA0sound")},
    [MSG_KEY_STEP] = {.msgid = N_("←/→\xC2\xA0move")},
    [MSG_KEY_ENDS] = {.msgid = N_("Home/End\xC2\xA0" "first/last")},
    [MSG_KEY_PLAY] = {.msgid = N_("Space\xC2\xA0play/pause")},
    [MSG_KEY_SPEED] = {.msgid = N_("1-3\xC2\xA0speed")},
    [MSG_KEY_BACK] = {.msgid = N_("Esc\xC2\xA0" "back")},
    /* The help line on a touch screen (fingers, no keys). */
    [MSG_TOUCH_ZOOM] = {.msgid = N_("two\xC2\xA0" "fingers\xC2\xA0pinch:\xC2\xA0zoom")},
    [MSG_TOUCH_PAN] = {.msgid = N_("two\xC2\xA0" "fingers\xC2\xA0" "drag:\xC2\xA0pan")},
    [MSG_HINT_TILE_TOUCH] = {.msgid = N_("Drag the tile onto a lit cell. Tap it there to turn it.")},
    [MSG_HINT_END_TOUCH] = {.msgid = N_("Tap End turn to confirm, or Undo to take it back.")},
    [MSG_SCROLL_MORE_TOUCH] = {.msgid = N_("%1-%2 of %3 · ▲ and ▼ show more")},
    [MSG_NET_FOUND_TOUCH] = {.msgid = N_("Tables on this network (a tap fills in the address and port):")},
    [MSG_FULLSCREEN_TOUCH] = {.msgid = N_("Full screen")},
    [MSG_VOLUME_TOUCH] = {.msgid = N_("Sound effects")},
    [MSG_CURTAIN_TOUCH] = {.msgid = N_("Hide secret hands between two people's turns (tap to go on)")},
    [MSG_SEATS_HELP_TOUCH] = {.msgid = N_("%1 to %2 players take turns at this screen. Tap a colour to change it, "
                               "and Human to let the computer play that seat.")},
    [MSG_SEATS_HELP_SERVER_TOUCH] = {.msgid = N_("%1 to %2 players, each at their own screen: you sit at the first seat, "
                                      "friends join with the code the server gives. Tap a colour to change it.")},
    [MSG_TOUCH_TURN] = {.msgid = N_("tap\xC2\xA0the\xC2\xA0tile\xC2\xA0to\xC2\xA0turn\xC2\xA0it")},
    [MSG_DIR_N] = {.msgid = N_("north")},
    [MSG_DIR_NE] = {.msgid = N_("north-east")},
    [MSG_DIR_E] = {.msgid = N_("east")},
    [MSG_DIR_SE] = {.msgid = N_("south-east")},
    [MSG_DIR_S] = {.msgid = N_("south")},
    [MSG_DIR_SW] = {.msgid = N_("south-west")},
    [MSG_DIR_W] = {.msgid = N_("west")},
    [MSG_DIR_NW] = {.msgid = N_("north-west")},
    [MSG_SIDE_N] = {.msgid = N_("to the north")},
    [MSG_SIDE_NE] = {.msgid = N_("to the north-east")},
    [MSG_SIDE_E] = {.msgid = N_("to the east")},
    [MSG_SIDE_SE] = {.msgid = N_("to the south-east")},
    [MSG_SIDE_S] = {.msgid = N_("to the south")},
    [MSG_SIDE_SW] = {.msgid = N_("to the south-west")},
    [MSG_SIDE_W] = {.msgid = N_("to the west")},
    [MSG_SIDE_NW] = {.msgid = N_("to the north-west")},
    [MSG_WHERE_START] = {.msgid = N_("%1 %2 of the start")},
    [MSG_TILE_OF] = {.msgid = N_("tile (%1)")},
    [MSG_ORDER_TIP] = {.msgid = N_("Turn %1 of the %2 still to come in this round")},
    [MSG_NEWGAME_POINT] = {.msgid = N_("Point at an expansion to read here all it adds.")},
    [MSG_SPOT_SIDE] = {.msgid = N_("%1 %2")},
    [MSG_REVIEW_ON] = {.msgid = N_(", %1 on the %2")},
    [MSG_HOST_TABLE] = {.msgid = N_("Host a table")},
    [MSG_JOIN_TABLE] = {.msgid = N_("Join a table")},
    [MSG_SEAT_FRIEND] = {.msgid = N_("Friend (network)")},
    /* TRANSLATORS: the Host a table form; "Human" and "Friend (network)" are its seat buttons */
    [MSG_SEATS_HELP_HOST] = {.msgid = N_("%1 to %2 players: a friend joins each Friend seat from their own screen, "
                                         "a Human seat is played here. Click a seat's kind to change it.")},
    [MSG_SEATS_HELP_HOST_TOUCH] = {.msgid = N_("%1 to %2 players: a friend joins each Friend seat from their own "
                                               "screen, a Human seat is played here. Tap a seat's kind to change it.")},
    [MSG_OPEN_TABLE] = {.msgid = N_("Open the table")},
    [MSG_REOPEN_TABLE] = {.msgid = N_("Reopen the last table")},
    [MSG_NET_ADDRESS] = {.msgid = N_("Host's address")},
    [MSG_NET_PORT] = {.msgid = N_("Port")},
    [MSG_NET_CODE] = {.msgid = N_("Join code")},
    [MSG_NET_NAME] = {.msgid = N_("Your name")},
    [MSG_NET_JOIN] = {.msgid = N_("Join")},
    [MSG_NET_TABLE] = {.msgid = N_("Table %1")},
    [MSG_NET_GIVE_OUT] = {.msgid = N_("Give your friends an address below, port %1 and the join code %2.")},
    [MSG_NET_WAIT_HOST] = {.msgid = N_("Waiting for the host to start the game.")},
    [MSG_NET_WAIT_SEATS] = {.msgid = N_("The game can start once every seat is taken.")},
    [MSG_NET_SEAT_OPEN] = {.msgid = N_("waiting for a friend")},
    [MSG_NET_SEAT_HERE] = {.msgid = N_("connected")},
    [MSG_NET_SEAT_AWAY] = {.msgid = N_("away: the seat waits for them")},
    [MSG_NET_SEAT_AI] = {.msgid = N_("computer (run by the host)")},
    [MSG_NET_SEAT_LOCAL] = {.msgid = N_("at the host's screen")},
    [MSG_NET_YOU] = {.msgid = N_("you")},
    [MSG_NET_LEAVE] = {.msgid = N_("Leave the table")},
    [MSG_NET_CLOSED] = {.msgid = N_("The connection to the table closed: %1")},
    [MSG_NET_FAILED] = {.msgid = N_("Could not open the table: %1")},
    [MSG_NET_SEND] = {.msgid = N_("Send")},
    [MSG_NET_FOUND] = {.msgid = N_("Tables on this network (a click fills in the address and port):")},
    [MSG_NET_NONE_FOUND] = {.msgid = N_("No table announced on this network yet.")},
    [MSG_NET_LEFT] = {.msgid = N_("%1 dropped out: the table waits for them to come back")},
    [MSG_NET_BACK] = {.msgid = N_("%1 is back at the table")},
    [MSG_NET_DECIDING] = {.msgid = N_("%1 is deciding at their screen")},
    [MSG_NET_READY] = {.msgid = N_("ready")},
    [MSG_NET_NOT_READY] = {.msgid = N_("not ready yet")},
    [MSG_NET_MARK_READY] = {.msgid = N_("I'm ready")},
    [MSG_NET_UNMARK_READY] = {.msgid = N_("Not ready")},
    [MSG_NET_NOT_ALL_READY] = {.msgid = N_("Not everyone is ready yet: you may start anyway.")},
    [MSG_NET_AI_TAKES] = {.msgid = N_("%1 has been away too long: the computer plays their seat until they come back")},
    [MSG_NET_AWAY_AFTER] = {.msgid = N_("The computer plays a seat away for %1 min")},
    /* A joined window keeps no game of its own to Continue (it plays the host's): the seat is
       what is kept. A host's table is reopened, not continued. */
    [MSG_NET_LEAVE_JOINED] = {.msgid = N_("Leave the table for the menu? Your seat is kept for you at the host: Join a table "
                              "takes you back to it (its fields stay filled in).")},
    [MSG_NET_QUIT_JOINED] = {.msgid = N_("Quit Citadela? Your seat is kept for you at the host: Join a table takes you back to "
                             "it (its fields stay filled in).")},
    [MSG_NET_LEAVE_HOST] = {.msgid = N_("Close the table and go to the menu? Your friends are disconnected; Host a table, then "
                            "Reopen the last table, opens it again where it stopped.")},
    [MSG_NET_QUIT_HOST] = {.msgid = N_("Quit Citadela? The table closes and your friends are disconnected; Host a table, then "
                           "Reopen the last table, opens it again where it stopped.")},
    /* Listing a table on the local network: a choice of the host form, off unless ticked. */
    [MSG_NET_FOUND_SEATS] = {.msgid = N_("%1 of %2 seats taken")},
    [MSG_NET_LAN_ROW] = {.msgid = N_("Local network")},
    [MSG_NET_LIST_LAN] = {.msgid = N_("List this table on the local network")},
    [MSG_NET_LIST_HELP] = {.msgid = N_("Players on this network see the table, not its code: they still ask you for it. Unticked, "
                           "only those you give the address to find it.")},
    [MSG_NET_LIST_NO_LAN] = {.msgid = N_("This computer is on no private network: a table on a public address is never announced.")},
    [MSG_NET_NO_LAN_SHORT] = {.msgid = N_("no private network here")},
    [MSG_NET_ASK_CODE] = {.msgid = N_("%1's table: type the join code %1 gives you.")},
    [MSG_NET_LISTED] = {.msgid = N_("Listed on the local network (without the code).")},
    [MSG_NET_AWAY_NEVER] = {.msgid = N_("An away seat always waits for its player")},
    [MSG_NET_NEW_ON_SERVER] = {.msgid = N_("New table on a server")},
    [MSG_NET_GIVE_SERVER] = {.msgid = N_("Give your friends the server's address and port and the join code %1.")},
    [MSG_NET_WHY_FULL] = {.msgid = N_("the table is full")},
    [MSG_NET_WHY_STARTED] = {.msgid = N_("the game at that table has started (a seat comes back only to the computer that sat there, or when the host gives it to a newcomer)")},
    [MSG_NET_WHY_NAME_TAKEN] = {.msgid = N_("a player at that table already has that name: choose another")},
    [MSG_NET_WHY_NAME_AWAY] = {.msgid = N_("that name belongs to a player who dropped out: their seat comes back only to the computer they played on, or when the host gives it to a newcomer")},
    [MSG_NET_WHY_WAIT] = {.msgid = N_("too many wrong join codes from this address: wait a minute and check the code")},
    [MSG_NET_WHY_BUSY] = {.msgid = N_("the host is refusing join codes for a while (many wrong ones were tried): try again in a minute")},
    [MSG_NET_WHY_TABLES] = {.msgid = N_("this address already has as many tables open on that server as it may")},
    [MSG_NET_WHY_CONNECTIONS] = {.msgid = N_("this address already has as many connections to that host as it may")},
    [MSG_NET_GIVE_SEAT] = {.msgid = N_("Give to a newcomer")},
    [MSG_NET_GAVE_SEAT] = {.msgid = N_("%1's seat is open: whoever joins next with the code takes it.")},
    [MSG_NET_WHY_TLS] = {.msgid = N_("that server takes players only over an encrypted connection (TLS): join with its https:// link")},
    [MSG_NET_WHY_TLS_UNAVAILABLE] = {.msgid = N_("that server takes players only over an encrypted connection (TLS), which this build of the game cannot make yet")},
    [MSG_NET_WHY_TLS_UNTRUSTED] = {.msgid = N_("the server's certificate is signed by no authority this computer trusts (a certificate the server made itself, or someone in between): nothing was sent")},
    [MSG_NET_WHY_TLS_NAME] = {.msgid = N_("the server showed a certificate made out for another name (someone may be in between): nothing was sent")},
    [MSG_NET_WHY_TLS_EXPIRED] = {.msgid = N_("the server's certificate has expired, or the date is wrong on one of the two computers: nothing was sent")},
    [MSG_NET_WHY_TLS_PIN] = {.msgid = N_("the server's certificate is not the one you trusted for it (it made a new one, or someone is in between): nothing was sent")},
    [MSG_NET_WHY_TLS_NONE] = {.msgid = N_("the link asks for an encrypted connection (https://) and that server has none: nothing was sent")},
    [MSG_NET_WHY_TLS_BROKEN] = {.msgid = N_("the encrypted connection (TLS) could not be set up")},
    [MSG_NET_TRUST_ASK] = {.msgid = N_("Only if this is your own server on your network: compare this fingerprint with the one its log shows, and trust it only if they are the same.")},
    [MSG_NET_TRUST] = {.msgid = N_("Trust this certificate")},
    [MSG_NET_TRUSTED] = {.msgid = N_("Certificate trusted for this server: join again.")},
    /* TRANSLATORS: %1 is the host's reason word as it came, in English ("maintenance") */
    [MSG_NET_WHY_UNKNOWN] = {.msgid = N_("the host gave a reason this version of the game has no words for: %1")},
    [MSG_NET_WHY_OPEN] = {.msgid = N_("this computer could not open a table for that set-up")},
    [MSG_LINK_BAD] = {.msgid = N_("This link cannot open a table: %1")},
    [MSG_LINK_WHY_MALFORMED] = {.msgid = N_("it is not a link (empty, too long, or with a blank or another character no link holds).")},
    [MSG_LINK_WHY_NOT_HTTP] = {.msgid = N_("it does not begin with http:// or https://.")},
    [MSG_LINK_WHY_HOST] = {.msgid = N_("it names no server address that can be used.")},
    [MSG_LINK_WHY_PORT] = {.msgid = N_("its port is not a number from 1 to 65535.")},
    [MSG_LINK_WHY_NO_TABLE] = {.msgid = N_("it names no table (it should end in #join= and the table's code).")},
    [MSG_LINK_WHY_CODE] = {.msgid = N_("the table's code in it is not a join code (ten letters and digits).")},
    [MSG_LINK_COPY] = {.msgid = N_("Copy link")},
    [MSG_LINK_COPIED] = {.msgid = N_("Link copied.")},
    [MSG_LINK_WEB_NOTE] = {.msgid = N_("The link opens the table in a browser when the server runs with --web.")},
    [MSG_NET_WHY_NAME] = {.msgid = N_("that name cannot be used at the table")},
    [MSG_NET_WHY_TOKEN] = {.msgid = N_("the seat kept on this computer is no longer at that table (the host gave it to a newcomer); join again to sit down as a newcomer")},
    [MSG_NET_WHY_CODE] = {.msgid = N_("no table there has that join code")},
    [MSG_NET_WHY_CREATE] = {.msgid = N_("that host opens no tables for others (a game window, not a server): join with its code")},
    [MSG_NET_WHY_SETUP] = {.msgid = N_("the server could not open a table for that set-up")},
    [MSG_NET_WHY_PARSE] = {.msgid = N_("the host could not read what this game sent")},
    [MSG_NET_WHY_ERRORS] = {.msgid = N_("too many messages were refused")},
    [MSG_NET_WHY_FLOOD] = {.msgid = N_("too many messages at once")},
    [MSG_NET_WHY_SHUTDOWN] = {.msgid = N_("the host closed the table")},
    [MSG_NET_WHY_TIMEOUT] = {.msgid = N_("the host heard nothing from this game for too long")},
    [MSG_NET_WHY_LOST] = {.msgid = N_("the connection was lost (the host quit or crashed, or the network is down)")},
    [MSG_NET_WHY_PROTOCOL] = {.msgid = N_("the host sent what this game cannot read")},
    [MSG_NET_WHY_STEP] = {.msgid = N_("this game's copy fell out of step with the host's: join again")},
    [MSG_NET_WHY_LEFT] = {.msgid = N_("you left the table")},
    [MSG_NET_WHY_UNREACHABLE] = {.msgid = N_("cannot reach a host at that address and port")},
    [MSG_NET_WHY_STALE] = {.msgid = N_("the game had moved on")},
    [MSG_NET_WHY_ILLEGAL] = {.msgid = N_("that move is not allowed")},
    [MSG_NET_WHY_NOT_YOURS] = {.msgid = N_("another player decides now")},
    [MSG_NET_WHY_STATE] = {.msgid = N_("not now")},
    [MSG_NET_WHY_STORAGE] = {.msgid = N_("the host could not store it (its disk is full or damaged): try again in a minute")},
    [MSG_NET_WHY_VERSION] = {.msgid = N_("the other side speaks network protocol version %1, this game speaks %2: update the older one")},
    [MSG_NET_WHY_LISTEN] = {.msgid = N_("this computer cannot listen for players on the network (is the network off?)")},
    [MSG_NET_WHY_NO_TABLE] = {.msgid = N_("no table was kept to reopen")},
    [MSG_NET_WHY_BAD_TABLE] = {.msgid = N_("the kept table does not load (the file is damaged or from another version)")},
    [MSG_NET_REFUSED_MOVE] = {.msgid = N_("The host refused the move: %1")},
    [MSG_NET_NO_ADDR] = {.msgid = N_("(no network address found: this machine only)")},
    [MSG_NET_JOIN_HELP] = {.msgid = N_("Ask the host for the address, port and join code. If you dropped out, join again from this computer (it keeps your seat's key) to get your seat back; from another one, ask the host to give your seat to a newcomer. On a citadela-server, New table opens a table there for your friends.")},
    [MSG_LEARN_TO_PLAY] = {.msgid = N_("Learn to play")},
    [MSG_TIP_FOLLOWER] = {.msgid = N_("Follower: on a road (robber), city (knight), cloister (monk) or field (farmer) of the tile you laid")},
    [MSG_TIP_LEFT] = {.msgid = N_("%1 left")},
    [MSG_TIP_NOW] = {.msgid = N_("you may play it now: drag it onto a circle")},
    [MSG_TIP_PLACED] = {.msgid = N_("on the tile now")},
    [MSG_VALUE_WORTH] = {.msgid = N_("worth %1")},
    [MSG_NOBODY_SCORED] = {.msgid = N_("nobody scored it")},
    /* TRANSLATORS: the words your language shortens with an apostrophe before a name or word
       beginning with a vowel, separated by spaces (French: "de que", so "de %1" with Anna reads
       "d’Anna"); "-" when it has none. */
    [MSG_ELISION] = {.msgid = NC_("elision", "-")},
    /* TRANSLATORS: this screen lost its connection to the table and is trying again by itself
       (shown quietly in the game's header and the lobby; no dialog) */
    [MSG_NET_RECONNECTING] = {.msgid = N_("Reconnecting…")},
    [MSG_NET_SEAT_RECONNECTING] = {.msgid = N_("reconnecting: the seat waits for them")},
    /* TRANSLATORS: %1 is another player, whose game is trying to come back by itself */
    [MSG_NET_IS_RECONNECTING] = {.msgid = N_("%1 is reconnecting…")},
    [MSG_NET_WHY_TABLE_GONE] = {.msgid = N_("the host no longer has this table (it was closed)")},
    /* TRANSLATORS: the new table form on a server: the heading of the choice between a live
       table and one played by correspondence (a move every few days) */
    [MSG_PACE] = {.msgid = N_("Play")},
    [MSG_PACE_LIVE] = {.msgid = N_("Live")},
    [MSG_PACE_CORR] = {.msgid = N_("By correspondence")},
    [MSG_PACE_LIVE_HELP] = {.msgid = N_("Everyone plays at once. A game everyone leaves is kept a week.")},
    /* TRANSLATORS: under the buttons 1 2 3 5 7 14: the days each player has for a move */
    [MSG_PACE_CORR_HELP] = {NN_("%1 day a move. The table waits for its players; you may start before everyone has sat down.",
                                "%1 days a move. The table waits for its players; you may start before everyone has sat down.")},
    /* TRANSLATORS: the lobby of a correspondence table (%1: days a move) */
    [MSG_NET_CORR_TABLE] = {NN_("A correspondence table, %1 day a move: friends not seated yet join with the code, also after the start.",
                                "A correspondence table, %1 days a move: friends not seated yet join with the code, also after the start.")},
    [MSG_NET_WHY_NO_CORR] = {.msgid = N_("this server is older than correspondence tables: open a live table there, or ask for an update")},
    [MSG_KEYS_OPEN] = {.msgid = N_("Player key")},
    [MSG_KEYS_TITLE] = {.msgid = N_("Your player at %1")},
    [MSG_KEYS_HAVE] = {.msgid = N_("This device keeps your player key for this server: with it, every seat of yours at its correspondence tables comes back to you.")},
    [MSG_KEYS_NONE] = {.msgid = N_("This device has no player key for this server yet. It gets one when you open or join a correspondence table there, or from a code another of your devices shows.")},
    [MSG_KEYS_OTHER_DEVICE] = {.msgid = N_("Use on another device")},
    [MSG_KEYS_SHOW_CODE] = {.msgid = N_("On your other device, open Join a table, type this server, press Player key and type the code %1. It works once, for %2 minutes.")},
    [MSG_KEYS_CODE_LABEL] = {.msgid = N_("Code from your other device")},
    [MSG_KEYS_USE] = {.msgid = N_("Use code")},
    [MSG_KEYS_USED] = {.msgid = N_("This device now plays as you at this server (your games there: %1). Join one with its code or link: your seat comes back.")},
    [MSG_KEYS_WORKING] = {.msgid = N_("Asking the server…")},
    [MSG_KEYS_EXPORT_HELP] = {.msgid = N_("A lost key is a lost player: keep a copy somewhere safe, such as a password manager. Whoever has it plays as you.")},
    [MSG_KEYS_COPY] = {.msgid = N_("Copy my key")},
    [MSG_KEYS_COPIED] = {.msgid = N_("Key copied: keep it somewhere safe.")},
    [MSG_KEYS_SHOW] = {.msgid = N_("Show my key")},
    [MSG_KEYS_SAVED_LABEL] = {.msgid = N_("A key you kept")},
    [MSG_KEYS_IMPORT] = {.msgid = N_("Import")},
    [MSG_KEYS_IMPORTED] = {.msgid = N_("Key kept for %1.")},
    [MSG_KEYS_BAD_KEY] = {.msgid = N_("That is not a player key: paste what Copy my key gave, or type the 32 letters and digits.")},
    [MSG_NET_WHY_KEY] = {.msgid = N_("this server does not know that player key")},
    [MSG_NET_WHY_DEVICE] = {.msgid = N_("that code is wrong, used already or expired: ask your other device for a new one")},
    [MSG_NET_WHY_NO_KEYS] = {.msgid = N_("that server keeps no player keys (a game window's table, or an older server)")},
    [MSG_MYGAMES] = {.msgid = N_("My games")},
    /* TRANSLATORS: %1: a server's address and port */
    [MSG_MG_ASKING] = {.msgid = N_("%1: asking for your games…")},
    /* TRANSLATORS: %1: a server's address and port; %2: why, as the join screen says it */
    [MSG_MG_NO_ANSWER] = {.msgid = N_("%1 gave no list: %2")},
    [MSG_MG_NO_KEYS] = {.msgid = N_("Your games at servers show here once you open or join a correspondence table on one (Join a table), or bring your player from another device (Player key).")},
    [MSG_MG_EMPTY] = {.msgid = N_("No games at your servers now.")},
    [MSG_MG_YOUR_TURN] = {.msgid = N_("Your turn")},
    /* TRANSLATORS: %1: a player's name */
    [MSG_MG_TURN_OF] = {.msgid = N_("%1 to play")},
    [MSG_MG_LOBBY] = {.msgid = N_("Waiting for players")},
    /* TRANSLATORS: %1: the final scores, best first ("Ada 40, Bruno 33") */
    [MSG_MG_OVER] = {.msgid = N_("Finished: %1")},
    [MSG_MG_LIVE] = {.msgid = N_("live table")},
    [MSG_MG_LEFT_DAYS] = {NN_("%1 day left", "%1 days left")},
    [MSG_MG_LEFT_HOURS] = {NN_("%1 hour left", "%1 hours left")},
    [MSG_MG_LEFT_MINUTES] = {NN_("%1 minute left", "%1 minutes left")},
    [MSG_MG_AGO_DAYS] = {NN_("last move %1 day ago", "last move %1 days ago")},
    [MSG_MG_AGO_HOURS] = {NN_("last move %1 hour ago", "last move %1 hours ago")},
    [MSG_MG_AGO_MINUTES] = {NN_("last move %1 minute ago", "last move %1 minutes ago")},
    [MSG_MG_NEW_MOVES] = {NN_("%1 new move", "%1 new moves")},
    /* TRANSLATORS: a button: open this game */
    [MSG_MG_OPEN] = {.msgid = N_("Open")},
    /* TRANSLATORS: a button: take this finished game off the list */
    [MSG_MG_REMOVE] = {.msgid = N_("Remove")},
    [MSG_NET_WHY_NO_GAMES] = {.msgid = N_("that server is older than My games: update it")},
    /* TRANSLATORS: a date, the day of the month (%1) in January, as in "away until %1" */
    [MSG_DAY_JAN] = {.msgid = N_("%1 Jan")},
    [MSG_DAY_FEB] = {.msgid = N_("%1 Feb")},
    [MSG_DAY_MAR] = {.msgid = N_("%1 Mar")},
    [MSG_DAY_APR] = {.msgid = N_("%1 Apr")},
    [MSG_DAY_MAY] = {.msgid = N_("%1 May")},
    [MSG_DAY_JUN] = {.msgid = N_("%1 Jun")},
    [MSG_DAY_JUL] = {.msgid = N_("%1 Jul")},
    [MSG_DAY_AUG] = {.msgid = N_("%1 Aug")},
    [MSG_DAY_SEP] = {.msgid = N_("%1 Sep")},
    [MSG_DAY_OCT] = {.msgid = N_("%1 Oct")},
    [MSG_DAY_NOV] = {.msgid = N_("%1 Nov")},
    [MSG_DAY_DEC] = {.msgid = N_("%1 Dec")},
    /* TRANSLATORS: %1: a player's name; %2: a date ("12 Dec"). Their clocks stand still meanwhile */
    [MSG_NET_AWAY_UNTIL] = {.msgid = N_("%1 is away until %2"), .you = N_("You are away until %2")},
    /* TRANSLATORS: %1: a player's name. At a correspondence table their days for a move ran out */
    [MSG_NET_STOOD_IN] = {.msgid = N_("The computer played for %1: their time ran out"), .you = N_("The computer played for you: your time ran out")},
    [MSG_MG_AWAY_LEFT] = {NN_("%1 day of absence left this year", "%1 days of absence left this year")},
    /* TRANSLATORS: a button in My games: declare an absence (a holiday) */
    [MSG_MG_AWAY_BUTTON] = {.msgid = N_("Going away…")},
    /* TRANSLATORS: a button in My games: end your absence now */
    [MSG_MG_AWAY_END] = {.msgid = N_("I'm back")},
    [MSG_MG_AWAY_TITLE] = {.msgid = N_("Going away")},
    /* TRANSLATORS: %1: a server's address */
    [MSG_MG_AWAY_HELP] = {.msgid = N_("While you are away, your clocks at %1 stand still and the computer never plays for you. Coming back early gives back the days you did not use.")},
    [MSG_MG_AWAY_DAYS] = {NN_("Away for %1 day", "Away for %1 days")},
    /* TRANSLATORS: a button: start the absence */
    [MSG_MG_AWAY_GO] = {.msgid = N_("Go away")},
    /* TRANSLATORS: %1: why, as the join screen says it */
    [MSG_MG_AWAY_REFUSED] = {.msgid = N_("The server did not change your absence: %1")},
};

const char *gui_tr(gui_msg id) { return id >= 0 && id < MSG_COUNT ? gui_word(&table[id]) : "?"; }

const char *gui_tr_n(gui_msg id, long n) { return id >= 0 && id < MSG_COUNT ? gui_word_n(&table[id], n) : "?"; }

const char *gui_tr_seat(gui_msg id, int you)
{
    return id >= 0 && id < MSG_COUNT ? gui_word_seat(&table[id], you) : "?";
}

const gui_words *gui_tr_words(gui_msg id) { return id >= 0 && id < MSG_COUNT ? &table[id] : NULL; }

const char *gui_tr_in(const char *lang, gui_msg id)
{
    return id >= 0 && id < MSG_COUNT ? gui_word_in(lang, &table[id]) : "?";
}

/* Whether s begins with a vowel (a letter, accented or not, that elision goes before). */
static int vowel_first(const char *s)
{
    static const char *const accented[] = {"À", "Â", "Ä", "É", "È", "Ê", "Ë", "Î", "Ï", "Ô", "Ö", "Ù", "Û", "Ü",
                                           "à", "â", "ä", "é", "è", "ê", "ë", "î", "ï", "ô", "ö", "ù", "û", "ü"};
    if (!s || !*s)
        return 0;
    if (strchr("AEIOUYaeiouy", *s))
        return 1;
    for (size_t i = 0; i < sizeof accented / sizeof accented[0]; i++)
        if (!strncmp(s, accented[i], strlen(accented[i])))
            return 1;
    return 0;
}

/* buf[0..n) ends with one of the language's elided words and a space ("de ", "Que "), a word
   of its own: the length of that word and space, else 0. */
static size_t elided_tail(const char *buf, size_t n, const char *words)
{
    for (const char *w = words; *w;) {
        size_t len = strcspn(w, " ");
        if (len > 1 && n >= len + 1 && buf[n - 1] == ' ' &&
            (SDL_strncasecmp(buf + n - len - 1, w, len) == 0) &&
            (n == len + 1 || strchr(" ([«\"'\xA0", buf[n - len - 2]) || (unsigned char)buf[n - len - 2] >= 0x80))
            return len + 1;
        w += len;
        while (*w == ' ')
            w++;
    }
    return 0;
}

void gui_subst_all(char *buf, size_t cap, const char *tmpl, const char *const *args, int nargs)
{
    size_t n = 0;
    if (cap == 0)
        return;
    const char *elide = NULL; /* looked up once a value begins with a vowel */
    for (const char *p = tmpl; *p && n + 1 < cap; p++) {
        if (p[0] == '%' && p[1] >= '1' && p[1] <= '9') {
            const char *a = p[1] - '1' < nargs ? args[p[1] - '1'] : NULL;
            if (vowel_first(a)) { /* "de Anna" -> "d’Anna" where the language says so */
                elide = elide ? elide : gui_tr(MSG_ELISION);
                size_t t = strcmp(elide, "-") ? elided_tail(buf, n, elide) : 0;
                if (t && n + 2 < cap) {
                    n -= 2; /* the word's last letter and the space */
                    memcpy(buf + n, "\xE2\x80\x99", 3);
                    n += 3;
                }
            }
            for (; a && *a && n + 1 < cap; a++)
                buf[n++] = *a;
            p++;
        } else {
            buf[n++] = *p;
        }
    }
    buf[n] = 0;
}

void gui_subst(char *buf, size_t cap, const char *tmpl, const char *a1, const char *a2, const char *a3)
{
    const char *args[3] = {a1, a2, a3};
    gui_subst_all(buf, cap, tmpl, args, 3);
}

/* "N word" in the form the catalogue's Plural-Forms picks for n (English and most languages
   have two, Czech and Polish three); `tmpl` is ngettext's answer. */
static void counted(char *buf, size_t cap, int n, const char *tmpl)
{
    char num[16];
    SDL_snprintf(num, sizeof num, "%d", n);
    gui_subst(buf, cap, tmpl, num, NULL, NULL);
}

static unsigned long magnitude(int n) { return n < 0 ? (unsigned long)-(long)n : (unsigned long)n; }

void gui_tiles(char *buf, size_t cap, int n) { counted(buf, cap, n, ngettext("%1 tile", "%1 tiles", magnitude(n))); }

void gui_cells(char *buf, size_t cap, int n) { counted(buf, cap, n, ngettext("%1 cell", "%1 cells", magnitude(n))); }

void gui_finished_cities(char *buf, size_t cap, int n)
{
    counted(buf, cap, n, ngettext("%1 finished city", "%1 finished cities", magnitude(n)));
}

void gui_points(char *buf, size_t cap, int n)
{
    counted(buf, cap, n, ngettext("%1 point", "%1 points", magnitude(n)));
}

/* The engine marks its statuses' English with CIT_N_, so they are msgids of their own. */
const char *gui_status(int status)
{
    if (status < 0 || status >= CIT_STATUS_MAX || !cit_status_key((cit_status)status))
        return "?";
    return gui_translate(cit_status_str((cit_status)status));
}

const char *gui_feature_kind_name(int kind)
{
    switch (kind) {
    case CIT_FEAT_ROAD: return gui_tr(MSG_ROAD);
    case CIT_FEAT_CITY: return gui_tr(MSG_CITY);
    case CIT_FEAT_FIELD: return gui_tr(MSG_FIELD);
    case CIT_FEAT_CLOISTER: return gui_tr(MSG_CLOISTER);
    default: break;
    }
    /* A kind a module's tiles bring: the module names it. */
    for (const gui_module *const *m = gui_modules; *m; m++) {
        const char *n = (*m)->kind_name ? (*m)->kind_name(kind) : NULL;
        if (n)
            return n;
    }
    return "?";
}
