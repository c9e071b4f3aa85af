import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { apply } from '../flow/apply';
import { options } from '../flow/options';
import { capturedFrom } from '../units/capture';
import { transactionsState } from '../transactions/notes';
import { CRUCIBLE } from './cabal';
import { productionInfo, productionQuote } from '../queries/production';
import {
  answer,
  eventsOf,
  invasionGame,
  NO_PAYMENT,
  own,
  passWindows,
  put,
  runProduction,
  spaceOf,
} from '../testing/invasion-scenario';
import { AROUND } from '../testing/combat-scenario';
import {
  edit,
  newGame,
  optionLabels,
  pickStrategyCards,
  placeUnits,
  play,
  refuse,
  runStep,
  topDecision,
} from '../testing/scenario';
import { homeSystemKey } from '../objectives/board-queries';
import { adjacentSystems } from '../galaxy/adjacency';
import {
  activate,
  key,
  line,
  move,
  passWindows as passTacticalWindows,
  tacticalGame,
  unitsIn,
  withNextRolls,
} from '../testing/tactical-scenario';

type Produce = Extract<Command, { type: 'produce' }>;

/**
 * The Vuil'raith (seat 0) have a dimensional tear on Starpoint and hold a Jol-Nar dreadnought and 2 fighter tokens
 * captured; no planet is ready to pay with (both are exhausted), so only Amalgamation pays.
 */
function cabalDock(faction = 'cabal'): GameState {
  const s = invasionGame({ factions: [faction, 'jolnar', 'xxcha'] });
  put(s, 0, { 'space-dock': 1, infantry: 1 }, { planet: 'starpoint' });
  own(s, 0, 'starpoint', true);
  own(s, 0, 'newalbion', true);
  s.players[0]!.captured = [
    { owner: 1, type: 'dreadnought', count: 1 },
    { owner: null, type: 'fighter', count: 2 },
  ];
  return s;
}

const producing = (s: GameState) => passWindows(runProduction(s));
const order = (units: Produce['units'], amalgamation?: Produce['amalgamation']): Command => ({
  type: 'produce',
  units,
  payment: NO_PAYMENT,
  ...(amalgamation ? { amalgamation } : {}),
});

test("17.2b Amalgamation: the Vuil'raith return a captured dreadnought to its owner and produce a dreadnought without spending resources", () => {
  const run = answer(
    producing(cabalDock()),
    0,
    order([{ unit: 'dreadnought', count: 1 }], [{ owner: 1, unit: 'dreadnought', count: 1 }]),
  );
  expect(spaceOf(run.state, 0)?.counts.dreadnought).toBe(1);
  expect(run.state.players[0]!.captured).toEqual([{ owner: null, type: 'fighter', count: 2 }]);
  expect(capturedFrom(run.state, 1, 'dreadnought')).toBe(0);
  expect(eventsOf(run, 'captured-units-returned')).toEqual([
    { type: 'captured-units-returned', seat: 0, owner: 1, unit: 'dreadnought', count: 1 },
  ]);
});

test('17.4c Amalgamation: captured fighter tokens go back to the supply, each producing a fighter for free', () => {
  const run = answer(
    producing(cabalDock()),
    0,
    order([{ unit: 'fighter', count: 2 }], [{ owner: null, unit: 'fighter', count: 2 }]),
  );
  expect(spaceOf(run.state, 0)?.counts.fighter).toBe(2);
  expect(run.state.players[0]!.captured).toEqual([{ owner: 1, type: 'dreadnought', count: 1 }]);
});

test('17.2b Amalgamation: returning one fighter for two produced still costs the second (67.2: one cost buys two)', () => {
  const s = producing(cabalDock()).state;
  const r = apply(s, 0, order([{ unit: 'fighter', count: 2 }], [{ owner: null, unit: 'fighter', count: 1 }]), {
    at: 0,
  });
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error.rule).toMatch(/^75|^67|^93/);
});

test('17.2b Amalgamation refusals change nothing: a unit not held, more returned than produced, another faction', () => {
  const s = producing(cabalDock()).state;
  const before = structuredClone(s);
  const tries: Command[] = [
    order([{ unit: 'cruiser', count: 1 }], [{ owner: 1, unit: 'cruiser', count: 1 }]),
    order([{ unit: 'dreadnought', count: 1 }], [{ owner: 2, unit: 'dreadnought', count: 1 }]),
    order([{ unit: 'fighter', count: 1 }], [{ owner: null, unit: 'fighter', count: 2 }]),
    order([{ unit: 'carrier', count: 1 }], [{ owner: 1, unit: 'dreadnought', count: 1 }]),
  ];
  for (const cmd of tries) {
    const r = apply(s, 0, cmd, { at: 0 });
    expect(r.ok ? null : r.error).toMatchObject({ code: 'production/amalgamation', rule: '17.2b' });
  }
  const other = producing(cabalDock('hacan')).state;
  const r = apply(other, 0, order([{ unit: 'dreadnought', count: 1 }], [{ owner: 1, unit: 'dreadnought', count: 1 }]), {
    at: 0,
  });
  expect(r.ok ? null : r.error.code).toBe('production/amalgamation');
  expect(s).toEqual(before);
});

