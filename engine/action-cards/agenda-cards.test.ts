import { expect, test } from 'vitest';
import { lawInPlay, lawOwner } from '../agenda/laws';
import { act, choiceOnTop, resolvedOutcome, vote } from '../agenda/scenario';
import { givePlanet, isExhausted } from '../agenda/testkit';
import { putLaw } from '../agenda/testkit';
import { view } from '../view';
import { commoditiesAsTradeGoodsMark } from '../economy/trade-goods';
import { refuse, topDecision } from '../testing/scenario';
import { discarded, passAll, playCard, table, toWindow, voteUntil } from './agenda-cards-testkit';

const sabotaged = (s: Parameters<typeof passAll>[0], by = 2) => {
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'when-action-card-played' });
  return playCard(s, by, 'sabotage').state;
};

// ---- Assassinate Representative ---------------------------------------------------------------------------------

test('8.16 Assassinate Representative: the player picked cannot vote on this agenda', () => {
  const s = toWindow(table({ cards: { 1: ['assassinate-representative'] } }), 'after-agenda-revealed');
  const played = playCard(s, 1, 'assassinate-representative', { player: 3 }).state;
  expect(played.agenda?.current?.cannotVote).toEqual([3]);
  expect(vote(played, {}).order).toEqual([1, 2, 0]);
  expect(refuse(played, 3, { type: 'abstain' }).rule).toBe('1.19');
});

test('8.16 Assassinate Representative is refused against a player who already cannot vote, and does nothing when sabotaged', () => {
  const s = toWindow(
    table({ cards: { 1: ['assassinate-representative'], 2: ['sabotage'] }, setup: (d) => putLaw(d, 'mutiny') }),
    'after-agenda-revealed',
  );
  // A copy: a state apply returned shares its untouched parts with earlier states and must not be changed in place.
  const barred = structuredClone(act(s, 2, { type: 'pass-window' }).state);
  barred.agenda!.current!.cannotVote.push(3);
  expect(
    refuse(barred, 1, { type: 'use-ability', ability: 'assassinate-representative', targets: { player: 3 } }),
  ).toMatchObject({ code: 'ability/bad-target', rule: '8.16' });
  const open = act(s, 2, { type: 'pass-window' }).state;
  const cancelled = sabotaged(playCard(open, 1, 'assassinate-representative', { player: 3 }).state);
  expect(cancelled.agenda?.current?.cannotVote).toEqual([]);
  expect(vote(cancelled, {}).order).toEqual([1, 2, 3, 0]);
});

// ---- Hack Election ------------------------------------------------------------------------------------------------

test('8.2 Hack Election: voting starts right of the speaker and goes counterclockwise, the speaker last (80.2)', () => {
  const s = toWindow(table({ cards: { 1: ['hack-election'] }, speaker: 1 }), 'after-agenda-revealed');
  expect(vote(s, {}).order).toEqual([2, 3, 0, 1]);
  const hacked = playCard(s, 1, 'hack-election').state;
  expect(vote(hacked, {}).order).toEqual([0, 3, 2, 1]);
});

test('8.2 Hack Election is refused when the agenda is revealed (wrong window) and changes nothing when sabotaged', () => {
  const when = toWindow(table({ cards: { 1: ['hack-election'], 2: ['sabotage'] } }), 'when-agenda-revealed');
  expect(refuse(when, 1, { type: 'use-ability', ability: 'hack-election', targets: {} }).code).toBe(
    'ability/wrong-window',
  );
  const after = act(toWindow(when, 'after-agenda-revealed'), 2, { type: 'pass-window' }).state;
  const cancelled = sabotaged(playCard(after, 1, 'hack-election').state);
  expect(cancelled.agenda?.current?.votingReversed).toBeUndefined();
  expect(vote(cancelled, {}).order).toEqual([1, 2, 3, 0]);
});

// ---- Veto ----------------------------------------------------------------------------------------------------------

test('8.2 i Veto: the revealed agenda is discarded and players vote on the next one instead', () => {
  const s = toWindow(table({ cards: { 1: ['veto'] } }), 'when-agenda-revealed');
  const vetoed = playCard(s, 1, 'veto').state;
  expect(vetoed.agenda?.current?.agenda).toBe('ixthian-artifact');
  expect(vetoed.decks.agenda.discard).toContain('regulated-conscription');
  expect(topDecision(vetoed)?.kind).toBe('vote');
});

