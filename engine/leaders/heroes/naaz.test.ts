import { expect, test } from 'vitest';
import type { GameState } from '../../core/state';
import { options } from '../../flow/options';
import { edit, optionLabels, play, refuse, topDecision } from '../../testing/scenario';
import { withRelicDeck } from '../../testing/relic-scenario';
import { heroGame, scoreThree } from './hero-kit';

const USE = { type: 'component-action', ability: 'naazhero', targets: {} } as const;

/** The Naaz-Rokha (seat 0) with their hero unlocked, no strategy pool tokens left, the relic deck stacked. */
const ready = () =>
  edit(withRelicDeck(scoreThree(heroGame('naaz', ['sol', 'letnev'])), ['the-codex', 'dominus-orb']), (d) => {
    d.players[0]!.pools.strategy = 0;
  });

test('51.10 Naaz-Rokha hero Hesh and Prit is locked until 3 scored objectives; then usable', () => {
  const s = heroGame('naaz', ['sol', 'letnev']);
  expect(refuse(s, 0, USE)).toMatchObject({ code: 'ability/not-held' });
  expect(scoreThree(s).players[0]!.leaders.hero).toBe('unlocked');
});

test('51.10, 20.5 Naaz-Rokha hero Hesh and Prit: a relic, then 2 secondaries of readied or unchosen cards paid from reinforcements', () => {
  const s = ready();
  let r = play(s, 0, USE);
  expect(r.players[0]!.relics).toEqual(['the-codex']);
  expect(r.players[0]!.leaders.hero).toBe('purged');
  expect(topDecision(r)).toMatchObject({ kind: 'choice', choice: 'leaders/naaz-hero-secondary', waitingOn: [0] });
  const labels = optionLabels(r, 0);
  // Politics (held by another player, readied) and Imperial (chosen by nobody) are offered with no strategy token.
  const politics = labelsFor(labels, 'Politics');
  const imperial = labelsFor(labels, 'Imperial');
  expect(politics.length).toBeGreaterThan(0);
  expect(imperial.length).toBeGreaterThan(0);
  const hand = r.players[0]!.actionCards.length;
  r = play(r, 0, { type: 'choose', option: optionFor(r, politics[0]!) });
  expect(r.players[0]!.actionCards.length).toBe(hand + 2);
  expect(r.players[0]!.pools.strategy).toBe(0);
  // The second pick: Politics is done; the player stops.
  expect(topDecision(r)).toMatchObject({ kind: 'choice', choice: 'leaders/naaz-hero-secondary', waitingOn: [0] });
  expect(labelsFor(optionLabels(r, 0), 'Politics')).toEqual([]);
  r = play(r, 0, { type: 'choose', option: 'stop' });
  expect(topDecision(r)?.kind).not.toBe('choice');
});

test('51.10 Naaz-Rokha hero Hesh and Prit: a card not offered is refused and changes nothing; once purged it is gone', () => {
  const r = play(ready(), 0, USE);
  const bad = JSON.stringify({ card: 'nonesuch', choices: {} });
  expect(refuse(r, 0, { type: 'choose', option: bad })).toMatchObject({ rule: '51.10' });
  const done = play(r, 0, { type: 'choose', option: 'stop' });
  expect(done.players[0]!.leaders.hero).toBe('purged');
  expect(optionLabels(done, 0).some((l) => l.startsWith('Hesh and Prit'))).toBe(false);
});

function labelsFor(labels: readonly string[], card: string): string[] {
  return labels.filter((l) => l.startsWith(`Hesh and Prit: ${card} secondary`));
}

/** The option behind a label of the seat-0 choice. */
function optionFor(s: GameState, label: string): string {
  const o = options(s, 0).find((x) => x.label === label);
  if (!o || o.command.type !== 'choose') throw new Error(`no option "${label}"`);
  return o.command.option;
}
