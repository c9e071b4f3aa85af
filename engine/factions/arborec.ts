// The Arborec — LRR 67 producing units, 96 faction units: their flagship (Duha Menaimon) lets them produce up to 5
// units in its system after they activate it (FAQ: it must be there when the system is activated).
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject } from '../kernel/abilities';
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

export const ARBOREC = defineContent({ abilities: [DUHA_MENAIMON] });
