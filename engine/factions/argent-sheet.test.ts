// The Argent Flight's sheet beyond Zeal (argent.test.ts): Raid Formation (engine/factions/argent.ts), Strike Wing
// Ambuscade (engine/factions/argent-ambuscade.ts), Aerie Hololattice (engine/factions/argent.effects.ts).
import { expect, test } from 'vitest';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/state';
import { transactionsState } from '../transactions/notes';
import {
  answer,
  combatGame,
  decisionOf,
  eventsOf,
  loaded,
  put,
  runFrom,
  spaceOf,
  type Run,
} from '../testing/combat-scenario';
import {
  activate,
  key,
  line,
  move,
  placeUnits,
  tacticalGame,
  unitsIn,
  withNextRolls,
} from '../testing/tactical-scenario';
import { producersIn, productionLimits } from '../production/producers';
import { edit, giveActionCards, optionLabels, play, playEvents, refuse, topDecision } from '../testing/scenario';
import { options } from '../flow/options';

const optionsOf = (r: Run, seat: number) => options(r.state, seat).map((o) => o.command);

const exactly = (n: number) => (r: number) => r === n;

/** The Argent (seat 0) barrage with 2 destroyers (4 dice); Sol (seat 1) has 1 fighter, 2 dreadnoughts, its flagship. */
function raid(results: readonly number[], faction = 'argent'): GameState {
  const s = put(put(combatGame({ factions: [faction, 'sol', 'jolnar'] }), 0, { destroyer: 2 }), 1, {
    fighter: 1,
    dreadnought: 2,
    flagship: 1,
  });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', false);
  return withNextRolls(
    s,
    results.map((n) => exactly(n)),
  );
}

test('10.2a Raid Formation: barrage hits beyond the fighters damage ships with Sustain Damage, the Argent choosing which', () => {
  // 3 hits (10, 10, 10, 1): 1 destroys the fighter, 2 are left for 3 undamaged ships of 2 types.
  let r = runFrom(raid([10, 10, 10, 1]), 'tactical/space-combat');
  expect(spaceOf(r.state, 1)?.counts.fighter ?? 0).toBe(0);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'argent/raid-formation', waitingOn: [0] });
  expect(optionLabels(r.state, 0)).toEqual([
    'Raid Formation: damage 1 flagship of Player 2 (2 to go)',
    'Raid Formation: damage 1 dreadnought of Player 2 (2 to go)',
  ]);
  r = answer(r, 0, { type: 'choose', option: 'dreadnought' });
  expect(optionLabels(r.state, 0)).toEqual([
    'Raid Formation: damage 1 flagship of Player 2 (1 to go)',
    'Raid Formation: damage 1 dreadnought of Player 2 (1 to go)',
  ]);
  r = answer(r, 0, { type: 'choose', option: 'dreadnought' });
  expect(spaceOf(r.state, 1)?.damaged).toEqual({ dreadnought: 2 });
  expect(spaceOf(r.state, 1)?.counts).toMatchObject({ dreadnought: 2, flagship: 1 });
});

test('10.2a Raid Formation: with as many excess hits as such ships, all are damaged at once; none without the ability', () => {
  const r = runFrom(raid([10, 10, 10, 10]), 'tactical/space-combat');
  expect(spaceOf(r.state, 1)?.damaged).toEqual({ flagship: 1, dreadnought: 2 });
  expect(decisionOf(r.state)).not.toMatchObject({ choice: 'argent/raid-formation' });
  // Another faction's barrage: excess hits do nothing (10.2a).
  const plain = runFrom(raid([10, 10, 10, 10], 'letnev'), 'tactical/space-combat');
  expect(spaceOf(plain.state, 1)?.damaged ?? {}).toEqual({});
});

test('10 Raid Formation: a ship type without an undamaged ship is refused (nothing changes)', () => {
  const s = raid([10, 10, 10, 1]);
  const r = runFrom(s, 'tactical/space-combat');
  const before = structuredClone(r.state);
  expect(refuse(r.state, 0, { type: 'choose', option: 'carrier' })).toMatchObject({ rule: '10' });
  expect(r.state).toEqual(before);
});

// ---- Strike Wing Ambuscade -----------------------------------------------------------------------------------------

/** Passes every open window until the one named waits (or nothing does). */
function until(run: Run, window: string): Run {
  let r = run;
  for (let d = decisionOf(r.state); d?.kind === 'window' && d.window !== window; d = decisionOf(r.state))
    r = answer(r, d.waitingOn[0]!, { type: 'pass-window' });
  return r;
}

