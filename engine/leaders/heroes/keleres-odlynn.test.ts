import { expect, test } from 'vitest';
import type { GameState } from '../../core/state';
import { act, votingPlanets } from '../../agenda/scenario';
import { passAll, table, toWindow } from '../../action-cards/agenda-cards-testkit';
import { leaderSlots } from '../../kernel/leader-sheet';
import { edit, optionLabels, refuse, topDecision } from '../../testing/scenario';
import { influenceOf } from '../../economy/planets';

const ODLYNN = (outcome: string) =>
  ({ type: 'use-ability', ability: 'keleresheroodlynn', targets: { outcome } }) as const;

/**
 * Seat 1 plays the Council Keleres with the Xxcha home's hero, Odlynn Myrr (unlocked unless told), at the "after an
 * agenda is revealed" window of Regulated Conscription (For/Against). Seats: 0 Sol, 1 Keleres, 2 Letnev, 3 Jol-Nar.
 */
function odlynnWindow(unlocked = true): GameState {
  const s = table({
    cards: {},
    setup: (d) => {
      d.players[1]!.faction = 'keleres';
      d.players[1]!.leaders.hero = unlocked ? 'unlocked' : 'locked';
      for (const p of d.players) p.tradeGoods = 0;
    },
  });
  // Locked, nothing asks the Keleres: the agenda goes straight to the votes.
  return unlocked ? toWindow(s, 'after-agenda-revealed') : s;
}

/** Everyone votes as told (from the speaker's left: 1, 2, 3, then 0), passing windows; stops at anything else. */
function voteAll(state: GameState, ballots: Record<number, { outcome: string; additional?: string[] } | 'abstain'>) {
  let s = state;
  for (let guard = 0; guard < 40; guard++) {
    const d = topDecision(s);
    if (d?.kind === 'window') s = passAll(s);
    else if (d?.kind === 'vote') {
      const seat = d.waitingOn[0]!;
      const b = ballots[seat] ?? 'abstain';
      s =
        b === 'abstain'
          ? act(s, seat, { type: 'abstain' }).state
          : act(s, seat, {
              type: 'cast-votes',
              outcome: b.outcome,
              planets: votingPlanets(s, seat),
              ...(b.additional ? { additionalVotes: b.additional } : {}),
            }).state;
    } else return s;
  }
  return s;
}

test('51.10 Keleres hero Odlynn Myrr: the Xxcha home hero; locked, the Keleres cannot predict with it', () => {
  const s = odlynnWindow(false);
  expect(leaderSlots(s, 1)?.hero).toBe('keleresheroodlynn');
  expect(topDecision(s)).toMatchObject({ kind: 'vote' });
  expect(optionLabels(s, 1).some((l) => l.startsWith('Odlynn Myrr'))).toBe(false);
  const before = structuredClone(s);
  expect(refuse(s, 1, ODLYNN('for')).code).toMatch(/^(ability|flow)\//);
  expect(s).toEqual(before);
});

test('51.12, 8.15, 8.22 Keleres hero Odlynn Myrr: predict, 6 more votes, 1 trade good and 1 token per player voting otherwise', () => {
  const s = odlynnWindow();
  expect(optionLabels(s, 1)).toContain('Odlynn Myrr: predict For; 6 more votes when you vote');
  let r = act(s, 1, ODLYNN('for')).state;
  expect(r.players[1]!.leaders.hero).toBe('purged');
  expect(r.agenda!.current!.predictions).toEqual([{ seat: 1, source: 'keleresheroodlynn', outcome: 'for' }]);
  const tokens = r.players[1]!.pools.tactic;
  // The Keleres still vote (unlike a rider), with 6 more votes; Letnev and Sol vote Against, Jol-Nar For.
  r = voteAll(r, {
    1: { outcome: 'for', additional: ['keleresheroodlynn'] },
    2: { outcome: 'against' },
    3: { outcome: 'for' },
    0: { outcome: 'against' },
  });
  const keleres = r.agenda!.current!.votes.find((v) => v.seat === 1)!;
  expect(keleres.votes).toBe(6 + influenceOf(s, votingPlanets(s, 1)));
  expect(r.players[1]!.tradeGoods).toBe(2);
  // The 2 command tokens are placed one pool at a time.
  expect(topDecision(r)).toMatchObject({ kind: 'choice', choice: 'exploration/gain-token', waitingOn: [1] });
  r = act(r, 1, { type: 'choose', option: 'tactic' }).state;
  r = act(r, 1, { type: 'choose', option: 'tactic' }).state;
  expect(r.players[1]!.pools.tactic).toBe(tokens + 2);
});

test('8.22 Keleres hero Odlynn Myrr: a prediction after votes were cast is refused and changes nothing', () => {
  const s = edit(odlynnWindow(), (d) => void (d.agenda!.current!.votingStarted = true));
  const before = structuredClone(s);
  expect(refuse(s, 1, ODLYNN('for'))).toMatchObject({ rule: '8.22' });
  expect(s).toEqual(before);
});
