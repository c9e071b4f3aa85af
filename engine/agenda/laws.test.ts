// One test per law of the agenda deck (LRR 7.2–7.6): its outcome, and the rule it changes while in play.
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { abilityById } from '../abilities/catalog';
import { checkUse } from '../abilities/play';
import { checkGainTokens } from '../economy/command-tokens';
import { flowCtx } from '../kernel/context';
import { areAdjacent } from '../galaxy/adjacency';
import { edit, newGame, pickStrategyCards, play, refuse, runStep, topDecision } from '../testing/scenario';
import { view } from '../view';
import {
  ACTION_CARD_HAND_LIMIT,
  ADJACENCY,
  ask,
  CANNOT_BOMBARD,
  DESTROY_SHIP_AFTER_RESEARCH,
  FIGHTERS_AND_INFANTRY_PER_COST,
  FLEET_POOL_LIMIT,
  FREE_TECHNOLOGY_CARD_RESEARCH,
  MAY_MOVE_THROUGH_NEBULAE,
  MECH_ABILITIES_SUPPRESSED,
  MOVEMENT_WORMHOLES_CLOSED,
  PDS_PER_PLANET,
  PREREQUISITES_IGNORED,
  PRODUCE_AFTER_SPACE_DOCK,
  TRADE_GOODS_AFTER_REPLENISHING,
  TRADE_GOODS_ON_GAINING_PLANET,
  WAR_SUNS_LOSE_SUSTAIN_DAMAGE,
} from '../effects';
import { discardLaw, lawInPlay, lawOwner } from './laws';
import { act, agendaGame, choiceOnTop, choose, finishPhase, resolveAgenda, vote } from './scenario';
import { addToDraft, dealActionCards, givePlanet, home, isExhausted, putLaw, unitCount } from './testkit';
import { addVotes } from './voting';

/** The wormholes of a system that create no adjacency for seat 0's movement. */
const closedForMovement = (state: GameState, system: string) => {
  const closed = ask(MOVEMENT_WORMHOLES_CLOSED, { state, seat: 0 });
  return [...(closed.ignoreWormholes ?? []), ...(closed.ignoreWormholesIn?.[system] ?? [])];
};
const tgs = (s: GameState) => s.players.map((p) => p.tradeGoods);
const hands = (s: GameState) => s.players.map((p) => p.actionCards.length);

test('Anti-Intellectual Revolution (7.3 For): while in play, researching costs a non-fighter ship', () => {
  const r = resolveAgenda('anti-intellectual-revolution', { outcome: 'for' });
  expect(lawInPlay(r.state, 'anti-intellectual-revolution')).toBe(true);
  expect(ask(DESTROY_SHIP_AFTER_RESEARCH, { state: r.state, seat: 0 })).toBe(true);
});

test('Anti-Intellectual Revolution (Against): at the start of the next strategy phase each player exhausts a planet per technology', () => {
  const r = resolveAgenda('anti-intellectual-revolution', {
    outcome: 'against',
    setup: (d) => {
      d.players.forEach((p) => (p.technologies = []));
      d.players[0]!.technologies = ['amd', 'gd'];
      d.players[3]!.technologies = ['amd'];
    },
  });
  const done = finishPhase(r.state);
  // Sol has one planet for two technologies: it goes; Jol-Nar picks one of two.
  expect(isExhausted(done.state, 'jord')).toBe(true);
  expect(choiceOnTop(done.state)).toBe('agenda/exhaust-planet');
  const s = choose(done.state, 'jol').state;
  expect([isExhausted(s, 'jol'), isExhausted(s, 'nar'), isExhausted(s, 'hercant')]).toEqual([true, false, false]);
  expect(s.phase).toBe('strategy');
});

test("Articles of War: For takes mechs' printed abilities; Against gives 3 trade goods to each For voter", () => {
  expect(ask(MECH_ABILITIES_SUPPRESSED, { state: resolveAgenda('articles-of-war', { outcome: 'for' }).state })).toBe(
    true,
  );
  const r = resolveAgenda('articles-of-war', { ballots: { 1: { outcome: 'for' }, 3: { outcome: 'against' } } });
  expect(lawInPlay(r.state, 'articles-of-war')).toBe(false);
  expect(tgs(r.state)).toEqual([0, 3, 0, 0]);
});

