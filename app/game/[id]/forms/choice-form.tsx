'use client';
// Forms for choice decisions that offer many combinations as separate options. Each form only picks among the
// options the engine listed, so it needs no rule of its own. Choices without a form here show as buttons only.
import type { DecisionFormProps } from './types';
import { TokenForm } from './token-form';

export function ChoiceForm(props: DecisionFormProps) {
  if (props.decision.kind !== 'choice') return null;
  switch (props.decision.choice) {
    // 81.5: gain two command tokens and spread all of them over the three pools.
    case 'status/redistribute':
    // 99.2: Warfare's redistribution after a token is taken back.
    case 'warfare/redistribute':
      return <TokenForm {...props} />;
    default:
      return null;
  }
}
