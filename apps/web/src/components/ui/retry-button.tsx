import { RotateCw } from 'lucide-react';
import { Button, type ButtonProps } from './button';

type RetryButtonProps = Omit<ButtonProps, 'onClick' | 'children' | 'asChild'> & {
  onRetry: () => void;
};

/** "Try again" after something failed to load: every such place offers the same button. */
export function RetryButton({ onRetry, ...props }: RetryButtonProps) {
  return (
    <Button {...props} onClick={onRetry}>
      <RotateCw aria-hidden />
      Try again
    </Button>
  );
}
