/* Text rendering: the platform layer finds DejaVu (or any sans), SDL_ttf renders, textures are cached. */
#include "draw/text.h"
#include "draw/draw.h"
#include "font.h"

#include <SDL_ttf.h>
#include <string.h>

#define MAX_PX 160
#define CACHE 512
#define KEYLEN 200

typedef struct {
    char key[KEYLEN];
    int px, bold;
    Uint32 rgba;
    SDL_Texture *tex;
    int w, h;
    unsigned last;
} entry;

/* Measured widths, so layout code can measure every frame without shaping text again. */
#define WCACHE 2048
#define WKEY 72
typedef struct {
    char key[WKEY];
    short px, bold;
    int w;
} width_entry;
/* Globals: SDL_ttf is one per process (TTF_Init), and with it its fonts, the one renderer's
   text textures and the widths measured (tests/gui/globals.sh). */
static width_entry wcache[WCACHE];

static SDL_Renderer *ren;
static char font_path[2][512];
static TTF_Font *fonts[2][MAX_PX + 1];
static entry cache[CACHE];
static unsigned frame_no;
/* The test log (gui_text_log) and the width gui_text_wrapped is wrapping to while it draws. */
static gui_text_drawn *log_buf;
static int log_cap, log_n, wrapping_w;

void gui_text_log(gui_text_drawn *buf, int cap)
{
    log_buf = buf;
    log_cap = buf ? cap : 0;
    log_n = 0;
}

int gui_text_logged(void) { return log_n; }

static void log_line(const char *s, SDL_Rect rc, int px, int bold)
{
    if (log_n >= log_cap)
        return;
    gui_text_drawn *d = &log_buf[log_n++];
    SDL_strlcpy(d->text, s, sizeof d->text);
    d->rc = rc;
    d->px = px;
    d->bold = bold;
    d->wrap_w = wrapping_w;
    d->clipped = SDL_RenderIsClipEnabled(ren);
    SDL_RenderGetClipRect(ren, &d->clip);
}

int gui_text_init(SDL_Renderer *r)
{
    ren = r;
    if (TTF_Init() != 0)
        return -1;
    const char *env = SDL_getenv("CITADELA_FONT");
    if (env && *env) {
        SDL_strlcpy(font_path[0], env, sizeof font_path[0]);
        SDL_strlcpy(font_path[1], env, sizeof font_path[1]);
    } else {
        font_path[0][0] = 0;
        if (!plat_font_find(0, font_path[0], sizeof font_path[0]) && !font_path[0][0])
            SDL_strlcpy(font_path[0], "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", sizeof font_path[0]);
        if (!plat_font_find(1, font_path[1], sizeof font_path[1]))
            SDL_strlcpy(font_path[1], font_path[0], sizeof font_path[1]);
    }
    TTF_Font *probe = TTF_OpenFont(font_path[0], 16);
    if (!probe) {
        SDL_SetError("no usable font (tried %s): %s", font_path[0], TTF_GetError());
        return -1;
    }
    fonts[0][16] = probe;
    return 0;
}

static TTF_Font *font(int px, int bold)
{
    if (px < 6)
        px = 6;
    if (px > MAX_PX)
        px = MAX_PX;
    bold = bold ? 1 : 0;
    if (!fonts[bold][px])
        fonts[bold][px] = TTF_OpenFont(font_path[bold], px);
    return fonts[bold][px];
}

void gui_text_quit(void)
{
    for (int i = 0; i < CACHE; i++)
        if (cache[i].tex)
            SDL_DestroyTexture(cache[i].tex);
    memset(cache, 0, sizeof cache);
    memset(wcache, 0, sizeof wcache);
    for (int b = 0; b < 2; b++)
        for (int i = 0; i <= MAX_PX; i++)
            if (fonts[b][i]) {
                TTF_CloseFont(fonts[b][i]);
                fonts[b][i] = NULL;
            }
    TTF_Quit();
    plat_font_done();
}

void gui_text_frame(void)
{
    frame_no++;
    log_n = 0;
    for (int i = 0; i < CACHE; i++)
        if (cache[i].tex && frame_no - cache[i].last > 300) {
            SDL_DestroyTexture(cache[i].tex);
            cache[i].tex = NULL;
        }
}

const char *gui_text_font_path(void) { return font_path[0]; }

