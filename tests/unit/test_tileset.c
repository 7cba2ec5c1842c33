/* Unit tests of the tile-file parser, the catalogue tables and the text formatter. */
#include <stdio.h>
#include <string.h>

#include "catalog.h"
#include "textfmt.h"
#include "unit.h"
#include "modules/bridges/bridges.h"

int unit_test_count;

static cit_tileset set;

cit_parse_status unit_parse_tiles(cit_tileset *ts, const char *text, cit_parse_error *err) {
    memset(ts, 0, sizeof *ts);
    return cit_tileset_parse(ts, text, strlen(text), err);
}

static cit_parse_status parse(const char *text, cit_parse_error *err) { return unit_parse_tiles(&set, text, err); }

static void parses_a_tile(void **state) {
    (void)state;
    cit_parse_error err;
    assert_int_equal(parse("set base\ntile D\n count 4\n start\n city name=c Nw Nm Ne\n road Wm Em\n"
                           " field Wn En touches=c\n field Es Se Sw Ws\n", &err), CIT_PARSE_OK);
    assert_int_equal(set.ntiles, 1);
    const cit_tile_def *t = &set.tiles[0];
    assert_string_equal(t->id, "D");
    assert_string_equal(t->set, "base");
    assert_int_equal(t->count, 4);
    assert_true(t->flags & CIT_TF_START);
    assert_int_equal(t->nfeat, 4);
    assert_int_equal(t->feat[2].touches, 1u << 0);
    assert_int_equal(cit_tile_edge_type(t, CIT_SIDE_N), CIT_EDGE_CITY);
    assert_int_equal(cit_tile_edge_type(t, CIT_SIDE_E), CIT_EDGE_ROAD);
    assert_int_equal(cit_tile_edge_type(t, CIT_SIDE_S), CIT_EDGE_FIELD);
}

static void reports_line_and_reason(void **state) {
    (void)state;
    cit_parse_error err;
    assert_int_equal(parse("tile A\n count 2\n road Sm Xx\n", &err), CIT_PARSE_SYNTAX);
    assert_int_equal(err.line, 3);
    assert_non_null(strstr(err.message, "Xx"));
    assert_int_equal(set.ntiles, 0);
}

static void rejects_inconsistent_edges(void **state) {
    (void)state;
    cit_parse_error err;
    assert_int_equal(parse("tile Z\n count 1\n city Nw Nm\n", &err), CIT_PARSE_SEMANTIC);
    assert_non_null(strstr(err.message, "three ports"));
    assert_int_equal(parse("tile Z\n count 1\n road Nw\n", &err), CIT_PARSE_SEMANTIC);
    assert_int_equal(parse("tile Z\n road Nm\n", &err), CIT_PARSE_SEMANTIC);
    assert_non_null(strstr(err.message, "count"));
    assert_int_equal(parse("tile Z\n count 1\n field Nw touches=q\n", &err), CIT_PARSE_SEMANTIC);
    assert_int_equal(parse("tile Z\n count 1\n road Nm\n road Nm\n", &err), CIT_PARSE_SYNTAX);
    assert_int_equal(parse("tile Z\n count 1\ntile Z\n count 1\n", &err), CIT_PARSE_SEMANTIC);
    assert_int_equal(parse("tile T\n shape triangle\n count 1\n road Nm Sm\n", &err), CIT_PARSE_SEMANTIC);
    assert_int_equal(parse("tile S\n count 1\n road Dm Sm\n", &err), CIT_PARSE_SEMANTIC);
}

static void failed_parse_keeps_earlier_tiles(void **state) {
    (void)state;
    cit_parse_error err;
    assert_int_equal(parse("tile A\n count 1\n cloister\n", &err), CIT_PARSE_OK);
    const char *bad = "tile B\n count 1\n bogus\n";
    assert_int_equal(cit_tileset_parse(&set, bad, strlen(bad), &err), CIT_PARSE_SYNTAX);
    assert_int_equal(set.ntiles, 1);
}

