/* The mails' and link pages' words and form (server/mail_text.h). */
#include "mail_text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <openssl/evp.h>

enum { W_CONFIRM_SUBJECT, W_CONFIRM_BODY, W_TURN_SUBJECT_MOVED, W_TURN_SUBJECT, W_TURN_BODY, W_DIGEST_SUBJECT,
       W_DIGEST_HEAD, W_FOOTER, W_CONFIRM_ASK, W_CONFIRM_BUTTON, W_CONFIRMED, W_UNSUB_ASK, W_UNSUB_BUTTON,
       W_UNSUBSCRIBED, W_UNKNOWN, W_DIGEST_MORE, W_COUNT };

typedef struct {
    const char *lang;
    const char *w[W_COUNT];
} words;

/* Each sentence takes its %s in the same order in every language: W_CONFIRM_BODY the
   link; W_TURN_SUBJECT_MOVED who moved; W_TURN_BODY the game, the table, the link;
   W_FOOTER the server, the unsubscribe link; W_DIGEST_MORE a count. Filled by fill(), not
   printf: the sentences are data. */
static const words WORDS[] = {
    {"en",
     {"Confirm your address for Citadela",
      "Someone (we hope you) asked Citadela to send this address a mail when it is their turn.\n"
      "To confirm, open this link and press the button:\n%s\n\nIf it was not you, do nothing: no other mail will come.\n",
      "Your turn: %s played \xe2\x80\x94 Citadela", "Your turn \xe2\x80\x94 Citadela",
      "It is your turn in %s (table %s).\nOpen the game: %s\n", "Games wait for your move \xe2\x80\x94 Citadela",
      "These games wait for your move:\n",
      "You get these mails because this address asked for them at %s.\nTo stop them: %s\n",
      "Confirm that Citadela may mail this address when it is your turn.", "Confirm",
      "Thank you: this address is confirmed. A mail will come when it is your turn.",
      "Stop every mail from Citadela to this address?", "Stop the mails",
      "Done: this address is forgotten. No more mails will come.",
      "This link is no longer valid: the address is not kept.", "and %s more\n"}},
    {"cs",
     {"Potvr\xc4\x8f" "te svou adresu pro Citadelu",
      "N\xc4\x9bkdo (douf\xc3\xa1me, \xc5\xbe" "e vy) po\xc5\xbe\xc3\xa1" "dal Citadelu, aby na tuto adresu poslala e-mail, "
      "kdy\xc5\xbe bude na tahu.\nPro potvrzen\xc3\xad otev\xc5\x99" "ete tento odkaz a stiskn\xc4\x9bte tla\xc4\x8d\xc3\xadtko:\n%s\n\n"
      "Pokud jste to nebyli vy, nic ned\xc4\x9blejte: \xc5\xbe\xc3\xa1" "dn\xc3\xbd dal\xc5\xa1\xc3\xad e-mail nep\xc5\x99ijde.\n",
      "Jste na tahu (po hr\xc3\xa1\xc4\x8di %s) \xe2\x80\x94 Citadela", "Jste na tahu \xe2\x80\x94 Citadela",
      "Ve h\xc5\x99" "e %s (st\xc5\xaf" "l %s) jste na tahu.\nOtev\xc5\x99\xc3\xadt hru: %s\n",
      "Hry \xc4\x8d" "ekaj\xc3\xad na v\xc3\xa1\xc5\xa1 tah \xe2\x80\x94 Citadela",
      "Tyto hry \xc4\x8d" "ekaj\xc3\xad na v\xc3\xa1\xc5\xa1 tah:\n",
      "Tyto e-maily dost\xc3\xa1v\xc3\xa1te, proto\xc5\xbe" "e o n\xc4\x9b tato adresa po\xc5\xbe\xc3\xa1" "dala na %s.\n"
      "Zastavit je: %s\n",
      "Potvr\xc4\x8f" "te, \xc5\xbe" "e Citadela sm\xc3\xad na tuto adresu ps\xc3\xa1t, kdy\xc5\xbe budete na tahu.", "Potvrdit",
      "D\xc4\x9bkujeme: adresa je potvrzena. Kdy\xc5\xbe budete na tahu, p\xc5\x99ijde v\xc3\xa1m e-mail.",
      "Zastavit v\xc5\xa1" "echny e-maily od Citadely na tuto adresu?", "Zastavit e-maily",
      "Hotovo: adresa je zapomenuta. \xc5\xbd\xc3\xa1" "dn\xc3\xa9 dal\xc5\xa1\xc3\xad e-maily nep\xc5\x99ijdou.",
      "Tento odkaz u\xc5\xbe neplat\xc3\xad: adresa nen\xc3\xad ulo\xc5\xbe" "ena.", "a dal\xc5\xa1\xc3\xad (%s)\n"}},
    {"de",
     {"Best\xc3\xa4tigen Sie Ihre Adresse f\xc3\xbcr Citadela",
      "Jemand (hoffentlich Sie) hat Citadela gebeten, an diese Adresse eine Mail zu senden, wenn er am Zug ist.\n"
      "Zum Best\xc3\xa4tigen \xc3\xb6" "ffnen Sie diesen Link und dr\xc3\xbc" "cken Sie den Knopf:\n%s\n\n"
      "Waren Sie es nicht, tun Sie nichts: Es kommt keine weitere Mail.\n",
      "Sie sind am Zug: %s hat gespielt \xe2\x80\x94 Citadela", "Sie sind am Zug \xe2\x80\x94 Citadela",
      "In %s (Tisch %s) sind Sie am Zug.\nZum Spiel: %s\n", "Spiele warten auf Ihren Zug \xe2\x80\x94 Citadela",
      "Diese Spiele warten auf Ihren Zug:\n",
      "Sie erhalten diese Mails, weil diese Adresse sie auf %s angefordert hat.\nAbbestellen: %s\n",
      "Best\xc3\xa4tigen Sie, dass Citadela diese Adresse anschreiben darf, wenn Sie am Zug sind.", "Best\xc3\xa4tigen",
      "Danke: Die Adresse ist best\xc3\xa4tigt. Wenn Sie am Zug sind, kommt eine Mail.",
      "Alle Mails von Citadela an diese Adresse beenden?", "Mails beenden",
      "Erledigt: Die Adresse ist vergessen. Es kommen keine Mails mehr.",
      "Dieser Link gilt nicht mehr: Die Adresse ist nicht gespeichert.", "und %s weitere\n"}},
    {"pl",
     {"Potwierd\xc5\xba sw\xc3\xb3j adres w Citadeli",
      "Kto\xc5\x9b (mamy nadziej\xc4\x99, \xc5\xbc" "e Ty) poprosi\xc5\x82 Citadel\xc4\x99 o wiadomo\xc5\x9b\xc4\x87 na ten adres, "
      "gdy nadejdzie jego ruch.\nAby potwierdzi\xc4\x87, otw\xc3\xb3rz ten link i naci\xc5\x9bnij przycisk:\n%s\n\n"
      "Je\xc5\x9bli to nie Ty, nic nie r\xc3\xb3" "b: \xc5\xbc" "adna inna wiadomo\xc5\x9b\xc4\x87 nie przyjdzie.\n",
      "Tw\xc3\xb3j ruch (po graczu %s) \xe2\x80\x94 Citadela", "Tw\xc3\xb3j ruch \xe2\x80\x94 Citadela",
      "W grze %s (st\xc3\xb3\xc5\x82 %s) jest Tw\xc3\xb3j ruch.\nOtw\xc3\xb3rz gr\xc4\x99: %s\n",
      "Gry czekaj\xc4\x85 na Tw\xc3\xb3j ruch \xe2\x80\x94 Citadela", "Te gry czekaj\xc4\x85 na Tw\xc3\xb3j ruch:\n",
      "Dostajesz te wiadomo\xc5\x9b" "ci, bo ten adres o nie poprosi\xc5\x82 na %s.\nAby je wy\xc5\x82\xc4\x85" "czy\xc4\x87: %s\n",
      "Potwierd\xc5\xba, \xc5\xbc" "e Citadela mo\xc5\xbc" "e pisa\xc4\x87 na ten adres, gdy nadejdzie Tw\xc3\xb3j ruch.",
      "Potwierd\xc5\xba",
      "Dzi\xc4\x99kujemy: adres jest potwierdzony. Gdy nadejdzie Tw\xc3\xb3j ruch, przyjdzie wiadomo\xc5\x9b\xc4\x87.",
      "Wy\xc5\x82\xc4\x85" "czy\xc4\x87 wszystkie wiadomo\xc5\x9b" "ci od Citadeli na ten adres?",
      "Wy\xc5\x82\xc4\x85" "cz wiadomo\xc5\x9b" "ci",
      "Gotowe: adres zosta\xc5\x82 zapomniany. \xc5\xbb" "adne wiadomo\xc5\x9b" "ci ju\xc5\xbc nie przyjd\xc4\x85.",
      "Ten link jest ju\xc5\xbc niewa\xc5\xbcny: adres nie jest przechowywany.", "i inne (%s)\n"}},
    {"fr",
     {"Confirmez votre adresse pour Citadela",
      "Quelqu'un (vous, esp\xc3\xa9rons-le) a demand\xc3\xa9 \xc3\xa0 Citadela d'envoyer un courriel \xc3\xa0 cette adresse "
      "quand c'est son tour.\nPour confirmer, ouvrez ce lien et appuyez sur le bouton\xc2\xa0:\n%s\n\n"
      "Si ce n'\xc3\xa9tait pas vous, ne faites rien\xc2\xa0: aucun autre courriel ne viendra.\n",
      "\xc3\x80 vous de jouer\xc2\xa0: %s a jou\xc3\xa9 \xe2\x80\x94 Citadela", "\xc3\x80 vous de jouer \xe2\x80\x94 Citadela",
      "C'est votre tour dans %s (table %s).\nOuvrir la partie\xc2\xa0: %s\n",
      "Des parties attendent votre coup \xe2\x80\x94 Citadela", "Ces parties attendent votre coup\xc2\xa0:\n",
      "Vous recevez ces courriels car cette adresse les a demand\xc3\xa9s sur %s.\nPour les arr\xc3\xaater\xc2\xa0: %s\n",
      "Confirmez que Citadela peut \xc3\xa9" "crire \xc3\xa0 cette adresse quand c'est votre tour.", "Confirmer",
      "Merci\xc2\xa0: l'adresse est confirm\xc3\xa9" "e. Un courriel viendra quand ce sera votre tour.",
      "Arr\xc3\xaater tous les courriels de Citadela \xc3\xa0 cette adresse\xc2\xa0?", "Arr\xc3\xaater les courriels",
      "C'est fait\xc2\xa0: l'adresse est oubli\xc3\xa9" "e. Plus aucun courriel ne viendra.",
      "Ce lien n'est plus valable\xc2\xa0: l'adresse n'est pas conserv\xc3\xa9" "e.", "et %s autres\n"}},
    {"es",
     {"Confirma tu direcci\xc3\xb3n para Citadela",
      "Alguien (esperamos que t\xc3\xba) pidi\xc3\xb3 a Citadela que enviara un correo a esta direcci\xc3\xb3n cuando le toque "
      "jugar.\nPara confirmarlo, abre este enlace y pulsa el bot\xc3\xb3n:\n%s\n\n"
      "Si no fuiste t\xc3\xba, no hagas nada: no llegar\xc3\xa1 ning\xc3\xban otro correo.\n",
      "Tu turno: %s ha jugado \xe2\x80\x94 Citadela", "Tu turno \xe2\x80\x94 Citadela",
      "Es tu turno en %s (mesa %s).\nAbrir la partida: %s\n", "Partidas esperan tu jugada \xe2\x80\x94 Citadela",
      "Estas partidas esperan tu jugada:\n",
      "Recibes estos correos porque esta direcci\xc3\xb3n los pidi\xc3\xb3 en %s.\nPara dejar de recibirlos: %s\n",
      "Confirma que Citadela puede escribir a esta direcci\xc3\xb3n cuando sea tu turno.", "Confirmar",
      "Gracias: la direcci\xc3\xb3n est\xc3\xa1 confirmada. Recibir\xc3\xa1s un correo cuando sea tu turno.",
      "\xc2\xbf" "Dejar de recibir todos los correos de Citadela en esta direcci\xc3\xb3n?", "Dejar de recibir",
      "Hecho: la direcci\xc3\xb3n se ha olvidado. No llegar\xc3\xa1n m\xc3\xa1s correos.",
      "Este enlace ya no es v\xc3\xa1lido: la direcci\xc3\xb3n no se guarda.", "y %s m\xc3\xa1s\n"}},
};

