import type { Page } from '@playwright/test';
import type pg from 'pg';
import { seriousViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';
import { reachFooter } from '../support/shell';

const SUCCESS = 'Thanks! Your message has been sent. We’ll be in touch shortly.';

interface EnquiryRow {
  name: string;
  email: string;
  subject: string;
  message: string;
  consent: boolean;
}

/** A name and e-mail no other test (or project) uses, to find this test's rows. */
function visitor(tag: string, project: string) {
  const id = `${tag}-${project}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `Wanjiru ${id}`, email: `${id}@e2e.example.com` };
}

async function contactRows(db: pg.Client, email: string): Promise<EnquiryRow[]> {
  const { rows } = await db.query<EnquiryRow>(`select name, email, subject, message, consent from enquiries where channel = 'contact' and email = $1`, [email]);
  return rows;
}


const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });
const toast = (page: Page) => page.locator('[data-toast]');

async function fillContact(page: Page, who: { name: string; email: string }, subject = 'Migration in August', message = 'When do the herds cross the Mara river?') {
  await form(page).getByRole('textbox', { name: 'Name', exact: true }).fill(who.name);
  await form(page).getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
  await form(page).getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
  await form(page).getByRole('textbox', { name: 'Message', exact: true }).fill(message);
  await form(page).getByRole('checkbox', { name: /may contact me/ }).check();
}

test.describe('contact page', () => {
  test('when a visitor sends a complete message, then a progress bar shows, the success toast follows, the form clears and the message is stored with its confirmation e-mail', async ({ page, db }, info) => {
    const who = visitor('contact', info.project.name);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Let’s plan your safari together' })).toBeVisible();
    await fillContact(page, { ...who, name: `  ${who.name} ` });
    await form(page).getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('progressbar', { name: 'Sending your message' })).toBeVisible();
    await expect(toast(page)).toContainText(SUCCESS);
    await expect(form(page).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    await expect(form(page).getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
    await expect(form(page).getByRole('checkbox', { name: /may contact me/ })).not.toBeChecked();

    expect(await contactRows(db, who.email)).toEqual([
      { name: who.name, email: who.email, subject: 'Migration in August', message: 'When do the herds cross the Mara river?', consent: true },
    ]);
    const { rows } = await db.query<{ count: string }>(`select count(*) from notifications where kind = 'contact_received' and recipient = $1`, [who.email]);
    expect(Number(rows[0]!.count)).toBe(1);
  });

  test('when the form is sent empty, then every field shows its message and nothing is sent @phone-only', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/enquiries')) sent.push(request.url());
    });
    await page.goto('/contact');
    await form(page).getByRole('button', { name: 'Send Message' }).click();

    for (const message of ['Name is required.', 'Valid email required.', 'Subject is required.', 'Message is required.', 'Please consent so we can contact you.']) {
      await expect(form(page).getByText(message, { exact: true })).toBeVisible();
    }
    // The first field with a problem gets the focus.
    await expect(form(page).getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    await expect(form(page).getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('progressbar', { name: 'Sending your message' })).toHaveCount(0);
    await expect(toast(page)).toHaveCount(0);
    expect(sent).toEqual([]);
  });

  test('when an e-mail without a dot after the @ loses focus, then it is refused, and corrected it clears @phone-only', async ({ page }) => {
    await page.goto('/contact');
    const email = form(page).getByRole('textbox', { name: 'Email', exact: true });
    await email.fill('amina@example');
    await email.blur();
    await expect(form(page).getByText('Valid email required.')).toBeVisible();
    await expect(form(page).getByText('Name is required.')).toHaveCount(0);
    await email.fill('amina@example.com');
    await expect(form(page).getByText('Valid email required.')).toHaveCount(0);
  });

  test('when a bot fills the hidden honeypot, then the visitor-facing success shows but nothing is stored @phone-only', async ({ page, db }, info) => {
    const who = visitor('honeypot', info.project.name);
    await page.goto('/contact');
    await fillContact(page, who);
    // Hidden from people (off-screen, aria-hidden, out of the tab order); bots fill every input.
    const trap = page.locator('input[name="honeypot"]');
    await expect(trap).not.toBeInViewport();
    await trap.fill('https://cheap-pills.example', { force: true });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/enquiries'));
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(202);

    await expect(toast(page)).toContainText(SUCCESS);
    expect(await contactRows(db, who.email)).toEqual([]);
  });

  test('when the page opens, then our details, social links, a drawn map with an OpenStreetMap link and the WhatsApp button are there, without loading anything from elsewhere', async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    await page.goto('/contact');
    const details = page.getByRole('region', { name: 'Contact details' });
    await expect(details.getByRole('link', { name: '+254 712 345 678' })).toHaveAttribute('href', 'tel:+254712345678');
    await expect(details.getByRole('link', { name: 'hello@pulseofthewild.co.ke' })).toHaveAttribute('href', 'mailto:hello@pulseofthewild.co.ke');
    await expect(details.getByText('Mon to Sun 08:00 to 20:00 EAT')).toBeVisible();
    for (const name of ['Instagram', 'Facebook', 'X', 'YouTube']) {
      await expect(details.getByRole('list', { name: 'Social media' }).getByRole('link', { name, exact: true })).toBeVisible();
    }

    const map = page.getByRole('img', { name: /Map of Nairobi/ });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    await expect(page.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=-1.2921&mlon=36.8219#map=13/-1.2921/36.8219',
    );
    await expect(page.locator('main iframe')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/254712345678\?text=/);
    expect(foreign).toEqual([]);
  });

  test('when a quick question chip is picked in the chat popover, then the planner answers and the form is filled in for the visitor @phone-only', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Quick questions' }).click();
    const popover = page.getByRole('dialog', { name: 'Quick questions' });
    for (const chip of ['Plan a custom safari', 'Best time to visit', 'Group & family rates']) await expect(popover.getByRole('button', { name: chip })).toBeVisible();
    await popover.getByRole('button', { name: 'Best time to visit' }).click();
    await expect(popover.getByText('Thanks! A safari planner will respond shortly.', { exact: false })).toBeVisible();
    await expect(form(page).getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue('Best time to visit');
    await expect(form(page).getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(/best time to visit Kenya/);

    await page.keyboard.press('Escape');
    await expect(popover).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Quick questions' })).toBeFocused();
  });

  test('when the page has loaded and the form shows its errors, then axe finds no serious or critical violations @phone-only', async ({ page }) => {
    await page.goto('/contact');
    await expect(await reachFooter(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(form(page).getByText('Please consent so we can contact you.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
