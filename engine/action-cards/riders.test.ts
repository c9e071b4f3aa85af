import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { act, choiceOnTop, choose, resolvedOutcome, vote } from '../agenda/scenario';
import { home, unitCount } from '../agenda/testkit';
import { victoryPoints } from '../phases/victory';
import { abilityById } from '../abilities/catalog';
import { checkUse } from '../abilities/play';
import { edit, refuse, topDecision } from '../testing/scenario';
import { spaceOf, countAt } from '../units/stacks';
import { discarded, held, playCard, table, toWindow } from './agenda-cards-testkit';

/** Seat 1 (Hacan) holds the rider, at the "after an agenda is revealed" window of Regulated Conscription. */
const riderWindow = (card: string, more: Partial<Record<number, readonly string[]>> = {}) =>
  toWindow(table({ cards: { 1: [card], ...more } }), 'after-agenda-revealed');

/** Seat 1 predicts `predicted`; Jol-Nar's 5 votes For decide the outcome. */
function predictAndResolve(card: string, predicted: 'for' | 'against', more = {}) {
  const played = playCard(riderWindow(card, more), 1, card, { outcome: predicted }).state;
  const r = vote(played, { 3: { outcome: 'for' } });
  return { played, ...r };
}

const choiceOptions = (s: GameState, seat: number) =>
  options(s, seat)
    .filter((o) => o.command.type === 'choose')
    .map((o) => (o.command.type === 'choose' ? o.command.option : ''));

test('8.22 Trade Rider resolves for a correct prediction: 5 trade goods once the outcome resolved (8.22b)', () => {
  const r = predictAndResolve('trade-rider', 'for');
  expect(resolvedOutcome(r.events)).toBe('for');
  expect(r.state.players[1]!.tradeGoods).toBe(5);
  expect(discarded(r.state)).toEqual(['trade-rider']);
  // 8.16: the rider's player is not asked to vote on this agenda.
  expect(r.order).not.toContain(1);
  const order = r.events.map((e) => e.type);
  expect(order.indexOf('agenda-resolved')).toBeLessThan(order.indexOf('trade-goods-changed'));
});

test('8.22 Trade Rider on a wrong prediction is only discarded', () => {
  const r = predictAndResolve('trade-rider', 'against');
  expect(resolvedOutcome(r.events)).toBe('for');
  expect(r.state.players[1]!.tradeGoods).toBe(0);
  expect(discarded(r.state)).toEqual(['trade-rider']);
  expect(r.played.agenda?.current?.predictions).toEqual([{ seat: 1, source: 'trade-rider', outcome: 'against' }]);
});

test('8.22 a rider is refused when the agenda is being revealed (wrong window) and for an outcome the agenda lacks (8.22a)', () => {
  const when = toWindow(table({ cards: { 1: ['trade-rider'] } }), 'when-agenda-revealed');
  expect(refuse(when, 1, { type: 'use-ability', ability: 'trade-rider', targets: { outcome: 'for' } })).toMatchObject({
    code: 'ability/wrong-window',
    rule: '1.22',
  });
  const after = riderWindow('trade-rider');
  expect(refuse(after, 1, { type: 'use-ability', ability: 'trade-rider', targets: { outcome: '2' } })).toMatchObject({
    code: 'agenda/not-an-outcome',
    rule: '8.22a',
  });
  expect(after.players[1]!.actionCards).toHaveLength(1);
  expect(after.agenda?.current?.predictions).toEqual([]);
});

test('2.8 a rider cancelled by Sabotage predicts nothing and its player may still vote (8.16)', () => {
  let s = riderWindow('trade-rider', { 2: ['sabotage'] });
  s = act(s, 2, { type: 'pass-window' }).state;
  s = playCard(s, 1, 'trade-rider', { outcome: 'for' }).state;
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'when-action-card-played', waitingOn: [2] });
  s = playCard(s, 2, 'sabotage').state;
  expect(s.agenda?.current?.predictions).toEqual([]);
  expect(s.agenda?.current?.cannotVote).toEqual([]);
  expect(discarded(s).sort()).toEqual(['sabotage', 'trade-rider']);
  const r = vote(s, { 3: { outcome: 'for' } });
  expect(r.order).toContain(1);
  expect(r.state.players[1]!.tradeGoods).toBe(0);
});

