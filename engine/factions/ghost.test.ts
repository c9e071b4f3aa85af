// The Ghosts of Creuss: Wormhole Generator Ω, Creuss IFF and Dimensional Splicer (Quantum Entanglement, Slipstream,
// the Hil Colish and the Creuss Gate: engine/galaxy/adjacency.test.ts, engine/tactical/creuss-cabal-units.test.ts;
// Icarus Drive: engine/factions/empyrean-ghost.test.ts).
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { newGame, optionLabels, pickStrategyCards } from '../testing/scenario';
import { answer, combatGame, decisionOf, eventsOf, give, put, runFrom, spaceOf } from '../testing/combat-scenario';
import {
  edit,
  key,
  line,
  placeUnits,
  play,
  playEvents,
  refuse,
  tacticalGame,
  topDecision,
} from '../testing/tactical-scenario';
import { systemLabel } from '../tactical/labels';
import { withStrategyCards } from '../testing/unit-ability-scenario';

// ---- Wormhole Generator Ω ---------------------------------------------------------------------------------------

/** Seat 0 plays the Creuss with Wormhole Generator Ω; the Letnev home system (10) is key(2), the Creuss Gate key(3). */
const generatorGame = (): GameState =>
  edit(tacticalGame({ tiles: line('19', '20', '10', '17'), factions: ['ghost', 'hacan', 'letnev'] }), (d) => {
    d.players[0]!.technologies = ['wg'];
  });

const generatorTargets = (s: GameState) =>
  options(s, 0).flatMap((o) =>
    o.command.type === 'component-action' && o.command.ability === 'wormhole-generator'
      ? [o.command.targets as { token: string; system: string }]
      : [],
  );

test('Wormhole Generator Ω 101 / 22 exhaust as an action: place a Creuss wormhole token into a non-home system', () => {
  const s = generatorGame();
  expect(optionLabels(s, 0)).toContain(
    `Wormhole Generator Ω: place the beta wormhole token into ${systemLabel(s, key(1))}`,
  );
  const r = playEvents(s, 0, {
    type: 'component-action',
    ability: 'wormhole-generator',
    targets: { token: 'creussbeta', system: key(1) },
  });
  expect(r.state.board.systems[key(1)]!.tokens).toEqual(['creussbeta']);
  expect(r.state.players[0]!.exhaustedTechnologies).toEqual(['wg']);
  expect(r.events.filter((e) => e.type === 'wormhole-token-placed')).toEqual([
    { type: 'wormhole-token-placed', seat: 0, token: 'creussbeta', from: null, to: key(1) },
  ]);
  // A component action is the whole action (22): the turn moves on; exhausted, it is not offered again.
  expect(generatorTargets(r.state)).toEqual([]);
});

test('Wormhole Generator Ω 101 a token on the board moves; another home system only where a planet is controlled', () => {
  let s = edit(generatorGame(), (d) => {
    d.board.systems[key(0)]!.tokens.push('creussalpha');
  });
  // The Letnev home system (key 2) is a home system; the Creuss Gate (key 3) is not.
  const systems = new Set(generatorTargets(s).map((t) => t.system));
  expect([...systems].sort()).toEqual([key(0), key(1), key(3)].sort());
  expect(generatorTargets(s).filter((t) => t.token === 'creussalpha' && t.system === key(0))).toEqual([]);
  const before = structuredClone(s);
  expect(
    refuse(s, 0, {
      type: 'component-action',
      ability: 'wormhole-generator',
      targets: { token: 'creussalpha', system: key(2) },
    }),
  ).toMatchObject({ code: 'ability/bad-target', rule: '101' });
  expect(s).toEqual(before);
  s = edit(s, (d) => {
    d.board.systems[key(2)]!.planets.arcprime!.owner = 0;
  });
  const r = play(s, 0, {
    type: 'component-action',
    ability: 'wormhole-generator',
    targets: { token: 'creussalpha', system: key(2) },
  });
  expect(r.board.systems[key(0)]!.tokens).toEqual([]);
  expect(r.board.systems[key(2)]!.tokens).toEqual(['creussalpha']);
});

