/* Names a person could take for one another (namefold.h): a skeleton of what a name looks
   like, and the rule that a name keeps to one of the scripts whose letters pass for Latin.
   The tables are data written here (no library): Unicode's full confusables (TR39) are
   thousands of entries; these are the characters seen in an attack on the server's lobby
   (issue 75: Cyrillic and Greek capitals, decomposed accents, soft hyphens, variation
   selectors, fullwidth forms, Hangul fillers; issue 85: the Braille blank and other
   spaces) and the accented Latin letters of Europe. */
#include <string.h>

#include "namefold.h"

/* Reads one UTF-8 character (a bad byte reads as itself, so nothing is skipped). */
static uint32_t next_char(const unsigned char **p) {
    const unsigned char *s = *p;
    uint32_t c = s[0];
    int n = c >= 0xF0 && c < 0xF8 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
    if (c >= 0xF8) n = 0;
    for (int i = 1; i <= n; i++)
        if ((s[i] & 0xC0) != 0x80) { /* a NUL ends it too: nothing past the string is read */
            n = 0;
            break;
        }
    if (n) c &= 0x3Fu >> n;
    for (int i = 1; i <= n; i++) c = c << 6 | (s[i] & 0x3Fu);
    *p = s + n + 1;
    return c;
}

/* Characters that show nothing or only change how their neighbour looks: format
   characters, fillers, variation selectors, combining marks (so a decomposed "ř" is its
   base letter, as the composed one is below). */
static int invisible(uint32_t c) {
    return c == 0x00AD || c == 0x034F || c == 0x061C || c == 0x115F || c == 0x1160 || c == 0x17B4 || c == 0x17B5 ||
           (c >= 0x180B && c <= 0x180F) || (c >= 0x200B && c <= 0x200F) || (c >= 0x202A && c <= 0x202E) ||
           (c >= 0x2060 && c <= 0x206F) || c == 0x3164 || (c >= 0xFE00 && c <= 0xFE0F) || c == 0xFEFF || c == 0xFFA0 ||
           (c >= 0x1BCA0 && c <= 0x1BCA3) || (c >= 0xE0000 && c <= 0xE0FFF) || (c >= 0x0300 && c <= 0x036F) ||
           (c >= 0x1AB0 && c <= 0x1AFF) || (c >= 0x1DC0 && c <= 0x1DFF) || (c >= 0x20D0 && c <= 0x20FF) ||
           (c >= 0xFE20 && c <= 0xFE2F) || c == 0x180E || c == 0x2800 || (c >= 0xFFF9 && c <= 0xFFFC) ||
           c == 0x1D159 || (c >= 0x1D173 && c <= 0x1D17A); /* Braille blank, musical format marks (issue 85) */
}

/* Spaces other than ' ' (no-break, ideographic, the typographic widths): folded to ' ',
   which the skeleton leaves out. */
static int other_space(uint32_t c) {
    return c == 0x00A0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x202F || c == 0x205F || c == 0x3000;
}

/* The base letter of U+00C0-U+017F ('.': the character stays itself). */
static const char LATIN1[] = "AAAAAA.CEEEEIIIIDNOOOOO.OUUUUY.saaaaaa.ceeeeiiiidnooooo.ouuuuy.y";
static const char LATIN_A[] = "AaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIi..JjKkkLlLlLlLlLlNnNnNnnNnOoOoOo.."
                              "RrRrRrSsSsSsSsTtTtTtUuUuUuUuUuUuWwYyYZzZzZzs";
_Static_assert(sizeof LATIN1 == 0x40 + 1 && sizeof LATIN_A == 0x80 + 1, "one letter per character");