test('8.2 i Veto is refused after the agenda was revealed, and a sabotaged Veto leaves the agenda', () => {
  const s = toWindow(table({ cards: { 1: ['veto'], 2: ['sabotage'] } }), 'when-agenda-revealed');
  const after = toWindow(act(s, 2, { type: 'pass-window' }).state, 'when-agenda-revealed');
  const cancelled = sabotaged(playCard(after, 1, 'veto').state);
  expect(cancelled.agenda?.current?.agenda).toBe('regulated-conscription');
  expect(cancelled.decks.agenda.discard).toEqual([]);
  const late = toWindow(act(s, 1, { type: 'pass-window' }).state, 'after-agenda-revealed');
  expect(refuse(late, 1, { type: 'use-ability', ability: 'veto', targets: {} }).code).toBe('ability/wrong-window');
});

// ---- Diplomatic Pressure --------------------------------------------------------------------------------------------

test('69 Diplomatic Pressure: the player picked gives a promissory note of their choice', () => {
  const s = toWindow(table({ cards: { 1: ['diplomatic-pressure'] } }), 'when-agenda-revealed');
  const played = playCard(s, 1, 'diplomatic-pressure', { player: 3 }).state;
  expect(choiceOnTop(played)).toBe('diplomatic-pressure/give-note');
  expect(topDecision(played)?.waitingOn).toEqual([3]);
  const note = played.players[3]!.promissoryNotes[2]!;
  const given = act(played, 3, { type: 'choose', option: note }).state;
  expect(given.players[1]!.promissoryNotes).toContain(note);
  expect(given.players[3]!.promissoryNotes).not.toContain(note);
  expect(given.players[3]!.promissoryNotes).toHaveLength(played.players[3]!.promissoryNotes.length - 1);
});

test('2.6b a second Diplomatic Pressure cannot target the same player in one window; a sabotaged one does not count', () => {
  const s = toWindow(
    table({ cards: { 1: ['diplomatic-pressure', 'diplomatic-pressure'], 2: ['sabotage'] } }),
    'when-agenda-revealed',
  );
  let t = act(s, 2, { type: 'pass-window' }).state;
  t = sabotaged(playCard(t, 1, 'diplomatic-pressure', { player: 3 }).state);
  expect(t.players[1]!.promissoryNotes).toHaveLength(s.players[1]!.promissoryNotes.length);
  // Cancelled, so not played (2.6b): the second copy may still target seat 3.
  t = playCard(t, 1, 'diplomatic-pressure', { player: 3 }).state;
  expect(choiceOnTop(t)).toBe('diplomatic-pressure/give-note');
  const s2 = toWindow(table({ cards: { 1: ['diplomatic-pressure', 'diplomatic-pressure'] } }), 'when-agenda-revealed');
  let u = playCard(s2, 1, 'diplomatic-pressure', { player: 3 }).state;
  u = act(u, 3, { type: 'choose', option: u.players[3]!.promissoryNotes[0]! }).state;
  expect(topDecision(u)).toMatchObject({ kind: 'window', window: 'when-agenda-revealed', waitingOn: [1] });
  const notes = u.players[1]!.promissoryNotes.length;
  expect(refuse(u, 1, { type: 'use-ability', ability: 'diplomatic-pressure', targets: { player: 3 } })).toMatchObject({
    code: 'ability/limit',
    rule: '2.6b',
  });
  expect(u.players[1]!.promissoryNotes).toHaveLength(notes);
  u = playCard(u, 1, 'diplomatic-pressure', { player: 2 }).state;
  expect(topDecision(u)?.waitingOn).toEqual([2]);
});

// ---- Bribery and Distinguished Councilor -----------------------------------------------------------------------------

test('8.15 Bribery: after the speaker votes, each trade good spent adds a vote to the outcome its player voted for', () => {
  const s = table({ cards: { 1: ['bribery'] }, setup: (d) => (d.players[1]!.tradeGoods = 4) });
  const w = voteUntil(s, { 1: { outcome: 'against' }, 3: { outcome: 'for' } }, 'after-speaker-votes');
  const bribed = playCard(w, 1, 'bribery', { tradeGoods: 4 });
  expect(bribed.state.players[1]!.tradeGoods).toBe(0);
  expect(bribed.events).toContainEqual({ type: 'votes-cast', seat: 1, outcome: 'against', votes: 4 });
  // Against: Hacan 2 + 4 = 6 beat Jol-Nar's 5 For.
  expect(resolvedOutcome(bribed.events)).toBe('against');
});