test('8.22 Imperial Rider resolves for a correct prediction: 1 victory point', () => {
  const r = predictAndResolve('imperial-rider', 'for');
  expect(victoryPoints(r.state.players[1]!)).toBe(1);
  expect(r.events).toContainEqual({ type: 'victory-point-gained', seat: 1, source: 'Imperial Rider', points: 1 });
  expect(victoryPoints(predictAndResolve('imperial-rider', 'against').state.players[1]!)).toBe(0);
});

test('8.22 Politics Rider resolves for a correct prediction: 3 action cards and the speaker token', () => {
  const r = predictAndResolve('politics-rider', 'for');
  expect(r.state.speaker).toBe(1);
  expect(r.state.players[1]!.actionCards).toHaveLength(3);
  const wrong = predictAndResolve('politics-rider', 'against');
  expect(wrong.state.speaker).toBe(0);
  expect(wrong.state.players[1]!.actionCards).toHaveLength(0);
});

test('8.22 Technology Rider resolves for a correct prediction: research 1 technology (90.12 prerequisites apply)', () => {
  const r = predictAndResolve('technology-rider', 'for');
  expect(choiceOnTop(r.state)).toBe('agenda/research');
  const offered = choiceOptions(r.state, 1);
  expect(offered).toContain('done');
  const tech = offered.find((o) => o !== 'done')!;
  const after = choose(r.state, tech).state;
  expect(after.players[1]!.technologies).toContain(tech);
  expect(choiceOnTop(predictAndResolve('technology-rider', 'against').state)).toBeUndefined();
});

test('8.22 Leadership Rider resolves for a correct prediction: 3 command tokens placed as its player chooses (20.2)', () => {
  const r = predictAndResolve('leadership-rider', 'for');
  expect(choiceOnTop(r.state)).toBe('leadership-rider/place-tokens');
  expect(choiceOptions(r.state, 1)).toHaveLength(10);
  const after = choose(r.state, '1/1/1').state;
  expect(after.players[1]!.pools).toEqual({ tactic: 4, fleet: 4, strategy: 3 });
  expect(predictAndResolve('leadership-rider', 'against').state.players[1]!.pools).toEqual({
    tactic: 3,
    fleet: 3,
    strategy: 2,
  });
});

test('8.22 Construction Rider resolves for a correct prediction: a space dock on a planet without one (79.3)', () => {
  const r = predictAndResolve('construction-rider', 'for');
  expect(choiceOnTop(r.state)).toBe('construction-rider/place-space-dock');
  const offered = choiceOptions(r.state, 1);
  // Hacan's home has three planets, one of them with the starting space dock.
  expect(offered).toHaveLength(2);
  const [system, planet] = offered[0]!.split('|');
  const after = choose(r.state, offered[0]!).state;
  expect(countAt(after, { system: system!, planet: planet! }, 1, 'space-dock')).toBe(1);
  expect(unitCount(after, 1, 'space-dock')).toBe(2);
  expect(unitCount(predictAndResolve('construction-rider', 'against').state, 1, 'space-dock')).toBe(1);
});

test('8.22 Warfare Rider resolves for a correct prediction: a dreadnought where its player has ships', () => {
  const r = predictAndResolve('warfare-rider', 'for');
  expect(choiceOnTop(r.state)).toBe('warfare-rider/place-dreadnought');
  const key = home(r.state, 1);
  expect(choiceOptions(r.state, 1)).toEqual([key]);
  const before = countAt(r.state, spaceOf(key), 1, 'dreadnought');
  const after = choose(r.state, key).state;
  expect(countAt(after, spaceOf(key), 1, 'dreadnought')).toBe(before + 1);
  expect(unitCount(predictAndResolve('warfare-rider', 'against').state, 1, 'dreadnought')).toBe(
    unitCount(r.state, 1, 'dreadnought'),
  );
});