/* Lower-case Cyrillic and Greek letters that look like a Latin one, and that letter. */
static const struct {
    uint16_t c;
    char as;
} ALIKE[] = {
    {0x0430, 'a'}, {0x0432, 'b'}, {0x0435, 'e'}, {0x0437, '3'}, {0x043A, 'k'}, {0x043C, 'm'}, {0x043D, 'h'},
    {0x043E, 'o'}, {0x0440, 'p'}, {0x0441, 'c'}, {0x0442, 't'}, {0x0443, 'y'}, {0x0445, 'x'}, {0x0451, 'e'},
    {0x0455, 's'}, {0x0456, 'i'}, {0x0457, 'i'}, {0x0458, 'j'}, {0x04BB, 'h'}, {0x0501, 'd'}, {0x051B, 'q'},
    {0x051D, 'w'}, {0x03B1, 'a'}, {0x03B2, 'b'}, {0x03B5, 'e'}, {0x03B6, 'z'}, {0x03B7, 'h'}, {0x03B9, 'i'},
    {0x03BA, 'k'}, {0x03BC, 'm'}, {0x03BD, 'n'}, {0x03BF, 'o'}, {0x03C1, 'p'}, {0x03C4, 't'}, {0x03C5, 'y'},
    {0x03C7, 'x'},
};

/* One character as the skeleton has it (0: nothing). */
static uint32_t fold(uint32_t c) {
    if (invisible(c)) return 0;
    if (other_space(c)) return ' ';
    if (c >= 0xFF01 && c <= 0xFF5E) c -= 0xFEE0; /* fullwidth forms */
    if (c >= 0x00C0 && c <= 0x00FF && LATIN1[c - 0xC0] != '.') c = (unsigned char)LATIN1[c - 0xC0];
    else if (c >= 0x0100 && c <= 0x017F && LATIN_A[c - 0x100] != '.') c = (unsigned char)LATIN_A[c - 0x100];
    if (c >= 'A' && c <= 'Z') c += 32;
    else if ((c >= 0x0391 && c <= 0x03A9) || (c >= 0x0410 && c <= 0x042F)) c += 0x20; /* Greek, Cyrillic capitals */
    else if (c >= 0x0400 && c <= 0x040F) c += 0x50;
    for (size_t i = 0; i < sizeof ALIKE / sizeof ALIKE[0]; i++)
        if (ALIKE[i].c == c) c = (unsigned char)ALIKE[i].as;
    /* letters and digits most fonts draw alike: I l 1 | and O 0 */
    if (c == 'i' || c == '1' || c == '|' || c == 0x0131) c = 'l';
    if (c == '0') c = 'o';
    return c;
}

size_t net_name_skeleton(const char *name, uint32_t *out, size_t cap) {
    size_t n = 0;
    for (const unsigned char *p = (const unsigned char *)name; *p;) {
        uint32_t c = fold(next_char(&p));
        if (!c || c == ' ') continue; /* spaces are easy to double or drop unseen */
        if (n < cap) out[n] = c;
        n++;
    }
    return n;
}

int net_names_alike(const char *a, const char *b) {
    uint32_t x[NET_SKELETON_MAX], y[NET_SKELETON_MAX];
    size_t nx = net_name_skeleton(a, x, NET_SKELETON_MAX), ny = net_name_skeleton(b, y, NET_SKELETON_MAX);
    if (nx != ny) return 0;
    if (nx > NET_SKELETON_MAX) nx = NET_SKELETON_MAX; /* longer than any name: compare what fits */
    return !memcmp(x, y, nx * sizeof x[0]);
}

/* The script of a letter that could pass for Latin: 1 Latin, 2 Greek, 3 Cyrillic; 0 any
   other character. */
static int script(uint32_t c) {
    if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= 0xC0 && c <= 0x24F && c != 0xD7 && c != 0xF7) ||
        (c >= 0xFF21 && c <= 0xFF3A) || (c >= 0xFF41 && c <= 0xFF5A))
        return 1;
    if (c >= 0x0370 && c <= 0x03FF) return 2;
    if (c >= 0x0400 && c <= 0x052F) return 3;
    return 0;
}

int net_name_mixed(const char *name) {
    int seen = 0;
    for (const unsigned char *p = (const unsigned char *)name; *p;) {
        int s = script(next_char(&p));
        if (!s) continue;
        if (seen && s != seen) return 1;
        seen = s;
    }
    return 0;
}
