import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { checkResearch, research, researchChoices } from '../economy/research';
import { flowCtx } from '../kernel/context';
import { placeRelic } from './holding';
import { edit, newGame, optionLabels, play, refuse, topDecision } from '../testing/scenario';

// Seat 0 (Sol) holds The Prophet's Tears and owns Antimass Deflectors (blue) only.
const game = (exhausted = false): GameState =>
  edit(newGame({ players: 3 }), (d) => {
    for (const p of d.players) p.technologies = [];
    d.players[0]!.technologies = ['amd'];
    placeRelic(d, 0, 'the-prophets-tears');
    if (exhausted) d.players[0]!.exhaustedRelics = ['the-prophets-tears'];
  });
const researched = (s: GameState, r: Parameters<typeof research>[2]) =>
  edit(s, (d) => research(flowCtx(d, null), 0, r));

test("90.12 The Prophet's Tears: exhausted as its holder researches, it ignores 1 prerequisite", () => {
  const s = game();
  const r = { technology: 'fl', specialties: [], skips: ['prophets-tears' as const] };
  expect(checkResearch(s, 0, { technology: 'fl', specialties: [] }).ok).toBe(false);
  expect(checkResearch(s, 0, r).ok).toBe(true);
  expect(researchChoices(s, 0).find((c) => c.technology === 'fl')).toEqual(r);
  const after = researched(s, r);
  expect(after.players[0]!.technologies).toContain('fl');
  expect(after.players[0]!.exhaustedRelics).toEqual(['the-prophets-tears']);
  // Used for the prerequisite, it offers no card draw afterwards.
  expect(topDecision(after)?.kind).not.toBe('choice');
});

test("73 The Prophet's Tears: a research that did not use it may exhaust it to draw 1 action card", () => {
  const s0 = researched(game(), { technology: 'sdn', specialties: [] });
  expect(topDecision(s0)).toMatchObject({ kind: 'choice', choice: 'relics/prophets-tears-draw', waitingOn: [0] });
  expect(optionLabels(s0, 0)).toEqual([
    "The Prophet's Tears: exhaust it to draw 1 action card",
    "The Prophet's Tears: keep it readied",
  ]);
  const s = play(s0, 0, { type: 'choose', option: 'draw' });
  expect(s.players[0]!.actionCards).toHaveLength(s0.players[0]!.actionCards.length + 1);
  expect(s.players[0]!.exhaustedRelics).toEqual(['the-prophets-tears']);
});

test("90.12 The Prophet's Tears exhausted: the prerequisite is not ignored and no card is offered", () => {
  const s = game(true);
  expect(checkResearch(s, 0, { technology: 'fl', specialties: [], skips: ['prophets-tears'] })).toMatchObject({
    ok: false,
    error: { code: 'research/cannot-skip', rule: '90.12' },
  });
  expect(researchChoices(s, 0).some((c) => c.technology === 'fl')).toBe(false);
  const after = researched(s, { technology: 'sdn', specialties: [] });
  expect(topDecision(after)?.kind).not.toBe('choice');
  expect(after.players[0]!.actionCards).toEqual(s.players[0]!.actionCards);
  // A draw chosen after the card was exhausted meanwhile is not offered.
  const drawn = play(researched(game(), { technology: 'sdn', specialties: [] }), 0, { type: 'choose', option: 'draw' });
  const again = researched(drawn, { technology: 'gd', specialties: [] });
  expect(refuse(again, 0, { type: 'choose', option: 'draw' })).toBeDefined();
});
