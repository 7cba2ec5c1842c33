/* The table configurations the network tests play: every mode and expansion by option
   name (the network layer and its tests name no rules module). */
#ifndef CIT_NET_MODES_H
#define CIT_NET_MODES_H
#include <stdlib.h>
#include <string.h>

#include "engine.h"

typedef struct {
    const char *name;
    const char *mode;     /* "classic" or "city" */
    const char *opts[12]; /* options switched on (NULL after the last) */
    int max_players;
} net_test_mode;

static const net_test_mode NET_TEST_MODES[] = {
    {"base", "classic", {NULL}, 6},
    {"count", "classic", {"count", NULL}, 6},
    {"bcb", "classic", {"bridges", "castles", "bazaar", NULL}, 6},
    {"halflings", "classic", {"halflings", NULL}, 6},
    {"draft", "classic", {"halflings", "halflings_draft", NULL}, 6},
    {"city", "city", {NULL}, 4},
};
#define NET_TEST_NMODES ((int)(sizeof NET_TEST_MODES / sizeof NET_TEST_MODES[0]))

/* Every other expansion, and the whole Big Box: played through the engine's views
   (net_views: no module may add hidden information the views do not keep;
   docs/protocol.md) and over loopback sockets (net_loopback); the server's load test and
   the window's network test keep to the list above. */
static const net_test_mode NET_VIEW_MODES[] = {
    {"river", "classic", {"river", NULL}, 6},
    {"inns", "classic", {"inns", "big_follower", NULL}, 6},
    {"traders", "classic", {"traders", "builder", "pig", NULL}, 6},
    {"tower", "classic", {"tower", NULL}, 6},
    {"dragon", "classic", {"dragon", NULL}, 6},
    {"abbey", "classic", {"abbey", "mayor", "wagon", "barn", NULL}, 6},
    /* the shepherd's bag and the big top's tokens: chances the host reveals as drawn */
    {"hills", "classic", {"hills_sheep", "shepherd", NULL}, 6},
    {"hills-halflings", "classic", {"hills_sheep", "shepherd", "halflings", NULL}, 6},
    {"bigtop", "classic", {"bigtop", "circus", "acrobats", "ringmaster", NULL}, 6},
    {"bigbox", "classic", {"river", "inns", "big_follower", "traders", "builder", "pig", "dragon", "tower", "abbey",
                           "mayor", "wagon", "barn"}, 6},
};
#define NET_VIEW_NMODES ((int)(sizeof NET_VIEW_MODES / sizeof NET_VIEW_MODES[0]))

/* A set-up of mode m for n players with seed `seed`; returns 0 if the engine refuses. */
static inline int net_test_setup_mode(cit_setup *su, const net_test_mode *m, int n, uint64_t seed) {
    cit_setup_default(su, n, seed);
    int mode = cit_mode_find(m->mode, strlen(m->mode));
    if (mode < 0) return 0;
    su->mode = (uint8_t)mode;
    for (int i = 0; i < 12 && m->opts[i]; i++) {
        int id = cit_option_find(m->opts[i], strlen(m->opts[i]));
        if (id < 0 || !cit_option_set(&su->opt, id, 1)) return 0;
    }
    return 1;
}

/* The same for mode k of NET_TEST_MODES. */
static inline int net_test_setup(cit_setup *su, int k, int n, uint64_t seed) {
    return net_test_setup_mode(su, &NET_TEST_MODES[k], n, seed);
}

/* A creator's table for `create`: the base game for `players` with `seed`, as the save
   text (malloc'd, *len its length; NULL if the engine refuses). */
static inline char *net_test_setup_text(uint64_t seed, int players, size_t *len) {
    cit_setup su;
    if (!net_test_setup(&su, 0, players, seed)) return NULL;
    cit_session *s = cit_session_new(&su, NULL);
    *len = s ? cit_session_save(s, NULL, 0) : 0;
    char *text = s ? malloc(*len + 1) : NULL;
    if (text) cit_session_save(s, text, *len + 1);
    cit_session_free(s);
    return text;
}

#endif
