import { expect, test } from 'vitest';
import { agendaGame, choose, vote } from '../agenda/scenario';
import { options } from '../flow/options';
import { victoryPoints } from '../phases/victory';
import { runStep } from '../testing/scenario';
import { allianceCommanders, thronesHeld } from './generic-notes';
import { ceasefireForbidsMovement, silencedByPoliticalSecret } from './note-effects';
import { dealtNotes, promissoryNoteProblems } from './invariants';
import { returnNotesOnActivation, returnNotesOnElimination } from './notes';
import {
  edit,
  endTurn,
  key,
  play,
  proposal,
  refuse,
  topDecision,
  tradeGame,
  transact,
  withCtx,
  withNote,
} from './testkit';

const points = (s: ReturnType<typeof tradeGame>, seat: number) => victoryPoints(s.players[seat]!);

/** Alliance is not dealt until commanders work (engine/content/ledger-factions.ts): these tests hand it to seat 0. */
const withAlliance = (s: ReturnType<typeof tradeGame>) =>
  edit(s, (d) => {
    d.players[0]!.promissoryNotes.push('an@0');
  });

test('69.2 a player cannot play their own promissory note', () => {
  const s = play(withNote(tradeGame(), 'cf@0', 0, 1), 0, { type: 'tactical-action', system: key(1) });
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-system-activated', waitingOn: [1] });
  // Seat 1 holds its own Ceasefire too, but only seat 0's copy is offered.
  expect(
    options(s, 1)
      .filter((o) => o.command.type === 'use-ability')
      .map((o) => o.label),
  ).toEqual(["Ceasefire: Player 1's Ceasefire"]);
  expect(refuse(s, 1, { type: 'use-ability', ability: 'ceasefire', targets: { owner: 1 } })).toMatchObject({
    code: 'transactions/own-note',
    rule: '69.2',
  });
});

test("69.3 Ceasefire: after the owner activates a system with the holder's units, the owner cannot move units into it; then it returns", () => {
  const s = play(withNote(tradeGame(), 'cf@0', 0, 1), 0, { type: 'tactical-action', system: key(1) });
  const played = play(s, 1, { type: 'use-ability', ability: 'ceasefire', targets: { owner: 0 } });
  expect(ceasefireForbidsMovement(played, 0)).toBe(true);
  expect(ceasefireForbidsMovement(played, 1)).toBe(false);
  // 69.3: back in the owner's hand once resolved; the holder is asked again (and has nothing left to play).
  expect(played.players[0]!.promissoryNotes).toContain('cf@0');
  expect(played.players[1]!.promissoryNotes).not.toContain('cf@0');
  expect(topDecision(played)).toMatchObject({ kind: 'window', waitingOn: [1] });
  expect(promissoryNoteProblems(played)).toEqual([]);
});

test("69 Ceasefire is not offered when the owner activates a system without the holder's units", () => {
  const s = play(withNote(tradeGame(), 'cf@0', 0, 1), 0, { type: 'tactical-action', system: key(2) });
  expect(topDecision(s)?.kind).not.toBe('window');
});

test('69.1 Trade Agreement: when the owner replenishes, the holder takes all their commodities as trade goods (21.6) and returns it', () => {
  const s = edit(withNote(tradeGame(), 'ta@0', 0, 1), (d) => {
    d.players[0]!.commodities = 3;
  });
  const window = runStep(s, 'window/open', { window: 'after-commodities-replenished', subject: { seat: 0 } });
  expect(topDecision(window)).toMatchObject({ kind: 'window', waitingOn: [1] });
  const played = play(window, 1, { type: 'use-ability', ability: 'trade-agreement', targets: { owner: 0 } });
  expect([played.players[0]!.commodities, played.players[1]!.tradeGoods, played.players[1]!.commodities]).toEqual([
    0,
    3 + 3,
    2,
  ]);
  expect(played.players[0]!.promissoryNotes).toContain('ta@0');
  expect(played.players[1]!.promissoryNotes).not.toContain('ta@0');
  // Only when its owner replenishes: another player's replenishment offers nothing to play.
  const other = runStep(s, 'window/open', { window: 'after-commodities-replenished', subject: { seat: 2 } });
  expect(options(other, 1).filter((o) => o.command.type === 'use-ability')).toEqual([]);
});

