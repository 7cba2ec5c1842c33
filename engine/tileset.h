/* Tile definitions: the in-memory form of assets/tiles/NAME.tiles and its parser. */
#ifndef CIT_TILESET_H
#define CIT_TILESET_H

#include <stddef.h>
#include <stdint.h>

/*
 * Ports, clockwise from the north-west corner (see docs/tile-format.md):
 *   Nw Nm Ne  En Em Es  Se Sm Sw  Ws Wm Wn   (square edges, 3 per side)
 *   Dn Dm Ds                                 (a triangle's diagonal)
 * Side s (N=0, E=1, S=2, W=3) owns ports 3s, 3s+1, 3s+2. Rotating a tile 90 degrees
 * clockwise adds 3 (mod 12) to every edge port. Across a shared edge port p meets
 * port cit_port_opposite(p) of the neighbour.
 */
enum {
    CIT_PORT_NW, CIT_PORT_NM, CIT_PORT_NE,
    CIT_PORT_EN, CIT_PORT_EM, CIT_PORT_ES,
    CIT_PORT_SE, CIT_PORT_SM, CIT_PORT_SW,
    CIT_PORT_WS, CIT_PORT_WM, CIT_PORT_WN,
    CIT_PORT_DN, CIT_PORT_DM, CIT_PORT_DS,
    CIT_PORT_COUNT
};

enum { CIT_SIDE_N, CIT_SIDE_E, CIT_SIDE_S, CIT_SIDE_W };

/* Feature kinds. Base game first, then the areas of a city mode's tiles, then a barrier
   (no follower spot, never scored: it only carries its own edges, matched by its
   module's placement rules, and separates fields). Past the base game's four, the word
   that names a kind in a tile file is its module's (cit_tile_word, CIT_WORD_KIND). */
typedef enum {
    CIT_FEAT_ROAD,
    CIT_FEAT_CITY,
    CIT_FEAT_FIELD,
    CIT_FEAT_CLOISTER,
    CIT_FEAT_STREET,
    CIT_FEAT_MARKET,
    CIT_FEAT_RESIDENTIAL,
    CIT_FEAT_BARRIER,
    CIT_FEAT_KIND_COUNT
} cit_feature_kind;

/* Edge types as seen by placement matching. */
typedef enum {
    CIT_EDGE_FIELD = 1,
    CIT_EDGE_ROAD = 2,
    CIT_EDGE_CITY = 3
} cit_edge_type;

typedef enum { CIT_SHAPE_SQUARE, CIT_SHAPE_TRIANGLE } cit_tile_shape;

/* Goods symbols a feature may carry (goods=): one value space for every module that
   registers goods words (CIT_WORD_GOODS); a word two modules share names one symbol. */
typedef enum {
    CIT_GOODS_NONE,
    CIT_GOODS_GRAIN,
    CIT_GOODS_FISH,
    CIT_GOODS_LIVESTOCK,
    CIT_GOODS_WINE,
    CIT_GOODS_CLOTH
} cit_goods;

/* Feature flags (cit_feature_def.flags) are all the modules': each registers the words
   that set its bits (CIT_WORD_FEATURE) in its public header and word table.

   Tile flags (cit_tile_def.flags): the core's three below; every other bit is a module's,
   set by the words it registers (CIT_WORD_TILE, CIT_WORD_NAMED, CIT_WORD_SET).
   tests/unit/test_tilewords.c checks that no two modules share a bit. */
enum {
    CIT_TF_START = 1u << 0,   /* one copy of this type is the start tile */
    /* No figure stands on this tile's parts, nothing moved over the board by a rule
       enters it and no capture takes a figure there; a field touching it pays for it as
       for one more completed city (score_field_items). The rules that act on figures ask
       this flag, not the module whose tiles carry it (a start board's own city). */
    CIT_TF_OFF_LAND = 1u << 8,
    CIT_TF_OVERLAY = 1u << 11 /* a module may lay a road overlay across it (the catalogue
                                 makes overlay variants only for such tiles) */
};

#define CIT_MAX_TILE_FEATURES 10
#define CIT_TILE_ID_LEN 16
#define CIT_TILE_NAME_LEN 32
#define CIT_TILE_ART_LEN 96
/* A tile type: its index in the catalogue (the set's tiles, then their overlay variants).
   Two bytes, so a catalogue may hold every set of the Big Box with its variants; every
   place that stores a tile type uses this type. */
typedef uint16_t cit_tile_id;
/* Types a catalogue holds (the set's tiles and their overlay variants). The catalogue's
   per-type tables cost about 970 bytes a type (docs/architecture.md, "Build-time tables"),
   so the bound is what the boxes need with room to grow, not what the type allows. */
#define CIT_MAX_TILE_TYPES 512

