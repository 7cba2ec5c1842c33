/* The Tower's and the Count's sentences about a kind they have never heard of: the scout
   (tests/modules/scout) with its gui_figure (gui_scout.c), its names in English only. Every
   line takes the scout's own name from its declaration, in a language with a catalogue too
   (the names fall back to the English msgid, as gettext does), and no line names a follower
   instead. The scout's GUI registry (gui_registry.c) is linked in place of
   gui/modules/registry.c and, for the engine, its registry before libengine.a. */
#include "app/gettext.h"
#include "app/i18n.h"
#include "modules/gui_module.h"
#include "modules/count/count.h"
#include "modules/count/count_words.h"
#include "modules/tower/tower.h"
#include "modules/tower/tower_view.h"
#include "mod_scout.h"
#include "gui_scout.h"

#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "../../../gui/count_check.h"

typedef struct {
    const char *lang;
    const char *want[9];
} scout_case;

/* Capture, take back, ransom, the ransom dialog's line; send from a quarter, its history
   line, into a quarter, its history line, the portal's choice. */
static const scout_case cases[] = {
    {"en",
     {"Capture ?'s scout (1,0)", "Take back your scout", "Pay Anna 3 points to free your scout",
      "Anna holds your scout: pay 3 to free it", "Send from the Market: the scout and 1 more",
      "  Anna deploys 3 from the Market (the scout among them)", "The scout into the Cathedral",
      "  Anna: the scout into the Cathedral", "Scout"}},
    {"cs",
     {"?: zajmout scout (1,0)", "Vzít zpět your scout",
      "Zaplatit 3 body za scout (dostane je Anna)", "Anna drží your scout: vykupte it za 3",
      "Poslat ze čtvrti Tržiště: the scout a 1 další", "  Anna nasazuje 3 ze čtvrti Tržiště (z toho the scout)",
      "The scout do čtvrti Katedrála", "  Anna: the scout do čtvrti Katedrála", "Scout"}},
};

/* The nine lines for game g's scout (kind), in the language set; no follower stands at 1,0, so
   the capture names its owner "?". */
static void scout_lines(cit_game *g, int kind, char out[9][200])
{
    cit_move m = {0};
    m.type = CIT_MOVE_TOWER_CAPTURE, m.x = 1, m.y = 0, m.spot = 0, m.arg0 = CIT_CAPTURE_PART, m.arg1 = (uint8_t)kind;
    gui_tower_move_words(g, &m, out[0], sizeof out[0]);
    m = (cit_move){0};
    m.type = CIT_MOVE_TOWER_EXCHANGE, m.arg0 = (uint8_t)kind;
    gui_tower_move_words(g, &m, out[1], sizeof out[1]);
    m = (cit_move){0};
    m.type = CIT_MOVE_TOWER_RANSOM, m.arg0 = 1, m.arg1 = (uint8_t)kind;
    gui_tower_move_words(g, &m, out[2], sizeof out[2]);
    gui_tower_held_line(g, kind, 1, "Anna", out[3], sizeof out[3]);
    uint8_t rot = (uint8_t)(1u << (kind - 1));
    m = (cit_move){0};
    m.type = CIT_MOVE_COUNT_DEPLOY, m.arg0 = CIT_QUARTER_MARKET, m.arg1 = 1, m.rot = rot;
    gui_count_move_words(g, &m, out[4], sizeof out[4]);
    cit_event e = {0};
    e.type = CIT_EV_DEPLOY, e.player = 0, e.count = 3, e.quarter = CIT_QUARTER_MARKET, e.rot = rot;
    gui_count_event_words(g, -1, &e, out[5], sizeof out[5]);
    m = (cit_move){0};
    m.type = CIT_MOVE_COUNT_QUARTER, m.arg0 = CIT_QUARTER_CATHEDRAL, m.rot = rot;
    gui_count_move_words(g, &m, out[6], sizeof out[6]);
    e.type = CIT_EV_QUARTER, e.quarter = CIT_QUARTER_CATHEDRAL;
    gui_count_event_words(g, -1, &e, out[7], sizeof out[7]);
    SDL_strlcpy(out[8], gui_figure_name(g, kind, GUI_FIGNAME_TITLE), sizeof out[8]);
}

int main(void)
{
    cit_setup s;
    cit_setup_default(&s, 2, 1);
    s.opt.v[CIT_OPT_TOWER] = s.opt.v[CIT_OPT_COUNT] = s.opt.v[CIT_OPT_SCOUT] = 1;
    SDL_strlcpy(s.players[0].name, "Anna", sizeof s.players[0].name);
    cit_game *g = cit_game_new(&s, NULL, 0, NULL);
    CHECK(g != NULL);
    int kind = g ? cit_game_follower_named(g, "scout") : 0;
    CHECK(kind > 0 && gui_figure_of(g, kind) == &gui_scout_figures[0]);
    for (size_t c = 0; kind > 0 && c < sizeof cases / sizeof cases[0]; c++) {
        CHECK(gui_i18n_set(cases[c].lang) || strcmp(cases[c].lang, "en") == 0);
        char out[9][200];
        scout_lines(g, kind, out);
        for (int i = 0; i < 9; i++) {
            CHECK(strcmp(out[i], cases[c].want[i]) == 0);
            if (strcmp(out[i], cases[c].want[i]) != 0)
                fprintf(stderr, "  %s line %d: \"%s\", want \"%s\"\n", cases[c].lang, i, out[i], cases[c].want[i]);
        }
    }
    gui_i18n_set("en");
    cit_game_free(g);
    printf("scout_words: %d passed, %d failed\n", passed, failed);
    return failed != 0;
}
