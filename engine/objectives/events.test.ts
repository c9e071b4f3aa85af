import { expect, test } from 'vitest';
import type { GameState, Seat } from '../core/state';
import { options } from '../flow/options';
import { resolveAgenda } from '../agenda/scenario';
import {
  ACTIVE,
  AROUND,
  combatGame,
  decisionOf,
  loaded,
  put,
  runFrom,
  settle,
  spaceOf,
  type Run,
} from '../testing/combat-scenario';
import { answer, invasionGame, own } from '../testing/invasion-scenario';
import { edit, newGame, pickStrategyCards, play, refuse, topDecision } from '../testing/scenario';
import { noteActionStart, noteCombatStarted, startTurn } from './record';
import { fulfils } from './requirements';

// Seats in combatGame: 0 Letnev (active), 1 Sol, 2 L1Z1X; in invasionGame: 0 Hacan (active), 1 Jol-Nar, 2 Xxcha.

/** The seat holds these secret objectives (taken out of the deck). */
const holding = (state: GameState, seat: Seat, ...ids: string[]): GameState =>
  edit(state, (d) => {
    d.decks.secret.draw = d.decks.secret.draw.filter((id) => !ids.includes(id));
    for (const p of d.players) p.secretObjectives = p.secretObjectives.filter((o) => !ids.includes(o.id));
    d.players[seat]!.secretObjectives.push(...ids.map((id) => ({ id, scored: false })));
  });

const score = (...ids: string[]) =>
  ({ type: 'score-objectives', scores: ids.map((objective) => ({ objective })) }) as const;

/** A space combat in ACTIVE that seat 0 wins at once: its dice always hit, seat 1's always miss. */
function spaceWin(
  mine: Parameters<typeof put>[2],
  theirs: Parameters<typeof put>[2],
  change?: (s: GameState) => void,
  active?: Parameters<typeof combatGame>[0],
): Run {
  const s = combatGame(active);
  put(s, 0, mine);
  put(s, 1, theirs);
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  change?.(s);
  return settle(runFrom(s, 'tactical/space-combat'));
}

test("61.9 Destroy Their Greatest Ship: destroying another player's flagship in combat fulfils it, and it can be scored", () => {
  const r = spaceWin({ dreadnought: 3 }, { flagship: 1 });
  expect(spaceOf(r.state, 1)?.counts.flagship ?? 0).toBe(0);
  expect([fulfils(r.state, 0, 'dtgs'), fulfils(r.state, 1, 'dtgs')]).toEqual(['met', 'unmet']);
  const s = play(holding(r.state, 0, 'dtgs'), 0, score('dtgs'));
  expect(s.players[0]!.secretObjectives).toContainEqual({ id: 'dtgs', scored: true });
});

test('61.9 Destroy Their Greatest Ship: a cruiser destroyed is not a war sun or flagship', () => {
  expect(fulfils(spaceWin({ dreadnought: 3 }, { cruiser: 1 }).state, 0, 'dtgs')).toBe('unmet');
});

test('61.4 an action-phase event counts during its turn only: the next turn starts without it', () => {
  const r = spaceWin({ dreadnought: 3 }, { flagship: 1 });
  expect(
    fulfils(
      edit(r.state, (d) => startTurn(d, 1)),
      0,
      'dtgs',
    ),
  ).toBe('unmet');
  expect(
    refuse(
      holding(
        edit(r.state, (d) => startTurn(d, 1)),
        0,
        'dtgs',
      ),
      0,
      score('dtgs'),
    ),
  ).toMatchObject({ code: 'objectives/requirement-not-met', rule: '61.4' });
});

test('61.7 only one objective can be scored during or after each combat; 61.7a a new combat allows another', () => {
  const r = spaceWin({ dreadnought: 3 }, { flagship: 1 });
  const s = holding(r.state, 0, 'dtgs', 'dyp');
  expect([fulfils(s, 0, 'dtgs'), fulfils(s, 0, 'dyp')]).toEqual(['met', 'met']);
  expect(refuse(s, 0, score('dtgs', 'dyp'))).toMatchObject({ code: 'objectives/one-per-combat', rule: '61.7' });
  const one = play(s, 0, score('dtgs'));
  expect(refuse(one, 0, score('dyp'))).toMatchObject({ rule: '61.7' });
  // The other player is not held back by seat 0's score.
  expect(one.record?.combat?.scored).toEqual([0]);
  const next = play(
    edit(one, (d) => noteCombatStarted(d)),
    0,
    score('dyp'),
  );
  expect(next.players[0]!.secretObjectives.filter((o) => o.scored).map((o) => o.id)).toEqual(['dtgs', 'dyp']);
});

test('61.4 Demonstrate Your Power: at least 3 non-fighter ships in the active system when a space combat ends', () => {
  expect(fulfils(spaceWin({ dreadnought: 3, fighter: 2 }, { destroyer: 1 }).state, 0, 'dyp')).toBe('met');
  expect(fulfils(spaceWin({ dreadnought: 2, fighter: 2 }, { destroyer: 1 }).state, 0, 'dyp')).toBe('unmet');
});

