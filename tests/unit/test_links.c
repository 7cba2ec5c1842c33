/* The wagon's links (link=, RULES.md §11) of every tile of every set, against each tile's
   own features: what they join must touch on the tile, and where the rule is plain from
   the features alone (a crossing, a cloister, a lone road ending at a city), the links
   must be there. */
#include <string.h>

#include "catalog.h"
#include "unit.h"

static cit_tileset set;

static int is_dead_end(const cit_feature_def *f) {
    return f->kind == CIT_FEAT_ROAD && __builtin_popcount(f->ports) == 1;
}

static int sides_of(const cit_feature_def *f) {
    int n = 0;
    for (int side = 0; side < 4; side++) n += (f->ports >> (side * 3) & 7u) != 0;
    return n + ((f->ports >> CIT_PORT_DN & 7u) != 0);
}

/* Whether a wagon may pass between a and b on this tile: two roads that end on it (at
   one crossing), a road that ends on it and a city (at its gate) or a cloister (at its
   door), a cloister and a city that reaches round it (the middle of the tile). */
static int touch(const cit_feature_def *a, const cit_feature_def *b) {
    if (a->kind > b->kind) {
        const cit_feature_def *t = a;
        a = b;
        b = t;
    }
    if (a->kind == CIT_FEAT_ROAD) {
        if (!is_dead_end(a)) return 0;
        if (b->kind == CIT_FEAT_ROAD) return is_dead_end(b);
        return b->kind == CIT_FEAT_CITY || b->kind == CIT_FEAT_CLOISTER;
    }
    if (a->kind == CIT_FEAT_CITY && b->kind == CIT_FEAT_CLOISTER) return sides_of(a) >= 2;
    return 0;
}

/* The art says where a lone dead end stops when it is not at a city (or where dead ends
   stop that do not meet at a crossing: a tower's foundation). */
static int ends_elsewhere(const cit_tile_def *t) {
    static const char *const places[] = {"road-end=house", "road-end=bazaar", "road-end=market",
                                         "road-end=building", "road-end=tower", "cottage="};
    for (size_t i = 0; i < sizeof places / sizeof places[0]; i++)
        if (strstr(t->art, places[i])) return 1;
    return 0;
}

/* Checks one tile; returns how many links it has (each pair once). */
static int check_tile(const cit_tile_def *t) {
    int links = 0, cloister = -1, dead = 0, cities = 0;
    for (int f = 0; f < t->nfeat; f++) {
        const cit_feature_def *a = &t->feat[f];
        if (a->kind == CIT_FEAT_CLOISTER) cloister = f;
        dead += is_dead_end(a);
        cities += a->kind == CIT_FEAT_CITY;
        assert_false(a->links >> t->nfeat); /* names a feature of this tile */
        assert_false(a->links >> f & 1);    /* never itself */
        for (int g = 0; g < t->nfeat; g++) {
            if (!(a->links >> g & 1)) continue;
            if (!(t->feat[g].links >> f & 1)) fail_msg("%s: link %d-%d is one-way", t->id, f, g);
            if (!touch(a, &t->feat[g])) fail_msg("%s: features %d and %d do not touch", t->id, f, g);
            links += g > f;
        }
    }
    for (int f = 0; f < t->nfeat; f++) {
        const cit_feature_def *a = &t->feat[f];
        if (!is_dead_end(a)) continue;
        if (cloister >= 0 && !(a->links >> cloister & 1))
            fail_msg("%s: road %d ends at the cloister but is not linked to it", t->id, f);
        for (int g = 0; g < t->nfeat && cloister < 0 && dead >= 3 && !ends_elsewhere(t); g++)
            if (g != f && is_dead_end(&t->feat[g]) && !(a->links >> g & 1))
                fail_msg("%s: roads %d and %d meet at the crossing but are not linked", t->id, f, g);
        if (cloister < 0 && dead == 1 && cities > 0 && !ends_elsewhere(t)) {
            int to_city = 0;
            for (int g = 0; g < t->nfeat; g++) to_city |= (a->links >> g & 1) && t->feat[g].kind == CIT_FEAT_CITY;
            if (!to_city) fail_msg("%s: its one road ends at a city but is not linked to it", t->id);
        }
    }
    return links;
}

static void every_tile_links_what_touches(void **state) {
    (void)state;
    const cit_catalog *cat = cit_catalog_builtin();
    int links = 0, tiles = 0;
    for (int t = 0; t < cat->set.ntiles; t++) {
        links += check_tile(&cat->set.tiles[t]);
        tiles += cat->set.tiles[t].count > 0;
    }
    assert_true(tiles >= 160);
    assert_true(links >= 50); /* the eight sets' links of 2026-11-27 (bridge variants too) */
}

static cit_parse_status parse(const char *text, cit_parse_error *err) { return unit_parse_tiles(&set, text, err); }

/* link= names features of the same tile, and only roads, cities and cloisters. */
static void link_names_roads_cities_and_cloisters(void **state) {
    (void)state;
    cit_parse_error err;
    assert_int_equal(parse("set s\ntile A\n count 1\n cloister name=m link=s\n road name=s Sm link=m\n"
                           " field Nw Ne En Es Se Sw Ws Wn\n", &err),
                     CIT_PARSE_OK);
    assert_int_equal(set.tiles[0].feat[0].links, 1u << 1);
    assert_int_equal(set.tiles[0].feat[1].links, 1u << 0);
    assert_int_equal(parse("set s\ntile A\n count 1\n cloister name=m link=x\n road name=s Sm\n"
                           " field Nw Ne En Es Se Sw Ws Wn\n", &err),
                     CIT_PARSE_SEMANTIC);
    assert_non_null(strstr(err.message, "link=x"));
    assert_int_equal(err.line, 4);
    assert_int_equal(parse("set s\ntile A\n count 1\n cloister name=m\n road name=s Sm\n"
                           " field name=f Nw Ne En Es Se Sw Ws Wn link=m\n", &err),
                     CIT_PARSE_SYNTAX);
    assert_int_equal(parse("set s\ntile A\n count 1\n cloister name=m link=f\n road name=s Sm\n"
                           " field name=f Nw Ne En Es Se Sw Ws Wn\n", &err),
                     CIT_PARSE_SEMANTIC);
    assert_non_null(strstr(err.message, "no road, city or cloister"));
}

int unit_run_links(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_tile_links_what_touches),
        cmocka_unit_test(link_names_roads_cities_and_cloisters),
    };
    extern int unit_test_count;
    unit_test_count += (int)(sizeof tests / sizeof tests[0]);
    return cmocka_run_group_tests_name("links", tests, NULL, NULL);
}
