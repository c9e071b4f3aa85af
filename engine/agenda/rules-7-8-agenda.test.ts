// Rule coverage of LRR 7.7 (directives are one-time effects), 8.5 and 8.12 (casting votes for a declared outcome)
// and 8.17–8.20 (outcomes: a law that passed stays in play for the rest of the game).
import { expect, test } from 'vitest';
import { checkGainTokens } from '../economy/command-tokens';
import { refuse } from '../testing/scenario';
import { view } from '../view';
import { lawInPlay, lawOwner } from './laws';
import { act, agendaGame, finishPhase, resolveAgenda } from './scenario';

test('7.7 a directive acts once: Economic Equality resets trade goods when resolved and never again', () => {
  const r = resolveAgenda('economic-equality', {
    outcome: 'for',
    setup: (d) => d.players.forEach((p, i) => (p.tradeGoods = i * 3)),
  });
  expect(r.state.players.map((p) => p.tradeGoods)).toEqual([5, 5, 5, 5]);
  expect(lawInPlay(r.state, 'economic-equality')).toBe(false);
  // Nothing of it stays in play: trade goods gained later are kept through the rest of the phase and the next round.
  const later = finishPhase({ ...r.state, players: r.state.players.map((p) => ({ ...p, tradeGoods: 9 })) }).state;
  expect(later.round).toBe(r.state.round + 1);
  expect(later.players.map((p) => p.tradeGoods)).toEqual([9, 9, 9, 9]);
});

test('8.5 a player casts votes for one specific outcome; an outcome the agenda does not have is refused', () => {
  const s = agendaGame({ agendas: ['mutiny', 'seed-of-an-empire'] });
  const before = structuredClone(s);
  expect(refuse(s, 1, { type: 'cast-votes', outcome: 'maybe', planets: ['hercant'] }).code).toBe(
    'agenda/not-an-outcome',
  );
  expect(s).toEqual(before);
  const after = act(s, 1, { type: 'cast-votes', outcome: 'against', planets: ['hercant'] }).state;
  expect(after.agenda?.current?.votes).toEqual([{ seat: 1, outcome: 'against', planets: ['hercant'], votes: 1 }]);
});

test('8.12 votes are declared aloud: every other player and spectators see whose votes went to which outcome', () => {
  const s = agendaGame({ agendas: ['mutiny', 'seed-of-an-empire'] });
  const r = act(s, 1, { type: 'cast-votes', outcome: 'for', planets: ['hercant'] });
  expect(r.events.find((e) => e.type === 'votes-cast')).toEqual({
    type: 'votes-cast',
    seat: 1,
    outcome: 'for',
    votes: 1,
  });
  for (const viewer of [0, 2, 3, null])
    expect(view(r.state, viewer).agenda?.current?.votes).toEqual([
      { seat: 1, outcome: 'for', planets: ['hercant'], votes: 1 },
    ]);
});

// 8.17 is the heading of the outcome rules (8.18–8.22); it is the definition the two tests below use.
test('8.20 a law passed For stays in play after the agenda phase and keeps acting in later rounds', () => {
  const r = resolveAgenda('fleet-regulations', { outcome: 'for' });
  const next = finishPhase(r.state).state;
  expect(next.round).toBe(r.state.round + 1);
  expect(next.phase).toBe('strategy');
  expect(lawInPlay(next, 'fleet-regulations')).toBe(true);
  const gain = checkGainTokens(next, 0, 2, { tactic: 0, fleet: 2, strategy: 0 });
  expect(gain.ok ? null : gain.error.code).toBe('tokens/fleet-regulations');
});

test('8.20 an elected law stays in play with its elected player after the phase ends', () => {
  const r = resolveAgenda('minister-of-war', { outcome: '2' });
  const next = finishPhase(r.state).state;
  expect(next.phase).toBe('strategy');
  expect(lawOwner(next, 'minister-of-war')).toBe(2);
});

test('8.15 additional votes come only from an effect that gives them: naming something else is refused citing 8.15', () => {
  const s = agendaGame({ agendas: ['mutiny', 'seed-of-an-empire'] });
  const before = structuredClone(s);
  const cmd = {
    type: 'cast-votes',
    outcome: 'for',
    planets: ['hercant'],
    additionalVotes: ['no-such-source'],
  };
  expect(refuse(s, 1, cmd as Parameters<typeof refuse>[2])).toMatchObject({
    code: 'agenda/no-such-additional-votes',
    rule: '8.15',
  });
  expect(s).toEqual(before);
});
