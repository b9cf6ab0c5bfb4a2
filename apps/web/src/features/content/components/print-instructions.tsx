import {
  ACCEPTED_ARTWORK_FORMATS,
  FRAME_SIZES,
  PRINT_BLEED_MM,
  PRINT_FILE_RULES,
  PRINT_MIN_PPI,
  PRINT_SAFETY_MM,
} from '@backlit/domain';
import { CircleCheck, Droplets, FileType, Frame, ScanLine, Shield, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { usePage } from '../api/get-page';
import { FABRIC_SPECS, WASHING_NOTE } from '../lib/fabric';
import { ContentBanner } from './content-banner';
import { PageMeta } from './page-meta';
import { Prose } from './prose';
import { ShareRow } from './share-row';
import { TemplateDownloads } from './template-downloads';
import { TextSkeleton } from './text-skeleton';
import { useAbsoluteUrl } from '../../../lib/site-origin';

const TITLE = 'Print instructions';

const SUMMARY = [
  { icon: Frame, label: 'Bleed', value: `${PRINT_BLEED_MM} mm on every side` },
  { icon: Shield, label: 'Safety zone', value: `${PRINT_SAFETY_MM} mm inside the visible edge` },
  { icon: ScanLine, label: 'Resolution', value: `at least ${PRINT_MIN_PPI} ppi at 1:1` },
  { icon: FileType, label: 'Files', value: 'PDF 1.6+ or TIFF (LZW) preferred' },
];

/** /print-instruction: how to prepare artwork, the fabric, and a template for every frame. */
export function PrintInstructions({ contactEmail }: { contactEmail: string }) {
  const page = usePage('print-instruction');
  const url = useAbsoluteUrl('/print-instruction');

  return (
    <>
      <PageMeta
        title={TITLE}
        description={
          page.data?.description ??
          `Prepare print-ready artwork for backlit fabric banners: ${PRINT_BLEED_MM} mm bleed, ${PRINT_SAFETY_MM} mm safety zone, ${PRINT_MIN_PPI} ppi, and a PDF template for every frame size.`
        }
      />
      <ContentBanner
        width="5xl"
        section="Print Instruction"
        title={TITLE}
        description="Everything your designer needs for a sharp, evenly lit banner: the file rules, our fabric and a template for every frame size."
      />
      <div className="mx-auto flex max-w-5xl flex-col gap-14 px-4 py-10 sm:px-6 lg:py-14">
        <section aria-label="Introduction">
          {page.isError ? (
            <LoadError
              what="The introduction"
              error={page.error}
              onRetry={() => void page.refetch()}
            />
          ) : !page.data ? (
            <TextSkeleton label="Loading introduction" lines={4} />
          ) : (
            <Prose html={page.data.html} className="max-w-3xl" />
          )}
        </section>

        <Section id="summary" title="Quick summary">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {SUMMARY.map(({ icon: Icon, label, value }) => (
              <li key={label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
                <Icon aria-hidden className="size-6 text-glow-600" />
                <p className="mt-3 text-sm font-medium text-slate-600">{label}</p>
                <p className="mt-0.5 font-semibold text-slate-900">{value}</p>
              </li>
            ))}
          </ul>
          {page.data?.sections.summary && (
            <Prose html={page.data.sections.summary} className="mt-6 max-w-3xl" />
          )}
          <p className="mt-6 flex max-w-3xl items-start gap-3 rounded-xl bg-night-900 p-5 text-slate-200">
            <Upload aria-hidden className="mt-0.5 size-5 shrink-0 text-glow-400" />
            <span>
              After ordering, upload your print files on your order’s page: each is checked against
              these rules at once and you see a proof within minutes. Only a file over the upload
              limit goes by e-mail: send a download link to{' '}
              <a
                href={`mailto:${contactEmail}`}
                className="font-semibold text-glow-300 underline underline-offset-2"
              >
                {contactEmail}
              </a>{' '}
              quoting your order number.
            </span>
          </p>
        </Section>

        <Section id="checklist" title="Print-file checklist">
          <p className="max-w-3xl text-slate-700">
            Go through these points before you send your file. Accepted formats:{' '}
            {ACCEPTED_ARTWORK_FORMATS.map((format) => format.toUpperCase()).join(', ')} — PDF or
            TIFF preferred.
          </p>
          <ul className="mt-5 grid gap-3 md:grid-cols-2">
            {PRINT_FILE_RULES.map((rule) => (
              <li
                key={rule}
                className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4"
              >
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                <span className="text-slate-800">{rule}</span>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="fabric" title="Our fabric">
          <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
            <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Super Backlit fabric data</caption>
                <thead className="bg-slate-50 text-slate-900">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Property
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Value
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {FABRIC_SPECS.map((row) => (
                    <tr key={row.property}>
                      <th scope="row" className="px-4 py-3 font-medium text-slate-700">
                        {row.property}
                      </th>
                      <td className="px-4 py-3 text-slate-900">{row.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="flex items-start gap-3 self-start rounded-xl border border-sky-200 bg-sky-50 p-5 text-sky-950">
              <Droplets aria-hidden className="mt-0.5 size-5 shrink-0 text-sky-700" />
              <div>
                <h3 className="font-semibold">Washing</h3>
                <p className="mt-1 text-sm leading-relaxed">{WASHING_NOTE}</p>
              </div>
            </div>
          </div>
        </Section>

        <Section
          id="templates"
          title="Download a print template"
          intro={
            <>
              {FRAME_SIZES.length} PDF templates at true size: the visible area plus{' '}
              {PRINT_BLEED_MM} mm bleed, with trim line and {PRINT_SAFETY_MM} mm safety zone marked.
              Place your design on the template and remove the guides before sending. Not sure which
              frame you have? Check your order or{' '}
              <Link
                to="/allproducts"
                className="font-medium text-glow-700 underline underline-offset-2"
              >
                the shop
              </Link>
              .
            </>
          }
        >
          <TemplateDownloads />
        </Section>

        <Section id="share" title="Share this page">
          <p className="mb-4 text-slate-700">
            Send these instructions to your designer or printer.
          </p>
          <ShareRow title={`${TITLE} — Backlit Shop`} url={url} />
        </Section>
      </div>
    </>
  );
}

type SectionProps = { id: string; title: string; intro?: ReactNode; children: ReactNode };

function Section({ id, title, intro, children }: SectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
