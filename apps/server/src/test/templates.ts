import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a PGlite data directory on which initdb ran; no migrations. */
    emptyPgliteTemplate: string;
    /** The same with every migration applied. */
    migratedPgliteTemplate: string;
  }
}

/**
 * Starting PGlite from scratch runs initdb (seconds); loading a data directory made once by the
 * global setup takes a fraction of that.
 */
export async function pgliteTemplate(which: 'empty' | 'migrated'): Promise<Blob> {
  const file = inject(which === 'empty' ? 'emptyPgliteTemplate' : 'migratedPgliteTemplate');
  return new Blob([await readFile(file)]);
}
