/* The system's side of the game's translations (gui/app/language.c): how gettext is pointed
   at the catalogues, the environment it reads, and which languages the environment asks
   for. The window's alone (it links gettext), like font.h. */
#ifndef CIT_PLAT_INTL_H
#define CIT_PLAT_INTL_H

/* Binds `domain` to the catalogues in the folder `dir` (UTF-8), or to `fallback` when `dir`
   is no folder (an installed game's catalogues are in the system's locale folder). Windows
   binds `dir` always, by its wide name: the catalogues travel beside the program, whose
   folder may have a name outside the ANSI code page. Returns the folder bound. */
const char *plat_intl_bind(const char *domain, const char *dir, const char *fallback);
/* Makes gettext heed LANGUAGE from now on; once, before the first lookup. glibc ignores it
   while LC_MESSAGES is the C locale, GNU libintl on Windows while LC_ALL, LC_MESSAGES or
   LANG says C (Wine passes the Unix ones on). */
void plat_intl_prepare(void);
/* The languages the environment asks for, as gettext reads them: LANGUAGE's ':' list in
   *list and the first set of LC_ALL, LC_MESSAGES and LANG in *locale, each NULL when not
   set. Both NULL where the system keeps its choice elsewhere (Windows, the browser), which
   SDL_GetPreferredLocales reads. */
void plat_intl_env(const char **list, const char **locale);
/* Sets LANGUAGE to `lang` where gettext reads it. */
void plat_intl_set_language(const char *lang);

#endif
