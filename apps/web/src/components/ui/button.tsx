import { cloneElement, isValidElement, useCallback, type ComponentProps, type Ref } from 'react';
import { clsx } from 'clsx';

const variants = {
  primary:
    'bg-glow-400 text-night-900 shadow-sm hover:bg-glow-300 active:bg-glow-500 disabled:bg-slate-200 disabled:text-slate-500',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:border-slate-400 hover:bg-slate-50 disabled:text-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 disabled:text-slate-400',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:bg-red-300',
  /** Secondary action on the dark navy sections. */
  inverse: 'border border-white/25 bg-white/5 text-white hover:border-white/40 hover:bg-white/10',
} as const;

const sizes = {
  sm: 'h-9 gap-1.5 px-3 text-sm',
  md: 'h-11 gap-2 px-5 text-sm',
  lg: 'h-12 gap-2 px-6 text-base',
  icon: 'size-10',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Renders the single child (e.g. a router Link) with the button's look instead of a <button>. */
  asChild?: boolean;
  /** Placement only (margin, width, alignment): joined to its own classes, not merged (lib/cn). */
  className?: string;
};

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type={asChild ? undefined : type}
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-lg font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}

type AnyProps = Record<string, unknown>;

/**
 * Renders its one child element with the button's props merged in, by Radix Slot's rules: the
 * child's own event handlers run first, classes and styles combine (the child's win), and both
 * refs are set. Our own few lines rather than radix-ui's Slot, which every storefront page would
 * otherwise load with its first button (~1 KB gz of the home page's budget).
 */
function Slot({ children, ref, ...slotProps }: ComponentProps<'button'>) {
  const child = isValidElement<AnyProps>(children) ? children : null;
  const childRef = child?.props.ref as Ref<unknown> | undefined;
  const composedRef = useCallback(
    (node: unknown) => {
      for (const each of [ref as Ref<unknown> | undefined, childRef]) {
        if (typeof each === 'function') each(node);
        else if (each) each.current = node;
      }
    },
    [ref, childRef],
  );
  if (!child) {
    if (children || children === 0) throw new Error('Button asChild needs one element child.');
    return null;
  }
  return cloneElement(child, { ...mergeProps(slotProps, child.props), ref: composedRef });
}

function mergeProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const [name, childValue] of Object.entries(childProps)) {
    const slotValue = slotProps[name];
    if (slotValue === undefined) continue;
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function') {
      merged[name] =
        typeof childValue === 'function'
          ? (...args: unknown[]) => {
              const result: unknown = childValue(...args);
              slotValue(...args);
              return result;
            }
          : slotValue;
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === 'className') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
    }
  }
  return merged;
}