/* A sentence with each %s replaced by the next of args, in order. */
static void fill(char *out, size_t cap, const char *sentence, const char *const *args, int nargs) {
    size_t o = 0;
    int a = 0;
    for (const char *p = sentence; *p && o + 1 < cap; p++) {
        if (p[0] == '%' && p[1] == 's' && a < nargs) {
            size_t k = strlen(args[a]);
            if (k > cap - 1 - o) k = cap - 1 - o;
            memcpy(out + o, args[a++], k);
            o += k, p++;
        } else out[o++] = *p;
    }
    out[o] = 0;
}

static const words *words_of(const char *lang) {
    for (size_t i = 0; i < sizeof WORDS / sizeof WORDS[0]; i++)
        if (lang && !strcmp(WORDS[i].lang, lang)) return &WORDS[i];
    return &WORDS[0];
}

const char *mail_lang(const char *code) {
    for (size_t i = 0; i < sizeof WORDS / sizeof WORDS[0]; i++)
        if (code && !strcmp(WORDS[i].lang, code)) return WORDS[i].lang;
    return NULL;
}

const char *mail_address_problem(const char *addr) {
    size_t n = strlen(addr);
    const char *at = strrchr(addr, '@');
    if (n == 0 || n > MAIL_ADDRESS_MAX) return "an address is 1 to 254 characters";
    for (const char *p = addr; *p; p++)
        if ((unsigned char)*p <= ' ' || (unsigned char)*p >= 0x7f || strchr("<>()[]\\,;:\"", *p))
            return "an address is local@domain in plain ASCII";
    if (!at || at == addr || strchr(addr, '@') != at) return "an address is local@domain";
    const char *dom = at + 1;
    if (!strchr(dom, '.') || *dom == '.' || dom[strlen(dom) - 1] == '.' || strstr(dom, "..") || at - addr > 64)
        return "the address's domain is not a mail domain";
    for (const char *p = dom; *p; p++)
        if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-", *p))
            return "the address's domain is not a mail domain";
    return NULL;
}

