// Tactical actions in real Chromium, three players (one desktop, two phones) on a small galaxy made from a map
// string where the three home systems touch each other. The strategy cards are picked so that the seats act in
// seat order. In round 1 of the action phase:
//   Hana (seat 0, desktop): taps a neutral planet system on the map, picks a carrier and two infantry in the
//               movement picker and commits them to the planet (an invasion without a fight);
//   Bea (seat 1, phone): taps her own home system and produces four infantry, paying with the suggested planet;
//   Cal (seat 2, phone): taps Bea's home, sees the odds, moves everything in: a space combat in which both players
//               assign hits with the hit form on their own screens; retreat offers are declined.
// The dice are seeded: playwright.config.ts sets MECATOL_TEST_SEED, so this game's seed is fixed (the test seed and
// the game's name) and every run rolls the same dice; the seed was picked so that in this combat both players have
// hits to assign. A phone screenshot of the combat is kept as a test artifact.
import { expect, test } from './support/test';
import type { Page, TestInfo } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expectPhoneFriendly } from './support/phone';
import { isWaitingOnMe } from './support/players';
import { HOME, NAMES, SmallGalaxy, tapToActivate } from './support/small-galaxy';
import { threeContexts } from './support/table';

/** A neutral planet system next to each seat's home, and its planet. */
const NEUTRAL = [
  { system: '1,-1', planet: 'wellon' },
  { system: '-1,-1', planet: 'vefutii' },
  { system: '1,-1', planet: 'wellon' },
] as const;

// A tap that cannot happen fails within a minute rather than at the test's timeout.
test.use({ actionTimeout: 60_000 });

/** Every button and link inside the tactical parts is at least 44 px both ways. */
async function expectBigTapTargets(page: Page): Promise<void> {
  const small = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        '[data-testid="map-panel"] button, [data-testid$="-form"] button, [data-testid="map-panel"] summary',
      ),
    )
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({
        el: (el.textContent ?? '').trim().slice(0, 30),
        h: el.getBoundingClientRect().height,
        w: el.getBoundingClientRect().width,
      }))
      .filter((c) => c.h < 44 || c.w < 44),
  );
  expect(small, 'tap targets smaller than 44 px').toEqual([]);
}

/**
 * Answers everything the two players of a space combat are asked until the attacker's tactical action is over:
 * hits with the hit form, retreats declined, anything else with the engine's first button (bombard nothing,
 * commit nothing, pass). Returns the seats that assigned hits with the form; takes the phone screenshot once.
 */
async function fight(
  g: SmallGalaxy,
  pages: Page[],
  attacker: number,
  defender: number,
  shot: { taken: boolean },
  testInfo: TestInfo,
): Promise<Set<number>> {
  const assigned = new Set<number>();
  const phone = pages[defender === 0 ? attacker : defender]!; // seat 0 is the desktop
  const seats = [attacker, defender];
  for (let step = 0; step < 80; step++) {
    if (!shot.taken && (await phone.locator('[data-testid="combat-roll"][data-roll="combat"]').count()) > 0) {
      await expectBigTapTargets(phone);
      // One row per unit type that rolled, named in words, each with its own dice (LRR 78.3).
      const firstRow = phone
        .locator('[data-testid="combat-roll"][data-roll="combat"] [data-testid="combat-unit-dice"]')
        .first();
      await expect(firstRow).toContainText(/^(Dreadnought|Cruiser|Carrier|Destroyer|Fighter|War sun|Flagship)/);
      await expectAccessible(phone, 'a space combat on a phone');
      const panel = phone.getByTestId('tactical-panel');
      await panel.scrollIntoViewIfNeeded();
      const png = await phone.screenshot({ path: testInfo.outputPath('phone-combat.png') });
      await testInfo.attach('phone-combat', { body: png, contentType: 'image/png' });
      const log = await panel.screenshot({ path: testInfo.outputPath('phone-combat-log.png') });
      await testInfo.attach('phone-combat-log', { body: log, contentType: 'image/png' });
      shot.taken = true;
    }
    const waiting: number[] = [];
    for (const s of seats) {
      await g.caughtUp(pages[s]!);
      if (await isWaitingOnMe(pages[s]!)) waiting.push(s);
    }
    if (waiting.length === 0) {
      // Nobody in the fight is asked: either the others' pages are polling, or the tactical action is over.
      if ((await pages[attacker]!.getByTestId('tactical-panel').count()) === 0) return assigned;
      await pages[attacker]!.waitForTimeout(1_000);
      continue;
    }
    const s = waiting[0]!;
    const page = pages[s]!;
    if (await page.getByTestId('assign-hits-form').isVisible()) {
      await expect(page.getByTestId('hits-covered')).not.toContainText('chosen');
      await g.sends(page, () => page.getByTestId('assign-hits-submit').click());
      assigned.add(s);
      continue;
    }
    const stay = page.locator('[data-testid="decision-option"]', { hasText: 'Stay and fight' });
    if ((await stay.count()) > 0) {
      await expect(page.getByTestId('tactical-panel').getByTestId('odds')).toBeVisible();
      await stay.click();
      await g.sends(page, () => page.getByTestId('decision-confirm').click());
      continue;
    }
    const first = page.getByTestId('decision-option').first();
    const type = (await first.getAttribute('data-command-type')) ?? '';
    // The next turn has begun (the attacker's action is over).
    if (type === 'tactical-action' || type === 'pass' || type === 'strategic-action' || type === 'component-action')
      return assigned;
    await first.click();
    await g.sends(page, () => page.getByTestId('decision-confirm').click());
  }
  throw new Error('the combat did not end');
}

