import { expect, test } from '../../support/fixtures';
import { signInAsAdmin } from './helpers';

test.describe('console lists', () => {
  test('when 10 rows per page are chosen, then the list shows 10 and remembers it after a reload', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name === 'admin-portrait', 'the width does not matter here');
    await signInAsAdmin(page, request);
    await page.goto('/admin/tours');
    const rows = page.getByRole('table', { name: 'Tours' }).getByRole('row');
    await expect(rows).toHaveCount(1 + 5);
    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect(rows).toHaveCount(1 + 10);
    await page.reload();
    await expect(rows).toHaveCount(1 + 10);
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveText('10');
    // Another list keeps its own choice: the specification's 5.
    await page.goto('/admin/blogs');
    await expect(page.getByRole('table', { name: 'Blog posts' }).getByRole('row')).toHaveCount(1 + 5);
  });
});
