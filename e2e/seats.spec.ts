// A seat changes hands (issue 16) in real Chromium: Hana hosts a three-player game, then hands Bea's seat to Dan, who
// opens the seat link on a fourth browser (a phone), signs in and takes the seat over. Dan sees Bea's hand and plays
// her seat from there; Bea's browser can no longer open the game; the game goes on to the action phase.
import { expect, test } from './support/test';
import { devices, type TestInfo } from '@playwright/test';
import { completeEmailSignIn, uniqueEmail } from './support/players';
import { SmallGalaxy } from './support/small-galaxy';
import { threeContexts } from './support/table';
import { expectAccessible } from './support/axe';

test.use({ actionTimeout: 60_000 });

test('a seat handed to a fourth browser: the new person plays it, the old account loses access', async ({
  browser,
}, testInfo: TestInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'drives its own desktop and phone contexts');
  test.setTimeout(420_000);
  const contexts = await threeContexts(browser, testInfo);
  const { defaultBrowserType: _d, ...phone } = devices['Pixel 7'];
  const fourth = await browser.newContext({ ...phone, baseURL: testInfo.project.use.baseURL });
  contexts.push(fourth);
  try {
    const g = new SmallGalaxy('E2E Seats 1');
    const pages = await g.startGame(contexts.slice(0, 3));
    const [hana, bea, cal] = pages as [(typeof pages)[0], (typeof pages)[0], (typeof pages)[0]];
    // Hana makes a link for Bea's seat.
    await hana.getByTestId('seat-hand-over').locator('summary').click();
    await hana.getByTestId('hand-over-1-offer').click();
    const url = await hana.getByTestId('hand-over-1-url').inputValue();
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/seat\/[A-Za-z0-9_-]{32}$/);
    // Bea's seat as it was: her secret objective choice is hers alone.
    await expect(bea.getByTestId('hand')).toBeVisible();

    // Dan, on a fourth browser, opens the link, signs in and takes the seat.
    const dan = await fourth.newPage();
    await dan.goto(path);
    await expect(dan.getByTestId('seat-offer-seat')).toContainText("Bea's seat — The Mentak Coalition");
    await expectAccessible(dan, 'the seat link page');
    await dan.getByTestId('seat-offer-sign-in').click();
    await completeEmailSignIn(dan, uniqueEmail('dan'), path);
    await dan.getByTestId('seat-offer-take').click();
    await expect(dan).toHaveURL(/\/game\/[A-Za-z0-9_-]+$/);
    await expect(dan.getByTestId('hand')).toBeVisible();
    const gameUrl = dan.url();

    // Bea's account no longer opens the game; the used link no longer works.
    await bea.reload();
    await expect(bea.getByTestId('game-forbidden')).toBeVisible();
    await dan.goto(path);
    await expect(dan.getByTestId('seat-offer-invalid')).toBeVisible();
    await dan.goto(gameUrl);

    // Nobody has been silent for a week: Cal's replacement panel lists the others, with nothing to propose.
    await cal.getByTestId('replace-silent').locator('summary').click();
    await expect(cal.getByTestId('replace-silent').locator('li')).toHaveCount(2);
    await expect(cal.getByTestId('replace-silent')).toContainText('last acted today');
    await expect(cal.locator('[data-testid$="-propose"]')).toHaveCount(0);

    // The game goes on with Dan in seat 1.
    await g.toActionPhase([hana, dan, cal]);
    for (const page of [hana, dan, cal]) await expect(page.getByTestId('game-phase')).toContainText('Action phase');
  } finally {
    for (const c of contexts) await c.close();
  }
});
