import { signInAs } from '../../support/auth';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { adminSession, signInAsAdmin } from './helpers';

test.describe('managing the blog', () => {
  test('when a post is written in the editor with a heading, a list and a link, then it is published on /blog with that heading in Jump to section', async ({ page, request, db }, testInfo) => {
    test.slow();
    await signInAsAdmin(page, request);
    const title = `E2E Field Notes ${testInfo.project.name} ${Date.now()}`;
    await page.goto('/admin/blogs');
    await page.getByRole('button', { name: '+ Add Blog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Blog' });
    await expect(dialog.getByRole('textbox', { name: 'Content' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Publish Blog' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Author').fill('Wanjiku Kamau');
    await dialog.getByRole('combobox', { name: /^Category/ }).click();
    await expect(page.getByRole('option', { name: 'Select Category' })).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('option', { name: 'Wildlife & Conservation' }).click();

    const editor = dialog.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await dialog.getByRole('button', { name: 'Heading 2' }).click();
    await page.keyboard.type('Tracking the black rhino');
    // Enter after a heading starts a paragraph.
    await page.keyboard.press('Enter');
    await page.keyboard.type('Rangers walk ahead of the vehicle at dawn. ');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Binoculars');
    await page.keyboard.press('Enter');
    await page.keyboard.type('A warm jacket');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Read the ranger guide');
    await expect(editor.getByText('Read the ranger guide')).toBeVisible();
    // Select the line and make it a link.
    await page.keyboard.press('Shift+Home');
    await dialog.getByRole('button', { name: 'Link' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Insert link' });
    await linkDialog.getByLabel('Link address').fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: 'Add link' }).click();
    await expect(linkDialog.getByText('Links must start with http:// or https://')).toBeVisible();
    await linkDialog.getByLabel('Link address').fill('https://www.kws.go.ke/rangers');
    await linkDialog.getByRole('button', { name: 'Add link' }).click();
    await expect(editor.getByRole('link', { name: 'Read the ranger guide' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Publish Blog' }).click();
    await expect(page.getByText('Blog Published Successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('rowheader', { name: title })).toBeVisible();

    const { rows } = await db.query<{ slug: string; content_html: string }>('select slug, content_html from blog_posts where title = $1', [title]);
    const post = rows[0]!;
    expect(post.content_html).toMatch(/<h2>Tracking the black rhino<\/h2><p>Rangers walk ahead of the vehicle at dawn/);
    expect(post.content_html).toContain('<ul><li>Binoculars</li><li>A warm jacket</li></ul>');
    expect(post.content_html).toMatch(/<a href="https:\/\/www\.kws\.go\.ke\/rangers"[^>]*>Read the ranger guide<\/a>/);

    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'Jump to section' });
    await expect(toc.getByRole('link', { name: 'Tracking the black rhino' })).toBeAttached();
    await expect(page.getByTestId('post-content').getByRole('listitem')).toHaveText(['Binoculars', 'A warm jacket']);
    await expect(page.getByTestId('post-content').getByRole('link', { name: 'Read the ranger guide' })).toHaveAttribute('href', 'https://www.kws.go.ke/rangers');
  });

  test('when a post is edited and deleted, then the list and the site follow', async ({ page, request, db }, testInfo) => {
    const session = await signInAsAdmin(page, request);
    const title = `E2E Short Note ${testInfo.project.name} ${Date.now()}`;
    const created = await request.post('/api/blogs', {
      headers: { Authorization: `Bearer ${session.token}` },
      data: { title, author: 'Editorial', category: 'Travel Tips', content: '<h2>Packing</h2><p>Light layers.</p>', image: '' },
    });
    expect(created.status()).toBe(201);
    await page.goto('/admin/blogs');
    await page.getByRole('searchbox', { name: 'Search blogs' }).fill(title);
    await expect(page).toHaveURL(/q=E2E/);
    await expect(page.getByRole('table', { name: 'Blog posts' }).getByRole('rowheader')).toHaveText([title]);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Blog' });
    await expect(dialog.getByLabel('Title')).toHaveValue(title);
    await expect(dialog.getByRole('textbox', { name: 'Content' }).getByRole('heading', { name: 'Packing' })).toBeVisible();
    const renamed = `${title} (updated)`;
    await dialog.getByLabel('Title').fill(renamed);
    // Unpublished in the same save: the post becomes a draft.
    await expect(dialog.getByTestId('blog-status-now')).toHaveText(/^Now: Published/);
    await dialog.getByRole('radio', { name: 'Draft (not on the site)' }).check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Blog Updated Successfully!')).toBeVisible();
    expect((await db.query('select 1 from blog_posts where title = $1 and content_html like $2 and not is_published', [renamed, '%<h2%Packing</h2>%'])).rowCount).toBe(1);

    await page.getByRole('searchbox', { name: 'Search blogs' }).fill(renamed);
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByRole('dialog', { name: 'Delete post?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No posts match these filters.')).toBeVisible();
    expect((await db.query('select 1 from blog_posts where title = $1 and deleted_at is null', [renamed])).rowCount).toBe(0);
  });

  test('when a comment is hidden, then the post no longer shows it, and showing it brings it back', async ({ page, request, db }, testInfo) => {
    const admin = await adminSession(request);
    const title = `E2E Comments ${testInfo.project.name} ${Date.now()}`;
    const created = await request.post('/api/blogs', { headers: { Authorization: `Bearer ${admin.token}` }, data: { title, author: 'Editorial', content: '<p>Say hello.</p>' } });
    const { rows } = await db.query<{ id: string; slug: string }>('select id, slug from blog_posts where title = $1', [title]);
    expect(created.status()).toBe(201);
    const traveller = await signInAs(page, request, 'Chatty Traveller');
    const text = `Loved it ${Date.now()}`;
    expect((await request.post(`/api/blogs/${rows[0]!.id}/comment`, { headers: { Authorization: `Bearer ${traveller.token}` }, data: { text } })).ok()).toBe(true);

    await signInAsAdmin(page, request);
    await page.goto(`/admin/blogs?q=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: /^Comments on / }).click();
    const dialog = page.getByRole('dialog', { name: /^Comments on/ });
    await expect(dialog.getByText(text)).toBeVisible();
    await dialog.getByRole('button', { name: 'Hide comment by Chatty Traveller' }).click();
    await expect(dialog.getByText('Hidden', { exact: true })).toBeVisible();
    const visible = async () => ((await (await request.get(`/api/blogs/${rows[0]!.id}/comments`)).json()) as { text: string }[]).map((c) => c.text);
    expect(await visible()).not.toContain(text);
    await dialog.getByRole('button', { name: 'Show comment by Chatty Traveller' }).click();
    await expect(dialog.getByText('Hidden', { exact: true })).toHaveCount(0);
    expect(await visible()).toContain(text);
  });
});
