// The Argent Flight, what they change in the rules — LRR 77 space cannon, 10 anti-fighter barrage, 16 and 95
// capacity, 96 faction units: other players cannot use Space Cannon against their ships in their flagship's system
// (Quetzecoatl); each of Strike Wing Alpha II's barrage dice showing 9 or 10 (the die's own result) also destroys an
// infantry of the opponent in the space area; their mech (Aerie Sentinel) uses no capacity while transported.
import { BARRAGE_ALSO_DESTROYS, CANNOT_SPACE_CANNON_AGAINST, TRANSPORTED_WITHOUT_CAPACITY } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { flagshipIn, hasUnit, mechAbilityOf } from './units';

export const ARGENT_EFFECTS = defineProvider('faction:argent', [
  CANNOT_SPACE_CANNON_AGAINST.answer(
    ({ state, system, firer, target }) => firer !== target && flagshipIn(state, system, target, 'argent_flagship'),
  ),
  BARRAGE_ALSO_DESTROYS.answer(({ state, seat, dice }) =>
    hasUnit(state, seat, 'destroyer', 'argent_destroyer2')
      ? [
          {
            ability: 'argent_destroyer2',
            unit: 'infantry',
            count: dice.filter((d) => d.unit === 'destroyer' && d.result >= 9).length,
          },
        ]
      : [],
  ),
  TRANSPORTED_WITHOUT_CAPACITY.answer(
    ({ state, seat, unit }, ask) => unit === 'mech' && mechAbilityOf(state, seat, 'argent_mech', ask),
  ),
]);
