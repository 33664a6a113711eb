/**
 * The fully loaded design of issue 39's budgets, as the designer's query: every water feature,
 * a raised spa, a large shelf, four fire bowls, colour-changing lights and a large deck. The
 * photoreal bench times it; the live view's screenshots show it.
 */
export const FULLY_LOADED =
  "shape=freeform&length=40&width=20&shallow=3.5&deep=7&shelf=large&spa=raised&features=sheer-descent&features=rock-waterfall&features=scuppers&features=deck-jets&lighting=color-changing&fireBowls=4&finish=pebble-blue&coping=travertine&deck=travertine&deckArea=3000";
