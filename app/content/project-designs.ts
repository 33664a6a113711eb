/**
 * The pool each launch project shows in the designer, as the designer's own query string (what a
 * project stores), drawn from its description, feature list and size in gallons (decision 028
 * says how each was chosen; a unit test keeps each a sound design within 12 % of the gallons its
 * page states). What the designer cannot draw (a vanishing edge, a beach entry) is left to the
 * project's words; a pergola is the yard's, in `launchProjectYards`. Used by the seed and by migration 0014, which gives the
 * launch projects already in a database their design.
 */
export const launchProjectDesigns: Record<string, string> = {
  "hartley-family-project":
    "shape=rectangle&length=32&width=16&shallow=3.5&deep=6&shelf=large&spa=raised&features=sheer-descent&lighting=color-changing&fireBowls=2&finish=quartz-aqua&coping=travertine&deck=travertine&deckArea=700",
  "delgado-family-project":
    "shape=l-shape&length=40&width=24&shallow=3.5&deep=6.5&shelf=none&spa=raised&lighting=color-changing&fireBowls=2&finish=pebble-blue&coping=travertine&deck=travertine&deckArea=1100",
  "whitaker-family-project":
    "shape=rectangle&length=32&width=16&shallow=3.5&deep=6&shelf=none&spa=flush&lighting=white&fireBowls=0&finish=pebble-midnight&coping=limestone&deck=porcelain&deckArea=900",
  "nguyen-family-project":
    "shape=freeform&length=34&width=16&shallow=3.5&deep=6.5&shelf=none&spa=raised&features=rock-waterfall&lighting=blue&fireBowls=0&finish=pebble-blue&coping=travertine&deck=flagstone&deckArea=400",
  "brennan-family-project":
    "shape=kidney&length=40&width=20&shallow=3.5&deep=7&shelf=small&spa=none&features=rock-waterfall&lighting=aqua&fireBowls=0&finish=pebble-blue&coping=travertine&deck=flagstone&deckArea=900",
  "okafor-family-project":
    "shape=rectangle&length=36&width=16&shallow=4&deep=5&shelf=large&spa=none&lighting=white&fireBowls=0&cover=on&finish=quartz-aqua&coping=concrete&deck=travertine&deckArea=800",
  "castillo-family-project":
    "shape=rectangle&length=34&width=16&shallow=3.5&deep=6&shelf=none&spa=raised&features=scuppers&lighting=amber&fireBowls=0&finish=white-plaster&coping=travertine&deck=travertine&deckArea=850",
  "mercer-family-project":
    "shape=freeform&length=40&width=20&shallow=3.5&deep=7&shelf=medium&spa=none&lighting=blue&fireBowls=0&finish=pebble-blue&coping=travertine&deck=broom-concrete&deckArea=700",
  "prescott-family-project":
    "shape=lap&length=60&width=10&shallow=4&deep=5&shelf=none&spa=none&lighting=white&fireBowls=0&cover=on&finish=white-plaster&coping=limestone&deck=porcelain&deckArea=900",
  "serene-escape-project":
    "shape=kidney&length=36&width=17&shallow=3.5&deep=6.5&shelf=none&spa=raised&features=rock-waterfall&lighting=amber&fireBowls=0&finish=quartz-aqua&coping=limestone&deck=flagstone&deckArea=600",
  "modern-retreat-project":
    "shape=rectangle&length=26&width=12&shallow=3.5&deep=5.5&shelf=none&spa=none&features=sheer-descent&lighting=white&fireBowls=2&finish=pebble-midnight&coping=concrete&deck=porcelain&deckArea=300",
  "coastal-oasis-project":
    "shape=freeform&length=44&width=22&shallow=3.5&deep=7&shelf=large&spa=none&lighting=aqua&fireBowls=0&finish=quartz-aqua&coping=travertine&deck=travertine&deckArea=1200",
  "ramirez-family-project":
    "shape=rectangle&length=36&width=16&shallow=3.5&deep=6&shelf=none&spa=raised&lighting=white&fireBowls=0&finish=white-plaster&coping=concrete&deck=stamped-concrete&deckArea=900",
  "sullivan-family-project":
    "shape=rectangle&length=30&width=14&shallow=3.5&deep=6&shelf=none&spa=flush&lighting=blue&fireBowls=0&finish=pebble-blue&coping=brick&deck=stamped-concrete&deckArea=500",
};

/**
 * What a launch project's yard has beyond its pool, drawn in its pictures (scripts/images/,
 * decision 031): a pergola where the project's words name one. Not part of the design: the
 * designer neither offers nor prices it. The 3-D view's `YardExtras` (three/yard.ts) reads it.
 */
export const launchProjectYards: Record<string, { pergola?: boolean }> = {
  "delgado-family-project": { pergola: true },
  "brennan-family-project": { pergola: true },
  "prescott-family-project": { pergola: true },
  "sullivan-family-project": { pergola: true },
};
