import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { PreflightAnswer, PreflightRequest } from './preflight-protocol';

export interface PreflightLimits {
  /** The preflight process is killed when its resident memory passes this, in MB. */
  memoryMb: number;
  /** …or when it has not answered after this long, in ms. */
  timeoutMs: number;
}

export type PreflightOutcome =
  | Extract<PreflightAnswer, { ok: true }>
  | { ok: false; message: string; cause: 'memory' | 'time' | 'unreadable' | 'refused' };

/** How often the process's memory is looked at. */
const WATCH_INTERVAL_MS = 50;
/** The JavaScript heap's own cap; the readers' (WebAssembly, libvips) memory is watched instead. */
const HEAP_MB = 256;

/** The preflight process's code compiled ahead, in place of the TypeScript next to this file. */
let builtWorker: string | undefined;

/**
 * Runs the preflight process from `file`, a build of preflight-worker.ts, when the server itself
 * runs from source: the test suite builds the worker once per run, as starting it through tsx
 * takes about three times as much processor time, and the suite starts it dozens of times.
 */
export function useBuiltPreflightWorker(file: string): void {
  builtWorker = file;
}

/**
 * Where the preflight process's code is: next to this file as TypeScript when the server runs
 * from source (`npm run dev`, through tsx) unless a build of it was given, as the bundle's own
 * entry when built.
 */
function workerEntry(): { file: string; execArgv: string[] } {
  // (A loader may add a query to the URL, so its path is what tells.)
  const source = new URL(import.meta.url).pathname.endsWith('.ts');
  if (source && builtWorker) return { file: builtWorker, execArgv: [] };
  const file = new URL(source ? './preflight-worker.ts' : './preflight-worker.js', import.meta.url);
  return { file: file.pathname, execArgv: source ? ['--import', 'tsx'] : [] };
}

/** Resident memory of a process in MB, from Linux's /proc; undefined elsewhere. */
async function residentMb(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/**
 * Measures a file in a child process that cannot take the server down: its heap is capped, its
 * resident memory is watched and it is killed past `memoryMb`, and it is killed when it takes
 * longer than `timeoutMs`. The server's own memory does not grow with the file.
 */
export function runPreflight(
  request: PreflightRequest,
  limits: PreflightLimits,
): Promise<PreflightOutcome & { peakMb: number }> {
  const entry = workerEntry();
  const child = fork(entry.file, [], {
    execArgv: [...entry.execArgv, `--max-old-space-size=${HEAP_MB}`],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let peakMb = 0;
  let answer: PreflightAnswer | undefined;
  let killedFor: 'memory' | 'time' | undefined;
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    if (stderr.length < 4000) stderr += chunk.toString();
  });
  const kill = (cause: 'memory' | 'time') => {
    killedFor ??= cause;
    child.kill('SIGKILL');
  };
  const watch = setInterval(() => {
    if (child.pid === undefined) return;
    void residentMb(child.pid).then((mb) => {
      if (mb === undefined) return;
      peakMb = Math.max(peakMb, mb);
      if (mb > limits.memoryMb) kill('memory');
    });
  }, WATCH_INTERVAL_MS);
  const timer = setTimeout(() => kill('time'), limits.timeoutMs);
  child.on('message', (message: PreflightAnswer) => {
    answer = message;
  });
  child.send(request);
  return new Promise((resolve) => {
    child.once('exit', () => {
      clearInterval(watch);
      clearTimeout(timer);
      const peak = Math.round(peakMb);
      if (killedFor) {
        resolve({ ok: false, cause: killedFor, message: killedFor, peakMb: peak });
      } else if (answer?.ok) {
        resolve({ ...answer, peakMb: peak });
      } else if (answer) {
        const cause = answer.refusal ? 'refused' : 'unreadable';
        resolve({ ok: false, cause, message: answer.message, peakMb: peak });
      } else {
        const message = stderr.trim().split('\n').pop() ?? 'exited without an answer';
        resolve({ ok: false, cause: 'unreadable', message, peakMb: peak });
      }
    });
  });
}
