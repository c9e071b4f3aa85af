// One test per directive of the agenda deck (LRR 7.7–7.8): its outcomes, resolved once, then discarded.
import { expect, test } from 'vitest';
import type { GameEvent } from '../core/events';
import { seedRng } from '../core/rng';
import type { GameState } from '../core/state';
import { STAGE1_IN_PLAY, STAGE2_IN_PLAY } from '../content/in-play';
import { STAGE1_OBJECTIVES } from '../data/objectives';
import { victoryPoints } from '../phases/victory';
import { options } from '../flow/options';
import { topDecision } from '../testing/scenario';
import { lawInPlay } from './laws';
import { NON_FIGHTER_SHIPS } from '../objectives/board-queries';
import { act, agendaGame, choiceOnTop, choose, finishPhase, resolveAgenda, resolvedOutcome, vote } from './scenario';
import {
  addToDraft,
  clearUnits,
  dealActionCards,
  givePlanet,
  home,
  isExhausted,
  planetOwner,
  putLaw,
  unitCount,
} from './testkit';

const tgs = (s: GameState) => s.players.map((p) => p.tradeGoods);
const hands = (s: GameState) => s.players.map((p) => p.actionCards.length);
const points = (s: GameState) => s.players.map(victoryPoints);
const pools = (s: GameState) => s.players.map((p) => `${p.pools.tactic}/${p.pools.fleet}/${p.pools.strategy}`);

/** Answers every choice of the given kind with its default (as a deadline would). */
function timeoutAll(state: GameState, choice: string): GameState {
  let s = state;
  for (let guard = 0; guard < 50 && choiceOnTop(s) === choice; guard++)
    s = act(s, topDecision(s)!.waitingOn[0]!, { type: 'timeout' }).state;
  return s;
}

test('Archived Secret (8.10 elect a player): the elected player draws a secret objective', () => {
  const s = resolveAgenda('archived-secret', { outcome: '2' }).state;
  expect(s.players.map((p) => p.secretObjectives.length)).toEqual([1, 1, 2, 1]);
  expect(s.decks.agenda.discard).toEqual(['archived-secret']);
});

test("Armed Forces Standardization: the elected player's command sheet becomes 3 tactic, 3 fleet, 2 strategy", () => {
  const s = resolveAgenda('armed-forces-standardization', {
    outcome: '1',
    setup: (d) => (d.players[1]!.pools = { tactic: 1, fleet: 5, strategy: 0 }),
  }).state;
  expect(pools(s)[1]).toBe('3/3/2');
});

test('Arms Reduction (For): everyone keeps at most 2 dreadnoughts and 4 cruisers, choosing which go', () => {
  const r = resolveAgenda('arms-reduction', {
    outcome: 'for',
    setup: (d) => {
      clearUnits(d, 2, ['dreadnought', 'cruiser']);
      addToDraft(d, home(d, 2), 2, { dreadnought: 3, cruiser: 5 });
      addToDraft(d, '0,0', 2, { dreadnought: 1 });
    },
  });
  // The extra cruiser is all in one place: it goes at once. The dreadnoughts are in two places: Letnev picks one,
  // after which the other is all in one place.
  expect(unitCount(r.state, 2, 'cruiser')).toBe(4);
  expect(choiceOnTop(r.state)).toBe('agenda/destroy-unit');
  const s = choose(r.state, '0,0||dreadnought').state;
  expect(s.board.systems[home(s, 2)]!.space[2]?.counts.dreadnought).toBe(2);
  expect(unitCount(s, 2, 'dreadnought')).toBe(2);
  expect(unitCount(s, 3, 'dreadnought')).toBe(1);
  expect(topDecision(s)?.kind).toBe('vote');
});

test('Arms Reduction (Against): at the start of the next strategy phase every planet with a technology specialty is exhausted', () => {
  const r = resolveAgenda('arms-reduction', {
    outcome: 'against',
    setup: (d) => (givePlanet(d, 'ang', 1), givePlanet(d, 'quann', 1)),
  });
  const s = finishPhase(r.state).state;
  expect([isExhausted(s, 'ang'), isExhausted(s, 'quann')]).toEqual([true, false]);
});

