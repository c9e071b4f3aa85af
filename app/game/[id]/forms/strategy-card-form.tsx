'use client';
// The strategy cards whose options are many combinations get a form (each renders nothing for other cards):
// 91 Technology (research) and 52 Leadership (pools and payment), in the action turn and as secondaries.
import { LeadershipForm } from './leadership-form';
import { ResearchForm } from './research-form';
import type { DecisionFormProps } from './types';

export function StrategyCardForm(props: DecisionFormProps) {
  return (
    <>
      <ResearchForm {...props} />
      <LeadershipForm {...props} />
    </>
  );
}
