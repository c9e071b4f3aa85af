// Three laws whose For changes a rule of combat or movement (LRR 7.2): Prophecy of Ixth (18 combat rolls),
// Publicize Weapon Schematics (87 sustain damage, 90 prerequisites), Shared Research (59 nebulae) — played out in
// real combats and movements, with the law in play and without it.
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { checkAssignment, defaultAssignment } from '../combat/hits';
import { missingPrerequisites } from '../economy/research';
import { ACTIVE, combatGame, eventsOf, put, runFrom, settle } from '../testing/combat-scenario';
import { edit } from '../testing/scenario';
import {
  activate,
  key,
  line,
  move,
  placeUnits,
  refuse,
  tacticalGame,
  unitsIn,
  withTechnologies,
} from '../testing/tactical-scenario';
import { resolveAgenda } from './scenario';
import { putLaw } from './testkit';

const withLaw = (s: GameState, id: string, owner: string | null = null) => edit(s, (d) => putLaw(d, id, owner));

/** The modifier of each die of the first combat round, by seat and unit type. */
function firstRoundModifiers(s: GameState): Record<string, number[]> {
  const rolls = eventsOf(settle(runFrom(s, 'tactical/space-combat')), 'dice-rolled').filter((e) => e.roll === 'combat');
  const out: Record<string, number[]> = {};
  for (const e of rolls.slice(0, 2)) for (const d of e.dice) (out[`${e.seat} ${d.unit}`] ??= []).push(d.modifier);
  return out;
}

test("Prophecy of Ixth (18.1, 7.4): its owner's fighters roll combat at +1; other units and other fighters do not", () => {
  const fight = () =>
    put(put(combatGame({ seed: 'ixth' }), 0, { carrier: 1, fighter: 2 }), 1, { fighter: 1, cruiser: 1 });
  expect(firstRoundModifiers(withLaw(fight(), 'prophecy-of-ixth', '0'))).toEqual({
    '0 carrier': [0],
    '0 fighter': [1, 1],
    '1 cruiser': [0],
    '1 fighter': [0],
  });
  // Owned by the defender, the bonus goes to the defender's fighters only.
  expect(firstRoundModifiers(withLaw(fight(), 'prophecy-of-ixth', '1'))).toMatchObject({
    '0 fighter': [0, 0],
    '1 fighter': [1],
  });
  expect(firstRoundModifiers(fight())['0 fighter']).toEqual([0, 0]);
});

const space = { system: ACTIVE };
const oneHit = { count: 1, restricted: 0, eligible: ['war-sun', 'dreadnought'] as const, sustain: true, by: 1 };

test('Publicize Weapon Schematics (87.1, For): war suns lose Sustain Damage; dreadnoughts keep it', () => {
  const before = put(combatGame(), 0, { 'war-sun': 1, dreadnought: 1 });
  const hit = { ...oneHit, eligible: [...oneHit.eligible] };
  const sustainWarSun = { sustain: { 'war-sun': 1 }, destroy: {} };
  expect(checkAssignment(before, space, 0, hit, sustainWarSun).ok).toBe(true);
  const after = withLaw(before, 'publicize-weapon-schematics');
  const refused = checkAssignment(after, space, 0, hit, sustainWarSun);
  expect(refused.ok ? null : refused.error.code).toBe('combat/cannot-sustain');
  expect(checkAssignment(after, space, 0, hit, { sustain: { dreadnought: 1 }, destroy: {} }).ok).toBe(true);
  // A lone war sun hit once is destroyed: nothing can cancel the hit.
  const alone = withLaw(put(combatGame(), 0, { 'war-sun': 1 }), 'publicize-weapon-schematics');
  expect(defaultAssignment(alone, space, 0, hit)).toEqual({ sustain: {}, destroy: { 'war-sun': 1 } });
});

test('Publicize Weapon Schematics (90.12c, For): once any player owns a war sun technology, nobody needs its prerequisites', () => {
  const unowned = resolveAgenda('publicize-weapon-schematics', { outcome: 'for' }).state;
  expect(missingPrerequisites('ws', [], unowned)).toEqual({ blue: 0, green: 0, red: 3, yellow: 1 });
  const owned = edit(unowned, (d) => d.players[2]!.technologies.push('ws'));
  expect(missingPrerequisites('ws', [], owned)).toEqual({ blue: 0, green: 0, red: 0, yellow: 0 });
  // Other technologies keep theirs.
  expect(missingPrerequisites('dn2', [], owned)).not.toEqual({ blue: 0, green: 0, red: 0, yellow: 0 });
});

/** A cruiser in (0), a nebula in (1) between it and the system (2) it moves to, a destroyer in (3) that can reach (2). */
const aroundNebula = () =>
  placeUnits(placeUnits(tacticalGame({ tiles: line('19', '42', '20', '47') }), key(0), 0, { cruiser: 1 }), key(3), 0, {
    destroyer: 1,
  });
const cruiserThrough = {
  type: 'move-ships' as const,
  moves: [{ from: key(0), ships: { cruiser: 1 }, path: [key(1), key(2)] }],
};

test('Shared Research (59.1, For): units move through a nebula that is not the active system', () => {
  expect(refuse(activate(aroundNebula(), key(2)), 0, cruiserThrough).rule).toBe('59.1');
  const s = activate(withLaw(aroundNebula(), 'shared-research'), key(2));
  const moved = move(s, cruiserThrough.moves).state;
  expect([unitsIn(moved, key(2), 0), unitsIn(moved, key(0), 0)]).toEqual([{ cruiser: 1 }, {}]);
});

test('Shared Research (59.1a, For): units may also move into the active nebula and out again', () => {
  const game = () => withTechnologies(aroundNebula(), 0, ['cr2']);
  const there = { ...cruiserThrough, moves: [{ ...cruiserThrough.moves[0]!, path: [key(1), key(2), key(1)] }] };
  expect(refuse(activate(game(), key(1)), 0, there).rule).toBe('59.1a');
  const s = activate(withLaw(game(), 'shared-research'), key(1));
  expect(unitsIn(move(s, there.moves).state, key(1), 0)).toEqual({ cruiser: 1 });
});
