import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { ProductPhoto } from './product-photo';

/** The product's main photo and its additional ones, chosen with thumbnail buttons. */
export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0] ?? null;

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        <ProductPhoto
          path={current}
          alt={images.length > 1 ? `${name}, photo ${selected + 1} of ${images.length}` : name}
          sizes="(min-width: 1024px) 36rem, 92vw"
          priority="high"
          className="aspect-square w-full"
        />
      </div>
      {images.length > 1 && (
        <ul aria-label="Product photos" className="grid grid-cols-4 gap-2 sm:grid-cols-5">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-label={`Show photo ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className={cn(
                  'block w-full overflow-hidden rounded-lg border-2 bg-white transition-colors',
                  index === selected
                    ? 'border-glow-500'
                    : 'border-slate-200 hover:border-slate-400',
                )}
              >
                <ProductPhoto path={image} alt="" sizes="6rem" className="aspect-square w-full" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