test('8.15 Bribery under Xander Alexin Victori III (51.4, 21.7): commodities are spent first as trade goods, for votes', () => {
  const s = table({
    cards: { 1: ['bribery'] },
    setup: (d) => {
      d.players[1]!.tradeGoods = 1;
      d.players[1]!.commodities = 3;
      d.abilityUses.push(commoditiesAsTradeGoodsMark(1));
    },
  });
  const w = voteUntil(s, { 1: { outcome: 'against' }, 3: { outcome: 'for' } }, 'after-speaker-votes');
  expect(refuse(w, 1, { type: 'use-ability', ability: 'bribery', targets: { tradeGoods: 5 } }).rule).toBe('1.11');
  const bribed = playCard(w, 1, 'bribery', { tradeGoods: 4 });
  expect([bribed.state.players[1]!.commodities, bribed.state.players[1]!.tradeGoods]).toEqual([0, 0]);
  expect(bribed.events).toContainEqual({ type: 'commodities-changed', seat: 1, delta: -3 });
  expect(bribed.events).toContainEqual({ type: 'trade-goods-changed', seat: 1, delta: -1 });
  expect(bribed.events).toContainEqual({ type: 'votes-cast', seat: 1, outcome: 'against', votes: 4 });
  expect(bribed.state.abilityUses).not.toContain(commoditiesAsTradeGoodsMark(1));
});

test('8.15 Bribery is refused beyond its trade goods, not offered to a player who did not vote, and does nothing sabotaged', () => {
  const s = table({ cards: { 1: ['bribery'], 2: ['sabotage'] }, setup: (d) => (d.players[1]!.tradeGoods = 2) });
  const w = voteUntil(s, { 1: { outcome: 'against' }, 3: { outcome: 'for' } }, 'after-speaker-votes');
  expect(refuse(w, 1, { type: 'use-ability', ability: 'bribery', targets: { tradeGoods: 3 } })).toMatchObject({
    rule: '1.11',
  });
  expect(topDecision(w)?.waitingOn).toEqual([1]);
  const cancelled = playCard(playCard(w, 1, 'bribery', { tradeGoods: 2 }).state, 2, 'sabotage');
  expect(cancelled.state.players[1]!.tradeGoods).toBe(2);
  expect(resolvedOutcome(cancelled.events)).toBe('for');
  // A player who abstained has no outcome to add votes to: only those who voted are asked.
  const abstained = voteUntil(
    table({ cards: { 1: ['bribery'], 3: ['sabotage'] }, setup: (d) => (d.players[1]!.tradeGoods = 2) }),
    { 3: { outcome: 'for' } },
    'after-speaker-votes',
  );
  expect(topDecision(abstained)?.waitingOn).toEqual([3]);
  expect(refuse(abstained, 1, { type: 'use-ability', ability: 'bribery', targets: { tradeGoods: 1 } }).rule).toBe(
    '1.19',
  );
});

test('8.15 Distinguished Councilor: after its player votes, 5 more votes for that outcome', () => {
  const s = table({ cards: { 1: ['distinguished-councilor'] } });
  const w = voteUntil(s, { 1: { outcome: 'against' } }, 'after-votes-cast');
  expect(topDecision(w)).toMatchObject({ subject: { seat: 1 } });
  const more = playCard(w, 1, 'distinguished-councilor').state;
  expect(more.agenda?.current?.votes.find((v) => v.seat === 1)?.votes).toBe(7);
  expect(resolvedOutcome(vote(more, { 3: { outcome: 'for' } }).events)).toBe('against');
});

test("8.15 Distinguished Councilor is not offered after another player's votes and does nothing when sabotaged", () => {
  const s = table({ cards: { 1: ['sabotage'], 2: ['distinguished-councilor'] } });
  const w = voteUntil(s, { 1: { outcome: 'against' } }, 'after-votes-cast');
  // Only the player who just voted could play it: seat 2 is not asked after seat 1's votes.
  expect(topDecision(w)).toMatchObject({ subject: { seat: 1 }, waitingOn: [1] });
  expect(refuse(w, 2, { type: 'use-ability', ability: 'distinguished-councilor', targets: {} }).rule).toBe('1.19');
  const own = voteUntil(passAll(w), { 2: { outcome: 'against', planets: ['wrenterra'] } }, 'after-votes-cast');
  expect(topDecision(own)).toMatchObject({ subject: { seat: 2 } });
  const t = sabotaged(playCard(own, 2, 'distinguished-councilor').state, 1);
  expect(t.agenda?.current?.votes.find((v) => v.seat === 2)?.votes).toBe(1);
});

