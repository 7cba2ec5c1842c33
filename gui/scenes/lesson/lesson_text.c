/* The guided lesson's strings (lesson_text.h): one idea a step, one or two sentences each. */
#include "scenes/lesson/lesson_text.h"
#include "app/gettext.h"

const gui_words lesson_text[LESSON_NWORDS] = {
    [LESSON_STEP_TILE] = {.msgid = N_("Welcome! You play against Bedřich. Every turn starts with a tile: drag it from your hand "
        "onto the gold cell. Its edges must match its neighbours, road to road and field to field "
        "(this one comes turned as it must lie; the next step shows how to turn a tile); then press "
        "End turn.")},
    [LESSON_STEP_ROBBER] = {.msgid = N_("Bedřich put a knight in his city. Lay this curve on the gold cell, then drag a follower from "
        "your supply onto its road: a follower on a road is a robber, and scores the road once it is "
        "finished.")},
    [LESSON_STEP_KNIGHT] = {.msgid = N_("A follower in a city is a knight. Lay this tile above the start so the two halves of the "
        "city meet, and put a knight in it: a city closed all round by its walls is finished.")},
    [LESSON_STEP_MONK] = {.msgid = N_("Your city is finished: 2 tiles × 2 = 4 points, and the knight came back to your supply to "
        "be used again. Now a cloister: put a monk in it. It scores 1 for itself and 1 for each of "
        "the 8 tiles around it once all are laid.")},
    [LESSON_STEP_ROAD_DONE] = {.msgid = N_("Bedřich's crossroads ended your road in the west. Close its other end with this tile, no "
        "follower this time: a finished road scores 1 point per tile, and the robber comes home.")},
    [LESSON_STEP_FARMER] = {.msgid = N_("Your road made 5 points, and Bedřich finished his city. Last, a farmer: put a follower on "
        "the grass of this tile. It lies there to the end, then scores 3 for every finished city its "
        "field touches.")},
    [LESSON_STEP_FINAL] = {.msgid = N_("The last tile is laid: the final count. Unfinished roads and cities score 1 per tile, a "
        "cloister 1 for itself and each tile around it, your farmer 3 for each of the two finished "
        "cities. Most points wins: now try a game of your own!")},
    /* the robber's step: its curve comes turned the wrong way, and the learner turns it */
    [LESSON_TURN_TILE] = {.msgid = N_("This curve lies turned the wrong way: its road must go on from yours and bend down. Turn it "
        "with R, the right mouse button or a click on the tile; then drag a follower onto its road.")},
    [LESSON_TURN_FIRST] = {.msgid = N_("First turn the tile so its road bends down from yours.")},
    [LESSON_COMPUTER] = {.msgid = N_("Bedřich's turn: watch where he lays his tile.")},
    [LESSON_TITLE] = {.msgid = N_("Learn to play · step %1 of %2")},
    [LESSON_SHOW_ME] = {.msgid = N_("Show me")},
    /* "gold", not "lit": the legal cells are lit too; the step's cell and spot alone are gold */
    [LESSON_WRONG_CELL] = {.msgid = N_("In this lesson the tile goes on the gold cell.")},
    [LESSON_WRONG_SPOT] = {.msgid = N_("In this lesson the follower goes in the gold ring.")},
    [LESSON_NEED_SPOT] = {.msgid = N_("First drag a follower from your supply into the gold ring.")},
    [LESSON_NO_FOLLOWER] = {.msgid = N_("This step's tile takes no follower: press End turn.")},
    [LESSON_YOU] = {.msgid = N_("You")},
    [LESSON_FIRST_TITLE] = {.msgid = N_("Welcome to Citadela")},
    [LESSON_FIRST_TEXT] = {.msgid = N_("New to Carcassonne? A short guided game teaches it by playing, one idea a step. Or start a "
        "game against the computer straight away.")},
    [LESSON_FIRST_PLAY] = {.msgid = N_("Play against the computer")},
    [LESSON_NOT_NOW] = {.msgid = N_("Not now")},
    [LESSON_CONTENTS] = {.msgid = N_("Contents")},
    [LESSON_BASE_PAGE] = {.msgid = N_("The base game")},
    [LESSON_NEXT] = {.msgid = N_("Next")},
    [LESSON_CLOSE] = {.msgid = N_("Close")},
    [LESSON_ABOUT] = {.msgid = N_("How to play %1 · %2 of %3")},
    /* The last card's way on: the final count stays on the board until the learner has read it. */
    [LESSON_SEE_RESULTS] = {.msgid = N_("See the results")},
    /* Results for a seat named LESSON_YOU: the learner is spoken to, not named in the third
       person ("You wins!" / "Vítězí Vy!" read as mistakes). %1: the others tied. */
};

const char *lesson_tr(lesson_text_id id) { return gui_word(&lesson_text[id]); }
