import { expect, test } from 'vitest';
import { optionLabels, play, refuse, topDecision } from '../testing/scenario';
import { tacticalGame, withFragments, withRelicDeck } from '../testing/relic-scenario';

const CULTURAL = ['cultural-relic-fragment#1', 'cultural-relic-fragment#2', 'cultural-relic-fragment#3'];
const purge = (kind: string, fragments: string[]) =>
  ({ type: 'component-action', ability: 'relic-fragments', targets: { kind, fragments } }) as const;

function game(fragments: string[]) {
  return withRelicDeck(withFragments(tacticalGame(), 0, fragments), ['the-codex', 'dominus-orb']);
}

test('73.2 purging three cultural fragments gains a relic: the top of the relic deck, faceup', () => {
  const s = play(game([...CULTURAL, 'hazardous-relic-fragment#1']), 0, purge('cultural', CULTURAL));
  expect(s.players[0]!.relicFragments).toEqual(['hazardous-relic-fragment#1']);
  expect(s.players[0]!.relics).toEqual(['the-codex']);
  expect(s.decks.relic.draw).toEqual(['dominus-orb']);
  // A component action is the whole action: the turn passes on.
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
});

test('73.1 an unknown relic fragment stands in for any type', () => {
  const mixed = ['industrial-relic-fragment#1', 'unknown-relic-fragment#1', 'industrial-relic-fragment#2'];
  const s0 = game(mixed);
  expect(optionLabels(s0, 0)).toContain('Relic fragments: purge 3 industrial fragments for a relic (1 unknown)');
  const s = play(s0, 0, purge('industrial', mixed));
  expect(s.players[0]!.relicFragments).toEqual([]);
  expect(s.players[0]!.relics).toEqual(['the-codex']);
});

test('73.1 three fragments of different types, or fragments not held, are refused and change nothing', () => {
  const mixed = ['cultural-relic-fragment#1', 'hazardous-relic-fragment#1', 'cultural-relic-fragment#2'];
  const s = game(mixed);
  expect(refuse(s, 0, purge('cultural', mixed))).toMatchObject({ code: 'ability/bad-target', rule: '73.1' });
  expect(refuse(s, 0, purge('cultural', CULTURAL))).toMatchObject({ code: 'ability/bad-target', rule: '73.1' });
  expect(optionLabels(s, 0).filter((l) => l.startsWith('Relic fragments'))).toEqual([]);
  expect(s.players[0]!.relicFragments).toEqual(mixed);
  expect(s.decks.relic.draw).toEqual(['the-codex', 'dominus-orb']);
});

test('73.2a with the relic deck empty the fragments are purged and no relic is gained', () => {
  const s = play(withRelicDeck(game(CULTURAL), []), 0, purge('cultural', CULTURAL));
  expect(s.players[0]!.relicFragments).toEqual([]);
  expect(s.players[0]!.relics).toEqual([]);
});

test('73.2 / 70 Cultural Relic Fragment, Hazardous Relic Fragment, Industrial Relic Fragment: three of one type buy a relic and are purged for good', () => {
  for (const kind of ['cultural', 'hazardous', 'industrial'] as const) {
    const three = [1, 2, 3].map((n) => `${kind}-relic-fragment#${n}`);
    const s = play(game(three), 0, purge(kind, three));
    expect(s.players[0]!.relicFragments).toEqual([]);
    expect(s.players[0]!.relics).toEqual(['the-codex']);
    // Purged fragments leave the game but stay counted as purged exploration cards (35, 70).
    expect(s.exploration?.purged).toEqual(three);
  }
});
