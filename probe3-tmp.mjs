import { chromium } from "playwright-core";
const base = "http://127.0.0.1:4737";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new","--no-sandbox","--disable-gpu"], headless: true });
const q = "shape=freeform&length=45&width=20&shallow=3.5&deep=8&shelf=large&spa=raised&features=sheer-descents&features=deck-jets&features=bubblers&lighting=color&fireBowls=4&cover=on&finish=pebble&coping=travertine&deck=travertine&deckArea=1500";
for (const path of ["/design", "/es/disena-tu-alberca"]) {
  const page = await browser.newPage({ viewport: { width: 320, height: 800 } });
  await page.goto(`${base}${path}?${q}`);
  const r = await page.evaluate(() => {
    const w = document.documentElement.clientWidth, sw = document.documentElement.scrollWidth;
    const wide = [...document.querySelectorAll("body *")].filter(e => e.getBoundingClientRect().right > w + 0.5 && e.checkVisibility()).slice(0, 8).map(e => `${e.tagName}.${(e.className||"").toString().slice(0,40)} ${Math.round(e.getBoundingClientRect().right)} ${e.textContent.slice(0,40)}`);
    const over = [...document.querySelectorAll("body *")].filter(e => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== "visible").slice(0,5).map(e => `${e.tagName}.${(e.className||"").toString().slice(0,30)} ${e.scrollWidth}/${e.clientWidth}`);
    const t = document.querySelector("table");
    return { w, sw, wide, over, table: t && [t.getBoundingClientRect().width, t.parentElement.getBoundingClientRect().width] };
  });
  console.log(path, JSON.stringify(r, null, 1));
  await page.close();
}
await browser.close();