/* ---- the message ---- */

typedef struct {
    char *s;
    size_t cap, n;
    int over;
} buf;

static void put(buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(buf *b, const char *fmt, ...) {
    if (b->over) return;
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(b->s + b->n, b->cap - b->n, fmt, ap);
    va_end(ap);
    if (w < 0 || (size_t)w >= b->cap - b->n) b->over = 1;
    else b->n += (size_t)w;
}

/* A header's UTF-8 text as RFC 2047 encoded words (36 bytes: 60 characters each, a line
   of at most 78 with "Subject: "), folded, never splitting a character: any text (a
   player's name) stays one header's. */
static void put_encoded(buf *b, const char *text) {
    size_t n = strlen(text), at = 0;
    while (at < n || n == 0) {
        size_t take = n - at > 36 ? 36 : n - at;
        while (take > 0 && at + take < n && ((unsigned char)text[at + take] & 0xc0) == 0x80) take--;
        unsigned char out[64];
        int w = EVP_EncodeBlock(out, (const unsigned char *)text + at, (int)take);
        put(b, "%s=?UTF-8?B?%.*s?=", at ? "\r\n " : "", w, (const char *)out);
        at += take;
        if (n == 0) break;
    }
}

/* The body in base64, lines of 76: any UTF-8 passes every relay unchanged. */
static void put_base64(buf *b, const char *text, size_t n) {
    for (size_t at = 0; at < n; at += 57) {
        unsigned char out[80];
        int w = EVP_EncodeBlock(out, (const unsigned char *)text + at, (int)(n - at > 57 ? 57 : n - at));
        put(b, "%.*s\r\n", w, (const char *)out);
    }
}

/* The Date header's, in English as RFC 5322 spells it whatever the locale. */
static void put_date(buf *b, long long now) {
    static const char *const day[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    static const char *const mon[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    time_t t = (time_t)now;
    struct tm tm;
    gmtime_r(&t, &tm);
    put(b, "Date: %s, %02d %s %04d %02d:%02d:%02d +0000\r\n", day[tm.tm_wday % 7], tm.tm_mday, mon[tm.tm_mon % 12],
        tm.tm_year + 1900, tm.tm_hour, tm.tm_min, tm.tm_sec);
}

/* The body's text, lines ending in CRLF (a lone LF is not a mail's line end). */
static void put_text_crlf(buf *b, const char *text) {
    for (; *text; text++) put(b, *text == '\n' ? "\r\n" : "%c", *text);
}

static void body_text(const mail_letter *l, const words *w, buf *t) {
    char link[600], unsub[400];
    snprintf(unsub, sizeof unsub, "%s/mail/unsubscribe?t=%s", l->base, l->token);
    char part[1200];
    if (l->kind == MAIL_CONFIRM) {
        snprintf(link, sizeof link, "%s/mail/confirm?t=%s", l->base, l->token);
        const char *a[] = {link};
        fill(part, sizeof part, w->w[W_CONFIRM_BODY], a, 1);
        put_text_crlf(t, part);
    } else {
        if (l->kind == MAIL_DIGEST) put_text_crlf(t, w->w[W_DIGEST_HEAD]);
        for (int i = 0; i < l->ngames && i < MAIL_DIGEST_GAMES; i++) {
            snprintf(link, sizeof link, "%s/#join=%s", l->base, l->games[i].code);
            const char *a[] = {l->games[i].game, l->games[i].code, link};
            fill(part, sizeof part, w->w[W_TURN_BODY], a, 3);
            if (i) put(t, "\r\n");
            put_text_crlf(t, part);
        }
        if (l->ngames > MAIL_DIGEST_GAMES) {
            char more[16];
            snprintf(more, sizeof more, "%d", l->ngames - MAIL_DIGEST_GAMES);
            const char *a[] = {more};
            fill(part, sizeof part, w->w[W_DIGEST_MORE], a, 1);
            put_text_crlf(t, part);
        }
    }
    const char *a[] = {l->base, unsub};
    fill(part, sizeof part, w->w[W_FOOTER], a, 2);
    put(t, "\r\n-- \r\n");
    put_text_crlf(t, part);
}

size_t mail_compose(const mail_letter *l, char *out, size_t cap) {
    const words *w = words_of(l->lang);
    char subject[300];
    if (l->kind == MAIL_CONFIRM) snprintf(subject, sizeof subject, "%s", w->w[W_CONFIRM_SUBJECT]);
    else if (l->kind == MAIL_DIGEST) snprintf(subject, sizeof subject, "%s", w->w[W_DIGEST_SUBJECT]);
    else if (l->ngames > 0 && l->games[0].moved[0]) {
        const char *a[] = {l->games[0].moved};
        fill(subject, sizeof subject, w->w[W_TURN_SUBJECT_MOVED], a, 1);
    }
    else snprintf(subject, sizeof subject, "%s", w->w[W_TURN_SUBJECT]);
    char *text = malloc(MAIL_MESSAGE_MAX); /* the loop and the mail thread both compose */
    if (!text) return 0;
    buf t = {text, MAIL_MESSAGE_MAX, 0, 0};
    body_text(l, w, &t);
    if (t.over) return free(text), 0;
    const char *domain = strrchr(l->from, '@');
    buf b = {out, cap, 0, 0};
    put(&b, "From: Citadela <%s>\r\nTo: <%s>\r\nSubject: ", l->from, l->to);
    put_encoded(&b, subject);
    put(&b, "\r\n");
    put_date(&b, l->now);
    put(&b, "Message-ID: <%s@%s>\r\n", l->message_id, domain ? domain + 1 : "citadela.invalid");
    put(&b, "MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n"
            "Content-Language: %s\r\nAuto-Submitted: auto-generated\r\n",
        w->lang);
    /* RFC 8058: a mail client's one-click button POSTs "List-Unsubscribe=One-Click" there */
    put(&b, "List-Unsubscribe: <%s/mail/unsubscribe?t=%s>\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n\r\n",
        l->base, l->token); /* one line over 78 (under 998): folded, some readers keep the fold's space */
    put_base64(&b, text, t.n);
    free(text);
    return b.over ? 0 : b.n;
}

/* ---- the links' pages ---- */

size_t mail_page_html(mail_page page, const char *lang, const char *action, char *out, size_t cap) {
    const words *w = words_of(lang);
    static const int said[] = {W_CONFIRM_ASK, W_CONFIRMED, W_UNSUB_ASK, W_UNSUBSCRIBED, W_UNKNOWN};
    const char *button = page == MAIL_PAGE_CONFIRM_ASK ? w->w[W_CONFIRM_BUTTON]
                         : page == MAIL_PAGE_UNSUBSCRIBE_ASK ? w->w[W_UNSUB_BUTTON]
                                                             : NULL;
    char form[700] = "";
    if (button)
        snprintf(form, sizeof form, "<form method=\"post\" action=\"%s\"><button type=\"submit\">%s</button></form>",
                 action, button);
    int n = snprintf(out, cap,
                     "<!doctype html><html lang=\"%s\"><head><meta charset=\"utf-8\">"
                     "<meta name=\"viewport\" content=\"width=device-width\"><title>Citadela</title></head>"
                     "<body><h1>Citadela</h1><p>%s</p>%s</body></html>\n",
                     w->lang, w->w[said[page]], form);
    return n > 0 && (size_t)n < cap ? (size_t)n : 0;
}
