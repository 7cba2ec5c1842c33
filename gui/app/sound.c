/* Sound effects: the WAV files in memory and a mixer in SDL's audio callback. */
#include "app/sound.h"

#include <SDL.h>
#include <stdio.h>
#include <string.h>

#define RATE 22050
#define VOICES 8

/* Globals forced by SDL: one audio device a process, mixed in its callback on SDL's audio
   thread (tests/gui/globals.sh). The core's sounds, then the modules' as they are named
   (gui_sound_named). */
static const char *sfx_names[GUI_SFX_MAX] = {"tile", "follower", "complete", "points", "bid", "move", "final"};
static int nsfx = GUI_SFX_COUNT_;
static char sfx_dir[1024]; /* the data folder of the open, for a sound named later */

typedef struct {
    const Sint16 *pcm;
    int len, pos; /* pos < 0: still waiting to start */
} voice;

static struct {
    int open;                      /* gui_sound_open ran (and close not yet) */
    SDL_AudioDeviceID dev;         /* 0: no device, silent */
    Sint16 *pcm[GUI_SFX_MAX];      /* each sound at RATE, mono, signed 16-bit */
    int len[GUI_SFX_MAX];          /* its length in samples */
    voice voices[VOICES];          /* shared with the callback: under SDL_LockAudioDevice */
    float gain;                    /* 0..1, read by the callback */
    int requests[GUI_SFX_MAX], sounded[GUI_SFX_MAX];
} snd = {.gain = 0.7f};

static void mix(void *user, Uint8 *stream, int bytes)
{
    (void)user;
    Sint16 *out = (Sint16 *)stream;
    int n = bytes / 2;
    for (int i = 0; i < n; i++) {
        float v = 0;
        for (int k = 0; k < VOICES; k++) {
            voice *vc = &snd.voices[k];
            if (vc->pcm && vc->pos < vc->len && vc->pos++ >= 0)
                v += vc->pcm[vc->pos - 1];
        }
        v *= snd.gain;
        out[i] = (Sint16)(v > 32767 ? 32767 : v < -32768 ? -32768 : v);
    }
    for (int k = 0; k < VOICES; k++)
        if (snd.voices[k].pcm && snd.voices[k].pos >= snd.voices[k].len)
            snd.voices[k].pcm = NULL;
}

/* Loads one WAV and converts it to RATE mono S16 (the files are written so, but a packager
   may have re-encoded them). Returns 0 on success. */
static int load_one(const char *datadir, int s)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/sfx/%s.wav", datadir, sfx_names[s]);
    SDL_AudioSpec spec;
    Uint8 *buf = NULL;
    Uint32 len = 0;
    if (!SDL_LoadWAV(path, &spec, &buf, &len)) {
        SDL_Log("citadela: no sound %s: %s", path, SDL_GetError());
        return -1;
    }
    SDL_AudioCVT cvt;
    int need = SDL_BuildAudioCVT(&cvt, spec.format, spec.channels, spec.freq, AUDIO_S16SYS, 1, RATE);
    if (need < 0) {
        SDL_Log("citadela: sound %s: %s", path, SDL_GetError());
        SDL_FreeWAV(buf);
        return -1;
    }
    Uint8 *data = SDL_malloc((size_t)len * (size_t)(cvt.len_mult > 0 ? cvt.len_mult : 1));
    if (!data) {
        SDL_FreeWAV(buf);
        return -1;
    }
    memcpy(data, buf, len);
    SDL_FreeWAV(buf);
    cvt.buf = data;
    cvt.len = (int)len;
    if (need && SDL_ConvertAudio(&cvt) != 0) {
        SDL_free(data);
        return -1;
    }
    snd.pcm[s] = (Sint16 *)data;
    snd.len[s] = (need ? cvt.len_cvt : (int)len) / 2;
    return 0;
}

