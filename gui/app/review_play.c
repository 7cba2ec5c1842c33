/* The review of the game in play (gui_play.review): its life, shared by the results screen and
   the replay viewer, and the way from the results' graph into the replay and back. */
#include "app/review_play.h"
#include "app/i18n.h"
#include "app/saves.h"
#include "scenes/replay/replay.h"

#include <stdio.h>
#include <string.h>

gui_review_pane gui_review_pane_of(gui_app *a)
{
    return (gui_review_pane){&a->ui, a->play.review, a->game ? gui_game_engine(a->game) : NULL,
                             a->settings.palette_cb, a->w, a->dlg.kind != GUI_DLG_NONE};
}

void gui_review_drop(gui_app *a)
{
    gui_review_free(a->play.review);
    a->play.review = NULL;
}

gui_review *gui_review_of(gui_app *a, uint64_t record_hash)
{
    if (a->play.review && a->play.review->record_hash != record_hash && !a->play.review->results_game)
        gui_review_drop(a);
    return a->play.review && a->play.review->record_hash == record_hash ? a->play.review : NULL;
}

void gui_review_begin(gui_app *a, const char *record, size_t len, const char *save)
{
    char path[1300], base[1200];
    if (save)
        SDL_strlcpy(base, save, sizeof base);
    else
        gui_autosave_path(base, sizeof base);
    snprintf(path, sizeof path, "%s.review", base);
    gui_review_drop(a);
    a->play.review = gui_review_start(record, len, path);
    if (!a->play.review)
        gui_app_toast(a, gui_tr(MSG_REVIEW_FAILED));
    else if (!a->play.review->from_cache)
        a->play.review_searches++;
    a->redraw = 2;
}

/* ---- into the replay and back ------------------------------------------------------------------- */

void gui_review_update_ghost(gui_app *a)
{
    gui_replay *rp = a->play.replay;
    gui_review *r = a->play.review;
    if (!rp)
        return;
    if (!r || r->record_hash != rp->record_hash || gui_review_get_state(r) != GUI_REVIEW_DONE)
        return; /* no review of this game: the marks and ghost are left as they are */
    rp->has_ghost = 0;
    memset(rp->mark, 0, (size_t)(rp->nmoves > 0 ? rp->nmoves : 1));
    for (int k = 0; k < r->nswing; k++)
        if (r->swing[k] < rp->nmoves)
            rp->mark[r->swing[k]] = 1;
    if (rp->at < r->nsteps && rp->at < rp->nmoves && !r->steps[rp->at].played_best) {
        rp->has_ghost = 1;
        rp->ghost = r->steps[rp->at].best;
    }
}

void gui_review_open_replay(gui_app *a, int i)
{
    gui_review *r = a->play.review;
    if (!r || !a->game || i < 0 || i >= r->nsteps)
        return;
    gui_game *shown = NULL;
    gui_replay *rp = gui_replay_new(a->game->sess, &shown);
    if (!rp) {
        gui_app_toast(a, gui_status(CIT_ERR_NO_MEMORY));
        return;
    }
    gui_game_free(r->results_game);
    r->results_game = a->game; /* kept for Back */
    r->back_results = 1;
    a->game = NULL;
    SDL_strlcpy(rp->name, a->play.game_name, sizeof rp->name); /* the save's name, as the title says */
    gui_app_show_replay(a, shown, rp);
    gui_replay_seek(rp, a->game, r->steps[i].move);
    gui_review_update_ghost(a);
    rp->focus = 1;
}

int gui_review_back(gui_app *a)
{
    gui_review *r = a->play.review;
    if (!r || !r->back_results || !r->results_game)
        return 0;
    gui_game_free(a->game);
    a->game = r->results_game;
    r->results_game = NULL;
    r->back_results = 0;
    r->hover = -1;
    gui_replay_free(a->play.replay);
    a->play.replay = NULL;
    gui_app_set_scene(a, GUI_SCENE_RESULTS); /* the replay's board state goes with it */
    return 1;
}
