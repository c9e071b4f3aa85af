// Leaders and faction abilities in real Chromium (issues 13 and 14): three players (Hana on a desktop, Bea and Cal on
// phones) on the small galaxy of the tactical spec, playing the Mentak (Hana), the Naalu (Bea) and the Letnev (Cal).
// Round 1 of the action phase, as it is played:
//   48.3 Telepathic: Bea holds 7 Technology and 8 Imperial, the highest cards, yet the Naalu "0" token puts her first;
//        every page shows her at the head of the initiative order with 0. She activates Mecatol Rex (nothing can move).
//   Hana moves her 2 cruisers out to Wellon; Cal takes 3 trade goods with Trade (Hana's Pillage and both secondaries
//   are declined).
//   Bea attacks Cal's home with a cruiser, a destroyer and a carrier. In this, Bea's tactical action, Cal uses his agent
//   Viscount Unlenn (51.4: 1 extra die for his dreadnought) and Munitions Reserves (2 trade goods); after the rolls he
//   rerolls his 4 missed dice. The seeded dice (MECATOL_TEST_SEED and this game's name, picked so) make the reroll
//   decide the fight: 1 hit becomes 3, and Bea's three ships are destroyed in the first round. Nothing before the
//   fight draws from the generator after setup, so the same commands sent to the engine (createGame with the seed
//   "e2e-1:E2E Leaders") roll the same dice: that is how the name was checked, and how to pick another if the setup's
//   draws ever change.
//   51.6 Hana produces 2 cruisers at home: 4 cruisers on the board unlock S'ula Mentarion, the Mentak commander, in her
//   browser, and both phones show it unlocked and read it in the feed.
import { expect, test } from './support/test';
import type { Page, TestInfo } from '@playwright/test';
import { isWaitingOnMe } from './support/players';
import { type Cards, type Factions, HOME, NAMES, SmallGalaxy, tapToActivate } from './support/small-galaxy';
import { threeContexts } from './support/table';

const FACTIONS: Factions = ['The Mentak Coalition', 'The Naalu Collective', 'The Barony of Letnev'];
/** The Naalu take the two highest cards; without their token the Mentak (1) would act first. */
const CARDS: Cards = [
  ['1 Leadership', '3 Politics'],
  ['7 Technology', '8 Imperial'],
  ['5 Trade', '6 Warfare'],
];
const [MENTAK, NAALU, LETNEV] = [0, 1, 2] as const;
const MECATOL = '0,0';
const WELLON = '1,-1';

test.use({ actionTimeout: 60_000 });

/** Taps the option button of this command type whose label holds `text`, and confirms it. */
async function choose(g: SmallGalaxy, page: Page, type: string, text: string | RegExp): Promise<void> {
  await g.caughtUp(page);
  const option = page.locator(`[data-testid="decision-option"][data-command-type="${type}"]`, { hasText: text });
  await expect(option).toHaveCount(1);
  const label = ((await option.textContent()) ?? '').trim();
  await option.click();
  await expect(page.getByTestId('decision-confirm')).toContainText(label);
  await g.sends(page, () => page.getByTestId('decision-confirm').click());
}

/** The feed of the page, opened. */
async function feed(page: Page) {
  const f = page.getByTestId('event-feed');
  if ((await f.getAttribute('open')) === null) await f.locator('summary').click();
  return f;
}

