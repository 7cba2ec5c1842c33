/* User-interface strings: English msgids in tables, translated by gettext into the language
   chosen at run time (po/LANG.po, compiled to locale/LANG/LC_MESSAGES/citadela.mo). */
#ifndef GUI_I18N_H
#define GUI_I18N_H

#include <stddef.h>

/* A language is its code: "en", "cs", "de"... (a catalogue's folder under locale/); English
   is the msgids themselves and needs no catalogue. */
#define GUI_LANG_MAX 16 /* room for a code such as "pt_BR" */
#define GUI_LANGS_MAX 32
typedef enum {
    MSG_TITLE, MSG_SUBTITLE, MSG_CONTINUE, MSG_NEW_GAME, MSG_LOAD, MSG_SETTINGS, MSG_RULES, MSG_QUIT,
    MSG_PLAYERS, MSG_HUMAN, MSG_COMPUTER_SOON, MSG_AI_EASY, MSG_AI_MEDIUM, MSG_AI_HARD, MSG_MODE,
    MSG_OPT_SMALL_CITY, MSG_OPT_SMALL_CITY_HELP, MSG_SEED, MSG_NEW_SEED, MSG_SEED_HELP,
    MSG_START, MSG_BACK, MSG_ADD_PLAYER, MSG_REMOVE, MSG_DEFAULT_PLAYER,
    MSG_TURN_OF, MSG_END_TURN, MSG_UNDO, MSG_MENU, MSG_SAVE, MSG_TILES_LEFT, MSG_HINT_TILE,
    MSG_HINT_FOLLOWER, MSG_HINT_END, MSG_HISTORY, MSG_DISTRIBUTION, MSG_PROJECTED, MSG_DISCARDED,
    MSG_SAVED, MSG_SAVE_FAILED, MSG_LOAD_FAILED, MSG_ATLAS_MISSING, MSG_ATLAS_BROKEN, MSG_SAVE_AS, MSG_LOAD_GAME,
    MSG_NO_SAVES, MSG_CANCEL, MSG_OK, MSG_QUIT_CONFIRM, MSG_YES, MSG_NO, MSG_POINTS,
    MSG_ROAD, MSG_CITY, MSG_FIELD, MSG_CLOISTER, MSG_COMPLETE, MSG_OPEN, MSG_NOBODY, MSG_THINKING,
    MSG_ROTATE, MSG_RESULTS, MSG_WINNER, MSG_TIE, MSG_TIE_YOU, MSG_CAT_ROADS, MSG_CAT_CITIES,
    MSG_CAT_CLOISTERS, MSG_CAT_FIELDS, MSG_CAT_OTHER, MSG_TOTAL, MSG_SCORE_OVER_TIME, MSG_MAIN_MENU,
    MSG_LANGUAGE, MSG_LANG_NAME, MSG_UI_SCALE, MSG_FULLSCREEN, MSG_PALETTE_CB, MSG_MARK_UNFILLABLE, MSG_CURTAIN,
    MSG_ON, MSG_OFF, MSG_RULES_TITLE, MSG_RULES_TEXT, MSG_RULE_SMALL_ON, MSG_RULE_SMALL_OFF,
    MSG_COL0, MSG_COL1, MSG_COL2, MSG_COL3, MSG_COL4, MSG_COL5, MSG_HIST_PLACE, MSG_HIST_SCORE,
    MSG_HIST_FINAL, MSG_FOLLOWER_BACK, MSG_HIDE, MSG_NO_FOLLOWER, MSG_CORRUPT_AUTOSAVE, MSG_GAME_OVER,
    MSG_FINAL_SCORING, MSG_SHOW_BOARD, MSG_RULES_CONTROLS, MSG_CONTROLS_TITLE, MSG_SEATS_HELP, MSG_SEATS_HELP_SERVER, MSG_KEPT_UNFINISHED,
    /* The rules screen's modules heading and what the decision dialogs share (decide.c); each
       module's own strings are in gui/modules/NAME/NAME_text.c (gui_words). */
    MSG_SKIP, MSG_ALL_CHOICES,
    MSG_BOX_BASE, MSG_BOX_BIG, MSG_BOX_OTHER, /* the new-game screen's sections, box by box */
    MSG_DECIDES, MSG_GENERIC_HELP, MSG_DECIDE_HOTSEAT,
    MSG_REMATCH, MSG_COMPUTER, MSG_ANIM_SPEED, MSG_SPEED_SLOW, MSG_SPEED_NORMAL, MSG_SPEED_FAST, MSG_SPEED_INSTANT,
    MSG_FINALE_TITLE, MSG_FINALE_SKIP, MSG_QUIT_GAME_CONFIRM, MSG_AUTOSAVE_MOVED, MSG_HIST_PLACE_FOLLOWER,
    MSG_FIELD_FEEDS, MSG_FIELD_FEEDS_NONE, MSG_VALUE_AT_END, MSG_SINCE_TURN, MSG_VALUE_NOW, MSG_VALUE_SCORED,
    MSG_DONE_ROAD, MSG_DONE_CITY, MSG_DONE_FIELD, MSG_DONE_CLOISTER,
    MSG_OPEN_ROAD, MSG_OPEN_CITY, MSG_OPEN_FIELD, MSG_OPEN_CLOISTER,
    MSG_SAVE_INFO, MSG_SAVE_INFO_OVER, MSG_SAVE_UNREADABLE, MSG_DELETE, MSG_DELETE_CONFIRM, MSG_SCALE_LIMITED,
    MSG_NAME_EMPTY, MSG_NAME_BLANK, MSG_NAME_LONG, MSG_NAME_CHARS,
    MSG_RULE_MODULE_ON, MSG_RULE_MODE_ON, /* under a module's rules: this game plays with it */
    MSG_OPT_EXCLUDED, /* the new-game screen: an option that cannot go with one that is on */
    MSG_DIAGRAM_CITY, MSG_DIAGRAM_CLOISTER, MSG_DIAGRAM_FIELD, MSG_UNFINISHED_PREFIX, MSG_SCROLL_MORE, MSG_KNIGHT,
    MSG_ROBBER, MSG_MONK, MSG_FARMER, MSG_A_FOLLOWER,
    MSG_RECOVER, MSG_NOT_NOW, MSG_RECOVER_FAILED,
    MSG_AUTOSAVE_CUT, MSG_SAVE_CUT, /* a save that breaks off (no end line), in one sentence */
    MSG_VOLUME, MSG_SOUND_OFF, MSG_SOUND_ON, MSG_NO_AUDIO,
    MSG_AI_TIME,
    /* The replay (scene_replay.c) and the purist switch. */
    MSG_REPLAY, MSG_REPLAY_TITLE, MSG_REPLAY_MOVE, MSG_REPLAY_START, MSG_PLAY_ON, MSG_PLAY_ON_SAVED,
    MSG_PLAY_ON_NAME, MSG_REPLAY_LAST, MSG_PURIST, MSG_PURIST_ON,
    /* The review of a game (game_review.c, review_view.c). */
    MSG_REVIEW, MSG_REVIEW_RUNNING, MSG_REVIEW_CANCELLED, MSG_REVIEW_FAILED, MSG_WIN_CHANCE, MSG_REVIEW_SWINGS,
    MSG_REVIEW_SWING, MSG_REVIEW_BETTER, MSG_REVIEW_PLACE, MSG_REVIEW_FOLLOWER, MSG_REVIEW_NO_SWINGS,
    MSG_REVIEW_CLICK, MSG_REVIEW_KEPT, MSG_REVIEW_SCORES, MSG_REVIEW_GHOST, MSG_REVIEW_START,
    /* Hints during play and each computer seat's thinking time (both kept in the save). */
    MSG_HINT, MSG_HINT_THINKING, MSG_HINT_PLACE, MSG_HINT_PLACE_FOLLOWER, MSG_HINT_PLACE_PIECE, MSG_HINT_OTHER, MSG_HINT_THEN, MSG_HINT_FAILED,
    MSG_HINTS_USED, MSG_HINT_MARK, MSG_THINK_DEFAULT, MSG_THINK_SECS, MSG_THINK_HELP,
    MSG_PONDER,
    MSG_AI_CORES,
    MSG_CORES_ALL,
    /* The key help under the side panel, a key at a time (game_panels.c picks them per scene). */
    MSG_KEY_ZOOM, MSG_KEY_PAN, MSG_KEY_FIT, MSG_KEY_CELL, MSG_KEY_FOLLOWER, MSG_KEY_HISTORY, MSG_KEY_HINT,
    MSG_KEY_TILES, MSG_KEY_PROJECTION, MSG_KEY_SOUND, MSG_KEY_STEP, MSG_KEY_ENDS, MSG_KEY_PLAY, MSG_KEY_SPEED,
    MSG_KEY_BACK,
    MSG_TOUCH_ZOOM,
    MSG_TOUCH_PAN,
    MSG_TOUCH_TURN,
    MSG_HINT_TILE_TOUCH,
    MSG_HINT_END_TOUCH,
    MSG_SCROLL_MORE_TOUCH,
    MSG_NET_FOUND_TOUCH,
    /* Settings and the new-game form to a finger: tap, no key names. */
    MSG_FULLSCREEN_TOUCH, MSG_VOLUME_TOUCH, MSG_CURTAIN_TOUCH, MSG_SEATS_HELP_TOUCH, MSG_SEATS_HELP_SERVER_TOUCH,
    /* Where a tile went and which, in words (place_words.c: history, review, hints). */
    MSG_DIR_N, MSG_DIR_NE, MSG_DIR_E, MSG_DIR_SE, MSG_DIR_S, MSG_DIR_SW, MSG_DIR_W, MSG_DIR_NW,
    MSG_SIDE_N, MSG_SIDE_NE, MSG_SIDE_E, MSG_SIDE_SE, MSG_SIDE_S, MSG_SIDE_SW, MSG_SIDE_W, MSG_SIDE_NW,
    MSG_WHERE_START, MSG_TILE_OF, MSG_NEWGAME_POINT, MSG_ORDER_TIP, MSG_SPOT_SIDE, MSG_REVIEW_ON,
    /* Network play (scene_net.c). */
    MSG_HOST_TABLE, MSG_JOIN_TABLE, MSG_SEAT_FRIEND, MSG_SEATS_HELP_HOST, MSG_SEATS_HELP_HOST_TOUCH, MSG_OPEN_TABLE, MSG_REOPEN_TABLE, MSG_NET_ADDRESS, MSG_NET_PORT, MSG_NET_CODE, MSG_NET_NAME, MSG_NET_JOIN, MSG_NET_TABLE, MSG_NET_GIVE_OUT, MSG_NET_WAIT_HOST, MSG_NET_WAIT_SEATS, MSG_NET_SEAT_OPEN, MSG_NET_SEAT_HERE, MSG_NET_SEAT_AWAY, MSG_NET_SEAT_AI, MSG_NET_SEAT_LOCAL, MSG_NET_YOU, MSG_NET_LEAVE, MSG_NET_CLOSED, MSG_NET_FAILED, MSG_NET_SEND, MSG_NET_DECIDING, MSG_NET_NO_ADDR, MSG_NET_JOIN_HELP, MSG_NET_LEFT, MSG_NET_BACK, MSG_NET_FOUND, MSG_NET_NONE_FOUND,
    MSG_NET_READY, MSG_NET_NOT_READY, MSG_NET_MARK_READY, MSG_NET_UNMARK_READY, MSG_NET_NOT_ALL_READY, MSG_NET_AI_TAKES, MSG_NET_AWAY_AFTER, MSG_NET_AWAY_NEVER,
    MSG_NET_NEW_ON_SERVER, MSG_NET_GIVE_SERVER, MSG_NET_LEAVE_JOINED, MSG_NET_QUIT_JOINED, MSG_NET_LEAVE_HOST, MSG_NET_QUIT_HOST,
    MSG_NET_FOUND_SEATS, MSG_NET_LAN_ROW, MSG_NET_LIST_LAN, MSG_NET_LIST_HELP, MSG_NET_LIST_NO_LAN, MSG_NET_NO_LAN_SHORT, MSG_NET_ASK_CODE, MSG_NET_LISTED,
    MSG_NET_WHY_FULL, MSG_NET_WHY_STARTED, MSG_NET_WHY_NAME, MSG_NET_WHY_TOKEN, MSG_NET_WHY_CODE, MSG_NET_WHY_CREATE,
    MSG_NET_WHY_SETUP, MSG_NET_WHY_PARSE, MSG_NET_WHY_ERRORS, MSG_NET_WHY_FLOOD, MSG_NET_WHY_SHUTDOWN, MSG_NET_WHY_TIMEOUT,
    MSG_NET_WHY_LOST, MSG_NET_WHY_PROTOCOL, MSG_NET_WHY_STEP, MSG_NET_WHY_LEFT, MSG_NET_WHY_UNREACHABLE, MSG_NET_WHY_STALE,
    MSG_NET_WHY_ILLEGAL, MSG_NET_WHY_NOT_YOURS, MSG_NET_WHY_STATE, MSG_NET_WHY_STORAGE, MSG_NET_WHY_VERSION, MSG_NET_REFUSED_MOVE, MSG_NET_WHY_LISTEN, MSG_NET_WHY_NO_TABLE, MSG_NET_WHY_BAD_TABLE,
    MSG_NET_WHY_NAME_TAKEN, MSG_NET_WHY_NAME_AWAY, MSG_NET_WHY_WAIT, MSG_NET_WHY_BUSY, MSG_NET_WHY_TABLES, MSG_NET_WHY_CONNECTIONS,
    MSG_NET_GIVE_SEAT, MSG_NET_GAVE_SEAT,
    /* TLS (docs/protocol.md "TLS"): refused certificates, a self-made one trusted by its fingerprint. */
    MSG_NET_WHY_TLS, MSG_NET_WHY_TLS_UNAVAILABLE, MSG_NET_WHY_TLS_UNTRUSTED, MSG_NET_WHY_TLS_NAME, MSG_NET_WHY_TLS_EXPIRED,
    MSG_NET_WHY_TLS_PIN, MSG_NET_WHY_TLS_NONE, MSG_NET_WHY_TLS_BROKEN, MSG_NET_TRUST_ASK, MSG_NET_TRUST, MSG_NET_TRUSTED,
    /* A newer host's reason this version has no words for; a table this window could not open. */
    MSG_NET_WHY_UNKNOWN, MSG_NET_WHY_OPEN,
    /* The join link (app/join_link.c; the lobby of a table on a server gives it out). */
    MSG_LINK_BAD, MSG_LINK_WHY_MALFORMED, MSG_LINK_WHY_NOT_HTTP, MSG_LINK_WHY_HOST, MSG_LINK_WHY_PORT, MSG_LINK_WHY_NO_TABLE,
    MSG_LINK_WHY_CODE, MSG_LINK_COPY, MSG_LINK_COPIED, MSG_LINK_WEB_NOTE,
    MSG_LEARN_TO_PLAY, /* the menu's guided lesson (scenes/lesson/lesson.h; its own words are in lesson_text.c) */
    /* The supply box's tooltips (game_panels.c). */
    MSG_TIP_FOLLOWER, MSG_TIP_LEFT, MSG_TIP_NOW, MSG_TIP_PLACED,
    /* A completed feature nobody scored, in its hover (game_panels.c). */
    MSG_VALUE_WORTH, MSG_NOBODY_SCORED,
    /* The person at this screen among a feature's holders in its hover ("· you 2, Ben 1"). */
    MSG_HOLDER_YOU,
    /* The words gui_subst elides before a value beginning with a vowel (French "de", "que"). */
    MSG_ELISION,
    /* A seat coming back by itself after its connection broke (net_seam.c, game_panels.c). */
    MSG_NET_RECONNECTING, MSG_NET_SEAT_RECONNECTING, MSG_NET_IS_RECONNECTING, MSG_NET_WHY_TABLE_GONE,
    /* A table on a server: live, or by correspondence (docs/protocol.md "Correspondence tables"). */
    MSG_PACE, MSG_PACE_LIVE, MSG_PACE_CORR, MSG_PACE_LIVE_HELP, MSG_PACE_CORR_HELP, MSG_NET_CORR_TABLE,
    MSG_KEYS_OPEN, MSG_KEYS_TITLE, MSG_KEYS_HAVE, MSG_KEYS_NONE, MSG_KEYS_OTHER_DEVICE, MSG_KEYS_SHOW_CODE,
    MSG_KEYS_CODE_LABEL, MSG_KEYS_USE, MSG_KEYS_USED, MSG_KEYS_WORKING, MSG_KEYS_EXPORT_HELP, MSG_KEYS_COPY,
    MSG_KEYS_COPIED, MSG_KEYS_SHOW, MSG_KEYS_SAVED_LABEL, MSG_KEYS_IMPORT, MSG_KEYS_IMPORTED, MSG_KEYS_BAD_KEY,
    MSG_NET_WHY_KEY, MSG_NET_WHY_DEVICE, MSG_NET_WHY_NO_KEYS,
    MSG_NET_WHY_NO_CORR,
    /* "My games" (scene_mygames.c). */
    MSG_MYGAMES, MSG_MG_ASKING, MSG_MG_NO_ANSWER, MSG_MG_NO_KEYS, MSG_MG_EMPTY, MSG_MG_YOUR_TURN, MSG_MG_TURN_OF,
    MSG_MG_LOBBY, MSG_MG_OVER, MSG_MG_LIVE, MSG_MG_LEFT_DAYS, MSG_MG_LEFT_HOURS, MSG_MG_LEFT_MINUTES, MSG_MG_AGO_DAYS,
    MSG_MG_AGO_HOURS, MSG_MG_AGO_MINUTES, MSG_MG_NEW_MOVES, MSG_MG_OPEN, MSG_MG_REMOVE, MSG_NET_WHY_NO_GAMES,
    /* Absence at correspondence tables (net_seam.c, scene_mygames.c): a day of the month in each
       month, who is away, the computer's move for a player out of time, the absence dialog. */
    MSG_DAY_JAN, MSG_DAY_FEB, MSG_DAY_MAR, MSG_DAY_APR, MSG_DAY_MAY, MSG_DAY_JUN, MSG_DAY_JUL, MSG_DAY_AUG,
    MSG_DAY_SEP, MSG_DAY_OCT, MSG_DAY_NOV, MSG_DAY_DEC, MSG_NET_AWAY_UNTIL, MSG_NET_STOOD_IN, MSG_MG_AWAY_LEFT,
    MSG_MG_AWAY_BUTTON, MSG_MG_AWAY_END, MSG_MG_AWAY_TITLE, MSG_MG_AWAY_HELP, MSG_MG_AWAY_DAYS, MSG_MG_AWAY_GO,
    MSG_MG_AWAY_REFUSED,
    MSG_COUNT
} gui_msg;

