import { chromium } from '@playwright/test';
const url = process.env.URL;
const ids = ['tours','safari-experiences','partners','travel-guides','why-choose-us','traveler-reviews','featured-tours','featured-packages','custom-itinerary'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const [name, viewport, mobile] of [['phone', { width: 390, height: 844 }, true], ['desktop', { width: 1366, height: 900 }, false]]) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: mobile, hasTouch: mobile, serviceWorkers: 'block' });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(name, m.type(), m.text()); });
  await page.goto(url, { waitUntil: 'networkidle' });
  for (const id of ids) {
    await page.locator('#' + id).scrollIntoViewIfNeeded();
    await page.waitForTimeout(900);
  }
  await page.waitForLoadState('networkidle');
  for (const id of ids) {
    const el = page.locator('#' + id);
    await el.scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await el.screenshot({ path: `/tmp/shots/${name}-${id}.png` });
    const box = await el.boundingBox();
    console.log(name, id, Math.round(box.height));
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  console.log(name, 'overflow', overflow);
  await page.evaluate(() => window.scrollTo(0, 1400));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/${name}-viewport.png` });
  await context.close();
}
await browser.close();
