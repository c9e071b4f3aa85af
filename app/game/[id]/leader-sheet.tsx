// A player's leader sheet (LRR 50–51), public to everyone: each leader's state, its text, and for a locked commander
// or hero its unlock condition with the progress toward it ("8 of 12"). Use buttons come from options() in the
// decision panel, in the windows where the engine offers them.
import type { LeaderCard } from '@/engine/index';
import { NotWorkingYet } from '../../_components/not-working-yet';

const STATUS: Record<LeaderCard['status'], string> = {
  locked: 'locked',
  unlocked: 'ready',
  exhausted: 'exhausted',
  purged: 'purged',
};

const STATUS_CLASS: Record<LeaderCard['status'], string> = {
  locked: 'text-slate-400',
  unlocked: 'text-emerald-300',
  exhausted: 'text-amber-300',
  purged: 'text-slate-400 line-through',
};

/** The card's place: its role, or for the Nomad's extra agents beside the sheet (The Company) its leader id. */
const slot = (leaders: readonly LeaderCard[], i: number): string =>
  leaders.findIndex((l) => l.role === leaders[i]!.role) === i ? leaders[i]!.role : leaders[i]!.leader;

export function LeaderSheet({ seat, leaders }: { seat: number; leaders: readonly LeaderCard[] }) {
  if (leaders.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm" data-testid={`leaders-${seat}`} aria-label="Leaders">
      {leaders.map((l, i) => (
        <li
          key={l.leader}
          className="rounded bg-space-800 px-2 py-1"
          data-testid={`leader-${seat}-${slot(leaders, i)}`}
        >
          <span className="text-xs capitalize text-slate-400">{l.role} · </span>
          <span className="font-medium">{l.name}</span>{' '}
          <span
            className={`text-xs ${STATUS_CLASS[l.status]}`}
            data-testid={`leader-${seat}-${slot(leaders, i)}-status`}
          >
            {STATUS[l.status]}
          </span>
          {!l.working && <NotWorkingYet />}
          {l.status === 'locked' && l.unlock && (
            <p className="text-xs text-slate-400" data-testid={`leader-${seat}-${slot(leaders, i)}-unlock`}>
              Unlock: {l.unlock}
              {l.progress && (
                <span className="tabular-nums">
                  {' '}
                  ({Math.min(l.progress.have, l.progress.need)} of {l.progress.need})
                </span>
              )}
            </p>
          )}
          <p className="text-xs text-slate-400">{l.text}</p>
        </li>
      ))}
    </ul>
  );
}
