// What options() offers a seat: complete commands with player-facing words. Rule modules build these for the
// decisions they own; engine/flow/options.ts gathers them.
import type { Command } from '../core/commands';

export interface Option {
  readonly command: Command;
  /** Short, player-facing words for the button. */
  readonly label: string;
  /** Buttons are grouped under this heading in the decision panel. */
  readonly group: string;
  /**
   * Set by generators that built the option from the same check `apply` runs, so options() need not apply it
   * to a copy again (the bot tests still apply every option they pick, so a wrong flag shows up there).
   */
  readonly checked?: true;
}
