import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { flowCtx } from '../kernel/context';
import { leaderSheets } from '../queries/leaders';
import { giveActionCards, optionLabels } from '../testing/scenario';
import { edit, line, placeUnits, play, refuse, tacticalGame, topDecision } from '../testing/tactical-scenario';
import { view } from '../view';
import { checkLeaderUnlocks } from './unlock';

const LOOK = (look: string) => ({ type: 'use-ability', ability: 'yssarilcommander', targets: { look } }) as const;

/** Seat 1 looks; the other seats pass the window (action cards held make them asked too) until the look is shown. */
function look(s: GameState, what: string): GameState {
  s = play(s, 1, LOOK(what));
  for (let d = topDecision(s); d?.kind === 'window'; d = topDecision(s))
    s = play(s, d.waitingOn[0]!, { type: 'pass-window' });
  return s;
}

const seen = (s: GameState) => optionLabels(s, 1).filter((l) => l.startsWith('Seen'));

/** Hacan (seat 0) activates '0,0' where Yssaril (seat 1) has a cruiser; Hacan holds 2 action cards and 1 secret. */
function activated(commander: 'locked' | 'unlocked', yssarilThere = true): GameState {
  let s = tacticalGame({ factions: ['hacan', 'yssaril', 'letnev'], tiles: line('19', '20') });
  s = edit(s, (d) => {
    d.players[1]!.leaders.commander = commander;
    d.players[0]!.secretObjectives = [
      { id: 'eh', scored: false },
      { id: 'fwp', scored: true },
    ];
    d.players[0]!.promissoryNotes = ['cf@0'];
  });
  s = giveActionCards(s, 0, ['sabotage', 'upgrade']);
  if (yssarilThere) s = placeUnits(s, '0,0', 1, { cruiser: 1 });
  return play(s, 0, { type: 'tactical-action', system: '0,0' });
}

test('51.6 Yssaril commander So Ata: after another player activates a system with your units, look at their hand', () => {
  let s = activated('unlocked');
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-system-activated' });
  expect(topDecision(s)?.waitingOn).toContain(1);
  expect(optionLabels(s, 1)).toContain("So Ata: look at Player 1's action cards");
  s = look(s, 'action-cards');
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'leaders/yssaril-look', waitingOn: [1] });
  expect(seen(s)).toEqual(['Seen (action cards): Sabotage, Upgrade']);
  // Nobody else learns what was seen: the cards are named only in the looker's options.
  expect(optionLabels(s, 2).filter((l) => l.startsWith('Seen'))).toEqual([]);
  expect(JSON.stringify(view(s, 2))).not.toContain('Upgrade');
  expect(JSON.stringify(view(s, 2).decisions)).not.toMatch(/sabotage|upgrade/);
  const hand = s.players[0]!.actionCards;
  s = play(s, 1, { type: 'choose', option: 'done' });
  expect(topDecision(s)).not.toMatchObject({ choice: 'leaders/yssaril-look' });
  expect(s.players[0]!.actionCards).toEqual(hand);
});

test('51.6 Yssaril commander So Ata: secret objectives shown are the unscored ones; notes by name', () => {
  const secrets = look(activated('unlocked'), 'secret-objectives');
  expect(seen(secrets)).toEqual(['Seen (unscored secret objectives): Establish Hegemony']);
  const notes = look(activated('unlocked'), 'promissory-notes');
  expect(seen(notes)).toEqual(['Seen (promissory notes): Ceasefire']);
});

test('51.6 Yssaril commander So Ata: locked, or without units in the system, it cannot be used', () => {
  const locked = activated('locked');
  expect(optionLabels(locked, 1).some((l) => l.startsWith('So Ata'))).toBe(false);
  const before = structuredClone(locked);
  expect(refuse(locked, 1, LOOK('action-cards')).code).toMatch(/^(flow|ability)\//);
  expect(locked).toEqual(before);
  const away = activated('unlocked', false);
  expect(optionLabels(away, 1).some((l) => l.startsWith('So Ata'))).toBe(false);
  expect(refuse(away, 1, LOOK('action-cards')).code).toMatch(/^(flow|ability)\//);
});

test('51.6 Yssaril commander So Ata unlocks with 7 action cards in hand; the sheet shows the progress', () => {
  const base = tacticalGame({ factions: ['hacan', 'yssaril', 'letnev'], tiles: line('19') });
  const six = giveActionCards(base, 1, ['sabotage', 'upgrade', 'bunker', 'flank-speed', 'rise-of-a-messiah', 'spy']);
  const commander = (st: GameState) => leaderSheets(st)[1]!.leaders.find((l) => l.role === 'commander')!;
  expect(commander(six)).toMatchObject({
    leader: 'yssarilcommander',
    status: 'locked',
    progress: { have: 6, need: 7 },
  });
  const c6 = flowCtx(structuredClone(six), { at: 0 });
  checkLeaderUnlocks(c6);
  expect(c6.state.players[1]!.leaders.commander).toBe('locked');
  const seven = giveActionCards(six, 1, ['war-effort']);
  const c7 = flowCtx(structuredClone(seven), { at: 0 });
  checkLeaderUnlocks(c7);
  expect(c7.state.players[1]!.leaders.commander).toBe('unlocked');
  expect(c7.events).toEqual([{ type: 'leader-unlocked', seat: 1, leader: 'yssarilcommander', role: 'commander' }]);
});
