import "i18next";
import type { english } from "#app/i18n/resources.ts";

// Typed keys: `t("nav.home")` must name a key of the English catalog, which every language has.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: typeof english;
    returnNull: false;
  }
}
