import { cn } from '../../../lib/cn';

// Typography for HTML rendered from our Markdown (no typography plugin: a handful of rules).
const PROSE = cn(
  'text-base leading-relaxed text-slate-700',
  '[&>*+*]:mt-4',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&>h2:first-child]:mt-0 [&>h3:first-child]:mt-0',
  '[&_a]:font-medium [&_a]:text-glow-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-glow-600',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1.5 [&_li]:pl-1 [&_li::marker]:text-glow-600',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-glow-400 [&_blockquote]:bg-glow-50 [&_blockquote]:px-4 [&_blockquote]:py-3 [&_blockquote]:text-slate-800',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm',
  '[&_hr]:my-8 [&_hr]:border-slate-200',
  '[&_img]:rounded-xl [&_img]:border [&_img]:border-slate-200',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_th]:border-b [&_th]:border-slate-300 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-slate-900 [&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2',
);

type ProseProps = { html: string; className?: string };

/** Server-rendered content HTML (from the shop's own Markdown, so trusted) in readable type. */
export function Prose({ html, className }: ProseProps) {
  return <div className={cn(PROSE, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
