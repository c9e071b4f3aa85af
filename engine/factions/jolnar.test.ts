// The Universities of Jol-Nar, whole sheet: FRAGILE, Shield Paling (mech), the J.N.S. Hylarim (flagship), Brilliant,
// E-Res Siphons, Research Agreement, Spatial Conduit Cylinders (Analytical: engine/economy/research-abilities.test.ts).
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { declineRest, primary, turnWith } from '../phases/cards/cards.fixture';
import { edit, play, refuse, topDecision } from '../testing/scenario';
import {
  key,
  line,
  move,
  passWindows,
  placeUnits,
  tacticalGame,
  unitsIn,
  withTechnologies,
} from '../testing/tactical-scenario';
import { adjacentSystems } from '../galaxy/adjacency';
import { adjacencyInPlay } from '../tactical/adjacency-in-play';
import { withNote } from '../transactions/testkit';
import { groundOddsInput, spaceOddsInput } from '../odds/from-state';
import { ACTIVE, combatGame, eventsOf, put, runFrom } from '../testing/combat-scenario';
import { ask } from '../effects';
import { fragileModifier } from './jolnar.effects';
import { GROUND_COMBAT_STEP } from '../combat/ground-combat';

const ON = { system: ACTIVE, planet: 'wellon' };

/** Wellon (tile 19) held by seat 1 (Sol); the Jol-Nar (seat 0) attack it with these ground forces. */
function jolnarInvades(attacker: Record<string, number>, opts: { articles?: boolean } = {}) {
  const s = combatGame({ active: '19', factions: ['jolnar', 'sol', 'letnev'] });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(s, 0, attacker, { planet: 'wellon' });
  put(s, 1, { infantry: 1 }, { planet: 'wellon' });
  if (opts.articles) s.laws.push({ id: 'articles-of-war', electedTarget: null });
  return s;
}

const modifiers = (dice: readonly { unit: string; modifier: number }[]) => dice.map((d) => [d.unit, d.modifier]);

test("56.2 FRAGILE: each Jol-Nar combat roll gets -1 in space combat; the opponent's do not", () => {
  const s = put(put(combatGame({ factions: ['jolnar', 'sol', 'letnev'] }), 0, { cruiser: 1, fighter: 1 }), 1, {
    cruiser: 1,
  });
  // The first round's two rolls (how many rounds follow depends on the dice).
  const rolls = eventsOf(runFrom(s, 'tactical/space-combat'), 'dice-rolled').slice(0, 2);
  expect(rolls.map((e) => [e.seat, modifiers(e.dice)])).toEqual([
    [
      0,
      [
        ['cruiser', -1],
        ['fighter', -1],
      ],
    ],
    [1, [['cruiser', 0]]],
  ]);
  expect(rolls[0]!.dice.every((d) => d.hit === d.result - 1 >= d.hitsOn)).toBe(true);
});

test('56.2 FRAGILE applies to Jol-Nar ground combat rolls: infantry without Shield Paling get -1', () => {
  const rolls = eventsOf(runFrom(jolnarInvades({ infantry: 2 }), GROUND_COMBAT_STEP, ON), 'dice-rolled');
  expect(modifiers(rolls[0]!.dice)).toEqual([
    ['infantry', -1],
    ['infantry', -1],
  ]);
  expect(modifiers(rolls[1]!.dice)).toEqual([['infantry', 0]]);
});

test("56.2 Shield Paling: FRAGILE does not affect Jol-Nar infantry on the mech's planet; the mech itself still gets -1", () => {
  const rolls = eventsOf(runFrom(jolnarInvades({ infantry: 2, mech: 1 }), GROUND_COMBAT_STEP, ON), 'dice-rolled');
  expect(modifiers(rolls[0]!.dice)).toEqual([
    ['mech', -1],
    ['infantry', 0],
    ['infantry', 0],
  ]);
  // Elsewhere (space) the mech's planet does not matter.
  expect(fragileModifier(jolnarInvades({ mech: 1 }), 0, { system: ACTIVE, planet: null }, 'infantry', ask)).toBe(-1);
});

test('56.2 Shield Paling: under Articles of War the mech has no ability, so FRAGILE affects the infantry again', () => {
  const rolls = eventsOf(
    runFrom(jolnarInvades({ infantry: 1, mech: 1 }, { articles: true }), GROUND_COMBAT_STEP, ON),
    'dice-rolled',
  );
  expect(modifiers(rolls[0]!.dice)).toEqual([
    ['mech', -1],
    ['infantry', -1],
  ]);
});