/** Sol (seat 0, active) barrages with 1 destroyer (2 dice) at the Argent's (seat 1) 3 fighters; Sol holds the note. */
function ambuscadeGame(received = true): GameState {
  const s = put(put(combatGame({ factions: ['sol', 'argent', 'jolnar'] }), 0, { destroyer: 1 }), 1, { fighter: 3 });
  s.players[1]!.promissoryNotes = s.players[1]!.promissoryNotes.filter((n) => n !== 'ambuscade@1');
  s.players[0]!.promissoryNotes.push('ambuscade@1');
  if (received) transactionsState(s).received.push(0);
  // Windows ask in initiative order: the players hold strategy cards.
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', false);
  return s;
}

const AMBUSCADE = { type: 'use-ability', ability: 'strike-wing-ambuscade', targets: { owner: 1 } } as const;

test('69 Strike Wing Ambuscade: as the holder’s units roll for a unit ability, 1 of them rolls 1 more die; the note returns', () => {
  let r = until(runFrom(ambuscadeGame(), 'tactical/space-combat'), 'when-unit-ability-rolled');
  expect(decisionOf(r.state)).toMatchObject({
    kind: 'window',
    window: 'when-unit-ability-rolled',
    waitingOn: [0],
    subject: { seat: 0, roll: 'anti-fighter-barrage' },
  });
  expect(optionLabels(r.state, 0)).toContain(
    "Strike Wing Ambuscade: Player 2's note: 1 of your rolling units rolls 1 more die",
  );
  r = answer(r, 0, AMBUSCADE);
  r = until(r, 'none');
  const barrage = eventsOf(r, 'dice-rolled').filter((e) => e.roll === 'anti-fighter-barrage' && e.seat === 0);
  expect(barrage[0]!.dice).toHaveLength(3);
  expect(r.state.players[1]!.promissoryNotes).toContain('ambuscade@1');
  expect(r.state.players[0]!.promissoryNotes).not.toContain('ambuscade@1');
  // Without it, the destroyer rolls its 2 dice.
  const plain = until(until(runFrom(ambuscadeGame(), 'tactical/space-combat'), 'when-unit-ability-rolled'), 'none');
  expect(eventsOf(plain, 'dice-rolled').find((e) => e.roll === 'anti-fighter-barrage')!.dice).toHaveLength(2);
});

test('69.2 Strike Wing Ambuscade: the Argent cannot play their own note, nor out of the window (nothing changes)', () => {
  const r = until(runFrom(ambuscadeGame(), 'tactical/space-combat'), 'when-unit-ability-rolled');
  const before = structuredClone(r.state);
  expect(refuse(r.state, 0, { ...AMBUSCADE, targets: { owner: 0 } })).toMatchObject({ rule: '69.2' });
  expect(r.state).toEqual(before);
  // Not asked when the seat was never given a note (public): no window waits on it.
  const never = until(runFrom(ambuscadeGame(false), 'tactical/space-combat'), 'when-unit-ability-rolled');
  expect(decisionOf(never.state)).not.toMatchObject({ window: 'when-unit-ability-rolled' });
});

test('69 Strike Wing Ambuscade: also before a space cannon roll (77), where the PDS rolls 1 more die', () => {
  // Sol (seat 1) holds the note and fires 1 PDS from Wellon at the active Letnev's cruiser.
  const s = combatGame({ active: '19', factions: ['letnev', 'sol', 'argent'] });
  s.board.systems['0,0']!.planets.wellon!.owner = 1;
  put(s, 1, { pds: 1 }, { planet: 'wellon' });
  put(s, 0, { cruiser: 1 });
  s.players[2]!.promissoryNotes = s.players[2]!.promissoryNotes.filter((n) => n !== 'ambuscade@2');
  s.players[1]!.promissoryNotes.push('ambuscade@2');
  transactionsState(s).received.push(1);
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  let r = runFrom(s, 'tactical/space-cannon-offense');
  const fire = optionLabels(r.state, 1).indexOf("Fire space cannon at Player 1's ships");
  r = answer(r, 1, optionsOf(r, 1)[fire]!);
  expect(decisionOf(r.state)).toMatchObject({ window: 'when-unit-ability-rolled', subject: { roll: 'space-cannon' } });
  r = until(answer(r, 1, { type: 'use-ability', ability: 'strike-wing-ambuscade', targets: { owner: 2 } }), 'none');
  expect(eventsOf(r, 'dice-rolled').find((e) => e.roll === 'space-cannon')!.dice).toHaveLength(2);
  expect(r.state.players[2]!.promissoryNotes).toContain('ambuscade@2');
});

