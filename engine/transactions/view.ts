// LRR 69.6 and 28: what a seat may see of transactions — the content of a proposal only if they are one of its two
// players (a third party sees that one is open, not what it offers), and only the deals they are part of.
import type { GameState, Seat } from '../core/state';
import { copyJson } from '../kernel/draft';
import { liveProposals } from './proposals';
import type { AgreedDeal, Offer, Proposal, TransactionsState } from '../core/transactions-state';

export interface ProposalView extends Omit<Proposal, 'gives' | 'asks' | 'terms'> {
  /** null for a third party. */
  readonly gives: Offer | null;
  readonly asks: Offer | null;
  readonly terms: string | null;
}

export interface TransactionsView extends Omit<TransactionsState, 'proposals' | 'deals'> {
  proposals: ProposalView[];
  deals: AgreedDeal[];
}

const party = (viewer: Seat | null, seats: readonly Seat[]): boolean => viewer !== null && seats.includes(viewer);

const EMPTY: TransactionsState = {
  proposals: [],
  doneScope: null,
  done: [],
  deals: [],
  received: [],
  silenced: [],
  removed: [],
};

export function transactionsView(state: GameState, viewer: Seat | null): TransactionsView {
  const t = state.transactions ?? EMPTY;
  return {
    ...copyJson({ ...t, proposals: [], deals: [] }),
    proposals: liveProposals(state).map((p) =>
      party(viewer, [p.from, p.to]) ? copyJson(p) : { ...p, gives: null, asks: null, terms: null },
    ),
    deals: t.deals.filter((d) => party(viewer, d.between)).map((d) => copyJson(d)),
  };
}