test("Clandestine Operations: For returns 2 tokens of each player's choice; Against returns 1 fleet token each", () => {
  const r = resolveAgenda('clandestine-operations', { outcome: 'for' });
  expect(choiceOnTop(r.state)).toBe('agenda/return-token');
  expect(topDecision(r.state)?.waitingOn).toEqual([0]);
  const s = timeoutAll(r.state, 'agenda/return-token');
  expect(pools(s)).toEqual(['1/3/2', '1/3/2', '1/3/2', '1/3/2']);
  expect(pools(resolveAgenda('clandestine-operations', { outcome: 'against' }).state)).toEqual([
    '3/2/2',
    '3/2/2',
    '3/2/2',
    '3/2/2',
  ]);
});

test('Colonial Redistribution: units on the elected planet are destroyed; a player with the fewest points may take it with 1 infantry', () => {
  const r = resolveAgenda('colonial-redistribution', {
    setup: (d) => {
      givePlanet(d, 'quann', 3);
      addToDraft(d, '2,-1', 3, { infantry: 2, pds: 1 }, 'quann');
    },
  });
  // Quann is the only planet outside home systems that anyone controls: the only outcome.
  expect(resolvedOutcome(r.events)).toBe('quann');
  expect(unitCount(r.state, 3, 'infantry')).toBe(2);
  expect(unitCount(r.state, 3, 'pds')).toBe(2);
  expect(choiceOnTop(r.state)).toBe('agenda/colonial-recipient');
  expect(topDecision(r.state)?.waitingOn).toEqual([3]);
  let s = choose(r.state, '1').state;
  expect(choiceOnTop(s)).toBe('agenda/colonial-infantry');
  s = choose(s, 'place').state;
  expect(planetOwner(s, 'quann')).toBe(1);
  expect(isExhausted(s, 'quann')).toBe(true);
  expect(s.board.systems['2,-1']!.planets.quann!.units).toEqual({ 1: { counts: { infantry: 1 }, damaged: {} } });
});

test('25 Colonial Redistribution: taking the planet is gaining control as by any other means; Scavenge pays the Saar 1 trade good', () => {
  const r = resolveAgenda('colonial-redistribution', {
    setup: (d) => {
      d.players[1]!.faction = 'saar';
      givePlanet(d, 'quann', 3);
      addToDraft(d, '2,-1', 3, { infantry: 2 }, 'quann');
    },
  });
  let s = choose(r.state, '1').state;
  const before = s.players[1]!.tradeGoods;
  s = choose(s, 'place').state;
  // The Saar may then deploy a mech there (Scavenge's trade good pays for it): decline it.
  while (topDecision(s)?.waitingOn.includes(1) && options(s, 1).some((o) => o.label.startsWith('Pass')))
    s = act(s, 1, options(s, 1).find((o) => o.label.startsWith('Pass'))!.command).state;
  expect(planetOwner(s, 'quann')).toBe(1);
  expect(s.players[1]!.tradeGoods).toBe(before + 1);
});

test('Compensated Disarmament (8.11 elect a planet): its ground forces are destroyed and its controller gains a trade good for each', () => {
  const r = resolveAgenda('compensated-disarmament', {
    outcome: 'jol',
    setup: (d) => addToDraft(d, home(d, 3), 3, { mech: 1 }, 'jol'),
  });
  expect(r.state.board.systems[home(r.state, 3)]!.planets.jol!.units).toEqual({
    3: { counts: { pds: 2, 'space-dock': 1 }, damaged: {} },
  });
  expect(tgs(r.state)).toEqual([0, 0, 0, 3]);
});

test('Covert Legislation: players vote on the outcomes of a hidden agenda, which is the one resolved', () => {
  const s0 = agendaGame({ agendas: ['covert-legislation', 'mutiny', 'seed-of-an-empire'] });
  expect(s0.agenda?.current?.agenda).toBe('covert-legislation');
  const r = vote(s0, { 1: { outcome: 'for' }, 3: { outcome: 'for' } });
  expect(r.events).toContainEqual({ type: 'agenda-resolved', agenda: 'mutiny', outcome: 'for', tally: { for: 7 } });
  expect(points(r.state)).toEqual([0, 1, 0, 1]);
  expect(r.state.decks.agenda.discard.sort()).toEqual(['covert-legislation', 'mutiny']);
  expect(r.state.agenda?.current?.agenda).toBe('seed-of-an-empire');
});

test('Economic Equality: For resets everyone to 5 trade goods; Against returns every trade good', () => {
  const setup = (d: GameState) => d.players.forEach((p, i) => (p.tradeGoods = [2, 0, 7, 1][i]!));
  expect(tgs(resolveAgenda('economic-equality', { outcome: 'for', setup }).state)).toEqual([5, 5, 5, 5]);
  expect(tgs(resolveAgenda('economic-equality', { outcome: 'against', setup }).state)).toEqual([0, 0, 0, 0]);
});