test('Checks and Balances (For): a strategy card chosen is given to another player still short of cards (84)', () => {
  const r = resolveAgenda('checks-and-balances', { outcome: 'for' });
  const s = finishPhase(r.state).state;
  expect(s.phase).toBe('strategy');
  const picked = play(s, 0, { type: 'choose-strategy-card', card: 'leadership' });
  expect(choiceOnTop(picked)).toBe('agenda/checks-and-balances');
  const given = choose(picked, '2').state;
  expect(given.players[2]!.strategyCards).toEqual(['leadership']);
  expect(given.players[0]!.strategyCards).toEqual([]);
  expect(given.strategyCards.leadership?.holder).toBe(2);
});

test('Classified Document Leaks (8.9 elect a scored secret objective): it becomes a public objective; discarded, it stops being one (FAQ)', () => {
  const r = resolveAgenda('classified-document-leaks', {
    setup: (d) => {
      d.players[1]!.secretObjectives = [{ id: 'become_martyr', scored: true }];
    },
  });
  // The only scored secret objective is the only outcome: it wins without a tie.
  expect(r.state.laws).toEqual([{ id: 'classified-document-leaks', electedTarget: 'become_martyr' }]);
  expect(r.state.objectives.revealed).toContain('become_martyr');
  expect(r.state.objectives.scoredBy.become_martyr).toEqual([1]);
  const gone = edit(r.state, (d) => discardLaw(flowCtx(d, null), 'classified-document-leaks'));
  expect(gone.objectives.revealed).not.toContain('become_martyr');
  expect(gone.players[1]!.secretObjectives).toEqual([{ id: 'become_martyr', scored: true }]);
});

test('Classified Document Leaks: revealed with no scored secret objective, it is discarded and another agenda revealed', () => {
  const s = agendaGame({ agendas: ['classified-document-leaks', 'mutiny'] });
  expect(s.agenda?.current?.agenda).toBe('mutiny');
  expect(s.decks.agenda.discard).toEqual(['classified-document-leaks']);
});

test('Committee Formation (7.4): its owner may discard it to choose the elected player of an election, with no vote', () => {
  const s0 = agendaGame({ agendas: ['committee-formation', 'minister-of-policy'] });
  const elected = choose(vote(s0, {}).state, '3').state;
  expect(lawOwner(elected, 'committee-formation')).toBe(3);
  expect(choiceOnTop(elected)).toBe('agenda/committee-formation');
  expect(topDecision(elected)?.waitingOn).toEqual([3]);
  const r = choose(elected, '1');
  expect(r.events.some((e) => e.type === 'votes-cast' || e.type === 'abstained')).toBe(false);
  expect(lawOwner(r.state, 'minister-of-policy')).toBe(1);
  expect(lawInPlay(r.state, 'committee-formation')).toBe(false);
  expect(r.state.phase).toBe('strategy');
});

test('Conventions of War: For forbids bombardment of cultural planets; Against voters discard their action cards', () => {
  const f = resolveAgenda('conventions-of-war', { outcome: 'for' }).state;
  expect(ask(CANNOT_BOMBARD, { state: f, seat: 0, planet: 'abaddon' })).toMatchObject({ rule: '15' }); // cultural
  expect(ask(CANNOT_BOMBARD, { state: f, seat: 0, planet: 'arnor' })).toBeNull(); // industrial
  const r = resolveAgenda('conventions-of-war', {
    ballots: { 3: { outcome: 'against' }, 1: { outcome: 'for' } },
    setup: (d) => {
      dealActionCards(d, 3, 3);
      dealActionCards(d, 1, 2);
    },
  });
  expect(hands(r.state)).toEqual([0, 2, 0, 0]);
  expect(r.state.decks.action.discard).toHaveLength(3);
});

test('Enforced Travel Ban: For shuts alpha and beta wormholes for movement; Against destroys PDS in or next to wormhole systems', () => {
  const r = resolveAgenda('enforced-travel-ban', { outcome: 'for' });
  expect(closedForMovement(r.state, '2,-2')).toEqual(['alpha', 'beta']);
  const a = resolveAgenda('enforced-travel-ban', {
    outcome: 'against',
    // Sol's home (3,-2) touches the alpha (2,-2) and beta (2,-1) systems; Jol-Nar's home touches none.
    setup: (d) => addToDraft(d, home(d, 0), 0, { pds: 1 }, 'jord'),
  });
  expect(unitCount(a.state, 0, 'pds')).toBe(0);
  expect(unitCount(a.state, 3, 'pds')).toBe(2);
});

