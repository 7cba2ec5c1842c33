/* The person at the screen is spoken to: in a game of one person against the computer the header,
   the history and the results say "you" ("Your turn", "Your tile: ...", "You score 8 points"),
   while the computer's seat keeps its name; with two people at one screen (hot seat) everyone is
   named, since "you" would not say whom. In English and Czech (gui_app_you, gui_game.you); the
   header and a module's decision bar (the tower's figure step) in all six languages. */
#include "harness.h"
#include "draw/text.h"
#include "modules/tower/tower_text.h"
#include "modules/bazaar/bazaar_text.h"
#include "modules/bazaar/bazaar_words.h"
#include "modules/castles/castle_text.h"
#include "modules/castles/castle_view.h"
#include "modules/tower/tower_module.h"
#include "modules/tower/tower.h"
#include "modules/traders/traders_module.h"
#include "modules/traders/traders.h"
#include "modules/dragon/dragon_module.h"
#include "modules/dragon/dragon.h"
#include "modules/abbey/abbey_module.h"
#include "modules/abbey/abbey.h"
#include "modules/hills/hills_module.h"
#include "modules/hills/hills.h"
#include "modules/bigtop/bigtop_module.h"
#include "modules/bigtop/bigtop.h"
#include "modules/castles/castle_module.h"
#include "modules/castles/castles.h"
#include "modules/city/city_module.h"
#include "modules/city/city.h"
#include "modules/inns/inns_module.h"
#include "modules/inns/inns.h"
#include "modules/count/count_words.h"
#include "modules/count/count.h"
#include "scenes/game/game_panels.h"
#include "scenes/scenes.h"

#include <string.h>

/* A window in `lang` playing Anna (a person) against Bedřich: a computer when `computer`, else a
   second person at this screen. */
static gui_app *table(gui_lang lang, int computer)
{
    gui_app *a = harness_app(1280, 800, lang);
    cit_setup su = two_players(11);
    su.players[1].kind = computer ? CIT_SEAT_AI_EASY : CIT_SEAT_HUMAN;
    if (!a || gui_app_start_game(a, &su) != 0 || !a->game) {
        CHECK(0);
        gui_app_free(a);
        return NULL;
    }
    a->settings.anim_speed = GUI_SPEED_INSTANT;
    frames(a, 2);
    return a;
}

/* The words `msg`'s second-person form says in the current language (its start before any %). */
static void you_words(gui_msg msg, char *buf, size_t cap)
{
    SDL_strlcpy(buf, gui_translate(gui_tr_words(msg)->you), cap);
    char *pct = strchr(buf, '%');
    if (pct)
        *pct = 0;
}

static void against_the_computer(gui_lang lang)
{
    gui_app *a = table(lang, 1);
    if (!a)
        return;
    char line[200], want[200];
    CHECK(gui_app_you(a) == 0 && gui_game_is_you(a->game, 0) && !gui_game_is_you(a->game, 1));
    /* The header: "Your turn" / "Jste na tahu", never "Anna to play". */
    gui_turn_words(GUI_SCENE_CTX(a), line, sizeof line);
    CHECK(strcmp(line, gui_translate(gui_tr_words(MSG_TURN_OF)->you)) == 0 && !strstr(line, "Anna"));
    if (strstr(line, "Anna"))
        fprintf(stderr, "  %s: the header names the person at the screen: %s\n", harness_lang(lang), line);
    /* Anna's move goes into the history spoken to; the computer's keeps its name. */
    int len = session_len(a);
    CHECK(play_one(a));
    Uint32 t0 = SDL_GetTicks();
    while (session_len(a) < len + 2 && a->scene == GUI_SCENE_GAME && harness_waiting(t0, 60000, "the computer's move"))
        frame(a);
    you_words(MSG_HIST_PLACE, want, sizeof want);
    CHECK(want[0] && harness_logged(a, want, a->game->nlog));
    CHECK(harness_logged(a, "Bedřich", a->game->nlog));
    if (!harness_logged(a, want, a->game->nlog))
        fprintf(stderr, "  %s: no history line says '%s'; first: %s\n", harness_lang(lang), want,
                a->game->nlog ? a->game->log[0] : "(none)");
    /* Points: "You score 8 points" with the noun in the language's case, and a tally for others. */
    gui_score_line(a->game, 0, 8, "x", line, sizeof line);
    char pts[48];
    gui_points(pts, sizeof pts, 8);
    CHECK(strstr(line, pts) && !strstr(line, "Anna") && !strstr(line, "+8"));
    gui_score_line(a->game, 1, 8, "x", line, sizeof line);
    CHECK(strstr(line, "Bedřich") && strstr(line, "+8"));
    /* Whose turn it is next: the person again, spoken to. */
    gui_turn_words(GUI_SCENE_CTX(a), line, sizeof line);
    CHECK(!strstr(line, "Anna"));
    gui_app_free(a);
}

