import { expect, test } from 'vitest';
import { giveActionCards, optionLabels, placeUnits, play, refuse } from '../testing/scenario';
import { line, tacticalGame, withFragments } from '../testing/relic-scenario';

/** Seat 0 holds Seize Artifact; seat 1's ships are next door, seat 2's three systems away; both hold fragments. */
function game() {
  let s = tacticalGame({ tiles: line('19', '20', '21', '22') });
  s = placeUnits(placeUnits(placeUnits(s, '0,0', 0, { carrier: 1 }), '1,0', 1, { carrier: 1 }), '3,0', 2, {
    carrier: 1,
  });
  s = withFragments(s, 1, ['hazardous-relic-fragment#1', 'unknown-relic-fragment#1']);
  s = withFragments(s, 2, ['cultural-relic-fragment#1']);
  return giveActionCards(s, 0, ['seize-artifact']);
}
const seize = (player: number, fragment: string) =>
  ({ type: 'component-action', ability: 'seize-artifact', targets: { player, fragment } }) as const;

test('73.1 Seize Artifact: a neighbour with relic fragments gives the player the fragment they choose', () => {
  const s0 = game();
  expect(optionLabels(s0, 0).filter((l) => l.startsWith('Seize Artifact'))).toEqual([
    'Seize Artifact: take a hazardous fragment from Player 2',
    'Seize Artifact: take an unknown fragment from Player 2',
  ]);
  const s = play(s0, 0, seize(1, 'unknown-relic-fragment#1'));
  expect(s.players[0]!.relicFragments).toEqual(['unknown-relic-fragment#1']);
  expect(s.players[1]!.relicFragments).toEqual(['hazardous-relic-fragment#1']);
  expect(s.decks.action.discard).toContain('seize-artifact#1');
});

test('60 Seize Artifact cannot take from a player who is not a neighbour: refused, nothing changes', () => {
  const s = game();
  expect(refuse(s, 0, seize(2, 'cultural-relic-fragment#1'))).toMatchObject({ code: 'ability/bad-target', rule: '60' });
  expect(s.players[2]!.relicFragments).toEqual(['cultural-relic-fragment#1']);
  expect(s.players[0]!.actionCards).toEqual(['seize-artifact#1']);
});
