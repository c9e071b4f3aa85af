import { expect, test } from 'vitest';
import { edit, newGame, optionLabels, play, playEvents, refuse, runStep } from '../testing/scenario';
import { withLaw } from '../testing/unit-ability-scenario';
import { addUnits, control, planetState, systemKeyOf, turnWith } from './cards/cards.fixture';

/** Seat 0 (Sol by default) has its flagship in Mecatol Rex's space area; the status phase is ending. */
function statusEnding(faction = 'sol', flagship = true) {
  return edit(newGame({ players: 3, factions: [faction, 'hacan', 'letnev'] }), (d) => {
    d.phase = 'status';
    d.stack = [];
    if (flagship) addUnits(d, '0,0', 0, { flagship: 1 });
  });
}

test("81.8 Sol flagship: at the end of the status phase, 1 infantry from reinforcements is placed in its system's space area", () => {
  const s = runStep(statusEnding(), 'status/return-strategy-cards');
  expect(s.board.systems['0,0']!.space['0']!.counts).toEqual({ flagship: 1, infantry: 1 });
  expect(s.phase).toBe('strategy'); // the custodians token is still on Mecatol Rex: a new round follows (40.1)
});

test('81.8 only the Sol flagship places infantry at the end of the status phase, and only while it is on the board', () => {
  expect(
    runStep(statusEnding('jolnar'), 'status/return-strategy-cards').board.systems['0,0']!.space['0']!.counts,
  ).toEqual({ flagship: 1 });
  const none = runStep(statusEnding('sol', false), 'status/return-strategy-cards');
  expect(Object.values(none.board.systems).some((sys) => (sys.space['0']?.counts.infantry ?? 0) > 0)).toBe(false);
});

/** Seat 0 plays Construction as the Titans of Ul, controlling Gral; `change` edits the state further. */
const titans = (change?: Parameters<typeof edit>[1]) =>
  turnWith('construction', 6, (d) => {
    d.players[0]!.faction = 'titans';
    control(d, 0, ['gral']);
    change?.(d);
  });
const construct = (choices: Record<string, unknown>) =>
  ({ type: 'strategic-action', card: 'construction', choices }) as const;
const units = (s: ReturnType<typeof titans>, planet: string, seat = 0) =>
  planetState(s, planet).units[String(seat)]?.counts ?? {};

test('30.1 Titans mech: when they would place a PDS with Construction, 1 mech and 1 infantry go on that planet instead', () => {
  expect(
    optionLabels(titans(), 0).filter((l) =>
      l.includes('place a mech and an infantry on Gral instead of a PDS (Hecatoncheires)'),
    ),
  ).toHaveLength(1);
  expect(
    optionLabels(
      turnWith('construction', 6, (d) => control(d, 0, ['gral'])),
      0,
    ).filter((l) => l.includes('Hecatoncheires')),
  ).toEqual([]);
  const r = playEvents(
    titans(),
    0,
    construct({ first: { unit: 'pds', planet: 'gral', deploy: true }, pds: { unit: 'pds', planet: 'gral' } }),
  );
  expect(units(r.state, 'gral')).toEqual({ mech: 1, infantry: 1, pds: 1 });
  expect(
    r.events.filter((e) => e.type === 'units-placed').map((e) => e.type === 'units-placed' && [e.unit, e.cause]),
  ).toEqual([
    ['mech', 'deploy'],
    ['infantry', 'deploy'],
    ['pds', 'construction'],
  ]);
});

test('30.1 the Titans mech deploys with the Construction secondary too, and the options offer it', () => {
  const s = play(titans(), 0, construct({ first: { unit: 'space-dock', planet: 'gral' } }));
  const other = edit(s, (d) => {
    d.players[1]!.faction = 'titans';
    d.players[0]!.faction = 'sol';
  });
  expect(optionLabels(other, 1).filter((l) => l.includes('Hecatoncheires') && l.includes('Arretze'))).toHaveLength(1);
  const before = units(other, 'arretze', 1);
  const r = play(other, 1, { type: 'follow-secondary', choices: { unit: 'pds', planet: 'arretze', deploy: true } });
  expect(units(r, 'arretze', 1)).toEqual({
    ...before,
    mech: (before.mech ?? 0) + 1,
    infantry: (before.infantry ?? 0) + 1,
  });
});

test('30.2 / 30.3 the Titans mech needs a mech in reinforcements, replaces only a PDS, once per placement — refusals change nothing', () => {
  const full = titans((d) => addUnits(d, systemKeyOf(d, 'jord'), 0, { mech: 4 }, 'jord'));
  expect(refuse(full, 0, construct({ first: { unit: 'pds', planet: 'gral', deploy: true } }))).toMatchObject({
    code: 'construction/no-mech',
    rule: '30.2',
  });
  expect(refuse(titans(), 0, construct({ first: { unit: 'space-dock', planet: 'gral', deploy: true } }))).toMatchObject(
    { rule: '30.1' },
  );
  expect(
    refuse(
      titans(),
      0,
      construct({
        first: { unit: 'pds', planet: 'gral', deploy: true },
        pds: { unit: 'pds', planet: 'jord', deploy: true },
      }),
    ),
  ).toMatchObject({ rule: '30.3' });
  const sol = turnWith('construction', 6, (d) => control(d, 0, ['gral']));
  expect(refuse(sol, 0, construct({ first: { unit: 'pds', planet: 'gral', deploy: true } }))).toMatchObject({
    code: 'construction/no-deploy',
  });
  expect(
    refuse(
      titans((d) => {
        withLaw(d, 'articles-of-war');
      }),
      0,
      construct({ first: { unit: 'pds', planet: 'gral', deploy: true } }),
    ),
  ).toMatchObject({ code: 'construction/no-deploy' });
  // 85.5: a planet that cannot take another PDS cannot take the mech in its place either.
  const crowded = titans((d) => addUnits(d, systemKeyOf(d, 'gral'), 0, { pds: 2 }, 'gral'));
  expect(refuse(crowded, 0, construct({ first: { unit: 'pds', planet: 'gral', deploy: true } }))).toMatchObject({
    rule: '85.5',
  });
});