test('56.2 the odds follow FRAGILE and Shield Paling (ground forces still to land included)', () => {
  const space = put(put(combatGame({ factions: ['jolnar', 'sol', 'letnev'] }), 0, { cruiser: 2 }), 1, { cruiser: 1 });
  expect(spaceOddsInput(space, { system: ACTIVE, attacker: 0 })!.attacker.units.map((u) => u.modifier)).toEqual([-1]);
  expect(spaceOddsInput(space, { system: ACTIVE, attacker: 0 })!.defender.units.map((u) => u.modifier)).toEqual([0]);
  const ground = jolnarInvades({});
  const landing = groundOddsInput(ground, ACTIVE, 'wellon', { attacker: 0, committed: { infantry: 2, mech: 1 } })!;
  expect(landing.attacker.units.map((u) => [u.type, u.modifier])).toEqual([
    ['infantry', 0],
    ['mech', -1],
  ]);
  const bare = groundOddsInput(ground, ACTIVE, 'wellon', { attacker: 0, committed: { infantry: 2 } })!;
  expect(bare.attacker.units.map((u) => [u.type, u.modifier])).toEqual([['infantry', -1]]);
});

// ---- Brilliant ---------------------------------------------------------------------------------------------------

// turnWith (6 players): seat 0 (Sol) holds Technology; seat 3 is the Jol-Nar (Jol and Nar: 3 resources, short of 4).
const r = (technology: string) => ({ technology, specialties: [] });

test('Brilliant (Jol-Nar) 91.3 for a strategy token the Jol-Nar resolve the Technology primary instead', () => {
  const s = primary(turnWith('technology'), 'technology', { research: r('gd') });
  const labels = options(s, 3).map((o) => o.label);
  expect(labels).toContain('Technology secondary: Brilliant: research Gravity Drive');
  // The plain secondary needs 4 resources they do not have.
  expect(labels.some((l) => l.startsWith('Technology secondary: research'))).toBe(false);
  const before = s.players[3]!.pools.strategy;
  const after = declineRest(play(s, 3, { type: 'follow-secondary', choices: { research: r('gd'), second: null } }));
  expect(after.players[3]!.technologies).toContain('gd');
  expect(after.players[3]!.pools.strategy).toBe(before - 1);
});

test('Brilliant (Jol-Nar) 91.3 others cannot resolve the primary as their secondary', () => {
  const s = primary(turnWith('technology'), 'technology', { research: r('gd') });
  const before = structuredClone(s);
  expect(refuse(s, 1, { type: 'follow-secondary', choices: { research: r('gd'), second: null } })).toMatchObject({
    rule: '91.3',
  });
  expect(s).toEqual(before);
});

// ---- E-Res Siphons -----------------------------------------------------------------------------------------------

/** The Jol-Nar (seat 1) own E-Res Siphons with a cruiser at key(1); seat 0 (active) is the Sol. */
const siphonGame = (): GameState =>
  withTechnologies(
    placeUnits(tacticalGame({ tiles: line('19', '20'), factions: ['sol', 'jolnar', 'letnev'] }), key(1), 1, {
      cruiser: 1,
    }),
    1,
    ['ers'],
  );

test('E-Res Siphons (Jol-Nar) 89 another player activates a system with their ships: 4 trade goods', () => {
  const s = siphonGame();
  const after = play(s, 0, { type: 'tactical-action', system: key(1) });
  expect(after.players[1]!.tradeGoods).toBe(s.players[1]!.tradeGoods + 4);
});

test('E-Res Siphons (Jol-Nar) 89 nothing for a system without their ships, nor without the technology', () => {
  const s = siphonGame();
  expect(play(s, 0, { type: 'tactical-action', system: key(0) }).players[1]!.tradeGoods).toBe(s.players[1]!.tradeGoods);
  const without = withTechnologies(s, 1, []);
  expect(play(without, 0, { type: 'tactical-action', system: key(1) }).players[1]!.tradeGoods).toBe(
    s.players[1]!.tradeGoods,
  );
});

// ---- Research Agreement ------------------------------------------------------------------------------------------

/** The Hacan (seat 1) hold the Jol-Nar's (seat 3) Research Agreement; the Jol-Nar follow Technology with Brilliant. */
function agreementGame(): GameState {
  const s = primary(withNote(turnWith('technology'), 'ra@3', 3, 1), 'technology', { research: r('gd') });
  return declineRest(play(s, 3, { type: 'follow-secondary', choices: { research: r('gd'), second: null } }));
}

