import { expect, test } from 'vitest';
import { GROUND_COMBAT_STEP } from '../combat/ground-combat';
import { ACTIVE, answer, combatGame, decisionOf, eventsOf, loaded, put, runFrom } from '../testing/combat-scenario';
import { edit, newGame, optionLabels, pickStrategyCards, play, playEvents, refuse } from '../testing/scenario';
import { tokensOnBoard } from '../economy/command-tokens';
import { planetValues } from '../economy/planets';

const ON = { system: ACTIVE, planet: 'wellon' };

/** Wellon (tile 19) held by Sol (seat 1); the Letnev (seat 0, active) landed 2 infantry against 1. */
function invaded(agents: 'ready' | 'exhausted' = 'ready') {
  const s = combatGame({ active: '19', agents });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!])); // initiative order
  put(s, 0, { infantry: 2 }, { planet: 'wellon' });
  put(s, 1, { infantry: 1 }, { planet: 'wellon' });
  s.players[0]!.leaders.agent = 'exhausted'; // only Sol's agent is ready
  s.players[2]!.leaders.agent = 'exhausted';
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  return s;
}

test('51.4 Sol agent Evelyn DeLouis: at the start of a ground combat round 1 ground force rolls 1 extra die', () => {
  let r = runFrom(invaded(), GROUND_COMBAT_STEP, ON);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'start-of-ground-combat-round', waitingOn: [1] });
  r = answer(r, 1, { type: 'use-ability', ability: 'solagent', targets: { seat: 1, unit: 'infantry' } });
  expect(r.state.players[1]!.leaders.agent).toBe('exhausted');
  expect(eventsOf(r, 'dice-rolled').map((e) => [e.seat, e.dice.length])).toEqual([
    [0, 2],
    [1, 2], // 1 infantry, 2 dice: both hit, and both Letnev infantry fall in the first round
  ]);
  expect(eventsOf(r, 'units-destroyed')).toEqual([
    {
      type: 'units-destroyed',
      seat: 0,
      system: ACTIVE,
      planet: 'wellon',
      unit: 'infantry',
      count: 2,
      cause: 'ground-combat',
    },
  ]);
});

test('51.4 Sol agent Evelyn DeLouis: exhausted it cannot be used, and a unit outside the combat is refused', () => {
  const r = runFrom(invaded(), GROUND_COMBAT_STEP, ON);
  const bad = refuse(r.state, 1, { type: 'use-ability', ability: 'solagent', targets: { seat: 2, unit: 'infantry' } });
  expect(bad).toMatchObject({ code: 'ability/bad-target', rule: '51.4' });
  // Exhausted (51.4): no window opens for it at all.
  const tired = runFrom(invaded('exhausted'), GROUND_COMBAT_STEP, ON);
  expect(decisionOf(tired.state)?.kind).not.toBe('window');
  expect(eventsOf(tired, 'dice-rolled').length).toBeGreaterThan(0);
});

test('51.6 Sol commander Claire Gibson unlocks once Sol controls planets worth 12 resources', () => {
  const s = newGame({ players: 3, factions: ['sol', 'hacan', 'letnev'], agents: 'ready' });
  expect(s.players[0]!.leaders.commander).toBe('locked');
  // Jord (4) is Sol's home; unowned planets of the board are given to Sol until they total 12 resources.
  const more = edit(s, (d) => {
    let total = 4;
    for (const sys of Object.values(d.board.systems))
      for (const [id, p] of Object.entries(sys.planets)) {
        if (p.owner !== null || total >= 12) continue;
        p.owner = 0;
        total += planetValues(d, id).resources;
      }
  });
  const short = edit(s, (d) => {
    d.players[0]!.tradeGoods = 0;
  });
  expect(play(short, 0, { type: 'choose-strategy-card', card: 'leadership' }).players[0]!.leaders.commander).toBe(
    'locked',
  );
  const { state, events } = playEvents(more, 0, { type: 'choose-strategy-card', card: 'leadership' });
  expect(state.players[0]!.leaders.commander).toBe('unlocked');
  expect(events).toContainEqual({ type: 'leader-unlocked', seat: 0, leader: 'solcommander', role: 'commander' });
});

