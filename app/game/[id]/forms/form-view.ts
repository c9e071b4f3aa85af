// What the decision panel's forms read of the game (forms/types.ts), cut down on the server before it is sent: every
// prop of a client component is serialised into the page (Next's in-page data), so the panel gets the players, the
// transactions, the laws and only the systems a form can ask about — not the whole view and round summary, which
// the page's server-rendered panels already show.
import type { Decision, GameView, RoundInfo } from '@/engine/index';

/** The part of the viewer's GameView the forms and the transaction form read. */
export type FormView = Pick<GameView, 'players' | 'transactions' | 'laws' | 'custodiansOnMecatol'> & {
  readonly board: { readonly systems: GameView['board']['systems'] };
};

/**
 * The systems a form may look into: the one the viewer's decision names (movement, hits, landing), the active
 * system of the tactical action, and those holding a planet the viewer controls (94.3 planet cards in a transaction).
 */
export function formView(view: GameView, decision: Decision | null): FormView {
  const named = new Set<string>();
  if (decision && 'system' in decision && typeof decision.system === 'string') named.add(decision.system);
  if (view.tactical?.system) named.add(view.tactical.system);
  const systems = Object.fromEntries(
    Object.entries(view.board.systems).filter(
      ([key, sys]) =>
        named.has(key) || (view.viewer !== null && Object.values(sys.planets).some((p) => p.owner === view.viewer)),
    ),
  );
  return {
    players: view.players,
    ...(view.transactions ? { transactions: view.transactions } : {}),
    laws: view.laws,
    custodiansOnMecatol: view.custodiansOnMecatol,
    board: { systems },
  };
}

/**
 * The round summary the forms read (research, the agenda and its votes), only while a decision waits on the viewer;
 * objectives and laws are shown by the page's own panels and left out.
 */
export function formRound(round: RoundInfo | null, decision: Decision | null): RoundInfo | null {
  if (!round || !decision) return null;
  return { ...round, objectives: [], laws: [] };
}