test('48.3 the Naalu act first with initiative 0; Viscount Unlenn and Munitions Reserves in another player’s tactical action; 51.6 the Mentak commander unlocks for everyone', async ({
  browser,
}, testInfo: TestInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'drives its own desktop and phone contexts');
  test.setTimeout(420_000);
  const contexts = await threeContexts(browser, testInfo);
  try {
    const g = new SmallGalaxy('E2E Leaders', FACTIONS, CARDS);
    const pages = await g.startGame(contexts);
    await g.toActionPhase(pages);
    const [pm, pn, pl] = [pages[MENTAK]!, pages[NAALU]!, pages[LETNEV]!];

    // --- 48.3: the Naalu first, with 0, holding 7 and 8 -----------------------------------------------------------
    expect(await g.whoActs(pages)).toBe(NAALU);
    for (const page of pages) {
      await expect(page.getByTestId('player-1-strategy-cards')).toHaveText(/7 Technology\s*8 Imperial/);
      const order = page.getByTestId('initiative-order');
      await expect(order.getByTestId('order-0')).toHaveAttribute('data-seat', String(NAALU));
      await expect(order.getByTestId('order-0-initiative')).toHaveText('(0, Naalu token)');
      await expect(order.getByTestId('order-1')).toHaveAttribute('data-seat', String(MENTAK));
      await expect(order.getByTestId('order-1-initiative')).toHaveText('(1)');
      await expect(order.getByTestId('order-2')).toHaveAttribute('data-seat', String(LETNEV));
      await expect(order.getByTestId('order-2-initiative')).toHaveText('(5)');
    }
    await expect(await feed(pm)).toContainText(`Telepathic: ${NAMES[NAALU]} takes the Naalu "0" token (initiative 0).`);
    // Nothing of hers can reach Mecatol Rex: activating it ends her turn.
    await tapToActivate(pn, MECATOL);
    await g.sends(pn, () => pn.getByTestId('map-activate-confirm').click());
    await g.othersPass(pages, NAALU);

    // --- Hana: 2 cruisers out to Wellon (2 of the 4 the commander needs) ------------------------------------------
    expect(await g.whoActs(pages)).toBe(MENTAK);
    await tapToActivate(pm, WELLON);
    await g.sends(pm, () => pm.getByTestId('map-activate-confirm').click());
    await g.othersPass(pages, MENTAK);
    await expect(pm.getByTestId('movement-form')).toBeVisible();
    await pm.getByTestId(`move-ship-${HOME[MENTAK]}-cruiser-more`).click();
    await pm.getByTestId(`move-ship-${HOME[MENTAK]}-cruiser-more`).click();
    await expect(pm.getByTestId('movement-summary')).toContainText('2 cruisers');
    await g.sends(pm, () => pm.getByTestId('movement-submit').click());
    await g.othersPass(pages, MENTAK);

    // --- Cal: Trade, 3 trade goods --------------------------------------------------------------------------------
    expect(await g.whoActs(pages)).toBe(LETNEV);
    await choose(g, pl, 'strategic-action', 'Trade: no other player replenishes for free');
    await g.othersPass(pages, LETNEV, ['pass-window', 'decline-secondary']);
    await expect(pl.getByTestId('player-2-tg')).toContainText('3');

    // --- Bea attacks Cal's home; Cal answers in her tactical action ---------------------------------------------
    expect(await g.whoActs(pages)).toBe(NAALU);
    await expect(pl.getByTestId('leader-2-agent-status')).toHaveText('ready');
    await tapToActivate(pn, HOME[LETNEV]);
    await g.sends(pn, () => pn.getByTestId('map-activate-confirm').click());
    await g.othersPass(pages, NAALU);
    await expect(pn.getByTestId('movement-form')).toBeVisible();
    for (const ship of ['cruiser', 'destroyer', 'carrier'])
      await pn.getByTestId(`move-ship-${HOME[NAALU]}-${ship}-more`).click();
    await g.sends(pn, () => pn.getByTestId('movement-submit').click());
    // At the start of the first combat round, on Cal's phone: his agent gives his dreadnought a second die (51.4),
    // then Munitions Reserves costs him 2 of his 3 trade goods.
    await g.caughtUp(pl);
    expect(await isWaitingOnMe(pl)).toBe(true);
    await choose(g, pl, 'use-ability', 'Viscount Unlenn: 1 dreadnought of Cal');
    await choose(g, pl, 'use-ability', 'Munitions Reserves: spend 2 trade goods');
    await choose(g, pn, 'choose', 'Stay and fight');
    // Both sides rolled: Bea no hit, Cal 1 (his dreadnought's 6). He rerolls his 4 misses: 2 of them hit.
    const letnevFeed = await feed(pl);
    await expect(letnevFeed).toContainText('Cal combat roll: 6 2 4 7 8 — 1 hit.');
    await pl.screenshot({ path: testInfo.outputPath('phone-munitions-reserves.png') });
    await choose(g, pl, 'use-ability', 'Munitions Reserves (reroll): reroll your 4 missed dice');
    await choose(g, pl, 'pass-window', /^Pass$/);

    for (const page of pages) {
      await g.caughtUp(page);
      // The agent is exhausted on everyone's leader sheet; Cal has 1 trade good left.
      await expect(page.getByTestId('leader-2-agent-status')).toHaveText('exhausted');
      await expect(page.getByTestId('player-2-tg')).toContainText('1');
      // Bea's 3 ships are gone; Cal's fleet is whole.
      const home = page.locator(`[data-testid="galaxy-map"] [data-system="${HOME[LETNEV]}"]`);
      await expect(home.locator(`.ships[data-seat="${NAALU}"]`)).toHaveCount(0);
      // The badge's number: dreadnought, carrier, destroyer and fighter.
      await expect(home.locator(`.ships[data-seat="${LETNEV}"] text`).first()).toHaveText('4');
    }
    const f = await feed(pn);
    await expect(f).toContainText('Cal used Viscount Unlenn.');
    await expect(f).toContainText('Cal spent 2 trade goods.');
    await expect(f).toContainText('Bea combat roll: 3 6 8 — 0 hits.');
    await expect(f).toContainText(
      /Cal rerolled a dreadnought die with Munitions Reserves[^:]*: 2 → 7 \(needs 5\), a hit\./,
    );
    await expect(f).toContainText(
      /Cal rerolled a carrier die with Munitions Reserves[^:]*: 4 → 5 \(needs 9\), a miss\./,
    );
    await expect(f).toContainText(
      /Cal rerolled a destroyer die with Munitions Reserves[^:]*: 7 → 10 \(needs 9\), a hit\./,
    );
    await expect(f).toContainText(
      /Cal rerolled a fighter die with Munitions Reserves[^:]*: 8 → 1 \(needs 9\), a miss\./,
    );
    for (const ship of ['cruiser', 'destroyer', 'carrier']) await expect(f).toContainText(`Bea lost 1 ${ship} at`);
    await expect(f).toContainText('Cal won the combat.');

    // --- 51.6: Hana's 4th cruiser unlocks S'ula Mentarion, and the phones see it ---------------------------------
    expect(await g.whoActs(pages)).toBe(MENTAK);
    for (const page of [pn, pl]) {
      await expect(page.getByTestId('leader-0-commander')).toContainText("S'ula Mentarion");
      await expect(page.getByTestId('leader-0-commander-status')).toHaveText('locked');
      await expect(page.getByTestId('leader-0-commander-unlock')).toContainText('(2 of 4)');
    }
    await tapToActivate(pm, HOME[MENTAK]);
    await g.sends(pm, () => pm.getByTestId('map-activate-confirm').click());
    await g.othersPass(pages, MENTAK);
    await expect(pm.getByTestId('production-form')).toBeVisible();
    await pm.getByTestId('produce-cruiser-space-more').click();
    await pm.getByTestId('produce-cruiser-space-more').click();
    // 2 cruisers cost 4; Sarween Tools (a Mentak starting technology) takes 1 off.
    await expect(pm.getByTestId('production-cost')).toContainText('Cost: 3');
    await g.sends(pm, () => pm.getByTestId('production-submit').click());
    await expect(pm.getByTestId('leader-0-commander-status')).toHaveText('ready');
    for (const page of [pn, pl]) {
      await g.caughtUp(page);
      await expect(page.getByTestId('leader-0-commander-status')).toHaveText('ready');
      await expect(page.getByTestId('leader-0-commander-unlock')).toHaveCount(0);
      await expect(await feed(page)).toContainText("Hana unlocked their commander, S'ula Mentarion.");
    }
  } finally {
    for (const ctx of contexts) await ctx.close();
  }
});
