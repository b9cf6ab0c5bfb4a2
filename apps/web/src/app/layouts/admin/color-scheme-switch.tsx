import { Monitor, Moon, Sun } from 'lucide-react';
import { useColorScheme, type ColorSchemeChoice } from '../../../lib/color-scheme';
import { cn } from '../../../lib/cn';

const CHOICES: readonly { value: ColorSchemeChoice; label: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'As the system', icon: Monitor },
];

/** Light, dark or as the system (the default): three radio buttons drawn as icons. */
export function ColorSchemeSwitch() {
  const [choice, choose] = useColorScheme();
  return (
    <div
      role="radiogroup"
      aria-label="Colour scheme"
      className="flex shrink-0 rounded-lg border border-slate-200 bg-slate-50 p-0.5"
    >
      {CHOICES.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={choice === value}
          aria-label={label}
          title={label}
          onClick={() => choose(value)}
          className={cn(
            'grid size-8 place-items-center rounded-md transition-colors',
            choice === value
              ? 'bg-white text-slate-900 shadow-sm'
              : 'text-slate-500 hover:text-slate-900',
          )}
        >
          <Icon aria-hidden className="size-4" />
        </button>
      ))}
    </div>
  );
}
