import {
  FRAME_SIZES,
  FRAME_VARIANTS,
  printFileSizeMm,
  printTemplateFilename,
  printTemplatePath,
  type FrameSize,
  type FrameVariant,
} from '@backlit/domain';
import { FileDown } from 'lucide-react';

/** Every variant has its group (a record, so a new variant cannot be left off the page). */
const GROUP_TEXT: Record<FrameVariant, { title: string; text: string }> = {
  standard: { title: 'MLB frames', text: 'The standard MLB frame sizes.' },
  battery: { title: 'Battery frames', text: 'Battery versions of the MLB frames.' },
  counter: { title: 'Counter frames', text: 'Table-top frames on mains power.' },
  'counter-battery': {
    title: 'Counter-battery frames',
    text: 'Counter-battery versions of the MLB frames.',
  },
  wall: { title: 'Wall frames', text: 'Slim frames hung on a wall, landscape.' },
  '80-bips': { title: '80 BIPS', text: 'The MLB 100 × 200 cm in its 80 BIPS version.' },
};
const GROUPS = FRAME_VARIANTS.map((variant) => ({ variant, ...GROUP_TEXT[variant] }));

/** One PDF template per frame size the shop prints, grouped by frame type. */
export function TemplateDownloads() {
  return (
    <div className="flex flex-col gap-8">
      {GROUPS.map((group) => {
        const sizes = FRAME_SIZES.filter((size) => size.variant === group.variant);
        if (sizes.length === 0) return null;
        return (
          <section key={group.variant} aria-labelledby={`templates-${group.variant}`}>
            <h3
              id={`templates-${group.variant}`}
              className="text-base font-semibold text-slate-900"
            >
              {group.title}
            </h3>
            <p className="text-sm text-slate-600">{group.text}</p>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {sizes.map((size) => (
                <li key={size.slug}>
                  <TemplateLink size={size} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function TemplateLink({ size }: { size: FrameSize }) {
  const file = printFileSizeMm(size);
  return (
    <a
      href={printTemplatePath(size)}
      download={printTemplateFilename(size)}
      className="group flex h-full items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 transition-colors hover:border-glow-400 hover:bg-glow-50"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-night-900 text-glow-400">
        <FileDown aria-hidden className="size-5" />
      </span>
      <span className="flex flex-col">
        <span className="text-sm font-semibold text-slate-900 group-hover:text-glow-800">
          {size.label}
        </span>
        <span className="text-xs text-slate-600">
          PDF template · {file.widthMm} × {file.heightMm} mm with bleed
        </span>
      </span>
    </a>
  );
}
