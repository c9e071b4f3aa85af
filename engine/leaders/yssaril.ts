// The Yssaril commander, So Ata (LRR 51.6, 51.8): after another player activates a system that holds its user's
// units, the user may look at that player's action cards, promissory notes or secret objectives (unscored ones are
// the hidden ones; scored ones are face up anyway). What is seen stays between the two: the choice that shows the
// cards names them only in the options offered to the looker, so neither the view nor the log reveals them.
import { z } from 'zod';
import { seatSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { isActionCardId, ACTION_CARDS } from '../data/action-cards';
import { objective } from '../data/objectives';
import { promissoryNote } from '../data/promissory-notes';
import { UNIT_TYPES } from '../data/types';
import { actionCardOf, promissoryNoteOf, type AbilityDef, type Subject } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { popDecision } from '../kernel/stack';
import { areasOf, countAt } from '../units/stacks';

export const SO_ATA_LOOKS = ['action-cards', 'promissory-notes', 'secret-objectives'] as const;
type Look = (typeof SO_ATA_LOOKS)[number];
const LOOK_LABEL: Record<Look, string> = {
  'action-cards': 'action cards',
  'promissory-notes': 'promissory notes',
  'secret-objectives': 'unscored secret objectives',
};

const lookArgs = z.object({ seat: seatSchema, target: seatSchema, look: z.enum(SO_ATA_LOOKS) });
const DONE = 'done';

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'leaders/yssaril-look': z.infer<typeof lookArgs>;
  }
}

/** Whether the seat has any unit in the system (space area or a planet): public facts. */
export function hasUnitsIn(state: GameState, seat: Seat, system: string): boolean {
  const sys = state.board.systems[system];
  if (!sys) return false;
  return areasOf(sys, system).some((a) => UNIT_TYPES.some((t) => countAt(state, a, seat, t) > 0));
}

/** The other player who just activated a system holding the seat's units, if any. */
function activator(state: GameState, seat: Seat, subject: Subject): Seat | null {
  const { seat: who, system } = subject;
  if (typeof who !== 'number' || who === seat || typeof system !== 'string') return null;
  const p = state.players[who];
  return p && !p.eliminated && hasUnitsIn(state, seat, system) ? who : null;
}

const isLook = (x: unknown): x is Look => typeof x === 'string' && (SO_ATA_LOOKS as readonly string[]).includes(x);

/** So Ata — after another player activates a system with your units: look at 1 kind of their hidden cards. */
export const YSSARIL_COMMANDER: AbilityDef = {
  id: 'yssarilcommander',
  name: 'So Ata',
  source: { kind: 'leader', leader: 'yssarilcommander', role: 'commander' },
  window: 'after-system-activated',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => activator(state, seat, subject) !== null,
  targetOptions: (state, seat, subject) => {
    const who = activator(state, seat, subject);
    if (who === null) return [];
    const name = state.players[who]?.name ?? `seat ${who}`;
    return SO_ATA_LOOKS.map((look) => ({ label: `look at ${name}'s ${LOOK_LABEL[look]}`, targets: { look } }));
  },
  check: (state, seat, targets, subject) => {
    if (activator(state, seat, subject) === null)
      return fail('ability/not-now', '51.6', 'So Ata answers another player activating a system with your units.');
    if (!isLook(targets.look))
      return fail('ability/bad-target', '51.6', 'Look at action cards, promissory notes or secret objectives.');
    return ok(undefined);
  },
  resolve: (ctx, seat, targets, subject) => {
    const target = activator(ctx.state, seat, subject);
    if (target === null || !isLook(targets.look)) return;
    pushChoice(ctx, 'leaders/yssaril-look', { args: { seat, target, look: targets.look }, waitingOn: [seat] });
  },
};

/** The names of the cards looked at, from the target's hand (read only when the looker asks for options). */
function seenCards(state: GameState, target: Seat, look: Look): string[] {
  const p = state.players[target];
  if (!p) return [];
  switch (look) {
    case 'action-cards':
      return p.actionCards.map((c) => {
        const id = actionCardOf(c);
        return isActionCardId(id) ? ACTION_CARDS[id].name : id;
      });
    case 'promissory-notes':
      return p.promissoryNotes.map((c) => promissoryNote(promissoryNoteOf(c))?.name ?? c);
    case 'secret-objectives':
      return p.secretObjectives.filter((s) => !s.scored).map((s) => objective(s.id)?.name ?? s.id);
  }
}

export const YSSARIL_LOOK_CHOICE = defineChoice('leaders/yssaril-look', lookArgs, {
  rule: '1.3',
  options(state, decision, seat) {
    const { seat: looker, target, look } = decision.args;
    if (seat !== looker) return [];
    const cards = seenCards(state, target, look);
    const seen = cards.length > 0 ? cards.join(', ') : 'none';
    return [{ option: DONE, label: `Seen (${LOOK_LABEL[look]}): ${seen}` }];
  },
  resolve(ctx, decision, option) {
    if (option !== DONE) return fail('ability/bad-target', 'input', 'Close the cards you looked at.');
    popDecision(ctx.state, decision);
    return ok(undefined);
  },
  default: () => DONE,
  // resolve refuses only an option other than the one listed.
  offersOnlyLegal: true,
});

export const YSSARIL_LEADERS = defineContent({ abilities: [YSSARIL_COMMANDER], choices: [YSSARIL_LOOK_CHOICE] });
