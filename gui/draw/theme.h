/* The theme: the one place that says how large text and controls are, how far apart, and in
   which colours; and the scale rule that turns the screen (pointer kind, pixel ratio, size) and
   the player's Interface size into pixels per layout unit. */
#ifndef GUI_THEME_H
#define GUI_THEME_H

/* Named colours (0xRRGGBB; gui_rgba adds the alpha). */
enum {
    GUI_COL_BG = 0x23302a,         /* behind everything */
    GUI_COL_PANEL = 0xf1e5c6,      /* parchment of panels and dialogs */
    GUI_COL_PANEL_EDGE = 0x8a6a3d, /* their frame */
    GUI_COL_INK = 0x2a1d10,        /* text on parchment */
    GUI_COL_INK_SOFT = 0x6b5a44,   /* secondary text */
    GUI_COL_INK_OFF = 0x8d8270,    /* a disabled checkbox's words */
    GUI_COL_LABEL_OFF = 0x7d7260,  /* a disabled button's label */
    GUI_COL_WOOD = 0x7a4e2a,       /* buttons */
    GUI_COL_WOOD_HOT = 0x9a6638,
    GUI_COL_CREAM = 0xfff6e0,      /* text on wood, a field's ground */
    GUI_COL_CREAM_HOT = 0xfffaf0,  /* a field or box under the pointer */
    GUI_COL_DISABLED = 0xb9ad95,   /* a disabled button's wood */
    GUI_COL_ACCENT = 0x2f7d4f,     /* ticks, the caret's selection, "go" buttons */
    GUI_COL_WARN = 0xc0392b,       /* a wrong or refused thing (a cross, a refused drop) */
    GUI_COL_PLATE = 0x1b1410,      /* a dark plate under light words on the board */
    GUI_COL_BOX = 0xfff7da,        /* a box a piece is dragged from */
    GUI_COL_BOX_HELD = 0xe6d8b4,   /* the same while its piece is held (or none is left) */
    GUI_COL_LIT = 0xfff2c4,        /* a lit target on the board */
    GUI_COL_LIT_HOT = 0x9be39b,    /* the lit target under the pointer */
    GUI_COL_LIT_EDGE_HOT = 0x3fbf3f,
    GUI_COL_TARGET = 0xffd75e,     /* a place a module's piece may go */
    GUI_COL_GOLD = 0xe8b923,       /* a highlighted lot or top bid in a module's dialog */
    GUI_COL_SEAT = 0xe9dcb8,       /* a player's place at a dialog's table, not deciding */
    GUI_COL_QUIET = 0xcfc2a0,      /* a quiet tag's ground, a progress bar's track */
    GUI_COL_WOOD_LIGHT = 0x9a7a4a, /* a lesser button beside a wood one (a quick amount) */
    GUI_COL_INK_RED = 0xa03020,    /* red ink on parchment: a score below zero, a warning to read */
    GUI_COL_RUST = 0xa04020,       /* a seat that waits for someone, a table closed */
    GUI_COL_LEAF = 0x2f6b2f,       /* a seat that is taken, a thing done */
    GUI_COL_ROW = 0xe4d3a8,        /* a row picked out in a list or table (a save, a leader) */
    GUI_COL_SHADOW = 0x000000,     /* shadows and dimming, with an alpha */
    GUI_COL_SHINE = 0xffffff,      /* light over art (a glint, a lit edge), with an alpha */
    GUI_COL_BOARD = 0x2f3d31,      /* the board's ground, the menu's backdrop behind the art */
    GUI_COL_VEIL = 0x14100c,       /* a veil over a scene behind a screen, with an alpha */
    GUI_COL_PICK = 0xffd54a,       /* a thing being placed or counted, picked out on the board */
    GUI_COL_PICK_EDGE = 0xffe066,  /* the outline round a feature or figure picked out */
    GUI_COL_TAKE = 0x3fbf5f,       /* the piece under a dragged one: it goes there */
    GUI_COL_GLOW = 0xffe9a0,       /* the glow behind a figure that may be taken */
    GUI_COL_INK_ON_LIGHT = 0x1a1208, /* words on a light player colour (a count on a pale figure) */
    GUI_COL_FIGURE_INK = 0x1a1410, /* the dark lines of a drawn figure */
    GUI_COL_PAPER = 0xfffbef,      /* a chart's paper, a text field's ground */
    GUI_COL_SELECTION = 0xb9d7f0,  /* selected words in a text field */
    GUI_COL_SLOT = 0xd8c89f,       /* the ground of a slot a piece sits in (the tile to place) */
    GUI_COL_EDGE_DARK = 0x5b4a36,  /* a slot's dark frame; a finished game's banner */
    GUI_COL_SWITCH_OFF = 0x8a7a62, /* a switch that is off */
    GUI_COL_TEACH = 0x1f6f8b,      /* words that teach: a hint, the results' advice */
    GUI_COL_FRIEND = 0x6a4c93,     /* a friend over the network: their seat, the chat's lines */
    GUI_COL_COMPUTER = 0x3d5a80,   /* a computer's seat */
    GUI_COL_DIAGRAM_LIT = 0xf2c14e, /* the cell a rules diagram points at */
    GUI_COL_SWING = 0x4a2c17,      /* a review's swing: its badge, its tick on the replay's timeline */
    GUI_COL_MARK = 0xe0a020,       /* a review's other mark on the timeline (a tick of kind 2) */
    GUI_COL_SHIELD = 0x2456a8,     /* a city's shield marked beside it on a board zoomed far out */
    GUI_COL_HOVER_EDGE = 0xfff6a0, /* the outline round the feature under the pointer */
    GUI_COL_HINT = 0x1479b8,       /* a hint's ring and its tag */
    GUI_COL_INK_FADED = 0xa09070,  /* a count of none under a tile (the tiles left) */
    GUI_COL_TRACK = 0xd8c8a2,      /* a scroll bar's track */
    GUI_COL_BAR_TRACK = 0xd8c7a0,  /* the review's progress bar's track */
    GUI_COL_RULE = 0xd9cba6,       /* a chart's rules across it */
    GUI_COL_RULE_MID = 0xb5a37a,   /* the review's chart: its middle rule (even chances) */
    GUI_COL_GRID = 0xc9b98f,       /* the results' chart: its rules across it */
    GUI_COL_CREAM_SOFT = 0xe8dcc0, /* secondary words on a dark plate */
    GUI_COL_TITLE = 0xf3d58a,      /* the game's name on the menu */
    GUI_COL_LESSON = 0xffd23f      /* the lesson's gold cell: where its card points */
};