test('Executive Sanctions: For sets the hand limit to 3 (2.4a) and players discard down; Against discards 1 random card each', () => {
  const r = resolveAgenda('executive-sanctions', {
    outcome: 'for',
    setup: (d) => {
      // Six action cards are in play (engine/content/in-play.ts): five for seat 2, one for seat 1.
      dealActionCards(d, 2, 5);
      dealActionCards(d, 1, 1);
    },
  });
  expect(ask(ACTION_CARD_HAND_LIMIT, { state: r.state, seat: 2 })).toBe(3);
  expect(choiceOnTop(r.state)).toBe('agenda/discard-action-card');
  let s = r.state;
  for (let i = 0; i < 2; i++) s = choose(s, s.players[2]!.actionCards[0]!).state;
  expect(hands(s)).toEqual([0, 1, 3, 0]);
  const a = resolveAgenda('executive-sanctions', { outcome: 'against', setup: (d) => dealActionCards(d, 1, 2) });
  expect(hands(a.state)).toEqual([0, 1, 0, 0]);
  expect(a.state.decks.action.discard).toHaveLength(1);
});

test('Fleet Regulations: For caps fleet pools at 4, now and when gaining tokens; Against adds a fleet token to each player', () => {
  const r = resolveAgenda('fleet-regulations', {
    outcome: 'for',
    setup: (d) => (d.players[1]!.pools = { tactic: 1, fleet: 6, strategy: 1 }),
  });
  expect(r.state.players[1]!.pools.fleet).toBe(4);
  expect(ask(FLEET_POOL_LIMIT, { state: r.state })).toBe(4);
  const gain = checkGainTokens(r.state, 0, 2, { tactic: 0, fleet: 2, strategy: 0 });
  expect(gain.ok ? null : gain.error.code).toBe('tokens/fleet-regulations');
  const a = resolveAgenda('fleet-regulations', { outcome: 'against' });
  expect(a.state.players.map((p) => p.pools.fleet)).toEqual([4, 4, 4, 4]);
});

test('Homeland Defense Act: For lifts the PDS-per-planet limit; Against makes each player destroy one PDS', () => {
  expect(ask(PDS_PER_PLANET, { state: resolveAgenda('homeland-defense-act', { outcome: 'for' }).state })).toBe(
    Number.POSITIVE_INFINITY,
  );
  const r = resolveAgenda('homeland-defense-act', {
    outcome: 'against',
    setup: (d) => {
      addToDraft(d, home(d, 1), 1, { pds: 1 }, 'hercant');
      addToDraft(d, home(d, 1), 1, { pds: 1 }, 'kamdorn');
    },
  });
  // Jol-Nar's two PDS share a planet: one goes at once. Hacan picks which of theirs.
  expect(unitCount(r.state, 3, 'pds')).toBe(1);
  expect(choiceOnTop(r.state)).toBe('agenda/destroy-unit');
  const s = choose(r.state, `${home(r.state, 1)}|kamdorn|pds`).state;
  expect(unitCount(s, 1, 'pds')).toBe(1);
});

test('Imperial Arbiter (7.4): at the end of the strategy phase its owner may discard it to swap strategy cards', () => {
  const r = resolveAgenda('imperial-arbiter', { outcome: '2' });
  let s = finishPhase(r.state).state;
  s = pickStrategyCards(s, [
    'leadership',
    'diplomacy',
    'politics',
    'construction',
    'trade',
    'warfare',
    'technology',
    'imperial',
  ]);
  expect(choiceOnTop(s)).toBe('agenda/imperial-arbiter');
  expect(topDecision(s)?.waitingOn).toEqual([2]);
  s = choose(s, 'politics>leadership').state;
  expect(s.players[2]!.strategyCards.sort()).toEqual(['leadership', 'technology']);
  expect(s.players[0]!.strategyCards.sort()).toEqual(['politics', 'trade']);
  expect(lawInPlay(s, 'imperial-arbiter')).toBe(false);
  expect(topDecision(s)?.kind).toBe('action-turn');
});

