/* The rule options as one table: names, defaults, limits and explanations in two languages. */
#include "internal.h"

#include <stddef.h>
#include <string.h>

typedef struct {
    cit_option_def def;
    size_t offset; /* of the option's byte in cit_options */
} option_row;

static const option_row options[CIT_OPT_COUNT_] = {
    [CIT_OPT_SMALL_CITY_TWO_POINTS] = {
        {"small_city_two_points", 0, 1, CIT_MODE_CLASSIC, 0, -1,
         "Small cities score 2", "Malé město za 2 body",
         "A completed city of two tiles scores 2 points instead of 4 (old rule).",
         "Dokončené město ze dvou kartiček dostane 2 body místo 4 (staré pravidlo)."},
        offsetof(cit_options, small_city_two_points)},
    [CIT_OPT_COUNT] = {
        {"count", 0, 1, CIT_MODE_CLASSIC, 1, -1,
         "The Count of Carcassonne", "Hrabě z Carcassonne",
         "Start from the City of Carcassonne; feed others' scores to send followers into its "
         "quarters, then deploy them into features as they are scored.",
         "Začíná se městem Carcassonne; kdo přinese body jen soupeřům, pošle figurku do jeho "
         "čtvrti a odtud ji později nasadí do bodovaného území."},
        offsetof(cit_options, count)},
    [CIT_OPT_COUNT_ALL_SCORINGS] = {
        {"count_all_scorings", 1, 1, CIT_MODE_CLASSIC, 0, CIT_OPT_COUNT,
         "Count: deploy at the end too", "Hrabě: nasazovat i na konci",
         "Followers in Carcassonne may also join unfinished roads, cities and cloisters at "
         "final scoring.",
         "Figurky z Carcassonne lze nasadit i do nedokončených cest, měst a klášterů při "
         "závěrečném bodování."},
        offsetof(cit_options, count_all_scorings)},
    [CIT_OPT_BRIDGES] = {
        {"bridges", 0, 1, CIT_MODE_CLASSIC, 1, -1,
         "Bridges", "Mosty",
         "After placing a tile, build a bridge that carries a road across a field, on it or "
         "next to it; a road may then meet a field where the bridge continues it.",
         "Po přiložení kartičky lze postavit most, který převede cestu přes louku, na ni nebo "
         "vedle ní; cesta pak smí vést i do louky, kterou most překlene."},
        offsetof(cit_options, bridges)},
    [CIT_OPT_CASTLES] = {
        {"castles", 0, 1, CIT_MODE_CLASSIC, 1, -1,
         "Castles", "Hrady",
         "A completed city of two tiles may become a castle instead of scoring 4: it earns "
         "what the next feature completed beside it is worth.",
         "Dokončené město ze dvou kartiček se místo 4 bodů může stát hradem: získá tolik, "
         "kolik má další území dokončené v jeho okolí."},
        offsetof(cit_options, castles)},
    [CIT_OPT_BAZAAR] = {
        {"bazaar", 0, 1, CIT_MODE_CLASSIC, 1, -1,
         "Bazaars", "Bazary",
         "Placing a bazaar tile auctions as many tiles as there are players, paid in points; "
         "then everyone plays the tile they got.",
         "Přiložení kartičky s bazarem vydraží tolik kartiček, kolik je hráčů, za body; pak "
         "každý přiloží tu, kterou získal."},
        offsetof(cit_options, bazaar)},
    [CIT_OPT_BAZAAR_NO_AUCTION] = {
        {"bazaar_no_auction", 0, 1, CIT_MODE_CLASSIC, 0, CIT_OPT_BAZAAR,
         "Bazaar without bidding", "Bazar bez dražby",
         "In a bazaar each player in turn simply takes one of the revealed tiles and plays "
         "it at once.",
         "Na bazaru si každý hráč po řadě jen vezme jednu z odkrytých kartiček a hned ji "
         "přiloží."},
        offsetof(cit_options, bazaar_no_auction)},
};

int cit_option_count(void) { return CIT_OPT_COUNT_; }

const cit_option_def *cit_option_def_at(int id) {
    return id >= 0 && id < CIT_OPT_COUNT_ ? &options[id].def : NULL;
}

int cit_option_find(const char *name, size_t len) {
    if (!name) return -1;
    for (int i = 0; i < CIT_OPT_COUNT_; i++)
        if (strlen(options[i].def.name) == len && memcmp(options[i].def.name, name, len) == 0) return i;
    return -1;
}

int cit_option_get(const cit_options *o, int id) {
    if (!o || id < 0 || id >= CIT_OPT_COUNT_) return -1;
    return ((const uint8_t *)o)[options[id].offset];
}

int cit_option_set(cit_options *o, int id, int value) {
    if (!o || id < 0 || id >= CIT_OPT_COUNT_ || value < 0 || value > options[id].def.max) return 0;
    ((uint8_t *)o)[options[id].offset] = (uint8_t)value;
    return 1;
}

void cit_options_default(cit_options *o) {
    memset(o, 0, sizeof *o);
    for (int i = 0; i < CIT_OPT_COUNT_; i++) cit_option_set(o, i, options[i].def.def);
}

/* Every option within its limits and meant for the game's mode. */
int options_valid(const cit_options *o, int mode) {
    for (int i = 0; i < CIT_OPT_COUNT_; i++) {
        int v = cit_option_get(o, i);
        if (v > options[i].def.max) return 0;
        if (v != options[i].def.def && options[i].def.mode != mode) return 0;
    }
    return 1;
}

/* ---- modes ---- */

static const cit_mode_def modes[CIT_MODE_COUNT_] = {
    [CIT_MODE_CLASSIC] = {"classic", CIT_MIN_PLAYERS, CIT_MAX_PLAYERS, "Carcassonne", "Carcassonne"},
    [CIT_MODE_CITY] = {"city", 2, 4, "Carcassonne: The City", "Carcassonne: Město"},
};

int cit_mode_count(void) { return CIT_MODE_COUNT_; }

const cit_mode_def *cit_mode_def_at(int mode) {
    return mode >= 0 && mode < CIT_MODE_COUNT_ ? &modes[mode] : NULL;
}

int cit_mode_find(const char *name, size_t len) {
    if (!name) return -1;
    for (int i = 0; i < CIT_MODE_COUNT_; i++)
        if (strlen(modes[i].name) == len && memcmp(modes[i].name, name, len) == 0) return i;
    return -1;
}