static void hot_seat(gui_lang lang)
{
    gui_app *a = table(lang, 0);
    if (!a)
        return;
    char line[200], you[200];
    CHECK(gui_app_you(a) == -1 && !gui_game_is_you(a->game, 0) && !gui_game_is_you(a->game, 1));
    gui_turn_words(GUI_SCENE_CTX(a), line, sizeof line);
    CHECK(strstr(line, "Anna") != NULL);
    int len = session_len(a);
    CHECK(play_one(a) && session_len(a) == len + 1);
    you_words(MSG_HIST_PLACE, you, sizeof you);
    CHECK(harness_logged(a, "Anna", a->game->nlog) && !harness_logged(a, you, a->game->nlog));
    gui_turn_words(GUI_SCENE_CTX(a), line, sizeof line);
    CHECK(strstr(line, "Bedřich") != NULL);
    gui_score_line(a->game, 0, 8, "x", line, sizeof line);
    CHECK(strstr(line, "Anna") && strstr(line, "+8"));
    gui_app_free(a);
}

/* 16 bytes of msg's template after its %2 (what follows the seat counts), drawn or not. */
static int help_drawn(const gui_text_drawn *lines, int n, gui_msg msg)
{
    const char *t = strstr(gui_tr(msg), "%2");
    char chunk[17];
    SDL_strlcpy(chunk, t ? t + 2 : "?", sizeof chunk);
    for (int i = 0; i < n; i++)
        if (strstr(lines[i].text, chunk))
            return 1;
    return 0;
}

/* The Host a table form says its seats are friends' at their own screens, not people taking
   turns at this one. */
static void host_form_help(gui_lang lang)
{
    gui_app *a = harness_app(1280, 800, lang);
    if (!a)
        return;
    frames(a, 2);
    CHECK(click_button(a, MSG_HOST_TABLE));
    frame(a);
    static gui_text_drawn lines[512];
    gui_text_log(lines, 512);
    frame(a);
    int n = gui_text_logged() < 512 ? gui_text_logged() : 512;
    gui_text_log(NULL, 0);
    CHECK(a->scene == GUI_SCENE_NEWGAME && gui_newgame_state_of(a)->host_form == 1);
    CHECK(help_drawn(lines, n, MSG_SEATS_HELP_HOST) && !help_drawn(lines, n, MSG_SEATS_HELP));
    gui_app_free(a);
}

/* Every language that ships: English (the msgids) and the five catalogues. */
static const char *const languages[] = {"en", "cs", "de", "pl", "es", "fr"};
#define NLANG (int)(sizeof languages / sizeof languages[0])

/* As tests/scenarios/tower-capture-over-gap.scn: Anna's figure step pending, the tower at 0,1 lit
   for a piece and for a closing. Bedřich a computer when `computer`, else a second person here. */
static gui_app *tower_step(int computer)
{
    char text[1024];
    snprintf(text, sizeof text,
             "citadela-save 2\nmode classic\noption tower 1\nseed 1\nplayer human 0 Anna\nplayer %s 1 Bedřich\n"
             "tiles D U U TW-02 B B B U U U\n"
             "move place U -1,0 r0\nmove place U -2,0 r0 f0\nmove place TW-02 0,1 r0\nmove towerstep none\n"
             "move place B -2,1 r0 f0\nmove place B 1,1 r0\nmove towerstep piece 0,1\nmove place B 1,2 r0\n"
             "move towerstep none\nmove place U 1,0 r0\nend\n",
             computer ? "ai-easy" : "human");
    gui_app *a = harness_open_save(GUI_LANG_EN, computer ? "you-tower-ai" : "you-tower-hotseat", text);
    if (a)
        frames(a, 3);
    return a;
}

