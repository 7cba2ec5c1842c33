/*
 * sfxgen: synthesises the game's sound effects into WAV files at build time, as the art
 * tool paints the tiles (nothing is downloaded; the sounds are as free as the code).
 *
 *   sfxgen DIR      writes DIR/NAME.wav for every sound of gui/app/sound.h
 *
 * Every sound is a sum of decaying partials and filtered noise, 16-bit mono at 22,050
 * Hz, made from a fixed seed, so a build always writes the same bytes.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RATE 22050
#define MAX_SAMPLES (RATE * 2)
#define PI 3.14159265358979323846

static float buf[MAX_SAMPLES];
static int nsamples;
static uint64_t noise_state = 0x5eed5eed1234ULL;

/* Uniform noise in [-1, 1) from a fixed-seed xorshift (the same bytes every build). */
static float noise(void)
{
    noise_state ^= noise_state << 13;
    noise_state ^= noise_state >> 7;
    noise_state ^= noise_state << 17;
    return (float)((double)(noise_state >> 11) / (double)(1ULL << 53) * 2.0 - 1.0);
}

static void begin(double seconds)
{
    nsamples = (int)(seconds * RATE);
    memset(buf, 0, sizeof buf);
}

/* A sine partial starting at `at` s: frequency f (Hz) gliding by `glide` Hz/s, amplitude
   amp, a 3 ms attack and an exponential decay with time constant tau (s). */
static void partial(double at, double f, double glide, double amp, double tau)
{
    double phase = 0;
    for (int i = (int)(at * RATE); i < nsamples; i++) {
        double t = (double)i / RATE - at;
        double env = amp * exp(-t / tau) * (t < 0.003 ? t / 0.003 : 1.0);
        if (env < 1e-5 && t > 0.01)
            break;
        phase += 2 * PI * (f + glide * t) / RATE;
        buf[i] += (float)(env * sin(phase));
    }
}

/* Noise through a one-pole low-pass (cut-off moving from f0 to f1 Hz over its length),
   with a 2 ms attack and decay tau; `high` keeps the high part instead (noise minus low). */
static void noise_burst(double at, double len, double f0, double f1, double amp, double tau, int high)
{
    double low = 0;
    int start = (int)(at * RATE), end = (int)((at + len) * RATE);
    for (int i = start; i < end && i < nsamples; i++) {
        double t = (double)(i - start) / RATE, f = f0 + (f1 - f0) * t / len;
        double k = 1.0 - exp(-2 * PI * f / RATE);
        double n = noise();
        low += k * (n - low);
        double env = amp * exp(-t / tau) * (t < 0.002 ? t / 0.002 : 1.0);
        buf[i] += (float)(env * (high ? n - low : low));
    }
}

/* A bell-like note: a fundamental and a few soft harmonics. */
static void note(double at, double f, double amp, double tau)
{
    partial(at, f, 0, amp, tau);
    partial(at, f * 2, 0, amp * 0.35, tau * 0.6);
    partial(at, f * 3, 0, amp * 0.12, tau * 0.4);
}

/* Scales the sound to a peak of `peak` and fades the last 10 ms out (no click at the end). */
static void finish(double peak)
{
    float max = 0;
    for (int i = 0; i < nsamples; i++)
        max = fabsf(buf[i]) > max ? fabsf(buf[i]) : max;
    int fade = RATE / 100;
    for (int i = 0; i < nsamples; i++) {
        buf[i] = max > 0 ? (float)(buf[i] * peak / max) : 0;
        if (i >= nsamples - fade)
            buf[i] *= (float)(nsamples - i) / (float)fade;
    }
}

static void put_le(FILE *f, uint32_t v, int bytes)
{
    for (int i = 0; i < bytes; i++)
        fputc((int)(v >> (8 * i)) & 0xff, f);
}