test("17.2b Amalgamation: a dreadnought the Vuil'raith captured from themselves goes back to their reinforcements and may be produced at once (17.5)", () => {
  const s = cabalDock();
  put(s, 0, { dreadnought: 4 }, { system: AROUND[0] });
  s.players[0]!.captured = [{ owner: 0, type: 'dreadnought', count: 1 }];
  const run = answer(
    producing(s),
    0,
    order([{ unit: 'dreadnought', count: 1 }], [{ owner: 0, unit: 'dreadnought', count: 1 }]),
  );
  expect(spaceOf(run.state, 0)?.counts.dreadnought).toBe(1);
  expect(run.state.players[0]!.captured).toEqual([]);
});

test('17.2b Amalgamation: the production options offer each captured unit returned, which the bot can choose', () => {
  const s = producing(cabalDock()).state;
  const offered = options(s, 0).filter((o) => o.label.includes('Amalgamation'));
  expect(offered.map((o) => o.label)).toEqual([
    'Produce 1 dreadnought, returning 1 captured dreadnought to Player 2 (Amalgamation) (cost 0, paying nothing)',
    'Produce 1 fighter, returning 1 captured fighter to the supply (Amalgamation) (cost 0, paying nothing)',
    'Produce 2 fighter, returning 2 captured fighter to the supply (Amalgamation) (cost 0, paying nothing)',
  ]);
  for (const o of offered) expect(apply(s, 0, o.command, { at: 0 }).ok).toBe(true);
  expect(options(producing(cabalDock('hacan')).state, 0).some((o) => o.label.includes('Amalgamation'))).toBe(false);
});

test('17.2b Amalgamation in the production form: the offer lists the captured units that may be produced here, and the quote makes them free', () => {
  const s = producing(cabalDock()).state;
  const decision = topDecision(s);
  if (decision?.kind !== 'production') throw new Error('expected the production decision');
  expect(productionInfo(s, decision).captured).toEqual([
    { owner: 1, ownerName: 'Player 2', unit: 'dreadnought', count: 1 },
    { owner: null, ownerName: 'the supply', unit: 'fighter', count: 2 },
  ]);
  const dreadnought = [{ unit: 'dreadnought', count: 1 }] as const;
  expect(productionQuote(s, decision, dreadnought, false).cost).toBe(4);
  expect(productionQuote(s, decision, dreadnought, false, [{ owner: 1, unit: 'dreadnought', count: 1 }])).toEqual({
    cost: 0,
    payment: NO_PAYMENT,
    problem: null,
  });
  // Returning more than is produced is the engine's refusal, shown in the form.
  expect(
    productionQuote(s, decision, [{ unit: 'fighter', count: 1 }], false, [{ owner: null, unit: 'fighter', count: 2 }])
      .problem,
  ).toMatchObject({ rule: '17.2b' });
  const hacan = producing(cabalDock('hacan')).state;
  const theirs = topDecision(hacan);
  if (theirs?.kind !== 'production') throw new Error('expected the production decision');
  expect(productionInfo(hacan, theirs).captured).toEqual([]);
});

// ---- Vortex ---------------------------------------------------------------------------------------------------------

/** Seat 0 plays the Vuil'raith with Vortex; it is their turn. Jol-Nar (seat 1) has a cruiser beside the
 * Vuil'raith home (whose Dimensional Tear is a space dock), and a carrier in the home system itself. */
