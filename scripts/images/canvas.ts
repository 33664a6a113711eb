/** Raster size the SVG is drawn at: 3:2, a little above the widest variant so it is downscaled. */
export const CANVAS_W = 1800;
export const CANVAS_H = 1200;