/* Some line drawn in the next frame begins with `start` (its first 16 bytes: a bar wraps). */
static int drawn_first(gui_app *a, const char *start)
{
    static gui_text_drawn lines[512];
    gui_text_log(lines, 512);
    frame(a);
    int n = gui_text_logged() < 512 ? gui_text_logged() : 512;
    gui_text_log(NULL, 0);
    char head[17];
    SDL_strlcpy(head, start, sizeof head);
    for (int i = 0; i < n; i++)
        if (strncmp(lines[i].text, head, strlen(head)) == 0)
            return 1;
    return 0;
}

/* A bid and a castle in the history, worded for this window's person at the screen: "You bid 3
   points" for Anna, "Bedřich bids 3 points" for the computer, in every language. */
static void bazaar_bids(gui_app *a)
{
    const cit_game *e = gui_game_engine(a->game);
    cit_event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = CIT_EV_BAZAAR_BID;
    ev.points = 3;
    for (int lang = 0; lang < NLANG; lang++) {
        CHECK(gui_i18n_set(languages[lang]));
        char mine[200], theirs[200], want[200], pts[48];
        gui_points(pts, sizeof pts, 3);
        ev.player = 0;
        CHECK(gui_bazaar_event_words(e, a->game->you, &ev, mine, sizeof mine));
        gui_subst(want, sizeof want, gui_word_seat(&bazaar_text[BZ_HIST_BID], 1), "Anna", pts, NULL);
        int right = strcmp(mine, want) == 0 && !strstr(mine, "Anna");
        ev.player = 1;
        CHECK(gui_bazaar_event_words(e, a->game->you, &ev, theirs, sizeof theirs));
        right = right && strstr(theirs, "Bedřich") && strstr(theirs, pts);
        CHECK(right);
        if (!right)
            fprintf(stderr, "  %s: bids '%s' and '%s'\n", languages[lang], mine, theirs);
        /* A castle: "You build a castle", "Bedřich builds a castle". */
        cit_event c = ev;
        c.type = CIT_EV_CASTLE;
        c.player = 0;
        CHECK(gui_castle_event_words(e, a->game->you, &c, mine, sizeof mine));
        c.player = 1;
        CHECK(gui_castle_event_words(e, a->game->you, &c, theirs, sizeof theirs));
        right = strcmp(mine, gui_word_seat(&castle_text[CASTLE_HIST_CASTLE], 1)) == 0 && strstr(theirs, "Bedřich");
        CHECK(right);
        if (!right)
            fprintf(stderr, "  %s: castles '%s' and '%s'\n", languages[lang], mine, theirs);
    }
    gui_i18n_set("en");
}

/* One history line of `mod` for an event of `type` by seat `player` about seat `other`, of `count`
   figures (the goods' or the dragon's meal) or points of `reason` when a score. */
static void module_line(gui_app *a, const gui_module *mod, int type, int player, int other, int count, int reason,
                        char *buf, size_t cap)
{
    cit_event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = type;
    ev.player = player;
    ev.other = other;
    ev.spot = -1;
    ev.count = count;
    ev.points = 3;
    ev.reason = reason;
    gui_log_ref ref;
    memset(&ref, 0, sizeof ref);
    buf[0] = 0;
    if (!mod->event_line(a->game, gui_game_engine(a->game), &ev, buf, cap, &ref))
        buf[0] = 0;
}

/* A line about two seats or about the person's goods: "You pay Bedřich", "Bedřich pays you", "You
   take 2 wine tokens"; it never names Anna (the person at this screen), names Bedřich when he is
   in it, and is its language's own words (not the English line). */
typedef struct {
    const char *what;
    const gui_module *mod; /* NULL: the bazaar's payment (its own call) */
    int type, player, other, names_other;
    int count, reason; /* 0: 2 and the goods' majority */
} seat_case;

