/* The language at run time: where the catalogues are, which ones exist, and switching gettext
   between them at once (i18n.h). */
#define _POSIX_C_SOURCE 200809L
#include "app/i18n.h"
#include "app/gettext.h"
#include "intl.h"

#include <SDL.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef CIT_LOCALE_DIR
#define CIT_LOCALE_DIR "/usr/share/locale"
#endif

/* Globals (tests/gui/globals.sh): gettext reads its language from the process (LANGUAGE). */
static char cur[GUI_LANG_MAX] = "en";
static char system_lang[GUI_LANG_MAX] = "en";
static char langs[GUI_LANGS_MAX][GUI_LANG_MAX];
static char names[GUI_LANGS_MAX][64];
static int nlangs;
static int ready;

static int has_catalogue(const char *dir, const char *lang)
{
    char path[1400];
    snprintf(path, sizeof path, "%s/%.*s/LC_MESSAGES/" CIT_TEXT_DOMAIN ".mo", dir, GUI_LANG_MAX - 1, lang);
    SDL_RWops *f = SDL_RWFromFile(path, "rb");
    if (f)
        SDL_RWclose(f);
    return f != NULL;
}

static int by_code(const void *x, const void *y) { return strcmp((const char *)x, (const char *)y); }

/* Every folder of `dir` with our catalogue; the codes sorted so the list is the same on every
   system. */
static void list_languages(const char *dir)
{
    nlangs = 1;
    SDL_strlcpy(langs[0], "en", GUI_LANG_MAX);
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d)) && nlangs < GUI_LANGS_MAX;)
        if (e->d_name[0] != '.' && strlen(e->d_name) < GUI_LANG_MAX && strcmp(e->d_name, "en") != 0 &&
            has_catalogue(dir, e->d_name))
            SDL_strlcpy(langs[nlangs++], e->d_name, GUI_LANG_MAX);
    if (d)
        closedir(d);
    qsort(langs + 1, (size_t)(nlangs - 1), sizeof langs[0], by_code);
}

static int known(const char *lang)
{
    for (int i = 0; i < nlangs; i++)
        if (strcmp(langs[i], lang) == 0)
            return i;
    return -1;
}

/* A locale name ("cs_CZ.UTF-8", "de", "pt_BR@euro") as one of our languages: the language with
   its country if that has a catalogue, else the language alone; 0 if neither has one. */
static int match(const char *name, size_t len, char out[GUI_LANG_MAX])
{
    char code[GUI_LANG_MAX];
    size_t n = 0;
    while (n < len && n + 1 < sizeof code && name[n] != '.' && name[n] != '@' && name[n] != ':')
        code[n] = name[n], n++;
    code[n] = 0;
    if (n >= 2 && known(code) >= 0) {
        SDL_strlcpy(out, code, GUI_LANG_MAX);
        return 1;
    }
    char *cut = strchr(code, '_');
    if (cut)
        *cut = 0;
    if (code[0] && known(code) >= 0) {
        SDL_strlcpy(out, code, GUI_LANG_MAX);
        return 1;
    }
    return 0;
}

/* What the system asks for, read before gui_i18n_set changes LANGUAGE. On Linux gettext's own
   order (LANGUAGE's list, then LC_ALL, LC_MESSAGES, LANG: plat_intl_env); then SDL's list,
   best first, which is what Windows' UI languages and the browser's give. English when
   nothing matches. */
static void read_system_language(void)
{
    SDL_strlcpy(system_lang, "en", sizeof system_lang);
    const char *list, *locale;
    plat_intl_env(&list, &locale);
    for (const char *p = list; p && *p; p += strcspn(p, ":"), p += *p == ':')
        if (match(p, strcspn(p, ":"), system_lang))
            return;
    if (locale) { /* the first one set decides, as in setlocale */
        match(locale, strlen(locale), system_lang);
        return;
    }
    SDL_Locale *loc = SDL_GetPreferredLocales();
    for (int i = 0; loc && loc[i].language; i++) {
        char full[GUI_LANG_MAX];
        snprintf(full, sizeof full, "%s_%s", loc[i].language, loc[i].country ? loc[i].country : "");
        if (match(full, strlen(full), system_lang))
            break;
    }
    SDL_free(loc);
}

