import { expect, test } from 'vitest';
import { unitStats } from '../combat/unit-stats';
import { control, primary, turnWith } from '../phases/cards/cards.fixture';
import { refuse } from '../testing/scenario';
import { researchChoices } from './research';
import type { GameState } from '../core/state';

// Seat 0, the Federation of Sol (Antimass Deflectors, Neural Motivator), holds Technology and controls Gral, whose
// blue specialty stands in for the second blue prerequisite of Sol's Advanced Carrier II.
const start = () => turnWith('technology', 6, (d) => control(d, 0, ['gral']));
const researchAc2 = (s: GameState) =>
  primary(s, 'technology', { research: { technology: 'ac2', specialties: ['gral'] } });

test('90.3 / 90.4 / 90.9 resolving the Technology card researches a technology: it leaves the deck for the play area', () => {
  const s = researchAc2(start());
  expect(s.players[0]!.technologies).toEqual(['amd', 'nm', 'ac2']);
  // 90.4: what a player has not gained stays in their technology deck, here the choices of a later research.
  expect(researchChoices(s, 0).map((c) => c.technology)).not.toContain('ac2');
  expect(researchChoices(start(), 0).map((c) => c.technology)).toContain('gd');
});

// 97.3 (the arrows on the faction sheet mark what an upgrade improves) and 76.3 (ships' cost, combat, move and
// capacity are printed on sheets and upgrade cards) are the definitions this test reads.
test("90.1 / 90.6 / 97.2 an owned unit upgrade covers the sheet's unit: Sol's carriers take Advanced Carrier II's values", () => {
  const before = unitStats(start(), 0, 'carrier');
  expect([before.move, before.capacity]).toEqual([1, 6]);
  const after = unitStats(researchAc2(start()), 0, 'carrier');
  expect([after.unit, after.move, after.capacity, after.cost]).toEqual(['sol_carrier2', 2, 8, 3]);
});

test('97.5 a mech unit card is not a technology: it is never offered for research, and Sol has its mech from the start', () => {
  const ids = researchChoices(start(), 0).map((c) => c.technology);
  expect(ids.some((id) => id.includes('mech'))).toBe(false);
  expect(unitStats(start(), 0, 'mech').unit).toBe('sol_mech');
  expect(
    refuse(start(), 0, {
      type: 'strategic-action',
      card: 'technology',
      choices: { research: { technology: 'sol_mech', specialties: [] } },
    }).code,
  ).toMatch(/research|input/);
});

test("90.7a each owned technology meets one prerequisite of its colour: Sol's one blue opens Gravity Drive, not Fleet Logistics", () => {
  const s = turnWith('technology');
  const choices = researchChoices(s, 0).map((c) => c.technology);
  expect(choices).toContain('gd');
  expect(choices).not.toContain('fl');
  expect(
    refuse(s, 0, {
      type: 'strategic-action',
      card: 'technology',
      choices: { research: { technology: 'fl', specialties: [] } },
    }),
  ).toMatchObject({
    rule: '90.12',
  });
});
