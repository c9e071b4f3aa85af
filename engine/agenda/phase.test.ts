import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { AGENDA_DECK_IN_PLAY } from '../content/in-play';
import { apply } from '../flow/apply';
import { options } from '../flow/options';
import { flowCtx } from '../kernel/context';
import { edit, newGame, refuse, runStep, topDecision } from '../testing/scenario';
import { checkInvariants } from '../testing/invariants';
import { view } from '../view';
import { lawInPlay, lawOwner } from './laws';
import { replaceRevealedAgenda } from './phase';
import { checkPrediction, predict, registerPredictionEffect } from './predictions';
import {
  act,
  agendaGame,
  agendaGameBeforeVoting,
  choiceOnTop,
  choose,
  finishPhase,
  resume,
  resolveAgenda,
  resolvedOutcome,
  vote,
} from './scenario';
import { addVotes } from './voting';

const planetsOf = (s: GameState, seat: number) =>
  Object.values(s.board.systems).flatMap((sys) =>
    Object.entries(sys.planets)
      .filter(([, p]) => p.owner === seat)
      .map(([id, p]) => ({ id, p })),
  );

test('27.4 once the custodians token is gone, the agenda phase follows the status phase (81.8)', () => {
  const s = edit(newGame({ players: 4 }), (d) => {
    d.stack = [];
    d.custodiansOnMecatol = false;
  });
  const next = runStep(s, 'status/return-strategy-cards');
  expect(next.phase).toBe('agenda');
  expect(topDecision(next)?.kind).toBe('vote');
});

test('8.1 while the custodians token is on Mecatol Rex the agenda phase is skipped (40.1)', () => {
  const s = edit(newGame({ players: 4 }), (d) => {
    d.stack = [];
  });
  const next = runStep(s, 'status/return-strategy-cards');
  expect(next.phase).toBe('strategy');
  expect(next.agenda).toBeUndefined();
});

test('8.2 i the speaker reveals the top card of the agenda deck', () => {
  const s = agendaGame({ agendas: ['mutiny', 'seed-of-an-empire'] });
  expect(s.agenda?.current?.agenda).toBe('mutiny');
  expect(s.decks.agenda.draw[0]).toBe('seed-of-an-empire');
  expect(s.decks.agenda.draw).toHaveLength(AGENDA_DECK_IN_PLAY.length - 1);
});

test('8.2 ii voting starts left of the speaker and the speaker votes last (80.2)', () => {
  const s = agendaGame({ agendas: ['mutiny', 'seed-of-an-empire'], speaker: 2 });
  expect(vote(s, {}).order).toEqual([3, 0, 1, 2]);
});

test('8.2 ii later voters see earlier votes: one voter is asked at a time', () => {
  const s = agendaGame({ agendas: ['mutiny', 'seed-of-an-empire'] });
  expect(topDecision(s)?.waitingOn).toEqual([1]);
  const after = act(s, 1, { type: 'cast-votes', outcome: 'for', planets: ['hercant'] }).state;
  expect(topDecision(after)?.waitingOn).toEqual([2]);
  expect(after.agenda?.current?.votes).toEqual([{ seat: 1, outcome: 'for', planets: ['hercant'], votes: 1 }]);
});

test('8.2 iii and 8.6 the outcome with the most votes, counted by the influence of the planets exhausted, resolves', () => {
  // Seat 3 (Jol-Nar: Nar 3 + Jol 2 = 5) votes Against; seats 1 (Hacan: 2) and 0 (Sol: Jord 2) vote For = 4.
  const r = resolveAgenda('mutiny', {
    ballots: { 1: { outcome: 'for' }, 0: { outcome: 'for' }, 3: { outcome: 'against' } },
  });
  expect(resolvedOutcome(r.events)).toBe('against');
  expect(planetsOf(r.state, 3).every((p) => p.p.exhausted)).toBe(true);
  expect(r.events.filter((e) => e.type === 'votes-cast')).toEqual([
    { type: 'votes-cast', seat: 1, outcome: 'for', votes: 2 },
    { type: 'votes-cast', seat: 3, outcome: 'against', votes: 5 },
    { type: 'votes-cast', seat: 0, outcome: 'for', votes: 2 },
  ]);
});