/* A table's string: its English msgid (N_ or NC_ with a context) and, for a number shown
   with a noun, the English plural (NN_); gui_word translates it. Each module keeps its own
   table of these in gui/modules/NAME/ (NAME_text.c). */
typedef struct {
    const char *msgid, *plural;
    /* A template whose %1 is a seat's name: its second-person form (no %1), said instead when
       that seat is the only person at this screen (gui_game_is_you), never the name put into
       the third person ("You decides"). NULL in every other string. */
    const char *you;
} gui_words;
const char *gui_word(const gui_words *w);
/* 1 when a seat's name is the lesson's "You" in any language (a new game from the lesson's seats
   gives that seat a name again). */
int gui_seat_is_you(const char *name);
/* w for a seat in %1: its second-person form when `you` (the seat is the person at this screen,
   gui_game_is_you) and w has one, else w itself (translated). */
const char *gui_word_seat(const gui_words *w, int you);
/* A line naming two seats, %1 and %2 ("Anna pays Ben 3 points"): w's second-person form when
   the first is the person at this screen ("You pay Ben"), `to_you` when the second is ("Anna
   pays you"), else w itself; translated. */
const char *gui_word_seats(const gui_words *w, const gui_words *to_you, int first_you, int second_you);
/* The form for the number n (ngettext); a string without a plural ignores n. */
const char *gui_word_n(const gui_words *w, long n);
/* In another language than the current one (tests; the default names of every language). */
const char *gui_word_in(const char *lang, const gui_words *w);
/* Any msgid (from N_, NC_ or CIT_N_, such as an engine option's label) in the current language. */
const char *gui_translate(const char *msgid);