test('51.6 Sol commander Claire Gibson: at the start of a ground combat on a planet Sol controls, 1 infantry joins it', () => {
  const s = invaded('exhausted');
  s.players[1]!.leaders.commander = 'unlocked';
  let r = runFrom(s, GROUND_COMBAT_STEP, ON);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'start-of-combat', waitingOn: [1] });
  r = answer(r, 1, { type: 'use-ability', ability: 'solcommander', targets: {} });
  // Asked again (1.19), the commander is spent for this window (1.18): only a pass remains.
  expect(optionLabels(r.state, 1)).not.toContain('Claire Gibson: 1 infantry onto wellon');
  r = answer(r, 1, { type: 'pass-window' });
  expect(eventsOf(r, 'units-placed')).toEqual([
    {
      type: 'units-placed',
      seat: 1,
      system: ACTIVE,
      planet: 'wellon',
      unit: 'infantry',
      count: 1,
      cause: 'solcommander',
    },
  ]);
  expect(eventsOf(r, 'dice-rolled').map((e) => [e.seat, e.dice.length])).toEqual([
    [0, 2],
    [1, 2],
  ]);
});

test('51.6 Sol commander Claire Gibson: locked it is not offered, and it is refused outside a ground combat', () => {
  const locked = runFrom(invaded('exhausted'), GROUND_COMBAT_STEP, ON);
  expect(eventsOf(locked, 'units-placed')).toEqual([]);
  expect(decisionOf(locked.state)?.kind).not.toBe('window');
  const s = edit(newGame({ players: 3, factions: ['sol', 'hacan', 'letnev'] }), (d) => {
    d.players[0]!.leaders.commander = 'unlocked';
  });
  expect(refuse(s, 0, { type: 'use-ability', ability: 'solcommander', targets: {} })).toMatchObject({
    code: 'flow/not-now',
  });
});

/** Sol (seat 0) on its first turn of the action phase, with command tokens in two systems. */
function solTurn() {
  const s = newGame({ players: 3, factions: ['sol', 'hacan', 'letnev'] });
  const picked = pickStrategyCards(s, ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare']);
  return edit(picked, (d) => {
    const keys = Object.keys(d.board.systems).slice(0, 2);
    for (const k of keys) d.board.systems[k]!.commandTokens.push(0);
  });
}

test('51.10 Sol hero Jace X, 4th Air Legion: as an action, every Sol command token on the board returns to reinforcements; then purged', () => {
  const s = edit(solTurn(), (d) => {
    d.players[0]!.leaders.hero = 'unlocked';
  });
  expect(tokensOnBoard(s, 0)).toBe(2);
  const { state, events } = playEvents(s, 0, { type: 'component-action', ability: 'solhero', targets: {} });
  expect(tokensOnBoard(state, 0)).toBe(0);
  expect(state.players[0]!.leaders.hero).toBe('purged');
  expect(events).toContainEqual(expect.objectContaining({ type: 'command-tokens-returned', seat: 0 }));
  // 51.12: purged, it cannot be used again.
  expect(state.players[0]!.leaders.hero).toBe('purged');
});

test('51.10a, 51.10c Sol hero Jace X, 4th Air Legion: locked until 3 objectives (public and secret) are scored, then it unlocks', () => {
  const s = solTurn();
  const before = refuse(s, 0, { type: 'component-action', ability: 'solhero', targets: {} });
  expect(before).toMatchObject({ code: 'ability/not-held' });
  expect(tokensOnBoard(s, 0)).toBe(2);
  expect(s.players[0]!.leaders.hero).toBe('locked');
  const scored = edit(s, (d) => {
    d.players[0]!.scoredPublic.push('a', 'b');
    d.players[0]!.secretObjectives[0]!.scored = true;
  });
  // The next time the flow settles (here: a window that nobody answers), the hero unlocks and says so.
  const r = runFrom(scored, 'window/reask');
  expect(r.state.players[0]!.leaders.hero).toBe('unlocked');
  expect(eventsOf(r, 'leader-unlocked')).toEqual([
    { type: 'leader-unlocked', seat: 0, leader: 'solhero', role: 'hero' },
  ]);
});