static int write_wav(const char *dir, const char *name)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.wav", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f) {
        fprintf(stderr, "sfxgen: cannot write %s\n", path);
        return 1;
    }
    uint32_t data = (uint32_t)nsamples * 2;
    fwrite("RIFF", 1, 4, f);
    put_le(f, 36 + data, 4);
    fwrite("WAVEfmt ", 1, 8, f);
    put_le(f, 16, 4);       /* fmt chunk size */
    put_le(f, 1, 2);        /* PCM */
    put_le(f, 1, 2);        /* mono */
    put_le(f, RATE, 4);
    put_le(f, RATE * 2, 4); /* bytes per second */
    put_le(f, 2, 2);        /* block align */
    put_le(f, 16, 2);       /* bits per sample */
    fwrite("data", 1, 4, f);
    put_le(f, data, 4);
    for (int i = 0; i < nsamples; i++) {
        double v = buf[i] * 32767.0;
        v = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
        put_le(f, (uint32_t)(uint16_t)(int16_t)lrint(v), 2);
    }
    int bad = ferror(f);
    bad |= fclose(f) != 0;
    if (bad)
        fprintf(stderr, "sfxgen: write error on %s\n", path);
    return bad;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: sfxgen DIR\n");
        return 2;
    }
    const char *dir = argv[1];
    int bad = 0;

    /* A tile laid on the table: a short wooden knock. */
    begin(0.22);
    partial(0, 170, -120, 1.0, 0.045);
    partial(0, 395, 0, 0.55, 0.030);
    partial(0, 930, 0, 0.25, 0.015);
    noise_burst(0, 0.03, 2500, 600, 0.6, 0.008, 0);
    finish(0.7);
    bad |= write_wav(dir, "tile");

    /* A follower set down: a lighter, higher tap. */
    begin(0.14);
    partial(0, 820, 0, 0.8, 0.020);
    partial(0, 1640, 0, 0.35, 0.012);
    noise_burst(0, 0.015, 5000, 2000, 0.4, 0.004, 0);
    finish(0.55);
    bad |= write_wav(dir, "follower");

    /* A feature completes: two bell notes rising a fifth. */
    begin(0.75);
    note(0, 659.25, 0.8, 0.22);
    note(0.09, 987.77, 0.9, 0.30);
    finish(0.6);
    bad |= write_wav(dir, "complete");

    /* Points counted onto the track: a bright blip. */
    begin(0.10);
    partial(0, 1250, 1800, 0.8, 0.030);
    finish(0.4);
    bad |= write_wav(dir, "points");

    /* A bazaar bid: two coins clinking. */
    begin(0.40);
    for (int k = 0; k < 2; k++) {
        double at = k * 0.065, a = k ? 0.7 : 1.0;
        partial(at, 2380, 0, a * 0.6, 0.05);
        partial(at, 3610, 0, a * 0.45, 0.04);
        partial(at, 5150, 0, a * 0.3, 0.03);
        noise_burst(at, 0.01, 9000, 9000, a * 0.3, 0.003, 1);
    }
    finish(0.5);
    bad |= write_wav(dir, "bid");

    /* The Count moves: a figure slid across the board, then set down. */
    begin(0.45);
    noise_burst(0, 0.32, 700, 2600, 0.5, 0.25, 0);
    partial(0.30, 240, -200, 0.9, 0.035);
    partial(0.30, 560, 0, 0.4, 0.02);
    finish(0.55);
    bad |= write_wav(dir, "move");

    /* The final scoring: a rising arpeggio ending in a held chord. */
    begin(1.6);
    static const double arp[] = {523.25, 659.25, 783.99, 1046.50};
    for (int k = 0; k < 4; k++)
        note(k * 0.12, arp[k], 0.7, k == 3 ? 0.6 : 0.35);
    note(0.48, 523.25, 0.45, 0.7);
    note(0.48, 783.99, 0.35, 0.7);
    finish(0.6);
    bad |= write_wav(dir, "final");

    /* A mayor set down: a heavier, lower tap than a follower's (a bigger figure), then a
       small hand bell, so the town's new master is told apart from a knight. */
    begin(0.55);
    partial(0, 430, -150, 0.9, 0.030);
    partial(0, 980, 0, 0.35, 0.015);
    noise_burst(0, 0.02, 3500, 1200, 0.45, 0.005, 0);
    note(0.08, 1174.66, 0.45, 0.16);
    finish(0.55);
    bad |= write_wav(dir, "mayor");

    /* A wagon rolls onto a feature: a few quick wheel clacks over a low rumble, then the
       wagon comes to rest with a dull knock. */
    begin(0.50);
    noise_burst(0, 0.30, 500, 900, 0.35, 0.20, 0);
    for (int k = 0; k < 4; k++) {
        double at = k * 0.065;
        partial(at, 640 - k * 40, 0, 0.45, 0.010);
        noise_burst(at, 0.008, 4000, 2500, 0.25, 0.003, 0);
    }
    partial(0.30, 210, -160, 0.9, 0.040);
    partial(0.30, 470, 0, 0.35, 0.020);
    finish(0.55);
    bad |= write_wav(dir, "wagon");

    return bad;
}