static void seat_line(gui_app *a, const seat_case *c, char *buf, size_t cap)
{
    if (!c->mod) {
        if (c->type == CIT_EV_BAZAAR_PAY) {
            cit_event ev;
            memset(&ev, 0, sizeof ev);
            ev.type = CIT_EV_BAZAAR_PAY;
            ev.player = c->player;
            ev.other = c->other;
            ev.points = 3;
            if (!gui_bazaar_event_words(gui_game_engine(a->game), a->game->you, &ev, buf, cap))
                buf[0] = 0;
        } else /* the Buy and Sell buttons' flow of points */
            gui_bazaar_pay_words(gui_game_engine(a->game), a->game->you, c->player, c->other, 3, buf, cap);
        return;
    }
    module_line(a, c->mod, c->type, c->player, c->other, c->count ? c->count : 2,
                c->reason ? c->reason : CIT_SCORE_TRADERS_GOODS, buf, cap);
}

/* "you", "You", "your" or "Your" as a word: in English every one of these lines has it, and a
   translated line never does (it would be the English words left in). */
static int says_you(const char *s)
{
    for (const char *t = s; (t = strstr(t, "ou")) != NULL; t++)
        if (t > s && (t[-1] == 'y' || t[-1] == 'Y') && (t - 1 == s || t[-2] == ' ') &&
            (t[2] == ' ' || t[2] == 0 || (t[2] == 'r' && (t[3] == ' ' || t[3] == 0))))
            return 1;
    return 0;
}

/* A line is right for the person at the screen (Anna): it never names her, names Bedřich when
   `other` says he is in it, has no unfilled %, and says "you" in English only (a translated
   line in English words would). */
static int spoken_to(const char *said, int lang, int other)
{
    return said[0] && !strstr(said, "Anna") && !strstr(said, "%") && (!other || strstr(said, "Bedřich")) &&
           says_you(said) == (lang == 0);
}