test("Wormhole Generator Ω 101 not into a system with another player's ships unless a planet there is controlled", () => {
  let s = placeUnits(generatorGame(), key(1), 1, { destroyer: 1 });
  expect(generatorTargets(s).some((t) => t.system === key(1))).toBe(false);
  expect(
    refuse(s, 0, {
      type: 'component-action',
      ability: 'wormhole-generator',
      targets: { token: 'creussgamma', system: key(1) },
    }),
  ).toMatchObject({ rule: '101' });
  s = edit(s, (d) => {
    d.board.systems[key(1)]!.planets.vefutii!.owner = 0;
  });
  expect(generatorTargets(s).some((t) => t.system === key(1))).toBe(true);
  // Exhausted, it cannot be used (1.11).
  const spent = edit(s, (d) => {
    d.players[0]!.exhaustedTechnologies.push('wg');
  });
  expect(
    refuse(spent, 0, {
      type: 'component-action',
      ability: 'wormhole-generator',
      targets: { token: 'creussgamma', system: key(0) },
    }).rule,
  ).toMatch(/^1\./);
});

// ---- Creuss IFF ----------------------------------------------------------------------------------------------------

/** Seat 0 (Hacan) holds the Creuss' (seat 1) IFF, received in a transaction; their first turn starts. */
function iffTurn(received = true): GameState {
  const base = edit(newGame({ players: 3, factions: ['hacan', 'ghost', 'letnev'] }), (d) => {
    d.players[0]!.promissoryNotes.push('iff@1');
    d.players[1]!.promissoryNotes = d.players[1]!.promissoryNotes.filter((n) => n !== 'iff@1');
    d.transactions = {
      proposals: [],
      doneScope: null,
      done: [],
      deals: [],
      received: received ? [0] : [],
      silenced: [],
      removed: [],
    };
  });
  return pickStrategyCards(base, ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare']);
}

test('Creuss IFF 69.1 / 101 as the holder’s turn starts: place a Creuss wormhole token, then the note goes back', () => {
  const s = iffTurn();
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'start-of-turn', waitingOn: [0] });
  const home = Object.keys(s.board.systems).find((k) => s.board.systems[k]!.planets.arretze)!;
  const use = options(s, 0).find(
    (o) =>
      o.command.type === 'use-ability' &&
      o.command.ability === 'creuss-iff' &&
      (o.command.targets as { system: string }).system === home,
  )!;
  expect(use.label).toBe(`Creuss IFF: place the alpha wormhole token into ${systemLabel(s, home)}`);
  const r = playEvents(s, 0, use.command);
  expect(r.state.board.systems[home]!.tokens).toContain('creussalpha');
  expect(r.state.players[0]!.promissoryNotes).not.toContain('iff@1');
  expect(r.state.players[1]!.promissoryNotes).toContain('iff@1');
  expect(r.events.map((e) => e.type)).toEqual(
    expect.arrayContaining(['wormhole-token-placed', 'promissory-note-returned']),
  );
});

test('Creuss IFF 69.1 refused for a home system the holder has no planet in, and changes nothing', () => {
  const s = iffTurn();
  const letnevHome = Object.keys(s.board.systems).find((k) => s.board.systems[k]!.planets.arcprime)!;
  const before = structuredClone(s);
  expect(
    refuse(s, 0, { type: 'use-ability', ability: 'creuss-iff', targets: { token: 'creussbeta', system: letnevHome } }),
  ).toMatchObject({ code: 'ability/bad-target', rule: '69.1' });
  expect(s).toEqual(before);
  // The Creuss themselves are never asked to play their own note (69.2), nor is a seat never given a note.
  expect(topDecision(iffTurn(false))?.kind).not.toBe('window');
});

