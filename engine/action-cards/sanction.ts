// Sanction (LRR 8.22 predictions, 37 fleet pool): a rider; when its prediction is correct, every player who cast votes
// for that outcome returns 1 token from their fleet pool to their reinforcements (then checks their fleets, 37.3).
import { returnFromPool } from '../agenda/effects/tokens';
import { votersFor } from '../agenda/voting';
import { defineContent } from '../kernel/content';
import { pushStep } from '../kernel/steps';
import { shipsIn } from '../units/stacks';
import { defineRider } from './rider';

export const SANCTION = defineRider('sanction', 'Sanction', (ctx, _seat, current) => {
  if (current.outcome === null) return;
  for (const voter of votersFor(current, current.outcome)) {
    if ((ctx.state.players[voter]?.pools.fleet ?? 0) < 1) continue;
    returnFromPool(ctx, voter, 'fleet', 1);
    for (const system of Object.keys(ctx.state.board.systems))
      if (shipsIn(ctx.state, system, voter) > 0) pushStep(ctx.state, 'fleet-pool/check', { seat: voter, system });
  }
});

export const SANCTION_CARD = defineContent({ abilities: [SANCTION] });
