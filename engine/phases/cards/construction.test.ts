import { expect, test } from 'vitest';
import { options } from '../../flow/options';
import { edit, play, refuse, topDecision } from '../../testing/scenario';
import { addUnits, control, planetState, primary, systemKeyOf, turnWith } from './cards.fixture';

// Seat 0 (Sol) holds Construction; Jord (Sol's home planet) starts with a space dock; seat 0 also controls Gral.
const start = (change?: Parameters<typeof edit>[1]) =>
  turnWith('construction', 6, (d) => {
    control(d, 0, ['gral']);
    change?.(d);
  });
const construct = (choices: Record<string, unknown>) =>
  ({ type: 'strategic-action', card: 'construction', choices }) as const;
const own = (s: ReturnType<typeof start>, planet: string, seat = 0) =>
  planetState(s, planet).units[String(seat)]?.counts ?? {};

test('24.2 place a space dock on a planet you control, then one more PDS on a planet you control', () => {
  const s = primary(start(), 'construction', {
    first: { unit: 'space-dock', planet: 'gral' },
    pds: { unit: 'pds', planet: 'jord' },
  });
  expect(own(s, 'gral')).toEqual({ 'space-dock': 1 });
  expect(own(s, 'jord').pds).toBe(1);
});

test('24.2 both structures may go on the same planet, and the second is optional', () => {
  expect(
    own(
      primary(start(), 'construction', {
        first: { unit: 'pds', planet: 'gral' },
        pds: { unit: 'pds', planet: 'gral' },
      }),
      'gral',
    ),
  ).toEqual({ pds: 2 });
  expect(own(primary(start(), 'construction', { first: { unit: 'pds', planet: 'gral' } }), 'gral')).toEqual({ pds: 1 });
});

test('24.2 structures go only on planets the player controls', () => {
  expect(refuse(start(), 0, construct({ first: { unit: 'pds', planet: 'arretze' } }))).toMatchObject({
    rule: '24.2',
    code: 'construction/not-your-planet',
  });
});

test('85.4 a planet holds at most one space dock', () => {
  expect(refuse(start(), 0, construct({ first: { unit: 'space-dock', planet: 'jord' } }))).toMatchObject({
    rule: '85.4',
  });
});

test('85.5 a planet holds at most two PDS', () => {
  const s = start((d) => addUnits(d, systemKeyOf(d, 'gral'), 0, { pds: 1 }, 'gral'));
  expect(
    refuse(s, 0, construct({ first: { unit: 'pds', planet: 'gral' }, pds: { unit: 'pds', planet: 'gral' } })),
  ).toMatchObject({ rule: '85.5' });
});

test("24.4a with no PDS left in reinforcements one is taken back from a system without the player's command token", () => {
  const s0 = start((d) => addUnits(d, systemKeyOf(d, 'jord'), 0, { pds: 6 }, 'jord'));
  expect(refuse(s0, 0, construct({ first: { unit: 'pds', planet: 'gral' } }))).toMatchObject({
    rule: '24.4a',
    code: 'construction/no-reinforcements',
  });
  const home = systemKeyOf(s0, 'jord');
  const s = primary(s0, 'construction', {
    first: { unit: 'pds', planet: 'gral', reclaim: { system: home, planet: 'jord' } },
  });
  expect(own(s, 'jord').pds).toBe(5);
  expect(own(s, 'gral').pds).toBe(1);
  const guarded = edit(s0, (d) => {
    d.board.systems[home]!.commandTokens.push(0);
  });
  expect(
    refuse(
      guarded,
      0,
      construct({ first: { unit: 'pds', planet: 'gral', reclaim: { system: home, planet: 'jord' } } }),
    ),
  ).toMatchObject({ rule: '24.4a', code: 'construction/cannot-reclaim' });
});

test('24.4a nothing is taken back while reinforcements still hold the structure', () => {
  const home = systemKeyOf(start(), 'jord');
  expect(
    refuse(
      start(),
      0,
      construct({ first: { unit: 'pds', planet: 'gral', reclaim: { system: home, planet: 'jord' } } }),
    ),
  ).toMatchObject({ code: 'construction/reclaim-unneeded' });
});

test('24.3 the secondary spends a strategy token into the system and places a structure on a planet there', () => {
  let s = primary(start(), 'construction', { first: { unit: 'pds', planet: 'gral' } });
  s = play(s, 1, { type: 'follow-secondary', choices: { unit: 'pds', planet: 'arretze' } });
  expect(s.players[1]!.pools.strategy).toBe(1);
  expect(s.board.systems[systemKeyOf(s, 'arretze')]!.commandTokens).toEqual([1]);
  expect(own(s, 'arretze', 1).pds).toBe(1);
});