test('8.22 Diplomacy Rider resolves for a correct prediction: every other player places a token in the system chosen', () => {
  const r = predictAndResolve('diplomacy-rider', 'for');
  expect(choiceOnTop(r.state)).toBe('diplomacy-rider/choose-system');
  const key = home(r.state, 1);
  expect(choiceOptions(r.state, 1)).toEqual([key]);
  const after = choose(r.state, key).state;
  expect([...after.board.systems[key]!.commandTokens].sort()).toEqual([0, 2, 3]);
  const wrong = predictAndResolve('diplomacy-rider', 'against').state;
  expect(wrong.board.systems[key]!.commandTokens).toEqual([]);
});

test('20.3b Diplomacy Rider: a player with no token left in reinforcements places one from a pool of their sheet', () => {
  const r = predictAndResolve('diplomacy-rider', 'for');
  const key = home(r.state, 1);
  // Seat 2's 16 tokens are all on its sheet: none in reinforcements.
  const full = edit(r.state, (d) => {
    d.players[2]!.pools = { tactic: 8, fleet: 5, strategy: 3 };
  });
  let s = choose(full, key).state;
  expect(choiceOnTop(s)).toBe('diplomacy/token-from-sheet');
  expect(topDecision(s)?.waitingOn).toEqual([2]);
  s = act(s, 2, { type: 'choose', option: 'strategy' }).state;
  expect([...s.board.systems[key]!.commandTokens].sort()).toEqual([0, 2, 3]);
  expect(s.players[2]!.pools).toEqual({ tactic: 8, fleet: 5, strategy: 2 });
});

test('8.22 Sanction resolves for a correct prediction: each player who voted for it returns a fleet token', () => {
  const r = predictAndResolve('sanction', 'for');
  expect(r.state.players[3]!.pools.fleet).toBe(2);
  expect(r.state.players[0]!.pools.fleet).toBe(3);
  expect(r.state.players[2]!.pools.fleet).toBe(3);
  expect(predictAndResolve('sanction', 'against').state.players[3]!.pools.fleet).toBe(3);
});

test('8.22 riders: a player may play several on one agenda, on opposing outcomes (FAQ)', () => {
  let s = riderWindow('trade-rider', { 1: ['trade-rider', 'imperial-rider'] });
  s = playCard(s, 1, 'trade-rider', { outcome: 'against' }).state;
  s = playCard(s, 1, 'imperial-rider', { outcome: 'for' }).state;
  const r = vote(s, { 3: { outcome: 'for' } });
  expect(r.state.players[1]!.tradeGoods).toBe(0);
  expect(victoryPoints(r.state.players[1]!)).toBe(1);
  expect(held(r.state, 1)).toEqual([]);
});

test('8.22 a prediction comes before any vote: once votes are cast a rider cannot predict', () => {
  const s = riderWindow('trade-rider');
  const voted = edit(s, (d) => {
    d.agenda!.current!.votingStarted = true;
    d.agenda!.current!.votes.push({ seat: 3, outcome: 'for', planets: ['nar'], votes: 3 });
  });
  expect(checkUse(voted, 1, abilityById('trade-rider'), { outcome: 'for' }, {})).toMatchObject({
    ok: false,
    error: { code: 'agenda/votes-cast', rule: '8.22' },
  });
  expect(checkUse(s, 1, abilityById('trade-rider'), { outcome: 'for' }, {}).ok).toBe(true);
});

test('8.22 the rider window asks every player holding action cards, whatever they hold, so asking reveals nothing', () => {
  const s = riderWindow('trade-rider', { 2: ['sabotage'], 3: ['summit'] });
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-agenda-revealed', waitingOn: [1, 2, 3] });
  expect(options(s, 3).map((o) => o.label)).toEqual([
    'Pass',
    'Pass on every window like this until the end of this turn/phase',
  ]);
  expect(
    options(s, 1)
      .filter((o) => o.command.type === 'use-ability')
      .map((o) => o.label),
  ).toEqual(['Trade Rider: predict For', 'Trade Rider: predict Against']);
});
