/* The Princess & the Dragon in words (dragon_words.h). */
#include "modules/dragon/dragon_words.h"
#include "modules/dragon/dragon_text.h"
#include "modules/dragon/dragon_view.h"
#include "modules/dragon/dragon.h"
#include "scenes/game/game_state.h"
#include "scenes/game/place_words.h"

#include <stdio.h>
#include <string.h>

#define MAX_FOLLOWERS 96

static const char *name_of(const cit_game *g, int p)
{
    const cit_setup *s = cit_game_setup(g);
    return p >= 0 && p < s->nplayers ? s->players[p].name : "?";
}

/* The follower's name on part x,y,spot,half of game g by its feature (knight, monk...). */
static const char *follower_at(const cit_game *g, int x, int y, int spot, int half)
{
    cit_feature_info info;
    int n = 0;
    if (spot >= 0 && cit_game_feature(g, x, y, spot, half, &info, NULL, 0, &n))
        return gui_follower_word(info.kind);
    return dragon_tr(DRAGON_FOLLOWER);
}

/* What goes through the portal: a figure of a kind of its own by its declarer's name (the
   mayor, the wagon), or a follower named by the feature it goes onto. */
static const char *portal_figure(const cit_game *g, int arg1, int x, int y, int spot, int half)
{
    return arg1 ? gui_figure_name(g, arg1, GUI_FIGNAME_THE) : follower_at(g, x, y, spot, half);
}

/* Whose follower stands on that part (the first found), or -1. */
static int owner_at(const cit_game *g, int x, int y, int spot, int half)
{
    cit_follower f[MAX_FOLLOWERS];
    int n = cit_game_followers(g, f, MAX_FOLLOWERS);
    for (int i = 0; i < n && i < MAX_FOLLOWERS; i++)
        if (f[i].where == CIT_AT_PART && f[i].x == x && f[i].y == y && f[i].spot == spot && f[i].half == half)
            return f[i].player;
    return -1;
}

/* Where cell x,y lies, in words a player can use ("1 tile east of the start"). */
static void where(const cit_game *g, int x, int y, char *buf, size_t cap)
{
    gui_where_words(g, x, y, buf, cap);
    if (!buf[0])
        SDL_strlcpy(buf, dragon_tr(DRAGON_AT_START), cap);
}

static const char *side_word(int side)
{
    static const dragon_text_id ids[4] = {DRAGON_NORTH, DRAGON_EAST, DRAGON_SOUTH, DRAGON_WEST};
    return dragon_tr(ids[side & 3]);
}

int gui_dragon_move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap)
{
    char at[96];
    where(g, m->x, m->y, at, sizeof at);
    switch (m->type) {
    case CIT_MOVE_DRAGON_STEP:
        gui_subst(buf, cap, dragon_tr(DRAGON_MV_STEP), side_word(m->arg0), NULL, NULL);
        return 1;
    case CIT_MOVE_PRINCESS:
        if (!m->arg0)
            SDL_strlcpy(buf, dragon_tr(DRAGON_MV_PRINCESS_NONE), cap);
        else
            gui_subst(buf, cap, dragon_tr(DRAGON_MV_PRINCESS), name_of(g, owner_at(g, m->x, m->y, m->spot, m->rot)),
                      follower_at(g, m->x, m->y, m->spot, m->rot), at);
        return 1;
    case CIT_MOVE_FAIRY:
        if (!m->arg0)
            SDL_strlcpy(buf, dragon_tr(DRAGON_MV_FAIRY_NONE), cap);
        else
            gui_subst(buf, cap, dragon_tr(DRAGON_MV_FAIRY), follower_at(g, m->x, m->y, gui_dragon_answer_part(m).spot, m->rot),
                      at, NULL);
        return 1;
    case CIT_MOVE_PORTAL:
        if (!m->arg0)
            SDL_strlcpy(buf, dragon_tr(DRAGON_MV_PORTAL_NONE), cap);
        else
            gui_subst(buf, cap, dragon_tr(DRAGON_MV_PORTAL), portal_figure(g, m->arg1, m->x, m->y, m->spot, m->rot), at,
                      NULL);
        return 1;
    default:
        return 0;
    }
}