test('FAQ: Creuss IFF can be played though the Creuss have not researched Wormhole Generator (69.1)', () => {
  const s = iffTurn();
  expect(s.players[1]!.technologies).not.toContain('wg');
  const use = options(s, 0).find((o) => o.command.type === 'use-ability' && o.command.ability === 'creuss-iff');
  expect(use).toBeDefined();
  const r = playEvents(s, 0, use!.command);
  expect(r.events.filter((e) => e.type === 'wormhole-token-placed')).toHaveLength(1);
});

// ---- Dimensional Splicer -------------------------------------------------------------------------------------------

/** The Creuss (seat 0, active, Dimensional Splicer) and the Sol (seat 1) meet in `active`. */
function splicerGame(active: '26' | '46', token?: string): GameState {
  const s = give(withStrategyCards(combatGame({ factions: ['ghost', 'sol', 'letnev'], active })), 0, 'ds');
  if (token) s.board.systems['0,0']!.tokens.push(token);
  put(s, 0, { destroyer: 1 });
  put(s, 1, { dreadnought: 1, destroyer: 2 });
  return s;
}

test('Dimensional Splicer 78 / 87 as a space combat starts in a wormhole system: 1 hit on an opponent ship the Creuss choose', () => {
  let r = runFrom(splicerGame('26'), 'tactical/space-combat');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'start-of-combat', waitingOn: [0] });
  expect(optionLabels(r.state, 0).filter((l) => l.startsWith('Dimensional Splicer'))).toEqual([
    `Dimensional Splicer: produce 1 hit on 1 of your opponent's dreadnoughts in ${systemLabel(r.state, '0,0')}`,
    `Dimensional Splicer: produce 1 hit on 1 of your opponent's destroyers in ${systemLabel(r.state, '0,0')}`,
  ]);
  r = answer(r, 0, { type: 'use-ability', ability: 'dimensional-splicer', targets: { ship: 'dreadnought' } });
  // The Sol may cancel it with the dreadnought's Sustain Damage, or lose the dreadnought — not a destroyer.
  expect(decisionOf(r.state)).toMatchObject({
    kind: 'assign-hits',
    waitingOn: [1],
    hits: { 1: { count: 1, eligible: ['dreadnought'], by: 0 } },
  });
  r = answer(r, 1, { type: 'assign-hits', sustain: { dreadnought: 1 }, destroy: {} });
  expect(spaceOf(r.state, 1)).toMatchObject({ counts: { dreadnought: 1, destroyer: 2 }, damaged: { dreadnought: 1 } });
});

test('Dimensional Splicer 101 a Creuss wormhole token counts; a hit on a destroyer destroys it', () => {
  let r = runFrom(splicerGame('46', 'creussbeta'), 'tactical/space-combat');
  r = answer(r, 0, { type: 'use-ability', ability: 'dimensional-splicer', targets: { ship: 'destroyer' } });
  expect(spaceOf(r.state, 1)?.counts).toMatchObject({ dreadnought: 1, destroyer: 1 });
  expect(eventsOf(r, 'note').map((e) => e.text)).toContain(
    `Dimensional Splicer: 1 hit on ${r.state.players[1]!.name}'s destroyer.`,
  );
});

test('Dimensional Splicer 78 not in a system without a wormhole; a ship the opponent lacks is refused and changes nothing', () => {
  const none = runFrom(splicerGame('46'), 'tactical/space-combat');
  const d = decisionOf(none.state);
  expect(d?.kind === 'window' && d.window === 'start-of-combat' && d.waitingOn.includes(0)).toBe(false);
  const r = runFrom(splicerGame('26'), 'tactical/space-combat');
  const before = structuredClone(r.state);
  expect(
    refuse(r.state, 0, { type: 'use-ability', ability: 'dimensional-splicer', targets: { ship: 'carrier' } }),
  ).toMatchObject({ code: 'ability/bad-target', rule: '78' });
  expect(r.state).toEqual(before);
});
