/** Replaced at build time by Vite (see vite.config.ts). */
declare const __SITE_URL__: string;