int gui_sound_open(const char *datadir)
{
    if (snd.open)
        return snd.dev != 0;
    memset(snd.requests, 0, sizeof snd.requests);
    memset(snd.sounded, 0, sizeof snd.sounded);
    snd.open = 1;
    SDL_strlcpy(sfx_dir, datadir, sizeof sfx_dir);
    int loaded = 1;
    for (int s = 0; s < nsfx; s++)
        loaded &= load_one(datadir, s) == 0;
    if (!loaded)
        SDL_Log("citadela: some sounds are missing; those stay silent");
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        SDL_Log("citadela: no audio (%s); playing silently", SDL_GetError());
        return 0;
    }
    SDL_AudioSpec want, have;
    SDL_zero(want);
    want.freq = RATE;
    want.format = AUDIO_S16SYS;
    want.channels = 1;
    want.samples = 512; /* about 23 ms: a click sounds with the tile, not after it */
    want.callback = mix;
    snd.dev = SDL_OpenAudioDevice(NULL, 0, &want, &have, 0);
    if (!snd.dev) {
        SDL_Log("citadela: no audio device (%s); playing silently", SDL_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return 0;
    }
    SDL_PauseAudioDevice(snd.dev, 0);
    return 1;
}

void gui_sound_close(void)
{
    if (!snd.open)
        return;
    if (snd.dev) {
        SDL_CloseAudioDevice(snd.dev);
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        snd.dev = 0;
    }
    memset(snd.voices, 0, sizeof snd.voices);
    for (int s = 0; s < nsfx; s++) {
        SDL_free(snd.pcm[s]);
        snd.pcm[s] = NULL;
        snd.len[s] = 0;
    }
    snd.open = 0;
}

void gui_sound_set(int volume, int muted)
{
    volume = volume < 0 ? 0 : volume > 100 ? 100 : volume;
    /* Loudness is heard roughly by the square of the amplitude: steps of 10 sound even. */
    float g = muted ? 0.0f : (float)volume / 100.0f;
    g *= g;
    if (snd.dev)
        SDL_LockAudioDevice(snd.dev);
    snd.gain = g;
    if (snd.dev)
        SDL_UnlockAudioDevice(snd.dev);
}

void gui_sound_play(gui_sfx s) { gui_sound_play_after(s, 0); }

void gui_sound_play_after(gui_sfx s, int ms)
{
    if (!snd.open || (int)s < 0 || (int)s >= nsfx)
        return;
    snd.requests[s]++;
    if (snd.gain <= 0 || !snd.pcm[s])
        return;
    snd.sounded[s]++;
    if (!snd.dev)
        return;
    SDL_LockAudioDevice(snd.dev);
    int k = 0, oldest = 0; /* the voice furthest through its sound gives way */
    for (; k < VOICES && snd.voices[k].pcm; k++)
        if (snd.voices[k].pos > snd.voices[oldest].pos)
            oldest = k;
    if (k == VOICES)
        k = oldest;
    snd.voices[k] = (voice){snd.pcm[s], snd.len[s], -(ms > 0 ? ms : 0) * (RATE / 1000)};
    SDL_UnlockAudioDevice(snd.dev);
}

int gui_sound_requests(gui_sfx s) { return (int)s >= 0 && (int)s < nsfx ? snd.requests[s] : 0; }
int gui_sound_sounded(gui_sfx s) { return (int)s >= 0 && (int)s < nsfx ? snd.sounded[s] : 0; }

int gui_sound_named(const char *name)
{
    for (int s = 0; s < nsfx; s++)
        if (!strcmp(sfx_names[s], name))
            return s;
    if (nsfx == GUI_SFX_MAX)
        return -1;
    sfx_names[nsfx] = name;
    if (snd.open)
        load_one(sfx_dir, nsfx);
    return nsfx++;
}

int gui_sound_device(void) { return snd.dev != 0; }

int gui_sound_loaded(void)
{
    for (int s = 0; s < nsfx; s++)
        if (!snd.pcm[s])
            return 0;
    return 1;
}
