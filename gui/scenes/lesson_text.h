/* The guided lesson's strings in English and Czech (gui_words, app/i18n.h). */
#ifndef GUI_LESSON_TEXT_H
#define GUI_LESSON_TEXT_H

#include "app/i18n.h"

typedef enum {
    LESSON_STEP_TILE, LESSON_STEP_ROBBER, LESSON_STEP_KNIGHT, LESSON_STEP_MONK, LESSON_STEP_ROAD_DONE,
    LESSON_STEP_FARMER, LESSON_STEP_FINAL, LESSON_COMPUTER, LESSON_TITLE, LESSON_SHOW_ME, LESSON_WRONG_CELL,
    LESSON_WRONG_SPOT, LESSON_NEED_SPOT, LESSON_YOU, LESSON_FIRST_TITLE, LESSON_FIRST_TEXT, LESSON_FIRST_PLAY,
    LESSON_NOT_NOW, LESSON_CONTENTS, LESSON_BASE_PAGE, LESSON_NEXT, LESSON_CLOSE, LESSON_ABOUT, LESSON_NWORDS
} lesson_text_id;

extern const gui_words lesson_text[LESSON_NWORDS];
/* The string `id` in the current language (never NULL). */
const char *lesson_tr(lesson_text_id id);

#endif
