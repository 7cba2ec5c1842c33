/* The gettext runtime of the builds without glibc, proved on its own before the game uses it:
 * GNU libintl cross-built for Windows (tests/windows/intl.sh runs this under Wine) and built
 * with emcc for the browser (tests/web/check.sh runs it in node). It reads the test catalogues
 * tests/intl/cs.po and pl.po (compiled by msgfmt) from a folder beside the program on Windows
 * and from /locale in the program's data in the browser, then checks gettext, pgettext (as
 * gettext.h spells it), ngettext at 0, 1, 2, 5, 21, 22 and 25 (Czech and Polish part at 21
 * and 22), reordered arguments in a translated format, and changing the language while the
 * program runs, back and forth (use_language).
 * Prints "intl: N passed, N failed" for tests/run-suite.sh. */
#ifndef _WIN32
#define _POSIX_C_SOURCE 200809L /* setenv */
#endif
#include <locale.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libintl.h>

#ifdef _WIN32
#include <windows.h>
#endif

#define DOMAIN "citadela-test"

static int passed, failed;

static void expect(const char *lang, const char *what, const char *got, const char *want)
{
    if (got != NULL && strcmp(got, want) == 0) {
        passed++;
        return;
    }
    failed++;
    printf("intl: FAILED: [%s] %s gave '%s', not '%s'\n", lang, what, got ? got : "(null)", want);
}

/* A format from the catalogue with its arguments. Not checked by the compiler: ISO C has no
 * %n$ argument numbers (-Wpedantic refuses them in a checked format) while POSIX, GNU libintl's
 * printf and musl's have them, and translators need them to reorder a sentence; msgfmt --check
 * checks each translation's format against its message's instead. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
static void format_into(char *out, size_t size, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    vsnprintf(out, size, format, args);
    va_end(args);
}
#pragma GCC diagnostic pop

/* pgettext as gettext.h spells it: the context, EOT, the message; the message itself when
 * the catalogue has no such entry. */
static const char *pgettext_of(const char *context, const char *msgid)
{
    static char key[128];
    snprintf(key, sizeof key, "%s\004%s", context, msgid);
    const char *got = dgettext(DOMAIN, key);
    return got == key ? msgid : got;
}

/* GNU libintl's, glibc's too; musl's libintl.h (emscripten's own) does not define it. The
 * browser build must get GNU libintl's header from its prefix, not musl's. */
#ifndef __USE_GNU_GETTEXT
#error "not GNU libintl's libintl.h: musl's gettext cannot load a catalogue in emscripten (docs/building.md)"
#endif

/* libintl's counter of catalogue changes: its cache of looked-up messages is good only while
 * the counter stays the same. */
extern int _nl_msg_cat_cntr;

/* Changes the language of the messages while the program runs, as the gettext manual says:
 * LANGUAGE, which GNU libintl reads before LC_ALL, LC_MESSAGES, LANG and (on Windows) the
 * user's UI languages, then a bump of _nl_msg_cat_cntr; the next gettext call takes it.
 * LANGUAGE is ignored only while the messages' locale is exactly "C" (setlocale(LC_ALL, "")
 * at the start, and on Windows no LC_ALL, LC_MESSAGES or LANG that says C). Windows has no
 * LC_MESSAGES category: libintl's setlocale(LC_MESSAGES) is not read back there. On Windows
 * the variable goes into the C runtime's environment (_putenv), the one libintl's getenv reads. */
static void use_language(const char *lang)
{
#ifdef _WIN32
    char assignment[64];
    snprintf(assignment, sizeof assignment, "LANGUAGE=%s", lang);
    _putenv(assignment);
#else
    setenv("LANGUAGE", lang, 1);
#endif
    ++_nl_msg_cat_cntr;
}

/* Where the catalogues are: a folder "locale" beside the program on Windows (by its wide
 * name, so that a folder outside the ANSI code page works), /locale in the browser's data. */
static int bind_catalogues(void)
{
#ifdef _WIN32
    wchar_t dir[MAX_PATH + 16];
    DWORD n = GetModuleFileNameW(NULL, dir, MAX_PATH);
    if (n == 0 || n >= MAX_PATH)
        return 0;
    wchar_t *slash = wcsrchr(dir, L'\\');
    if (slash == NULL)
        return 0;
    wcscpy(slash + 1, L"locale");
    return wbindtextdomain(DOMAIN, dir) != NULL;
#else
    return bindtextdomain(DOMAIN, "/locale") != NULL;
#endif
}

static const unsigned long counts[] = {0, 1, 2, 5, 21, 22, 25};
#define NCOUNTS (sizeof counts / sizeof counts[0])

struct language {
    const char *name;
    const char *follower, *field_terrain, *field_form;
    const char *points[NCOUNTS]; /* "%d ..." as shown at each of counts[] */
    const char *scores;          /* "%1$s scores %2$d" with Anna and 12 */
};

static const struct language languages[] = {
    {"cs", "Figurka", "Louka", "Políčko",
     {"0 bodů", "1 bod", "2 body", "5 bodů", "21 bodů", "22 bodů", "25 bodů"}, "12 b. získává Anna"},
    {"pl", "Podwładny", "Łąka", "Pole",
     {"0 punktów", "1 punkt", "2 punkty", "5 punktów", "21 punktów", "22 punkty", "25 punktów"},
     "12 pkt. zdobywa Anna"},
    /* No catalogue: the messages themselves, and English's two forms. */
    {"en", "Follower", "Field", "Field",
     {"0 points", "1 point", "2 points", "5 points", "21 points", "22 points", "25 points"}, "Anna scores 12"},
};

static void check_language(const struct language *l)
{
    char what[64], got[64];
    use_language(l->name);
    expect(l->name, "gettext(Follower)", gettext("Follower"), l->follower);
    expect(l->name, "pgettext(terrain, Field)", pgettext_of("terrain", "Field"), l->field_terrain);
    expect(l->name, "pgettext(form, Field)", pgettext_of("form", "Field"), l->field_form);
    for (size_t i = 0; i < NCOUNTS; i++) {
        int n = (int)counts[i];
        format_into(got, sizeof got, ngettext("%d point", "%d points", counts[i]), n);
        snprintf(what, sizeof what, "ngettext(%d point)", n);
        expect(l->name, what, got, l->points[i]);
    }
    format_into(got, sizeof got, gettext("%1$s scores %2$d"), "Anna", 12);
    expect(l->name, "a format with its arguments reordered", got, l->scores);
}

int main(void)
{
#ifdef _WIN32
    /* Wine hands the Unix environment to Windows programs; a Windows player has none of
     * these, and one that names the C locale makes libintl ignore LANGUAGE. */
    _putenv("LC_ALL=");
    _putenv("LC_MESSAGES=");
    _putenv("LANG=");
#endif
    setlocale(LC_ALL, "");
    expect("-", "bindtextdomain", bind_catalogues() ? "bound" : "refused", "bound");
    expect("-", "textdomain", textdomain(DOMAIN), DOMAIN);
    /* The catalogues are UTF-8, as SDL_ttf wants its text: ask for no conversion. */
    expect("-", "bind_textdomain_codeset", bind_textdomain_codeset(DOMAIN, "UTF-8"), "UTF-8");
    /* Each language after each other one: Czech, Polish, English, and Czech again after them. */
    check_language(&languages[0]);
    check_language(&languages[1]);
    check_language(&languages[2]);
    check_language(&languages[1]);
    check_language(&languages[0]);
    printf("intl: %d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