test('69 Political Secret: when an agenda is revealed, the owner cannot vote on it (8.16) or play action cards until it is resolved', () => {
  const s = agendaGame({
    agendas: ['mutiny', 'seed-of-an-empire'],
    setup: (d) => {
      d.players[0]!.promissoryNotes = d.players[0]!.promissoryNotes.filter((n) => n !== 'ps@0');
      d.players[1]!.promissoryNotes.push('ps@0');
      d.transactions = {
        proposals: [],
        doneScope: null,
        done: [],
        deals: [],
        received: [1],
        silenced: [],
        removed: [],
      };
    },
  });
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'when-agenda-revealed', waitingOn: [1] });
  const played = play(s, 1, { type: 'use-ability', ability: 'political-secret', targets: { owner: 0 } });
  expect(played.agenda?.current?.cannotVote).toEqual([0]);
  expect(silencedByPoliticalSecret(played, 0)).toBe(true);
  expect(silencedByPoliticalSecret(played, 1)).toBe(false);
  expect(played.players[0]!.promissoryNotes).toContain('ps@0');
  const voted = vote(play(played, 1, { type: 'pass-window' }), {});
  expect(voted.order).toEqual([1, 2, 3]);
  const resolved = choose(voted.state, 'against').state;
  expect(resolved.agenda?.number).toBe(2);
  expect(silencedByPoliticalSecret(resolved, 0)).toBe(false);
});

test('69 Support for the Throne: the receiver places it face up and gains 1 victory point', () => {
  const done = transact(tradeGame(), 0, 1, { promissoryNote: 'sftt@0' });
  expect(done.players[1]!.promissoryInPlay).toEqual(['sftt@0']);
  expect(done.players[1]!.promissoryNotes).not.toContain('sftt@0');
  expect(points(done, 1)).toBe(1);
  expect(thronesHeld(done, 1)).toEqual([0]);
  expect(promissoryNoteProblems(done)).toEqual([]);
});

test('69.5a a note face up in a play area cannot be traded', () => {
  const s = endTurn(transact(tradeGame(), 0, 1, { promissoryNote: 'sftt@0' }));
  expect(refuse(s, 1, proposal(0, { promissoryNote: 'sftt@0' }))).toMatchObject({
    code: 'transactions/note-in-play-area',
    rule: '69.5a',
  });
});

test("69 Support for the Throne: the holder who activates a system with the owner's units loses the point and returns it", () => {
  const s = transact(tradeGame(), 0, 1, { promissoryNote: 'sftt@0', tradeGoods: 1 });
  const elsewhere = withCtx(s, (ctx) => returnNotesOnActivation(ctx, 1, key(2))).state;
  expect(thronesHeld(elsewhere, 1)).toEqual([0]);
  const { state: back, events } = withCtx(s, (ctx) => returnNotesOnActivation(ctx, 1, key(0)));
  expect(back.players[1]!.promissoryInPlay).toEqual([]);
  expect(back.players[0]!.promissoryNotes).toContain('sftt@0');
  expect(points(back, 1)).toBe(0);
  expect(events).toContainEqual({ type: 'promissory-note-returned', seat: 1, note: 'sftt', owner: 0 });
  expect(promissoryNoteProblems(back)).toEqual([]);
});

test("69.7 when the owner is eliminated, their notes go to the box (the throne's point too) and notes they held return", () => {
  const s = withNote(transact(tradeGame(), 0, 1, { promissoryNote: 'sftt@0' }), 'cf@2', 2, 0);
  const { state: out } = withCtx(s, (ctx) => {
    returnNotesOnElimination(ctx, 0);
    ctx.state.players[0]!.eliminated = true;
  });
  expect(points(out, 1)).toBe(0);
  expect(out.players[1]!.promissoryInPlay).toEqual([]);
  expect(out.players[0]!.promissoryNotes).toEqual([]);
  expect(out.players[2]!.promissoryNotes).toContain('cf@2');
  expect(out.transactions?.removed).toHaveLength(dealtNotes(s).filter((n) => n.endsWith('@0')).length);
  expect(promissoryNoteProblems(out)).toEqual([]);
});

