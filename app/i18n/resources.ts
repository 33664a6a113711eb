import { about as enAbout } from "#app/i18n/messages/en/about.ts";
import { common as enCommon } from "#app/i18n/messages/en/common.ts";
import { contact as enContact } from "#app/i18n/messages/en/contact.ts";
import { designer as enDesigner } from "#app/i18n/messages/en/designer.ts";
import { errors as enErrors } from "#app/i18n/messages/en/errors.ts";
import { finance as enFinance } from "#app/i18n/messages/en/finance.ts";
import { home as enHome } from "#app/i18n/messages/en/home.ts";
import { leads as enLeads } from "#app/i18n/messages/en/leads.ts";
import { quote as enQuote } from "#app/i18n/messages/en/quote.ts";
import { services as enServices } from "#app/i18n/messages/en/services.ts";
import { servicePages as enServicePages } from "#app/i18n/messages/en/service-pages.ts";
import { portfolio as enPortfolio } from "#app/i18n/messages/en/portfolio.ts";
import { legal as enLegal } from "#app/i18n/messages/en/legal.ts";
import { booking as enBooking } from "#app/i18n/messages/en/booking.ts";
import { about as esAbout } from "#app/i18n/messages/es/about.ts";
import { common as esCommon } from "#app/i18n/messages/es/common.ts";
import { contact as esContact } from "#app/i18n/messages/es/contact.ts";
import { designer as esDesigner } from "#app/i18n/messages/es/designer.ts";
import { errors as esErrors } from "#app/i18n/messages/es/errors.ts";
import { finance as esFinance } from "#app/i18n/messages/es/finance.ts";
import { home as esHome } from "#app/i18n/messages/es/home.ts";
import { leads as esLeads } from "#app/i18n/messages/es/leads.ts";
import { quote as esQuote } from "#app/i18n/messages/es/quote.ts";
import { services as esServices } from "#app/i18n/messages/es/services.ts";
import { servicePages as esServicePages } from "#app/i18n/messages/es/service-pages.ts";
import { portfolio as esPortfolio } from "#app/i18n/messages/es/portfolio.ts";
import { legal as esLegal } from "#app/i18n/messages/es/legal.ts";
import { booking as esBooking } from "#app/i18n/messages/es/booking.ts";
import type { Catalog } from "#app/i18n/catalog.ts";
import type { Locale } from "#app/i18n/locale.ts";

/**
 * Every catalog, by language and namespace (decision 032). English is the reference shape:
 * the Spanish namespaces are typed from it, and i18next's typed keys come from it
 * (./i18next.d.ts). Server code only: islands get their strings as props.
 */
export const english = {
  common: enCommon,
  errors: enErrors,
  home: enHome,
  about: enAbout,
  contact: enContact,
  finance: enFinance,
  services: enServices,
  leads: enLeads,
  designer: enDesigner,
  quote: enQuote,
  servicePages: enServicePages,
  portfolio: enPortfolio,
  legal: enLegal,
  booking: enBooking,
} as const;

export type Namespace = keyof typeof english;
export type Messages<N extends Namespace> = Catalog<(typeof english)[N]>;

const spanish: { [N in Namespace]: Messages<N> } = {
  common: esCommon,
  errors: esErrors,
  home: esHome,
  about: esAbout,
  contact: esContact,
  finance: esFinance,
  services: esServices,
  leads: esLeads,
  designer: esDesigner,
  quote: esQuote,
  servicePages: esServicePages,
  portfolio: esPortfolio,
  legal: esLegal,
  booking: esBooking,
};

export const resources: Record<Locale, { [N in Namespace]: Messages<N> }> = { en: english, es: spanish };

export const namespaces = Object.keys(english) as Namespace[];
