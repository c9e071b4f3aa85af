// The Empyrean, whole sheet: Voidborn, Aetherpassage, Dark Whispers, Aetherstream, Voidwatch, Dark Pact and Blood
// Pact (their flagship Dynamo and mech Watcher: engine/factions/empyrean-ghost.test.ts; leaders: engine/leaders).
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { act, agendaGame, votingPlanets } from '../agenda/scenario';
import { passAll } from '../action-cards/agenda-cards-testkit';
import { retreatDestinations } from '../combat/retreat';
import { AROUND, answer, combatGame, eventsOf, loaded, put, runFrom, settle } from '../testing/combat-scenario';
import { options } from '../flow/options';
import { newGame } from '../testing/scenario';
import {
  activate,
  edit,
  key,
  line,
  move,
  passWindows,
  placeUnits,
  play,
  refuse,
  tacticalGame,
  topDecision,
  unitsIn,
  withTechnologies,
} from '../testing/tactical-scenario';
import { tradeGame, transact } from '../transactions/testkit';

const cruiserFrom0 = (path?: string[]) => ({
  type: 'move-ships' as const,
  moves: [{ from: key(0), ships: { cruiser: 1 }, ...(path ? { path } : {}) }],
});

/** Seat 0 (active) plays `faction` with a cruiser at key(0) on `tiles`; the Empyrean sit at seat 1 otherwise. */
const cruiserGame = (faction: string, ...tiles: Parameters<typeof line>) =>
  placeUnits(
    tacticalGame({
      tiles: line(...tiles),
      factions: [faction, faction === 'empyrean' ? 'hacan' : 'empyrean', 'letnev'],
    }),
    key(0),
    0,
    { cruiser: 1 },
  );

const useAbility = (ability: string, targets: Record<string, unknown> = {}) =>
  ({ type: 'use-ability', ability, targets }) as const;

// ---- Voidborn ----------------------------------------------------------------------------------------------------

test('Voidborn (Empyrean) 59.1 Empyrean ships move through a nebula that is not the active system', () => {
  const s = activate(cruiserGame('empyrean', '19', '42', '20', '47'), key(2));
  expect(unitsIn(move(s, [{ from: key(0), ships: { cruiser: 1 } }]).state, key(2), 0)).toEqual({ cruiser: 1 });
  // Another faction's cruiser on the same board is stopped by the nebula, and the refusal changes nothing.
  // (A destroyer next to the active system keeps the movement step open.)
  const other = activate(placeUnits(cruiserGame('hacan', '19', '42', '20', '47'), key(3), 0, { destroyer: 1 }), key(2));
  const before = structuredClone(other);
  expect(refuse(other, 0, cruiserFrom0([key(1), key(2)]))).toMatchObject({ code: 'movement/nebula', rule: '59.1' });
  expect(other).toEqual(before);
});

test('Voidborn (Empyrean) 59.2 an Empyrean ship starting in a nebula keeps its own move value', () => {
  const s = activate(cruiserGame('empyrean', '42', '47', '20', '47'), key(2));
  expect(unitsIn(move(s, [{ from: key(0), ships: { cruiser: 1 } }]).state, key(2), 0)).toEqual({ cruiser: 1 });
  const other = activate(placeUnits(cruiserGame('hacan', '42', '47', '20', '47'), key(3), 0, { destroyer: 1 }), key(2));
  expect(refuse(other, 0, cruiserFrom0()).rule).toBe('58.4f');
});

test('Voidborn (Empyrean) 59.1 a retreat is a move: the Empyrean may retreat into a nebula, others may not', () => {
  const board = (faction: string) =>
    placeUnits(placeUnits(cruiserGame(faction, '19', '42'), key(1), 0, { destroyer: 1 }), key(0), 1, { cruiser: 1 });
  expect(retreatDestinations(board('empyrean'), 0, key(0))).toEqual([key(1)]);
  expect(retreatDestinations(board('hacan'), 0, key(0))).toEqual([]);
});

