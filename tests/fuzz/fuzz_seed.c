/* libFuzzer target: the new-game seed field takes exactly the decimal 64-bit numbers. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw/textparse.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char text[64];
    if (size >= sizeof text) return 0; /* the field holds fewer characters */
    memcpy(text, data, size);
    text[size] = '\0';
    uint64_t v, again;
    if (!gui_parse_seed(text, &v)) return 0;
    char printed[32];
    snprintf(printed, sizeof printed, "%llu", (unsigned long long)v);
    if (!gui_parse_seed(printed, &again) || again != v) abort();
    /* every digit of the input survives: the number has no more digits than were typed */
    size_t digits = 0;
    for (size_t i = 0; i < size; i++) digits += text[i] >= '0' && text[i] <= '9';
    if (strlen(printed) > digits) abort();
    return 0;
}
