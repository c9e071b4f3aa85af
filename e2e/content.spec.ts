// Never deal a dead card, as players see it: the lobby and the game header say what is in play and link the "what
// works" page; a faction sheet or leader sheet would mark what the engine does not play yet — since every component
// of Prophecy of Kings works, none is marked. One desktop host and two phones.
import { expect, test } from '@playwright/test';
import { signInByEmail, uniqueEmail } from './support/players';
import { openTable } from './support/table';
import { contentInPlay, ledgerSummary } from '../engine/index';

/** "68 of 120 action cards": the counts a new game deals today, from the engine's own ledger. */
function dealt(what: string): string {
  const c = contentInPlay().find((x) => x.what === what);
  if (!c) throw new Error(`no count for ${what}`);
  return `${c.inPlay} of ${c.total} ${what}`;
}
const actionCards = ledgerSummary()['action-cards'];

test('the lobby and the game header say what is in play; faction and leader sheets are whole', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'drives its own desktop and phone contexts');
  // Bea plays the Yin, whose sheet now works whole, hero Dannel of the Tenth included (as do the Hacan and Letnev).
  const table = await openTable(browser, testInfo, {
    gameName: 'E2E What Works',
    factions: ['The Emirates of Hacan', 'The Yin Brotherhood', 'The Barony of Letnev'],
  });
  const [host, bea] = table.pages;
  try {
    // Game header (desktop): the counts of what a new game deals, and the link to the content page.
    const line = host.getByTestId('content-in-play');
    await expect(line).toContainText(dealt('action cards'));
    await expect(line).toContainText(dealt('exploration cards'));
    await expect(line).toContainText(dealt('relics'));

    // Bea's phone: the Yin's sheet is whole — the hero Dannel of the Tenth, Indoctrination, the agent Brother Milor and
    // the flagship Van Hauge are there, and nothing on it is marked as not working. The game page links the sheets;
    // their texts are read on the factions page.
    await expect(bea.getByTestId('faction-sheet-link-1')).toContainText(/(\d+) of \1 working/);
    await bea.getByTestId('faction-sheet-link-1').click();
    await expect(bea).toHaveURL(new RegExp(`/game/${table.gameId}/factions#faction-1$`));
    const sheet = bea.getByTestId('faction-sheet-1');
    await expect(sheet.getByTestId('sheet-yinhero')).toContainText('Dannel of the Tenth');
    await expect(sheet.getByTestId('sheet-indoctrination')).toBeVisible();
    await expect(sheet.getByTestId('sheet-yinagent')).toContainText('Brother Milor');
    await expect(sheet.getByTestId('sheet-yin_flagship')).toContainText('Van Hauge');
    await expect(sheet.getByTestId('not-working-yet')).toHaveCount(0);
    await bea.getByRole('link', { name: 'back to the game' }).click();
    await expect(bea.getByTestId('game-page')).toBeVisible();
    // Her hand holds the five notes every faction has and the Yin's own Greyfire Mutagen.
    await expect(bea.getByTestId('hand-promissory')).toContainText('Promissory notes (6)');

    // Every leader sheet is public: the Letnev's agent is ready; its commander shows how far it is from unlocking;
    // no leader at the table is marked as not working.
    await expect(host.getByTestId('leader-2-agent')).toContainText('Viscount Unlenn');
    await expect(host.getByTestId('leader-2-agent-status')).toHaveText('ready');
    await expect(host.getByTestId('leader-2-commander-status')).toHaveText('locked');
    await expect(host.getByTestId('leader-2-commander-unlock')).toContainText('of 5)');
    await expect(host.getByTestId('leader-1-hero')).toContainText('Dannel of the Tenth');
    await expect(host.getByTestId('not-working-yet')).toHaveCount(0);

    // The content page, from the header's link.
    await host.getByTestId('content-in-play').getByRole('link', { name: 'what works' }).click();
    await expect(host).toHaveURL(/\/content$/);
    await expect(host.getByTestId('content-in-play-list')).toContainText(dealt('action cards'));
    await expect(host.getByTestId('content-faction-hacan')).toContainText('The Emirates of Hacan');
    await expect(host.getByTestId('content-action-cards')).toContainText(
      `${93 - actionCards.missing.length} of 93 work`,
    );
  } finally {
    await table.close();
  }
});

test('the lobby says what is in play before the game starts', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'pixel', 'the lobby at phone size');
  await signInByEmail(page, uniqueEmail('host'), '/games/new');
  await page.getByTestId('game-name').fill('E2E Lobby Counts');
  await page.getByTestId('host-name').fill('Hana');
  await page.getByTestId('create-game').click();
  await expect(page).toHaveURL(/\/lobby\/[A-Za-z0-9_-]+$/);
  const line = page.getByTestId('lobby-content-in-play');
  await expect(line).toContainText(dealt('action cards'));
  await expect(line).toContainText('Every card of Prophecy of Kings is in its deck');
});