static void rotations_move_ports(void **state) {
    (void)state;
    assert_int_equal(cit_port_rotate(CIT_PORT_NW, 1), CIT_PORT_EN);
    assert_int_equal(cit_port_rotate(CIT_PORT_WN, 1), CIT_PORT_NE);
    assert_int_equal(cit_port_opposite(CIT_PORT_NW), CIT_PORT_SW);
    assert_int_equal(cit_port_opposite(CIT_PORT_EN), CIT_PORT_WN);
    assert_int_equal(cit_port_opposite(CIT_PORT_SM), CIT_PORT_NM);
    static cit_catalog cat;
    memset(&cat, 0, sizeof cat);
    const char *text = "tile V\n count 1\n road Wm Sm\n field Wn Nw Ne En Es Se\n field Sw Ws\n"
                       "tile C\n count 1\n city Nw Nm Ne En Em Es Se Sm Sw Ws Wm Wn\n";
    assert_int_equal(cit_tileset_parse(&cat.set, text, strlen(text), NULL), CIT_PARSE_OK);
    assert_int_equal(cit_catalog_build(&cat), 1);
    /* V turned once: road W-S becomes N-W. */
    assert_int_equal(cat.edge[0][1][CIT_SIDE_N], CIT_EDGE_ROAD);
    assert_int_equal(cat.edge[0][1][CIT_SIDE_W], CIT_EDGE_ROAD);
    assert_int_equal(cat.edge[0][1][CIT_SIDE_E], CIT_EDGE_FIELD);
    assert_int_equal(cat.distinct[0], 0xF);
    assert_int_equal(cat.distinct[1], 0x1); /* C looks the same every way round */
    /* Key: road to the north only -> rotations whose N is road: 1 and 2. */
    assert_int_equal(cat.fit[0][CIT_EDGE_ROAD], (1 << 1) | (1 << 2));
}

static void formats_without_printf(void **state) {
    (void)state;
    char buf[32];
    assert_int_equal(cit_fmt(buf, sizeof buf, "%s %d %u %c%%", "ab", -42, 7u, 'x'), 11);
    assert_string_equal(buf, "ab -42 7 x%");
    assert_int_equal(cit_fmt(buf, 4, "%s", "abcdef"), 6);
    assert_string_equal(buf, "abc");
    cit_fmt(buf, sizeof buf, "%.*s|", 2, "xyz");
    assert_string_equal(buf, "xy|");
}

/* Bridge variants of triangles (Halflings with Bridges): a triangle has one leg on each
   axis (S for N-S, W for W-E at rotation 0), and carries half a bridge there exactly when
   that leg is a field: one more road feature on the leg's middle alone, its diagonal as
   it was (so it still matches its partner's), the leg now a road edge. */
static void triangle_bridge_halves(void **state) {
    (void)state;
    const cit_catalog *cat = cit_catalog_builtin();
    int halves = 0;
    for (int t = 0; t < cat->set.ntiles; t++) {
        const cit_tile_def *d = &cat->set.tiles[t];
        if (d->shape != CIT_SHAPE_TRIANGLE) continue;
        for (int axis = 0; axis < 2; axis++) {
            int leg = axis == 0 ? CIT_SIDE_S : CIT_SIDE_W, v = cat->overlay_variant[t][axis];
            assert_int_equal(v != 0, cit_tile_edge_type(d, leg) == CIT_EDGE_FIELD);
            if (!v) continue;
            halves++;
            const cit_tile_def *b = &cat->set.tiles[v];
            assert_int_equal(b->shape, CIT_SHAPE_TRIANGLE);
            assert_int_equal(b->nfeat, d->nfeat + 1);
            assert_int_equal(b->feat[d->nfeat].kind, CIT_FEAT_ROAD);
            assert_int_equal(b->feat[d->nfeat].ports, 1u << (3 * leg + 1));
            assert_int_equal(cat->variant_base[v], t);
            assert_int_equal(cat->variant_axis[v], 1 + axis);
            for (int r = 0; r < 4; r++) {
                assert_int_equal(cat->edge[v][r][(leg + r) & 3], CIT_EDGE_ROAD);
                assert_int_equal(cat->port_feat[t][r][CIT_PORT_DM], cat->port_feat[v][r][CIT_PORT_DM]);
            }
        }
    }
    assert_int_equal(halves, 18); /* halflings.tiles: 18 field legs */
    assert_true(cat->ntypes <= CIT_MAX_TILE_TYPES);
}

