// Relic fragments and a relic in real Chromium (LRR 35, 73, 70): three players (one desktop, two phones) on the small
// galaxy's three touching homes, with two cultural systems beside Hana's home: Corneeq and Resculon (tile 33) and
// Lodor (tile 26). Hana invades both planets of tile 33 in one tactical action and Lodor in the next; each is
// explored (35.1) from the cultural deck, which the seed (MECATOL_TEST_SEED and this game's name, found with
// scripts/e2e-seed-names.ts) starts with three cultural relic fragments, kept faceup in her play area (35.9). On her
// third turn she purges them as a component action (73.1) and gains the relic deck's top card, the Shard of the
// Throne, with its victory point (73.2): everyone sees it in her play area, on the track and in the feed.
import { expect, test } from './support/test';
import type { Page, TestInfo } from '@playwright/test';
import { HOME, SmallGalaxy, tapToActivate } from './support/small-galaxy';
import { choose, playOn, turnOf } from './support/play-on';
import { threeContexts } from './support/table';

/** The small galaxy's homes; tile 33 where Wellon was and tile 26 where Vefut II was. */
class CulturalGalaxy extends SmallGalaxy {
  protected override readonly map = '0 33 -1 -1 -1 -1 0 0 -1 -1 -1 -1 -1 -1 -1 -1 -1 26';
}

const TILE_33 = { system: '1,-1', planets: ['corneeq', 'resculon'] } as const;
const LODOR = { system: '-1,-1', planets: ['lodor'] } as const;

test.use({ actionTimeout: 60_000 });

/** Hana activates the system, moves a carrier with one infantry per planet from home and commits one to each. */
async function invade(g: SmallGalaxy, pages: Page[], target: { system: string; planets: readonly string[] }) {
  const pa = pages[0]!;
  await tapToActivate(pa, target.system);
  await g.sends(pa, () => pa.getByTestId('map-activate-confirm').click());
  await g.othersPass(pages, 0);
  await expect(pa.getByTestId('movement-form')).toBeVisible();
  await pa.getByTestId(`move-ship-${HOME[0]}-carrier-more`).click();
  for (const _ of target.planets) {
    await pa.locator(`[data-testid^="move-cargo-${HOME[0]}-"][data-testid$="-infantry-more"]:enabled`).first().click();
  }
  await g.sends(pa, () => pa.getByTestId('movement-submit').click());
  await expect(pa.getByTestId('commit-form')).toBeVisible();
  for (const planet of target.planets) await pa.getByTestId(`commit-${planet}-infantry-more`).click();
  await g.sends(pa, () => pa.getByTestId('commit-submit').click());
}

/** What every player reads of Hana's fragments: the count, and the kind in her play area. */
async function expectFragments(g: SmallGalaxy, pages: Page[], n: number) {
  for (const page of pages) {
    await g.caughtUp(page);
    await expect(page.getByTestId('player-0-fragments')).toHaveText(String(n));
    await expect(page.getByTestId('player-0-play-area')).toContainText(`${n} cultural fragment`);
  }
}

async function openFeed(page: Page) {
  const feed = page.getByTestId('event-feed');
  if ((await feed.getAttribute('open')) === null) await feed.locator('summary').click();
}

test('35.9 explored relic fragments are kept; 73.1 purging three of a kind gains a relic (73.2) that everyone sees', async ({
  browser,
}, testInfo: TestInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'drives its own desktop and phone contexts');
  test.setTimeout(420_000);
  const contexts = await threeContexts(browser, testInfo);
  try {
    const g = new CulturalGalaxy('E2E Relic 25');
    const pages = await g.startGame(contexts);
    await g.toActionPhase(pages);
    const pa = pages[0]!;
    expect(await g.whoActs(pages)).toBe(0);

    // Turn 1: both planets of tile 33 at once; each exploration finds a fragment.
    await invade(g, pages, TILE_33);
    await expectFragments(g, pages, 2);
    for (const planet of TILE_33.planets) {
      await expect(pa.locator(`[data-testid="galaxy-map"] [data-planet="${planet}"]`)).toHaveAttribute(
        'data-owner',
        '0',
      );
    }
    await openFeed(pa);
    await expect(pa.getByTestId('event-feed')).toContainText(
      'explored Resculon (cultural deck): cultural relic fragment',
    );

    // Bea and Cal take a strategic action each; then Lodor.
    await playOn(g, pages, turnOf(0));
    // Two of a kind are not enough: no purge is offered yet.
    await expect(
      pa.locator('[data-testid="decision-option"][data-command-type="component-action"]', { hasText: 'purge' }),
    ).toHaveCount(0);
    await invade(g, pages, LODOR);
    await expectFragments(g, pages, 3);

    // Turn 3: the component action purges the three and draws the relic.
    await playOn(g, pages, turnOf(0));
    await choose(g, pa, 'component-action', /purge 3 cultural fragments for a relic/);
    for (const page of pages) {
      await g.caughtUp(page);
      await expect(page.getByTestId('player-0-play-area')).toContainText('Shard of the Throne');
      await expect(page.getByTestId('player-0-play-area')).not.toContainText('fragment');
      await expect(page.getByTestId('player-0-fragments')).toHaveText('0');
      await expect(page.getByTestId('player-0-vp')).toHaveText('1/10');
      await openFeed(page);
      await expect(page.getByTestId('event-feed')).toContainText('Hana purged 3 cultural relic fragments');
      await expect(page.getByTestId('event-feed')).toContainText('Hana gained the relic Shard of the Throne');
    }
    await expect(pa.getByTestId('hand-relics')).toContainText('Shard of the Throne');
  } finally {
    for (const ctx of contexts) await ctx.close();
  }
});