test('8.6 only readied planets the voter controls can be exhausted to cast votes', () => {
  const s = agendaGame({ agendas: ['mutiny', 'seed-of-an-empire'] });
  expect(refuse(s, 1, { type: 'cast-votes', outcome: 'for', planets: ['nar'] }).rule).toBe('34.1');
  const exhausted = edit(s, (d) => {
    for (const { p } of planetsOf(d, 1)) p.exhausted = true;
  });
  expect(refuse(exhausted, 1, { type: 'cast-votes', outcome: 'for', planets: ['hercant'] }).rule).toBe('34.1');
});

test('8.7 and 8.15 additional votes go to the outcome the player already voted for', () => {
  const s = act(agendaGame({ agendas: ['mutiny', 'seed-of-an-empire'] }), 1, {
    type: 'cast-votes',
    outcome: 'for',
    planets: ['hercant'],
  }).state;
  const more = edit(s, (d) => {
    expect(addVotes(d, 1, 3).ok).toBe(true);
    expect(addVotes(d, 2, 3).ok).toBe(false);
  });
  expect(more.agenda?.current?.votes[0]?.votes).toBe(4);
});

test('8.9 votes must be cast for an outcome of the agenda', () => {
  // An election (Minister of Policy elects a player): "For" is no outcome of it.
  const s = agendaGame({ agendas: ['minister-of-policy', 'mutiny'] });
  expect(refuse(s, 1, { type: 'cast-votes', outcome: 'for', planets: ['hercant'] }).rule).toBe('8.9');
});

test('8.10 a player may vote for themselves in an election', () => {
  const r = resolveAgenda('minister-of-policy', { ballots: { 3: { outcome: '3' } } });
  expect(resolvedOutcome(r.events)).toBe('3');
  expect(lawOwner(r.state, 'minister-of-policy')).toBe(3);
});

test('8.11 a planet election offers only planets some player controls', () => {
  const s = agendaGame({ agendas: ['compensated-disarmament', 'mutiny'] });
  const voteFor = options(s, 1)
    .filter((o) => o.command.type === 'cast-votes')
    .map((o) => (o.command.type === 'cast-votes' ? o.command.outcome : ''));
  expect(voteFor.sort()).toEqual(['arcprime', 'arretze', 'hercant', 'jol', 'jord', 'kamdorn', 'nar', 'wrenterra']);
});

test('8.13 trade goods cannot be spent to cast votes: with no ready planet the only option is to abstain', () => {
  const s = edit(agendaGame({ agendas: ['mutiny', 'seed-of-an-empire'] }), (d) => {
    d.players[1]!.tradeGoods = 10;
    for (const { p } of planetsOf(d, 1)) p.exhausted = true;
  });
  // (Transactions, 94.6, may be offered beside the vote; they are another module's.)
  expect(
    options(s, 1)
      .map((o) => o.command.type)
      .filter((t) => t === 'cast-votes' || t === 'abstain'),
  ).toEqual(['abstain']);
});

test('8.14 a player may abstain; votes worth zero are refused (FAQ: zero votes are abstaining)', () => {
  const s = agendaGame({ agendas: ['mutiny', 'seed-of-an-empire'] });
  expect(refuse(s, 1, { type: 'cast-votes', outcome: 'for', planets: ['arretze'] }).rule).toBe('8.14');
  const abstained = act(s, 1, { type: 'abstain' });
  expect(abstained.events).toContainEqual({ type: 'abstained', seat: 1 });
  expect(abstained.state.agenda?.current?.abstained).toEqual([1]);
});

test('8.14 a voter whose deadline passes abstains', () => {
  const s = agendaGame({ agendas: ['mutiny', 'seed-of-an-empire'] });
  const r = act(s, 1, { type: 'timeout' });
  expect(r.state.agenda?.current?.abstained).toEqual([1]);
  expect(topDecision(r.state)?.waitingOn).toEqual([2]);
});

test('8.16 a player who cannot vote on the agenda is not asked to', () => {
  const s = edit(agendaGame({ agendas: ['mutiny', 'seed-of-an-empire'] }), (d) => {
    d.agenda!.current!.cannotVote.push(2);
  });
  expect(vote(s, {}).order).toEqual([1, 3, 0]);
  expect(refuse(s, 2, { type: 'abstain' }).rule).toBe('1.19');
});