// ---- Aetherpassage -----------------------------------------------------------------------------------------------

/** The Hacan (seat 0, active) have a cruiser at key(0); the Empyrean (seat 1) a destroyer at key(1); key(2) is active. */
const passageGame = (): GameState =>
  play(placeUnits(passageBoard(), key(1), 1, { destroyer: 1 }), 0, { type: 'tactical-action', system: key(2) });

/** Seat 0's destroyer next to the active system keeps the movement step open when the cruiser cannot come. */
const passageBoard = (): GameState =>
  placeUnits(cruiserGame('hacan', '19', '20', '21', '47'), key(3), 0, { destroyer: 1 });

test('Aetherpassage (Empyrean) 58.4b the Empyrean let the active player move through systems with their ships', () => {
  const s = passageGame();
  expect(topDecision(s)).toMatchObject({ kind: 'window', waitingOn: expect.arrayContaining([1]) });
  const offered = options(s, 1).find((o) => o.command.type === 'use-ability');
  expect(offered?.label).toBe(
    "Aetherpassage: let Player 1's ships move through systems with your ships this tactical action",
  );
  const granted = passWindows(play(s, 1, useAbility('aetherpassage')));
  const r = move(granted, [{ from: key(0), ships: { cruiser: 1 }, path: [key(1), key(2)] }]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ cruiser: 1 });
  expect(unitsIn(r.state, key(1), 1)).toEqual({ destroyer: 1 });
});

test('Aetherpassage (Empyrean) 58.4b without it the Empyrean ships block; it passes no other player ships', () => {
  const passed = passWindows(passageGame());
  expect(refuse(passed, 0, cruiserFrom0([key(1), key(2)]))).toMatchObject({ code: 'movement/enemy-ships' });
  // The Letnev's ships beside the Empyrean's still block after the Empyrean allowed passage.
  const crowded = play(
    placeUnits(placeUnits(passageBoard(), key(1), 1, { destroyer: 1 }), key(1), 2, { destroyer: 1 }),
    0,
    { type: 'tactical-action', system: key(2) },
  );
  const granted = passWindows(play(crowded, 1, useAbility('aetherpassage')));
  expect(refuse(granted, 0, cruiserFrom0([key(1), key(2)]))).toMatchObject({ rule: '58.4b' });
});

test('Aetherpassage (Empyrean) 1.3 not for the Empyrean own activation, not by another faction, and once', () => {
  const own = play(placeUnits(cruiserGame('empyrean', '19', '20', '21'), key(1), 0, { destroyer: 1 }), 0, {
    type: 'tactical-action',
    system: key(2),
  });
  const before = structuredClone(own);
  expect(refuse(own, 0, useAbility('aetherpassage'))).toMatchObject({ rule: '1.3' });
  expect(own).toEqual(before);
  const s = passageGame();
  expect(options(s, 2).some((o) => o.label.startsWith('Aetherpassage'))).toBe(false);
  expect(refuse(s, 2, useAbility('aetherpassage'))).toBeTruthy();
  // Empyrean ships only in the active system could not be passed through: the Empyrean are not asked.
  const inActive = play(placeUnits(passageBoard(), key(2), 1, { destroyer: 1 }), 0, {
    type: 'tactical-action',
    system: key(2),
  });
  expect(options(inActive, 1).some((o) => o.label.startsWith('Aetherpassage'))).toBe(false);
  const used = play(s, 1, useAbility('aetherpassage'));
  expect(options(used, 1).some((o) => o.command.type === 'use-ability')).toBe(false);
});

// ---- Aetherstream ------------------------------------------------------------------------------------------------

/** The Empyrean (seat 0, active, Aetherstream) have a carrier (move 1) two systems from key(2), beside a nebula. */
const streamGame = (technologies: string[] = ['as']): GameState =>
  play(
    withTechnologies(
      placeUnits(cruiserGame('empyrean', '19', '20', '21', '42'), key(0), 0, { carrier: 1 }),
      0,
      technologies,
    ),
    0,
    { type: 'tactical-action', system: key(2) },
  );

