/* The counted strings take the right plural form in every language that has a catalogue, the
   language switches at once, and the first start follows the system's language:
     test_plurals               every language in the table below (all six ship: one whose
                                catalogue is missing fails)
     test_plurals --detect CODE gui_i18n_detect() must answer CODE (the suite sets LANGUAGE)
   The suite runs it under LC_ALL=C with LANGUAGE unset, as on a system whose only locale is
   C.UTF-8: glibc ignores LANGUAGE under "C", so this is where a wrong setup shows. */
#include "app/i18n.h"
#include "modules/city/city_text.h"
#include "modules/count/count_words.h"
#include "modules/tower/tower.h"
#include "modules/tower/tower_view.h"
#include "modules/inns/inns.h"
#include "modules/abbey/abbey.h"
#include "modules/count/count.h"
#include "modules/dragon/dragon_text.h"
#include "modules/traders/traders_text.h"
#include "modules/bazaar/bazaar_text.h"
#include "modules/hills/hills_text.h"
#include "app/hint.h"

#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "count_check.h"

static const int numbers[] = {0, 1, 2, 5, 21, 22, 25};
#define NNUM (int)(sizeof numbers / sizeof numbers[0])

/* Each language's words for "N tiles" and "N points" at the numbers above, worked out from its
   Plural-Forms:
     cs  (n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2
     pl  n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2
     fr  n>1 (0 and 1 are singular)
     en, de, es  n != 1
   The nouns are each language's usual words for a tile and a point; the test looks for the
   number and the noun as whole words, in either order. */
typedef struct {
    const char *lang;
    const char *tile[NNUM], *point[NNUM];
} plural_case;

static const plural_case cases[] = {
    {"en", {"tiles", "tile", "tiles", "tiles", "tiles", "tiles", "tiles"},
     {"points", "point", "points", "points", "points", "points", "points"}},
    {"cs", {"kartiček", "kartička", "kartičky", "kartiček", "kartiček", "kartiček", "kartiček"},
     {"bodů", "bod", "body", "bodů", "bodů", "bodů", "bodů"}},
    {"pl", {"płytek", "płytka", "płytki", "płytek", "płytek", "płytki", "płytek"},
     {"punktów", "punkt", "punkty", "punktów", "punktów", "punkty", "punktów"}},
    {"de", {"Plättchen", "Plättchen", "Plättchen", "Plättchen", "Plättchen", "Plättchen", "Plättchen"},
     {"Punkte", "Punkt", "Punkte", "Punkte", "Punkte", "Punkte", "Punkte"}},
    {"fr", {"tuile", "tuile", "tuiles", "tuiles", "tuiles", "tuiles", "tuiles"},
     {"point", "point", "points", "points", "points", "points", "points"}},
    {"es", {"losetas", "loseta", "losetas", "losetas", "losetas", "losetas", "losetas"},
     {"puntos", "punto", "puntos", "puntos", "puntos", "puntos", "puntos"}},
};