/* The players' colours: red, blue, green, yellow, black, purple; and the same six told apart
   without red and green (a palette for colour-blind eyes, Settings). */
enum {
    GUI_COL_P_RED = 0xd1352b, GUI_COL_P_BLUE = 0x2f6fd0, GUI_COL_P_GREEN = 0x3a9a3a,
    GUI_COL_P_YELLOW = 0xe8c22a, GUI_COL_P_BLACK = 0x303030, GUI_COL_P_PURPLE = 0x8e44ad,
    GUI_COL_CB_RED = 0xd55e00, GUI_COL_CB_BLUE = 0x0072b2, GUI_COL_CB_GREEN = 0x009e73,
    GUI_COL_CB_YELLOW = 0xf0e442, GUI_COL_CB_BLACK = 0x1a1a1a, GUI_COL_CB_PURPLE = 0xcc79a7
};

/* A tile drawn from its features when its art is missing (gui/draw/atlas.c). */
enum {
    GUI_COL_ART_GRASS = 0x7bab4f, GUI_COL_ART_CITY = 0xc9a66b, GUI_COL_ART_ROAD = 0xf1ead8,
    GUI_COL_ART_SHIELD = 0x2a5db0, GUI_COL_ART_CLOISTER = 0xe8dcc0, GUI_COL_ART_ROOF = 0xb0412e,
    GUI_COL_ART_HOUSE = 0x8a5a3c
};

/* Text sizes in layout units (gui_font_px turns them into pixels, never below the screen's
   least legible size). */
enum {
    GUI_FONT_TAG = 12,     /* a tag or a label on small art: a badge, a chart's axis, a count on a card */
    GUI_FONT_SMALL = 13,   /* the least body text: notes, a list's second line */
    GUI_FONT_NOTE = 14,    /* a line of detail in a module's panel or under a row */
    GUI_FONT_BODY = 15,    /* sentences in panels and dialogs */
    GUI_FONT_LINE = 16,    /* a row of a list, a dialog's question, a text field's words */
    GUI_FONT_CHECK = 16,   /* a checkbox's words */
    GUI_FONT_BUTTON = 17,  /* a button's label (shrinks to fit, gui_button_label_px) */
    GUI_FONT_LEAD = 18,    /* a line that leads a panel or dialog: its question, the tiles left */
    GUI_FONT_SUBHEAD = 20, /* a side panel's or a small dialog's heading */
    GUI_FONT_HEADING = 22, /* a panel's or dialog's heading */
    GUI_FONT_TITLE = 30    /* a screen's title */
};

/* Sizes in layout units (gui_px turns them into pixels; gui_hit_px never below a finger).
   The spacing scale, least to most: NUDGE, GAP, SPACE, PAD, MARGIN, INSET, SECTION. */
