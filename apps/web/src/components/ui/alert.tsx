import { ALERT_TIMEOUT_MS } from '@backlit/domain';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

const looks = {
  success: { icon: CircleCheck, className: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
  error: { icon: CircleAlert, className: 'border-red-200 bg-red-50 text-red-900' },
  info: { icon: Info, className: 'border-sky-200 bg-sky-50 text-sky-900' },
} as const;

type AlertProps = {
  variant?: keyof typeof looks;
  children: ReactNode;
  /** Called once the alert hides, by timeout or by its close button. */
  onClose?: () => void;
  /**
   * false keeps it until dismissed: for messages the user must be able to read at their own
   * pace (a form's error, what to do next), where a 3 s timeout would be an accessibility fault.
   */
  autoHide?: boolean;
  className?: string;
};

/**
 * A result message that hides itself after ALERT_TIMEOUT_MS (3 s) unless `autoHide` is false.
 * Give it a new `key` to show a new message.
 */
export function Alert({
  variant = 'info',
  children,
  onClose,
  autoHide = true,
  className,
}: AlertProps) {
  const [visible, setVisible] = useState(true);
  const close = () => {
    setVisible(false);
    onClose?.();
  };
  const onTimeout = useEffectEvent(close);

  useEffect(() => {
    if (!visible || !autoHide) return;
    const timer = setTimeout(() => onTimeout(), ALERT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [visible, autoHide]);

  if (!visible) return null;
  const { icon: Icon, className: look } = looks[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-xl border px-4 py-3 text-sm', look, className)}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="flex-1">{children}</div>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={close}
        className="-m-1 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
