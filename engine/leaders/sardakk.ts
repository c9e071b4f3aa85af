// The Sardakk commander, G'hom Sek'kus (LRR 51.6, 51.8, 49.2 commit ground forces): in the commit ground forces
// step its user may also commit 1 ground force from each planet in the active system and from each planet in
// adjacent systems that hold none of their command tokens. Asked as the step begins (before landing from the space
// area), one ground force at a time; each lands as a committed ground force would (the custodians token and a
// Keleres mech's toll keep their planets closed to it here: land those from space).
import { z } from 'zod';
import { hexKeySchema, idSchema, seatSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { GROUND_FORCE_TYPES } from '../data/types';
import { adjacentSystems } from '../galaxy/adjacency';
import { landingToll, MECATOL_REX } from '../invasion/commit';
import { invasionNotes } from '../invasion/notes';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit, type FlowCtx } from '../kernel/context';
import { commanderActive } from '../kernel/leader-sheet';
import { popDecision } from '../kernel/stack';
import { defineStep, pushStep } from '../kernel/steps';
import { adjacencyInPlay } from '../tactical/adjacency-in-play';
import { countAt, moveUnits, planetArea } from '../units/stacks';

const commitArgs = z.object({
  seat: seatSchema,
  system: hexKeySchema,
  /** Planets a ground force already came from this step (at most 1 from each). */
  used: z.array(idSchema).max(60),
  /** What this ability landed where, for the "after ground forces are committed" window. */
  landed: z.array(z.object({ planet: idSchema, unit: z.enum(['infantry', 'mech']) })).max(60),
});
type CommitArgs = z.infer<typeof commitArgs>;
const DONE = 'done';

declare module '../kernel/steps' {
  interface StepArgs {
    'leaders/sardakk-commander': CommitArgs;
  }
}
declare module '../kernel/choices' {
  interface ChoiceArgs {
    'leaders/sardakk-commit': CommitArgs;
  }
}

interface Commit {
  readonly option: string;
  readonly unit: 'infantry' | 'mech';
  readonly from: { readonly system: string; readonly planet: string };
  readonly to: string;
}

/** Planets ground forces may come from: the active system's, and those of adjacent systems without the seat's tokens. */
function sourcePlanets(state: GameState, seat: Seat, system: string): { system: string; planet: string }[] {
  const adjacent = adjacentSystems(state.board, system, adjacencyInPlay(state, seat)).filter(
    (key) => key !== system && !(state.board.systems[key]?.commandTokens.includes(seat) ?? false),
  );
  return [system, ...adjacent].flatMap((key) =>
    Object.keys(state.board.systems[key]?.planets ?? {}).map((planet) => ({ system: key, planet })),
  );
}

/** Planets of the active system a ground force may be committed to by this ability. */
function targetPlanets(state: GameState, seat: Seat, system: string): string[] {
  return Object.keys(state.board.systems[system]?.planets ?? {}).filter(
    (planet) =>
      !(planet === MECATOL_REX && state.custodiansOnMecatol) && landingToll(state, seat, system, planet) === null,
  );
}

function commits(state: GameState, args: CommitArgs): Commit[] {
  const { seat, system } = args;
  const targets = targetPlanets(state, seat, system);
  const out: Commit[] = [];
  for (const from of sourcePlanets(state, seat, system)) {
    // 1 from each planet; and what this ability just landed is committed already.
    if (args.used.includes(from.planet) || args.landed.some((l) => l.planet === from.planet)) continue;
    for (const unit of GROUND_FORCE_TYPES) {
      if (countAt(state, planetArea(from.system, from.planet), seat, unit) === 0) continue;
      for (const to of targets)
        if (!(from.system === system && from.planet === to))
          out.push({ option: `${unit}:${from.planet}>${to}`, unit, from, to });
    }
  }
  return out;
}

/** 49.2: the window after committing follows what was landed, unless a commitment from space follows and opens it. */
function closeCommitting(ctx: FlowCtx, args: CommitArgs): void {
  const top = ctx.state.stack.at(-1);
  if (args.landed.length === 0 || (top?.frame === 'decision' && top.kind === 'commit-ground-forces')) return;
  pushStep(ctx.state, 'window/open', {
    window: 'after-ground-forces-committed',
    subject: {
      seat: args.seat,
      system: args.system,
      planets: invasionNotes(ctx.state).committed,
      landings: args.landed.map((l) => ({ planet: l.planet, units: { [l.unit]: 1 } })),
    },
  });
}

export const SARDAKK_COMMANDER_STEP = defineStep('leaders/sardakk-commander', commitArgs, (ctx, args) => {
  if (!commanderActive(ctx.state, args.seat, 'sardakkcommander')) return;
  if (commits(ctx.state, args).length === 0) return closeCommitting(ctx, args);
  pushChoice(ctx, 'leaders/sardakk-commit', { args, waitingOn: [args.seat] });
});

export const SARDAKK_COMMIT_CHOICE = defineChoice('leaders/sardakk-commit', commitArgs, {
  rule: '1.3',
  options(state, decision, seat) {
    if (seat !== decision.args.seat) return [];
    return [
      { option: DONE, label: "G'hom Sek'kus: commit nothing more from planets" },
      ...commits(state, decision.args).map((c) => ({
        option: c.option,
        label: `G'hom Sek'kus: commit 1 ${c.unit} from ${c.from.planet} to ${c.to}`,
      })),
    ];
  },
  resolve(ctx, decision, option) {
    const args = decision.args;
    if (option === DONE) {
      popDecision(ctx.state, decision);
      closeCommitting(ctx, args);
      return ok(undefined);
    }
    const c = commits(ctx.state, args).find((x) => x.option === option);
    if (!c) return fail('ability/bad-target', '51.6', 'Commit 1 ground force from a planet not used yet this step.');
    popDecision(ctx.state, decision);
    moveUnits(ctx.state, planetArea(c.from.system, c.from.planet), planetArea(args.system, c.to), args.seat, c.unit, 1);
    emit(ctx, {
      type: 'ground-forces-committed',
      seat: args.seat,
      system: args.system,
      planet: c.to,
      units: { [c.unit]: 1 },
    });
    const notes = invasionNotes(ctx.state);
    if (!notes.committed.includes(c.to)) notes.committed.push(c.to);
    pushStep(ctx.state, 'leaders/sardakk-commander', {
      ...args,
      used: [...args.used, c.from.planet],
      landed: [...args.landed, { planet: c.to, unit: c.unit }],
    });
    return ok(undefined);
  },
  default: () => DONE,
  offersOnlyLegal: true,
});

export const SARDAKK_LEADERS = defineContent({ steps: [SARDAKK_COMMANDER_STEP], choices: [SARDAKK_COMMIT_CHOICE] });