test('8.19 the speaker decides which of the tied outcomes resolves (8.19a: not a vote)', () => {
  const s = vote(agendaGame({ agendas: ['mutiny', 'seed-of-an-empire'] }), {
    1: { outcome: 'for' },
    2: { outcome: 'against', planets: ['wrenterra'] },
    3: 'abstain',
  }).state;
  // Hacan 2 For, Letnev... Wren Terra 1 Against: not tied yet; the speaker (Sol, 2 votes) ties it.
  const tied = vote(agendaGame({ agendas: ['mutiny', 'seed-of-an-empire'] }), {
    1: { outcome: 'for' },
    3: { outcome: 'against', planets: ['jol'] },
  }).state;
  expect(choiceOnTop(s)).toBeUndefined();
  expect(choiceOnTop(tied)).toBe('agenda/speaker-decides');
  expect(topDecision(tied)?.waitingOn).toEqual([0]);
  const picked = choose(tied, 'against');
  expect(resolvedOutcome(picked.events)).toBe('against');
  expect(picked.state.agenda?.current?.votes.map((v) => v.seat)).not.toContain(0);
});

test('8.19 when nobody votes the speaker chooses among every outcome', () => {
  const s = vote(agendaGame({ agendas: ['archived-secret', 'mutiny'] }), {}).state;
  expect(choiceOnTop(s)).toBe('agenda/speaker-decides');
  const d = topDecision(s);
  expect(d?.kind === 'choice' ? d.args.tied : null).toEqual(['0', '1', '2', '3']);
});

test('8.3 a second agenda is revealed and voted on once the first is resolved', () => {
  const r = resolveAgenda('mutiny', { outcome: 'against' });
  expect(r.state.agenda?.current?.agenda).toBe('regulated-conscription');
  expect(r.state.agenda?.number).toBe(2);
  expect(topDecision(r.state)?.kind).toBe('vote');
});

test('8.4 at the end of the agenda phase every planet is readied and a new round starts with the strategy phase', () => {
  const r = resolveAgenda('mutiny', { ballots: { 1: { outcome: 'for' }, 3: { outcome: 'for' } } });
  expect(planetsOf(r.state, 3).every((p) => p.p.exhausted)).toBe(true);
  const done = finishPhase(r.state);
  expect(done.state.phase).toBe('strategy');
  expect(done.state.round).toBe(2);
  expect(planetsOf(done.state, 3).some((p) => p.p.exhausted)).toBe(false);
  expect(topDecision(done.state)?.kind).toBe('choose-strategy-card');
});

test('7.3 a law voted For stays in play in the common play area', () => {
  const r = resolveAgenda('fleet-regulations', { outcome: 'for' });
  expect(r.state.laws).toEqual([{ id: 'fleet-regulations', electedTarget: null }]);
  expect(r.state.decks.agenda.discard).not.toContain('fleet-regulations');
});

test('7.4 an elected law goes to the elected player, who owns it', () => {
  const r = resolveAgenda('minister-of-war', { outcome: '2' });
  expect(r.state.laws).toEqual([{ id: 'minister-of-war', electedTarget: '2' }]);
  expect(lawOwner(r.state, 'minister-of-war')).toBe(2);
});

test('7.6 and 8.21 a law whose Against outcome resolves is discarded', () => {
  const r = resolveAgenda('fleet-regulations', { outcome: 'against' });
  expect(lawInPlay(r.state, 'fleet-regulations')).toBe(false);
  expect(r.state.decks.agenda.discard.at(-1)).toBe('fleet-regulations');
});

test('7.8 a directive is discarded once its outcome is resolved', () => {
  const r = resolveAgenda('seed-of-an-empire', { outcome: 'for' });
  expect(r.state.laws).toEqual([]);
  expect(r.state.decks.agenda.discard).toEqual(['seed-of-an-empire']);
});

test('7.5 a discarded law no longer applies and goes on top of the agenda discard pile', () => {
  const r = resolveAgenda('judicial-abolishment', {
    outcome: 'fleet-regulations',
    setup: (d) => {
      d.laws.push({ id: 'fleet-regulations', electedTarget: null });
      d.decks.agenda.draw = d.decks.agenda.draw.filter((c) => c !== 'fleet-regulations');
    },
  });
  expect(lawInPlay(r.state, 'fleet-regulations')).toBe(false);
  expect(r.state.decks.agenda.discard).toEqual(['fleet-regulations', 'judicial-abolishment']);
});

test('7 reveal check: an agenda that elects a law is discarded when no law is in play, and the next one revealed', () => {
  const s = agendaGame({ agendas: ['judicial-abolishment', 'mutiny', 'seed-of-an-empire'] });
  expect(s.agenda?.current?.agenda).toBe('mutiny');
  expect(s.decks.agenda.discard).toEqual(['judicial-abolishment']);
});