test('Galactic Crisis Pact (elect a strategy card): each player may use its secondary without spending a command token', () => {
  const r = resolveAgenda('galactic-crisis-pact', {
    outcome: 'diplomacy',
    setup: (d) => {
      d.players[1]!.pools.strategy = 0;
      givePlanet(d, 'hercant', 1, true);
      givePlanet(d, 'kamdorn', 1, true);
    },
  });
  // Only Hacan has exhausted planets for Diplomacy's secondary to ready.
  expect(choiceOnTop(r.state)).toBe('agenda/crisis-pact');
  expect(topDecision(r.state)?.waitingOn).toEqual([1]);
  const s = choose(r.state, '0').state;
  expect([isExhausted(s, 'hercant'), isExhausted(s, 'kamdorn')]).toEqual([false, false]);
  expect(s.players[1]!.pools.strategy).toBe(0);
});

test('Incentive Program: For reveals the top stage I objective; Against the top stage II objective', () => {
  const f = resolveAgenda('incentive-program', { outcome: 'for' });
  const stage1 = f.state.objectives.revealed.at(-1)!;
  expect(Object.hasOwn(STAGE1_OBJECTIVES, stage1)).toBe(true);
  expect(f.state.objectives.revealed).toHaveLength(3);
  // Five of each stage were dealt at setup (61.4); one more is revealed from the rest.
  expect(f.state.objectives.stage1.draw).toHaveLength(STAGE1_IN_PLAY.length - 5 - 1);
  const a = resolveAgenda('incentive-program', { outcome: 'against' });
  expect(Object.hasOwn(STAGE1_OBJECTIVES, a.state.objectives.revealed.at(-1)!)).toBe(false);
  expect(a.state.objectives.stage2.draw).toHaveLength(STAGE2_IN_PLAY.length - 5 - 1);
});

test("Ixthian Artifact (For): on 6–10 everyone may research 2 technologies; on 1–5 Mecatol Rex's system and 3 units per adjacent system are destroyed", () => {
  const rolled = (events: readonly GameEvent[]) =>
    events.find((e): e is Extract<GameEvent, { type: 'die-rolled' }> => e.type === 'die-rolled');
  const seen = new Set<'high' | 'low'>();
  for (let i = 0; i < 40 && seen.size < 2; i++) {
    const r = resolveAgenda('ixthian-artifact', {
      outcome: 'for',
      setup: (d) => {
        d.rng = seedRng(`ixthian-${i}`);
        addToDraft(d, '0,0', 0, { destroyer: 1 });
        addToDraft(d, '0,-1', 2, { fighter: 3 });
        addToDraft(d, '1,0', 3, { fighter: 5 });
      },
    });
    const die = rolled(r.events)!;
    expect(die).toMatchObject({ seat: 0, purpose: 'ixthian-artifact', needed: 6 });
    if (die.result >= 6) {
      seen.add('high');
      expect(choiceOnTop(r.state)).toBe('agenda/research');
      expect(unitCount(r.state, 0, 'destroyer')).toBe(2);
    } else {
      seen.add('low');
      expect(r.state.board.systems['0,0']!.space).toEqual({});
      expect([unitCount(r.state, 2, 'fighter'), unitCount(r.state, 3, 'fighter')]).toEqual([1, 3]);
    }
  }
  expect(seen.size).toBe(2);
});

test('Judicial Abolishment (elect a law): the elected law is discarded', () => {
  const r = resolveAgenda('judicial-abolishment', {
    outcome: 'minister-of-war',
    setup: (d) => (putLaw(d, 'minister-of-war', '1'), putLaw(d, 'fleet-regulations')),
  });
  expect(r.state.laws).toEqual([{ id: 'fleet-regulations', electedTarget: null }]);
  expect(r.state.decks.agenda.discard).toEqual(['minister-of-war', 'judicial-abolishment']);
});

test('Minister of Antiquities: the elected player gains the top relic', () => {
  const r = resolveAgenda('minister-of-antiquities', {
    outcome: '3',
    setup: (d) => (d.decks.relic.draw = ['the-obsidian', ...d.decks.relic.draw.filter((c) => c !== 'the-obsidian')]),
  });
  expect(r.state.players[3]!.relics).toEqual(['the-obsidian']);
  expect(r.events).toContainEqual({ type: 'relic-gained', seat: 3, relic: 'the-obsidian' });
});

