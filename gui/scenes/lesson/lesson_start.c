/* The way into "Learn to play" (scenes/scenes.h gui_lesson_start): a new game of the lesson's
   seats on its prepared stack, the game screen's camera set to frame its first step. */
#include "scenes/lesson/lesson.h"
#include "app/engine_words.h"
#include "scenes/scenes.h"

int gui_lesson_start(gui_app *a)
{
    cit_setup s;
    char text[512];
    int len = gui_lesson_save(&s, text, sizeof text);
    if (len < 0) {
        gui_app_message(a, "lesson");
        return -1;
    }
    /* A game of the lesson's seats (the autosave's unfinished game is kept as for any new game),
       whose session then takes the lesson's stack: the engine deals a given order only on load. */
    if (gui_app_start_game(a, &s) != 0)
        return -1;
    cit_load_error err;
    if (cit_session_load(a->game->sess, text, (size_t)len, &err) != CIT_OK) {
        char why[256];
        gui_app_message(a, gui_load_reason(&err, why, sizeof why));
        return -1;
    }
    gui_game_rewound(a->game);
    gui_game_ui *v = gui_view(a); /* NULL if the game screen could not be entered */
    if (v) {
        v->cam_ready = 0;
        v->lesson_framed = 0; /* a lesson started again frames its first step again */
        v->lesson_turned = 0;
    }
    gui_app_autosave(a);
    return 0;
}