/* An engine status (cit_status) as a sentence in the current language. */
const char *gui_status(int status);
/* A feature kind (CIT_FEAT_*): "Road", "City", "Field", "Cloister" in the current language; "?" else. */
const char *gui_feature_kind_name(int kind);

/* Binds the text domain to DATADIR/locale when it holds catalogues (the build tree, beside the
   program on Windows, the browser's data), else to the compiled-in CIT_LOCALE_DIR, and lists
   the languages found there. Each window calls it with its data folder; a lookup before any
   call binds the build's CIT_DATA_DIR. */
void gui_i18n_init(const char *datadir);
/* Switches every later lookup to `lang` at once; a language without a catalogue is English.
   Returns 1 if the language was available. */
int gui_i18n_set(const char *lang);
const char *gui_i18n_get(void);
/* The language the system asks for, read at the first gui_i18n_init (LANGUAGE, LC_ALL,
   LC_MESSAGES, LANG on Linux; SDL_GetPreferredLocales elsewhere: Windows' UI languages, the
   browser's): the first with a catalogue, else "en". */
const char *gui_i18n_detect(void);
/* The languages that can be chosen: "en" first, then each catalogue found, in code order. */
int gui_i18n_count(void);
const char *gui_i18n_code(int i);
/* A language's name in that language ("Čeština"): its catalogue's translation of "English". */
const char *gui_i18n_name(int i);
/* "1,5" or "1.5": the decimal separator of the current language. */
const char *gui_decimal_point(void);

