import { expect, test } from 'vitest';
import { ok } from '../core/result';
import {
  edit,
  giveActionCards,
  newGame,
  pickStrategyCards,
  play,
  refuse,
  runStep,
  topDecision,
} from '../testing/scenario';
import { options } from '../flow/options';
import { checkUse } from './play';
import type { AbilityDef } from '../kernel/abilities';

/** Six players at the first strategy pick; seat 1 holds Summit and seat 3 holds Sabotage. */
function strategyWindow() {
  let s = newGame({ players: 6, speaker: 0 });
  s = giveActionCards(s, 1, ['summit']);
  s = giveActionCards(s, 3, ['sabotage']);
  return runStep(s, 'window/open', { window: 'start-of-strategy-phase' });
}
const summitTargets = { tactic: 0, fleet: 0, strategy: 2 };

test('1.20 a window asks, all at once, every player who could respond as public information shows', () => {
  const d = topDecision(strategyWindow())!;
  // Seat 3 holds no start-of-strategy card, but only the hand size is public, so it is asked like seat 1.
  expect(d).toMatchObject({ kind: 'window', window: 'start-of-strategy-phase', waitingOn: [1, 3] });
});

test('1.20 a player without action cards is not asked in an action card window', () => {
  expect(topDecision(strategyWindow())!.waitingOn).not.toContain(0);
});

test('2.7 a played action card resolves once the Sabotage window closes', () => {
  let s = play(strategyWindow(), 3, { type: 'pass-window' });
  s = play(s, 1, { type: 'use-ability', ability: 'summit', targets: summitTargets });
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'when-action-card-played', waitingOn: [3] });
  s = play(s, 3, { type: 'pass-window' });
  expect(s.players[1]!.pools).toEqual({ tactic: 3, fleet: 3, strategy: 4 });
  expect(s.decks.action.discard).toEqual(['summit#1']);
});

test('2.8 a cancelled action card has no effect and is discarded', () => {
  let s = play(strategyWindow(), 3, { type: 'pass-window' });
  s = play(s, 1, { type: 'use-ability', ability: 'summit', targets: summitTargets });
  s = play(s, 3, { type: 'use-ability', ability: 'sabotage', targets: {} });
  expect(s.players[1]!.pools).toEqual({ tactic: 3, fleet: 3, strategy: 2 });
  expect(s.decks.action.discard.map((c) => c.split('#')[0]).sort()).toEqual(['sabotage', 'summit']);
  expect(s.players[3]!.actionCards).toEqual([]);
});

test('2.6b two Sabotages answered at once: the first in order cancels, the second stays in hand', () => {
  let s = giveActionCards(newGame({ players: 6, speaker: 0 }), 1, ['summit']);
  s = giveActionCards(giveActionCards(s, 2, ['sabotage']), 3, ['sabotage']);
  s = runStep(s, 'window/open', { window: 'start-of-strategy-phase' });
  s = play(s, 3, { type: 'pass-window' });
  s = play(s, 2, { type: 'pass-window' });
  s = play(s, 1, { type: 'use-ability', ability: 'summit', targets: summitTargets });
  expect(topDecision(s)).toMatchObject({ window: 'when-action-card-played', waitingOn: [2, 3] });
  s = play(s, 3, { type: 'use-ability', ability: 'sabotage', targets: {} });
  s = play(s, 2, { type: 'use-ability', ability: 'sabotage', targets: {} });
  expect(s.players[1]!.pools.strategy).toBe(2);
  expect(s.players[2]!.actionCards).toEqual([]);
  expect(s.players[3]!.actionCards).toHaveLength(1);
  // No one is asked to Sabotage the Sabotage; the strategy-phase window resumes for the one card left.
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'start-of-strategy-phase', waitingOn: [3] });
  expect(s.decks.action.discard.map((c) => c.split('#')[0]).sort()).toEqual(['sabotage', 'summit']);
});

test('1.19 after an ability resolves, everyone who still could respond is asked again', () => {
  let s = play(strategyWindow(), 3, { type: 'pass-window' });
  s = play(s, 1, { type: 'use-ability', ability: 'summit', targets: summitTargets });
  s = play(s, 3, { type: 'pass-window' });
  // Seat 1 has no card left; seat 3 still holds one and is asked again.
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'start-of-strategy-phase', waitingOn: [3] });
  s = play(s, 3, { type: 'pass-window' });
  expect(topDecision(s)).toMatchObject({ kind: 'choose-strategy-card', waitingOn: [0] });
});

