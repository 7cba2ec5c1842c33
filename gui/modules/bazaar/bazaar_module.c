/* Bazaars' entry in the GUI module table: the table over the board and the auction's words. */
#include "modules/bazaar/bazaar_module.h"
#include "modules/bazaar/bazaar_fold.h"
#include "modules/bazaar/bazaar_view.h"
#include "modules/bazaar/bazaar_words.h"
#include "app/i18n.h"
#include "app/sound.h"
#include "modules/bazaar/bazaar_text.h"

/* The auction's events (the bazaar's table shows them too: no notice). */
static int event_line(gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap,
                      gui_log_ref *ref)
{
    gui_bazaar_track(gui_bazaar_of(g), before, e);
    if (!gui_bazaar_event_words(before, e, buf, cap))
        return 0;
    *ref = (gui_log_ref){-1, 0, 0, 0, 0, 0, 0, 0};
    return 1;
}

/* Coins on the table for a bid; the payment after the auction sounds as points. */
static int sound(const cit_event *e)
{
    return e->type == CIT_EV_BAZAAR_BID ? GUI_SFX_BID : e->type == CIT_EV_BAZAAR_PAY && e->points > 0 ? GUI_SFX_POINTS : -1;
}

/* The round's strip, or the table folded to a strip, over the top of the board. */
static int covers(gui_app *a, SDL_Rect *rc)
{
    const gui_bazaar_ui *bu = gui_bazaar_of(a->game);
    *rc = bu->cover_rc;
    return bu->cover_rc.w > 0;
}

/* The table, or, folded, the strip that lets the board be seen while bidding. */
static int frame(gui_app *a, cit_move *chosen)
{
    int r = gui_bazaar_frame(a, chosen);
    cit_bazaar b;
    if (r == GUI_BAZAAR_FOLDED)
        return cit_game_bazaar(gui_game_engine(a->game), &b) ? GUI_DECIDE_MODAL | gui_bazaar_folded(a, &b, chosen) : 0;
    return r;
}

static const char *rules(const cit_options *o, const char **on_line)
{
    *on_line = o->v[CIT_OPT_BAZAAR] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    return bazaar_tr(BZ_RULES_BAZAAR);
}

/* Its short lesson, two screens (gui_module.lesson: the new-game screen's "?"). */
static const char *lesson(int screen)
{
    return screen >= 0 && screen < 2 ? bazaar_tr((bazaar_text_id)(BZ_LESSON_1 + screen)) : NULL;
}

const gui_module gui_bazaar_module = {
    .module = CIT_MODULE_BAZAAR,
    .state_size = sizeof(gui_bazaar_ui),
    .event_line = event_line,
    .sound = sound,
    .move_words = gui_bazaar_move_words,
    .frame = frame,
    .covers = covers,
    .option = CIT_OPT_BAZAAR,
    .words = bazaar_text,
    .nwords = BZ_NWORDS,
    .rules = rules,
    .lesson = lesson,
};