test('Aetherstream (Empyrean) 57 after activating a system next to an anomaly, all the active ships get +1 move', () => {
  const s = streamGame();
  const offered = options(s, 0).find((o) => o.command.type === 'use-ability');
  expect(offered?.label).toBe('Aetherstream: +1 move for your ships this tactical action');
  const boosted = passWindows(play(s, 0, useAbility('aetherstream')));
  const r = move(boosted, [{ from: key(0), ships: { carrier: 1 } }]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ carrier: 1 });
});

test('Aetherstream (Empyrean) 9 not beside an anomaly, not without the technology, not for a far player', () => {
  const plain = passWindows(streamGame([]));
  expect(refuse(plain, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { carrier: 1 } }] }).rule).toBe('58.4f');
  const far = play(
    withTechnologies(placeUnits(cruiserGame('empyrean', '19', '20', '21', '22'), key(0), 0, { carrier: 1 }), 0, ['as']),
    0,
    { type: 'tactical-action', system: key(2) },
  );
  const before = structuredClone(far);
  expect(refuse(far, 0, useAbility('aetherstream'))).toMatchObject({ rule: '1.3' });
  expect(far).toEqual(before);
  // The Empyrean (seat 1, far from the Hacan's units) are not the active player's neighbours: not asked.
  const hacan = play(
    withTechnologies(
      placeUnits(cruiserGame('hacan', '19', '20', '21', '42', '47', '48'), key(5), 1, { carrier: 1 }),
      1,
      ['as'],
    ),
    0,
    { type: 'tactical-action', system: key(2) },
  );
  expect(options(hacan, 1).some((o) => o.label.startsWith('Aetherstream'))).toBe(false);
});

test('Aetherstream (Empyrean) 60 a neighbour who activates gets the +1 when the Empyrean grant it', () => {
  // The Empyrean's infantry on Vefut II (key(1)) make them the Hacan's neighbours without blocking the way.
  let s = placeUnits(cruiserGame('hacan', '19', '20', '21', '42'), key(0), 0, { carrier: 1 });
  s = withTechnologies(placeUnits(s, key(1), 1, { infantry: 1 }, 'vefutii'), 1, ['as']);
  s = play(s, 0, { type: 'tactical-action', system: key(2) });
  expect(options(s, 1).find((o) => o.command.type === 'use-ability')?.label).toBe(
    "Aetherstream: +1 move for Player 1's ships this tactical action",
  );
  const boosted = passWindows(play(s, 1, useAbility('aetherstream')));
  expect(unitsIn(move(boosted, [{ from: key(0), ships: { carrier: 1 } }]).state, key(2), 0)).toEqual({ carrier: 1 });
});

// ---- Voidwatch ---------------------------------------------------------------------------------------------------

/** The Empyrean (seat 1, Voidwatch) have infantry on Vefut II (key(1)); the Hacan (seat 0) move a cruiser in. */
const voidwatchGame = (technologies: string[] = ['vw']): GameState => {
  let s = placeUnits(cruiserGame('hacan', '19', '20'), key(1), 1, { infantry: 1 }, 'vefutii');
  s = withTechnologies(s, 1, technologies);
  return playMove(activate(s, key(1)));
};
const playMove = (s: GameState) => play(s, 0, cruiserFrom0());

test('Voidwatch (Empyrean) 69 a player moving ships into a system with Empyrean units gives them a note of their pick', () => {
  const s = voidwatchGame();
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'empyrean/voidwatch-note', waitingOn: [0] });
  const hand = s.players[0]!.promissoryNotes;
  expect(options(s, 0).map((o) => o.label)).toContain('Voidwatch: give Ceasefire to Player 2');
  expect(options(s, 0)).toHaveLength(hand.length);
  const given = play(s, 0, { type: 'choose', option: 'cf@0' });
  expect(given.players[1]!.promissoryNotes).toContain('cf@0');
  expect(given.players[0]!.promissoryNotes).toEqual(hand.filter((n) => n !== 'cf@0'));
});

