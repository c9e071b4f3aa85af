// The Xxcha Kingdoms, whole sheet: Quash, Political Favor, Instinct Training, Nullification Field, Peace Accords (the
// flagship Loncara Ssodu and the mech Indomitus: engine/units).
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { act } from '../agenda/scenario';
import { control, primary, systemKeyOf, turnWith } from '../phases/cards/cards.fixture';
import { adjacentSystems } from '../galaxy/adjacency';
import { accordPlanets } from './xxcha';
import { controlledPlanets } from '../economy/planets';
import { edit, refuse, topDecision } from '../testing/scenario';
import { passAll, playCard, table, toWindow } from '../action-cards/agenda-cards-testkit';
import {
  key,
  line,
  passWindows,
  placeUnits,
  play,
  tacticalGame,
  unitsIn,
  withTechnologies,
} from '../testing/tactical-scenario';

const use = (ability: string) => ({ type: 'use-ability', ability, targets: {} }) as const;
const labels = (s: GameState, seat: number) => options(s, seat).map((o) => o.label);

/** The agenda phase (seats 0 Sol, 1 Hacan, 2 Letnev, 3 Xxcha); first agenda Regulated Conscription, then Ixthian. */
function xxchaTable(cards: Partial<Record<number, readonly string[]>> = {}, setup?: (d: GameState) => void) {
  return table({
    cards,
    setup: (d) => {
      d.players[3]!.faction = 'xxcha';
      setup?.(d);
    },
  });
}

// ---- Quash -------------------------------------------------------------------------------------------------------

test('Quash (Xxcha) 8.2 for 1 strategy token the revealed agenda is discarded and the next one is voted on', () => {
  const s = toWindow(xxchaTable(), 'when-agenda-revealed');
  expect(topDecision(s)).toMatchObject({ waitingOn: [3] });
  expect(labels(s, 3)).toContain('Quash: spend 1 strategy token: discard this agenda and reveal the next one');
  const quashed = act(s, 3, use('quash')).state;
  expect(quashed.agenda?.current?.agenda).toBe('ixthian-artifact');
  expect(quashed.decks.agenda.discard).toContain('regulated-conscription');
  expect(quashed.players[3]!.pools.strategy).toBe(s.players[3]!.pools.strategy - 1);
});

test('1.18 Quash (Xxcha) may answer the agenda revealed in place of a quashed one: each reveal is an occurrence', () => {
  const s = toWindow(
    xxchaTable({}, (d) => {
      d.players[3]!.pools.strategy = 2;
    }),
    'when-agenda-revealed',
  );
  const once = act(s, 3, use('quash')).state;
  expect(once.agenda?.current?.agenda).toBe('ixthian-artifact');
  expect(topDecision(once)).toMatchObject({ kind: 'window', window: 'when-agenda-revealed', waitingOn: [3] });
  const twice = act(once, 3, use('quash')).state;
  expect(twice.decks.agenda.discard).toEqual(expect.arrayContaining(['regulated-conscription', 'ixthian-artifact']));
  expect(twice.agenda?.current?.agenda).not.toBe('ixthian-artifact');
  expect(twice.players[3]!.pools.strategy).toBe(0);
});