test('61.4 Unveil Flagship: win a space combat with your flagship in the system', () => {
  expect(fulfils(spaceWin({ flagship: 1 }, { destroyer: 1 }).state, 0, 'uf')).toBe('met');
  expect(fulfils(spaceWin({ dreadnought: 1 }, { destroyer: 1 }).state, 0, 'uf')).toBe('unmet');
});

test('61.4 Spark a Rebellion: win a combat against the player with the most victory points (ties count)', () => {
  const points = (a: number, b: number) => (s: GameState) => {
    s.players[1]!.otherPoints = [{ source: 'test', points: a }];
    s.players[2]!.otherPoints = [{ source: 'test', points: b }];
  };
  expect(fulfils(spaceWin({ dreadnought: 1 }, { destroyer: 1 }, points(2, 2)).state, 0, 'sar')).toBe('met');
  expect(fulfils(spaceWin({ dreadnought: 1 }, { destroyer: 1 }, points(2, 3)).state, 0, 'sar')).toBe('unmet');
});

test('61.4 Betray a Friend: win a combat against a player whose note was in your play area when your action began', () => {
  const withNote = (atStart: boolean) => (s: GameState) => {
    const sol = s.players[1]!;
    sol.promissoryNotes = sol.promissoryNotes.filter((n) => n !== 'sftt@1');
    if (atStart) s.players[0]!.promissoryInPlay.push('sftt@1');
    noteActionStart(s, 0);
    if (!atStart) s.players[0]!.promissoryInPlay.push('sftt@1');
  };
  expect(fulfils(spaceWin({ dreadnought: 1 }, { destroyer: 1 }, withNote(true)).state, 0, 'baf')).toBe('met');
  expect(fulfils(spaceWin({ dreadnought: 1 }, { destroyer: 1 }, withNote(false)).state, 0, 'baf')).toBe('unmet');
});

test('61.4 Brave the Void: win a combat in an anomaly (a gravity rift)', () => {
  expect(fulfils(spaceWin({ dreadnought: 1 }, { destroyer: 1 }, undefined, { active: '41' }).state, 0, 'btv')).toBe(
    'met',
  );
  expect(fulfils(spaceWin({ dreadnought: 1 }, { destroyer: 1 }).state, 0, 'btv')).toBe('unmet');
});

test('61.4 Brave the Void: a ground combat won on a planet in an anomaly counts too (Cormund, gravity rift)', () => {
  const s = combatGame({ active: '67' });
  put(s, 0, { infantry: 2 }, { planet: 'cormund' });
  put(s, 1, { infantry: 1 }, { planet: 'cormund' });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  const r = settle(runFrom(s, 'combat/ground-combat', { system: ACTIVE, planet: 'cormund' }));
  expect([fulfils(r.state, 0, 'btv'), fulfils(r.state, 1, 'btv')]).toEqual(['met', 'unmet']);
});

test("61.4 Darken the Skies: win a combat in another player's home system, not in your own", () => {
  expect(fulfils(spaceWin({ dreadnought: 1 }, { destroyer: 1 }, undefined, { active: '1' }).state, 0, 'dts')).toBe(
    'met',
  );
  // Seat 1 (Sol) wins in Jord, its own home system.
  const s = combatGame({ active: '1' });
  put(s, 0, { destroyer: 1 });
  put(s, 1, { dreadnought: 1 });
  loaded(s, 1, 'combat', true);
  loaded(s, 0, 'combat', false);
  expect(fulfils(settle(runFrom(s, 'tactical/space-combat')).state, 1, 'dts')).toBe('unmet');
});

test("61.4 Fight with Precision: anti-fighter barrage destroys the last of a player's fighters", () => {
  const afb = (fighters: number) => {
    const s = combatGame();
    put(s, 0, { destroyer: 1 });
    put(s, 1, { carrier: 1, fighter: fighters });
    loaded(s, 0, 'anti-fighter-barrage', true);
    loaded(s, 0, 'combat', true);
    loaded(s, 1, 'combat', false);
    return fulfils(settle(runFrom(s, 'tactical/space-combat')).state, 0, 'fwp');
  };
  // The destroyer's barrage rolls 2 dice.
  expect([afb(2), afb(3)]).toEqual(['met', 'unmet']);
});

test("61.4 Turn Their Fleets to Dust: space cannon offense destroys the last of a player's non-fighter ships", () => {
  const cannon = (destroyers: number) => {
    const s = own(invasionGame(), 1, 'newalbion');
    put(s, 1, { pds: 1 }, { planet: 'newalbion' });
    put(s, 0, { destroyer: destroyers });
    loaded(s, 1, 'space-cannon', true);
    const r = settle(runFrom(s, 'tactical/space-cannon-offense'));
    return [spaceOf(r.state, 0)?.counts.destroyer ?? 0, fulfils(r.state, 1, 'ttfd')];
  };
  // Jol-Nar's PDS rolls one die: one destroyer is the last one, of two one is left.
  expect([cannon(1), cannon(2)]).toEqual([
    [0, 'met'],
    [1, 'unmet'],
  ]);
});