typedef struct {
    uint8_t kind;       /* cit_feature_kind */
    uint8_t pennants;   /* city pennants */
    uint8_t goods;      /* cit_goods: a market's or a city's goods symbol */
    uint8_t flags;      /* CIT_FF_* */
    uint16_t ports;     /* bit p set = port p belongs to this feature */
    uint16_t touches;   /* bit f set = this field/area borders feature f of the same tile */
    uint16_t links;     /* bit f set = this road, city or cloister is linked to feature f of
                           the same tile (link=; symmetric): a figure may pass along it */
    char name[8];       /* the name used in the file ("" if none) */
} cit_feature_def;

typedef struct {
    char id[CIT_TILE_ID_LEN];     /* e.g. "D", "BCB-4", "T14" */
    char set[CIT_TILE_ID_LEN];    /* tile set name, e.g. "base" */
    char name[CIT_TILE_NAME_LEN]; /* historic building name, or "" */
    char art[CIT_TILE_ART_LEN];   /* art hints, space-separated key=value words */
    uint8_t count;
    uint8_t shape;                /* cit_tile_shape */
    uint8_t nfeat;
    uint8_t pos_x, pos_y;         /* Count tiles: place in the 4x3 block (column, row) */
    uint32_t flags;               /* CIT_TF_* */
    cit_feature_def feat[CIT_MAX_TILE_FEATURES];
} cit_tile_def;

typedef struct {
    int ntiles;
    cit_tile_def tiles[CIT_MAX_TILE_TYPES];
} cit_tileset;

typedef enum {
    CIT_PARSE_OK = 0,
    CIT_PARSE_SYNTAX,      /* an unknown word or a missing value */
    CIT_PARSE_SEMANTIC,    /* the words parse but the tile is impossible */
    CIT_PARSE_TOO_MANY     /* more tiles or features than the tables hold */
} cit_parse_status;

/* Where and why a parse failed; `line` is 1-based. */
typedef struct {
    int line;
    char message[160];
} cit_parse_error;

/*
 * Parses tile-file text (not NUL-terminated; `len` bytes) and appends its tiles to `set`.
 * On failure returns a non-zero status, fills `err` (may be NULL) and leaves `set`
 * exactly as it was. Never allocates.
 */
cit_parse_status cit_tileset_parse(cit_tileset *set, const char *text, size_t len,
                                   cit_parse_error *err);

/*
 * The words of the modules (docs/tile-format.md, "A module's words"). The core's parser
 * knows only the base game's words; every other word is one a module registers: a row
 * of its word table, reached through the registry (cit_tile_word_tables). Where the
 * word may stand and what it sets:
 */
typedef enum {
    CIT_WORD_TILE,    /* a tile statement alone: `value` or-ed into the tile's flags */
    CIT_WORD_NAMED,   /* a tile statement with a quoted name (1-31 characters): the tile's
                         name, and `value` or-ed into its flags */
    CIT_WORD_PLACE,   /* a tile statement with a column and a row (0-7): pos_x, pos_y */
    CIT_WORD_SET,     /* a word after a set line's name: `value` or-ed into the flags of
                         every tile after it */
    CIT_WORD_FEATURE, /* a feature's word: `value` or-ed into the feature's flags */
    CIT_WORD_GOODS,   /* a value of a feature's goods=: `value` is the cit_goods symbol */
    CIT_WORD_KIND     /* a feature kind (the statement's first word): `value` is the kind */
} cit_word_place;

typedef struct {
    const char *word;
    uint8_t place;  /* cit_word_place */
    uint32_t value;
} cit_tile_word;

typedef struct {
    const char *module; /* the module that owns the words (its registry name) */
    const cit_tile_word *words;
    uint8_t nwords;
} cit_tile_words;

/* The registry's table of word tables (engine/registry_tilewords.c), by module id; NULL
   where a module brings no tile words. A table of its own beside the modules' hooks
   (engine/registry.c) because the build-time tools parse tile files without the rules. */
#define CIT_TILE_WORD_TABLES 16 /* CIT_MODULE_MAX */
extern const cit_tile_words *const cit_tile_word_tables[CIT_TILE_WORD_TABLES];

/* The registered word `w` (n bytes) of `place`, or NULL. */
const cit_tile_word *cit_tile_word_find(int place, const char *w, size_t n);

/* Finds a tile type by id; returns its index or -1. */
int cit_tileset_find(const cit_tileset *set, const char *id);

/* Port helpers. */
const char *cit_port_name(int port);
int cit_port_from_name(const char *name, size_t len);  /* -1 if unknown */
static inline int cit_port_opposite(int port) {
    int side = port / 3, k = port % 3;
    return ((side + 2) % 4) * 3 + (2 - k);
}
static inline int cit_port_rotate(int port, int rot) {
    return port >= 12 ? port : (port + 3 * rot) % 12;
}
const char *cit_feature_kind_name(int kind);

/*
 * The edge type of side `side` (0..3) of tile `t` at rotation 0: road if its middle
 * port is a road, a street or a barrier (a barrier's edges meet only its own, by its
 * module's placement rules, which alone place such tiles), city if a city, otherwise
 * field. 0 if the tile has no such edge (a triangle's missing legs).
 */
int cit_tile_edge_type(const cit_tile_def *t, int side);

#endif
