// I.I.H.Q. Modernization and the Custodia Vigilia planet card (LRR 60, 25.1, 34, 53, 77, 68, 45; Codex III):
// engine/factions/keleres-iihq.ts, keleres.effects.ts, engine/economy/planet-cards.ts.
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { attachedCannons } from '../combat/space-cannon';
import { checkPayment, findPayment, pay } from '../economy/spending';
import { gainTechnology } from '../economy/research';
import { readyPlanets } from '../economy/planets';
import { advance } from '../flow/apply';
import { flowCtx } from '../kernel/context';
import { mecatolKey } from '../objectives/board-queries';
import { producersIn } from '../production/producers';
import { addUnits, control, primary, turnWith } from '../phases/cards/cards.fixture';
import { neighboursInPlay } from '../tactical/adjacency-in-play';
import { edit, play, runStep, topDecision } from '../testing/scenario';
import { view } from '../view';
import { publicHoldings } from '../queries/holdings';

const CV = 'custodiavigilia';
const INFLUENCE_3 = { resources: 0, influence: 3, tradeGoods: 0 };

/** Seat `seat` gains I.I.H.Q. Modernization the way any effect gives a technology, and the flow runs on. */
function gain(state: GameState, seat: number): GameState {
  const draft = structuredClone(state);
  gainTechnology(flowCtx(draft, { at: 0 }), seat, 'iihq');
  advance(flowCtx(draft, { at: 0 }));
  return draft;
}

/** Six players in the action phase; seat 0 (Sol) holds Imperial; every planet card exhausted unless said. */
const table = (change?: (d: GameState) => void) =>
  turnWith('imperial', 6, (d) => {
    for (const sys of Object.values(d.board.systems)) for (const p of Object.values(sys.planets)) p.exhausted = true;
    for (const p of d.players) p.tradeGoods = 0;
    change?.(d);
  });

test('25.1, 34 I.I.H.Q. Modernization gives the Custodia Vigilia card: spent for 3 influence, exhausted, readied in the status phase', () => {
  const s = gain(table(), 1);
  expect(Object.keys(s.players[1]!.planetCards ?? {})).toEqual([CV]);
  expect(readyPlanets(s, 1).map((p) => p.id)).toEqual([CV]);
  const payment = findPayment(s, 1, INFLUENCE_3);
  expect(payment).toEqual({ resources: [], influence: [CV], tradeGoods: 0 });
  const paid = edit(s, (d) => pay(d, 1, payment!));
  expect(paid.players[1]!.planetCards![CV]!.exhausted).toBe(true);
  // 34.1: an exhausted card pays nothing more.
  expect(checkPayment(paid, 1, payment!, INFLUENCE_3)).toMatchObject({ ok: false, error: { rule: '34.1' } });
  const readied = runStep(paid, 'status/ready-and-repair');
  expect(readied.players[1]!.planetCards![CV]!.exhausted).toBe(false);
  // A public card: every seat sees it, and the players panel counts it among the holder's planets.
  expect(view(paid, 3).players[1]!.planetCards).toEqual(paid.players[1]!.planetCards);
  expect(publicHoldings(s, 1).planets).toMatchObject({ readyResources: 2, readyInfluence: 3 });
});

test('25.1 there is one Custodia Vigilia card: a second owner of the technology gains none, and it is no planet on the board', () => {
  const s = gain(gain(table(), 1), 2);
  expect(s.players[2]!.planetCards).toBeUndefined();
  expect(findPayment(s, 2, INFLUENCE_3)).toBeNull();
  expect(Object.values(s.board.systems).some((sys) => Object.hasOwn(sys.planets, CV))).toBe(false);
});

test('60 I.I.H.Q. Modernization: its owner is neighbours with a player whose units are next to Mecatol Rex', () => {
  const mr = mecatolKey(table())!;
  // Seat 1's home and seat 4's are far apart; seat 4 puts a cruiser in the Mecatol Rex system.
  const base = table((d) => addUnits(d, mr, 4, { cruiser: 1 }));
  expect(neighboursInPlay(base, 1, 4)).toBe(false);
  const s = gain(base, 1);
  expect(neighboursInPlay(s, 1, 4)).toBe(true);
  expect(neighboursInPlay(s, 4, 1)).toBe(true);
  // Nobody else is in or next to the Mecatol Rex system, so nobody else became seat 1's neighbour.
  expect(neighboursInPlay(s, 1, 3)).toBe(neighboursInPlay(base, 1, 3));
});

test('53, 77, 68 Custodia Vigilia: while its holder controls Mecatol Rex, it has Space Cannon 5 and Production 3', () => {
  const mr = mecatolKey(table())!;
  const held = gain(table(), 1);
  expect(attachedCannons(held, 1, mr, null)).toEqual([]);
  expect(producersIn(held, 1, mr)).toEqual([]);
  const s = edit(held, (d) => control(d, 1, ['mr']));
  expect(attachedCannons(s, 1, mr, null)).toEqual([{ hitsOn: 5, dice: 1 }]);
  expect(attachedCannons(s, 1, mr, 'mr')).toEqual([{ hitsOn: 5, dice: 1 }]);
  expect(producersIn(s, 1, mr).map((p) => p.valueEach)).toEqual([3]);
  // Another player controlling Mecatol Rex has neither.
  const other = edit(held, (d) => control(d, 2, ['mr']));
  expect(attachedCannons(other, 2, mr, null)).toEqual([]);
  expect(producersIn(other, 2, mr)).toEqual([]);
});

test('45.2 Custodia Vigilia: another player gains the Mecatol Rex point with Imperial, its holder gains 2 command tokens', () => {
  const s = edit(gain(table(), 1), (d) => control(d, 0, ['mr']));
  const before = s.players[1]!.pools;
  let t = primary(s, 'imperial', {});
  expect(topDecision(t)).toMatchObject({ kind: 'choice', choice: 'exploration/gain-token', waitingOn: [1] });
  t = play(play(t, 1, { type: 'choose', option: 'tactic' }), 1, { type: 'choose', option: 'fleet' });
  expect(t.players[1]!.pools).toEqual({ ...before, tactic: before.tactic + 1, fleet: before.fleet + 1 });
});

test('45.2 Custodia Vigilia refused: no tokens when Imperial gives no Mecatol Rex point, or to its holder for its own', () => {
  const noPoint = primary(gain(table(), 1), 'imperial', {});
  expect(topDecision(noPoint)).not.toMatchObject({ choice: 'exploration/gain-token' });
  const own = primary(
    edit(gain(table(), 0), (d) => control(d, 0, ['mr'])),
    'imperial',
    {},
  );
  expect(topDecision(own)).not.toMatchObject({ choice: 'exploration/gain-token' });
  expect(own.players[0]!.otherPoints).toContainEqual({ source: 'imperial', points: 1 });
});