static unsigned hash_str(const char *s, unsigned h)
{
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

int gui_text_width(const char *s, int px, int bold)
{
    int w = 0, h = 0;
    if (!s || !*s)
        return 0;
    size_t len = strlen(s);
    width_entry *e = NULL;
    if (len < WKEY) {
        e = &wcache[hash_str(s, 2166136261u ^ (unsigned)px * 31u ^ (unsigned)bold) % WCACHE];
        if (e->px == px && e->bold == bold && strcmp(e->key, s) == 0)
            return e->w;
    }
    TTF_Font *f = font(px, bold);
    if (!f)
        return 0;
    TTF_SizeUTF8(f, s, &w, &h);
    if (e) {
        memcpy(e->key, s, len + 1);
        e->px = (short)px;
        e->bold = (short)bold;
        e->w = w;
    }
    return w;
}

static unsigned hash(const char *s, int px, int bold, Uint32 rgba)
{
    unsigned h = 2166136261u ^ (unsigned)px ^ ((unsigned)bold << 9) ^ rgba;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

static entry *lookup(const char *s, int px, int bold, SDL_Color c)
{
    Uint32 rgba = (Uint32)c.r << 24 | (Uint32)c.g << 16 | (Uint32)c.b << 8 | c.a;
    unsigned h = hash(s, px, bold, rgba) % CACHE;
    entry *victim = NULL;
    for (int k = 0; k < 8; k++) {
        entry *e = &cache[(h + (unsigned)k) % CACHE];
        if (e->tex && e->px == px && e->bold == bold && e->rgba == rgba && strcmp(e->key, s) == 0) {
            e->last = frame_no;
            return e;
        }
        if (!victim || !e->tex || (victim->tex && e->last < victim->last))
            victim = e;
    }
    TTF_Font *f = font(px, bold);
    if (!f)
        return NULL;
    SDL_Surface *surf = TTF_RenderUTF8_Blended(f, s, c);
    if (!surf)
        return NULL;
    if (victim->tex)
        SDL_DestroyTexture(victim->tex);
    victim->tex = SDL_CreateTextureFromSurface(ren, surf);
    victim->w = surf->w;
    victim->h = surf->h;
    SDL_FreeSurface(surf);
    if (!victim->tex)
        return NULL;
    SDL_strlcpy(victim->key, s, KEYLEN);
    victim->px = px;
    victim->bold = bold;
    victim->rgba = rgba;
    victim->last = frame_no;
    return victim;
}

int gui_text(const char *s, int x, int y, int px, int bold, SDL_Color c, int align)
{
    if (!s || !*s)
        return 0;
    if (!gui_draw_enabled || strlen(s) >= KEYLEN) {
        int w = gui_text_width(s, px, bold);
        if (!gui_draw_enabled)
            return w;
    }
    entry *e = lookup(s, px, bold, c);
    if (!e)
        return 0;
    int dx = align == GUI_ALIGN_CENTER ? x - e->w / 2 : align == GUI_ALIGN_RIGHT ? x - e->w : x;
    SDL_Rect dst = {dx, y, e->w, e->h};
    SDL_RenderCopy(ren, e->tex, NULL, &dst);
    log_line(s, dst, px, bold);
    return e->w;
}

/* gui_text_wrapped, or with draw 0 its height alone. */
static int wrapped(const char *s, int x, int y, int w, int px, int bold, SDL_Color c, int draw);

int gui_text_wrapped(const char *s, int x, int y, int w, int px, int bold, SDL_Color c)
{
    return wrapped(s, x, y, w, px, bold, c, 1);
}

int gui_text_wrapped_h(const char *s, int w, int px, int bold)
{
    return wrapped(s, 0, 0, w, px, bold, (SDL_Color){0, 0, 0, 0}, 0);
}

static int wrapped(const char *s, int x, int y, int w, int px, int bold, SDL_Color c, int draw)
{
    char line[KEYLEN];
    int lh = px * 5 / 4, yy = y;
    const char *p = s;
    wrapping_w = w;
    while (*p) {
        if (*p == '\n') {
            yy += lh / 2;
            p++;
            continue;
        }
        /* Take words while they fit. */
        size_t n = 0, best = 0;
        const char *q = p;
        for (;;) {
            while (*q && *q != ' ' && *q != '\n')
                q++;
            size_t len = (size_t)(q - p);
            if (len >= KEYLEN)
                len = KEYLEN - 1;
            memcpy(line, p, len);
            line[len] = 0;
            if (best && gui_text_width(line, px, bold) > w)
                break;
            best = len;
            n = len;
            if (!*q || *q == '\n' || len == KEYLEN - 1)
                break;
            q++;
        }
        memcpy(line, p, n);
        line[n] = 0;
        if (draw)
            gui_text(line, x, yy, px, bold, c, GUI_ALIGN_LEFT);
        yy += lh;
        p += n;
        while (*p == ' ')
            p++;
    }
    wrapping_w = 0;
    return yy - y;
}

void gui_text_fit(char *buf, size_t cap, const char *s, int w, int px, int bold)
{
    SDL_strlcpy(buf, s, cap);
    size_t full = strlen(buf);
    if (gui_text_width(buf, px, bold) <= w)
        return;
    /* Binary search for the longest prefix (on a UTF-8 boundary) that fits with an ellipsis. */
    size_t lo = 0, hi = full;
    char tmp[512];
    while (lo < hi) {
        size_t mid = (lo + hi + 1) / 2;
        size_t n = mid;
        while (n > 0 && ((unsigned char)s[n] & 0xC0) == 0x80)
            n--;
        if (n + 4 > sizeof tmp) {
            hi = mid - 1;
            continue;
        }
        memcpy(tmp, s, n);
        memcpy(tmp + n, "\xE2\x80\xA6", 4);
        if (gui_text_width(tmp, px, bold) <= w)
            lo = mid;
        else
            hi = mid - 1;
    }
    size_t n = lo;
    while (n > 0 && ((unsigned char)s[n] & 0xC0) == 0x80)
        n--;
    if (n + 4 > cap)
        n = cap > 4 ? cap - 4 : 0;
    memcpy(buf, s, n);
    memcpy(buf + n, "\xE2\x80\xA6", 4);
}