test('Minister of Commerce (7.4): its owner gains a trade good per neighbour after replenishing commodities', () => {
  const s = resolveAgenda('minister-of-commerce', { outcome: '1' }).state;
  expect([
    ask(TRADE_GOODS_AFTER_REPLENISHING, { state: s, seat: 1, neighbours: 3 }),
    ask(TRADE_GOODS_AFTER_REPLENISHING, { state: s, seat: 0, neighbours: 3 }),
  ]).toEqual([3, 0]);
});

test('Minister of Exploration (7.4): its owner gains a trade good when gaining control of a planet', () => {
  const s = resolveAgenda('minister-of-exploration', { outcome: '3' }).state;
  expect([
    ask(TRADE_GOODS_ON_GAINING_PLANET, { state: s, seat: 3 }),
    ask(TRADE_GOODS_ON_GAINING_PLANET, { state: s, seat: 1 }),
  ]).toEqual([1, 0]);
});

test('Minister of Industry (7.4): its owner may produce in a system right after placing a space dock there', () => {
  const s = resolveAgenda('minister-of-industry', { outcome: '0' }).state;
  expect([
    ask(PRODUCE_AFTER_SPACE_DOCK, { state: s, seat: 0 }),
    ask(PRODUCE_AFTER_SPACE_DOCK, { state: s, seat: 1 }),
  ]).toEqual([true, false]);
});

test("Minister of Peace (7.4): after a system with another player's units is activated, its owner may end the active player's turn", () => {
  let s = pickStrategyCards(newGame({ players: 4 }), [
    'leadership',
    'diplomacy',
    'politics',
    'construction',
    'trade',
    'warfare',
    'technology',
    'imperial',
  ]);
  s = edit(s, (d) => putLaw(d, 'minister-of-peace', '2'));
  const active = topDecision(s)!.waitingOn[0]!;
  const target = home(s, active === 3 ? 1 : 3);
  s = play(s, active, { type: 'tactical-action', system: target });
  const w = topDecision(s);
  expect(w?.kind === 'window' ? [w.window, w.waitingOn] : null).toEqual(['after-system-activated', [2]]);
  s = play(s, 2, { type: 'use-ability', ability: 'minister-of-peace', targets: {} });
  expect(lawInPlay(s, 'minister-of-peace')).toBe(false);
  expect(s.decks.agenda.discard).toEqual(['minister-of-peace']);
  expect(s.tactical).toBeNull();
  expect(topDecision(s)?.kind).toBe('action-turn');
  expect(topDecision(s)?.waitingOn).not.toEqual([active]);
});

test('Minister of Policy (7.4): its owner draws an action card at the end of the status phase', () => {
  const s = agendaGame({ agendas: ['mutiny'], setup: (d) => putLaw(d, 'minister-of-policy', '3') });
  expect(hands(s)).toEqual([0, 0, 0, 1]);
});

test('Minister of Sciences (7.4): its owner researches with the Technology card without spending resources', () => {
  const s = resolveAgenda('minister-of-sciences', { outcome: '2' }).state;
  expect([
    ask(FREE_TECHNOLOGY_CARD_RESEARCH, { state: s, seat: 2 }),
    ask(FREE_TECHNOLOGY_CARD_RESEARCH, { state: s, seat: 0 }),
  ]).toEqual([true, false]);
});

test('Minister of War (7.4): after an action its owner may discard it, take back a command token and act again', () => {
  let s = edit(newGame({ players: 4 }), (d) => {
    d.stack = [];
    d.phase = 'action';
    d.activeSeat = 1;
    // 1.19: in the action phase windows ask players in initiative order, so everyone holds a card.
    d.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics', 'construction'][i]!]));
    putLaw(d, 'minister-of-war', '1');
    d.board.systems['0,0']!.commandTokens.push(1);
  });
  s = runStep(s, 'window/open', { window: 'after-action', subject: {} });
  expect(topDecision(s)?.kind).toBe('window');
  s = play(s, 1, { type: 'use-ability', ability: 'minister-of-war', targets: { system: '0,0' } });
  expect(s.board.systems['0,0']!.commandTokens).toEqual([]);
  expect(lawInPlay(s, 'minister-of-war')).toBe(false);
  expect(topDecision(s)?.kind).toBe('action-turn');
  expect(topDecision(s)?.waitingOn).toEqual([1]);
});