enum {
    GUI_SIZE_BUTTON_H = 36,  /* a button's height, a square icon button's side */
    GUI_SIZE_BAR_H = 60,     /* the game's banner and a decision's bar */
    GUI_SIZE_FORM_H = 38,    /* a form's fields and the buttons in its rows */
    GUI_SIZE_DIALOG_BUTTON_H = 40, /* the buttons of a module's dialog or decision bar */
    GUI_SIZE_ACTION_H = 50,  /* a screen's main buttons (Back, Start, a menu's entries) */
    GUI_SIZE_ACTION_W = 200,
    GUI_SIZE_TIP_OFFSET = 18, /* a tooltip from the pointer */
    GUI_SIZE_NUDGE = 4,      /* the least space: words set off a line or a box's edge */
    GUI_SIZE_GAP = 6,        /* between buttons of a row or column */
    GUI_SIZE_SPACE = 8,      /* between a dialog's blocks: a row of buttons and what follows */
    GUI_SIZE_PAD = 10,       /* inside a panel, between a box and its words */
    GUI_SIZE_MARGIN = 12,    /* from the window's edge */
    GUI_SIZE_INSET = 16,     /* a dialog's or banner's words from its edge */
    GUI_SIZE_SECTION = 20,   /* a large dialog's padding, between a screen's sections */
    GUI_SIZE_LINE = 2,       /* a frame's or an outline's line */
    GUI_SIZE_LINE_LIT = 3,   /* the outline of a lit or picked thing */
    GUI_SIZE_RADIUS = 6,     /* a button's corners */
    GUI_SIZE_PANEL_RADIUS = 8,
    GUI_SIZE_SIDE_W = 300,   /* the game's side panel */
    GUI_SIZE_LABEL_ROOM = 36, /* a button as wide as its words: the room beside them, both sides */
    GUI_SIZE_WORD_ROOM = 28, /* the same for a small button in a dialog, a card or a module's panel */
    GUI_SIZE_TOUCH_H = 44,   /* a control a finger takes on any screen: a dialog's main buttons */
    GUI_SIZE_ICON = 24,      /* a small picture beside words (a piece in a line, a grip) */
    GUI_SIZE_HAIR = 1,       /* the finest line: a caret's offset, a hairline rule */
    GUI_SIZE_SHADOW = 3,     /* how far a button's or a box's shadow falls */
    GUI_SIZE_RADIUS_SMALL = 3, /* a small thing's corners: a check box's inside, a stripe, a bar */
    GUI_SIZE_DASH = 6,       /* a dashed outline's dash */
    GUI_SIZE_BOX_RADIUS = 4, /* a check box's and a text field's corners */
    GUI_SIZE_BOX_FRAME = 3,  /* a check box's wooden frame */
    GUI_SIZE_PRESS = 2,      /* how far a pressed button sinks */
    GUI_SIZE_ROW_PIECES_Y = 36 /* a player's row: its pieces line's middle below the row's top (the
                                  supply, and each module's pieces: gui_module.pieces) */
};

/* What the screen is: the scale rule's input. */
typedef struct {
    int coarse;     /* 1: a finger points (a touch screen: CSS "pointer: coarse"); 0: a mouse */
    float ratio;    /* renderer pixels per point (CSS px; device pixel ratio) */
    int w, h;       /* the window in renderer pixels */
    int scale_pct;  /* the player's Interface size, 75..200 */
} gui_screen;

/* A finger's least target and the least legible text on a touch screen, in points (Apple's
   and Material's 44 and a phone's 14 px body text). */
#define GUI_TOUCH_LEAST_PT 44
#define GUI_TOUCH_TEXT_PT 14
/* With a mouse: the least text in points (the renderer's floor). */
#define GUI_FINE_TEXT_PT 8

/* Pixels per layout unit. With a mouse: pixel ratio x Interface size x a window factor that
   only shrinks (0.72-1.0 of a 1280x800 reference), capped so the ~1000x700-unit screens fit.
   On a touch screen: at least so large that GUI_FONT_SMALL is GUI_TOUCH_TEXT_PT points (the
   screens fold and wrap where a phone is narrower than they are), times Interface size. */
float gui_theme_unit(const gui_screen *s);
/* Whether the mouse rule was capped by the window (Settings says "limited by the window"). */
int gui_theme_limited(const gui_screen *s);
/* The least text and the least control side in pixels on that screen (0: no least control). */
int gui_theme_least_text_px(const gui_screen *s);
int gui_theme_least_hit_px(const gui_screen *s);
/* A phone held upright: narrower than the screens' 1000 units (the layouts fold). */
int gui_theme_narrow(const gui_screen *s);
/* Shorter than the screens' 700 units (bars and panels fold into fewer rows). */
int gui_theme_short(const gui_screen *s);

#endif
