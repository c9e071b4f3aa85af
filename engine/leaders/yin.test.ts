// The Yin commander, Brother Omar Ω: its unlock (a Yin faction ability used), its green prerequisite symbol and its
// infantry-paid skip of a technology another player owns (engine/leaders/yin.ts, yin.effects.ts,
// engine/economy/research-abilities.ts).
import { expect, test } from 'vitest';
import { GROUND_COMBAT_STEP } from '../combat/ground-combat';
import type { GameState } from '../core/state';
import { checkResearch, research, researchChoices } from '../economy/research';
import { apply } from '../flow/apply';
import { flowCtx } from '../kernel/context';
import { optionLabels } from '../testing/scenario';
import { withStrategyCards } from '../testing/unit-ability-scenario';
import { ACTIVE, answer, combatGame, decisionOf, eventsOf, put, runFrom } from '../testing/combat-scenario';
import { unitsOnBoard } from '../units/stacks';

/** The Yin (seat 0) with infantry on Wellon and in space; the Sol (seat 1) own Gravity Drive. */
function omarGame(commander: 'locked' | 'unlocked'): GameState {
  const s = withStrategyCards(combatGame({ active: '19', factions: ['yin', 'sol', 'letnev'] }));
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 0;
  put(s, 0, { infantry: 2 }, { planet: 'wellon' });
  put(s, 0, { carrier: 1, infantry: 1 });
  s.players[0]!.leaders.commander = commander;
  s.players[1]!.technologies = ['gd'];
  return s;
}

const GD = { technology: 'gd', specialties: [] };
const OMAR_GD = { ...GD, skips: ['brother-omar' as const] };

test('Brother Omar (Yin commander) 51.6 unlocks as the Yin use Indoctrination, one of their faction abilities', () => {
  const s = withStrategyCards(combatGame({ active: '19', factions: ['yin', 'sol', 'letnev'] }));
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(s, 0, { infantry: 2 }, { planet: 'wellon' });
  put(s, 1, { infantry: 2 }, { planet: 'wellon' });
  s.players[0]!.tradeGoods = 2;
  expect(s.players[0]!.leaders.commander).toBe('locked');
  const payment = { resources: [], influence: [], tradeGoods: 2 };
  const r = answer(runFrom(s, GROUND_COMBAT_STEP, { system: ACTIVE, planet: 'wellon' }), 0, {
    type: 'use-ability',
    ability: 'indoctrination',
    targets: { unit: 'infantry', payment },
  });
  expect(r.state.players[0]!.leaders.commander).toBe('unlocked');
  expect(eventsOf(r, 'leader-unlocked')).toEqual([
    { type: 'leader-unlocked', seat: 0, leader: 'yincommander', role: 'commander' },
  ]);
});

test('Brother Omar 90.12 counts as 1 green prerequisite: Dacxive Animators without a green technology', () => {
  const dxa = { technology: 'dxa', specialties: [] };
  expect(checkResearch(omarGame('locked'), 0, dxa)).toMatchObject({ ok: false, error: { rule: '90.12' } });
  expect(checkResearch(omarGame('unlocked'), 0, dxa)).toEqual({ ok: true, value: undefined });
  // One symbol only: Hyper Metabolism (2 green) still needs one more.
  expect(checkResearch(omarGame('unlocked'), 0, { technology: 'hm', specialties: [] })).toMatchObject({
    ok: false,
    error: { message: 'Hyper Metabolism needs 1 more green technology.' },
  });
});

test('Brother Omar 51.8 / 90.12 a technology another player owns: 1 infantry returned ignores its prerequisites', () => {
  const s = omarGame('unlocked');
  expect(checkResearch(s, 0, GD)).toMatchObject({ ok: false, error: { code: 'research/prerequisites' } });
  expect(checkResearch(s, 0, OMAR_GD)).toEqual({ ok: true, value: undefined });
  // The bot reaches it: the research is offered with the skip once nothing else covers it.
  expect(researchChoices(s, 0).find((r) => r.technology === 'gd')).toEqual(OMAR_GD);
  const ctx = flowCtx(structuredClone(s), { at: 0 });
  research(ctx, 0, OMAR_GD);
  let st = ctx.state;
  expect(st.players[0]!.technologies).toContain('gd');
  expect(decisionOf(st)).toMatchObject({ kind: 'choice', choice: 'yin/omar-return', waitingOn: [0] });
  expect(optionLabels(st, 0)).toEqual([
    'Brother Omar: return 1 infantry from the space area of Wellon (19) to your reinforcements',
    'Brother Omar: return 1 infantry from Wellon to your reinforcements',
  ]);
  const before = unitsOnBoard(st, 0, 'infantry');
  const res = apply(st, 0, { type: 'choose', option: `planet:${ACTIVE}:wellon` }, { at: 0 });
  if (!res.ok) throw new Error(res.error.message);
  st = res.state;
  expect(unitsOnBoard(st, 0, 'infantry')).toBe(before - 1);
  expect(st.board.systems[ACTIVE]!.planets.wellon!.units['0']?.counts.infantry).toBe(1);
});

test('Brother Omar 51.8 refused for a technology nobody else owns, while locked, or without infantry; nothing changes', () => {
  const s = omarGame('unlocked');
  s.players[1]!.technologies = [];
  expect(checkResearch(s, 0, OMAR_GD)).toMatchObject({
    ok: false,
    error: { code: 'research/cannot-skip', rule: '51.8' },
  });
  expect(researchChoices(s, 0).some((r) => r.technology === 'gd')).toBe(false);
  expect(checkResearch(omarGame('locked'), 0, OMAR_GD)).toMatchObject({ ok: false, error: { rule: '51.8' } });
  const none = omarGame('unlocked');
  none.board.systems[ACTIVE]!.planets.wellon!.units['0'] = { counts: {}, damaged: {} };
  none.board.systems[ACTIVE]!.space['0'] = { counts: { carrier: 1 }, damaged: {} };
  const before = structuredClone(none);
  expect(checkResearch(none, 0, OMAR_GD)).toMatchObject({ ok: false, error: { rule: '51.8' } });
  expect(none).toEqual(before);
});