test('Quash (Xxcha) 8.2 refused without a strategy token, and to other factions, changing nothing', () => {
  const s = toWindow(
    xxchaTable({ 1: ['veto'] }, (d) => {
      d.players[3]!.pools.strategy = 0;
    }),
    'when-agenda-revealed',
  );
  const before = structuredClone(s);
  expect(labels(s, 3).some((l) => l.startsWith('Quash'))).toBe(false);
  expect(refuse(s, 3, use('quash')).code).toMatch(/^(ability|flow)\//);
  expect(refuse(s, 1, use('quash')).code).toMatch(/^ability\//);
  expect(s).toEqual(before);
});

// ---- Political Favor ---------------------------------------------------------------------------------------------

/** The Hacan (seat 1) hold the Xxcha's Political Favor. */
const favorTable = (xxchaStrategy = 2) =>
  xxchaTable({}, (d) => {
    d.players[1]!.promissoryNotes.push('favor@3');
    d.transactions ??= { proposals: [], doneScope: null, done: [], deals: [], received: [], silenced: [], removed: [] };
    d.transactions.received.push(1);
    d.players[3]!.pools.strategy = xxchaStrategy;
  });

test("Political Favor (Xxcha) 69 its holder returns 1 of the Xxcha's strategy tokens to replace the revealed agenda", () => {
  const s = toWindow(favorTable(), 'when-agenda-revealed');
  expect(topDecision(s)).toMatchObject({ waitingOn: expect.arrayContaining([1, 3]) });
  expect(labels(s, 1)).toContain(
    "Political Favor: return 1 of the Xxcha's strategy tokens to their reinforcements: discard this agenda and reveal the next one",
  );
  const used = act(act(s, 1, use('political-favor')).state, 3, { type: 'pass-window' }).state;
  expect(used.agenda?.current?.agenda).toBe('ixthian-artifact');
  expect(used.players[3]!.pools.strategy).toBe(1);
  expect(used.players[1]!.promissoryNotes).not.toContain('favor@3');
  expect(used.players[3]!.promissoryNotes).toContain('favor@3');
});

test('Political Favor (Xxcha) 69.1 refused while the Xxcha strategy pool is empty, changing nothing', () => {
  const s = toWindow(favorTable(0), 'when-agenda-revealed');
  const before = structuredClone(s);
  expect(refuse(s, 1, use('political-favor'))).toMatchObject({ code: 'ability/cost', rule: '69.1' });
  expect(s).toEqual(before);
});

// ---- Instinct Training -------------------------------------------------------------------------------------------

const trained = (cards: Partial<Record<number, readonly string[]>>, strategy = 2) =>
  xxchaTable(cards, (d) => {
    d.players[3]!.technologies.push('it');
    d.players[3]!.pools.strategy = strategy;
  });

test('Instinct Training (Xxcha) 2.8 exhausted with 1 strategy token, it cancels the action card another player plays', () => {
  // Quash is passed: the Hacan play Veto, and the Xxcha answer it.
  const revealed = act(toWindow(trained({ 1: ['veto'] }), 'when-agenda-revealed'), 3, { type: 'pass-window' }).state;
  const played = playCard(revealed, 1, 'veto').state;
  expect(topDecision(played)).toMatchObject({ window: 'when-action-card-played', waitingOn: [3] });
  expect(labels(played, 3)).toContain(
    'Instinct Training: exhaust it and spend 1 strategy token: cancel that action card',
  );
  const cancelled = passAll(act(played, 3, use('instinct-training')).state);
  expect(cancelled.agenda?.current?.agenda).toBe('regulated-conscription');
  expect(cancelled.players[3]!.exhaustedTechnologies).toContain('it');
  expect(cancelled.players[3]!.pools.strategy).toBe(1);
});

test('Instinct Training (Xxcha) 2.8 may cancel a Sabotage: the sabotaged card then resolves', () => {
  // Everyone asked answers the reveal window: the Hacan play Veto, the others pass.
  const s = toWindow(trained({ 1: ['veto'], 2: ['sabotage'] }), 'when-agenda-revealed');
  const vetoed = [2, 3].reduce(
    (st, seat) => act(st, seat, { type: 'pass-window' }).state,
    playCard(s, 1, 'veto').state,
  );
  expect(topDecision(vetoed)).toMatchObject({ window: 'when-action-card-played', waitingOn: [2, 3] });
  const sabotaged = act(act(vetoed, 2, use('sabotage')).state, 3, { type: 'pass-window' }).state;
  // The window after a Sabotage asks only who may cancel it.
  expect(topDecision(sabotaged)).toMatchObject({ window: 'when-action-card-played', waitingOn: [3] });
  const saved = passAll(act(sabotaged, 3, use('instinct-training')).state);
  expect(saved.agenda?.current?.agenda).toBe('ixthian-artifact');
});

test('Instinct Training (Xxcha) 2.8 not against their own card, nor without a strategy token or exhausted', () => {
  const own = trained({ 3: ['veto'] });
  const revealed = playCard(toWindow(own, 'when-agenda-revealed'), 3, 'veto').state;
  expect(labels(revealed, 3).some((l) => l.startsWith('Instinct Training'))).toBe(false);
  const before = structuredClone(revealed);
  expect(refuse(revealed, 3, use('instinct-training')).code).toMatch(/^(ability|flow)\//);
  expect(revealed).toEqual(before);
  // Without tokens nobody can answer the Veto: it resolves at once.
  const poor = act(toWindow(trained({ 1: ['veto'] }, 0), 'when-agenda-revealed'), 1, use('veto')).state;
  expect(poor.agenda?.current?.agenda).toBe('ixthian-artifact');
});

// ---- Nullification Field -----------------------------------------------------------------------------------------

/** Wellon (the Sol cruiser, seat 0) – Vefut II (an Xxcha destroyer, seat 1); the Xxcha own Nullification Field. */
const fieldGame = (technologies: readonly string[] = ['nf']): GameState =>
  withTechnologies(
    placeUnits(
      placeUnits(tacticalGame({ tiles: line('19', '20'), factions: ['sol', 'xxcha', 'letnev'] }), key(0), 0, {
        cruiser: 1,
      }),
      key(1),
      1,
      { destroyer: 1 },
    ),
    1,
    technologies,
  );

test("Nullification Field (Xxcha) 89 after another player activates a system with their ships: that player's turn ends", () => {
  const activated = play(fieldGame(), 0, { type: 'tactical-action', system: key(1) });
  expect(topDecision(activated)).toMatchObject({ window: 'after-system-activated', waitingOn: [1] });
  expect(labels(activated, 1)).toContain(
    "Nullification Field: exhaust it and spend 1 strategy token: end that player's turn",
  );
  const ended = passWindows(play(activated, 1, use('nullification-field')));
  // No movement, no combat: the next player's turn begins; the command token stays in the system.
  expect(topDecision(ended)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
  expect(unitsIn(ended, key(0), 0)).toEqual({ cruiser: 1 });
  expect(ended.board.systems[key(1)]!.commandTokens).toContain(0);
  expect(ended.players[1]!.exhaustedTechnologies).toContain('nf');
  expect(ended.players[1]!.pools.strategy).toBe(activated.players[1]!.pools.strategy - 1);
  expect(ended.tactical).toBeNull();
});

test('Nullification Field (Xxcha) 89 not after their own activation nor for a system without their ships; exhausted refused', () => {
  const plain = passWindows(play(fieldGame([]), 0, { type: 'tactical-action', system: key(1) }));
  expect(topDecision(plain)).toMatchObject({ kind: 'move-ships', waitingOn: [0] });
  const empty = play(fieldGame(), 0, { type: 'tactical-action', system: key(0) });
  expect(labels(empty, 1).some((l) => l.startsWith('Nullification Field'))).toBe(false);
  const exhausted = edit(play(fieldGame(), 0, { type: 'tactical-action', system: key(1) }), (d) => {
    d.players[1]!.exhaustedTechnologies.push('nf');
  });
  const before = structuredClone(exhausted);
  expect(refuse(exhausted, 1, use('nullification-field')).code).toMatch(/^(ability|flow)\//);
  expect(exhausted).toEqual(before);
});

// ---- Peace Accords -----------------------------------------------------------------------------------------------

/** Seat 0, now the Xxcha, holds Diplomacy and controls Gral (outside any home system). */
const accordsGame = (change?: (d: GameState) => void) =>
  turnWith('diplomacy', 6, (d) => {
    d.players[0]!.faction = 'xxcha';
    control(d, 0, ['gral']);
    change?.(d);
  });

test('Peace Accords (Xxcha) 32 / 25 after their Diplomacy primary, they gain a planet without units in or next to a system with their planet', () => {
  const s0 = accordsGame();
  const target = accordPlanets(s0, 0)[0]!;
  expect(target).toBeDefined();
  const s = primary(s0, 'diplomacy', { system: systemKeyOf(s0, 'gral'), ready: [] });
  expect(topDecision(s)).toMatchObject({ window: 'after-strategy-card-ability-resolved', waitingOn: [0] });
  const gained = passWindows(
    play(s, 0, {
      type: 'use-ability',
      ability: 'peace-accords',
      targets: { system: target.system, planet: target.planet },
    }),
  );
  expect(gained.board.systems[target.system]!.planets[target.planet]!.owner).toBe(0);
  // Every candidate is in or next to a system where they control a planet, without units, and never Mecatol Rex.
  const mine = controlledPlanets(s0, 0).map((c) => c.system);
  const near = [...mine, ...mine.flatMap((k) => adjacentSystems(s0.board, k))];
  for (const a of accordPlanets(s0, 0)) {
    expect(near).toContain(a.system);
    expect(s0.board.systems[a.system]!.tile).not.toBe('18');
    expect(Object.keys(s0.board.systems[a.system]!.planets[a.planet]!.units)).toEqual([]);
  }
});

test('Peace Accords (Xxcha) 25 refused for a planet with units, and not offered after another faction uses Diplomacy', () => {
  const target = accordPlanets(accordsGame(), 0)[0]!;
  const s0 = accordsGame((d) => {
    d.board.systems[target.system]!.planets[target.planet]!.units['1'] = { counts: { infantry: 1 }, damaged: {} };
  });
  expect(accordPlanets(s0, 0).some((a) => a.planet === target.planet)).toBe(false);
  const s = primary(s0, 'diplomacy', { system: systemKeyOf(s0, 'gral'), ready: [] });
  const before = structuredClone(s);
  const asked = topDecision(s)?.kind === 'window';
  const refused = refuse(s, 0, {
    type: 'use-ability',
    ability: 'peace-accords',
    targets: { system: target.system, planet: target.planet },
  });
  expect(refused.code).toBe(asked ? 'ability/bad-target' : 'flow/not-now');
  expect(s).toEqual(before);
  // The Sol keep their faction: their Diplomacy opens no window for anyone.
  const sol = turnWith('diplomacy', 6, (d) => control(d, 0, ['gral']));
  expect(topDecision(primary(sol, 'diplomacy', { system: systemKeyOf(sol, 'gral'), ready: [] }))?.kind).not.toBe(
    'window',
  );
});

test('FAQ: Peace Accords may take the other planet of a system where the Xxcha hold a planet — a planet is next to its own system', () => {
  const s0 = turnWith('diplomacy', 6, (d) => {
    d.players[0]!.faction = 'xxcha';
    control(d, 0, ['starpoint']);
  });
  const system = systemKeyOf(s0, 'starpoint');
  expect(accordPlanets(s0, 0)).toContainEqual({ system, planet: 'newalbion' });
  const s = primary(s0, 'diplomacy', { system, ready: [] });
  const gained = passWindows(
    play(s, 0, { type: 'use-ability', ability: 'peace-accords', targets: { system, planet: 'newalbion' } }),
  );
  expect(gained.board.systems[system]!.planets.newalbion!.owner).toBe(0);
});

test('1.18 Peace Accords takes one planet for each resolution of Diplomacy: a second planet in reach is refused', () => {
  const s0 = accordsGame();
  const [first, second] = accordPlanets(s0, 0);
  expect(second).toBeDefined();
  const s = primary(s0, 'diplomacy', { system: systemKeyOf(s0, 'gral'), ready: [] });
  let used = play(s, 0, {
    type: 'use-ability',
    ability: 'peace-accords',
    targets: { system: first!.system, planet: first!.planet },
  });
  // The planet gained is explored first (its card may ask a choice); then the same window asks the Xxcha again.
  while (topDecision(used)?.kind === 'choice') used = play(used, 0, options(used, 0)[0]!.command);
  expect(topDecision(used)).toMatchObject({ kind: 'window', window: 'after-strategy-card-ability-resolved' });
  expect(options(used, 0).some((o) => o.label.startsWith('Peace Accords'))).toBe(false);
  const before = structuredClone(used);
  const again = { type: 'use-ability', ability: 'peace-accords', targets: { ...second! } } as const;
  expect(refuse(used, 0, again)).toMatchObject({ code: 'ability/limit', rule: '1.18' });
  expect(used).toEqual(before);
});
