/* RFC 6455 framing, the server's side: the handshake's accept key, the decoder of the
   frames a browser sends and the header of the frames the server sends. No sockets: web.c
   carries the bytes, and tests/fuzz/fuzz_ws.c feeds the decoder whatever it likes. */
#ifndef CIT_NET_WS_H
#define CIT_NET_WS_H

#include <stddef.h>
#include <stdint.h>

enum { NET_WS_CONT = 0, NET_WS_TEXT = 1, NET_WS_BINARY = 2, NET_WS_CLOSE = 8, NET_WS_PING = 9, NET_WS_PONG = 10 };

/* The largest frame a peer may send. A browser's game sends each write of its socket as
   one message: at most a line or two and a save (NET_LINE_MAX + NET_BLOB_MAX); anything
   far beyond that is not the game. The payload streams through, so this bounds no memory,
   only what a peer may claim. */
#define NET_WS_FRAME_MAX (256 * 1024)
#define NET_WS_CONTROL_MAX 125 /* RFC 6455 5.5 */
#define NET_WS_KEY_MAX 64      /* a Sec-WebSocket-Key (24 characters when well formed) */

/* Sec-WebSocket-Accept for a Sec-WebSocket-Key: base64(SHA-1(key + the RFC's GUID)), 28
   characters and a NUL. */
void net_ws_accept(const char *key, char out[29]);

/* The decoder's state between reads: frames may arrive a byte at a time. */
typedef struct {
    uint8_t hdr[14];
    size_t hdr_n;
    uint64_t left; /* payload bytes of the current frame still to come */
    uint8_t mask[4];
    unsigned mask_at;
    int opcode, fin, in_frame;
    int msg_open;  /* a fragmented data message goes on (continuation frames allowed) */
    uint8_t ctl[NET_WS_CONTROL_MAX];
    size_t ctl_n;
    const char *error; /* why the stream was refused (English); nothing more is decoded */
    unsigned long frames; /* frames decoded whole so far (empty ones too): the host budgets them */
    int text;             /* the data message going on is text: its bytes must be UTF-8 */
    uint8_t u_need, u_lo, u_hi; /* UTF-8 across frames: continuation bytes due, the next one's range */
} net_ws_rx;

/* A control frame received whole: close, ping or pong, with its payload. */
typedef void (*net_ws_on_control)(void *ctx, int opcode, const uint8_t *payload, size_t len);

/* rx->error when a text message is not UTF-8 (the close code is 1007, not 1002). */
extern const char net_ws_bad_utf8[];

/* Whether n bytes are UTF-8 (RFC 3629: no overlong forms, no surrogates, at most U+10FFFF). */
int net_ws_utf8_ok(const uint8_t *p, size_t n);

/* Decodes n bytes in place: the payloads of data frames (binary or text: both carry the
   protocol's bytes) are moved to the front of buf, in order; returns how many; a text
   message that is not UTF-8 is refused (net_ws_bad_utf8). A control
   frame, once whole, goes to on_ctl. A frame that breaks the RFC or the size bound sets
   rx->error and stops the decoding for good. */
size_t net_ws_decode(net_ws_rx *rx, uint8_t *buf, size_t n, net_ws_on_control on_ctl, void *ctx);

/* The header of one unmasked, final frame of `len` payload bytes (a server's frames are
   never masked); returns its length (2, 4 or 10). */
size_t net_ws_header(uint8_t out[10], int opcode, uint64_t len);

#endif
