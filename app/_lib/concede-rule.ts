// The lobby's house rule for a player who concedes (engine GameConfig.concede; engine/phases/concede.ts), in words
// for the new-game form, the lobby, the game header and the confirm dialog. Types only from the engine: this runs in
// the browser too.
import type { ConcedeRule } from '@/engine/index';

export const CONCEDE_CHOICES: readonly { readonly rule: ConcedeRule; readonly text: string }[] = [
  {
    rule: 'remove',
    text: 'Their units and tokens leave the board, and the planets they held become uncontrolled.',
  },
  {
    rule: 'neutral',
    text:
      'Their units stay on the board as neutral obstacles: they block movement and defend themselves in combat, ' +
      'but take no turns and answer nothing; their planets stay theirs until someone takes them.',
  },
];

/** Games created before the rule was chosen remove the units (the engine's default). */
export const concedeRuleLine = (rule: ConcedeRule | undefined): string =>
  (rule ?? 'remove') === 'neutral'
    ? 'House rule: a player who concedes leaves their units on the board as neutral obstacles.'
    : 'House rule: a player who concedes takes their units and tokens off the board.';
