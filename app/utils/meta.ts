import type { MetaDescriptor } from "react-router";
import { business } from "#app/config/business.ts";
import { absoluteUrl, site } from "#app/config/site.ts";
import { LOCALE_TAGS, LOCALES, localeFromPath } from "#app/i18n/locale.ts";
import { localizedPath, pagePair } from "#app/i18n/route-table.ts";
import { getT } from "#app/i18n/i18n.ts";
import type { Namespace } from "#app/i18n/resources.ts";
import { generatedAlt, ogImageUrl } from "#app/utils/image-urls.ts";

export interface PageMeta {
  /** The page's own title; the company name is appended unless `exactTitle`. */
  title: string;
  exactTitle?: boolean;
  description: string;
  /** Path of the canonical URL, e.g. "/about" or "/es/nosotros"; it also names the page's language. */
  path: string;
  /** Image manifest key used for og:image. */
  imageKey?: string;
  /** What `imageKey` shows in the page's language, when the page has its own words for it (a project's alt text). */
  imageAlt?: string;
  /** A path of an image made for this page (a shared design's card), used for og:image instead. */
  imagePath?: string;
  /** The URL a share of this page should open, when it is more than the canonical (a design's own query). */
  sharePath?: string;
  type?: "website" | "article";
  noIndex?: boolean;
  /** JSON-LD objects (schema.org), each printed as its own script. */
  jsonLd?: object[];
}

/**
 * Title, description, canonical, Open Graph and Twitter tags for one page, from one place; for a
 * page with a twin in the other language, the `hreflang` alternates of both (decision 032).
 */
export function pageMeta(page: PageMeta): MetaDescriptor[] {
  const title = page.exactTitle ? page.title : `${page.title} | ${business.name}`;
  const url = absoluteUrl(page.path);
  const locale = localeFromPath(page.path);
  const imageKey = page.imageKey ?? site.defaultImageKey;
  const image = absoluteUrl(page.imagePath ?? ogImageUrl(imageKey));
  // A share card must not pass a rendering off as a photo of built work (decision 031, amended).
  const imageAlt = page.imagePath ? [] : [`${getT(locale, "common")("imageLabel.rendering")}: ${page.imageAlt ?? generatedAlt(imageKey, locale)}`];
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...languageAlternates(page.path),
    ...(page.noIndex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:locale", content: ogLocale(locale) },
    ...(pagePair(page.path) ? LOCALES.filter((other) => other !== locale).map((other) => ({ property: "og:locale:alternate", content: ogLocale(other) })) : []),
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: page.sharePath ? absoluteUrl(page.sharePath) : url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    ...imageAlt.map((content) => ({ property: "og:image:alt", content })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...imageAlt.map((content) => ({ name: "twitter:image:alt", content })),
    ...(page.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

/** The namespaces that word a whole page: its `metaTitle`, and a `metaDescription` that names the company. */
type PageNamespace = Extract<Namespace, "about" | "booking" | "finance" | "quote" | "services">;

/**
 * The meta of a page worded by its own catalog namespace, in the language of the path it was asked
 * at (decision 032): `path` is the English one, `values` what the description names besides the company.
 */
export function catalogPageMeta(
  pathname: string,
  namespace: PageNamespace,
  page: { path: string; imageKey: string; values?: Record<string, string | number> },
): MetaDescriptor[] {
  const locale = localeFromPath(pathname);
  const t = getT(locale, namespace);
  return pageMeta({
    title: t("metaTitle"),
    description: t("metaDescription", { ...page.values, name: business.name }),
    path: localizedPath(page.path, locale),
    imageKey: page.imageKey,
  });
}

const ogLocale = (locale: keyof typeof LOCALE_TAGS) => LOCALE_TAGS[locale].replace("-", "_");

/** `hreflang` links to both pages of a pair and `x-default` to the English one, the same on each page. */
export function languageAlternates(path: string): MetaDescriptor[] {
  const pair = pagePair(path);
  if (!pair) return [];
  return [
    ...LOCALES.map((locale) => ({ tagName: "link", rel: "alternate", hrefLang: LOCALE_TAGS[locale], href: absoluteUrl(pair[locale]) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(pair.en) },
  ];
}
