/* RFC 6455 framing (ws.h). */
#include <string.h>

#include "digest.h"
#include "ws.h"

void net_ws_accept(const char *key, char out[29]) {
    static const char guid[] = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";
    char both[NET_WS_KEY_MAX + sizeof guid];
    size_t k = 0;
    while (k < NET_WS_KEY_MAX && key[k]) k++;
    memcpy(both, key, k);
    memcpy(both + k, guid, sizeof guid - 1);
    uint8_t d[20];
    net_sha1(both, k + sizeof guid - 1, d);
    net_base64(d, sizeof d, out);
}

size_t net_ws_header(uint8_t out[10], int opcode, uint64_t len) {
    out[0] = (uint8_t)(0x80 | (opcode & 15));
    if (len < 126) {
        out[1] = (uint8_t)len;
        return 2;
    }
    if (len <= 0xffff) {
        out[1] = 126;
        out[2] = (uint8_t)(len >> 8);
        out[3] = (uint8_t)len;
        return 4;
    }
    out[1] = 127;
    for (int i = 0; i < 8; i++) out[2 + i] = (uint8_t)(len >> (56 - 8 * i));
    return 10;
}

const char net_ws_bad_utf8[] = "a text message that is not UTF-8";

/* One byte of UTF-8 through the state (need, lo, hi): 0 if it cannot be there. */
static int utf8_step(uint8_t *need, uint8_t *lo, uint8_t *hi, uint8_t b) {
    if (*need) {
        if (b < *lo || b > *hi) return 0;
        --*need, *lo = 0x80, *hi = 0xBF;
        return 1;
    }
    if (b < 0x80) return 1;
    *lo = 0x80, *hi = 0xBF;
    if (b >= 0xC2 && b <= 0xDF) *need = 1;
    else if (b >= 0xE0 && b <= 0xEF) *need = 2, *lo = b == 0xE0 ? 0xA0 : 0x80, *hi = b == 0xED ? 0x9F : 0xBF;
    else if (b >= 0xF0 && b <= 0xF4) *need = 3, *lo = b == 0xF0 ? 0x90 : 0x80, *hi = b == 0xF4 ? 0x8F : 0xBF;
    else return 0; /* a continuation byte first, C0, C1, F5-FF */
    return 1;
}

int net_ws_utf8_ok(const uint8_t *p, size_t n) {
    uint8_t need = 0, lo = 0x80, hi = 0xBF;
    for (size_t i = 0; i < n; i++)
        if (!utf8_step(&need, &lo, &hi, p[i])) return 0;
    return need == 0;
}

static int refuse(net_ws_rx *rx, const char *why) {
    rx->error = why;
    return 0;
}

/* How long the header is once its first two bytes are in: 2, plus 2 or 8 for the
   length, plus 4 for the mask. */
static size_t header_len(const uint8_t *h) {
    size_t len7 = h[1] & 127;
    return 2 + (len7 == 126 ? 2 : len7 == 127 ? 8 : 0) + ((h[1] & 0x80) ? 4 : 0);
}

/* A whole header: checked against the RFC and the bounds; 0 (with rx->error) if refused. */
static int header_done(net_ws_rx *rx) {
    const uint8_t *h = rx->hdr;
    int op = h[0] & 15, control = op >= 8;
    if (h[0] & 0x70) return refuse(rx, "a frame with reserved bits (no extension was agreed)");
    if (!(h[1] & 0x80)) return refuse(rx, "an unmasked frame from the client");
    if (op != NET_WS_CONT && op != NET_WS_TEXT && op != NET_WS_BINARY && op != NET_WS_CLOSE && op != NET_WS_PING &&
        op != NET_WS_PONG)
        return refuse(rx, "a frame of an unknown kind");
    uint64_t len = h[1] & 127;
    size_t at = 2;
    if (len == 126) len = (uint64_t)h[2] << 8 | h[3], at = 4;
    else if (len == 127) {
        len = 0;
        for (int i = 0; i < 8; i++) len = len << 8 | h[2 + i];
        at = 10;
    }
    if (control && (!(h[0] & 0x80) || len > NET_WS_CONTROL_MAX)) return refuse(rx, "a control frame fragmented or too long");
    if (len > NET_WS_FRAME_MAX) return refuse(rx, "a frame too long");
    if (op == NET_WS_CONT && !rx->msg_open) return refuse(rx, "a continuation of no message");
    if ((op == NET_WS_TEXT || op == NET_WS_BINARY) && rx->msg_open) return refuse(rx, "a new message inside a fragmented one");
    memcpy(rx->mask, h + at, 4);
    rx->mask_at = 0;
    rx->opcode = op;
    rx->fin = h[0] >> 7;
    rx->left = len;
    rx->ctl_n = 0;
    rx->in_frame = 1;
    if (!control) rx->msg_open = !rx->fin;
    if (op == NET_WS_TEXT || op == NET_WS_BINARY) rx->text = op == NET_WS_TEXT, rx->u_need = 0;
    return 1;
}

size_t net_ws_decode(net_ws_rx *rx, uint8_t *buf, size_t n, net_ws_on_control on_ctl, void *ctx) {
    size_t out = 0, at = 0;
    while (!rx->error) {
        if (rx->in_frame && rx->left == 0) { /* a frame ended (also an empty one) */
            rx->in_frame = 0;
            rx->hdr_n = 0;
            rx->frames++;
            if (rx->opcode >= 8 && on_ctl) on_ctl(ctx, rx->opcode, rx->ctl, rx->ctl_n);
            if (rx->opcode < 8 && rx->fin && rx->text && rx->u_need) refuse(rx, net_ws_bad_utf8); /* cut short */
            continue;
        }
        if (at == n) break;
        if (!rx->in_frame) {
            rx->hdr[rx->hdr_n++] = buf[at++];
            if (rx->hdr_n >= 2 && rx->hdr_n == header_len(rx->hdr)) header_done(rx);
            continue;
        }
        size_t take = n - at < rx->left ? n - at : (size_t)rx->left;
        for (size_t i = 0; i < take; i++) {
            uint8_t b = (uint8_t)(buf[at + i] ^ rx->mask[rx->mask_at++ & 3]);
            if (rx->opcode >= 8) rx->ctl[rx->ctl_n++] = b; /* at most NET_WS_CONTROL_MAX: header_done */
            else if (rx->text && !utf8_step(&rx->u_need, &rx->u_lo, &rx->u_hi, b)) return refuse(rx, net_ws_bad_utf8), out;
            else buf[out++] = b; /* out <= at + i: in place */
        }
        at += take;
        rx->left -= take;
    }
    return out;
}
