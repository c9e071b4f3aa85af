import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { runFrom } from '../testing/combat-scenario';
import { checkInvariants } from '../testing/invariants';
import { optionLabels } from '../testing/scenario';
import { edit, key, play, refuse, tacticalGame } from '../testing/tactical-scenario';

const NO_PAYMENT_PLANETS = { resources: [], influence: [] };
const use = (technology: string, tradeGoods = 6) =>
  ({
    type: 'component-action',
    ability: 'enigmatic-device',
    targets: { research: { technology, specialties: [] }, payment: { ...NO_PAYMENT_PLANETS, tradeGoods } },
  }) as const;

/** Seat 0 (6 trade goods, no technology) explores the frontier token in 0,0 and draws Enigmatic Device. */
function explored(tradeGoods = 6): GameState {
  const s = edit(tacticalGame({ tiles: { [key(0)]: '47' } }), (d) => {
    d.players[0]!.tradeGoods = tradeGoods;
    d.board.systems[key(0)]!.frontier = true;
    d.decks.frontier.draw = d.decks.frontier.draw.filter((c) => c !== 'enigmatic-device#1');
    d.decks.frontier.draw.unshift('enigmatic-device#1');
  });
  return runFrom(s, 'exploration/explore', { seat: 0, system: key(0), planet: null }).state;
}

test('35.7 Enigmatic Device: kept faceup in the explorer’s play area, not discarded', () => {
  const s = explored();
  expect(s.players[0]!.explorationCards).toEqual(['enigmatic-device#1']);
  expect(s.decks.frontier.discard).not.toContain('enigmatic-device#1');
  expect(checkInvariants(s).filter((p) => p.includes('frontier'))).toEqual([]);
});

test('90 Enigmatic Device: Action — spend 6 resources and purge it to research 1 technology', () => {
  const s0 = explored();
  expect(optionLabels(s0, 0)).toContain(
    'Enigmatic Device: spend 6 resources and purge it to research Antimass Deflectors',
  );
  const s = play(s0, 0, use('amd'));
  expect(s.players[0]!.technologies).toContain('amd');
  expect(s.players[0]!.tradeGoods).toBe(0);
  expect(s.players[0]!.explorationCards).toEqual([]);
  expect(s.exploration?.purged).toContain('enigmatic-device#1');
  expect(checkInvariants(s).filter((p) => p.includes('frontier'))).toEqual([]);
});

test('90.12 Enigmatic Device: a technology lacking prerequisites, or less than 6 resources, is refused and nothing changes', () => {
  const s0 = explored();
  expect(refuse(s0, 0, use('lwd'))).toMatchObject({ rule: '90.12' });
  const poor = explored(5);
  expect(optionLabels(poor, 0).some((l) => l.startsWith('Enigmatic Device'))).toBe(false);
  expect(refuse(poor, 0, use('amd', 5))).toBeDefined();
  expect(poor.players[0]!.explorationCards).toEqual(['enigmatic-device#1']);
  expect(poor.players[0]!.technologies).toEqual([]);
});
