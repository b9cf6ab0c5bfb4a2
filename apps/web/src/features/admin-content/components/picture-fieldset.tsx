import { CONTENT_IMAGE_TYPES } from '@backlit/domain';
import { ImagePlus, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/server-errors';
import { uploadContentImage } from '../api/preview';

type PictureFieldsetProps = {
  /** The uploaded picture's address; blank: none yet. */
  src: string;
  /** The form's own field for the picture's description. */
  altInput: ReactNode;
  onUploaded: (src: string) => void;
  onRemove: () => void;
  /** How the picture sits in the page, for its thumbnail. */
  thumbnailClassName?: string;
};

/**
 * A content picture: uploaded through the content module's picture pipeline (checked, turned
 * upright, stripped of metadata, resized), then shown with its description and a way to remove it.
 */
export function PictureFieldset({
  src,
  altInput,
  onUploaded,
  onRemove,
  thumbnailClassName = 'aspect-video',
}: PictureFieldsetProps) {
  const [upload, setUpload] = useState<{ busy: boolean; error?: string }>({ busy: false });

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUpload({ busy: true });
    try {
      onUploaded(await uploadContentImage(file));
      setUpload({ busy: false });
    } catch (error) {
      setUpload({ busy: false, error: errorMessage(error) });
    }
  };

  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-base font-semibold text-slate-900">Picture</legend>
      {src ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <img
            src={src}
            alt=""
            className={`${thumbnailClassName} w-full rounded-lg border border-slate-200 object-cover sm:w-56`}
          />
          <div className="flex flex-1 flex-col gap-3">
            {altInput}
            <div>
              <Button type="button" variant="secondary" size="sm" onClick={onRemove}>
                <X aria-hidden />
                Remove the picture
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <Field
          label="Upload a picture"
          optional
          hint="JPEG, PNG or WebP up to 10 MB; it is resized for the shop."
          error={upload.error}
        >
          {(controlProps) => (
            <div className="flex items-center gap-3">
              <ImagePlus aria-hidden className="size-5 shrink-0 text-slate-500" />
              <input
                type="file"
                accept={CONTENT_IMAGE_TYPES.join(',')}
                disabled={upload.busy}
                {...controlProps}
                className="text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-200"
                onChange={(event) => void pick(event.target.files?.[0])}
              />
              {upload.busy && <span className="text-sm text-slate-500">Uploading…</span>}
            </div>
          )}
        </Field>
      )}
    </fieldset>
  );
}
