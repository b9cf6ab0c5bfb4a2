import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a PGlite data directory on which initdb ran; no migrations. */
    emptyPgliteTemplate: string;
    /** The same with every migration applied and every job queue created. */
    migratedPgliteTemplate: string;
    /** On PostgreSQL (TEST_DATABASE_URL), the name of such a database to copy. */
    migratedPostgresTemplate?: string;
    /** The artwork check's process code, built once for the run. */
    preflightWorker: string;
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

/** The migrated PostgreSQL database the run made, when it runs on PostgreSQL. */
export function postgresTemplate(): string | undefined {
  return inject('migratedPostgresTemplate');
}