/* The string for `id` in the current language (never NULL). */
const char *gui_tr(gui_msg id);
/* The form for the number n of a counted string (MSG_POINTS). */
const char *gui_tr_n(gui_msg id, long n);
const char *gui_tr_in(const char *lang, gui_msg id);
/* gui_word_seat for the core's table: the template for a seat in %1, `you` as there. */
const char *gui_tr_seat(gui_msg id, int you);
/* The table's entry (tests: its second-person form). */
const gui_words *gui_tr_words(gui_msg id);
/* "1 point", "3 points" / "1 bod", "3 body", "5 bodů" in the current language. */
void gui_points(char *buf, size_t cap, int n);
/* "1 tile", "3 tiles" / "1 kartička", "3 kartičky", "5 kartiček". */
void gui_tiles(char *buf, size_t cap, int n);
/* "N cells": what a feature with a triangle counts (two triangles in a cell are one). */
void gui_cells(char *buf, size_t cap, int n);
/* "1 finished city", "3 finished cities" / "1 dokončené město", "3 dokončená města". */
void gui_finished_cities(char *buf, size_t cap, int n);
/*
 * Copies template `tmpl` into buf, replacing %1, %2, %3 by a1..a3 (NULL = empty).
 * Templates come from the catalogues, so we never pass them to printf.
 */
void gui_subst(char *buf, size_t cap, const char *tmpl, const char *a1, const char *a2, const char *a3);
/* The same with %1 to %9 standing for args[0..nargs-1] (a missing one is empty). */
void gui_subst_all(char *buf, size_t cap, const char *tmpl, const char *const *args, int nargs);

#endif