test("Nexus Sovereignty: For shuts the nexus's alpha and beta wormholes for movement; Against puts a gamma wormhole on Mecatol Rex", () => {
  const r = resolveAgenda('nexus-sovereignty', {
    outcome: 'for',
    setup: (d) => (d.board.nexus = { placed: true, active: true, at: '3,2' }),
  });
  expect([closedForMovement(r.state, '3,2'), closedForMovement(r.state, '2,-2')]).toEqual([['alpha', 'beta'], []]);
  const a = resolveAgenda('nexus-sovereignty', { outcome: 'against' });
  expect(a.state.board.systems['0,0']!.tokens).toEqual(['wormhole-gamma']);
});

test('Political Censure (7.4): the elected player gains 1 point and cannot play action cards; losing the card costs the point', () => {
  const r = resolveAgenda('political-censure', { outcome: '1', setup: (d) => dealActionCards(d, 1, 1) });
  expect(r.state.players[1]!.otherPoints).toEqual([{ source: 'agenda:political-censure', points: 1 }]);
  const s = edit(r.state, (d) => {
    d.players[1]!.actionCards = ['insubordination#1'];
    d.decks.action.draw = d.decks.action.draw.filter((c) => c !== 'insubordination#1');
  });
  const use = checkUse(s, 1, abilityById('insubordination'), { player: 2 }, { turn: 1 });
  expect(use.ok ? null : use.error.code).toBe('ability/political-censure');
  const lost = edit(s, (d) => discardLaw(flowCtx(d, null), 'political-censure'));
  expect(lost.players[1]!.otherPoints).toEqual([]);
});

test('Prophecy of Ixth (7.4): the elected player takes it into their play area', () => {
  const s = resolveAgenda('prophecy-of-ixth', { outcome: '3' }).state;
  expect(s.laws).toContainEqual({ id: 'prophecy-of-ixth', electedTarget: '3' });
  // Its +1 to fighters' combat rolls: engine/agenda/laws-in-play.test.ts.
});

test('Publicize Weapon Schematics: For strips war suns of Sustain Damage; Against makes war sun owners discard their hands', () => {
  const f = resolveAgenda('publicize-weapon-schematics', {
    outcome: 'for',
    setup: (d) => d.players[2]!.technologies.push('ws'),
  });
  expect([
    !ask(WAR_SUNS_LOSE_SUSTAIN_DAMAGE, { state: f.state }),
    ask(PREREQUISITES_IGNORED, { state: f.state, technology: 'ws' }),
  ]).toEqual([false, true]);
  const a = resolveAgenda('publicize-weapon-schematics', {
    outcome: 'against',
    setup: (d) => {
      d.players[2]!.technologies.push('ws');
      dealActionCards(d, 2, 2);
      dealActionCards(d, 1, 2);
    },
  });
  expect(hands(a.state)).toEqual([0, 2, 0, 0]);
});

test('Regulated Conscription: For makes fighters and infantry one per cost; Against changes nothing', () => {
  expect(
    ask(FIGHTERS_AND_INFANTRY_PER_COST, {
      state: resolveAgenda('regulated-conscription', { outcome: 'for' }).state,
      seat: 0,
    }),
  ).toBe(1);
  const a = resolveAgenda('regulated-conscription', { outcome: 'against' });
  expect([ask(FIGHTERS_AND_INFANTRY_PER_COST, { state: a.state, seat: 0 }), a.state.laws.length]).toEqual([2, 0]);
});

test('Representative Government (For, 8.6): each player casts 1 vote without exhausting planets and no additional votes', () => {
  const r = resolveAgenda('representative-government', { outcome: 'for' });
  expect(refuse(r.state, 1, { type: 'cast-votes', outcome: 'for', planets: ['hercant'] }).rule).toBe('8.6');
  const voted = act(r.state, 1, { type: 'cast-votes', outcome: 'for', planets: [] }).state;
  expect(voted.agenda?.current?.votes).toEqual([{ seat: 1, outcome: 'for', planets: [], votes: 1 }]);
  expect(isExhausted(voted, 'hercant')).toBe(false);
  expect(edit(voted, (d) => expect(addVotes(d, 1, 2).ok).toBe(false)).agenda?.current?.votes[0]?.votes).toBe(1);
});