static int is_letter(unsigned char c) { return c >= 0x80 || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

/* `word` stands in `text` as a whole word. */
static int has_word(const char *text, const char *word)
{
    size_t n = strlen(word);
    for (const char *p = strstr(text, word); p; p = strstr(p + 1, word))
        if ((p == text || !is_letter((unsigned char)p[-1])) && !is_letter((unsigned char)p[n]))
            return 1;
    return 0;
}

static int has_number(const char *text, int n)
{
    char num[16];
    snprintf(num, sizeof num, "%d", n);
    size_t len = strlen(num);
    for (const char *p = strstr(text, num); p; p = strstr(p + 1, num))
        if ((p == text || p[-1] < '0' || p[-1] > '9') && (p[len] < '0' || p[len] > '9'))
            return 1;
    return 0;
}

static void check_counted(const char *lang, const char *what, void (*render)(char *, size_t, int), int n,
                          const char *want)
{
    char out[256];
    render(out, sizeof out, n);
    /* a line spoken to the person at this screen ("-you") never names them */
    int ok = has_number(out, n) && has_word(out, want) && !(strstr(what, "-you") && strstr(out, "Anna"));
    CHECK(ok);
    if (!ok)
        fprintf(stderr, "  %s %s at %d: \"%s\", want \"%s\"\n", lang, what, n, out, want);
}

static void test_language(const plural_case *c)
{
    /* All six ship (po/LINGUAS): a missing catalogue is a fault, not a skip. */
    int found = gui_i18n_set(c->lang) || strcmp(c->lang, "en") == 0;
    CHECK(found);
    if (!found) {
        fprintf(stderr, "  no catalogue for %s (po/%s.po, po/LINGUAS)\n", c->lang, c->lang);
        return;
    }
    for (int i = 0; i < NNUM; i++) {
        check_counted(c->lang, "tiles", gui_tiles, numbers[i], c->tile[i]);
        check_counted(c->lang, "points", gui_points, numbers[i], c->point[i]);
    }
}

/* The other numbers shown with a noun, each through the code that shows it where it is one call. */
static void num_of(char *num, size_t cap, int n) { snprintf(num, cap, "%d", n); }

static void hints_line(char *out, size_t cap, int n) { gui_hints_one(out, cap, "Anna", n); }

static void wall_line(char *out, size_t cap, int n)
{
    char num[12];
    num_of(num, sizeof num, n);
    gui_subst(out, cap, gui_word_n(&city_text[CITY_COMPLETION], n), num, NULL, NULL);
}

static void dragon_line(char *out, size_t cap, int n)
{
    char num[12];
    num_of(num, sizeof num, n);
    gui_subst(out, cap, gui_word_n(&dragon_text[DRAGON_HIST_RESHUFFLE], n), num, NULL, NULL);
}

static void goods_line(char *out, size_t cap, int n) { traders_goods_taken(out, cap, "Anna", 0, n, CIT_GOODS_WINE); }

/* The same tokens taken by the person at this screen ("You take 2 wine tokens"). */
static void goods_you_line(char *out, size_t cap, int n) { traders_goods_taken(out, cap, "Anna", 1, n, CIT_GOODS_WINE); }

/* The sheep the person at this screen's shepherd draws ("Your shepherd draws 2 sheep"). */
static void sheep_you_line(char *out, size_t cap, int n)
{
    char num[12];
    num_of(num, sizeof num, n);
    gui_subst(out, cap, hills_tr_n(HS_HIST_SHEEP_YOU, n), "Anna", num, NULL);
}

/* A deployment with the big follower, in a game that has it (its rot bit is the game's). */
static void count_line(char *out, size_t cap, int n)
{
    cit_setup s;
    cit_setup_default(&s, 2, 1);
    s.opt.v[CIT_OPT_COUNT] = s.opt.v[CIT_OPT_BIG_FOLLOWER] = 1;
    cit_game *g = cit_game_new(&s, NULL, 0, NULL);
    cit_move m = {0};
    m.type = CIT_MOVE_COUNT_DEPLOY;
    m.rot = (uint8_t)(1u << (cit_game_follower_named(g, "big") - 1));
    m.arg0 = 0;
    m.arg1 = (uint8_t)n;
    gui_count_move_words(g, &m, out, cap);
    cit_game_free(g);
}

static void save_line(char *out, size_t cap, int n)
{
    char num[12];
    num_of(num, sizeof num, n);
    gui_subst(out, cap, gui_tr_n(MSG_SAVE_INFO_OVER, n), "Anna", "2026-11-28", num);
}

/* The bazaar's raise button: after "do" Polish wants the genitive ("do 1 punktu", "do 3 punktów"),
   which "%1" worded by gui_points (nominative) cannot give. */
static void raise_line(char *out, size_t cap, int n)
{
    char num[12];
    num_of(num, sizeof num, n);
    gui_subst(out, cap, gui_word_n(&bazaar_text[BZ_RAISE], n), num, NULL, NULL);
}

typedef struct {
    const char *lang, *what;
    void (*render)(char *, size_t, int);
    const char *word[NNUM];
} counted_case;

static const counted_case counted[] = {
    {"en", "hints", hints_line, {"hints", "hint", "hints", "hints", "hints", "hints", "hints"}},
    {"cs", "hints", hints_line, {"nápověd", "nápověda", "nápovědy", "nápověd", "nápověd", "nápověd", "nápověd"}},
    {"pl", "hints", hints_line, {"podpowiedzi", "podpowiedź", "podpowiedzi", "podpowiedzi", "podpowiedzi", "podpowiedzi", "podpowiedzi"}},
    {"de", "hints", hints_line, {"Tipps", "Tipp", "Tipps", "Tipps", "Tipps", "Tipps", "Tipps"}},
    {"fr", "hints", hints_line, {"conseil", "conseil", "conseils", "conseils", "conseils", "conseils", "conseils"}},
    {"es", "hints", hints_line, {"pistas", "pista", "pistas", "pistas", "pistas", "pistas", "pistas"}},
    {"en", "wall", wall_line, {"pieces", "piece", "pieces", "pieces", "pieces", "pieces", "pieces"}},
    {"cs", "wall", wall_line, {"dílků", "dílek", "dílky", "dílků", "dílků", "dílků", "dílků"}},
    {"pl", "wall", wall_line, {"odcinków", "odcinek", "odcinki", "odcinków", "odcinków", "odcinki", "odcinków"}},
    {"de", "wall", wall_line, {"Mauerteile", "Mauerteil", "Mauerteile", "Mauerteile", "Mauerteile", "Mauerteile", "Mauerteile"}},
    {"fr", "wall", wall_line, {"pièce", "pièce", "pièces", "pièces", "pièces", "pièces", "pièces"}},
    {"es", "wall", wall_line, {"tramos", "tramo", "tramos", "tramos", "tramos", "tramos", "tramos"}},
    {"en", "dragon", dragon_line, {"tiles", "tile", "tiles", "tiles", "tiles", "tiles", "tiles"}},
    {"cs", "dragon", dragon_line, {"kartiček", "kartička", "kartičky", "kartiček", "kartiček", "kartiček", "kartiček"}},
    {"pl", "dragon", dragon_line, {"płytek", "płytka", "płytki", "płytek", "płytek", "płytki", "płytek"}},
    {"de", "dragon", dragon_line, {"kommen", "kommt", "kommen", "kommen", "kommen", "kommen", "kommen"}},
    {"fr", "dragon", dragon_line, {"tuile", "tuile", "tuiles", "tuiles", "tuiles", "tuiles", "tuiles"}},
    {"es", "dragon", dragon_line, {"losetas", "loseta", "losetas", "losetas", "losetas", "losetas", "losetas"}},
    {"en", "goods", goods_line, {"tokens", "token", "tokens", "tokens", "tokens", "tokens", "tokens"}},
    {"cs", "goods", goods_line, {"žetonů", "žeton", "žetony", "žetonů", "žetonů", "žetonů", "žetonů"}},
    {"pl", "goods", goods_line, {"żetonów", "żeton", "żetony", "żetonów", "żetonów", "żetony", "żetonów"}},
    {"de", "goods", goods_line, {"Weinplättchen", "Weinplättchen", "Weinplättchen", "Weinplättchen", "Weinplättchen", "Weinplättchen", "Weinplättchen"}},
    {"fr", "goods", goods_line, {"jeton", "jeton", "jetons", "jetons", "jetons", "jetons", "jetons"}},
    {"es", "goods", goods_line, {"fichas", "ficha", "fichas", "fichas", "fichas", "fichas", "fichas"}},
    {"en", "goods-you", goods_you_line, {"tokens", "token", "tokens", "tokens", "tokens", "tokens", "tokens"}},
    {"cs", "goods-you", goods_you_line, {"žetonů", "žeton", "žetony", "žetonů", "žetonů", "žetonů", "žetonů"}},
    {"pl", "goods-you", goods_you_line, {"żetonów", "żeton", "żetony", "żetonów", "żetonów", "żetony", "żetonów"}},
    {"de", "goods-you", goods_you_line, {"Weinplättchen", "Weinplättchen", "Weinplättchen", "Weinplättchen", "Weinplättchen", "Weinplättchen", "Weinplättchen"}},
    {"fr", "goods-you", goods_you_line, {"jeton", "jeton", "jetons", "jetons", "jetons", "jetons", "jetons"}},
    {"es", "goods-you", goods_you_line, {"fichas", "ficha", "fichas", "fichas", "fichas", "fichas", "fichas"}},
    {"en", "sheep-you", sheep_you_line, {"sheep", "sheep", "sheep", "sheep", "sheep", "sheep", "sheep"}},
    {"cs", "sheep-you", sheep_you_line, {"ovcí", "ovci", "ovce", "ovcí", "ovcí", "ovcí", "ovcí"}},
    {"pl", "sheep-you", sheep_you_line, {"owiec", "owcę", "owce", "owiec", "owiec", "owce", "owiec"}},
    {"de", "sheep-you", sheep_you_line, {"Schafe", "Schaf", "Schafe", "Schafe", "Schafe", "Schafe", "Schafe"}},
    {"fr", "sheep-you", sheep_you_line, {"mouton", "mouton", "moutons", "moutons", "moutons", "moutons", "moutons"}},
    {"es", "sheep-you", sheep_you_line, {"ovejas", "oveja", "ovejas", "ovejas", "ovejas", "ovejas", "ovejas"}},
    {"cs", "count", count_line, {"dalších", "další", "další", "dalších", "dalších", "dalších", "dalších"}},
    {"pl", "count", count_line, {"innych", "innego", "innych", "innych", "innych", "innych", "innych"}},
    {"de", "count", count_line, {"weitere", "weiteren", "weitere", "weitere", "weitere", "weitere", "weitere"}},
    {"en", "save", save_line, {"moves", "move", "moves", "moves", "moves", "moves", "moves"}},
    {"cs", "save", save_line, {"tazích", "tahu", "tazích", "tazích", "tazích", "tazích", "tazích"}},
    {"pl", "save", save_line, {"ruchach", "ruchu", "ruchach", "ruchach", "ruchach", "ruchach", "ruchach"}},
    {"de", "save", save_line, {"Zügen", "Zug", "Zügen", "Zügen", "Zügen", "Zügen", "Zügen"}},
    {"fr", "save", save_line, {"coup", "coup", "coups", "coups", "coups", "coups", "coups"}},
    {"es", "save", save_line, {"movimientos", "movimiento", "movimientos", "movimientos", "movimientos", "movimientos", "movimientos"}},
    {"en", "raise", raise_line, {"points", "point", "points", "points", "points", "points", "points"}},
    {"cs", "raise", raise_line, {"bodů", "bod", "body", "bodů", "bodů", "bodů", "bodů"}},
    {"pl", "raise", raise_line, {"punktów", "punktu", "punktów", "punktów", "punktów", "punktów", "punktów"}},
    {"de", "raise", raise_line, {"Punkte", "Punkt", "Punkte", "Punkte", "Punkte", "Punkte", "Punkte"}},
    {"fr", "raise", raise_line, {"point", "point", "points", "points", "points", "points", "points"}},
    {"es", "raise", raise_line, {"puntos", "punto", "puntos", "puntos", "puntos", "puntos", "puntos"}},
};

static void test_counted(void)
{
    for (size_t i = 0; i < sizeof counted / sizeof counted[0]; i++) {
        const counted_case *c = &counted[i];
        CHECK(gui_i18n_set(c->lang) || strcmp(c->lang, "en") == 0);
        for (int k = 0; k < NNUM; k++)
            check_counted(c->lang, c->what, c->render, numbers[k], c->word[k]);
    }
    gui_i18n_set("en");
}

/* Switching takes effect at the next lookup, back and forth, with no restart. */
static void test_switch(void)
{
    char out[96];
    CHECK(gui_i18n_set("cs"));
    gui_tiles(out, sizeof out, 1);
    CHECK(strcmp(out, "1 kartička") == 0);
    CHECK(strcmp(gui_tr(MSG_NEW_GAME), "Nová hra") == 0);
    CHECK(gui_i18n_set("en"));
    gui_tiles(out, sizeof out, 1);
    CHECK(strcmp(out, "1 tile") == 0);
    CHECK(strcmp(gui_tr(MSG_NEW_GAME), "New game") == 0);
    CHECK(gui_i18n_set("cs"));
    CHECK(strcmp(gui_tr(MSG_NEW_GAME), "Nová hra") == 0);
    /* A language without a catalogue is English, and says it was not there. */
    CHECK(!gui_i18n_set("xx"));
    CHECK(strcmp(gui_i18n_get(), "en") == 0 && strcmp(gui_tr(MSG_NEW_GAME), "New game") == 0);
    /* Settings lists English first, every language under its own name. */
    CHECK(gui_i18n_count() >= 2 && strcmp(gui_i18n_code(0), "en") == 0 && strcmp(gui_i18n_name(0), "English") == 0);
    int cs = 0;
    for (int i = 0; i < gui_i18n_count(); i++)
        cs |= strcmp(gui_i18n_code(i), "cs") == 0 && strcmp(gui_i18n_name(i), "Čeština") == 0;
    CHECK(cs);
    /* A context keeps one English word's two meanings apart, and English shows no trace of it. */
    CHECK(strcmp(gui_tr(MSG_DONE_CITY), "finished") == 0);
    CHECK(gui_i18n_set("cs"));
    CHECK(strcmp(gui_tr(MSG_DONE_CITY), "dokončené") == 0 && strcmp(gui_tr(MSG_DONE_ROAD), "dokončená") == 0);
    CHECK(strcmp(gui_decimal_point(), ",") == 0);
    CHECK(gui_i18n_set("en"));
    CHECK(strcmp(gui_decimal_point(), ".") == 0);
}

/* French elides "de" and "que" before a name or word beginning with a vowel ("Grange d’Anna",
   "le code que Émile vous donne" -> "qu’Émile"); a consonant, a number or another language
   keeps the words whole. */
static void test_elision(void)
{
    static const struct {
        const char *lang, *tmpl, *arg, *want;
    } elide[] = {
        {"fr", "Grange de %1", "Anna", "Grange d\xE2\x80\x99" "Anna"},
        {"fr", "Grange de %1", "\xC3\x89mile", "Grange d\xE2\x80\x99\xC3\x89mile"},
        {"fr", "Grange de %1", "Bo\xC5\x99" "ek", "Grange de Bo\xC5\x99" "ek"},
        {"fr", "le code que %1 vous donne", "Adéla", "le code qu\xE2\x80\x99" "Adéla vous donne"},
        {"fr", "De %1 à 6 joueurs", "2", "De 2 à 6 joueurs"},
        {"fr", "Monde %1", "Anna", "Monde Anna"}, /* "de" only as a word of its own */
        {"cs", "de %1", "Anna", "de Anna"},
        {"en", "Table de %1", "Anna", "Table de Anna"},
    };
    for (size_t i = 0; i < sizeof elide / sizeof elide[0]; i++) {
        char out[128];
        CHECK(gui_i18n_set(elide[i].lang) || strcmp(elide[i].lang, "en") == 0);
        gui_subst(out, sizeof out, elide[i].tmpl, elide[i].arg, NULL, NULL);
        CHECK(strcmp(out, elide[i].want) == 0);
        if (strcmp(out, elide[i].want) != 0)
            fprintf(stderr, "  %s: \"%s\" with \"%s\" gave \"%s\", want \"%s\"\n", elide[i].lang, elide[i].tmpl,
                    elide[i].arg, out, elide[i].want);
    }
    gui_i18n_set("en");
}

/* A Count quarter's move and history line of another module's figure, built from the name its
   declarer gives (gui_figure_name): the move the object's form made a capital (the move sends
   it: an accusative in Czech, German and Polish), the history the subject's. */
typedef struct {
    const char *lang, *mayor_move, *big_move, *wagon_line, *big_line;
} figure_case;

static const figure_case figure_cases[] = {
    {"en", "The mayor into the Castle", "The big follower into the Castle", "  Anna: the wagon into the Castle",
     "  Anna: the big follower into the Castle"},
    {"cs", "Starostu do čtvrti Hrad", "Velkou figurku do čtvrti Hrad", "  Anna: vůz do čtvrti Hrad",
     "  Anna: velká figurka do čtvrti Hrad"},
    {"de", "Den Bürgermeister ins Viertel Burg", "Den großen Gefolgsmann ins Viertel Burg",
     "  Anna: der Wagen ins Viertel Burg", "  Anna: der große Gefolgsmann ins Viertel Burg"},
    {"pl", "Burmistrza do dzielnicy Zamek", "Dużego podwładnego do dzielnicy Zamek", "  Anna: wóz do dzielnicy Zamek",
     "  Anna: duży podwładny do dzielnicy Zamek"},
    {"fr", "Le maire dans le quartier Château", "Le grand meeple dans le quartier Château",
     "  Anna : le chariot dans le quartier Château", "  Anna : le grand meeple dans le quartier Château"},
    {"es", "El alcalde al barrio Castillo", "El seguidor grande al barrio Castillo", "  Anna: el carro al barrio Castillo",
     "  Anna: el seguidor grande al barrio Castillo"},
};

static void test_figure_words(void)
{
    cit_setup s;
    cit_setup_default(&s, 2, 1);
    s.opt.v[CIT_OPT_COUNT] = s.opt.v[CIT_OPT_BIG_FOLLOWER] = s.opt.v[CIT_OPT_MAYOR] = s.opt.v[CIT_OPT_WAGON] = 1;
    SDL_strlcpy(s.players[0].name, "Anna", sizeof s.players[0].name);
    cit_game *g = cit_game_new(&s, NULL, 0, NULL);
    CHECK(g != NULL);
    if (!g)
        return;
    unsigned mayor = 1u << (cit_game_follower_named(g, "mayor") - 1), big = 1u << (cit_game_follower_named(g, "big") - 1);
    unsigned wagon = 1u << (cit_game_follower_named(g, "wagon") - 1);
    for (size_t i = 0; i < sizeof figure_cases / sizeof figure_cases[0]; i++) {
        const figure_case *c = &figure_cases[i];
        CHECK(gui_i18n_set(c->lang) || strcmp(c->lang, "en") == 0);
        char buf[160];
        cit_move m = {0};
        m.type = CIT_MOVE_COUNT_QUARTER;
        m.arg0 = CIT_QUARTER_CASTLE;
        const char *want[4] = {c->mayor_move, c->big_move, c->wagon_line, c->big_line};
        unsigned rot[4] = {mayor, big, wagon, big};
        for (int k = 0; k < 4; k++) {
            buf[0] = 0;
            if (k < 2) {
                m.rot = (uint8_t)rot[k];
                gui_count_move_words(g, &m, buf, sizeof buf);
            } else {
                cit_event e = {0};
                e.type = CIT_EV_QUARTER, e.player = 0, e.quarter = CIT_QUARTER_CASTLE, e.rot = (uint8_t)rot[k];
                gui_count_event_words(g, -1, &e, buf, sizeof buf);
            }
            CHECK(strcmp(buf, want[k]) == 0);
            if (strcmp(buf, want[k]) != 0)
                fprintf(stderr, "  %s: \"%s\", want \"%s\"\n", c->lang, buf, want[k]);
        }
    }
    gui_i18n_set("en");
    cit_game_free(g);
}

/* Every sentence the Tower and the Count say about a figure, for each kind (a follower, the big
   follower, the mayor, the wagon) in every language: the words come from the kind's declarer
   (gui_figure_name) into the Tower's and the Count's templates, and each line must read as the
   table below says, which is what the per-kind sentences of old said. `test_plurals
   --figure-table` prints the table the tree renders now. */
#define FIG_LANGS 6
#define FIG_LINES 42
static const char *const fig_langs[FIG_LANGS] = {"en", "cs", "de", "pl", "fr", "es"};

static int add_line(char lines[][200], int n, const char *text)
{
    if (n < FIG_LINES)
        SDL_strlcpy(lines[n], text, sizeof lines[n]);
    return n + 1;
}

/* The Tower's lines (capture, take back, ransom, the ransom dialog's line) per kind. */
static int tower_lines(cit_game *g, const int kinds[4], char lines[][200], int n)
{
    char buf[200];
    for (int k = 0; k < 4; k++) {
        cit_move m = {0};
        m.type = CIT_MOVE_TOWER_CAPTURE, m.x = 1, m.y = 0, m.spot = 0, m.arg0 = CIT_CAPTURE_PART;
        m.arg1 = (uint8_t)kinds[k];
        gui_tower_move_words(g, &m, buf, sizeof buf);
        n = add_line(lines, n, buf);
        m = (cit_move){0};
        m.type = CIT_MOVE_TOWER_EXCHANGE, m.arg0 = (uint8_t)kinds[k];
        gui_tower_move_words(g, &m, buf, sizeof buf);
        n = add_line(lines, n, buf);
        m = (cit_move){0};
        m.type = CIT_MOVE_TOWER_RANSOM, m.arg0 = 1, m.arg1 = (uint8_t)kinds[k];
        gui_tower_move_words(g, &m, buf, sizeof buf);
        n = add_line(lines, n, buf);
        gui_tower_held_line(g, kinds[k], 1, "Anna", buf, sizeof buf);
        n = add_line(lines, n, buf);
    }
    gui_tower_held_line(g, 0, 2, "Anna", buf, sizeof buf);
    n = add_line(lines, n, buf);
    char keys[200];
    gui_tower_exchange_ask(g, kinds[1], 2, "Anna", buf, sizeof buf, keys, sizeof keys); /* a follower and the big one */
    n = add_line(lines, n, buf);
    return add_line(lines, n, keys);
}

/* The Count's lines (send from a quarter, its history line, into a quarter, its history line)
   per kind, and a deployment of two kinds. */
static int count_lines(cit_game *g, const int kinds[4], char lines[][200], int n)
{
    char buf[200];
    for (int k = 0; k < 5; k++) {
        unsigned rot = k == 4 ? 1u << (kinds[1] - 1) | 1u << (kinds[2] - 1) : kinds[k] ? 1u << (kinds[k] - 1) : 0;
        for (int more = 1; more <= 2; more++) {
            cit_move m = {0};
            m.type = CIT_MOVE_COUNT_DEPLOY, m.arg0 = CIT_QUARTER_MARKET, m.arg1 = (uint8_t)more, m.rot = (uint8_t)rot;
            gui_count_move_words(g, &m, buf, sizeof buf);
            n = add_line(lines, n, buf);
        }
        cit_event e = {0};
        e.type = CIT_EV_DEPLOY, e.player = 0, e.count = 3, e.quarter = CIT_QUARTER_MARKET, e.rot = (uint8_t)rot;
        gui_count_event_words(g, -1, &e, buf, sizeof buf);
        n = add_line(lines, n, buf);
        if (k == 4)
            break;
        cit_move m = {0};
        m.type = CIT_MOVE_COUNT_QUARTER, m.arg0 = CIT_QUARTER_CATHEDRAL, m.rot = (uint8_t)rot;
        gui_count_move_words(g, &m, buf, sizeof buf);
        n = add_line(lines, n, buf);
        e.type = CIT_EV_QUARTER, e.quarter = CIT_QUARTER_CATHEDRAL;
        gui_count_event_words(g, -1, &e, buf, sizeof buf);
        n = add_line(lines, n, buf);
    }
    return n;
}

/* All the lines of language `lang`; their count. */
static int figure_lines(const char *lang, char lines[][200])
{
    cit_setup s;
    cit_setup_default(&s, 2, 1);
    s.opt.v[CIT_OPT_BIG_FOLLOWER] = s.opt.v[CIT_OPT_MAYOR] = s.opt.v[CIT_OPT_WAGON] = 1;
    SDL_strlcpy(s.players[0].name, "Anna", sizeof s.players[0].name);
    SDL_strlcpy(s.players[1].name, "Emil", sizeof s.players[1].name);
    int n = 0;
    if (!gui_i18n_set(lang) && strcmp(lang, "en") != 0)
        return 0;
    for (int which = 0; which < 2; which++) {
        s.opt.v[CIT_OPT_TOWER] = which == 0;
        s.opt.v[CIT_OPT_COUNT] = which == 1;
        cit_game *g = cit_game_new(&s, NULL, 0, NULL);
        if (!g)
            return 0;
        const int kinds[4] = {0, cit_game_follower_named(g, "big"), cit_game_follower_named(g, "mayor"),
                              cit_game_follower_named(g, "wagon")};
        n = which == 0 ? tower_lines(g, kinds, lines, n) : count_lines(g, kinds, lines, n);
        cit_game_free(g);
    }
    gui_i18n_set("en");
    return n;
}

static void print_figure_table(void)
{
    char lines[FIG_LINES][200];
    for (int l = 0; l < FIG_LANGS; l++) {
        int n = figure_lines(fig_langs[l], lines);
        printf("    {\n");
        for (int i = 0; i < n && i < FIG_LINES; i++)
            printf("        \"%s\",\n", lines[i]);
        printf("    },\n");
    }
}

static const char *const figure_table[FIG_LANGS][FIG_LINES] = {
#include "test_plurals_figures.inc"
};

static void test_figure_table(void)
{
    char lines[FIG_LINES][200];
    for (int l = 0; l < FIG_LANGS; l++) {
        int n = figure_lines(fig_langs[l], lines);
        CHECK(n == FIG_LINES);
        for (int i = 0; i < n && i < FIG_LINES; i++) {
            CHECK(figure_table[l][i] && strcmp(lines[i], figure_table[l][i]) == 0);
            if (figure_table[l][i] && strcmp(lines[i], figure_table[l][i]) != 0)
                fprintf(stderr, "  %s line %d: \"%s\", want \"%s\"\n", fig_langs[l], i, lines[i], figure_table[l][i]);
        }
    }
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "--detect") == 0) {
        const char *got = gui_i18n_detect();
        CHECK(strcmp(got, argv[2]) == 0);
        if (strcmp(got, argv[2]) != 0)
            fprintf(stderr, "  the system's language: %s, want %s\n", got, argv[2]);
    } else if (argc == 2 && strcmp(argv[1], "--figure-table") == 0) {
        print_figure_table();
        return 0;
    } else {
        for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
            test_language(&cases[i]);
        test_counted();
        test_switch();
        test_elision();
        test_figure_words();
        test_figure_table();
    }
    printf("plurals: %d passed, %d failed\n", passed, failed);
    return failed != 0;
}