/* A set line may say `bridges`: every tile after it may carry a bridge, and the
   catalogue makes bridge variants for exactly those (the City of Carcassonne's and The
   City's sets say nothing, so none of their tiles gets one). Any other word is refused. */
static void set_line_says_bridges(void **state) {
    (void)state;
    cit_parse_error err;
    assert_int_equal(parse("set a bridges\ntile A\n count 1\n field Nw Ne En Es Se Sw Ws Wn\n"
                           "set b\ntile B\n count 1\n field Nw Ne En Es Se Sw Ws Wn\n", &err), CIT_PARSE_OK);
    assert_true(set.tiles[0].flags & CIT_TF_BRIDGES);
    assert_false(set.tiles[1].flags & CIT_TF_BRIDGES);
    assert_int_equal(parse("set a bridge\n", &err), CIT_PARSE_SYNTAX);
    assert_non_null(strstr(err.message, "bridge"));
    const cit_catalog *cat = cit_catalog_builtin();
    for (int t = 0; t < cat->set.ntiles; t++) {
        const cit_tile_def *d = &cat->set.tiles[t];
        if (d->count == 0) continue; /* a variant itself */
        int carries = cat->overlay_variant[t][0] || cat->overlay_variant[t][1];
        if (carries) assert_true(d->flags & CIT_TF_BRIDGES);
        if (!strcmp(d->set, "count") || !strcmp(d->set, "city")) assert_false(carries);
        if (!strcmp(d->id, "F")) assert_true(carries); /* the base game's city with fields N and S */
    }
}

/* Tile types and their bridge variants share CIT_MAX_TILE_TYPES: a set whose variants do
   not fit makes the build say so (tilegen then fails), and never leaves a catalogue of no
   types (until 2026-11-27 it returned early with ntypes 0, and tilegen wrote that out). */
static void catalogue_that_does_not_fit_says_so(void **state) {
    (void)state;
    enum { BRIDGED = CIT_MAX_TILE_TYPES / 3, PLAIN = CIT_MAX_TILE_TYPES % 3 };
    static cit_catalog cat;
    static char text[(BRIDGED + 1 + PLAIN) * 64 + 64];
    /* BRIDGED types with two variants each and PLAIN without fill the catalogue exactly */
    size_t used = (size_t)snprintf(text, sizeof text, "set p\n");
    for (int i = 0; i < PLAIN; i++)
        used += (size_t)snprintf(text + used, sizeof text - used, "tile P%d\n count 1\n field Nw Ne En Es Se Sw Ws Wn\n", i);
    used += (size_t)snprintf(text + used, sizeof text - used, "set s bridges\n");
    for (int i = 0; i <= BRIDGED; i++)
        used += (size_t)snprintf(text + used, sizeof text - used, "tile T%d\n count 1\n field Nw Ne En Es Se Sw Ws Wn\n", i);
    char last[16];
    snprintf(last, sizeof last, "tile T%d\n", BRIDGED);
    memset(&cat, 0, sizeof cat);
    assert_int_equal(cit_tileset_parse(&cat.set, text, (size_t)(strstr(text, last) - text), NULL), CIT_PARSE_OK);
    assert_int_equal(cit_catalog_build(&cat), 1);
    assert_int_equal(cat.ntypes, CIT_MAX_TILE_TYPES);
    /* one bridged type more does not */
    memset(&cat, 0, sizeof cat);
    assert_int_equal(cit_tileset_parse(&cat.set, text, used, NULL), CIT_PARSE_OK);
    assert_int_equal(cit_catalog_build(&cat), 0);
    assert_int_equal(cat.ntypes, CIT_MAX_TILE_TYPES);
}

int unit_run_tileset(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(parses_a_tile),
        cmocka_unit_test(catalogue_that_does_not_fit_says_so),
        cmocka_unit_test(reports_line_and_reason),
        cmocka_unit_test(rejects_inconsistent_edges),
        cmocka_unit_test(failed_parse_keeps_earlier_tiles),
        cmocka_unit_test(rotations_move_ports),
        cmocka_unit_test(formats_without_printf),
        cmocka_unit_test(triangle_bridge_halves),
        cmocka_unit_test(set_line_says_bridges),
    };
    unit_test_count += (int)(sizeof tests / sizeof tests[0]);
    return cmocka_run_group_tests_name("tileset", tests, NULL, NULL);
}
