/* One tile being painted: colour canvas plus the class and feature maps tests and anchors use. */
#ifndef CIT_TILEART_SCENE_H
#define CIT_TILEART_SCENE_H

#include <stdint.h>

#include "raster.h"
#include "tilegeom.h"

/* What a pixel shows, for labelling areas and placing anchors. */
enum { CL_OUT, CL_AREA, CL_ROAD, CL_CITY, CL_SOLID };

typedef struct {
    float x, y; /* cell units, rotation 0 */
    int ok;
} anchor;

/* A feature's painted mark (an inn by its road, a city's goods): a square, kind NULL if none. */
typedef struct {
    float x, y, half; /* its middle and half its side, cell units, rotation 0 */
    const char *kind; /* "inn", "cathedral", "wine", "grain", "cloth", "tower" (its foundation) */
} feature_mark;

typedef struct {
    int size;        /* pixels per cell */
    canvas *cv;      /* size x size */
    view v;
    uint8_t *cls;    /* CL_* per pixel */
    int8_t *fmap;    /* the feature each pixel belongs to (-1 none): the shapes in feature-shapes.txt */
    int16_t *lab;    /* area feature index per pixel, -1 none */
    float *margin;   /* units to the border with another area feature in the same open space */
    float *droad;    /* units to the nearest road or street centre line */
    int8_t *road_of; /* index into geom.road of that road */
    float *dcity;    /* signed units to the nearest city (< 0 inside) */
    int8_t *city_of; /* index into geom.city */
    float *dwater;   /* signed units to the river's water (< 0 inside; 1e9 without a river) */
    tile_geom geom;
    anchor anc[CIT_MAX_TILE_FEATURES];
    anchor spot2[CIT_MAX_TILE_FEATURES]; /* a second roomy point (pennant, goods symbol) */
    float room[CIT_MAX_TILE_FEATURES];   /* units of free space around anc */
    float room2[CIT_MAX_TILE_FEATURES];  /* units of free space around spot2 */
    anchor kept[CIT_MAX_TILE_FEATURES];  /* a road's anchor the plan chose (clear of its inn): kept */
    feature_mark mark[CIT_MAX_TILE_FEATURES];
} scene;

scene *scene_new(int size);
void scene_free(scene *s);

/* Fills droad/road_of and dcity/city_of from s->geom. */
void scene_distances(scene *s);
/*
 * Labels every CL_AREA pixel with the area feature (field, market, residential) whose
 * ports reach it, splitting shared open spaces between features by nearness to their
 * ports; fills lab and margin.
 */
void scene_label(scene *s, const cit_tile_def *t);
/* Fills fmap from the classes and labels (before decorations claim pixels): a city pixel is
   its city's feature, a road or street pixel its road's, an open one its area's. */
void scene_feature_map(scene *s);
/* Computes anchors for every feature (roomiest point inside it, avoiding CL_SOLID; a road's
 * on its line, or kept[f] when set) and a second spot with its free radius. */
void scene_anchors(scene *s, const cit_tile_def *t);

#endif
