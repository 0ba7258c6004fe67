import type { Page } from '@playwright/test';
import type pg from 'pg';
import { seriousViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';
import { reachFooter } from '../support/shell';

const SUCCESS = 'Request received! We’ll contact you shortly.';
const FIX_FIELDS = 'Please fix the highlighted fields.';

interface ProposalRow {
  name: string;
  email: string;
  phone: string;
  destination: string;
  start_date: string;
  end_date: string;
  adults: number;
  payload: Record<string, unknown>;
}

/** YYYY-MM-DD `days` from today, in this machine's (and the browser's) time zone. */
function daysAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function traveller(tag: string, project: string) {
  const id = `${tag}-${project}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `Otieno ${id}`, email: `${id}@e2e.example.com` };
}

async function proposalRows(db: pg.Client, email: string): Promise<ProposalRow[]> {
  const { rows } = await db.query<ProposalRow>(
    `select name, email, phone, destination, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date, adults, payload
       from proposals where email = $1`,
    [email],
  );
  return rows;
}


const form = (page: Page) => page.getByRole('form', { name: 'Proposal form' });
const toast = (page: Page) => page.locator('[data-toast]');
const textbox = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });
/** A text input with suggestions (a datalist), so a combobox. */
const destination = (page: Page) => form(page).getByRole('combobox', { name: 'Destination', exact: true });

/** The required fields, plus a few choices. */
async function fillProposal(page: Page, who: { name: string; email: string }, dates = { start: daysAhead(60), end: daysAhead(67) }) {
  await destination(page).fill('  Masai Mara and Amboseli ');
  await textbox(page, 'Start date').fill(dates.start);
  await textbox(page, 'End date').fill(dates.end);
  await page.getByRole('button', { name: 'Add one child' }).click();
  await textbox(page, "Children's ages").fill('9');
  await form(page).getByRole('radio', { name: /^Mid-range/ }).check();
  await form(page).getByRole('checkbox', { name: 'Wildlife' }).check();
  await form(page).getByRole('checkbox', { name: 'Hot air balloon' }).check();
  await form(page).getByRole('radio', { name: /^Mix of both/ }).check();
  await form(page).getByRole('combobox', { name: 'Travel insurance' }).selectOption('cfar');
  await textbox(page, 'Full name').fill(who.name);
  await textbox(page, 'Email').fill(who.email);
  await textbox(page, 'Phone').fill('+254 712 345 678');
  await textbox(page, 'Country').fill('Kenya');
  await form(page).getByRole('radio', { name: 'WhatsApp' }).check();
  await form(page).getByRole('checkbox', { name: /may contact me/ }).check();
}

test.describe('request a custom experience', () => {
  test('when a traveller sends a complete request, then the progress steps run, the success toast shows, the form resets and the request is stored', async ({ page, db }, info) => {
    const who = traveller('proposal', info.project.name);
    const dates = { start: daysAhead(60), end: daysAhead(67) };
    await page.goto('/request-experience');
    await expect(page.getByRole('heading', { level: 1, name: 'Request a Custom Experience' })).toBeVisible();
    await fillProposal(page, who, dates);
    // Every value the progress bar shows, in order (polling could miss a 400 ms step on a busy machine).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const value = document.querySelector('[role="progressbar"][aria-label="Sending your request"]')?.getAttribute('aria-valuenow');
        if (value && seen.at(-1) !== value) seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await form(page).getByRole('button', { name: 'Request My Proposal' }).click();

    await expect(page.getByRole('progressbar', { name: 'Sending your request' })).toBeVisible();
    await expect(toast(page)).toContainText(SUCCESS);
    expect(await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen)).toEqual(['10', '45', '80', '100']);
    await expect(page.getByRole('progressbar', { name: 'Sending your request' })).toHaveCount(0);
    await expect(destination(page)).toHaveValue('');
    await expect(textbox(page, 'Full name')).toHaveValue('');
    await expect(form(page).getByRole('checkbox', { name: 'Wildlife' })).not.toBeChecked();
    await expect(form(page).getByRole('checkbox', { name: /may contact me/ })).not.toBeChecked();

    const rows = await proposalRows(db, who.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: who.name, phone: '+254 712 345 678', destination: 'Masai Mara and Amboseli', start_date: dates.start, end_date: dates.end, adults: 2 });
    expect(rows[0]!.payload).toMatchObject({
      party: { adults: 2, children: 1, childrenAges: '9' },
      budget: { tier: 'Mid-range' },
      preferences: { styles: ['Wildlife'], activities: ['Hot air balloon'], transportMode: 'mix' },
      insurance: { option: 'cfar' },
      contact: { country: 'Kenya', prefer: 'whatsapp' },
    });
    expect(rows[0]!.payload).not.toHaveProperty('consent');
    expect(rows[0]!.payload).not.toHaveProperty('ageRange');
  });

  test('when the form is sent empty, then every required field shows its message and the fix-fields toast shows @phone-only', async ({ page }) => {
    await page.goto('/request-experience');
    await form(page).getByRole('button', { name: 'Request My Proposal' }).click();
    await expect(toast(page)).toContainText(FIX_FIELDS);
    for (const message of [
      'Destination is required.',
      'Start date is required.',
      'End date is required.',
      'Select a budget tier.',
      'Choose how you prefer to move between parks.',
      'Your full name is required.',
      'Enter a valid email address.',
      'Phone number is required.',
      'Country is required.',
      'Select a contact channel.',
      'Please consent so we can contact you.',
    ]) {
      await expect(form(page).getByText(message, { exact: true })).toBeVisible();
    }
    await expect(destination(page)).toBeFocused();
  });

  test('when adults is cleared to 0 and the end date is before the start date, then those two messages show @phone-only', async ({ page, db }, info) => {
    const who = traveller('invalid', info.project.name);
    await page.goto('/request-experience');
    await fillProposal(page, who, { start: daysAhead(30), end: daysAhead(29) });
    await expect(form(page).getByText('End date must be on or after start date.')).toBeVisible();
    const adults = form(page).getByRole('spinbutton', { name: 'Adults' });
    await adults.fill('0');
    await adults.blur();
    await expect(form(page).getByText('At least 1 adult.', { exact: true })).toBeVisible();

    await form(page).getByRole('button', { name: 'Request My Proposal' }).click();
    await expect(toast(page)).toContainText(FIX_FIELDS);
    await expect(form(page).getByText('End date must be on or after start date.')).toBeVisible();
    expect(await proposalRows(db, who.email)).toEqual([]);

    await form(page).getByRole('button', { name: 'Add one adult' }).click();
    await textbox(page, 'End date').fill(daysAhead(31));
    await expect(form(page).getByText('End date must be on or after start date.')).toHaveCount(0);
    await expect(form(page).getByText('At least 1 adult.', { exact: true })).toHaveCount(0);
  });

  test('when an e-mail is malformed, then it is refused on blur @phone-only', async ({ page }) => {
    await page.goto('/request-experience');
    await textbox(page, 'Email').fill('otieno@example');
    await textbox(page, 'Email').blur();
    await expect(form(page).getByText('Enter a valid email address.')).toBeVisible();
  });

  test('when the side card is read, then it explains why to book and links to sample tours and WhatsApp', async ({ page }) => {
    await page.goto('/request-experience');
    const card = page.getByRole('region', { name: 'Why Book With Us?' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/254712345678\?text=/);
    await card.getByRole('link', { name: 'Browse Sample Tours' }).click();
    await expect(page).toHaveURL(/\/tours$/);
  });

  test('when the page has loaded and the form shows its errors, then axe finds no serious or critical violations @phone-only', async ({ page }) => {
    // Scanning this long form takes a while on a busy 2-core machine.
    test.slow();
    await page.goto('/request-experience');
    await expect(await reachFooter(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await form(page).getByRole('button', { name: 'Request My Proposal' }).click();
    await expect(form(page).getByText('Please consent so we can contact you.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
