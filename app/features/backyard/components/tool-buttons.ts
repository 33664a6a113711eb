/** The yard tool's button looks: its main actions, the photo choices, and the segmented controls' steps. */
const button =
  "inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 disabled:opacity-60";
export const primary = `${button} bg-navy-900 text-white hover:bg-navy-800`;
export const secondary = `${button} bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`;
export const toggle = `${button} rounded-md text-slate-800 aria-pressed:bg-sky-800 aria-pressed:text-white`;