// ---- Confusing and Confounding Legal Text ----------------------------------------------------------------------------

const election = { agendas: ['minister-of-policy', 'regulated-conscription'] as const };

test('8.10a Confusing Legal Text: the elected player names another player, who is elected instead', () => {
  const s = table({ ...election, cards: { 3: ['confusing-legal-text'] } });
  const w = voteUntil(s, { 3: { outcome: '3' } }, 'when-elected');
  const confused = playCard(w, 3, 'confusing-legal-text', { player: 2 });
  expect(resolvedOutcome(confused.events)).toBe('2');
  expect(lawOwner(confused.state, 'minister-of-policy')).toBe(2);
});

test('8.10a Confusing Legal Text is refused to a player not elected and changes nothing when sabotaged', () => {
  const s = table({
    ...election,
    cards: { 1: ['confusing-legal-text'], 3: ['confusing-legal-text'], 2: ['sabotage'] },
  });
  const w = voteUntil(s, { 3: { outcome: '3' } }, 'when-elected');
  expect(refuse(w, 1, { type: 'use-ability', ability: 'confusing-legal-text', targets: { player: 2 } }).code).toBe(
    'ability/not-eligible',
  );
  const passed = act(act(w, 1, { type: 'pass-window' }).state, 2, { type: 'pass-window' }).state;
  const cancelled = playCard(playCard(passed, 3, 'confusing-legal-text', { player: 2 }).state, 2, 'sabotage');
  const r = vote(cancelled.state, {});
  expect(resolvedOutcome([...cancelled.events, ...r.events])).toBe('3');
  expect(lawOwner(r.state, 'minister-of-policy')).toBe(3);
});

test('8.10a Confounding Legal Text: when another player is elected, its player is elected instead', () => {
  const s = table({ ...election, cards: { 1: ['confounding-legal-text'] } });
  const w = voteUntil(s, { 3: { outcome: '3' } }, 'when-elected');
  const r = playCard(w, 1, 'confounding-legal-text');
  expect(resolvedOutcome(r.events)).toBe('1');
  expect(lawOwner(r.state, 'minister-of-policy')).toBe(1);
});

test('8.10a Confounding Legal Text is refused to the elected player and changes nothing when sabotaged', () => {
  const s = table({
    ...election,
    cards: { 1: ['confounding-legal-text'], 3: ['confounding-legal-text'], 2: ['sabotage'] },
  });
  const w = voteUntil(s, { 3: { outcome: '3' } }, 'when-elected');
  expect(refuse(w, 3, { type: 'use-ability', ability: 'confounding-legal-text', targets: {} }).code).toBe(
    'ability/not-eligible',
  );
  const cancelled = sabotaged(
    playCard(
      act(act(w, 2, { type: 'pass-window' }).state, 3, { type: 'pass-window' }).state,
      1,
      'confounding-legal-text',
    ).state,
  );
  expect(lawOwner(vote(cancelled, {}).state, 'minister-of-policy')).toBe(3);
});

// ---- Deadly Plot ---------------------------------------------------------------------------------------------------------

test('8.18 Deadly Plot: a player who voted for another outcome discards the agenda unresolved, then exhausts their planets', () => {
  const s = table({ cards: { 1: ['deadly-plot'] } });
  const w = voteUntil(
    s,
    { 1: { outcome: 'against', planets: ['hercant'] }, 3: { outcome: 'for' } },
    'when-outcome-resolved',
  );
  const plotted = playCard(w, 1, 'deadly-plot').state;
  const r = vote(plotted, {});
  expect(r.events.some((e) => e.type === 'agenda-resolved')).toBe(false);
  expect(lawInPlay(r.state, 'regulated-conscription')).toBe(false);
  expect(r.state.decks.agenda.discard).toContain('regulated-conscription');
  expect(['hercant', 'arretze', 'kamdorn'].every((p) => isExhausted(r.state, p))).toBe(true);
  expect(r.state.agenda?.current?.agenda).toBe('ixthian-artifact');
});

