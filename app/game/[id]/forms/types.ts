// What a decision form receives: the decision waiting on the viewer, the engine's options for it, the viewer's
// view, and `submit`, which sends a command through the decision panel (one request path: retries, stale versions
// and rule violations are handled there). A form builds commands; the engine judges them.
import type { ComponentType } from 'react';
import type { Command, Decision } from '@/engine/index';
import type { RoundInfo } from '@/engine/index';
import type { FormView } from './form-view';

export interface OptionItem {
  readonly command: Command;
  readonly label: string;
  readonly group: string;
}

export interface DecisionFormProps {
  readonly gameId: string;
  /** The decision on top of the stack, waiting on the viewer. */
  readonly decision: Decision;
  /** Every option the engine offers the viewer now (the buttons below the form show the same ones). */
  readonly options: readonly OptionItem[];
  /** The part of the viewer's view forms read (form-view.ts): players, transactions, laws, the systems at stake. */
  readonly view: FormView;
  readonly seat: number;
  /** Player names by seat. */
  readonly names: readonly string[];
  /** Engine queries the server ran for the page (agenda outcomes, the viewer's voting planets, research, …). */
  readonly round: RoundInfo | null;
  /** True while a command is on its way: forms disable their submit buttons. */
  readonly busy: boolean;
  /** Sends `command`; `label` is what the panel shows while it is sent. */
  readonly submit: (command: Command, label: string) => void;
}

/** A form for one decision kind; it may render nothing when it has nothing to add for this decision. */
export type DecisionForm = ComponentType<DecisionFormProps>;
