import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { leaderSheets } from '../queries/leaders';
import { answer, combatGame, decisionOf, eventsOf, loaded, put, runFrom, type Run } from '../testing/combat-scenario';
import { edit, newGame, optionLabels, pickStrategyCards, play, refuse, runStep } from '../testing/scenario';
import { STRATEGY_CARD_IDS } from '../data/strategy-cards';
import type { Decision } from '../core/frames';
import { withStrategyCards } from '../testing/unit-ability-scenario';

const ARTUNO = { type: 'use-ability', ability: 'nomadagentartuno', targets: {} } as const;
const THUNDARIAN = { type: 'use-ability', ability: 'nomadagentthundarian', targets: {} } as const;

test('51.1a The Company (Nomad): the Nomad start with three ready agents, all on their public leader sheet', () => {
  const s = newGame({ players: 3, factions: ['nomad', 'hacan', 'letnev'], agents: 'ready' });
  expect(s.players[0]!.extraAgents).toEqual({ nomadagentthundarian: 'unlocked', nomadagentartuno: 'unlocked' });
  expect(s.players[1]!.extraAgents).toBeUndefined();
  const sheet = leaderSheets(s).find((l) => l.seat === 0)!.leaders;
  expect(sheet.map((l) => [l.role, l.leader, l.status])).toEqual([
    ['agent', 'nomadagentmercer', 'unlocked'],
    ['agent', 'nomadagentthundarian', 'unlocked'],
    ['agent', 'nomadagentartuno', 'unlocked'],
    ['commander', 'nomadcommander', 'locked'],
    ['hero', 'nomadhero', 'locked'],
  ]);
});

/** The Nomad (seat 0, speaker) hold Trade and take their turn; their agents ready unless told. */
function nomadTrade(change?: (d: GameState) => void): GameState {
  const order = ['trade', ...STRATEGY_CARD_IDS.filter((c) => c !== 'trade')].slice(0, 6);
  const s = pickStrategyCards(newGame({ players: 3, factions: ['nomad', 'hacan', 'letnev'], agents: 'ready' }), order);
  return edit(s, (d) => {
    (d.stack.at(-1) as Decision).waitingOn = [0];
    change?.(d);
  });
}

test('51.4 Artuno the Betrayer (Nomad agent): gaining 3 trade goods from the supply lays 3 more on the card, gained when it readies', () => {
  let s = play(nomadTrade(), 0, { type: 'strategic-action', card: 'trade', choices: { players: [] } });
  expect(s.players[0]!.tradeGoods).toBe(3);
  expect(decisionOf(s)).toMatchObject({
    kind: 'window',
    window: 'when-gaining-trade-goods',
    subject: { seat: 0, amount: 3 },
    waitingOn: [0],
  });
  expect(optionLabels(s, 0)).toContain(
    'Artuno the Betrayer: put 3 trade goods from the supply on Artuno, yours when it readies',
  );
  s = play(s, 0, ARTUNO);
  const nomad = s.players[0]!;
  expect(nomad.extraAgents?.nomadagentartuno).toBe('exhausted');
  // The Company: the other two agents stay ready.
  expect(nomad.leaders.agent).toBe('unlocked');
  expect(nomad.extraAgents?.nomadagentthundarian).toBe('unlocked');
  expect(nomad.tradeGoodsOnLeaders).toEqual({ nomadagentartuno: 3 });
  expect(nomad.tradeGoods).toBe(3);
  // 81.6: the status phase readies it, and its goods come to the Nomad (from the card: Artuno is not asked again).
  const readied = runStep(s, 'status/ready-and-repair');
  expect(readied.players[0]!.extraAgents?.nomadagentartuno).toBe('unlocked');
  expect(readied.players[0]!.tradeGoods).toBe(6);
  expect(readied.players[0]!.tradeGoodsOnLeaders).toBeUndefined();
});

