// Mobile first: at phone size the main screens fit the width (no sideways scrolling) and every control is a
// tap target of at least 44 px.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { signInByEmail, uniqueEmail } from './support/players';

async function expectPhoneFriendly(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
  const small = await page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, select, input:not([type="checkbox"]):not([type="hidden"]), nav a, a[class*="btn"], label:has(> input[type="checkbox"])',
    );
    return Array.from(controls)
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({
        el: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`,
        h: el.getBoundingClientRect().height,
        w: el.getBoundingClientRect().width,
      }))
      .filter((c) => c.h < 44 || c.w < 44);
  });
  expect(small, 'controls smaller than 44 px').toEqual([]);
}

test('home, sign-in, new game and lobby work at phone size with 44 px tap targets', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'pixel', 'phone layout check');
  await page.goto('/');
  await expect(page.getByTestId('home-sign-in')).toBeVisible();
  await expectPhoneFriendly(page);
  await page.getByTestId('home-sign-in').click();
  await expect(page.getByTestId('sign-in-email')).toBeVisible();
  await expectPhoneFriendly(page);

  await signInByEmail(page, uniqueEmail('phone'), '/games/new');
  await expectPhoneFriendly(page);
  await page.getByTestId('players-4').click();
  await page.getByTestId('create-game').click();
  await expect(page).toHaveURL(/\/lobby\//);
  await expect(page.getByTestId('invite-url')).toBeVisible();
  await expectPhoneFriendly(page);

  await page.getByTestId('nav-my-games').click();
  await expect(page.getByTestId('my-games')).toBeVisible();
  await expectPhoneFriendly(page);
});

test('the app is installable: manifest with icons', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'pixel', 'once is enough');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ short_name: 'Mecatol', display: 'standalone', start_url: '/games' });
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toContain(icon.type.split('+')[0]);
  }
});
