import { expect, test } from 'vitest';
import type { Decision } from '../core/frames';
import type { GameState } from '../core/state';
import { edit, newGame, pickStrategyCards, play, topDecision } from '../testing/scenario';
import { line, passWindows, placeUnits, tacticalGame, withTechnologies } from '../testing/tactical-scenario';
import { productionInfo } from './production';

type ProductionDecision = Extract<Decision, { kind: 'production' }>;

function production(state: GameState): ProductionDecision {
  const d = topDecision(state);
  if (d?.kind !== 'production') throw new Error(`expected a production decision, not ${d?.kind}`);
  return d;
}

/** Seat 0 (the Arborec) activates Starpoint's system with its flagship there and AI Development Algorithm ready. */
function arborecFlagshipProduction(): { state: GameState; decision: ProductionDecision } {
  let s = edit(tacticalGame({ factions: ['arborec', 'hacan', 'jolnar'], tiles: line('27', '18') }), (d) => {
    d.board.systems['0,0']!.planets.starpoint!.owner = 0;
  });
  s = withTechnologies(placeUnits(s, '0,0', 0, { flagship: 1 }), 0, ['aida']);
  s = play(s, 0, { type: 'tactical-action', system: '0,0' });
  s = passWindows(play(s, 0, { type: 'use-ability', ability: 'arborec-flagship', targets: {} }));
  return { state: s, decision: production(s) };
}

test("AI Development Algorithm is offered for production that uses a unit's Production ability", () => {
  const { state, decision } = arborecFlagshipProduction();
  // The same system and seat, as the tactical action's production step (89.5) would offer it.
  expect(productionInfo(state, { ...decision, source: 'tactical' }).aiDevelopment).toBe(true);
  const exhausted = edit(state, (d) => {
    d.players[0]!.exhaustedTechnologies.push('aida');
  });
  expect(productionInfo(exhausted, { ...decision, source: 'tactical' }).aiDevelopment).toBe(false);
});

test("AI Development Algorithm is not offered for the Arborec flagship's production (no unit's Production ability)", () => {
  const { state, decision } = arborecFlagshipProduction();
  expect(decision.source).toBe('arborec-flagship');
  expect(productionInfo(state, decision).aiDevelopment).toBe(false);
});

test("AI Development Algorithm is not offered for Sling Relay's production (the card produces, not a unit)", () => {
  const s = edit(
    pickStrategyCards(newGame({ players: 3 }), [
      'leadership',
      'diplomacy',
      'politics',
      'construction',
      'trade',
      'warfare',
    ]),
    (d) => {
      d.players[0]!.technologies.push('sr', 'aida');
      d.players[0]!.pools.fleet = 5;
    },
  );
  // Seat 0 is the Sol, with a space dock at Jord (3,-3).
  const offered = play(s, 0, { type: 'component-action', ability: 'sling-relay', targets: { system: '3,-3' } });
  const decision = production(offered);
  expect(decision.shipLimit).toBe(1);
  expect(productionInfo(offered, decision).aiDevelopment).toBe(false);
});

test('12 the spend form counts an attachment and names it: Starpoint with Mining World pays 5 resources', () => {
  const { state, decision } = arborecFlagshipProduction();
  const ready = edit(state, (d) => {
    d.board.systems['0,0']!.planets.starpoint!.exhausted = false;
  });
  const before = productionInfo(ready, decision).planets.find((p) => p.id === 'starpoint');
  expect(before).toEqual({ id: 'starpoint', resources: 3, influence: 1, attachments: [] });
  const mined = edit(ready, (d) => {
    // A research facility's specialty face adds no resources, so the form does not name it.
    d.board.systems['0,0']!.planets.starpoint!.attachments.push('miningworld', 'warfare');
  });
  expect(productionInfo(mined, decision).planets.find((p) => p.id === 'starpoint')).toEqual({
    id: 'starpoint',
    resources: 5,
    influence: 1,
    attachments: [{ name: 'Mining World', resources: 2 }],
  });
});

test('93.2 the production form is told that each trade good pays 2 with Mirror Computing, and 1 without', () => {
  const { state, decision } = arborecFlagshipProduction();
  expect(productionInfo(state, decision).tradeGoodWorth).toBe(1);
  const mirrored = withTechnologies(state, 0, ['mc']);
  expect(productionInfo(mirrored, decision).tradeGoodWorth).toBe(2);
});