test('51.4 Artuno the Betrayer (Nomad agent): exhausted it is not offered and a use is refused; gains from others or commodities never ask', () => {
  const tired = play(
    nomadTrade((d) => (d.players[0]!.extraAgents!.nomadagentartuno = 'exhausted')),
    0,
    { type: 'strategic-action', card: 'trade', choices: { players: [] } },
  );
  expect(decisionOf(tired)).not.toMatchObject({ kind: 'window', window: 'when-gaining-trade-goods' });
  // A window forced open for an exhausted Artuno refuses the use and changes nothing.
  const open = runStep(
    edit(tired, (d) => (d.stack = [])),
    'window/open',
    { window: 'when-gaining-trade-goods', subject: { seat: 0, amount: 2 } },
  );
  const before = structuredClone(open);
  expect(refuse(open, 0, ARTUNO).code).toMatch(/^(flow|ability)\//);
  expect(open).toEqual(before);
  // Another seat's gain is not the Nomad's: refused too.
  const ready = edit(open, (d) => (d.players[0]!.extraAgents!.nomadagentartuno = 'unlocked'));
  const others = runStep(
    edit(ready, (d) => (d.stack = [])),
    'window/open',
    { window: 'when-gaining-trade-goods', subject: { seat: 1, amount: 2 } },
  );
  expect(decisionOf(others)).toBeUndefined();
});

/** Letnev (0) attack Sol (1) in a space combat; the Nomad (2) watch with their Thundarian ready. */
function watchedCombat(thundarian: 'unlocked' | 'exhausted'): Run {
  const s = withStrategyCards(combatGame({ factions: ['letnev', 'sol', 'nomad'], agents: 'ready' }));
  s.players[2]!.extraAgents!.nomadagentthundarian = thundarian;
  put(s, 0, { cruiser: 2 });
  put(s, 1, { destroyer: 2 });
  loaded(s, 0, 'combat', true);
  let r = runFrom(s, 'tactical/space-combat');
  while (
    decisionOf(r.state)?.kind === 'window' &&
    (decisionOf(r.state) as { window: string }).window !== 'after-combat-rolls'
  )
    r = answer(r, decisionOf(r.state)!.waitingOn[0]!, { type: 'pass-window' });
  return r;
}

test('78.5 The Thundarian (Nomad agent): after the rolls of any combat round, no hits are assigned and both sides roll again', () => {
  const r = watchedCombat('unlocked');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-combat-rolls' });
  expect(decisionOf(r.state)!.waitingOn).toContain(2);
  const rolledBefore = eventsOf(r, 'dice-rolled').filter((e) => e.roll === 'combat').length;
  expect(rolledBefore).toBe(2);
  expect(eventsOf(r, 'units-destroyed')).toEqual([]);
  const used = answer({ state: r.state, events: [] }, 2, THUNDARIAN);
  expect(used.state.players[2]!.extraAgents?.nomadagentthundarian).toBe('exhausted');
  expect(used.state.players[2]!.leaders.agent).toBe('unlocked');
  // The round rolls again at once: both sides' dice a second time; the first roll's 2 hits were never assigned, and
  // the second roll's 2 hits are (the window after it asks nobody: the Thundarian is spent).
  const types = used.events.map((e) => (e.type === 'dice-rolled' ? `${e.type}:${e.seat}` : e.type));
  expect(types.filter((t) => t.startsWith('dice-rolled') || t === 'units-destroyed')).toEqual([
    'dice-rolled:0',
    'dice-rolled:1',
    'units-destroyed',
  ]);
  expect(eventsOf(used, 'units-destroyed')).toMatchObject([{ seat: 1, unit: 'destroyer', count: 2 }]);
});

test('78.5 The Thundarian (Nomad agent): exhausted, it is refused and nothing changes', () => {
  const r = watchedCombat('exhausted');
  const before = structuredClone(r.state);
  expect(refuse(r.state, 2, THUNDARIAN).code).toMatch(/^(flow|ability)\//);
  expect(r.state).toEqual(before);
});