test('Research Agreement (Jol-Nar) 69 after the Jol-Nar research, its holder gains that technology too', () => {
  const s = agreementGame();
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-technology-gained', waitingOn: [1] });
  expect(options(s, 1).map((o) => o.label)).toContain('Research Agreement: gain Gravity Drive too');
  const used = play(s, 1, { type: 'use-ability', ability: 'research-agreement', targets: {} });
  const done = topDecision(used)?.kind === 'window' ? play(used, 1, { type: 'pass-window' }) : used;
  expect(done.players[1]!.technologies).toContain('gd');
  expect(done.players[1]!.promissoryNotes).not.toContain('ra@3');
  expect(done.players[3]!.promissoryNotes).toContain('ra@3');
});

test('Research Agreement (Jol-Nar) 69.1 not after another player researches, nor for a technology already owned', () => {
  // The Sol (seat 0) researched Gravity Drive with the primary: the Hacan holding the note were not asked.
  const s = primary(withNote(turnWith('technology'), 'ra@3', 3, 1), 'technology', { research: r('gd') });
  expect(topDecision(s)).toMatchObject({ kind: 'strategic-secondary' });
  const owned = edit(agreementGame(), (d) => {
    d.players[1]!.technologies.push('gd');
  });
  expect(refuse(owned, 1, { type: 'use-ability', ability: 'research-agreement', targets: {} })).toMatchObject({
    code: 'ability/not-eligible',
  });
});

// ---- Spatial Conduit Cylinders -----------------------------------------------------------------------------------

/** Wellon (the Jol-Nar cruiser) – empty – empty – Vefut II (1 Jol-Nar infantry); the Jol-Nar (seat 0) own it. */
function conduitGame(technologies: readonly string[] = ['scc']): GameState {
  let s = tacticalGame({ tiles: line('19', '47', '48', '20'), factions: ['jolnar', 'sol', 'letnev'] });
  s = placeUnits(s, key(0), 0, { cruiser: 1 });
  s = placeUnits(s, key(3), 0, { infantry: 1 }, 'vefutii');
  return withTechnologies(s, 0, technologies);
}
const conduit = { type: 'use-ability', ability: 'spatial-conduit-cylinders', targets: {} } as const;

test('Spatial Conduit Cylinders (Jol-Nar) 6 / 58 exhausted after activating a system with their units: it is adjacent to every system with their units during the activation', () => {
  const activated = play(conduitGame(), 0, { type: 'tactical-action', system: key(3) });
  expect(options(activated, 0).map((o) => o.label)).toContain(
    'Spatial Conduit Cylinders: this system is adjacent to every system holding your units during this activation',
  );
  const s = passWindows(play(activated, 0, conduit));
  expect(s.players[0]!.exhaustedTechnologies).toContain('scc');
  expect(adjacentSystems(s.board, key(3), adjacencyInPlay(s))).toContain(key(0));
  expect(adjacentSystems(s.board, key(0), adjacencyInPlay(s))).toContain(key(3));
  // Systems without their units stay as they were (key(1) only touches its row neighbours).
  expect(adjacentSystems(s.board, key(1), adjacencyInPlay(s))).not.toContain(key(3));
  // Three systems away, the cruiser (move 2) now moves in one step.
  const r = move(s, [{ from: key(0), ships: { cruiser: 1 }, path: [key(3)] }]);
  expect(unitsIn(r.state, key(3), 0)).toEqual({ cruiser: 1 });
  expect(r.state.tactical).toBeNull();
  expect(adjacentSystems(r.state.board, key(0), adjacencyInPlay(r.state))).not.toContain(key(3));
});

test('Spatial Conduit Cylinders (Jol-Nar) 6 without it the cruiser cannot reach the system; refused after activating a system without their units, or exhausted', () => {
  // Without the technology no ship can reach Vefut II: the tactical action ends without a movement.
  const plain = passWindows(play(conduitGame([]), 0, { type: 'tactical-action', system: key(3) }));
  expect(topDecision(plain)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
  expect(unitsIn(plain, key(0), 0)).toEqual({ cruiser: 1 });
  const empty = play(conduitGame(), 0, { type: 'tactical-action', system: key(2) });
  expect(options(empty, 0).some((o) => o.label.startsWith('Spatial Conduit Cylinders'))).toBe(false);
  const emptyBefore = structuredClone(empty);
  // Nothing eligible: no window waits on the Jol-Nar, so there is nothing to use it in.
  expect(refuse(empty, 0, conduit)).toMatchObject({ code: 'flow/not-now' });
  expect(empty).toEqual(emptyBefore);
  const exhausted = edit(play(conduitGame(), 0, { type: 'tactical-action', system: key(3) }), (d) => {
    d.players[0]!.exhaustedTechnologies.push('scc');
  });
  expect(options(exhausted, 0).some((o) => o.label.startsWith('Spatial Conduit Cylinders'))).toBe(false);
  expect(refuse(exhausted, 0, conduit)).toMatchObject({ code: 'ability/not-eligible' });
});