/**
 * 64 on a phone: each planet shows its resources and influence on the map; two fingers spread zoom the map in (the
 * browser's own pinch would zoom the whole page), and Fit shows the whole galaxy again.
 */
async function pinchTheMap(phone: Page): Promise<void> {
  const map = phone.getByTestId('galaxy-map');
  await expect(map.locator('[data-planet="vefutii"]')).toHaveAttribute('data-values', '2/2');
  await expect(map.locator('[data-planet="wellon"]')).toHaveAttribute('data-values', '1/2');
  await expect(map).toHaveAttribute('data-zoom', '1');
  await phone.getByTestId('map-scroller').scrollIntoViewIfNeeded();
  const box = await phone.getByTestId('map-scroller').boundingBox();
  if (!box) throw new Error('the map is not shown');
  const cx = box.x + box.width / 2;
  const cy = box.y + Math.min(box.height, 300) / 2;
  const cdp = await phone.context().newCDPSession(phone);
  const fingers = (d: number) => [
    { x: cx - d, y: cy, id: 0 },
    { x: cx + d, y: cy, id: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
  for (const d of [40, 60, 80])
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await expect(map).not.toHaveAttribute('data-zoom', '1');
  await phone.getByTestId('map-zoom-fit').click();
  await expect(map).toHaveAttribute('data-zoom', '1');
  await expectReadable(phone);
}

/** The smallest text of the map as drawn on screen now, in CSS pixels (its font size times the SVG's scale). */
async function smallestMapText(page: Page): Promise<number> {
  return page.getByTestId('galaxy-map').evaluate((holder) => {
    const svg = holder.querySelector('svg');
    const scale = svg?.getScreenCTM()?.a ?? 0;
    const sizes = [...(svg?.querySelectorAll('text') ?? [])].map((t) => Number(t.getAttribute('font-size')));
    return Math.min(...sizes) * scale;
  });
}

/**
 * Issue 15: at fit the labels are small print; Read zooms to where every label on the map is at least 12 px, without
 * zooming the page (its width stays the screen's), and + stops one level past it.
 */
async function expectReadable(page: Page): Promise<void> {
  const map = page.getByTestId('galaxy-map');
  await expect(map).toHaveAttribute('data-readable', 'false');
  expect(await smallestMapText(page)).toBeLessThan(12);
  await page.getByTestId('map-zoom-read').click();
  await expect(map).toHaveAttribute('data-readable', 'true');
  expect(await smallestMapText(page)).toBeGreaterThanOrEqual(11.99);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(page.getByTestId('map-zoom-read')).toBeDisabled();
  await page.getByTestId('map-zoom-in').click();
  await expect(page.getByTestId('map-zoom-in')).toBeDisabled();
  await page.getByTestId('map-zoom-fit').click();
  await expect(map).toHaveAttribute('data-zoom', '1');
}

/**
 * Issue 15, the table at a glance on a phone: Bea (Mentak) reads her own planets with their values and whether they
 * are ready, Hana's (Hacan) technologies, and her own technology tree with what she could research now.
 */
async function readTheTable(phone: Page, testInfo: TestInfo): Promise<void> {
  await phone.getByTestId('player-1-holdings-summary').click();
  const own = phone.getByTestId('player-1-planets').locator('[data-planet="mollprimus"]');
  await expect(own).toContainText('Moll Primus');
  await expect(own).toContainText('4/1');
  await expect(own).toHaveAttribute('data-exhausted', 'false');
  await expect(phone.getByTestId('player-1-notes')).toHaveText(/^\d+$/);
  await phone.getByTestId('player-0-holdings-summary').click();
  await expect(phone.getByTestId('player-0-technologies')).toContainText('Antimass Deflectors');
  await expect(phone.getByTestId('player-0-technologies')).toContainText('Sarween Tools');
  await expect(phone.getByTestId('tech-tree-summary')).toContainText('2 owned');
  await phone.getByTestId('player-1').screenshot({ path: testInfo.outputPath('phone-your-area.png') });
  await expectAccessible(phone, 'the players panel on a phone');
  // The tree has its own page (the game page stays light).
  await phone.getByTestId('tech-tree-open').click();
  await expect(phone.getByTestId('technologies-page')).toBeVisible();
  await expect(phone.getByTestId('tech-tree-counts')).toContainText('2 owned');
  await expect(phone.getByTestId('tech-tree-item-ps')).toHaveAttribute('data-state', 'owned');
  // Plasma Scoring (red) is owned: Self-Assembly Routines (one red) is researchable now; Gravity Drive needs a blue.
  await expect(phone.getByTestId('tech-tree-item-sar')).toHaveAttribute('data-state', 'now');
  await expect(phone.getByTestId('tech-tree-item-gd')).toHaveAttribute('data-state', 'later');
  await expect(phone.getByTestId('tech-tree-item-gd')).toContainText('missing 1 blue');
  await phone.screenshot({ path: testInfo.outputPath('phone-technology-tree.png'), fullPage: true });
  await expectPhoneFriendly(phone);
  await expectAccessible(phone, 'the technology tree on a phone');
  await phone.goBack();
  await expect(phone.getByTestId('game-page')).toBeVisible();
}

/** On a desktop, Ctrl + wheel (how a trackpad pinch arrives) zooms the map, not the page. */
async function wheelTheMap(page: Page): Promise<void> {
  const map = page.getByTestId('galaxy-map');
  await expect(map).toHaveAttribute('data-zoom', '1');
  await page.getByTestId('map-scroller').hover();
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -120);
  await page.keyboard.up('Control');
  await expect(map).not.toHaveAttribute('data-zoom', '1');
  await page.getByTestId('map-zoom-fit').click();
  await expect(map).toHaveAttribute('data-zoom', '1');
}

test('a tactical action with movement, an invasion, production, and a space combat with both players assigning hits', async ({
  browser,
}, testInfo: TestInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'drives its own desktop and phone contexts');
  test.setTimeout(420_000);
  const contexts = await threeContexts(browser, testInfo);
  try {
    const g = new SmallGalaxy('E2E Skirmish');
    const pages = await g.startGame(contexts);
    // The galaxy is the map string's: each home where a 0 was, Wellon and Vefut II beside them.
    await expect(pages[0]!.locator(`[data-testid="galaxy-map"] [data-system="${NEUTRAL[0].system}"]`)).toHaveAttribute(
      'data-tile',
      '19',
    );
    await pinchTheMap(pages[1]!);
    await wheelTheMap(pages[0]!);
    await readTheTable(pages[1]!, testInfo);
    await g.toActionPhase(pages);

    // --- Hana: invade a neutral planet --------------------------------------------------------------------------
    const a = 0;
    const pa = pages[a]!;
    expect(await g.whoActs(pages)).toBe(a);
    await tapToActivate(pa, NEUTRAL[a].system);
    await g.sends(pa, () => pa.getByTestId('map-activate-confirm').click());
    await g.othersPass(pages, a);
    await expect(pa.getByTestId('movement-form')).toBeVisible();
    await pa.getByTestId(`move-ship-${HOME[a]}-carrier-more`).click();
    const infantry = pa.locator(`[data-testid^="move-cargo-${HOME[a]}-"][data-testid$="-infantry-more"]`).first();
    await infantry.click();
    await infantry.click();
    await expect(pa.getByTestId('movement-summary')).toContainText('1 carrier');
    await g.sends(pa, () => pa.getByTestId('movement-submit').click());
    const planet = NEUTRAL[a].planet;
    await expect(pa.getByTestId('commit-form')).toBeVisible();
    await pa.getByTestId(`commit-${planet}-infantry-more`).click();
    await pa.getByTestId(`commit-${planet}-infantry-more`).click();
    await g.sends(pa, () => pa.getByTestId('commit-submit').click());
    for (const page of pages) {
      await g.caughtUp(page);
      await expect(page.locator(`[data-testid="galaxy-map"] [data-planet="${planet}"]`)).toHaveAttribute(
        'data-owner',
        String(a),
      );
    }
    await pa.getByTestId('event-feed').locator('summary').click();
    await expect(pa.getByTestId('event-feed')).toContainText(`${NAMES[a]} landed 2 infantry on`);

    // Taking Wellon explored it (35.1): a card with a choice of its own (e.g. Local Fabricators) waits on Hana first.
    for (let i = 0; i < 3 && (await isWaitingOnMe(pa)); i++) {
      const first = pa.getByTestId('decision-option').first();
      const type = (await first.getAttribute('data-command-type')) ?? '';
      if (type === 'tactical-action' || type === 'pass' || type === 'strategic-action' || type === 'component-action')
        break;
      await first.click();
      await g.sends(pa, () => pa.getByTestId('decision-confirm').click());
    }

    // --- Bea: produce at home ----------------------------------------------------------------------------------
    const b = 1;
    const pb = pages[b]!;
    expect(await g.whoActs(pages)).toBe(b);
    await tapToActivate(pb, HOME[b]);
    await expectBigTapTargets(pb);
    await expectAccessible(pb, 'the activation sheet on a phone');
    await pb.getByTestId('map-panel').screenshot({ path: testInfo.outputPath('phone-activate.png') });
    await g.sends(pb, () => pb.getByTestId('map-activate-confirm').click());
    await g.othersPass(pages, b);
    await expect(pb.getByTestId('production-form')).toBeVisible();
    const moreInfantry = pb.locator('[data-testid^="produce-infantry-"][data-testid$="-more"]').first();
    for (let i = 0; i < 4; i++) await moreInfantry.click();
    // 67.2: one cost buys two infantry, and Sarween Tools (a Mentak starting technology) takes 1 off: 2 − 1.
    await expectAccessible(pb, 'the production form on a phone');
    await expect(pb.getByTestId('production-cost')).toHaveText(/^Cost: 1 · paying [1-9]$/);
    await expect(pb.getByTestId('production-submit')).toBeEnabled();
    await g.sends(pb, () => pb.getByTestId('production-submit').click());
    await expect(pb.getByTestId('event-feed')).toContainText(`${NAMES[b]} produced 4 infantry`);

    // --- Cal: attack Bea's home fleet --------------------------------------------------------------------------
    const c = 2;
    const pc = pages[c]!;
    expect(await g.whoActs(pages)).toBe(c);
    await tapToActivate(pc, HOME[b]);
    await expect(pc.getByTestId('map-activate').getByTestId('odds-win')).toContainText('%');
    await g.sends(pc, () => pc.getByTestId('map-activate-confirm').click());
    await g.othersPass(pages, c);
    await expect(pc.getByTestId('movement-form')).toBeVisible();
    await pc.getByTestId('movement-all').click();
    await expect(pc.getByTestId('movement-form').getByTestId('odds-win')).toContainText('%');
    await g.sends(pc, () => pc.getByTestId('movement-submit').click());
    const shot = { taken: false };
    const assigned = await fight(g, pages, c, b, shot, testInfo);
    expect(shot.taken, 'the combat was on a phone screen').toBe(true);
    // The seeded dice give both players hits to place with a choice left (a different E2E_TEST_SEED may not).
    expect([...assigned].sort(), 'both players of the space combat assigned hits with the hit form').toEqual([b, c]);
    // The feed keeps the whole fight: both players' dice, and how it ended.
    await expect(pc.locator('[data-testid="event"][data-type="combat-ended"]').first()).toBeAttached();
    expect(await pc.locator('[data-testid="event"][data-type="dice-rolled"]').count()).toBeGreaterThanOrEqual(2);
  } finally {
    for (const ctx of contexts) await ctx.close();
  }
});
