/* Tile geometry derived from a tile's features: sides, port points, city outlines, road paths. */
#ifndef CIT_TILEART_TILEGEOM_H
#define CIT_TILEART_TILEGEOM_H

#include <stddef.h>
#include <stdint.h>

#include "tileset.h"

#define GEO_MAX_PTS 200
#define GEO_ROAD_PTS 33
#define GEO_MAX_CITIES 4
#define GEO_MAX_ROADS 6

/* One side of the tile outline, clockwise: from (ax, ay) to (bx, by), inward normal n. */
typedef struct {
    float ax, ay, bx, by, nx, ny;
    int ports[3]; /* left half, middle, right half */
} geo_side;

/* A city's outline: a closed polygon; seg_wall[i] says whether segment i -> i+1 is a wall
 * (walls stand inside the tile; segments along the tile edge are open city). */
typedef struct {
    int feat;
    int n;
    float pts[2 * GEO_MAX_PTS];
    uint8_t seg_wall[GEO_MAX_PTS];
    float bb[4];
} geo_city;

typedef struct {
    int feat;
    int n;
    float pts[2 * GEO_ROAD_PTS];
    int dead_end;   /* 1: the road stops on the tile at pts[n-1] */
    int cottage;    /* 1: it runs across the tile to a cottage (art cottage=SIDE, TB-23) */
    float bb[4];
} geo_road;

typedef struct {
    const cit_tile_def *t;
    int nsides;
    geo_side side[4];
    float cx, cy;       /* the tile's visual centre (a triangle's incentre) */
    int ncity;
    geo_city city[GEO_MAX_CITIES];
    int nroad;
    geo_road road[GEO_MAX_ROADS];
    int nriver;
    geo_road river[2];  /* river courses (a spring's or lake's ends at the centre), built as roads */
    int crossing;       /* several roads end at (cx, cy) */
    float endx, endy;   /* where single dead-end roads stop */
} tile_geom;

/* Value of art hint `key` of tile t copied into buf (NULL if absent). */
const char *geo_hint(const cit_tile_def *t, const char *key, char *buf, size_t cap);
int geo_hint_is(const cit_tile_def *t, const char *key, const char *value);

/* Builds the geometry of tile t at rotation 0. */
void geo_build(tile_geom *g, const cit_tile_def *t);
/* The same, with dead-end roads stopping at (endx, endy) instead of the centre. */
void geo_build_end(tile_geom *g, const cit_tile_def *t, float endx, float endy);

/* The point of port p moved `inset` units into the tile. Returns 0 if the tile has no p. */
int geo_port_point(const tile_geom *g, int port, float inset, float *x, float *y);
/* Distance from (x, y) to the stretch of tile edge that port p covers. */
float geo_port_dist(const tile_geom *g, int port, float x, float y);

/* Signed distance to the union of cities (< 0 inside); *which = index into g->city. */
float geo_city_sdf(const tile_geom *g, float x, float y, int *which);
/* Distance to the nearest wall segment of city c; *along = arc length there. */
float geo_wall_dist(const geo_city *c, float x, float y, float *along);
/* Signed distance to the tile outline (< 0 inside). */
float geo_tile_sdf(const tile_geom *g, float x, float y);

/* Samples a cubic Bezier into n points (x, y pairs). */
void geo_bezier(float *out, int n, float x0, float y0, float x1, float y1, float x2, float y2,
                float x3, float y3);

#endif
