import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, serviceWorkers: 'block', reducedMotion: 'reduce' });
const page = await context.newPage();
await page.goto(process.env.URL);
const section = page.locator('#safari-experiences');
await section.scrollIntoViewIfNeeded();
await page.waitForTimeout(1500);
const card = section.locator('article').nth(1);
await page.evaluate(() => {
  window.__log = [];
  const orig = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function (...args) {
    const face = this.closest('article > div > div');
    window.__log.push(['focus-call', this.getAttribute('aria-label') || this.textContent, face && getComputedStyle(face).visibility, face && face.inert]);
    orig.apply(this, args);
    window.__log.push(['after', document.activeElement.tagName, document.activeElement.getAttribute('aria-label')]);
  };
  document.addEventListener('focusout', (e) => window.__log.push(['focusout', e.target.getAttribute('aria-label') || e.target.textContent]), true);
  document.addEventListener('focusin', (e) => window.__log.push(['focusin', e.target.getAttribute('aria-label') || e.target.textContent]), true);
});
await card.getByRole('button', { name: 'More Information' }).click();
await page.waitForTimeout(800);
console.log(await page.evaluate(() => [document.activeElement?.tagName, JSON.stringify(window.__log)]));
await browser.close();
