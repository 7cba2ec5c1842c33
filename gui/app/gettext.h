/* The one place the GUI meets gettext: libintl (glibc on Linux, GNU libintl built for Windows
   and for the browser: mk/web.mk) and the markers xgettext looks for (make pot). */
#ifndef GUI_GETTEXT_H
#define GUI_GETTEXT_H

#include <libintl.h>

#define CIT_TEXT_DOMAIN "citadela"

/* A literal translated where it stands. */
#define _(s) gettext(s)
/* A literal in a table, translated where it is shown (gui_tr, gui_word). */
#define N_(s) s
/* The same with a context, for one English word that carries two meanings: gettext's own
   "context\004msgid" key, which gui_msgid_text strips again when no catalogue knows it. */
#define NC_(ctx, s) ctx "\004" s
/* A literal with a context, translated where it stands (gui_translate in app/i18n.h). */
#define pgettext(ctx, s) gui_translate(NC_(ctx, s))
/* A table's singular and plural pair, for a number shown with a noun (ngettext). */
#define NN_(one, many) .msgid = one, .plural = many

#endif
