/* Unit tests of the registry of tile words: each module's words reach the parser, no two
   modules claim one bit or give one word two meanings, every kind past the base game's
   is named by a module. */
#include <string.h>

#include "catalog.h"
#include "unit.h"
#include "modules/bridges/bridges.h"
#include "modules/city/city.h"
#include "modules/count/count.h"
#include "modules/halflings/halflings.h"
#include "modules/inns/inns.h"
#include "modules/river/river.h"

static cit_tileset set;

static cit_parse_status parse(const char *text, cit_parse_error *err) { return unit_parse_tiles(&set, text, err); }

typedef void (*word_visit)(const cit_tile_words *tw, const cit_tile_word *w, void *ctx);

static void each_word(word_visit visit, void *ctx) {
    for (int m = 0; m < CIT_TILE_WORD_TABLES; m++) {
        const cit_tile_words *tw = cit_tile_word_tables[m];
        for (int i = 0; tw && i < tw->nwords; i++) visit(tw, &tw->words[i], ctx);
    }
}

/* Bits of tile and feature flags claimed so far, and by which module. */
typedef struct {
    const char *tile_owner[32], *feat_owner[8];
    int words;
} claims;

static int set_bits(int place) {
    return place == CIT_WORD_TILE || place == CIT_WORD_NAMED || place == CIT_WORD_SET ||
           place == CIT_WORD_FEATURE;
}

static void claim_bits(const cit_tile_words *tw, const cit_tile_word *w, void *ctx) {
    claims *c = ctx;
    c->words++;
    assert_non_null(w->word);
    assert_true(w->word[0] != '\0');
    assert_true(w->place <= CIT_WORD_KIND);
    if (!set_bits(w->place)) return;
    assert_true(w->value != 0);
    int feature = w->place == CIT_WORD_FEATURE;
    if (feature) assert_true(w->value < 0x100u); /* cit_feature_def.flags is a byte */
    else assert_false(w->value & CIT_TF_START); /* the core's own bit */
    for (int b = 0; b < (feature ? 8 : 32); b++) {
        if (!(w->value >> b & 1)) continue;
        const char **owner = feature ? &c->feat_owner[b] : &c->tile_owner[b];
        if (*owner && strcmp(*owner, tw->module) != 0) fail_msg("bit %d claimed by %s and %s", b, *owner, tw->module);
        *owner = tw->module;
    }
}

/* No two modules share a flag bit (one module may set several bits with one word, and
   two of its words may share one: `historic` is `public` too). */
static void modules_claim_distinct_bits(void **state) {
    (void)state;
    claims c;
    memset(&c, 0, sizeof c);
    each_word(claim_bits, &c);
    assert_true(c.words >= 25); /* the nine modules' words of 2026-11-27 */
}

static void same_meaning(const cit_tile_words *tw, const cit_tile_word *w, void *ctx) {
    (void)tw;
    (void)ctx;
    /* the first registration the parser finds is the one it uses: any other must agree */
    const cit_tile_word *found = cit_tile_word_find(w->place, w->word, strlen(w->word));
    assert_non_null(found);
    assert_int_equal(found->value, w->value);
}

/* A word two modules register in one place (grain: a market's and a city's goods) names
   one value; a word means one thing wherever the parser meets it. */
static void a_shared_word_means_one_thing(void **state) {
    (void)state;
    each_word(same_meaning, NULL);
    assert_non_null(cit_tile_word_find(CIT_WORD_GOODS, "grain", 5));
    assert_null(cit_tile_word_find(CIT_WORD_TILE, "grain", 5));
    assert_null(cit_tile_word_find(CIT_WORD_TILE, "road", 4)); /* the core's words are its own */
}

/* Every kind past the base game's four has a module's word, and the parser reads it. */
static void every_kind_is_named(void **state) {
    (void)state;
    for (int k = 0; k < CIT_FEAT_KIND_COUNT; k++) {
        const char *name = cit_feature_kind_name(k);
        assert_string_not_equal(name, "?");
        if (k < CIT_FEAT_STREET) continue;
        const cit_tile_word *w = cit_tile_word_find(CIT_WORD_KIND, name, strlen(name));
        assert_non_null(w);
        assert_int_equal(w->value, k);
    }
    assert_string_equal(cit_feature_kind_name(CIT_FEAT_RIVER), "river");
    assert_string_equal(cit_feature_kind_name(CIT_FEAT_KIND_COUNT), "?");
}

/* Each place a module's word may stand reaches the parser through the registry. */
static void module_words_reach_the_parser(void **state) {
    (void)state;
    cit_parse_error err;
    assert_int_equal(parse("set s bridges\ntile A\n count 1\n vineyard\n historic \"Town hall\"\n"
                           " count-city\n pos 2 1\n city Nw Nm Ne cathedral goods=wine\n"
                           " field En Es Se Sw Ws Wn\n"
                           "tile B\n count 1\n river Nm Sm\n field Nw Ws Sw Wn\n field Ne En Es Se\n",
                           &err),
                     CIT_PARSE_OK);
    const cit_tile_def *a = &set.tiles[0], *b = &set.tiles[1];
    assert_int_equal(a->flags, CIT_TF_BRIDGES | CIT_TF_VINEYARD | CIT_TF_HISTORIC | CIT_TF_PUBLIC | CIT_TF_COUNT_CITY);
    assert_string_equal(a->name, "Town hall");
    assert_int_equal(a->pos_x, 2);
    assert_int_equal(a->pos_y, 1);
    assert_int_equal(a->feat[0].flags, CIT_FF_CATHEDRAL);
    assert_int_equal(a->feat[0].goods, CIT_GOODS_WINE);
    assert_int_equal(b->flags, CIT_TF_BRIDGES);
    assert_int_equal(b->feat[0].kind, CIT_FEAT_RIVER);
    /* a word in the wrong place is no word there */
    assert_int_equal(parse("set s\ntile A\n count 1\n cathedral\n", &err), CIT_PARSE_SYNTAX);
    assert_non_null(strstr(err.message, "cathedral"));
    assert_int_equal(parse("set s vineyard\n", &err), CIT_PARSE_SYNTAX);
    assert_int_equal(parse("set s\ntile A\n count 1\n city Nw Nm Ne goods=cathedral\n", &err), CIT_PARSE_SYNTAX);
    assert_non_null(strstr(err.message, "cathedral"));
}

int unit_run_tilewords(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(modules_claim_distinct_bits),
        cmocka_unit_test(a_shared_word_means_one_thing),
        cmocka_unit_test(every_kind_is_named),
        cmocka_unit_test(module_words_reach_the_parser),
    };
    extern int unit_test_count;
    unit_test_count += (int)(sizeof tests / sizeof tests[0]);
    return cmocka_run_group_tests_name("tilewords", tests, NULL, NULL);
}
