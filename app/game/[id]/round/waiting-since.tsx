'use client';
// Since when a decision waits (its openedAt) and the game's reminder interval. Times are shown in the reader's
// own time zone, so they are formatted in the browser after the first render (the server does not know the zone).
import { useEffect, useState } from 'react';

function duration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}

function when(at: number, now: number): string {
  const date = new Date(at);
  const sameDay = new Date(now).toDateString() === date.toDateString();
  const time = date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return sameDay
    ? time
    : `${date.toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short' })} ${time}`;
}

export function reminderText(hours: number): string {
  if (hours <= 0) return 'no reminders in this game';
  if (hours % 24 === 0) return hours === 24 ? 'reminders every day' : `reminders every ${hours / 24} days`;
  return `reminders every ${hours} h`;
}

export function WaitingSince({
  openedAt,
  reminderHours,
  testId,
}: {
  openedAt: number | null;
  reminderHours: number;
  testId?: string;
}) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  return (
    <span
      className="text-sm text-slate-400"
      data-testid={testId}
      data-opened-at={openedAt ?? ''}
      data-reminder-hours={reminderHours}
    >
      {openedAt !== null && (
        <>
          waiting since{' '}
          <time dateTime={new Date(openedAt).toISOString()}>
            {now === null
              ? new Date(openedAt).toISOString().slice(11, 16) + ' UTC'
              : `${when(openedAt, now)} (${duration(now - openedAt)})`}
          </time>
          {' · '}
        </>
      )}
      {reminderText(reminderHours)}
    </span>
  );
}