// ---- Aerie Hololattice ---------------------------------------------------------------------------------------------

/** Seat 0 (Hacan) has a cruiser 2 systems from the active system; between them the Argent (seat 1) hold Wellon. */
function aerieGame(tech: boolean): GameState {
  let s = tacticalGame({ tiles: line('47', '19', '46', '48'), factions: ['hacan', 'jolnar', 'letnev'] });
  // A destroyer on the far side keeps the movement step open whatever the cruiser may do.
  s = placeUnits(placeUnits(s, key(0), 0, { cruiser: 1 }), key(3), 0, { destroyer: 1 });
  s = edit(s, (d) => {
    d.players[1]!.faction = 'argent'; // a table seated without the Argent's setup choices
    const wellon = d.board.systems[key(1)]!.planets.wellon!;
    wellon.owner = 1;
    wellon.units['1'] = { counts: { pds: 1 }, damaged: {} };
    if (tech) d.players[1]!.technologies.push('ah');
    d.players[0]!.technologies.push('lwd'); // Light/Wave Deflector does not open the way
  });
  return activate(s, key(2));
}

test("58.4b Aerie Hololattice: other players' ships cannot move through systems holding the Argent's structures", () => {
  const s = aerieGame(true);
  const before = structuredClone(s);
  const through = { type: 'move-ships', moves: [{ from: key(0), ships: { cruiser: 1 }, path: [key(1), key(2)] }] };
  expect(refuse(s, 0, through as never)).toMatchObject({ code: 'movement/enemy-ships', rule: '58.4b' });
  expect(s).toEqual(before);
  // Without the technology the cruiser passes.
  const r = move(aerieGame(false), [{ from: key(0), ships: { cruiser: 1 } }]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ cruiser: 1 });
});

test('68 Aerie Hololattice: each planet holding an Argent structure has Production 1, as if it were a unit', () => {
  const s = aerieGame(true);
  expect(producersIn(s, 1, key(1))).toEqual([
    { area: { system: key(1), planet: 'wellon' }, type: 'pds', count: 1, valueEach: 1 },
  ]);
  expect(productionLimits(s, { seat: 1, system: key(1), source: 'tactical', bonusUnits: 0 })).toMatchObject({
    units: 1,
    groundPlanets: ['wellon'],
  });
  expect(producersIn(aerieGame(false), 1, key(1))).toEqual([]);
});

test('69 Strike Wing Ambuscade: also before an Experimental Battlestation roll (space cannon of a space dock)', () => {
  let s = tacticalGame({ tiles: line('19', '47', '20'), factions: ['hacan', 'jolnar', 'letnev'] });
  s = edit(s, (d) => {
    d.players[2]!.faction = 'argent';
    d.players[1]!.promissoryNotes.push('ambuscade@2');
    transactionsState(d).received.push(1);
  });
  s = placeUnits(placeUnits(s, key(2), 0, { destroyer: 3 }), key(0), 1, { 'space-dock': 1 }, 'wellon');
  s = activate(giveActionCards(s, 1, ['experimental-battlestation']), key(1));
  s = play(s, 0, { type: 'move-ships', moves: [{ from: key(2), ships: { destroyer: 3 } }] });
  s = play(s, 1, {
    type: 'use-ability',
    ability: 'experimental-battlestation',
    targets: { system: key(0), planet: 'wellon' },
  });
  expect(topDecision(s)).toMatchObject({ window: 'when-unit-ability-rolled', waitingOn: [1] });
  let r = playEvents(s, 1, { type: 'use-ability', ability: 'strike-wing-ambuscade', targets: { owner: 2 } });
  const events: GameEvent[] = [...r.events];
  const rolled = (): boolean => events.some((e) => e.type === 'dice-rolled');
  // The window is asked again (the note's holder is hidden), then closes: the space dock rolls 3 + 1 dice.
  for (let d = topDecision(r.state); d?.kind === 'window' && !rolled();) {
    r = playEvents(r.state, d.waitingOn[0]!, { type: 'pass-window' });
    events.push(...r.events);
    d = topDecision(r.state);
  }
  const dice = events.flatMap((e) => (e.type === 'dice-rolled' ? e.dice : []));
  expect(dice.map((d) => d.unit)).toEqual(['space-dock', 'space-dock', 'space-dock', 'space-dock']);
  expect(r.state.players[2]!.promissoryNotes).toContain('ambuscade@2');
});
