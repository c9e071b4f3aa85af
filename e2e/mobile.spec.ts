// Mobile first: at phone size the main screens fit the width (no sideways scrolling), every control is a tap target
// of at least 44 px, and axe finds no serious or critical accessibility violation.
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { expectPhoneFriendly } from './support/phone';
import { signInByEmail, uniqueEmail } from './support/players';

test('home, sign-in, new game and lobby work at phone size with 44 px tap targets and pass axe', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'pixel', 'phone layout check');
  await page.goto('/');
  await expect(page.getByTestId('home-sign-in')).toBeVisible();
  await expectPhoneFriendly(page);
  await expectAccessible(page, 'home');
  await page.getByTestId('home-sign-in').click();
  await expect(page.getByTestId('sign-in-email')).toBeVisible();
  await expectPhoneFriendly(page);
  await expectAccessible(page, 'sign-in');

  await signInByEmail(page, uniqueEmail('phone'), '/games/new');
  await expectPhoneFriendly(page);
  await expectAccessible(page, 'new game');
  await page.getByTestId('players-4').click();
  await page.getByTestId('create-game').click();
  await expect(page).toHaveURL(/\/lobby\//);
  await expect(page.getByTestId('invite-url')).toBeVisible();
  await expectPhoneFriendly(page);
  await expectAccessible(page, 'lobby');

  await page.getByTestId('nav-my-games').click();
  await expect(page.getByTestId('my-games')).toBeVisible();
  await expectPhoneFriendly(page);
  await expectAccessible(page, 'my games');
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