static void two_seats_and_goods(gui_app *a)
{
    const seat_case cases[] = {
        {"tower capture by you", &gui_tower_module, CIT_EV_TOWER_CAPTURE, 0, 1, 1, 0, 0},
        {"tower capture of yours", &gui_tower_module, CIT_EV_TOWER_CAPTURE, 1, 0, 1, 0, 0},
        {"tower sends your own home", &gui_tower_module, CIT_EV_TOWER_CAPTURE, 0, 0, 0, 0, 0},
        {"exchange by you", &gui_tower_module, CIT_EV_TOWER_EXCHANGE, 0, 1, 1, 0, 0},
        {"exchange with you", &gui_tower_module, CIT_EV_TOWER_EXCHANGE, 1, 0, 1, 0, 0},
        {"ransom paid by you", &gui_tower_module, CIT_EV_TOWER_RANSOM, 0, 1, 1, 0, 0},
        {"ransom paid to you", &gui_tower_module, CIT_EV_TOWER_RANSOM, 1, 0, 1, 0, 0},
        {"bazaar payment by you", NULL, CIT_EV_BAZAAR_PAY, 0, 1, 1, 0, 0},
        {"bazaar payment to you", NULL, CIT_EV_BAZAAR_PAY, 1, 0, 1, 0, 0},
        {"Buy: you pay", NULL, 0, 0, 1, 1, 0, 0},
        {"Sell: paid to you", NULL, 0, 1, 0, 1, 0, 0},
        {"your goods", &gui_traders_module, CIT_EV_TRADERS_GOODS, 0, 0, 0, 0, 0},
        {"your builder", &gui_traders_module, CIT_EV_TRADERS_FIGURE, 0, 0, 0, 0, 0},
        {"your builder home", &gui_traders_module, CIT_EV_TRADERS_HOME, 0, 0, 0, 0, 0},
        {"your majority", &gui_traders_module, CIT_EV_SCORE, 0, 0, 0, 0, 0},
        {"the dragon eats yours", &gui_dragon_module, CIT_EV_DRAGON_ATE, 0, 0, 0, 1, 0},
        {"the dragon eats two of yours", &gui_dragon_module, CIT_EV_DRAGON_ATE, 0, 0, 0, 2, 0},
        {"the princess sends yours home", &gui_dragon_module, CIT_EV_PRINCESS, 0, 1, 0, 1, 0},
        {"the fairy's point", &gui_dragon_module, CIT_EV_SCORE, 0, 0, 0, 1, CIT_SCORE_FAIRY_FEATURE},
        {"your mayor", &gui_abbey_module, CIT_EV_ABBEY_MAYOR, 0, 0, 0, 0, 0},
        {"your wagon", &gui_abbey_module, CIT_EV_ABBEY_WAGON, 0, 0, 0, 0, 0},
        {"your wagon rolls on", &gui_abbey_module, CIT_EV_ABBEY_WAGON, 0, 0, 0, 1, 0},
        {"your shepherd", &gui_hills_module, CIT_EV_HILLS_SHEPHERD, 0, 0, 0, 0, 0},
        {"your shepherd's sheep", &gui_hills_module, CIT_EV_HILLS_SHEEP, 0, 0, 0, 3, 0},
        {"your shepherd's wolf", &gui_hills_module, CIT_EV_HILLS_WOLF, 0, 0, 0, 0, 0},
        {"your shepherd home", &gui_hills_module, CIT_EV_HILLS_HOME, 0, 0, 0, 5, 0},
        {"your flock gathered", &gui_hills_module, CIT_EV_SCORE, 0, 0, 0, 0, CIT_SCORE_HILLS_FLOCK},
        {"your big top points", &gui_bigtop_module, CIT_EV_SCORE, 0, 0, 0, 0, CIT_SCORE_BIGTOP_CIRCUS},
        {"your acrobats' points", &gui_bigtop_module, CIT_EV_SCORE, 0, 0, 0, 0, CIT_SCORE_BIGTOP_ACROBATS},
        {"your ringmaster's points", &gui_bigtop_module, CIT_EV_SCORE, 0, 0, 0, 0, CIT_SCORE_BIGTOP_RINGMASTER},
        {"your ringmaster", &gui_bigtop_module, CIT_EV_BIGTOP_RINGMASTER, 0, 0, 0, 0, 0},
        {"your castle's points", &gui_castles_module, CIT_EV_SCORE, 0, 0, 0, 0, CIT_SCORE_CASTLE},
        {"your watchman's points", &gui_city_module, CIT_EV_SCORE, 0, 0, 0, 0, CIT_SCORE_CITY_WATCHMAN},
        /* count: the owners' seats, Anna's alone and hers with Bedřich's */
        {"your inn road not finished", &gui_inns_module, CIT_EV_INNS_UNFINISHED, 0, 0, 0, 1, 0},
        {"your and Bedřich's inn road", &gui_inns_module, CIT_EV_INNS_UNFINISHED, 0, 0, 1, 3, 0},
        {"your acrobat home", &gui_bigtop_module, CIT_EV_BIGTOP_HOME, 0, 0, 0, 1, 0},
        {"your acrobats home", &gui_bigtop_module, CIT_EV_BIGTOP_HOME, 0, 0, 0, 2, 0},
    };
    int ncases = (int)(sizeof cases / sizeof cases[0]);
    for (int i = 0; i < ncases; i++) {
        char said[200];
        for (int lang = 0; lang < NLANG; lang++) {
            CHECK(gui_i18n_set(languages[lang]));
            seat_line(a, &cases[i], said, sizeof said);
            int right = spoken_to(said, lang, cases[i].names_other);
            CHECK(right);
            if (!right)
                fprintf(stderr, "  %s, %s: '%s'\n", languages[lang], cases[i].what, said);
        }
    }
    /* The computer's own goods keep its name. */
    char theirs[200];
    gui_i18n_set("en");
    module_line(a, &gui_traders_module, CIT_EV_TRADERS_GOODS, 1, 1, 2, 0, theirs, sizeof theirs);
    CHECK(strstr(theirs, "Bedřich") != NULL);
}

/* A game of Anna (a person) against the computer Bedřich with the barn, as
   tests/scenarios/abbey-barn-placed-scores-farmers.scn: her barn question pending, or with
   `more` moves after it. */
static gui_app *barn_table(const char *name, const char *more)
{
    char text[1024];
    snprintf(text, sizeof text,
             "citadela-save 2\nmode classic\noption abbey 1\noption barn 1\nseed 1\nplayer human 0 Anna\n"
             "player ai-easy 1 Bedřich\ntiles D U E E E E B\nmove place U 1,0 r0 f2\nmove place E 0,1 r2\n"
             "move place E 0,2 r0\nmove place E 1,2 r0\nmove place E 1,1 r2\n%send\n",
             more);
    gui_app *a = harness_open_save(GUI_LANG_EN, name, text);
    if (a)
        frames(a, 2);
    return a;
}

