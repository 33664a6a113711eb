/**
 * A route that shows public data (projects: the home page, the portfolio, the service pages'
 * example projects, the site index; prices once pages show them) exports this as its `handle`,
 * and the server renders its page copy again on every change to that data. Pages without it
 * change only with a deploy or a restart; a project page, which shows its own row alone, is
 * rendered again when that row changes.
 */
export const publicDataHandle = { publicData: true } as const;

export interface PublicDataHandle {
  publicData?: boolean;
}
