import { expect, test } from 'vitest';
import { planetFacts } from '../economy/planets';
import { checkInvariants } from '../testing/invariants';
import { optionLabels } from '../testing/scenario';
import { line, withPlanets, withRelics } from '../testing/relic-scenario';
import { edit, key, play, refuse, tacticalGame } from '../testing/tactical-scenario';

const action = (planet: string) => ({ type: 'component-action', ability: 'nanoforge', targets: { planet } }) as const;

/** Seat 0 (Hacan, home 16: Arretze, Hercant, Kamdorn) holds the Nanoforge and controls Starpoint, Hope's End too. */
const game = () =>
  edit(
    withPlanets(withRelics(tacticalGame({ tiles: line('16', '27', '66') }), 0, ['nanoforge']), 0, [
      'arretze',
      'starpoint',
      'hopesend',
    ]),
    (d) => {
      d.decks.relic.draw = d.decks.relic.draw.filter((r) => r !== 'nanoforge'); // it was drawn
    },
  );

test('12 Nanoforge: Action — attach it to a planet you control: +2 resources, +2 influence, and the planet is legendary (53.1)', () => {
  const s0 = game();
  expect(optionLabels(s0, 0).filter((l) => l.startsWith('Nanoforge'))).toEqual([
    'Nanoforge: attach it to Starpoint (+2 resources, +2 influence, legendary)',
  ]);
  const s = play(s0, 0, action('starpoint'));
  expect(planetFacts(s, 'starpoint')).toMatchObject({ resources: 5, influence: 3, legendary: true });
  expect(s.players[0]!.relics).toEqual([]);
  expect(s.board.systems[key(1)]!.planets.starpoint!.attachments).toEqual(['nanoforge']);
  // The relic card is accounted for on the planet; it stays there when control changes (12.2).
  const taken = edit(s, (d) => {
    d.board.systems[key(1)]!.planets.starpoint!.owner = 1;
  });
  expect(planetFacts(taken, 'starpoint').resources).toBe(5);
  expect(checkInvariants(s).filter((p) => p.includes('relic'))).toEqual([]);
});

test('12 Nanoforge: a home planet or a legendary planet is refused, and nothing changes', () => {
  const s0 = game();
  expect(refuse(s0, 0, action('arretze'))).toMatchObject({ code: 'ability/bad-target', rule: '12' });
  expect(refuse(s0, 0, action('hopesend'))).toMatchObject({ code: 'ability/bad-target', rule: '12' });
  expect(s0.players[0]!.relics).toEqual(['nanoforge']);
  expect(s0.board.systems[key(0)]!.planets.arretze!.attachments).toEqual([]);
  // Once attached, the action cannot be used again: the card is no longer held.
  const attached = play(s0, 0, action('starpoint'));
  const again = edit(attached, (d) => {
    d.stack = s0.stack;
  });
  expect(refuse(again, 0, action('starpoint'))).toMatchObject({ code: 'ability/not-held' });
});