test("20.6 the secondary's token goes back to reinforcements when one is already in that system", () => {
  let s = primary(
    start((d) => {
      d.board.systems[systemKeyOf(d, 'arretze')]!.commandTokens.push(1);
    }),
    'construction',
    { first: { unit: 'pds', planet: 'gral' } },
  );
  s = play(s, 1, { type: 'follow-secondary', choices: { unit: 'space-dock', planet: 'kamdorn' } });
  expect(s.board.systems[systemKeyOf(s, 'kamdorn')]!.commandTokens).toEqual([1]);
  expect(s.players[1]!.pools.strategy).toBe(1);
  expect(own(s, 'kamdorn', 1)['space-dock']).toBe(1);
});

test('85.5 under the Homeland Defense Act a planet may hold any number of PDS (agenda law)', () => {
  const s0 = start((d) => {
    d.decks.agenda.draw.splice(d.decks.agenda.draw.indexOf('homeland-defense-act'), 1);
    d.laws.push({ id: 'homeland-defense-act', electedTarget: null });
    addUnits(d, systemKeyOf(d, 'gral'), 0, { pds: 1 }, 'gral');
  });
  expect(
    own(
      primary(s0, 'construction', { first: { unit: 'pds', planet: 'gral' }, pds: { unit: 'pds', planet: 'gral' } }),
      'gral',
    ).pds,
  ).toBe(3);
});

test('24.2 the owner of the Minister of Industry may produce where they placed a space dock (agenda law)', () => {
  const s0 = start((d) => {
    d.decks.agenda.draw.splice(d.decks.agenda.draw.indexOf('minister-of-industry'), 1);
    d.laws.push({ id: 'minister-of-industry', electedTarget: '0' });
  });
  const s = primary(s0, 'construction', { first: { unit: 'space-dock', planet: 'gral' } });
  expect(topDecision(s)).toMatchObject({
    kind: 'production',
    seat: 0,
    system: systemKeyOf(s, 'gral'),
    source: 'minister-of-industry',
  });
});

test('24.2 options offer a space dock on one planet with a PDS on another, and a PDS on each of two planets', () => {
  const s = start();
  const pairs = options(s, 0)
    .filter((o) => o.command.type === 'strategic-action')
    .map(
      (o) => (o.command as unknown as { choices: { first: { unit: string; planet: string }; pds: unknown } }).choices,
    )
    .map(({ first, pds }) => [first.unit, first.planet, (pds as { planet: string } | null)?.planet ?? null]);
  expect(pairs).toContainEqual(['space-dock', 'gral', 'jord']);
  expect(pairs).toContainEqual(['pds', 'gral', 'jord']);
  expect(pairs).toContainEqual(['pds', 'jord', 'gral']);
  // Jord already holds Sol's space dock (85.4): no second one there, alone or in a pair.
  expect(pairs.filter(([unit, planet]) => unit === 'space-dock' && planet === 'jord')).toEqual([]);
  const label = options(s, 0).find((o) => o.label.includes('space dock on Gral and a PDS on Jord'));
  expect(label).toBeDefined();
  const after = play(s, 0, label!.command);
  expect(own(after, 'gral')).toEqual({ 'space-dock': 1 });
  expect(own(after, 'jord').pds).toBe(1);
});

test('24.4a two placements cannot take back the same single PDS (fuzz seed inv-1)', () => {
  const s0 = start((d) => {
    addUnits(d, systemKeyOf(d, 'gral'), 0, { pds: 1 }, 'gral');
    addUnits(d, systemKeyOf(d, 'arretze'), 0, { pds: 5 }, 'arretze');
  });
  const from = { system: systemKeyOf(s0, 'gral'), planet: 'gral' };
  const twice = construct({
    first: { unit: 'pds', planet: 'jord', reclaim: from },
    pds: { unit: 'pds', planet: 'jord', reclaim: from },
  });
  expect(refuse(s0, 0, twice)).toMatchObject({ rule: '24.4a', code: 'construction/cannot-reclaim' });
  const once = primary(s0, 'construction', { first: { unit: 'pds', planet: 'jord', reclaim: from } });
  expect(own(once, 'jord').pds).toBe(1);
  expect(own(once, 'gral').pds).toBeUndefined();
});
