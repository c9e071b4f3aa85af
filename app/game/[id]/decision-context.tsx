// What a prompt is about, drawn on the server and shown inside the decision panel above its buttons (the texts stay
// out of the browser's JavaScript): for the secret objective choice (setup 12, LRR 61), each objective offered with
// its condition and the phase in which it is scored, so the player keeps one knowing what it asks; for a vote (8.2),
// the agenda voted on with its effects, above the vote form (on a phone the agenda panel is further down the page).
import type { Decision } from '@/engine/index';
import { objective, objectiveCondition, objectiveWhen } from '../../_lib/engine-display';
import { agendaWords } from './round/display';

export function DecisionContext({ decision, seat }: { decision: Decision | null; seat: number }) {
  if (decision?.kind === 'vote') return <VotedAgenda agenda={decision.agenda} />;
  if (decision?.kind !== 'choose-secret-objective') return null;
  const offered = decision.offered[String(seat)] ?? [];
  if (offered.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm" data-testid="secret-objective-offer" aria-label="The secret objectives you drew">
      {offered.map((id) => (
        <li key={id} className="rounded bg-space-800 px-2 py-1" data-testid={`secret-offer-${id}`}>
          <span className="font-medium">{objective(id).name}</span>{' '}
          <span className="text-gold-400">· {objectiveWhen(id)}</span>
          <p className="text-slate-300">{objectiveCondition(id)}</p>
        </li>
      ))}
    </ul>
  );
}

function VotedAgenda({ agenda }: { agenda: string }) {
  const words = agendaWords(agenda);
  return (
    <div className="rounded bg-space-800 px-2 py-1 text-sm" data-testid="voted-agenda">
      <p className="font-medium">
        Voting on {words.name} <span className="text-slate-400">({words.type})</span>
      </p>
      {words.effects.map((e) => (
        <p key={e.when} className="text-slate-300">
          <span className="text-gold-400">{e.when}: </span>
          {e.text}
        </p>
      ))}
    </div>
  );
}
