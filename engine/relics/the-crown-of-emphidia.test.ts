import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { victoryPoints } from '../phases/victory';
import { put, runFrom } from '../testing/combat-scenario';
import { withPlanets, withRelics } from '../testing/relic-scenario';
import { optionLabels, runStep } from '../testing/scenario';
import { edit, key, play, refuse, tacticalGame, topDecision } from '../testing/tactical-scenario';

const use = (ability: string, targets: Record<string, unknown> = {}) =>
  ({ type: 'use-ability', ability, targets }) as const;

/** Seat 0 holds the Crown, controls Starpoint and New Albion (27) and is ending a tactical action in 1,0. */
function afterTactical(relics: readonly string[] = ['the-crown-of-emphidia']): GameState {
  const s = withPlanets(withRelics(tacticalGame({ tiles: { [key(0)]: '47', [key(1)]: '27' } }), 0, relics), 0, [
    'starpoint',
    'newalbion',
  ]);
  return edit(s, (d) => {
    d.decks.hazardous = { draw: ['mining-world#1'], discard: [] };
    d.tactical = { system: key(1), movedFrom: [], notes: {} };
    d.activeSeat = 0;
    put(d, 0, { infantry: 1 }, { system: key(1), planet: 'starpoint' });
  });
}

test('73 The Crown of Emphidia: after its holder’s tactical action, exhaust it to explore a planet they control (35.3)', () => {
  const r = runFrom(afterTactical(), 'tactical/end');
  expect(topDecision(r.state)).toMatchObject({ kind: 'window', window: 'end-of-tactical-action', waitingOn: [0] });
  expect(optionLabels(r.state, 0)).toContain('The Crown of Emphidia: exhaust it to explore Starpoint');
  const s = play(r.state, 0, use('the-crown-of-emphidia', { planet: 'starpoint' }));
  expect(s.board.systems[key(1)]!.planets.starpoint!.attachments).toEqual(['miningworld']);
  expect(s.players[0]!.exhaustedRelics).toEqual(['the-crown-of-emphidia']);
  expect(s.players[0]!.relics).toEqual(['the-crown-of-emphidia']);
});

test('73 The Crown of Emphidia: exhausted, or aimed at a planet its holder does not control, it is refused and nothing changes', () => {
  const r = runFrom(afterTactical(), 'tactical/end');
  expect(refuse(r.state, 0, use('the-crown-of-emphidia', { planet: 'mecatol' }))).toMatchObject({
    code: 'ability/bad-target',
    rule: '35.2b',
  });
  const exhausted = edit(r.state, (d) => {
    d.players[0]!.exhaustedRelics = ['the-crown-of-emphidia'];
  });
  expect(refuse(exhausted, 0, use('the-crown-of-emphidia', { planet: 'starpoint' }))).toMatchObject({
    code: 'ability/exhausted',
  });
  expect(exhausted.decks.hazardous.draw).toEqual(['mining-world#1']);
  // Without the Crown, the end of a tactical action opens no window at all.
  const without = runFrom(afterTactical([]), 'tactical/end');
  expect(topDecision(without.state)?.kind).not.toBe('window');
});

const withTomb = (s: GameState): GameState =>
  edit(s, (d) => {
    d.board.systems[key(1)]!.planets.newalbion!.attachments.push('tombofemphidia');
  });

test('73 The Crown of Emphidia: as the status phase ends, its holder controlling the Tomb of Emphidia purges it for 1 victory point', () => {
  const s0 = runStep(withTomb(afterTactical()), 'status/end');
  expect(topDecision(s0)).toMatchObject({ kind: 'window', window: 'end-of-status-phase', waitingOn: [0] });
  const s = play(s0, 0, use('the-crown-of-emphidia-point'));
  expect(victoryPoints(s.players[0]!)).toBe(1);
  expect(s.players[0]!.relics).toEqual([]);
  expect(s.decks.relic.discard).toEqual(['the-crown-of-emphidia']);
});

test('73 The Crown of Emphidia: without the Tomb of Emphidia no point is offered, and using it is refused', () => {
  const s0 = runStep(afterTactical(), 'status/end');
  expect(topDecision(s0)?.kind).not.toBe('window');
  expect(refuse(s0, 0, use('the-crown-of-emphidia-point'))).toBeDefined();
  expect(s0.players[0]!.relics).toEqual(['the-crown-of-emphidia']);
  expect(victoryPoints(s0.players[0]!)).toBe(0);
});