test('Representative Government (Against): Against voters exhaust their cultural planets at the start of the next strategy phase', () => {
  const r = resolveAgenda('representative-government', {
    ballots: { 3: { outcome: 'against' } },
    setup: (d) => {
      givePlanet(d, 'quann', 3);
      givePlanet(d, 'everra', 1);
    },
  });
  const s = finishPhase(r.state).state;
  expect(s.phase).toBe('strategy');
  expect([isExhausted(s, 'quann'), isExhausted(s, 'everra'), isExhausted(s, 'nar')]).toEqual([true, false, false]);
});

test('Search Warrant (7.4): the elected player draws 2 secret objectives and plays with them face up', () => {
  const s = resolveAgenda('search-warrant', { outcome: '1' }).state;
  const own = s.players[1]!.secretObjectives;
  expect(own).toHaveLength(3);
  expect(view(s, 2).players[1]!.secretObjectives).toEqual(own);
  expect(view(s, 2).players[3]!.secretObjectives).toEqual([]);
});

test('Shared Research: For lets units move through nebulae; Against puts a token from reinforcements in each home system', () => {
  expect(
    ask(MAY_MOVE_THROUGH_NEBULAE, { state: resolveAgenda('shared-research', { outcome: 'for' }).state, seat: 0 }),
  ).toBe(true);
  const a = resolveAgenda('shared-research', { outcome: 'against' });
  expect([0, 1, 2, 3].map((seat) => a.state.board.systems[home(a.state, seat)]!.commandTokens)).toEqual([
    [0],
    [1],
    [2],
    [3],
  ]);
});

test('Wormhole Reconstruction: For makes every alpha and beta system adjacent; Against puts tokens where players have ships by a wormhole', () => {
  const f = resolveAgenda('wormhole-reconstruction', { outcome: 'for' });
  // The alpha system (2,-2) and the beta system (-2,3) are far apart.
  expect(areAdjacent(f.state.board, '2,-2', '-2,3')).toBe(false);
  expect(areAdjacent(f.state.board, '2,-2', '-2,3', ask(ADJACENCY, { state: f.state }))).toBe(true);
  const a = resolveAgenda('wormhole-reconstruction', {
    outcome: 'against',
    setup: (d) => {
      addToDraft(d, '2,-1', 0, { destroyer: 1 });
      addToDraft(d, '-2,3', 2, { fighter: 1 }, undefined);
    },
  });
  expect([
    a.state.board.systems['2,-1']!.commandTokens,
    a.state.board.systems['-2,3']!.commandTokens,
    a.state.board.systems['2,-2']!.commandTokens,
  ]).toEqual([[0], [2], []]);
});

test('20.3b Wormhole Reconstruction Against: a player with no token left in reinforcements places one from a pool', () => {
  const a = resolveAgenda('wormhole-reconstruction', {
    outcome: 'against',
    setup: (d) => {
      addToDraft(d, '-2,3', 2, { fighter: 1 }, undefined);
      d.players[2]!.pools = { tactic: 8, fleet: 5, strategy: 3 };
    },
  });
  expect(choiceOnTop(a.state)).toBe('diplomacy/token-from-sheet');
  expect(topDecision(a.state)?.waitingOn).toEqual([2]);
  const s = act(a.state, 2, { type: 'choose', option: 'tactic' }).state;
  expect(s.board.systems['-2,3']!.commandTokens).toEqual([2]);
  expect(s.players[2]!.pools).toEqual({ tactic: 7, fleet: 5, strategy: 3 });
});

test('7.2 every law in the deck either changes a rule this engine enforces or names the module that must consult it', async () => {
  const { LAW_RULES } = await import('./law-effects');
  const { AGENDAS } = await import('../data/agendas');
  const laws = Object.values(AGENDAS)
    .filter((a) => a.type === 'law')
    .map((a) => a.id)
    .sort();
  expect(Object.keys(LAW_RULES).sort()).toEqual(laws);
  expect(laws).toHaveLength(27);
});