test('8.2 an agenda discarded when revealed (Veto) is replaced by the top agenda of the deck', () => {
  const s = edit(agendaGameBeforeVoting({ agendas: ['mutiny', 'seed-of-an-empire', 'economic-equality'] }), (d) => {
    expect(replaceRevealedAgenda(flowCtx(d, null))).toBe(true);
  });
  expect(s.agenda?.current?.agenda).toBe('seed-of-an-empire');
  expect(topDecision(resume(s))?.kind).toBe('vote');
  expect(s.decks.agenda.discard).toEqual(['mutiny']);
  expect(checkInvariants(s)).toEqual([]);
});

test('8.22 a prediction names a possible outcome and is made before any vote', () => {
  const s = agendaGameBeforeVoting({ agendas: ['mutiny', 'seed-of-an-empire'] });
  expect(checkPrediction(s, 2, 'for').ok).toBe(true);
  const bad = checkPrediction(s, 2, '1');
  expect(bad.ok ? null : bad.error.rule).toBe('8.22a');
  const late = checkPrediction(resume(s), 2, 'for');
  expect(late.ok ? null : late.error.rule).toBe('8.22');
});

test('8.22b a correct prediction resolves after the outcome; a rider keeps its player from voting (8.16)', () => {
  registerPredictionEffect('test-rider', (ctx, seat) => {
    ctx.state.players[seat]!.tradeGoods += 3;
  });
  const withRiders = edit(agendaGameBeforeVoting({ agendas: ['mutiny', 'seed-of-an-empire'] }), (d) => {
    const ctx = flowCtx(d, null);
    predict(ctx, 2, 'test-rider', 'against', { barsVoting: true });
    predict(ctx, 3, 'test-rider', 'for', { barsVoting: true });
  });
  const r = vote(resume(withRiders), { 1: { outcome: 'against' } });
  expect(r.order).toEqual([1, 0]);
  expect(resolvedOutcome(r.events)).toBe('against');
  expect(r.state.players.map((p) => p.tradeGoods)).toEqual([0, 0, 3, 0]);
});

test('8.4 Checks and Balances (Against): each player readies only 3 of their planets at the end of the phase', () => {
  const r = resolveAgenda('checks-and-balances', {
    outcome: 'against',
    setup: (d) => {
      // Seat 1 controls four exhausted planets: Hacan's three and Mecatol Rex.
      d.board.systems['0,0']!.planets.mr!.owner = 1;
      for (const { p } of planetsOf(d, 1)) p.exhausted = true;
    },
  });
  const done = finishPhase(r.state);
  expect(choiceOnTop(done.state)).toBe('agenda/ready-planet');
  let s = done.state;
  for (const planet of ['mr', 'hercant', 'kamdorn']) s = choose(s, planet).state;
  expect(
    planetsOf(s, 1)
      .filter((p) => p.p.exhausted)
      .map((p) => p.id),
  ).toEqual(['arretze']);
  expect(s.phase).toBe('strategy');
});

test('8 invariants: every agenda card is accounted for at each step and views hide nothing they should not', () => {
  let s = agendaGame({ agendas: ['covert-legislation', 'mutiny', 'minister-of-war'] });
  expect(checkInvariants(s)).toEqual([]);
  // Covert Legislation: the speaker alone sees the hidden agenda.
  expect(s.agenda?.current?.hidden).toBe('mutiny');
  expect(view(s, 0).agenda?.current?.hidden).toBe('mutiny');
  expect(view(s, 1).agenda?.current?.hidden).toBeNull();
  s = vote(s, { 1: { outcome: 'for' } }).state;
  expect(checkInvariants(s)).toEqual([]);
  const r = apply(s, 1, { type: 'abstain' }, { at: 0 });
  expect(r.ok).toBe(true);
});

test('7.1 every agenda of the deck has its outcomes: For and Against, or one for whatever it elects', async () => {
  const { AGENDA_DECK, AGENDAS } = await import('../data/agendas');
  const { AGENDA_EFFECTS } = await import('./effects');
  expect(AGENDA_DECK).toHaveLength(50);
  for (const id of AGENDA_DECK) {
    const effects: object = AGENDA_EFFECTS[id];
    expect([id, Object.keys(effects).sort()]).toEqual([
      id,
      AGENDAS[id].election === 'for-against' ? ['against', 'for'] : ['elected'],
    ]);
  }
});
