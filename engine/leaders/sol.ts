// The Federation of Sol's leaders (LRR 51): Evelyn Delouis (agent: 1 ground force rolls 1 extra die in a ground
// combat round), Claire Gibson (commander: 1 infantry joins a ground combat on a planet you control), Jace X
// (hero: every command token of yours on the board returns to reinforcements).
import { planetLabel } from '../tactical/labels';
import { fail, ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { checkReinforcements, type Placement } from '../units/reinforcements';
import { placeUnits } from '../units/destroy';
import { planetArea } from '../units/stacks';
import { extraDieAgent } from './extra-die';
import { returnCommandTokens } from './tokens';

/** Evelyn Delouis — at the start of a ground combat round: 1 ground force in it rolls 1 additional die this round. */
export const SOL_AGENT = extraDieAgent({
  leader: 'solagent',
  name: 'Evelyn Delouis',
  window: 'start-of-ground-combat-round',
  unitWord: 'ground force',
  combatWord: 'ground combat',
});

const infantryOn = (subject: Readonly<Record<string, unknown>>): Placement | null =>
  typeof subject.planet === 'string' && typeof subject.system === 'string'
    ? { area: planetArea(subject.system, subject.planet), type: 'infantry', count: 1 }
    : null;

/** Claire Gibson — at the start of a ground combat on a planet you control: place 1 infantry from reinforcements on it. */
export const SOL_COMMANDER: AbilityDef = {
  id: 'solcommander',
  name: 'Claire Gibson',
  source: { kind: 'leader', leader: 'solcommander', role: 'commander' },
  window: 'start-of-combat',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => {
    const place = infantryOn(subject);
    if (!place?.area.planet) return false;
    const planet = state.board.systems[place.area.system]?.planets[place.area.planet];
    return planet?.owner === seat && (subject.attacker === seat || subject.defender === seat);
  },
  targetOptions: (state, _seat, subject) => {
    const place = infantryOn(subject);
    return place?.area.planet ? [{ label: `1 infantry onto ${planetLabel(place.area.planet)}`, targets: {} }] : [];
  },
  check: (state, seat, _targets, subject) => {
    const place = infantryOn(subject);
    if (!place) return fail('ability/not-now', '51.6', 'Claire Gibson is used as a ground combat starts.');
    return checkReinforcements(state, seat, [place]);
  },
  resolve: (ctx, seat, _targets, subject) => {
    const place = infantryOn(subject);
    if (!place || !checkReinforcements(ctx.state, seat, [place]).ok) return; // 1.9: reinforcements ran out
    placeUnits(ctx, place.area, seat, 'infantry', 1, 'solcommander');
  },
};

/** Jace X — ACTION: return every one of your command tokens on the board to reinforcements; then purge. */
export const SOL_HERO: AbilityDef = {
  id: 'solhero',
  name: 'Jace X',
  source: { kind: 'leader', leader: 'solhero', role: 'hero' },
  window: 'action',
  costs: [{ kind: 'purge-source' }],
  eligible: () => true,
  targetOptions: () => [{ label: 'return your command tokens from the board', targets: {} }],
  check: () => ok(undefined),
  resolve: (ctx, seat) => {
    const systems = returnCommandTokens(ctx.state, seat);
    emit(ctx, { type: 'command-tokens-returned', seat, systems });
  },
};

export const SOL_LEADERS = defineContent({ abilities: [SOL_AGENT, SOL_COMMANDER, SOL_HERO] });