function vortexGame(change?: (d: GameState) => void): GameState {
  const s = edit(newGame({ players: 3, factions: ['cabal', 'jolnar', 'letnev'] }), (d) => {
    d.players.forEach((p) => (p.actionCards = []));
    d.players[0]!.technologies.push('vtx');
  });
  const home = homeSystemKey(s, 0)!;
  const beside = adjacentSystems(s.board, home)[0]!;
  const placed = placeUnits(placeUnits(s, beside, 1, { cruiser: 1 }), home, 1, { carrier: 1 });
  return runStep(
    edit(pickStrategyCards(placed, ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare']), (d) =>
      change?.(d),
    ),
    'action/start-of-turn',
    { seat: 0 },
  );
}

const vortex = (player: number, unit: string): Command => ({
  type: 'component-action',
  ability: 'vortex',
  targets: { player, unit },
});

test("Vortex 17: exhausting it captures 1 unit of the named type from another player's reinforcements", () => {
  const s = vortexGame();
  expect(optionLabels(s, 0).filter((l) => l.startsWith('Vortex'))).toEqual([
    "Vortex: capture 1 cruiser from Player 2's reinforcements",
  ]);
  const after = play(s, 0, vortex(1, 'cruiser'));
  expect(after.players[0]!.captured).toEqual([{ owner: 1, type: 'cruiser', count: 1 }]);
  expect(after.players[0]!.exhaustedTechnologies).toContain('vtx');
  expect(capturedFrom(after, 1, 'cruiser')).toBe(1);
});

test('Vortex 6.2a: a unit in the space dock system itself is not adjacent to it; refusals change nothing', () => {
  const s = vortexGame();
  expect(refuse(s, 0, vortex(1, 'carrier')).rule).toBe('6.2a');
  expect(refuse(s, 0, vortex(2, 'cruiser')).rule).toBe('6.2a');
  const spent = play(s, 0, vortex(1, 'cruiser'));
  expect(options(spent, 0).some((o) => o.label.startsWith('Vortex'))).toBe(false);
  const none = vortexGame((d) => {
    d.players[0]!.technologies = d.players[0]!.technologies.filter((t) => t !== 'vtx');
  });
  expect(optionLabels(none, 0).some((l) => l.startsWith('Vortex'))).toBe(false);
});

test("Vortex 17.6: nothing is captured from a player whose ships blockade a Vuil'raith space dock", () => {
  const s = vortexGame((d) => {
    const home = homeSystemKey(d, 0)!;
    delete d.board.systems[home]!.space['0'];
    d.board.systems[home]!.space['1'] = { counts: { carrier: 1 }, damaged: {} };
  });
  expect(optionLabels(s, 0).some((l) => l.startsWith('Vortex'))).toBe(false);
  expect(refuse(s, 0, vortex(1, 'cruiser')).rule).toBe('6.2a');
});

// ---- Crucible -------------------------------------------------------------------------------------------------------

/** A gravity rift at key(0), three empty systems after it; seat 0 (Hacan) holds the Vuil'raith's (seat 2) Crucible. */
function crucibleGame(): GameState {
  const s = tacticalGame({ tiles: line('41', '47', '48', '49'), factions: ['hacan', 'letnev', 'cabal'] });
  return edit(placeUnits(s, key(0), 0, { carrier: 1 }), (d) => {
    d.players[2]!.promissoryNotes = d.players[2]!.promissoryNotes.filter((n) => n !== 'crucible@2');
    d.players[0]!.promissoryNotes.push('crucible@2');
    transactionsState(d).received.push(0);
  });
}

const playCrucible = (s: GameState, owner = 2) =>
  play(s, 0, { type: 'use-ability', ability: 'crucible', targets: { owner } });

test("Crucible 41.2: after activating, the holder's ships leave a gravity rift without rolling and with 1 more move (41.1), and the note goes back (69.3)", () => {
  const window = play(crucibleGame(), 0, { type: 'tactical-action', system: key(3) });
  expect(optionLabels(window, 0).filter((l) => l.includes('Crucible'))).toHaveLength(1);
  const s = passTacticalWindows(playCrucible(window));
  expect(s.players[2]!.promissoryNotes).toContain('crucible@2');
  expect(s.players[0]!.promissoryNotes).not.toContain('crucible@2');
  // A carrier of move 1 leaves the rift with +2: three systems away.
  const r = move(s, [{ from: key(0), ships: { carrier: 1 }, path: [key(1), key(2), key(3)] }]);
  expect(unitsIn(r.state, key(3), 0)).toEqual({ carrier: 1 });
  expect(r.events.filter((e) => e.type === 'gravity-rift-rolled')).toEqual([]);
});

test('Crucible 41.1: without it the same carrier reaches only two systems and rolls for the rift (41.2)', () => {
  // Three systems away: no ship can reach, so the movement step asks nothing (58.4f).
  expect(topDecision(activate(crucibleGame(), key(3)))?.kind).not.toBe('move-ships');
  const two = activate(withNextRolls(crucibleGame(), [(r) => r >= 4]), key(2));
  const r = move(two, [{ from: key(0), ships: { carrier: 1 }, path: [key(1), key(2)] }]);
  expect(r.events.filter((e) => e.type === 'gravity-rift-rolled')).toHaveLength(1);
});

test("Crucible 69.2: refusals change nothing — another player's copy not held, one's own note, a second play", () => {
  const window = play(crucibleGame(), 0, { type: 'tactical-action', system: key(3) });
  const before = structuredClone(window);
  expect(refuse(window, 0, { type: 'use-ability', ability: 'crucible', targets: { owner: 1 } }).rule).toBe('69.1');
  expect(window).toEqual(before);
  expect(CRUCIBLE.check(window, 0, { owner: 0 }, { seat: 0, system: key(3) })).toMatchObject({
    ok: false,
    error: { rule: '69.2' },
  });
  // Another player activating: the holder is not asked for it.
  const other = play(crucibleGame(), 0, { type: 'tactical-action', system: key(3) });
  expect(CRUCIBLE.eligible(other, 0, { seat: 1, system: key(3) })).toBe(false);
});
