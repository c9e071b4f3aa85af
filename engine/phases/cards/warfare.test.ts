import { expect, test } from 'vitest';
import { options } from '../../flow/options';
import { edit, play, refuse, topDecision } from '../../testing/scenario';
import { declineRest, planetState, primary, systemKeyOf, turnWith } from './cards.fixture';

// Seat 0 holds Warfare. Seat 1 (Hacan) has a space dock on Arretze and Hercant (1 resource) beside it.
const withToken = () =>
  turnWith('warfare', 6, (d) => {
    d.board.systems[systemKeyOf(d, 'mr')]!.commandTokens.push(0);
  });
const warfare = (choices: Record<string, unknown>) => ({ type: 'strategic-action', card: 'warfare', choices }) as const;
const none = { resources: [], influence: [], tradeGoods: 0 };

test('99.1 the active player removes a command token from the board and 99.2 redistributes their tokens', () => {
  const s0 = withToken();
  const key = systemKeyOf(s0, 'mr');
  const s = play(primary(s0, 'warfare', { system: key, tactic: 1, fleet: 6, strategy: 2 }), 0, {
    type: 'choose',
    option: '1/6/2',
  });
  expect(s.board.systems[key]!.commandTokens).toEqual([]);
  expect(s.players[0]!.pools).toEqual({ tactic: 1, fleet: 6, strategy: 2 });
});

test("99.1 a token on the board must be taken back, and only one of the player's own", () => {
  const s = withToken();
  expect(refuse(s, 0, warfare({ system: null, tactic: 3, fleet: 3, strategy: 2 }))).toMatchObject({ rule: '99.1' });
  expect(refuse(s, 0, warfare({ system: systemKeyOf(s, 'jord'), tactic: 4, fleet: 3, strategy: 2 }))).toMatchObject({
    rule: '99.1',
  });
});

test('99.2 the redistributed pools hold exactly the tokens on the command sheet', () => {
  const s = withToken();
  expect(refuse(s, 0, warfare({ system: systemKeyOf(s, 'mr'), tactic: 5, fleet: 3, strategy: 2 }))).toMatchObject({
    rule: '99.2',
  });
});

const afterPrimary = (change?: Parameters<typeof edit>[1]) => {
  const s = primary(withToken(), 'warfare', {
    system: systemKeyOf(withToken(), 'mr'),
    tactic: 4,
    fleet: 3,
    strategy: 2,
  });
  // 99.2: the player keeps the pools as they are.
  return edit(play(s, 0, { type: 'choose', option: '4/3/2' }), (d) => change?.(d));
};

test('99.2 after taking the token back the player may move tokens between pools, before anyone follows', () => {
  const s0 = withToken();
  const s = primary(s0, 'warfare', { system: systemKeyOf(s0, 'mr'), tactic: 4, fleet: 3, strategy: 2 });
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'warfare/redistribute', waitingOn: [0] });
  // Every split of the nine tokens on the sheet is offered (55 of them), and nobody else is asked meanwhile.
  expect(options(s, 0)).toHaveLength(55);
  expect(refuse(s, 1, { type: 'follow-secondary', choices: {} })).toMatchObject({ rule: '1.19' });
  expect(refuse(s, 0, { type: 'choose', option: '5/3/2' })).toMatchObject({ code: 'flow/not-an-option', rule: '99.2' });
  const after = play(s, 0, { type: 'choose', option: '1/5/3' });
  expect(after.players[0]!.pools).toEqual({ tactic: 1, fleet: 5, strategy: 3 });
  expect(topDecision(after)).toMatchObject({ kind: 'strategic-secondary' });
});

test('99.1 the Warfare options name the system a token is taken back from by name and tile number', () => {
  const s = withToken();
  const labels = options(s, 0)
    .filter((o) => o.command.type === 'strategic-action' && (o.command as { card?: string }).card === 'warfare')
    .map((o) => o.label);
  expect(labels).toContain('Warfare: take back the token in Mecatol Rex (18) into your fleet pool');
});

test('99.3 the secondary spends a strategy token to produce at the home space dock once everyone has answered', () => {
  let s = play(afterPrimary(), 1, { type: 'follow-secondary', choices: {} });
  expect(s.players[1]!.pools.strategy).toBe(1);
  expect(topDecision(s)).toMatchObject({ kind: 'strategic-secondary', waitingOn: [2, 3, 4, 5] });
  s = declineRest(s);
  const home = systemKeyOf(s, 'arretze');
  expect(topDecision(s)).toMatchObject({
    kind: 'production',
    seat: 1,
    system: home,
    source: 'warfare',
    waitingOn: [1],
  });
  // Two infantry and two fighters cost 2, less 1 for the Hacan's Sarween Tools.
  s = play(s, 1, {
    type: 'produce',
    units: [
      { unit: 'infantry', count: 2, planet: 'arretze' },
      { unit: 'fighter', count: 2 },
    ],
    payment: { ...none, resources: ['hercant'] },
  });
  expect(planetState(s, 'arretze').units['1']!.counts.infantry).toBe(6);
  expect(s.board.systems[home]!.space['1']!.counts.fighter).toBe(4);
  expect(planetState(s, 'hercant').exhausted).toBe(true);
  // 99.3a: the token is not placed in the home system.
  expect(s.board.systems[home]!.commandTokens).toEqual([]);
});

test('99.3 productions of several followers come in clockwise order', () => {
  let s = play(afterPrimary(), 1, { type: 'follow-secondary', choices: {} });
  s = play(s, 2, { type: 'follow-secondary', choices: {} });
  s = declineRest(s);
  expect(topDecision(s)).toMatchObject({ kind: 'production', seat: 1 });
  s = play(s, 1, { type: 'produce', units: [], payment: none });
  expect(topDecision(s)).toMatchObject({ kind: 'production', seat: 2 });
});

test('99.3 a player without a space dock in their home system cannot follow Warfare', () => {
  const s = afterPrimary((d) => {
    delete planetState(d, 'arretze').units['1']!.counts['space-dock'];
  });
  expect(refuse(s, 1, { type: 'follow-secondary', choices: {} })).toMatchObject({ rule: '99.3' });
  expect(options(s, 1).map((o) => o.command.type)).toEqual(['decline-secondary']);
});