test('Voidwatch (Empyrean) 69 only a note in hand; none without the technology or without notes in hand', () => {
  const s = voidwatchGame();
  const before = structuredClone(s);
  expect(refuse(s, 0, { type: 'choose', option: 'dark_pact@1' }).rule).toBe('69');
  expect(s).toEqual(before);
  expect(topDecision(voidwatchGame([]))?.kind).not.toBe('choice');
  const empty = edit(placeUnits(cruiserGame('hacan', '19', '20'), key(1), 1, { infantry: 1 }, 'vefutii'), (d) => {
    d.players[1]!.technologies = ['vw'];
    d.players[0]!.promissoryNotes = [];
  });
  expect(topDecision(playMove(activate(empty, key(1))))?.kind).not.toBe('choice');
});

test('Voidwatch (Empyrean) 78.7 a retreat is a move: retreating next to the owner units hands over a note', () => {
  const s = combatGame({ factions: ['empyrean', 'sol', 'l1z1x'], around: { 3: '19' } });
  put(put(s, 0, { cruiser: 2 }), 1, { cruiser: 1, carrier: 1 });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', false);
  put(s, 1, { destroyer: 1 }, { system: AROUND[3] });
  put(s, 0, { infantry: 1 }, { system: AROUND[3], planet: 'wellon' });
  s.players[0]!.technologies = ['vw'];
  const hand = s.players[1]!.promissoryNotes.length;
  let r = runFrom(s, 'tactical/space-combat');
  r = settle(answer(r, 1, { type: 'choose', option: 'retreat' }));
  expect(eventsOf(r, 'retreated')).toHaveLength(1);
  expect(r.state.players[1]!.promissoryNotes).toHaveLength(hand - 1);
  expect(r.state.players[0]!.promissoryNotes.filter((n) => n.endsWith('@1'))).toHaveLength(1);
});

// ---- Dark Pact ---------------------------------------------------------------------------------------------------

/** Seat 0 (the Xxcha, active, commodity value 4) and the Empyrean (seat 1) are neighbours; seat 0 holds Dark Pact. */
const pactGame = (note: 'dark_pact' | 'blood_pact' = 'dark_pact'): GameState =>
  edit(tradeGame(['xxcha', 'empyrean', 'letnev']), (d) => {
    d.players[1]!.promissoryNotes = d.players[1]!.promissoryNotes.filter((n) => n !== `${note}@1`);
    d.players[0]!.promissoryNotes.push(`${note}@1`);
    d.players[0]!.commodities = 4;
  });

test('Dark Pact (Empyrean) 69.1 played as an action face up into the holder play area', () => {
  const s = pactGame();
  const offered = options(s, 0).find((o) => o.command.type === 'component-action' && o.label.startsWith('Dark Pact'));
  expect(offered?.label).toBe("Dark Pact: place Player 2's note face up in your play area");
  const placed = play(s, 0, offered!.command);
  expect(placed.players[0]!.promissoryInPlay).toEqual(['dark_pact@1']);
  expect(placed.players[0]!.promissoryNotes).not.toContain('dark_pact@1');
});

test('Dark Pact (Empyrean) 21.5 giving the Empyrean the full commodity value gains each of them 1 trade good', () => {
  const s = edit(pactGame(), (d) => {
    d.players[0]!.promissoryNotes = d.players[0]!.promissoryNotes.filter((n) => n !== 'dark_pact@1');
    d.players[0]!.promissoryInPlay.push('dark_pact@1');
  });
  const full = transact(s, 0, 1, { commodities: 4 });
  expect([full.players[0]!.tradeGoods, full.players[1]!.tradeGoods]).toEqual([4, 3 + 4 + 1]);
  // Fewer commodities than the value: nothing more.
  const part = transact(s, 0, 1, { commodities: 3 });
  expect([part.players[0]!.tradeGoods, part.players[1]!.tradeGoods]).toEqual([3, 3 + 3]);
  // 69: it returns when the holder activates a system with Empyrean units.
  const back = activate(s, key(1));
  expect(back.players[0]!.promissoryInPlay).toEqual([]);
  expect(back.players[1]!.promissoryNotes).toContain('dark_pact@1');
});

