import type { ArtworkFile, ArtworkFileFields } from '@backlit/domain';
import { Scissors, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/server-errors';
import { useBleedFix } from '../api/fix-bleed';

/** Where a file came from when the shop had a hand in it: made by the shop, or kept over its version. */
export function FileOrigin({ file }: { file: ArtworkFileFields }) {
  if (file.made_by_shop && file.print_choice === 'shop_version') {
    return (
      <p className="flex items-start gap-2 rounded-md bg-sky-50 p-3 text-sm text-sky-900">
        <Wand2 aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="font-semibold">Made by the shop:</span> the 10 mm bleed was added to the
          customer&apos;s file by mirroring its edges, and this version was chosen for print.
        </span>
      </p>
    );
  }
  if (file.print_choice === 'own_file') {
    return (
      <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
        <span className="font-semibold">Own file kept:</span> the version with the bleed added by
        the shop was offered and not chosen, so this file goes to the studio as it is.
      </p>
    );
  }
  return null;
}

/** One proof of the offer, with a title. */
function OfferProof({ title, file }: { title: string; file: ArtworkFileFields }) {
  return (
    <figure className="flex min-w-0 flex-col gap-1.5">
      <figcaption className="text-xs font-semibold text-slate-800">{title}</figcaption>
      {file.proof_url ? (
        <img
          src={file.proof_url}
          alt={`Proof of ${file.filename}: page 1 with the trim, bleed and safety lines`}
          className="max-h-72 w-auto self-start rounded border border-slate-200 bg-white"
          loading="lazy"
        />
      ) : (
        <p className="text-sm text-slate-600">No proof could be drawn.</p>
      )}
    </figure>
  );
}

/**
 * "Add the bleed for me" on a file that failed only on its bleed; then, while the shop's version
 * is made, a note; once it is checked, both proofs side by side and the choice of which is printed.
 */
export function BleedFix({ orderId, file }: { orderId: number; file: ArtworkFile }) {
  const { add, choose } = useBleedFix(orderId);
  const [problem, setProblem] = useState<string | null>(null);
  const correction = file.correction;
  const fail = (error: unknown) => setProblem(errorMessage(error));

  if (file.can_add_bleed) {
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3">
        <p className="text-sm text-amber-950">
          Your file is exactly the visible size, without the 10 mm bleed. We can add the bleed for
          you by mirroring the edges of your artwork outwards, check the result again and show you
          both proofs: you choose which one we print.
        </p>
        <Button
          type="button"
          size="sm"
          className="self-start"
          disabled={add.isPending}
          onClick={() => {
            setProblem(null);
            add.mutate({ orderId, fileId: file.id }, { onError: fail });
          }}
        >
          <Scissors aria-hidden />
          Add the bleed for me
        </Button>
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
      </div>
    );
  }
  if (!correction) return null;
  if (correction.status === 'checking') {
    return (
      <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900" role="status">
        Adding the bleed to your file and checking the result…
      </p>
    );
  }
  const usable = correction.report?.verdict !== 'fail' && correction.download_url !== null;
  const failed = correction.report?.checks.filter((check) => check.verdict === 'fail') ?? [];
  return (
    <section
      aria-label="Choose the version to print"
      className="flex flex-col gap-3 rounded-lg border border-sky-200 bg-sky-50/60 p-3"
      data-testid="bleed-offer"
    >
      <p className="text-sm text-slate-800">
        {usable
          ? 'We added the bleed to your file and checked it again. Compare the proofs and choose which one we print.'
          : `We could not make a version that passes: ${failed.map((check) => check.message).join(' ')}`}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <OfferProof title="Your file" file={file} />
        <OfferProof title="With the bleed added by us" file={correction} />
      </div>
      <div className="flex flex-wrap gap-2">
        {usable && (
          <Button
            type="button"
            size="sm"
            disabled={choose.isPending}
            onClick={() =>
              choose.mutate({ orderId, fileId: file.id, use: 'shop_version' }, { onError: fail })
            }
          >
            Print the version with bleed
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={choose.isPending}
          onClick={() =>
            choose.mutate({ orderId, fileId: file.id, use: 'own_file' }, { onError: fail })
          }
        >
          Keep my own file
        </Button>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </section>
  );
}
