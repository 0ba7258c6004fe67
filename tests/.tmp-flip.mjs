import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const [name, viewport, mobile] of [['phone', { width: 390, height: 844 }, true], ['desktop', { width: 1366, height: 900 }, false], ['tablet', { width: 800, height: 1000 }, false]]) {
  const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(process.env.URL);
  const s = page.locator('#safari-experiences');
  await s.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1200);
  await s.getByRole('button', { name: 'More Information' }).first().click();
  await page.waitForTimeout(900);
  await s.locator('li').first().screenshot({ path: `/tmp/shots/${name}-flipped.png` });
  if (name === 'tablet') {
    for (const id of ['partners', 'traveler-reviews', 'featured-tours', 'travel-guides']) {
      const el = page.locator('#' + id); await el.scrollIntoViewIfNeeded(); await page.waitForTimeout(1500);
      await page.mouse.move(1, 1);
      await el.screenshot({ path: `/tmp/shots/tablet-${id}.png` });
    }
  }
  await context.close();
}
await browser.close();