test('Dark Pact (Empyrean) 69.1 refused without the note in hand; nothing changes', () => {
  const s = tradeGame(['xxcha', 'empyrean', 'letnev']);
  const before = structuredClone(s);
  expect(refuse(s, 0, { type: 'component-action', ability: 'dark-pact', targets: { owner: 1 } }).rule).toMatch(
    /^(69\.1|1\.3)$/,
  );
  expect(s).toEqual(before);
});

// ---- Blood Pact --------------------------------------------------------------------------------------------------

/** Four players, speaker seat 0 (voting order 1, 2, 3, 0); the Empyrean are seat 2; seat 1 has Blood Pact face up. */
const bloodTable = (): GameState => {
  let s = agendaGame({
    agendas: ['regulated-conscription'],
    setup: (d) => {
      d.players[2]!.faction = 'empyrean';
      d.players[1]!.promissoryInPlay.push('blood_pact@2');
    },
  });
  for (let guard = 0; guard < 20 && topDecision(s)?.kind === 'window'; guard++) s = passAll(s);
  return s;
};

const votesOf = (s: GameState, seat: number) => s.agenda?.current?.votes.find((v) => v.seat === seat)?.votes;

test('Blood Pact (Empyrean) 8.15 the holder casts 4 more votes when they and the Empyrean vote the same way', () => {
  const s = bloodTable();
  const first = act(s, 1, { type: 'cast-votes', outcome: 'for', planets: votingPlanets(s, 1) }).state;
  const cast = votesOf(first, 1)!;
  const second = act(first, 2, { type: 'cast-votes', outcome: 'for', planets: votingPlanets(first, 2) });
  expect(votesOf(second.state, 1)).toBe(cast + 4);
  expect(second.events.some((e) => e.type === 'note' && e.text.startsWith('Blood Pact'))).toBe(true);
});

test('Blood Pact (Empyrean) 8.15 no extra votes when they vote for different outcomes', () => {
  const s = bloodTable();
  const first = act(s, 1, { type: 'cast-votes', outcome: 'for', planets: votingPlanets(s, 1) }).state;
  const cast = votesOf(first, 1)!;
  const second = act(first, 2, { type: 'cast-votes', outcome: 'against', planets: votingPlanets(first, 2) }).state;
  expect(votesOf(second, 1)).toBe(cast);
});

test('Blood Pact (Empyrean) 69.1 played as an action; refused for a note the player does not hold', () => {
  const s = pactGame('blood_pact');
  const placed = play(s, 0, { type: 'component-action', ability: 'blood-pact', targets: { owner: 1 } });
  expect(placed.players[0]!.promissoryInPlay).toEqual(['blood_pact@1']);
  const before = structuredClone(placed);
  expect(refuse(placed, 0, { type: 'component-action', ability: 'blood-pact', targets: { owner: 1 } })).toBeTruthy();
  expect(placed).toEqual(before);
});

// ---- Dark Whispers -----------------------------------------------------------------------------------------------

test('Dark Whispers (Empyrean) setup the Empyrean start with both of their faction promissory notes', () => {
  const s = newGame({ players: 3, factions: ['empyrean', 'sol', 'hacan'] });
  expect(s.players[0]!.promissoryNotes.filter((n) => n.endsWith('@0') && n.includes('pact'))).toEqual([
    'dark_pact@0',
    'blood_pact@0',
  ]);
  expect(
    s.players[1]!.promissoryNotes.filter((n) => !['cf', 'ta', 'ps', 'sftt', 'an'].includes(n.split('@')[0]!)),
  ).toEqual(['ms@1']);
});
