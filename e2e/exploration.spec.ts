// Exploration in real Chromium (LRR 35, 12): three players (one desktop, two phones) on the small galaxy of the
// tactical spec, where Wellon (tile 19, industrial) lies beside Hana's home. Hana invades Wellon with a carrier and
// two infantry; gaining control of it explores it (35.1), and the seeded industrial deck (MECATOL_TEST_SEED and this
// game's name, picked so with scripts/e2e-seed-names.ts) has the Propulsion Research Facility on top: it is attached
// to Wellon (12.1), which shows on every player's map and in the feed. Wellon has a technology specialty, so the
// facility shows its +1 resource +1 influence side (12.1, the card): the round is played out, the status phase
// readies Wellon (81.6), and in round 2 Hana's production form offers Wellon at 2 resources, naming the facility,
// enough alone to pay for a carrier. On the way Hana takes back her first activation of Wellon (a misclick fixed at
// once, issue 16).
// Gaining a relic from fragments: e2e/relics.spec.ts.
import { expect, test } from './support/test';
import type { TestInfo } from '@playwright/test';
import { HOME, SmallGalaxy, keyToActivate, tapToActivate } from './support/small-galaxy';
import { phaseOf, playOn } from './support/play-on';
import { threeContexts } from './support/table';

const WELLON = { system: '1,-1', planet: 'wellon' } as const;

test.use({ actionTimeout: 60_000 });

test('35.1 invading a planet explores it; 12.1 the Propulsion Research Facility drawn is attached to it on the map and counted when it is spent', async ({
  browser,
}, testInfo: TestInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'drives its own desktop and phone contexts');
  test.setTimeout(600_000);
  const contexts = await threeContexts(browser, testInfo);
  try {
    const g = new SmallGalaxy('E2E Explore 4');
    const pages = await g.startGame(contexts);
    await g.toActionPhase(pages);
    const pa = pages[0]!;
    expect(await g.whoActs(pages)).toBe(0);
    // Hana uses the keyboard: the system is reachable and named without the pointer (issue 15).
    await keyToActivate(pa, WELLON.system, /Wellon/);
    await g.sends(pa, () => pa.getByTestId('map-activate-confirm').click());
    await expect(pa.getByTestId('movement-form')).toBeVisible();
    // A misclick fixed (issue 16): the activation revealed nothing and asked nobody else, so Hana takes it back at
    // once; everyone reads that she did, and she activates again.
    await g.sends(pa, () => pa.getByTestId('take-back').click(), 'game.takeBack');
    await expect(pa.getByTestId('movement-form')).toBeHidden();
    await expect(pa.getByTestId('take-back')).toBeHidden();
    for (const page of pages) {
      await g.caughtUp(page);
      await page.getByTestId('event-feed').locator('summary').click();
      await expect(page.getByTestId('event-feed')).toContainText('Hana took back their last command');
    }
    await keyToActivate(pa, WELLON.system, /Wellon/);
    await g.sends(pa, () => pa.getByTestId('map-activate-confirm').click());
    await g.othersPass(pages, 0);
    await expect(pa.getByTestId('movement-form')).toBeVisible();
    await pa.getByTestId(`move-ship-${HOME[0]}-carrier-more`).click();
    const infantry = pa.locator(`[data-testid^="move-cargo-${HOME[0]}-"][data-testid$="-infantry-more"]`).first();
    await infantry.click();
    await infantry.click();
    await g.sends(pa, () => pa.getByTestId('movement-submit').click());
    await expect(pa.getByTestId('commit-form')).toBeVisible();
    await pa.getByTestId(`commit-${WELLON.planet}-infantry-more`).click();
    await pa.getByTestId(`commit-${WELLON.planet}-infantry-more`).click();
    await g.sends(pa, () => pa.getByTestId('commit-submit').click());
    // Every player sees Wellon taken and the facility attached to it (12.3: attachments are public).
    for (const page of pages) {
      await g.caughtUp(page);
      const wellon = page.locator(`[data-testid="galaxy-map"] [data-planet="${WELLON.planet}"]`);
      await expect(wellon).toHaveAttribute('data-owner', '0');
      await expect(wellon).toHaveAttribute('data-attachments', /propulsion/);
      await expect(wellon).toContainText('+ Propulsion');
    }
    await expect(pa.getByTestId('event-feed')).toContainText('attached to Wellon');
    await expect(pa.locator(`[data-testid="galaxy-map"] [data-planet="${WELLON.planet}"]`)).toHaveAttribute(
      'data-values',
      '2/3',
    );

    // 25.1 Wellon came under Hana's control exhausted: round 1 is played out (strategic actions, passes, the status
    // phase readies planets: 81.6) to Hana's first turn of round 2.
    await playOn(g, pages, async (seat, types, page) => {
      return seat === 0 && types.includes('tactical-action') && (await phaseOf(page)).includes('round 2');
    });
    // Production at home: the form offers Wellon at its printed 1 resource plus the facility's 1.
    await tapToActivate(pa, HOME[0]);
    await g.sends(pa, () => pa.getByTestId('map-activate-confirm').click());
    // Everyone holding action cards passes the activation window, and Hana moves no ships in (her carrier waits at
    // Wellon): then the production step.
    await playOn(g, pages, async (seat, _types, page) => {
      return seat === 0 && (await page.getByTestId('production-form').isVisible());
    });
    // A carrier: 3, less 1 for Sarween Tools (a Hacan starting technology).
    await pa.locator('[data-testid^="produce-carrier-"][data-testid$="-more"]').first().click();
    await expect(pa.getByTestId('production-cost')).toContainText('Cost: 2');
    const payWellon = pa.getByTestId(`pay-${WELLON.planet}`);
    await expect(payWellon.locator('xpath=..')).toContainText('Wellon (2)');
    await expect(pa.getByTestId(`planet-${WELLON.planet}-attachments`)).toHaveText(
      '+1 Propulsion Research Facility (+1/+1 side)',
    );
    // Paid with Wellon alone: its 2 resources cover the cost of 2.
    for (const box of await pa.locator('[data-testid^="pay-"][type="checkbox"]').all()) {
      const wanted = (await box.getAttribute('data-testid')) === `pay-${WELLON.planet}`;
      if ((await box.isChecked()) !== wanted) await box.click();
    }
    const tradeGoods = pa.getByTestId('pay-trade-goods-less');
    while (
      (await tradeGoods.count()) > 0 &&
      (await pa.getByTestId('pay-trade-goods').getAttribute('data-value')) !== '0'
    )
      await tradeGoods.click();
    await expect(pa.getByTestId('production-cost')).toHaveText('Cost: 2 · paying 2');
    await g.sends(pa, () => pa.getByTestId('production-submit').click());
    await expect(pa.getByTestId('event-feed')).toContainText('Hana produced 1 carrier');
  } finally {
    for (const ctx of contexts) await ctx.close();
  }
});
