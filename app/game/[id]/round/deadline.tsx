'use client';
// When the decision on top runs out of time (server/game/deadlines.ts): the server then answers for whoever has not
// (pass, decline, abstain). Shown in the reader's time zone, so formatted in the browser after the first render;
// the remaining time is counted from the server's clock as the page was rendered.
import { useEffect, useState } from 'react';

function remaining(ms: number): string {
  const minutes = Math.max(0, Math.ceil(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}

export function Deadline({
  deadline,
  serverNow,
  testId = 'deadline',
}: {
  deadline: number | null;
  serverNow: number;
  testId?: string;
}) {
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (deadline === null) return;
    const loaded = Date.now();
    const update = () => {
      const left = deadline - (serverNow + Date.now() - loaded);
      const at = new Date(deadline).toLocaleString(undefined, {
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
      });
      setShown(left > 0 ? `time runs out ${at} (in ${remaining(left)})` : 'time has run out');
    };
    update();
    const id = setInterval(update, 60_000);
    return () => clearInterval(id);
  }, [deadline, serverNow]);
  if (deadline === null) return null;
  return (
    <span className="text-sm text-slate-400" data-testid={testId} data-deadline={deadline}>
      {shown ?? `time runs out ${new Date(deadline).toISOString().slice(0, 16).replace('T', ' ')} UTC`}
    </span>
  );
}
