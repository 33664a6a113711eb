import { chromium } from "playwright-core";
const base = "http://127.0.0.1:4737";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new","--no-sandbox","--disable-gpu"], headless: true });
const rich = "shape=freeform&length=45&width=20&shallow=3.5&deep=8&shelf=large&spa=raised&features=sheer-descent&features=rock-waterfall&features=scuppers&features=deck-jets&lighting=color-changing&fireBowls=4&finish=pebble-midnight&coping=travertine&deck=travertine&deckArea=1500";
const issue = "shape=freeform&length=30&width=15&spa=raised";
async function shot(name, url, width, height, opts = {}) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto(base + url);
  await page.locator("[data-site-header][data-enhanced]").waitFor();
  if (opts.scrollTo) await page.locator(opts.scrollTo).first().scrollIntoViewIfNeeded();
  if (opts.hydrate) { await page.locator(opts.hydrate).first().hover(); await page.locator("[data-hydrate=interaction][data-hydrated]").waitFor(); }
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `/tmp/shots-h37v/${name}.png`, fullPage: !!opts.full });
  const sw = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  console.log(name, "sideways", sw);
  await page.close();
}
await shot("es-quote-design-375", `/es/cotizacion?design=${encodeURIComponent(issue)}#quote-form`, 375, 812, { full: false });
await shot("es-quote-design-375-full", `/es/cotizacion?design=${encodeURIComponent(issue)}`, 375, 812, { full: true });
await shot("es-quote-design-1280", `/es/cotizacion?design=${encodeURIComponent(issue)}`, 1280, 900, { full: true });
await shot("es-designer-320-full", `/es/disena-tu-alberca?${rich}`, 320, 800, { full: true });
await shot("en-designer-320-full", `/design?${rich}`, 320, 800, { full: true });
await shot("es-designer-320-lines", `/es/disena-tu-alberca?${rich}`, 320, 800, { scrollTo: "table" });
await shot("es-home-projects-375", `/es#portfolio`, 375, 812, { scrollTo: "[data-testid=featured-projects]" });
await browser.close();
