// The Arborec — LRR 67 producing units, 96 faction units: their flagship (Duha Menaimon) lets them produce up to 5
// units in its system after they activate it (FAQ: it must be there when the system is activated); 69 promissory
// notes, 20 command tokens: Stymie (after another player moves ships into a system with its holder's units, the
// holder puts 1 of the mover's reinforcement tokens in a non-home system, then returns the note).
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { activatedByAnother, activeSystemOf } from '../action-cards/activation-kit';
import { isHomeSystem } from '../action-cards/card-kit';
import { hasTokenToPlace, placeTokensFromReinforcements } from '../economy/command-tokens';
import { systemLabel } from '../tactical/labels';
import { hasUnitsIn, playableCopies, returnNote } from '../transactions/notes';
import { defineContent } from '../kernel/content';
import { pushStep } from '../kernel/steps';
import { ARBOREC_FLAGSHIP } from '../production/producers';
import { countAt, spaceOf } from '../units/stacks';
import { unitIs } from './deploy';

function duhaMenaimonThere(state: GameState, seat: Seat, subject: Subject): boolean {
  const system = typeof subject.system === 'string' ? subject.system : null;
  return (
    subject.seat === seat &&
    system !== null &&
    unitIs(state, seat, 'flagship', 'arborec_flagship') &&
    countAt(state, spaceOf(system), seat, 'flagship') > 0
  );
}

/** Duha Menaimon: after its owner activates the system it is in, they may produce up to 5 units there. */
export const DUHA_MENAIMON: AbilityDef = {
  id: 'arborec-flagship',
  name: 'Duha Menaimon',
  source: { kind: 'faction', faction: 'arborec' },
  window: 'after-system-activated',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: duhaMenaimonThere,
  targetOptions: (state, seat, subject) =>
    duhaMenaimonThere(state, seat, subject) ? [{ label: 'produce up to 5 units in its system', targets: {} }] : [],
  check: (state, seat, _targets, subject) =>
    duhaMenaimonThere(state, seat, subject)
      ? ok(undefined)
      : fail('ability/not-eligible', '67', 'Your flagship must be in the system you just activated.'),
  resolve: (ctx, seat, _targets, subject) => {
    pushStep(ctx.state, 'production/offer', { seat, system: String(subject.system), source: ARBOREC_FLAGSHIP });
  },
};

// ---- Stymie (Arborec promissory note) -----------------------------------------------------------------------------

/** Public facts only: the seat received notes, an Arborec plays, another player moved ships where the seat has units. */
function stymieMoment(state: GameState, seat: Seat, subject: Subject): { system: string; mover: Seat } | null {
  const system = activeSystemOf(state, subject);
  const mover = state.activeSeat;
  if (system === null || mover === null || !activatedByAnother(subject, seat)) return null;
  if (!(state.transactions?.received.includes(seat) ?? false)) return null;
  if (!state.players.some((p) => p.seat !== seat && p.faction === 'arborec')) return null;
  if (!hasUnitsIn(state, system, seat) || !hasTokenToPlace(state, mover)) return null;
  return { system, mover };
}

/** Where the token may go: any non-home system without one of the mover's tokens already. */
const stymieSystems = (state: GameState, mover: Seat): string[] =>
  Object.entries(state.board.systems)
    .filter(([key, sys]) => !isHomeSystem(state, key) && !sys.commandTokens.includes(mover))
    .map(([key]) => key);

function checkStymie(
  state: GameState,
  seat: Seat,
  targets: Targets,
  subject: Subject,
): Result<{ mover: Seat; system: string; owner: Seat }> {
  const moment = stymieMoment(state, seat, subject);
  if (!moment)
    return fail(
      'ability/not-eligible',
      '69.1',
      'Stymie answers another player moving ships into a system with your units.',
    );
  const copy = playableCopies(state, seat, 'stymie')[0];
  if (!copy) return fail('ability/not-held', '69.2', "You do not hold another player's Stymie.");
  const system = typeof targets.system === 'string' ? targets.system : '';
  if (!stymieSystems(state, moment.mover).includes(system))
    return fail(
      'ability/bad-target',
      '1.9',
      "Stymie places the token in a non-home system without one of that player's tokens.",
    );
  return ok({ mover: moment.mover, system, owner: copy.owner });
}

export const STYMIE: AbilityDef = {
  id: 'stymie',
  name: 'Stymie',
  source: { kind: 'promissory-note', note: 'stymie' },
  window: 'after-ships-moved',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => stymieMoment(state, seat, subject) !== null,
  targetOptions: (state, seat, subject) => {
    const moment = stymieMoment(state, seat, subject);
    if (!moment || playableCopies(state, seat, 'stymie').length === 0) return [];
    const mover = state.players[moment.mover]?.name ?? 'the active player';
    return stymieSystems(state, moment.mover).map((system) => ({
      label: `place a command token of ${mover} in ${systemLabel(state, system)}`,
      targets: { system },
    }));
  },
  check: (state, seat, targets, subject) => {
    const checked = checkStymie(state, seat, targets, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets, subject) => {
    const checked = checkStymie(ctx.state, seat, targets, subject);
    if (!checked.ok) return;
    const { mover, system, owner } = checked.value;
    // From the mover's reinforcements, or from a pool of their sheet when none is left there (20.3b).
    placeTokensFromReinforcements(ctx, [mover], system);
    returnNote(ctx, seat, { note: 'stymie', owner });
  },
};

export const ARBOREC = defineContent({ abilities: [DUHA_MENAIMON, STYMIE] });
