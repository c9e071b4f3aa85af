import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { act, agendaGame, resolvedOutcome, vote, votingPlanets } from '../agenda/scenario';
import { putLaw } from '../agenda/testkit';
import { options } from '../flow/options';
import { edit, refuse, topDecision } from '../testing/scenario';

// Four players, speaker 0: seat 1 (Hacan, 2 influence of planets) votes first, then 2, 3 (Jol-Nar, 5), and 0 (Sol, 2).
function game(change?: (d: GameState) => void): GameState {
  return agendaGame({
    agendas: ['mutiny', 'seed-of-an-empire'],
    setup: (d) => {
      d.players[1]!.technologies.push('pi');
      change?.(d);
    },
  });
}

const withPi = (s: GameState, outcome: string, planets = votingPlanets(s, 1)): Command => ({
  type: 'cast-votes',
  outcome,
  planets,
  additionalVotes: ['predictive-intelligence'],
});

test('8.15 Predictive Intelligence: while casting votes its owner adds 3 votes for the same outcome', () => {
  const s = game();
  expect(options(s, 1).map((o) => o.label)).toEqual(
    expect.arrayContaining(['2 votes for For', '5 votes for For (3 from Predictive Intelligence)']),
  );
  const r = act(s, 1, withPi(s, 'for'));
  expect(r.state.agenda?.current?.votes).toEqual([
    { seat: 1, outcome: 'for', planets: ['hercant', 'kamdorn'], votes: 5 },
  ]);
  expect(r.events).toEqual(
    expect.arrayContaining([
      { type: 'votes-cast', seat: 1, outcome: 'for', votes: 5 },
      { type: 'ability-used', seat: 1, ability: 'predictive-intelligence', window: 'when-casting-votes' },
    ]),
  );
  // Casting the votes does not exhaust the card; only the outcome decides.
  expect(r.state.players[1]!.exhaustedTechnologies).toEqual([]);
});

test('8.15 Predictive Intelligence: the 3 votes may be cast without exhausting any planet', () => {
  const s = game();
  const r = act(s, 1, withPi(s, 'against', []));
  expect(r.state.agenda?.current?.votes).toEqual([{ seat: 1, outcome: 'against', planets: [], votes: 3 }]);
});

test('8.15 Predictive Intelligence stays ready when the outcome its owner voted for is resolved', () => {
  const s = game();
  const first = act(s, 1, withPi(s, 'for')).state;
  const r = vote(first, {});
  expect(resolvedOutcome(r.events)).toBe('for');
  expect(r.state.players[1]!.exhaustedTechnologies).toEqual([]);
  // At the second agenda it can be used again.
  expect(topDecision(r.state)).toMatchObject({ kind: 'vote', agenda: 'seed-of-an-empire', waitingOn: [1] });
  expect(
    options(r.state, 1).some(
      (o) => o.command.type === 'cast-votes' && o.command.additionalVotes?.includes('predictive-intelligence'),
    ),
  ).toBe(true);
});

test("8.15 Predictive Intelligence is exhausted once another outcome than its owner's is resolved (34.4)", () => {
  const s = game();
  const first = act(s, 1, withPi(s, 'for')).state;
  // Jol-Nar (5) and Sol (2) vote Against: 7 to 5.
  const r = vote(first, { 3: { outcome: 'against' }, 0: { outcome: 'against' } });
  expect(resolvedOutcome(r.events)).toBe('against');
  expect(r.state.players[1]!.exhaustedTechnologies).toEqual(['pi']);
  expect(r.events).toContainEqual({
    type: 'note',
    text: "Player 2's Predictive Intelligence is exhausted: the outcome they voted for was not resolved.",
  });
  // Exhausted before the second agenda's votes: it is neither offered nor accepted there.
  expect(topDecision(r.state)).toMatchObject({ kind: 'vote', agenda: 'seed-of-an-empire', waitingOn: [1] });
  expect(
    options(r.state, 1).some((o) => o.command.type === 'cast-votes' && o.command.additionalVotes !== undefined),
  ).toBe(false);
  expect(refuse(r.state, 1, withPi(r.state, 'for', []))).toMatchObject({ code: 'ability/exhausted', rule: '34.4' });
});

test('8.15 Predictive Intelligence is refused when exhausted, not owned, or used twice — nothing changes', () => {
  const s = game();
  const before = structuredClone(s);
  const exhausted = edit(s, (d) => d.players[1]!.exhaustedTechnologies.push('pi'));
  expect(refuse(exhausted, 1, withPi(exhausted, 'for'))).toMatchObject({ code: 'ability/exhausted', rule: '34.4' });
  expect(options(exhausted, 1).map((o) => o.label)).not.toContain('5 votes for For (3 from Predictive Intelligence)');
  const notOwned = edit(s, (d) => (d.players[1]!.technologies = d.players[1]!.technologies.filter((t) => t !== 'pi')));
  expect(refuse(notOwned, 1, withPi(notOwned, 'for'))).toMatchObject({ code: 'ability/not-held', rule: '1.3' });
  expect(
    refuse(s, 1, {
      type: 'cast-votes',
      outcome: 'for',
      planets: [],
      additionalVotes: ['predictive-intelligence', 'predictive-intelligence'],
    }),
  ).toMatchObject({ rule: '8.15' });
  expect(refuse(s, 1, { type: 'cast-votes', outcome: 'for', planets: [], additionalVotes: ['bribery'] })).toMatchObject(
    { code: 'agenda/no-such-additional-votes' },
  );
  expect(s).toEqual(before);
});

test('8.6 Predictive Intelligence adds no votes under Representative Government (8.15)', () => {
  const s = game((d) => putLaw(d, 'representative-government'));
  expect(refuse(s, 1, withPi(s, 'for', []))).toMatchObject({ code: 'agenda/representative-government', rule: '8.6' });
  expect(options(s, 1).some((o) => o.command.type === 'cast-votes' && o.command.additionalVotes !== undefined)).toBe(
    false,
  );
});

test("8.16 a player who cannot vote cannot cast Predictive Intelligence's votes either", () => {
  const s = edit(game(), (d) => d.agenda!.current!.cannotVote.push(1));
  expect(refuse(s, 1, withPi(s, 'for', []))).toMatchObject({ code: 'agenda/cannot-vote', rule: '8.16' });
});