/* The barn's lines: a placed barn and the farmers it scores, either of them Anna's or both
   ("Your barn: Bedřich's farmers", "Bedřich's barn: your farmers", "Your barn: your farmers"),
   farmers joined to a barn, and the barns' points at the end; in every language. */
static void barn_lines(void)
{
    gui_app *a = barn_table("you-barn", "");
    if (!a)
        return;
    CHECK(cit_game_pending(gui_game_engine(a->game)).decision == CIT_DECIDE_BARN && gui_game_is_you(a->game, 0));
    static const struct {
        const char *what;
        int barn, player, reason, names_other; /* barn: whose barn was put first (-1: none) */
    } cases[] = {
        {"your barn, Bedřich's farmers", 0, 1, CIT_SCORE_FINAL, 1},
        {"Bedřich's barn, your farmers", 1, 0, CIT_SCORE_FINAL, 1},
        {"your barn, your farmers", 0, 0, CIT_SCORE_FINAL, 0},
        {"your farmers joined to a barn", -1, 0, CIT_SCORE_COMPLETED, 0},
        {"your barn's points at the end", -1, 0, CIT_SCORE_ABBEY_BARN, 0},
    };
    for (int i = 0; i < (int)(sizeof cases / sizeof cases[0]); i++)
        for (int lang = 0; lang < NLANG; lang++) {
            CHECK(gui_i18n_set(languages[lang]));
            char said[200];
            if (cases[i].barn >= 0) /* the barn's own line first: it tells whose barn scores */
                module_line(a, &gui_abbey_module, CIT_EV_ABBEY_BARN, cases[i].barn, 0, 0, 0, said, sizeof said);
            cit_event ev;
            memset(&ev, 0, sizeof ev);
            ev.type = CIT_EV_SCORE;
            ev.player = cases[i].player;
            ev.spot = -1;
            ev.points = 6;
            ev.reason = cases[i].reason;
            ev.feature_kind = CIT_FEAT_FIELD;
            gui_log_ref ref;
            memset(&ref, 0, sizeof ref);
            if (!gui_abbey_module.event_line(a->game, gui_game_engine(a->game), &ev, said, sizeof said, &ref))
                said[0] = 0;
            int right = spoken_to(said, lang, cases[i].names_other);
            CHECK(right);
            if (!right)
                fprintf(stderr, "  %s, %s: '%s'\n", languages[lang], cases[i].what, said);
        }
    gui_i18n_set("en");
    gui_app_free(a);
}

/* A feature's hover as the person at the screen sees it (the tooltip's line): her barn in a
   field and her builder on a road are "your barn", "your builder", and she is "you" among the
   holders; never her name, in every language. */
static void hover_line(gui_app *a, const char *what, int x, int y, int spot)
{
    for (int lang = 0; lang < NLANG; lang++) {
        CHECK(gui_i18n_set(languages[lang]));
        char said[256];
        gui_feature_line_seen(gui_game_engine(a->game), a->game->you, x, y, spot, 0, 1, -1, -1, said, sizeof said);
        int right = spoken_to(said, lang, 0);
        CHECK(right);
        if (!right)
            fprintf(stderr, "  %s, %s: '%s'\n", languages[lang], what, said);
    }
    gui_i18n_set("en");
}

static void hovers(void)
{
    gui_app *a = barn_table("you-barn-hover", "move barn nw\n");
    if (a) {
        const cit_game *e = gui_game_engine(a->game);
        cit_placed_tile pc[2];
        CHECK(cit_game_parts_at(e, 1, 1, pc) == 1 && gui_game_is_you(a->game, 0));
        hover_line(a, "your barn in the field", 1, 1, cit_game_port_features(e, pc[0].tile, pc[0].rot)[3 * 3 + 2]);
        gui_app_free(a);
    }
    /* as tests/scenarios/traders-builder-double-turn.scn: Anna's builder joins her road */
    a = harness_open_save(GUI_LANG_EN, "you-builder",
                          "citadela-save 2\nmode classic\noption traders 1\noption builder 1\nseed 1\n"
                          "player human 0 Anna\nplayer ai-easy 1 Bedřich\ntiles D U U U E U U W W\n"
                          "move place U 1,0 r0 f0\nmove place U -1,0 r0\nmove place U 2,0 r0\n"
                          "move figure builder f0\nend\n");
    if (a) {
        frames(a, 2);
        cit_feature_part at;
        CHECK(cit_game_traders_figure(gui_game_engine(a->game), 0, CIT_TRADERS_BUILDER, &at));
        hover_line(a, "your builder on your road", 1, 0, 0);
        gui_app_free(a);
    }
}