void gui_i18n_init(const char *datadir)
{
    char dir[1200];
    snprintf(dir, sizeof dir, "%s/locale", datadir && *datadir ? datadir : ".");
    const char *bound = plat_intl_bind(CIT_TEXT_DOMAIN, dir, CIT_LOCALE_DIR);
    bind_textdomain_codeset(CIT_TEXT_DOMAIN, "UTF-8");
    textdomain(CIT_TEXT_DOMAIN);
    if (!ready)
        plat_intl_prepare();
    list_languages(bound);
    if (!ready)
        read_system_language();
    ready = 1;
    char was[GUI_LANG_MAX];
    SDL_strlcpy(was, cur, sizeof was);
    for (int i = 0; i < nlangs; i++)
        SDL_strlcpy(names[i], gui_tr_in(langs[i], MSG_LANG_NAME), sizeof names[i]);
    gui_i18n_set(was);
}

static void ensure_ready(void)
{
    if (!ready)
        gui_i18n_init(CIT_DATA_DIR);
}

/* Makes gettext answer in `lang` from the next call on. */
static void switch_to(const char *lang)
{
    plat_intl_set_language(lang);
    /* gettext (glibc's, and GNU libintl's on Windows and in the browser) keeps what it looked
       up keyed by the LC_MESSAGES locale, which stays the same: this counter is how the gettext
       manual says to make it look again. Without it a switch back to English stayed Czech
       under Wine, and in the browser nothing changed (tests/intl/plurals.c). */
    extern int _nl_msg_cat_cntr;
    ++_nl_msg_cat_cntr;
}

int gui_i18n_set(const char *lang)
{
    ensure_ready();
    int ok = lang && known(lang) >= 0;
    SDL_strlcpy(cur, ok ? lang : "en", sizeof cur);
    switch_to(cur);
    return ok;
}

const char *gui_i18n_get(void) { return cur; }

const char *gui_i18n_detect(void)
{
    ensure_ready();
    return system_lang;
}

int gui_i18n_count(void)
{
    ensure_ready();
    return nlangs;
}

const char *gui_i18n_code(int i) { return i >= 0 && i < gui_i18n_count() ? langs[i] : "en"; }

const char *gui_i18n_name(int i) { return i >= 0 && i < gui_i18n_count() ? names[i] : "?"; }

/* An untranslated NC_ key is "context\004msgid": the English is what follows the mark. */
static const char *english(const char *key)
{
    const char *eot = strchr(key, '\004');
    return eot ? eot + 1 : key;
}

const char *gui_translate(const char *msgid)
{
    if (!msgid)
        return "?";
    ensure_ready();
    const char *t = gettext(msgid);
    return t == msgid ? english(msgid) : t;
}

const char *gui_word(const gui_words *w) { return w ? gui_word_n(w, 1) : "?"; }

const char *gui_word_n(const gui_words *w, long n)
{
    if (!w || !w->msgid)
        return "?";
    if (!w->plural)
        return gui_translate(w->msgid);
    ensure_ready();
    const char *t = ngettext(w->msgid, w->plural, (unsigned long)(n < 0 ? -n : n));
    return t == w->msgid ? english(w->msgid) : t;
}

/* The lesson names the learner's seat so (scenes/lesson/lesson.c): the same msgid as its card's. */
static const gui_words you_name = {.msgid = N_("You")};

int gui_seat_is_you(const char *name)
{
    /* Each language's word, looked up once (switching languages for it every frame would not
       do): the list of languages is known after gui_i18n_init. */
    static char word[GUI_LANGS_MAX][24]; /* global: one per process, as gettext's catalogues */
    static int nword = -1;
    if (!name || !name[0])
        return 0;
    if (nword != gui_i18n_count()) {
        nword = gui_i18n_count();
        for (int lang = 0; lang < nword && lang < GUI_LANGS_MAX; lang++)
            SDL_strlcpy(word[lang], gui_word_in(gui_i18n_code(lang), &you_name), sizeof word[lang]);
    }
    for (int lang = 0; lang < nword && lang < GUI_LANGS_MAX; lang++)
        if (strcmp(name, word[lang]) == 0)
            return 1;
    return 0;
}

const char *gui_word_seat(const gui_words *w, int you)
{
    return w && w->you && you ? gui_translate(w->you) : gui_word(w);
}

const char *gui_word_seats(const gui_words *w, const gui_words *to_you, int first_you, int second_you)
{
    if (first_you && w && w->you)
        return gui_translate(w->you);
    return second_you && to_you ? gui_word(to_you) : gui_word(w);
}

const char *gui_word_in(const char *lang, const gui_words *w)
{
    char was[GUI_LANG_MAX];
    SDL_strlcpy(was, gui_i18n_get(), sizeof was);
    gui_i18n_set(lang);
    const char *t = gui_word(w);
    gui_i18n_set(was);
    return t;
}

const char *gui_decimal_point(void)
{
    /* TRANSLATORS: the decimal separator in "1.5 s"; a comma in most of Europe. */
    return pgettext("decimal separator", ".");
}