test('8.18 Deadly Plot is not offered to a player who backed the outcome and changes nothing when sabotaged', () => {
  const s = table({ cards: { 1: ['deadly-plot'], 3: ['deadly-plot'], 2: ['sabotage'] } });
  const w = voteUntil(
    s,
    { 1: { outcome: 'against', planets: ['hercant'] }, 3: { outcome: 'for' } },
    'when-outcome-resolved',
  );
  // Votes are public: Jol-Nar voted For, the outcome resolving, so it is not asked; nor is seat 2, who abstained.
  expect(topDecision(w)?.waitingOn).toEqual([1]);
  expect(refuse(w, 3, { type: 'use-ability', ability: 'deadly-plot', targets: {} }).rule).toBe('1.19');
  const cancelled = playCard(playCard(w, 1, 'deadly-plot').state, 2, 'sabotage');
  const r = vote(cancelled.state, {});
  expect(resolvedOutcome([...cancelled.events, ...r.events])).toBe('for');
  expect(lawInPlay(r.state, 'regulated-conscription')).toBe(true);
  expect(isExhausted(r.state, 'kamdorn')).toBe(false);
});

// ---- Ancient Burial Sites ----------------------------------------------------------------------------------------------

const burial = (more: Record<number, readonly string[]> = {}) =>
  table({
    cards: { 1: ['ancient-burial-sites'], ...more },
    setup: (d) => {
      givePlanet(d, 'everra', 3);
      givePlanet(d, 'semlore', 3);
      givePlanet(d, 'tarmann', 3);
    },
  });

test('8.1 Ancient Burial Sites: at the start of the agenda phase every cultural planet of the player picked is exhausted', () => {
  const s = toWindow(burial(), 'start-of-agenda-phase');
  const after = playCard(s, 1, 'ancient-burial-sites', { player: 3 }).state;
  expect(isExhausted(after, 'everra')).toBe(true);
  expect(isExhausted(after, 'semlore')).toBe(true);
  expect(isExhausted(after, 'tarmann')).toBe(false);
  expect(isExhausted(after, 'nar')).toBe(false);
});

test('8.1 Ancient Burial Sites is refused once the agenda is revealed and changes nothing when sabotaged', () => {
  const s = toWindow(burial({ 2: ['sabotage'] }), 'start-of-agenda-phase');
  const cancelled = sabotaged(
    playCard(act(s, 2, { type: 'pass-window' }).state, 1, 'ancient-burial-sites', { player: 3 }).state,
  );
  expect(isExhausted(cancelled, 'everra')).toBe(false);
  expect(discarded(cancelled).sort()).toEqual(['ancient-burial-sites', 'sabotage']);
  const late = toWindow(passAll(s), 'when-agenda-revealed');
  expect(refuse(late, 1, { type: 'use-ability', ability: 'ancient-burial-sites', targets: { player: 3 } }).code).toBe(
    'ability/wrong-window',
  );
});

// ---- Insider Information -------------------------------------------------------------------------------------------------

test('2.5 Insider Information: its player alone sees the top card of the agenda deck', () => {
  const s = toWindow(table({ cards: { 1: ['insider-information'] } }), 'after-agenda-revealed');
  const looked = playCard(s, 1, 'insider-information').state;
  expect(view(looked, 1).agenda?.current?.peeks).toEqual([{ seat: 1, card: 'ixthian-artifact' }]);
  expect(view(looked, 2).agenda?.current?.peeks).toEqual([]);
  expect(view(looked, null).agenda?.current?.peeks).toEqual([]);
  expect(looked.decks.agenda.draw[0]).toBe('ixthian-artifact');
});

test('2.5 Insider Information is refused when the agenda is revealed (wrong window) and shows nothing when sabotaged', () => {
  const s = toWindow(table({ cards: { 1: ['insider-information'], 2: ['sabotage'] } }), 'when-agenda-revealed');
  expect(refuse(s, 1, { type: 'use-ability', ability: 'insider-information', targets: {} }).code).toBe(
    'ability/wrong-window',
  );
  const after = act(toWindow(passAll(s), 'after-agenda-revealed'), 2, { type: 'pass-window' }).state;
  const cancelled = sabotaged(playCard(after, 1, 'insider-information').state);
  expect(view(cancelled, 1).agenda?.current?.peeks).toBeUndefined();
});