/* The fairy's points: whose follower it guards (from the game before the move). */
static int fairy_score(gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap)
{
    cit_feature_part p = {e->x, e->y, e->spot, e->half};
    int fx, fy;
    /* on an acrobat space (feature_kind 0xFF) the event names its cell: the fairy may have come
       in the same move, after `before` */
    if (e->reason == CIT_SCORE_FAIRY_TURN && e->feature_kind != 0xFF && !cit_game_fairy(before, &fx, &fy, &p))
        return 0;
    dragon_text_id id = e->reason == CIT_SCORE_FAIRY_TURN ? DRAGON_HIST_FAIRY_TURN : DRAGON_HIST_FAIRY_FEATURE;
    gui_subst(buf, cap, gui_word_seat(&dragon_text[id], gui_game_is_you(g, e->player)), gui_game_player_name(g, e->player),
              follower_at(before, p.x, p.y, p.spot, p.half), NULL);
    return 1;
}

int gui_dragon_event_line(gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap,
                          gui_log_ref *ref)
{
    char at[96], num[16];
    where(before, e->x, e->y, at, sizeof at);
    snprintf(num, sizeof num, "%d", e->count);
    const char *who = gui_game_player_name(g, e->player);
    switch (e->type) {
    case CIT_EV_DRAGON_ASIDE:
        gui_subst(buf, cap, dragon_tr(DRAGON_HIST_ASIDE), who, NULL, NULL);
        return 1;
    case CIT_EV_DRAGON_RESHUFFLE:
        gui_subst(buf, cap, gui_word_n(&dragon_text[DRAGON_HIST_RESHUFFLE], e->count), num, NULL, NULL);
        return 1;
    case CIT_EV_DRAGON_VOLCANO:
        gui_subst(buf, cap, dragon_tr(DRAGON_HIST_VOLCANO), at, NULL, NULL);
        return 2;
    case CIT_EV_DRAGON_STEP:
        gui_subst(buf, cap, gui_word_seat(&dragon_text[DRAGON_HIST_STEP], gui_game_is_you(g, e->player)), who,
                  side_word(e->rot), NULL);
        return 1;
    case CIT_EV_DRAGON_ATE: /* a meal is news at every screen: a notice too, as the others below */
    case CIT_EV_PRINCESS:
    case CIT_EV_FAIRY:
    case CIT_EV_PORTAL: {
        dragon_text_id id = e->type == CIT_EV_PRINCESS ? DRAGON_HIST_PRINCESS
                            : e->type == CIT_EV_FAIRY  ? DRAGON_HIST_FAIRY
                            : e->type == CIT_EV_PORTAL ? DRAGON_HIST_PORTAL
                            : e->count > 1             ? DRAGON_HIST_ATE_MANY
                                                       : DRAGON_HIST_ATE;
        /* the follower by its feature ("knight"), or how many the dragon ate */
        const char *what = id == DRAGON_HIST_ATE_MANY ? num
                           : id == DRAGON_HIST_PORTAL   ? portal_figure(before, e->count, e->x, e->y, e->spot, e->half)
                                                        : follower_at(before, e->x, e->y, e->spot, e->half);
        /* every one of these is about the player's own followers: spoken to at one person's screen */
        int you = gui_game_is_you(g, e->player);
        if (id == DRAGON_HIST_ATE_MANY && you)
            id = DRAGON_HIST_ATE_MANY_YOU;
        gui_subst(buf, cap, dragon_text[id].plural ? gui_word_n(&dragon_text[id], e->count) : gui_word_seat(&dragon_text[id], you),
                  who, what, at);
        gui_log_ref_feature(ref, e);
        return 2;
    }
    case CIT_EV_SCORE:
        if (e->reason != CIT_SCORE_FAIRY_TURN && e->reason != CIT_SCORE_FAIRY_FEATURE)
            return 0;
        return fairy_score(g, before, e, buf, cap);
    default:
        return 0;
    }
}

int gui_dragon_feature_more(const cit_game *e, int you, int x, int y, int spot, int half, char *buf, size_t cap)
{
    int fx, fy, n = 0;
    cit_feature_part p;
    cit_feature_info here, there;
    if (!cit_game_fairy(e, &fx, &fy, &p) || !cit_game_feature(e, x, y, spot, half, &here, NULL, 0, &n) ||
        !cit_game_feature(e, p.x, p.y, p.spot, p.half, &there, NULL, 0, &n) || here.id != there.id)
        return 0;
    int owner = owner_at(e, p.x, p.y, p.spot, p.half);
    if (owner < 0) /* its follower has left: it guards nobody here */
        return 0;
    gui_subst(buf, cap, gui_word_seat(&dragon_text[DRAGON_HOVER_FAIRY], owner == you), name_of(e, owner), follower_at(e, p.x, p.y, p.spot, p.half), NULL);
    return 1;
}
