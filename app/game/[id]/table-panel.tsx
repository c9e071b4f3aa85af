// The common play area: strategy cards and the order of play, objectives (with what the viewer can score and why
// not), and the laws in play.
import type { GameView } from '@/engine/index';
import type { RoundInfo } from '@/engine/index';
import type { OptionItem } from './forms/types';
import { LawsPanel } from './round/laws-panel';
import { ObjectivesPanel } from './round/objectives-panel';
import { StrategyPanel } from './round/strategy-panel';

interface Props {
  readonly view: GameView;
  readonly round: RoundInfo | null;
  readonly names: readonly string[];
  readonly options: readonly OptionItem[];
}

export function TablePanel({ view, round, names, options }: Props) {
  return (
    <section className="card space-y-4" aria-label="Table">
      <StrategyPanel view={view} round={round} names={names} />
      <ObjectivesPanel view={view} round={round} names={names} options={options} />
      <LawsPanel round={round} names={names} />
    </section>
  );
}
