// Technologies used at the end of the owner's turn (LRR 90 technology, 40.3 end of turn): Bio-Stims readies a
// planet with a technology specialty or another technology; Predictive Intelligence redistributes command tokens.
import { planetLabel } from '../tactical/labels';
import { technologyName } from '../economy/research';
import { z } from 'zod';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { describePlacement, placements } from '../economy/command-tokens';
import { controlledPlanets, planetFacts } from '../economy/planets';
import { emit } from '../kernel/context';
import type { AbilityDef } from '../kernel/abilities';
import { readOnly } from '../kernel/draft';

const ownTurn = (state: GameState, seat: Seat, subject: Readonly<Record<string, unknown>>) => subject.seat === seat;

const specialty = (state: GameState, planet: string) => planetFacts(state, planet).specialties[0] ?? null;

function bioStimsTargets(
  state: GameState,
  seat: Seat,
): { label: string; targets: { planet?: string; technology?: string } }[] {
  const p = readOnly(state).players[seat]!;
  const planets = controlledPlanets(state, seat).filter((c) => c.planet.exhausted && specialty(state, c.id) !== null);
  const techs = p.exhaustedTechnologies.filter((t) => t !== 'bs');
  return [
    ...planets.map((c) => ({ label: `ready ${planetLabel(c.id)}`, targets: { planet: c.id } })),
    ...techs.map((t) => ({ label: `ready ${technologyName(t)}`, targets: { technology: t } })),
  ];
}

export const BIO_STIMS: AbilityDef = {
  id: 'bio-stims',
  name: 'Bio-Stims',
  source: { kind: 'technology', technology: 'bs' },
  window: 'end-of-turn',
  costs: [{ kind: 'exhaust-source' }],
  // Asked only when something could be readied (exhausted cards are public) and the card itself is ready.
  eligible: (state, seat, subject) =>
    ownTurn(state, seat, subject) &&
    !readOnly(state).players[seat]!.exhaustedTechnologies.includes('bs') &&
    bioStimsTargets(state, seat).length > 0,
  targetOptions: (state, seat) => bioStimsTargets(state, seat),
  check: (state, seat, targets) => {
    const legal = bioStimsTargets(state, seat).some(
      (t) => t.targets.planet === targets.planet && t.targets.technology === targets.technology,
    );
    return legal
      ? ok(undefined)
      : fail(
          'ability/bad-target',
          '90',
          'Choose one of your exhausted planets with a technology specialty, or another exhausted technology.',
        );
  },
  resolve: (ctx, seat, targets) => {
    const p = ctx.state.players[seat]!;
    if (typeof targets.planet === 'string') {
      const c = controlledPlanets(ctx.state, seat).find((x) => x.id === targets.planet);
      if (c) c.planet.exhausted = false;
    }
    if (typeof targets.technology === 'string')
      p.exhaustedTechnologies = p.exhaustedTechnologies.filter((t) => t !== targets.technology);
    emit(ctx, {
      type: 'note',
      text: `${p.name} used Bio-Stims to ready ${typeof targets.planet === 'string' ? planetLabel(targets.planet) : technologyName(String(targets.technology))}.`,
    });
  },
};

const poolsSchema = z.object({
  tactic: z.number().int().min(0),
  fleet: z.number().int().min(0),
  strategy: z.number().int().min(0),
});

/** The end-of-turn part of Predictive Intelligence; its agenda part (3 additional votes) is in predictive-intelligence-votes.ts. */
export const PREDICTIVE_INTELLIGENCE: AbilityDef = {
  id: 'predictive-intelligence',
  name: 'Predictive Intelligence',
  source: { kind: 'technology', technology: 'pi' },
  window: 'end-of-turn',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state, seat, subject) =>
    ownTurn(state, seat, subject) && !state.players[seat]!.exhaustedTechnologies.includes('pi'),
  targetOptions: (state, seat) => {
    const { tactic, fleet, strategy } = state.players[seat]!.pools;
    return placements(tactic + fleet + strategy).map((p) => ({ label: describePlacement(p), targets: { ...p } }));
  },
  check: (state, seat, targets) => {
    const parsed = poolsSchema.safeParse(targets);
    const { tactic, fleet, strategy } = state.players[seat]!.pools;
    if (
      !parsed.success ||
      parsed.data.tactic + parsed.data.fleet + parsed.data.strategy !== tactic + fleet + strategy
    ) {
      return fail(
        'ability/bad-target',
        '20.2',
        `Spread exactly your ${tactic + fleet + strategy} command tokens over the three pools.`,
      );
    }
    return ok(undefined);
  },
  resolve: (ctx, seat, targets) => {
    const pools = poolsSchema.parse(targets);
    ctx.state.players[seat]!.pools = pools;
    emit(ctx, { type: 'tokens-changed', seat, ...pools });
  },
};

export const TURN_TECHNOLOGIES: readonly AbilityDef[] = [BIO_STIMS, PREDICTIVE_INTELLIGENCE];
