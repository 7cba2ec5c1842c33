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

/* Feature kinds. Base game first, then The City, then the river (no follower spot,
   never scored: it only carries river edges and separates fields). */
typedef enum {
    CIT_FEAT_ROAD,
    CIT_FEAT_CITY,
    CIT_FEAT_FIELD,
    CIT_FEAT_CLOISTER,
    CIT_FEAT_STREET,
    CIT_FEAT_MARKET,
    CIT_FEAT_RESIDENTIAL,
    CIT_FEAT_RIVER,
    CIT_FEAT_KIND_COUNT
} cit_feature_kind;

/* Edge types as seen by placement matching. */
typedef enum {
    CIT_EDGE_FIELD = 1,
    CIT_EDGE_ROAD = 2,
    CIT_EDGE_CITY = 3
} cit_edge_type;

typedef enum { CIT_SHAPE_SQUARE, CIT_SHAPE_TRIANGLE } cit_tile_shape;

/* Goods symbols: a market's goods (The City: grain, fish, livestock) or a city's goods
   (Traders & Builders: wine, grain, cloth). Grain is one word for both; the two sets
   never meet in one game. */
typedef enum {
    CIT_GOODS_NONE,
    CIT_GOODS_GRAIN,
    CIT_GOODS_FISH,
    CIT_GOODS_LIVESTOCK,
    CIT_GOODS_WINE,
    CIT_GOODS_CLOTH
} cit_goods;

/* Feature flags. */
enum {
    CIT_FF_NO_CASTLE = 1u << 0, /* this city may not become a castle (BCB-4) */
    CIT_FF_INN = 1u << 1,       /* an inn beside this road (scenery without Inns & Cathedrals) */
    CIT_FF_CATHEDRAL = 1u << 2  /* a cathedral in this city (a module's scoring reads it) */
};

/* Tile flags. */
enum {
    CIT_TF_START = 1u << 0,      /* one copy of this type is the start tile */
    CIT_TF_BAZAAR = 1u << 1,     /* placing it opens a bazaar */
    CIT_TF_VINEYARD = 1u << 2,   /* halflings: vineyard */
    CIT_TF_HILL = 1u << 3,       /* halflings: hill */
    CIT_TF_SHEEP = 1u << 4,      /* halflings: sheep (no effect) */
    CIT_TF_CROP_CIRCLE = 1u << 5,/* halflings: crop-circle joker */
    CIT_TF_PUBLIC = 1u << 6,     /* The City: a public building stands on this tile */
    CIT_TF_HISTORIC = 1u << 7,   /* The City: a named historic building */
    CIT_TF_COUNT_CITY = 1u << 8, /* one of the 12 City of Carcassonne tiles */
    CIT_TF_SPRING = 1u << 9,     /* the river's first tile */
    CIT_TF_LAKE = 1u << 10,      /* the river's last tile */
    CIT_TF_BRIDGES = 1u << 11    /* a bridge may be laid across it: its set line says `bridges` */
};

#define CIT_MAX_TILE_FEATURES 10
#define CIT_TILE_ID_LEN 16
#define CIT_TILE_NAME_LEN 32
#define CIT_TILE_ART_LEN 96
#define CIT_MAX_TILE_TYPES 255 /* a tile type is one byte (ntypes too); every set with its bridge variants fits */

typedef struct {
    uint8_t kind;       /* cit_feature_kind */
    uint8_t pennants;   /* city pennants */
    uint8_t goods;      /* cit_goods: a market's or a city's goods symbol */
    uint8_t flags;      /* CIT_FF_* */
    uint16_t ports;     /* bit p set = port p belongs to this feature */
    uint16_t touches;   /* bit f set = this field/area borders feature f of the same tile */
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
    uint16_t flags;               /* CIT_TF_* */
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
 * The edge type of side `side` (0..3) of tile `t` at rotation 0: road/street if its
 * middle port is a road, street or river (river edges meet river edges by the river's
 * placement rules, which alone place river tiles), city if a city, otherwise field. 0 if the tile has
 * no such edge (a triangle's missing legs).
 */
int cit_tile_edge_type(const cit_tile_def *t, int side);

#endif