test('Miscount Disclosed: the elected law is voted on again as if just revealed, staying in play meanwhile (FAQ)', () => {
  const r = resolveAgenda('miscount-disclosed', { setup: (d) => putLaw(d, 'fleet-regulations') });
  // The only law in play is the only outcome; the re-vote starts at once.
  expect(r.state.agenda?.current).toMatchObject({ agenda: 'fleet-regulations', revote: true });
  expect(lawInPlay(r.state, 'fleet-regulations')).toBe(true);
  const again = vote(r.state, { 3: { outcome: 'against' } });
  expect(lawInPlay(again.state, 'fleet-regulations')).toBe(false);
  expect(again.state.decks.agenda.discard).toEqual(['miscount-disclosed', 'fleet-regulations']);
  expect(again.state.players.map((p) => p.pools.fleet)).toEqual([4, 4, 4, 4]);
  expect(again.state.agenda?.current?.agenda).toBe('regulated-conscription');
});

test('Mutiny: For gives each For voter a point; Against takes one from each For voter', () => {
  const f = resolveAgenda('mutiny', { ballots: { 1: { outcome: 'for' }, 3: { outcome: 'for' } } });
  expect(points(f.state)).toEqual([0, 1, 0, 1]);
  const a = resolveAgenda('mutiny', {
    ballots: { 1: { outcome: 'for' }, 3: { outcome: 'against' } },
    setup: (d) => d.players[1]!.otherPoints.push({ source: 'test', points: 2 }),
  });
  expect(points(a.state)).toEqual([0, 1, 0, 0]);
});

test('New Constitution (For): every law is discarded and home planets are exhausted at the start of the next strategy phase', () => {
  const r = resolveAgenda('new-constitution', {
    outcome: 'for',
    setup: (d) => (putLaw(d, 'fleet-regulations'), putLaw(d, 'minister-of-war', '1'), givePlanet(d, 'quann', 0)),
  });
  expect(r.state.laws).toEqual([]);
  const s = finishPhase(r.state).state;
  expect(['jord', 'hercant', 'arcprime', 'nar', 'quann'].map((p) => isExhausted(s, p))).toEqual([
    true,
    true,
    true,
    true,
    false,
  ]);
});

test('Public Execution: the elected player discards their hand, passes the speaker token left and cannot vote again this phase', () => {
  const r = resolveAgenda('public-execution', { outcome: '0', setup: (d) => dealActionCards(d, 0, 2) });
  expect(hands(r.state)).toEqual([0, 0, 0, 0]);
  expect(r.state.speaker).toBe(1);
  expect(vote(r.state, {}).order).toEqual([2, 3, 1]);
});

test('Rearmament Agreement: For puts a mech on a home planet of each player; Against turns every mech into an infantry', () => {
  const r = resolveAgenda('rearmament-agreement', { outcome: 'for' });
  // Sol has one home planet; the others pick.
  expect(unitCount(r.state, 0, 'mech')).toBe(1);
  let s = choose(r.state, 'hercant').state;
  s = choose(s, 'wrenterra').state;
  s = choose(s, 'nar').state;
  expect(s.players.map((p) => unitCount(s, p.seat, 'mech'))).toEqual([1, 1, 1, 1]);
  const a = resolveAgenda('rearmament-agreement', {
    outcome: 'against',
    setup: (d) => addToDraft(d, home(d, 1), 1, { mech: 2 }, 'hercant'),
  });
  expect([
    unitCount(a.state, 1, 'mech'),
    a.state.board.systems[home(a.state, 1)]!.planets.hercant!.units[1]?.counts,
  ]).toEqual([0, { infantry: 2 }]);
});

test('90.5 Research Grant Reallocation: the elected player gains any technology and returns a fleet token per prerequisite', () => {
  const r = resolveAgenda('research-grant-reallocation', { outcome: '1' });
  expect(choiceOnTop(r.state)).toBe('agenda/gain-technology');
  const s = choose(r.state, 'fl').state;
  expect(s.players[1]!.technologies).toContain('fl');
  expect(s.players[1]!.pools.fleet).toBe(1);
});

