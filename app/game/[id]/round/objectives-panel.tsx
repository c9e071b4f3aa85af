// LRR 61 objectives: the public ones revealed (who scored each, for how many points), secret objectives other
// players scored, and for the viewer which can be scored now (the engine's scoring options) and why the others
// cannot (the engine's rule and words, server/game/round-info.ts).
import type { GameView } from '@/engine/index';
import type { RoundInfo, ObjectiveStatus } from '@/engine/index';
import { objective, objectiveCondition } from '../../../_lib/engine-display';
import type { OptionItem } from '../forms/types';
import { objectivePoints } from './display';

interface Props {
  readonly view: GameView;
  readonly round: RoundInfo | null;
  readonly names: readonly string[];
  readonly options: readonly OptionItem[];
}

const PHASE_WORDS: Record<string, string> = { status: 'status phase', action: 'action phase', agenda: 'agenda phase' };

function Status({ status, now }: { status: ObjectiveStatus | undefined; now: boolean }) {
  if (!status) return null;
  if (status.scored) return <span className="text-emerald-300">You scored it</span>;
  if (now) return <span className="font-medium text-gold-400">You can score it now</span>;
  if (status.blocked === null)
    return (
      <span className="text-emerald-200">
        You qualify — score it in the {PHASE_WORDS[status.phase] ?? status.phase}
      </span>
    );
  return (
    <span className="text-slate-400">
      Not yet: {status.blocked.message} <span className="text-slate-400">(rule {status.blocked.rule})</span>
    </span>
  );
}

export function ObjectivesPanel({ view, round, names, options }: Props) {
  const statuses = new Map((round?.objectives ?? []).map((o) => [o.id, o]));
  const scorableNow = new Set(
    options.flatMap((o) => (o.command.type === 'score-objectives' ? o.command.scores.map((s) => s.objective) : [])),
  );
  const viewer = view.viewer;
  const ownSecrets = (round?.objectives ?? []).filter((o) => o.kind === 'secret');
  const othersSecrets = view.players.flatMap((p) =>
    p.seat === viewer ? [] : p.secretObjectives.filter((s) => s.scored).map((s) => ({ seat: p.seat, id: s.id })),
  );

  return (
    <div className="space-y-2" data-testid="objectives">
      <h2 className="text-lg font-semibold">Objectives</h2>
      {view.objectives.revealed.length === 0 ? (
        <p className="text-sm text-slate-400">None revealed yet.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {view.objectives.revealed.map((id) => {
            const scored = view.objectives.scoredBy[id] ?? [];
            const def = objective(id);
            const status = statuses.get(id);
            return (
              <li key={id} className="rounded bg-space-800 px-2" data-testid={`objective-${id}`}>
                <details>
                  <summary className="flex min-h-11 cursor-pointer flex-wrap items-center justify-between gap-x-2 py-1">
                    <span>
                      {def.name} <span className="text-slate-400">· {objectivePoints(id)} VP</span>
                    </span>
                    <span className="text-slate-400" data-testid={`objective-${id}-scored-by`}>
                      {scored.length > 0 ? `scored by ${scored.map((s) => names[s]).join(', ')}` : 'not scored yet'}
                    </span>
                    <span className="basis-full text-xs" data-testid={`objective-${id}-status`}>
                      <Status status={status} now={scorableNow.has(id)} />
                    </span>
                  </summary>
                  <p className="pb-2 text-slate-400">{objectiveCondition(id)}</p>
                </details>
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-xs text-slate-400">
        Still face down: {view.objectives.unrevealedCount} public objective
        {view.objectives.unrevealedCount === 1 ? '' : 's'}.
      </p>
      {ownSecrets.length > 0 && (
        <div>
          <h3 className="font-medium">Your secret objectives</h3>
          <ul className="space-y-1 text-sm" data-testid="own-secret-status">
            {ownSecrets.map((s) => (
              <li key={s.id} className="rounded bg-space-800 px-2 py-1" data-testid={`secret-${s.id}`}>
                <span>
                  {s.name}{' '}
                  <span className="text-slate-400">
                    · {s.points} VP · {PHASE_WORDS[s.phase] ?? s.phase}
                  </span>
                </span>
                <span className="block text-xs">
                  <Status status={s} now={scorableNow.has(s.id)} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {othersSecrets.length > 0 && (
        <div>
          <h3 className="font-medium">Secret objectives scored</h3>
          <ul className="text-sm text-slate-300">
            {othersSecrets.map((s) => (
              <li key={`${s.seat}-${s.id}`}>
                {names[s.seat]}: {objective(s.id).name}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
