// The Universities of Jol-Nar — LRR 89 tactical action: E-Res Siphons (4 trade goods when another player activates a
// system holding their ships; who is owed them: jolnar.effects.ts); 69 promissory notes, 90 research: Research
// Agreement (after the Jol-Nar research a technology that is not a faction technology, the holder gains it too and
// returns the note); 6 adjacency: Spatial Conduit Cylinders (exhausted after they activate a system holding their
// units, that system is adjacent to every system holding their units during the activation: jolnar.effects.ts).
// Brilliant and FRAGILE are effects (jolnar.effects.ts).
import { z } from 'zod';
import { fail, ok, type Result } from '../core/result';
import { seatSchema } from '../core/schemas';
import type { GameState, Seat } from '../core/state';
import { isTechnologyId, TECHNOLOGIES } from '../data/technologies';
import { gainTechnology } from '../economy/research';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { defineStep } from '../kernel/steps';
import { hasUnitsIn, playableCopies, returnNote } from '../transactions/notes';
import { CONDUIT_NOTE, type ConduitNote } from './jolnar.effects';

const siphonArgs = z.object({ owner: seatSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'jolnar/e-res-siphons': z.infer<typeof siphonArgs>;
  }
}

const JOLNAR_STEPS = [
  /** E-Res Siphons: its owner gains 4 trade goods (no choice, no cost). */
  defineStep('jolnar/e-res-siphons', siphonArgs, (ctx, { owner }) => {
    const p = ctx.state.players[owner];
    if (!p || !p.technologies.includes('ers')) return;
    p.tradeGoods += 4;
    emit(ctx, { type: 'trade-goods-changed', seat: owner, delta: 4 });
  }),
];

// ---- Research Agreement ------------------------------------------------------------------------------------------

/** Windows for notes ask only seats known to have been given a note (public: TransactionsState.received). */
const mayHaveBeenGivenNotes = (state: GameState, seat: Seat): boolean =>
  state.transactions?.received.includes(seat) ?? false;

/** The technology the Jol-Nar (another player) just researched, when it is not a faction technology. */
function researchedByJolnar(state: GameState, seat: Seat, subject: Subject): { jolnar: Seat; tech: string } | null {
  const jolnar = subject.seat;
  const tech = subject.technology;
  if (typeof jolnar !== 'number' || jolnar === seat || subject.researched !== true || typeof tech !== 'string')
    return null;
  if (state.players[jolnar]?.faction !== 'jolnar' || !isTechnologyId(tech) || TECHNOLOGIES[tech].faction !== null)
    return null;
  return { jolnar, tech };
}

function checkAgreement(state: GameState, seat: Seat, subject: Subject): Result<{ jolnar: Seat; tech: string }> {
  const r = researchedByJolnar(state, seat, subject);
  if (!r)
    return fail(
      'ability/not-eligible',
      '69.1',
      'Research Agreement is played after the Jol-Nar research a technology that is not a faction technology.',
    );
  if (!playableCopies(state, seat, 'ra').some((c) => c.owner === r.jolnar))
    return fail('ability/not-held', '69.1', "You do not hold that Jol-Nar player's Research Agreement.");
  if (state.players[seat]!.technologies.includes(r.tech))
    return fail('ability/bad-target', '90.1', 'You already own that technology.');
  return ok(r);
}

export const RESEARCH_AGREEMENT: AbilityDef = {
  id: 'research-agreement',
  name: 'Research Agreement',
  source: { kind: 'promissory-note', note: 'ra' },
  window: 'after-technology-gained',
  costs: [],
  eligible: (state, seat, subject) => {
    const r = researchedByJolnar(state, seat, subject);
    return mayHaveBeenGivenNotes(state, seat) && r !== null && !state.players[seat]!.technologies.includes(r.tech);
  },
  targetOptions: (state, _seat, subject) => [
    {
      label: `gain ${TECHNOLOGIES[subject.technology as keyof typeof TECHNOLOGIES]?.name ?? 'that technology'} too`,
      targets: {},
    },
  ],
  check: (state, seat, _targets: Targets, subject) => {
    const r = checkAgreement(state, seat, subject);
    return r.ok ? ok(undefined) : r;
  },
  resolve: (ctx, seat, _targets, subject) => {
    const r = checkAgreement(ctx.state, seat, subject);
    if (!r.ok) return;
    gainTechnology(ctx, seat, r.value.tech);
    returnNote(ctx, seat, { note: 'ra', owner: r.value.jolnar });
  },
};

// ---- Spatial Conduit Cylinders -----------------------------------------------------------------------------------

/** The system the seat itself just activated, when it holds 1 or more of their units. */
function ownActivation(state: GameState, seat: Seat, subject: Subject): string | null {
  const system = subject.system;
  if (subject.seat !== seat || typeof system !== 'string' || state.tactical?.system !== system) return null;
  return hasUnitsIn(state, system, seat) ? system : null;
}

export const SPATIAL_CONDUIT_CYLINDERS: AbilityDef = {
  id: 'spatial-conduit-cylinders',
  name: 'Spatial Conduit Cylinders',
  source: { kind: 'technology', technology: 'scc' },
  window: 'after-system-activated',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state, seat, subject) =>
    ownActivation(state, seat, subject) !== null && !state.players[seat]!.exhaustedTechnologies.includes('scc'),
  targetOptions: () => [
    { label: 'this system is adjacent to every system holding your units during this activation', targets: {} },
  ],
  check: (state, seat, _targets, subject) =>
    ownActivation(state, seat, subject) !== null
      ? ok(undefined)
      : fail(
          'ability/not-eligible',
          '6',
          'Spatial Conduit Cylinders follows your own activation of a system holding your units.',
        ),
  resolve: (ctx, seat, _targets, subject) => {
    const system = ownActivation(ctx.state, seat, subject);
    if (system === null || !ctx.state.tactical) return;
    ctx.state.tactical.notes[CONDUIT_NOTE] = { seat, system } satisfies ConduitNote;
  },
};

export const JOLNAR = defineContent({
  abilities: [RESEARCH_AGREEMENT, SPATIAL_CONDUIT_CYLINDERS],
  steps: JOLNAR_STEPS,
});