test('Seed of an Empire: For gives the leader a point; Against gives a point to every player tied for the fewest', () => {
  const setup = (d: GameState) => d.players[2]!.otherPoints.push({ source: 'test', points: 1 });
  expect(points(resolveAgenda('seed-of-an-empire', { outcome: 'for', setup }).state)).toEqual([0, 0, 2, 0]);
  expect(points(resolveAgenda('seed-of-an-empire', { outcome: 'against', setup }).state)).toEqual([1, 1, 1, 1]);
});

test("Swords to Plowshares: For destroys half of each planet's infantry (rounded up) for trade goods; Against adds 1 infantry per planet", () => {
  const f = resolveAgenda('swords-to-plowshares', { outcome: 'for' });
  // Starting infantry: Jord 5, Arretze 4, Arc Prime 3, Jol 2.
  expect(f.state.players.map((p) => unitCount(f.state, p.seat, 'infantry'))).toEqual([2, 2, 1, 1]);
  expect(tgs(f.state)).toEqual([3, 2, 2, 1]);
  const a = resolveAgenda('swords-to-plowshares', { outcome: 'against' });
  expect(a.state.players.map((p) => unitCount(a.state, p.seat, 'infantry'))).toEqual([6, 7, 5, 4]);
});

test('90 Anti-Intellectual Revolution with Wormhole Research: a technology researched costs exactly 1 non-fighter ship', () => {
  const r = resolveAgenda('wormhole-research', {
    outcome: 'for',
    setup: (d) => {
      putLaw(d, 'anti-intellectual-revolution');
      addToDraft(d, '-2,3', 2, { fighter: 2 });
    },
  });
  const nonFighters = (s: GameState) => NON_FIGHTER_SHIPS.reduce((n, t) => n + unitCount(s, 2, t), 0);
  let s = r.state;
  // Those asked before seat 2 research nothing.
  while (choiceOnTop(s) === 'agenda/research' && topDecision(s)?.waitingOn[0] !== 2) s = choose(s, 'done').state;
  expect(topDecision(s)?.waitingOn).toEqual([2]);
  const before = nonFighters(s);
  s = act(s, 2, options(s, 2)[0]!.command).state;
  // The research's own ship loss first, the seat's pick among its ships; nothing else asks for a ship.
  expect(choiceOnTop(s)).toBe('research/destroy-ship');
  s = act(s, 2, options(s, 2)[0]!.command).state;
  expect(choiceOnTop(s)).not.toBe('agenda/destroy-unit');
  expect(nonFighters(s)).toBe(before - 1);
  expect(s.players[2]!.technologies).toHaveLength(3);
});

test('Unconventional Measures: For voters draw 2 action cards if For wins, or discard their hands if Against wins', () => {
  const f = resolveAgenda('unconventional-measures', { ballots: { 1: { outcome: 'for' }, 3: { outcome: 'for' } } });
  expect(hands(f.state)).toEqual([0, 2, 0, 2]);
  const a = resolveAgenda('unconventional-measures', {
    ballots: { 1: { outcome: 'for' }, 3: { outcome: 'against' } },
    setup: (d) => (dealActionCards(d, 1, 2), dealActionCards(d, 3, 2)),
  });
  expect(hands(a.state)).toEqual([0, 0, 0, 2]);
});

test('Wormhole Research: For lets players with ships by a wormhole research 1 technology, then ships in alpha/beta systems are destroyed', () => {
  const r = resolveAgenda('wormhole-research', {
    outcome: 'for',
    setup: (d) => {
      addToDraft(d, '2,-2', 0, { destroyer: 1 });
      addToDraft(d, '-2,3', 2, { fighter: 2 });
    },
  });
  expect(choiceOnTop(r.state)).toBe('agenda/research');
  expect(topDecision(r.state)?.waitingOn).toEqual([0]);
  let s = choose(r.state, 'done').state;
  expect(topDecision(s)?.waitingOn).toEqual([2]);
  const first = options(s, 2)[0]!;
  expect(first.label).toMatch(/^Research /);
  s = act(s, 2, first.command).state;
  expect(s.players[2]!.technologies).toHaveLength(3);
  expect([unitCount(s, 0, 'destroyer'), unitCount(s, 2, 'fighter')]).toEqual([1, 1]);
  const a = resolveAgenda('wormhole-research', { ballots: { 3: { outcome: 'against' } } });
  expect(timeoutAll(a.state, 'agenda/return-token').players[3]!.pools).toEqual({ tactic: 2, fleet: 3, strategy: 2 });
});