test('69.4 a note given back to its owner returns to their hand, and they may give it again', () => {
  const given = transact(tradeGame(), 0, 1, { promissoryNote: 'cf@0' });
  const back = transact(endTurn(given), 1, 0, { promissoryNote: 'cf@0' });
  expect(back.players[0]!.promissoryNotes.filter((n) => n === 'cf@0')).toHaveLength(1);
  expect(back.players[0]!.promissoryInPlay).toEqual([]);
  const seat2Turn = endTurn(back);
  const seat0Turn = endTurn(seat2Turn);
  expect(topDecision(seat0Turn)?.waitingOn).toEqual([0]);
  const again = transact(seat0Turn, 0, 1, { promissoryNote: 'cf@0' });
  expect(again.players[1]!.promissoryNotes).toContain('cf@0');
  expect(promissoryNoteProblems(again)).toEqual([]);
});

test("69 Alliance: face up in the receiver's play area; they may use the owner's commander once it is unlocked; returned on activation", () => {
  const done = transact(withAlliance(tradeGame()), 0, 1, { promissoryNote: 'an@0' });
  expect(done.players[1]!.promissoryInPlay).toEqual(['an@0']);
  expect(points(done, 1)).toBe(0);
  expect(allianceCommanders(done, 1)).toEqual([]);
  const unlocked = edit(done, (d) => {
    d.players[0]!.leaders.commander = 'unlocked';
  });
  expect(allianceCommanders(unlocked, 1)).toEqual([0]);
  const back = withCtx(unlocked, (ctx) => returnNotesOnActivation(ctx, 1, key(0))).state;
  expect(allianceCommanders(back, 1)).toEqual([]);
  expect(back.players[0]!.promissoryNotes).toContain('an@0');
});

test("69 Alliance: the Mahact cannot be given another player's Alliance (Hubris)", () => {
  const s = withAlliance(tradeGame(['hacan', 'mahact', 'letnev']));
  expect(refuse(s, 0, proposal(1, { promissoryNote: 'an@0' }))).toMatchObject({ code: 'transactions/hubris' });
});

test('69 a promissory note received by its owner goes to their hand, even Support for the Throne', () => {
  const s = withNote(tradeGame(), 'sftt@1', 1, 0);
  const done = transact(s, 0, 1, { promissoryNote: 'sftt@1' });
  expect(done.players[1]!.promissoryNotes).toContain('sftt@1');
  expect(done.players[1]!.promissoryInPlay).toEqual([]);
  expect(points(done, 1)).toBe(0);
});

test('69.1 Trade Convoys is played as an action face up into its holder play area; refused without it, changing nothing', () => {
  const s = edit(tradeGame(['xxcha', 'hacan', 'letnev']), (d) => {
    d.players[1]!.promissoryNotes = d.players[1]!.promissoryNotes.filter((n) => n !== 'convoys@1');
    d.players[0]!.promissoryNotes.push('convoys@1');
  });
  const offered = options(s, 0).find(
    (o) => o.command.type === 'component-action' && o.label.startsWith('Trade Convoys'),
  );
  expect(offered?.label).toBe("Trade Convoys: place Player 2's note face up in your play area");
  const placed = play(s, 0, offered!.command);
  expect(placed.players[0]!.promissoryInPlay).toEqual(['convoys@1']);
  expect(placed.players[0]!.promissoryNotes).not.toContain('convoys@1');
  const without = tradeGame(['xxcha', 'hacan', 'letnev']);
  const before = structuredClone(without);
  expect(
    refuse(without, 0, { type: 'component-action', ability: 'trade-convoys', targets: { owner: 1 } }).rule,
  ).toMatch(/^(69\.1|1\.3)$/);
  expect(without).toEqual(before);
});

test('94.1 Trade Convoys face up lets its holder transact with players who are not neighbours', () => {
  const s = edit(tradeGame(['xxcha', 'hacan', 'letnev']), (d) => {
    // Seat 1 are the Hacan; seat 2 played their Trade Convoys.
    d.players[1]!.promissoryNotes = d.players[1]!.promissoryNotes.filter((n) => n !== 'convoys@1');
    d.players[2]!.promissoryInPlay.push('convoys@1');
  });
  expect(promissoryNoteProblems(s)).toEqual([]);
  const done = transact(s, 0, 2, { tradeGoods: 1 });
  expect(done.players[2]!.tradeGoods).toBe(4);
});