test("61.4 Make an Example of Their World: bombardment destroys the last of a player's ground forces on a planet", () => {
  const bombard = (infantry: number) => {
    const s = own(invasionGame(), 1, 'newalbion');
    put(s, 1, { infantry }, { planet: 'newalbion' });
    put(s, 0, { dreadnought: 1 });
    loaded(s, 0, 'bombardment', true);
    let r = runFrom(s, 'invasion/bombardment', { seat: 0, system: ACTIVE });
    expect(decisionOf(r.state)?.kind).toBe('bombardment');
    r = settle(answer(r, 0, { type: 'bombard', targets: [{ planet: 'newalbion', unit: 'dreadnought', count: 1 }] }));
    return fulfils(r.state, 0, 'mew');
  };
  expect([bombard(1), bombard(2)]).toEqual(['met', 'unmet']);
});

test('61.4 Become a Martyr: losing control of a planet in a home system (Jord) fulfils it for the player who lost it', () => {
  const s = combatGame({ active: '1' });
  own(s, 1, 'jord');
  put(s, 1, { carrier: 1, infantry: 1 }, { system: AROUND[0] }); // still in the game
  const r = settle(runFrom(s, 'invasion/gain-control', { seat: 0, system: ACTIVE, planet: 'jord' }));
  expect(r.state.board.systems[ACTIVE]!.planets.jord!.owner).toBe(0);
  expect([fulfils(r.state, 1, 'bam'), fulfils(r.state, 0, 'bam')]).toEqual(['met', 'unmet']);
  // A planet outside any home system does not count.
  const t = own(invasionGame(), 1, 'newalbion');
  put(t, 1, { carrier: 1, infantry: 1 }, { system: AROUND[0] });
  expect(
    fulfils(
      settle(runFrom(t, 'invasion/gain-control', { seat: 0, system: ACTIVE, planet: 'newalbion' })).state,
      1,
      'bam',
    ),
  ).toBe('unmet');
});

/** Three players in the action phase: every card used, everyone but seat 0 (Leadership, first) has passed. */
function lastToAct(othersPassed = true): GameState {
  const s = pickStrategyCards(newGame({ players: 3 }), [
    'leadership',
    'diplomacy',
    'politics',
    'construction',
    'trade',
    'warfare',
  ]);
  return holding(
    edit(s, (d) => {
      for (const p of d.players) {
        p.exhaustedStrategyCards = [...p.strategyCards];
        p.passed = othersPassed && p.seat !== 0;
      }
    }),
    0,
    'pe',
  );
}

test('61.5b Prove Endurance: the last player to pass scores it with the pass, before the action phase ends', () => {
  const s = lastToAct();
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
  expect(options(s, 0).map((o) => o.label)).toContain('Pass as the last player and score Prove Endurance');
  const after = play(s, 0, { type: 'pass', scores: [{ objective: 'pe' }] });
  expect(after.players[0]!.secretObjectives).toContainEqual({ id: 'pe', scored: true });
  expect(after.phase).toBe('status');
});

test('61.4 Prove Endurance: a player who is not the last to pass cannot score it', () => {
  const s = lastToAct(false);
  expect(options(s, 0).map((o) => o.label)).not.toContain('Pass as the last player and score Prove Endurance');
  expect(refuse(s, 0, { type: 'pass', scores: [{ objective: 'pe' }] })).toMatchObject({
    code: 'objectives/requirement-not-met',
    rule: '61.4',
  });
  expect(refuse(s, 0, score('pe'))).toMatchObject({ rule: '61.4' });
});

test('61.4 Drive the Debate: the player elected by an agenda fulfils it during that agenda phase', () => {
  const r = resolveAgenda('archived-secret', {
    ballots: { 0: { outcome: '1' } },
    setup: (d) => {
      d.decks.secret.draw = d.decks.secret.draw.filter((id) => id !== 'dtd');
      d.players[1]!.secretObjectives.push({ id: 'dtd', scored: false });
    },
  });
  expect(r.state.phase).toBe('agenda');
  expect([fulfils(r.state, 1, 'dtd'), fulfils(r.state, 0, 'dtd')]).toEqual(['met', 'unmet']);
  const s = play(r.state, 1, score('dtd'));
  expect(s.players[1]!.secretObjectives).toContainEqual({ id: 'dtd', scored: true });
});

test('61.4 Drive the Debate: a planet elected makes the player who controls it elected', () => {
  // Seat 2 is the Barony of Letnev: Arc Prime is its home planet.
  const r = resolveAgenda('compensated-disarmament', { ballots: { 0: { outcome: 'arcprime' } } });
  expect([fulfils(r.state, 2, 'dtd'), fulfils(r.state, 0, 'dtd')]).toEqual(['met', 'unmet']);
});