test("1.20 uses answered at once resolve in the rules' order, the speaker's side first", () => {
  let s = giveActionCards(newGame({ players: 6, speaker: 4 }), 1, ['summit']);
  s = giveActionCards(s, 5, ['insubordination']);
  s = runStep(s, 'window/open', { window: 'start-of-strategy-phase' });
  expect(topDecision(s)!.waitingOn).toEqual([5, 1]);
});

test('a standing pass answers every window of that kind without being asked', () => {
  let s = play(strategyWindow(), 3, { type: 'standing-pass', window: 'when-action-card-played', on: true });
  s = play(s, 3, { type: 'pass-window' });
  s = play(s, 1, { type: 'use-ability', ability: 'summit', targets: summitTargets });
  // Seat 3 was the only one who could Sabotage: the card resolved at once.
  expect(s.players[1]!.pools.strategy).toBe(4);
});

test('1.22 an ability can only be used in its own timing window', () => {
  const s = giveActionCards(strategyWindow(), 1, ['insubordination']);
  expect(refuse(s, 1, { type: 'use-ability', ability: 'insubordination', targets: { player: 2 } })).toMatchObject({
    code: 'ability/wrong-window',
  });
});

test('1.3 a player cannot use an ability they do not have', () => {
  expect(refuse(strategyWindow(), 3, { type: 'use-ability', ability: 'summit', targets: summitTargets })).toMatchObject(
    { code: 'ability/not-held' },
  );
});

test('a window offers each usable ability and a pass, and nothing the player does not hold', () => {
  const labels = options(strategyWindow(), 3).map((o) => o.command.type);
  expect(labels).toEqual(['pass-window', 'standing-pass']);
  expect(options(strategyWindow(), 1).filter((o) => o.command.type === 'use-ability')).toHaveLength(6); // every split of two tokens among three pools
});

test("22.1 a component action is the player's whole action: Insubordination returns a tactic token", () => {
  let s = pickStrategyCards(newGame({ players: 6 }), [
    'leadership',
    'diplomacy',
    'politics',
    'construction',
    'trade',
    'warfare',
  ]);
  s = giveActionCards(s, 0, ['insubordination']);
  s = play(s, 0, { type: 'component-action', ability: 'insubordination', targets: { player: 2 } });
  expect(s.players[2]!.pools.tactic).toBe(2);
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
});

test('2.6a an action card that cannot be resolved completely cannot be played', () => {
  let s = pickStrategyCards(newGame({ players: 6 }), [
    'leadership',
    'diplomacy',
    'politics',
    'construction',
    'trade',
    'warfare',
  ]);
  s = giveActionCards(s, 0, ['insubordination']);
  s = edit(s, (d) => {
    d.players[2]!.pools.tactic = 0;
  });
  expect(refuse(s, 0, { type: 'component-action', ability: 'insubordination', targets: { player: 2 } })).toMatchObject({
    rule: '2.6a',
  });
});

const synthetic = (over: Partial<AbilityDef>): AbilityDef => ({
  id: 'test-ability',
  name: 'Test Ability',
  source: { kind: 'faction', faction: 'sol' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: () => [{ label: '', targets: {} }],
  check: () => ok(undefined),
  resolve: () => {},
  ...over,
});

test('1.11 an ability whose cost cannot be paid cannot be resolved', () => {
  const s = newGame({ players: 6 });
  const def = synthetic({ costs: [{ kind: 'trade-goods', amount: 2 }] });
  expect(checkUse(s, 0, def, {}, {})).toMatchObject({ ok: false, error: { rule: '1.11' } });
  const rich = edit(s, (d) => {
    d.players[0]!.tradeGoods = 2;
  });
  expect(checkUse(rich, 0, def, {}, {}).ok).toBe(true);
});

test('1.18 an ability limited to once a round cannot be used twice in that round', () => {
  const def = synthetic({ limit: { per: 'round', times: 1 } });
  const s = newGame({ players: 6 });
  expect(checkUse(s, 0, def, {}, {}).ok).toBe(true);
  const used = edit(s, (d) => {
    d.abilityUses.push(`test-ability|0|round:${d.round}`);
  });
  expect(checkUse(used, 0, def, {}, {})).toMatchObject({ ok: false, error: { rule: '1.18' } });
});

test('a window times out as a pass for the seat whose deadline passed', () => {
  const s = play(strategyWindow(), 3, { type: 'timeout' });
  expect(topDecision(s)!.waitingOn).toEqual([1]);
});
