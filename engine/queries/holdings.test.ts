import { expect, test } from 'vitest';
import { newGame, edit, placeUnits } from '../testing/scenario';
import { view } from '../view';
import { publicHoldings } from './holdings';

/** Seat 1 as seat 0 sees it: a 3-player game where seat 1 (the Hacan) holds two more planets, one exhausted. */
function scene() {
  let s = newGame({ players: 3 });
  s = edit(s, (d) => {
    d.board.systems['0,0']!.planets.mr!.owner = 1;
    d.board.systems['0,0']!.planets.mr!.exhausted = true;
    d.board.systems['0,0']!.planets.mr!.attachments.push('dysonsphere');
    d.players[1]!.technologies.push('amd', 'sdn');
    d.players[1]!.exhaustedTechnologies.push('sdn');
  });
  s = placeUnits(s, '0,0', 1, { dreadnought: 2, infantry: 3 });
  return { state: s };
}

test("64 another player's planets are counted with their values, 12.1 attachments included, and 34 what their ready planets give", () => {
  const { state } = scene();
  const before = publicHoldings(view(newGame({ players: 3 }), 0), 1).planets;
  const after = publicHoldings(view(state, 0), 1).planets;
  // Mecatol Rex is 1/6 printed; the Dyson Sphere adds 2/1; it is exhausted, so the ready totals do not change.
  expect(after).toEqual({
    count: before.count + 1,
    resources: before.resources + 3,
    influence: before.influence + 7,
    readyResources: before.readyResources,
    readyInfluence: before.readyInfluence,
  });
});

test("72 another player's reinforcements: units on the board leave them, fighters and infantry by the pieces they need", () => {
  const { state } = scene();
  const before = publicHoldings(view(newGame({ players: 3 }), 0), 1).reinforcements;
  const after = publicHoldings(view(state, 0), 1).reinforcements;
  const left = (r: typeof after, type: string) => r.find((x) => x.type === type)?.left;
  expect(left(after, 'dreadnought')).toBe((left(before, 'dreadnought') ?? 0) - 2);
  // Three infantry in one new place need one plastic piece (46.3).
  expect(left(after, 'infantry')).toBe((left(before, 'infantry') ?? 0) - 1);
  expect(after.find((x) => x.type === 'war-sun')).toEqual({ type: 'war-sun', left: 2, of: 2 });
});

test("90 another player's technologies are listed by colour, with the exhausted ones marked", () => {
  const { state } = scene();
  const techs = publicHoldings(view(state, 0), 1).technologies;
  const amd = techs.find((t) => t.id === 'amd');
  const sdn = techs.find((t) => t.id === 'sdn');
  expect(amd).toMatchObject({ name: 'Antimass Deflectors', color: 'blue', exhausted: false });
  expect(sdn).toMatchObject({ name: 'Scanlink Drone Network', color: 'yellow', exhausted: true });
  const order = techs.map((t) => (t.unitUpgrade ? 'unit' : (t.color ?? '')));
  const rank = ['blue', 'green', 'yellow', 'red', 'unit'];
  expect(order.map((c) => rank.indexOf(c))).toEqual([...order.map((c) => rank.indexOf(c))].sort((a, b) => a - b));
});

test("64 another player's planets are listed by name with their values (12.1 attachments included) and 34 whether each is exhausted", () => {
  const { state } = scene();
  const list = publicHoldings(view(state, 0), 1).planetList;
  // Mecatol Rex (1/6 printed, +2/+1 from the Dyson Sphere), exhausted, legendary no, no trait.
  expect(list.find((p) => p.id === 'mr')).toEqual({
    id: 'mr',
    name: 'Mecatol Rex',
    resources: 3,
    influence: 7,
    exhausted: true,
    traits: [],
    specialties: [],
    legendary: false,
  });
  // The Hacan home planets are theirs and ready; seat 0's home planets are not in seat 1's list.
  const names = list.map((p) => p.name);
  expect(names).toEqual(expect.arrayContaining(['Arretze', 'Hercant', 'Kamdorn']));
  expect(list.filter((p) => p.id !== 'mr').every((p) => !p.exhausted)).toBe(true);
  const seat0 = publicHoldings(view(state, 0), 0).planetList.map((p) => p.id);
  expect(seat0.length).toBeGreaterThan(0);
  expect(list.some((p) => seat0.includes(p.id))).toBe(false);
  // By name, and as many as the totals count.
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  expect(list).toHaveLength(publicHoldings(view(state, 0), 1).planets.count);
});
