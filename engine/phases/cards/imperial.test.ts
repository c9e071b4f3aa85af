import { expect, test } from 'vitest';
import type { GameState } from '../../core/state';
import { options } from '../../flow/options';
import { victoryPoints } from '../victory';
import { play, refuse, topDecision } from '../../testing/scenario';
import { control, declineRest, planetState, primary, turnWith } from './cards.fixture';

// Seat 0 (Sol) holds Imperial. "Develop Weaponry" (own 2 unit upgrades) is revealed and Sol owns two upgrades.
const start = (change?: (d: GameState) => void) =>
  turnWith('imperial', 6, (d) => {
    d.objectives.revealed.push('develop');
    d.objectives.scoredBy.develop = [];
    d.players[0]!.technologies.push('dd2', 'ff2');
    change?.(d);
  });
const imperial = (choices: Record<string, unknown>) =>
  ({ type: 'strategic-action', card: 'imperial', choices }) as const;
const secrets = (s: GameState, seat: number) => s.players[seat]!.secretObjectives;

test('45.2 the active player scores a public objective they fulfil, then draws a secret objective without Mecatol Rex', () => {
  const s = primary(start(), 'imperial', { objective: 'develop' });
  expect(s.players[0]!.scoredPublic).toEqual(['develop']);
  expect(s.objectives.scoredBy.develop).toEqual([0]);
  expect(secrets(s, 0)).toHaveLength(2);
  expect(victoryPoints(s.players[0]!)).toBe(1);
});

test('45.2 with Mecatol Rex the active player gains one victory point instead of a secret objective', () => {
  const s = primary(
    start((d) => control(d, 0, ['mr'])),
    'imperial',
    { objective: 'develop' },
  );
  expect(victoryPoints(s.players[0]!)).toBe(2);
  expect(secrets(s, 0)).toHaveLength(1);
});

test('61.4 an objective whose requirement is not fulfilled cannot be scored with Imperial', () => {
  const s = start((d) => {
    d.players[0]!.technologies = ['amd', 'nm', 'dd2'];
  });
  expect(refuse(s, 0, imperial({ objective: 'develop' }))).toMatchObject({
    rule: '61.4',
    code: 'objectives/requirement-not-met',
  });
});

test('61.11 only revealed public objectives can be scored', () => {
  const s = start((d) => {
    d.players[0]!.technologies.push('cr2');
  });
  expect(refuse(s, 0, imperial({ objective: 'revolutionize' }))).toMatchObject({ rule: '61.11' });
});

test('61.16 no public objective is scored while a home planet is not controlled', () => {
  const s = start((d) => {
    planetState(d, 'jord').owner = 1;
  });
  expect(refuse(s, 0, imperial({ objective: 'develop' }))).toMatchObject({ rule: '61.16' });
});

test('45.2 scoring is optional', () => {
  const s = primary(start(), 'imperial', { objective: null });
  expect(s.players[0]!.scoredPublic).toEqual([]);
  expect(secrets(s, 0)).toHaveLength(2);
});

test('45.4 with more than three secret objectives, scored ones included, an unscored one goes back to the deck', () => {
  const s0 = start((d) => {
    const [a, b] = d.decks.secret.draw.splice(0, 2) as [string, string];
    d.players[0]!.secretObjectives.push({ id: a, scored: true }, { id: b, scored: false });
  });
  const deck = s0.decks.secret.draw.length;
  let s = primary(s0, 'imperial', { objective: null });
  expect(secrets(s, 0)).toHaveLength(4);
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'objectives/return-secret', waitingOn: [0] });
  const unscored = secrets(s, 0)
    .filter((o) => !o.scored)
    .map((o) => o.id);
  expect(options(s, 0).map((o) => o.command)).toEqual(unscored.map((id) => ({ type: 'choose', option: id })));
  s = play(s, 0, { type: 'choose', option: unscored[0]! });
  expect(secrets(s, 0).map((o) => o.id)).not.toContain(unscored[0]);
  expect(secrets(s, 0)).toHaveLength(3);
  expect(s.decks.secret.draw).toHaveLength(deck);
  expect(s.decks.secret.draw).toContain(unscored[0]);
});

test('45.4 a player whose three secret objectives are all scored returns the one just drawn', () => {
  const s0 = start((d) => {
    const drawn = d.decks.secret.draw.splice(0, 2);
    d.players[0]!.secretObjectives = [
      ...d.players[0]!.secretObjectives,
      ...drawn.map((id) => ({ id, scored: false })),
    ].map((o) => ({ ...o, scored: true }));
  });
  const top = s0.decks.secret.draw[0]!;
  const s = primary(s0, 'imperial', { objective: null });
  expect(secrets(s, 0).every((o) => o.scored)).toBe(true);
  expect(secrets(s, 0)).toHaveLength(3);
  expect(s.decks.secret.draw).toContain(top);
});

test('45.3 / 61.22 the secondary spends a strategy token to draw a secret objective; 45.4 applies after everyone answered', () => {
  let s = primary(
    start((d) => {
      d.players[1]!.secretObjectives.push(...d.decks.secret.draw.splice(0, 2).map((id) => ({ id, scored: false })));
    }),
    'imperial',
    { objective: null },
  );
  s = play(s, 1, { type: 'follow-secondary', choices: {} });
  expect(s.players[1]!.pools.strategy).toBe(1);
  expect(secrets(s, 1)).toHaveLength(4);
  expect(topDecision(s)).toMatchObject({ kind: 'strategic-secondary', waitingOn: [2, 3, 4, 5] });
  s = declineRest(s);
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'objectives/return-secret', waitingOn: [1] });
  s = play(s, 1, { type: 'timeout' });
  expect(secrets(s, 1)).toHaveLength(3);
});

test('98.7 the game ends as soon as Imperial brings a player to the victory point goal', () => {
  const s = primary(
    start((d) => {
      control(d, 0, ['mr']);
      d.players[0]!.otherPoints.push({ source: 'test', points: 8 });
    }),
    'imperial',
    { objective: 'develop' },
  );
  expect(s.phase).toBe('ended');
  expect(s.winner).toBe(0);
  expect(victoryPoints(s.players[0]!)).toBe(10);
});
