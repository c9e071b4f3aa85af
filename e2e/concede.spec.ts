// A player concedes (issue 16) in real Chromium: Hana hosts a three-player game on the small galaxy; in the action
// phase the player whose turn it is concedes through the typed confirmation. The turn passes to the next player,
// the feed says who conceded, the standings mark them, and the conceded player's page no longer waits on them.
import { expect, test } from './support/test';
import type { Page, TestInfo } from '@playwright/test';
import { NAMES, SmallGalaxy } from './support/small-galaxy';
import { threeContexts } from './support/table';
import { isWaitingOnMe } from './support/players';

test.use({ actionTimeout: 60_000 });

test('a player concedes mid-round: the game goes on for the other two, and the turn passes on', async ({
  browser,
}, testInfo: TestInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'drives its own three contexts');
  test.setTimeout(420_000);
  const contexts = await threeContexts(browser, testInfo);
  try {
    const g = new SmallGalaxy('E2E Concede');
    const pages = await g.startGame(contexts);
    // The house rule chosen at creation (the default: units leave the board) is in every player's header.
    for (const page of pages) await expect(page.getByTestId('concede-rule')).toContainText('off the board');
    await g.toActionPhase(pages);
    const quitter = await g.whoActs(pages);
    const q = pages[quitter]!;
    const others = pages.filter((_, i) => i !== quitter);

    // Cancelling changes nothing; the confirm button waits for the typed word.
    await q.getByTestId('concede-open').click();
    await expect(q.getByTestId('concede-dialog')).toContainText('Concede this game?');
    await q.getByTestId('concede-cancel').click();
    await expect(q.getByTestId('concede-dialog')).toHaveCount(0);
    await q.getByTestId('concede-open').click();
    await expect(q.getByTestId('concede-confirm')).toBeDisabled();
    await q.getByTestId('concede-confirm-text').fill('concede');
    await g.sends(q, () => q.getByTestId('concede-confirm').click());

    // The turn passes to one of the other two; the conceded player is waited on no more.
    await expect(q.getByTestId('you-conceded')).toBeVisible();
    await expect(q.getByTestId('concede-open')).toHaveCount(0);
    const next = await g.whoActs(others);
    expect(await isWaitingOnMe(q)).toBe(false);
    const n = others[next]!;
    await expect(n.getByTestId('game-phase')).toContainText('Action phase');
    await expect(n.getByTestId('waiting-on')).toContainText('The game waits on you');

    // Everyone reads who conceded, in the feed and on the standings page.
    const watcher: Page = others[1 - next]!;
    await watcher.getByTestId('event-feed').locator('summary').click();
    await expect(watcher.getByTestId('event-feed')).toContainText(`${NAMES[quitter]} conceded the game`);
    await watcher.getByTestId('record-link').click();
    await expect(watcher.getByTestId(`standing-${quitter}-conceded`)).toBeVisible();
  } finally {
    for (const c of contexts) await c.close();
  }
});