/* The Count's deploy line with the big follower among the followers sent (Inns & Cathedrals with
   the Count, as tests/scenarios/inns-with-count.scn): "You deploy 2 from the castle quarter, your
   big follower among them" for Anna against the computer, in every language. */
static void count_deploy(void)
{
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    cit_setup su = two_players(11);
    su.players[1].kind = CIT_SEAT_AI_EASY;
    static const char *const on[] = {"count", "inns", "big_follower"};
    for (size_t k = 0; k < sizeof on / sizeof on[0]; k++)
        CHECK(cit_option_set(&su.opt, cit_option_find(on[k], strlen(on[k])), 1));
    if (!a || gui_app_start_game(a, &su) != 0 || !a->game) {
        CHECK(0);
        gui_app_free(a);
        return;
    }
    const cit_game *e = gui_game_engine(a->game);
    int big = cit_game_follower_named(e, "big");
    CHECK(big > 0 && gui_game_is_you(a->game, 0));
    cit_event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = CIT_EV_DEPLOY;
    ev.player = 0;
    ev.count = 2;
    ev.quarter = CIT_QUARTER_CASTLE;
    ev.rot = (uint8_t)(big > 0 ? 1u << (big - 1) : 0);
    for (int lang = 0; lang < NLANG; lang++) {
        CHECK(gui_i18n_set(languages[lang]));
        char said[256];
        if (!gui_count_event_words(e, a->game->you, &ev, said, sizeof said))
            said[0] = 0;
        int right = spoken_to(said, lang, 0);
        CHECK(right);
        if (!right)
            fprintf(stderr, "  %s, your big follower deployed: '%s'\n", languages[lang], said);
    }
    gui_i18n_set("en");
    gui_app_free(a);
}

/* The header and the tower's bar in every language: "You decide" and "Drag a tower piece..." to
   the one person against the computer; "Anna decides" and "Anna: drag..." at a hot seat. */
static void tower_bar_in_every_language(void)
{
    for (int computer = 1; computer >= 0; computer--) {
        gui_app *a = tower_step(computer);
        if (!a)
            continue;
        CHECK(a->game->pend.player == 0 && gui_game_is_you(a->game, 0) == computer);
        /* Her tower piece in the history: "You build the tower" / "Anna builds the tower". */
        CHECK(harness_logged(a, computer ? "  You build the tower" : "  Anna builds the tower", a->game->nlog));
        CHECK(!harness_logged(a, computer ? "Anna builds" : "You build", a->game->nlog));
        for (int lang = 0; lang < NLANG; lang++) {
            CHECK(gui_i18n_set(languages[lang]));
            char header[200], named[200];
            gui_turn_words(GUI_SCENE_CTX(a), header, sizeof header);
            const char *you = gui_word_seat(&tower_text[TOWER_BAR_STEP], 1);
            gui_subst(named, sizeof named, gui_word_seat(&tower_text[TOWER_BAR_STEP], 0), "Anna", NULL, NULL);
            int right = computer ? !strstr(header, "Anna") && drawn_first(a, you) && !strstr(you, "Anna")
                                 : strstr(header, "Anna") && drawn_first(a, named) && !drawn_first(a, you);
            CHECK(right);
            if (!right)
                fprintf(stderr, "  %s, %s: header '%s', bar should begin '%.40s'\n", languages[lang],
                        computer ? "against the computer" : "hot seat", header, computer ? you : named);
        }
        gui_i18n_set("en");
        if (computer) {
            bazaar_bids(a);
            two_seats_and_goods(a);
        }
        gui_app_free(a);
    }
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("test_you_gui", "you") != 0)
        return 1;
    for (int lang = 0; lang < GUI_LANG_COUNT; lang++) {
        against_the_computer(lang);
        hot_seat(lang);
        host_form_help(lang);
    }
    tower_bar_in_every_language();
    barn_lines();
    hovers();
    count_deploy();
    harness_finish();
    printf("you: %d passed, %d failed\n", passed, failed);
    return failed != 0;
}
