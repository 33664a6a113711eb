import { chromium } from "playwright-core";
const base = "http://127.0.0.1:4737";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new","--no-sandbox","--disable-gpu"], headless: true });
const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
await page.goto(`${base}/get-quote`);
await page.locator("[data-island][data-hydrated]").first().waitFor();
const pos = () => page.evaluate(() => ({ y: scrollY, step2: document.querySelector("#quote-form-step-2")?.getBoundingClientRect().top, name: document.querySelector("#quote-form [name=name]").getBoundingClientRect().top, active: document.activeElement?.id }));
await page.locator("#quote-form [name=projectType]").selectOption("new-pool");
await page.locator("#quote-form [name=poolSize]").selectOption({ index: 1 });
await page.locator("#quote-form [name=timeline]").selectOption({ index: 1 });
console.log(await pos());
await page.getByRole("button", { name: /^Next/ }).click();
for (let i = 0; i < 8; i++) { console.log(await pos()); await page.waitForTimeout(150); }
await browser.close();
