import { Suspense, use, useDeferredValue, useMemo } from 'react';
import { cn } from '../../../lib/cn';
import { loadPasswordStrength } from '../lib/password-strength';

type PasswordStrengthMeterProps = {
  password: string;
  /** The person's own details: a password built from them is weak. */
  userInputs?: (string | undefined)[];
  className?: string;
};

const LEVELS = [
  { label: 'Very weak', bar: 'bg-red-500', text: 'text-red-700' },
  { label: 'Weak', bar: 'bg-red-500', text: 'text-red-700' },
  { label: 'Fair', bar: 'bg-glow-500', text: 'text-glow-700' },
  { label: 'Good', bar: 'bg-emerald-500', text: 'text-emerald-700' },
  { label: 'Strong', bar: 'bg-emerald-600', text: 'text-emerald-700' },
] as const;

/**
 * Live score bar and the reasons a password is weak, as the server will judge it. The checker's
 * dictionaries (about 800 KB compressed) are fetched once the first character is typed, so a
 * visitor who only looks at the form never downloads them.
 */
export function PasswordStrengthMeter({ className, ...props }: PasswordStrengthMeterProps) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {props.password ? (
        <Suspense fallback={<Checking />}>
          <Meter {...props} />
        </Suspense>
      ) : (
        <ScoreBar score={null} />
      )}
    </div>
  );
}

function Checking() {
  return (
    <>
      <ScoreBar score={null} />
      <p className="text-xs text-slate-600">Checking password strength…</p>
    </>
  );
}

function Meter({ password, userInputs = [] }: Omit<PasswordStrengthMeterProps, 'className'>) {
  const { passwordStrength } = use(loadPasswordStrength());
  // Scoring takes a few milliseconds: typing stays responsive, the meter follows.
  const deferredPassword = useDeferredValue(password);
  const inputsKey = userInputs.filter(Boolean).join('\n');
  const strength = useMemo(
    () =>
      deferredPassword
        ? passwordStrength(deferredPassword, inputsKey ? inputsKey.split('\n') : [])
        : null,
    [passwordStrength, deferredPassword, inputsKey],
  );

  if (!strength) return <ScoreBar score={null} />;
  const level = LEVELS[strength.score];
  return (
    <>
      <ScoreBar score={strength.score} />
      <div aria-live="polite" className="flex flex-col gap-1 text-xs">
        <p className={cn('font-semibold', level.text)}>
          Password strength: {level.label}
          {strength.acceptable && (
            <span className="font-normal text-slate-600"> — good to go.</span>
          )}
        </p>
        {strength.reasons.length > 0 && (
          <ul className="list-disc space-y-0.5 pl-4 text-slate-600">
            {strength.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function ScoreBar({ score }: { score: number | null }) {
  // Four segments; even a very weak password lights the first, so typing visibly does something.
  const lit = score === null ? 0 : Math.max(score, 1);
  const colour = score === null ? '' : (LEVELS[score]?.bar ?? '');
  return (
    <div aria-hidden className="grid grid-cols-4 gap-1.5">
      {[1, 2, 3, 4].map((segment) => (
        <span
          key={segment}
          className={cn(
            'h-1.5 rounded-full transition-colors',
            segment <= lit ? colour : 'bg-slate-200',
          )}
        />
      ))}
    </div>
  );
}
