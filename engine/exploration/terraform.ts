// Terraform (the Titans of Ul's promissory note; LRR 69 promissory notes, 12 attach, 22 component actions): as an
// action its holder attaches it to a non-home planet they control other than Mecatol Rex — +1 resource, +1 influence
// and all three traits (the `titanspn` attachment, read through planetFacts). The note leaves the holder's hand for
// the planet and never returns to the Titans; it stays with the planet when control changes (12.2).
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { planetName } from '../agenda/outcomes';
import { PLANETS } from '../data/planets';
import { controlledPlanets, type ControlledPlanet } from '../economy/planets';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { copyName, playableCopies } from '../transactions/notes';

export const TERRAFORM_NOTE = 'terraform';
export const TERRAFORM_ATTACHMENT = 'titanspn';
const MECATOL_REX = 'mr';

const isHomePlanet = (planet: string): boolean =>
  ((PLANETS as Record<string, { homeOf: string | null } | undefined>)[planet]?.homeOf ?? null) !== null;

/** The planets the seat could terraform now. */
const terraformable = (state: GameState, seat: Seat): ControlledPlanet[] =>
  controlledPlanets(state, seat).filter((c) => c.id !== MECATOL_REX && !isHomePlanet(c.id));

/**
 * The Terraform copy attached to each planet, by the Titans seat that owns the note: there is one Titans player,
 * so the `titanspn` token names its copy (for the conservation check, engine/transactions/invariants.ts).
 */
export function attachedTerraformCopies(state: GameState): string[] {
  const titans = state.players.find((p) => p.faction === 'titans');
  if (!titans) return [];
  return Object.values(state.board.systems).flatMap((sys) =>
    Object.values(sys.planets).flatMap((p) =>
      p.attachments.includes(TERRAFORM_ATTACHMENT) ? [copyName({ note: TERRAFORM_NOTE, owner: titans.seat })] : [],
    ),
  );
}

function checkTerraform(state: GameState, seat: Seat, planet: unknown): Result<ControlledPlanet> {
  if (playableCopies(state, seat, TERRAFORM_NOTE).length === 0)
    return fail('ability/not-held', '69.2', "You do not hold another player's Terraform.");
  const c = terraformable(state, seat).find((x) => x.id === planet);
  if (!c)
    return fail(
      'ability/bad-target',
      '12',
      'Terraform goes on a planet you control that is neither a home planet nor Mecatol Rex.',
    );
  return ok(c);
}

export const TERRAFORM: AbilityDef = {
  id: TERRAFORM_NOTE,
  name: 'Terraform',
  source: { kind: 'promissory-note', note: TERRAFORM_NOTE },
  window: 'action',
  costs: [],
  eligible: (state, seat) => state.phase === 'action' && state.activeSeat === seat,
  targetOptions: (state, seat) =>
    playableCopies(state, seat, TERRAFORM_NOTE).length === 0
      ? []
      : terraformable(state, seat).map((c) => ({
          label: `attach it to ${planetName(c.id)} (+1 resource, +1 influence, all three traits)`,
          targets: { planet: c.id },
        })),
  check: (state, seat, t) => {
    const r = checkTerraform(state, seat, t.planet);
    return r.ok ? ok(undefined) : r;
  },
  resolve: (ctx, seat, t) => {
    const r = checkTerraform(ctx.state, seat, t.planet);
    const ref = playableCopies(ctx.state, seat, TERRAFORM_NOTE)[0];
    if (!r.ok || !ref) return;
    // 12.1: the note leaves the hand and lies with the planet (counted there by the note invariant).
    const hand = ctx.state.players[seat]!.promissoryNotes;
    hand.splice(hand.indexOf(copyName(ref)), 1);
    r.value.planet.attachments.push(TERRAFORM_ATTACHMENT);
    emit(ctx, { type: 'attached', seat, planet: r.value.id, attachment: TERRAFORM_ATTACHMENT });
  },
};

export const TERRAFORM_CARD = defineContent({ abilities: [TERRAFORM] });
