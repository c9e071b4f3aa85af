'use client';
// A count picker for phones: − value + with 44 px buttons (no typing, no hover).
import type { ReactNode } from 'react';

interface Props {
  readonly label: ReactNode;
  readonly value: number;
  readonly max: number;
  readonly min?: number;
  readonly onChange: (value: number) => void;
  readonly testId: string;
  readonly disabled?: boolean;
}

export function Stepper({ label, value, max, min = 0, onChange, testId, disabled = false }: Props) {
  return (
    <div className="flex items-center justify-between gap-2" data-testid={testId} data-value={value}>
      <span className="min-w-0 flex-1 text-sm wrap-break-word">{label}</span>
      <div className="flex shrink-0 items-center gap-1">
        <button
          type="button"
          className="btn-secondary px-0 text-xl"
          aria-label="one fewer"
          disabled={disabled || value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
          data-testid={`${testId}-less`}
        >
          −
        </button>
        <output className="w-10 text-center text-lg font-bold tabular-nums" data-testid={`${testId}-value`}>
          {value}
        </output>
        <button
          type="button"
          className="btn-secondary px-0 text-xl"
          aria-label="one more"
          disabled={disabled || value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
          data-testid={`${testId}-more`}
        >
          +
        </button>
      </div>
    </div>
  );
}
