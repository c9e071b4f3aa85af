// What a prompt is about, drawn on the server and shown inside the decision panel above its buttons (the texts stay
// out of the browser's JavaScript): for the secret objective choice (setup 12, LRR 61), each objective offered with
// its condition and the phase in which it is scored, so the player keeps one knowing what it asks; for a vote (8.2),
// the agenda voted on with its effects, above the vote form (on a phone the agenda panel is further down the page);
// for the starting technology choice (setup 11: the Argent Flight, the Winnu), each technology offered with its text;
// for the Politics player arranging the agenda deck (66.2), both agendas they look at, with their effects.
import type { Command, Decision } from '@/engine/index';
import { objective, objectiveCondition, objectiveWhen, technology } from '../../_lib/engine-display';
import { agendaWords } from './round/display';

export function DecisionContext({
  decision,
  seat,
  options = [],
  politicsPeek = [],
}: {
  decision: Decision | null;
  seat: number;
  /** The viewer's options (their commands name what is offered). */
  options?: readonly { readonly command: Command }[];
  /** The two agenda cards the Politics player looks at (the viewer's own view carries them, to them alone). */
  politicsPeek?: readonly string[];
}) {
  if (decision?.kind === 'vote') return <VotedAgenda agenda={decision.agenda} />;
  if (decision?.kind === 'choice' && decision.choice === 'politics/arrange-agenda' && politicsPeek.length > 0)
    return (
      <div className="space-y-1" data-testid="politics-peek">
        <p className="text-sm font-medium">The top agenda cards, which you arrange (66.2):</p>
        {politicsPeek.map((id, i) => (
          <AgendaText key={id} agenda={id} lead={`${i + 1}. `} />
        ))}
      </div>
    );
  if (decision?.kind === 'choice' && decision.choice === 'setup/starting-technologies')
    return <StartingTechnologies options={options} />;
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
  return <AgendaText agenda={agenda} lead="Voting on " testId="voted-agenda" />;
}

function AgendaText({ agenda, lead, testId }: { agenda: string; lead: string; testId?: string }) {
  const words = agendaWords(agenda);
  return (
    <div className="rounded bg-space-800 px-2 py-1 text-sm" data-testid={testId}>
      <p className="font-medium">
        {lead}
        {words.name} <span className="text-slate-400">({words.type})</span>
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

/** Setup 11: the technologies the faction may start with (every one some offered combination names). */
function StartingTechnologies({ options }: { options: readonly { readonly command: Command }[] }) {
  const ids = [
    ...new Set(options.flatMap((o) => (o.command.type === 'choose' ? o.command.option.split('+') : []))),
  ].filter((id) => id !== '');
  if (ids.length === 0) return null;
  return (
    <div className="space-y-1 text-sm" data-testid="starting-technologies">
      <p className="font-medium">Your faction chooses its starting technologies (setup 11) among these:</p>
      <ul className="space-y-1">
        {ids.map((id) => {
          const t = technology(id) as { name: string; text?: string };
          return (
            <li key={id} className="rounded bg-space-800 px-2 py-1">
              <span className="font-medium">{t.name}</span>
              {t.text && <p className="text-slate-300">{t.text}</p>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
