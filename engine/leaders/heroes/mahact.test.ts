// The Mahact hero, Airo Shir Aur (51.10–51.12, 78 space combat, 78.7 retreat, 16.3c capacity after combat).
import { expect, test } from 'vitest';
import type { Decision } from '../../core/frames';
import type { GameState } from '../../core/state';
import { currentCombat } from '../../combat/combat-record';
import { retreatDestinations } from '../../combat/retreat';
import { adjacentSystems } from '../../galaxy/adjacency';
import { homeSystemKey } from '../../objectives/board-queries';
import { edit, giveActionCards, optionLabels, playEvents, refuse, topDecision } from '../../testing/scenario';
import { unitsIn } from '../../testing/tactical-scenario';
import { heroGame, scoreThree } from './hero-kit';

/**
 * The Mahact (seat 0, to act): 5 dreadnoughts, a carrier and 2 infantry in the space of their home system; next door
 * (`to`) a Sol destroyer, and beside that (`refuge`) a Sol carrier, where Sol could retreat in any other combat.
 */
function paxGame(hero: 'locked' | 'unlocked' = 'unlocked') {
  const base = heroGame('mahact');
  const from = homeSystemKey(base, 0)!;
  const to = adjacentSystems(base.board, from).find((k) => Object.keys(base.board.systems[k]!.space).length === 0)!;
  const refuge = adjacentSystems(base.board, to).find(
    (k) => k !== from && base.board.systems[k] && Object.keys(base.board.systems[k]!.space).length === 0,
  )!;
  const s = edit(hero === 'unlocked' ? scoreThree(base) : base, (d) => {
    d.board.systems[from]!.space['0'] = { counts: { dreadnought: 5, carrier: 1, infantry: 2 }, damaged: {} };
    d.board.systems[to]!.space['1'] = { counts: { destroyer: 1 }, damaged: {} };
    d.board.systems[refuge]!.space['1'] = { counts: { carrier: 1 }, damaged: {} };
    d.players[0]!.pools.fleet = 8;
  });
  return { s, from, to, refuge };
}

const use = (from: string, to: string) =>
  ({ type: 'component-action', ability: 'mahacthero', targets: { from, to } }) as const;

/** Answers every waiting decision with its default until the flow is back at an action turn; returns them all. */
function settle(state: GameState): { state: GameState; seen: Decision[] } {
  let s = state;
  const seen: Decision[] = [];
  for (let i = 0; i < 300; i++) {
    const d = topDecision(s);
    if (!d || d.kind === 'action-turn') return { state: s, seen };
    seen.push(d);
    s = playEvents(s, d.waitingOn[0]!, { type: 'timeout' }).state;
  }
  throw new Error('settle: too many decisions');
}

test('51.10 Mahact hero Airo Shir Aur: the whole space area moves next door; a space combat is fought there; purged', () => {
  const { s, from, to } = paxGame();
  const r = playEvents(s, 0, use(from, to));
  expect(r.state.players[0]!.leaders.hero).toBe('purged');
  expect(unitsIn(r.state, from, 0)).toEqual({});
  expect(unitsIn(r.state, to, 0)).toEqual({ dreadnought: 5, carrier: 1, infantry: 2 });
  expect(r.events).toContainEqual(
    expect.objectContaining({ type: 'combat-started', combat: 'space', system: to, attacker: 0, defender: 1 }),
  );
  expect(currentCombat(r.state)).toMatchObject({ system: to, shipsStay: true });
  const done = settle(r.state);
  // The Mahact won; Edict took a Sol token; the ability's combat record is gone with the combat.
  expect(unitsIn(done.state, to, 1)).toEqual({});
  expect(done.state.players[0]!.fleetPoolTokens).toEqual([1]);
  expect(done.state.tactical).toBeNull();
});

test('78.7 Mahact hero Airo Shir Aur: in its combat neither side may retreat nor play Skilled Retreat', () => {
  const { s, from, to, refuge } = paxGame();
  // In any other combat Sol could retreat to the refuge.
  expect(retreatDestinations(s, 1, to)).toContain(refuge);
  const r = playEvents(giveActionCards(s, 1, ['skilled-retreat']), 0, use(from, to));
  const skilled = { type: 'use-ability', ability: 'skilled-retreat', targets: { system: refuge } } as const;
  let state = r.state;
  const seen: Decision[] = [];
  for (let i = 0; i < 300 && topDecision(state)?.kind !== 'action-turn'; i++) {
    const d = topDecision(state)!;
    seen.push(d);
    if (d.kind === 'window' && d.window === 'start-of-combat-round' && d.waitingOn.includes(1)) {
      expect(optionLabels(state, 1).some((l) => l.includes('Skilled Retreat'))).toBe(false);
      expect(refuse(state, 1, skilled).code).toMatch(/^ability\//);
    }
    state = playEvents(state, d.waitingOn[0]!, { type: 'timeout' }).state;
  }
  expect(seen.some((d) => d.kind === 'choice' && d.choice === 'combat/announce-retreat')).toBe(false);
  expect(seen.some((d) => d.kind === 'window' && d.window === 'start-of-combat-round')).toBe(true);
});

test("51.10 Mahact hero Airo Shir Aur: locked, or a system without another player's ships next door, is refused", () => {
  const { s, from, to, refuge } = paxGame('locked');
  expect(refuse(s, 0, use(from, to))).toMatchObject({ code: 'ability/not-held' });
  const open = paxGame().s;
  const before = structuredClone(open);
  // The refuge is not next to the Mahact home, and holds no other player's ships for Sol's carrier.
  expect(refuse(open, 0, use(from, refuge))).toMatchObject({ code: 'ability/bad-target', rule: '51.10' });
  expect(open).toEqual(before);
  expect(optionLabels(open, 0).filter((l) => l.includes('without retreat')).length).toBeGreaterThan(0);
});
