// What only a large site needs: its service files checked and its batches of pages made in worker threads besides
// the build's own thread, on every core. Imported only by pipeline/build.ts, which asks renderThreads how many to
// start; below POOL_FROM service pages none is, and nothing here runs. A thread first checks shares of the service
// files as the build's thread does (serviceChecker). It is then given once the site as other pages see it
// (whole-entries.ts) and the assets, plans its pages from them as the build's thread did, and is told which batches of
// them to make; it gets their whole entries back and makes them exactly as the build's thread does
// (pipeline/page-batch.ts), and sends the files back to be written. This file is also the threads' own module: as in
// Node's worker_threads example, the same code runs in both, and a thread started with THREAD_ROLE serves the build.
import os from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import '../production.ts';
import { serviceChecker, type CheckedServices, type CheckOptions } from '../check.ts';
import { noStore, threadStore, type EntryStore, type StoreOnDisk } from '../entry-store.ts';
import { ContentError, type Problem } from '../errors.ts';
import type { ContentSource, RawContent } from '../load.ts';
import { makeBatch, type MadeBatch } from '../page-batch.ts';
import { planPages } from '../pages.ts';
import type { Where } from '../pictures.tsx';
import { asOtherPagesSeeIt } from '../render.tsx';
import type { AssetManifest, Page, Site } from '../types.ts';
import { wholeEntries } from './whole-entries.ts';

/**
 * Below this many service pages, a thread (which loads the whole generator again, about half a second, and takes
 * 70–90 MiB) saves nothing. On two cores, taking turns with and without: at 1,000 and 3,000 service pages a build
 * took about as long with a thread as without, at 10,000 a sixth less.
 */
const POOL_FROM = 2000;

/**
 * How many render threads to start for a site of `servicePages` service pages: `asked` (the --threads option) when
 * given, else one per further core (at most 3) from POOL_FROM.
 */
export function renderThreads(servicePages: number, asked?: number): number {
  if (asked !== undefined) return asked;
  return servicePages < POOL_FROM ? 0 : Math.min(os.availableParallelism(), 4) - 1;
}

/** How many batches a thread holds at once, made or to make; more while this thread makes what the site shares. */
const HELD_BATCHES = 3;
const HELD_BATCHES_MEANWHILE = 6;

/** Service files checked at a time, at most: about 40 ms of this thread's work at 10,000 service files. */
const CHECK_SHARE = 200;

/** What a render thread is given once: everything a batch is made from but the batch. */
interface ThreadSetup {
  site: Site;
  assets: AssetManifest;
  where: Omit<Where, 'memo'>;
  /** The service files and the store of checked entries, from which each batch gets its whole entries back. */
  sources: ContentSource[];
  store?: StoreOnDisk;
}

/** What a thread checks service files with: the content but its service files, what of the options can be sent. */
interface CheckSetup {
  raw: Omit<RawContent, 'services'>;
  options: Pick<CheckOptions, 'anyCatalogueSize' | 'env'>;
  store?: StoreOnDisk;
}

/** What a thread's check of a share came to, and the entry files of the build's store it used. */
type ThreadChecked = CheckedServices & { used: string[] };

const THREAD_ROLE = 'servictg render thread';
/**
 * What service files are checked with, then shares of them; then the setup, then batches: a batch as where its pages
 * are in the plan, which a thread makes from the site as this one did (sending the pages would copy each one's entry).
 */
type ToThread = { checkWith: CheckSetup } | { id: number; check: ContentSource[] } | ThreadSetup | { id: number; pages: { from: number; count: number } };
type FromThread =
  | { ready: true }
  | { id: number; checked: ThreadChecked }
  | { id: number; made: MadeBatch }
  | { id: number; problems: Problem[] }
  | { id: number; error: string };

/** Render threads, started as soon as the build knows its size, so that they load while it checks the content. */
export interface RenderThreads {
  /** Resolves once every thread has loaded. */
  ready: Promise<void>;
  /**
   * The service files checked as checkSite checks them with `options` (serviceChecker), each held as other pages
   * see it, a share at a time by whichever thread is free: this one from the start, each other one once loaded.
   */
  checkServices(raw: RawContent, options: CheckOptions): Promise<CheckedServices>;
  /**
   * Makes every batch, each once, in this thread (`here`) and in the render threads, each taking the next batch as
   * it is free, and hands each made batch to `keep` (which writes it) in this thread. `setup.site` is the site as
   * other pages see it, and so are the batches' pages: each thread gets their whole entries back (whole-entries.ts).
   * This thread runs `first` before it takes a batch.
   */
  share(
    batches: Page[][],
    setup: { site: Site; assets: AssetManifest; where: Where; sources: ContentSource[]; store: EntryStore | undefined },
    first: () => Promise<void>,
    here: (batch: Page[]) => Promise<MadeBatch>,
    keep: (made: MadeBatch) => Promise<void>,
  ): Promise<void>;
  close(): Promise<void>;
}

export function startRenderThreads(threads: number): RenderThreads {
  const workers = Array.from({ length: threads }, renderThread);
  return {
    ready: Promise.all(workers.map((worker) => worker.ready)).then(() => {}),
    async checkServices({ services, ...rest }, options) {
      const setup: CheckSetup = { raw: rest, options: { anyCatalogueSize: options.anyCatalogueSize, env: options.env }, store: options.store?.onDisk };
      for (const worker of workers) worker.checkWith(setup);
      // Eight shares at least, so that a thread loaded in time takes part in a small site's check too.
      const size = Math.max(1, Math.min(CHECK_SHARE, Math.ceil(services.length / 8)));
      const shares = Array.from({ length: Math.ceil(services.length / size) }, (_, i) => services.slice(i * size, (i + 1) * size));
      const checked: CheckedServices[] = [];
      // This thread takes shares from the first, each other thread from the last once it has loaded, one at a time:
      // at the end this thread waits for one share at most, and a small site is checked before any thread has loaded.
      let first = 0;
      let last = shares.length - 1;
      const inThread = async (worker: RenderThread) => {
        await worker.ready;
        for (let i = last; first <= i; i = last) {
          last--;
          const { used, ...share } = await worker.check(shares[i]!);
          options.store?.usedElsewhere?.(used);
          checked[i] = share;
        }
      };
      const inThisThread = async () => {
        const check = serviceChecker(rest, { ...options, hold: asOtherPagesSeeIt });
        for (let i = first; i <= last; i = first) {
          first++;
          checked[i] = check(shares[i]!);
          await new Promise((resolve) => setImmediate(resolve));
        }
      };
      await Promise.all([...workers.map(inThread), inThisThread()]);
      return { services: checked.flatMap((share) => share.services), problems: checked.flatMap((share) => share.problems) };
    },
    async share(batches, setup, first, here, keep) {
      const threadSetup: ThreadSetup = {
        site: setup.site,
        assets: { ...setup.assets, files: [] },
        where: { projectDir: setup.where.projectDir, cacheDir: setup.where.cacheDir },
        sources: setup.sources,
        store: setup.store?.onDisk,
      };
      for (const worker of workers) worker.setUp(threadSetup);
      let planned = 0;
      const starts = batches.map((batch) => (planned += batch.length) - batch.length);
      let next = 0;
      const take = () => (next < batches.length ? next++ : undefined);
      // A thread takes batches once it has loaded, so that none waits on one that it is still loading to make, and
      // holds several: this thread hears that one is made only between its own batches, and the thread works
      // meanwhile. While this thread makes `first` (at 10,000 pages, a second: four or five batches), it holds more;
      // not after, or this thread would wait at the end for the batches a thread still holds.
      let firstMade = false;
      const inThread = async (worker: RenderThread) => {
        await worker.ready;
        const inTurn = async (whileFirst: boolean) => {
          for (let i = take(); i !== undefined; i = whileFirst && firstMade ? undefined : take()) await keep(await worker.make({ from: starts[i]!, count: batches[i]!.length }));
        };
        await Promise.all(Array.from({ length: HELD_BATCHES_MEANWHILE }, (_, i) => inTurn(i >= HELD_BATCHES)));
      };
      const inThisThread = async () => {
        await first();
        firstMade = true;
        for (let i = take(); i !== undefined; i = take()) {
          await keep(await here(batches[i]!));
          // Rendering holds this thread: between batches, the threads' messages (loaded, a batch made) are heard.
          await new Promise((resolve) => setImmediate(resolve));
        }
      };
      await Promise.all([...workers.map(inThread), inThisThread()]);
    },
    async close() {
      await Promise.all(workers.map((w) => w.close()));
    },
  };
}

interface RenderThread {
  /** Resolves once the thread has loaded and listens. */
  ready: Promise<void>;
  checkWith(setup: CheckSetup): void;
  check(sources: ContentSource[]): Promise<ThreadChecked>;
  setUp(setup: ThreadSetup): void;
  make(pages: { from: number; count: number }): Promise<MadeBatch>;
  close(): Promise<unknown>;
}

function renderThread(): RenderThread {
  const worker = startWorker({ [THREAD_ROLE]: true });
  const waiting = new Map<number, { resolve: (answer: MadeBatch | ThreadChecked) => void; reject: (error: Error) => void }>();
  let ids = 0;
  let failed: Error | undefined;
  let closing = false;
  let loaded = () => {};
  const ready = new Promise<void>((resolve) => (loaded = resolve));
  const fail = (error: Error) => {
    failed ??= error;
    loaded();
    for (const { reject } of waiting.values()) reject(failed);
    waiting.clear();
  };
  worker.on('message', (message: FromThread) => {
    if ('ready' in message) return loaded();
    const request = waiting.get(message.id)!;
    waiting.delete(message.id);
    if ('made' in message) request.resolve(message.made);
    else if ('checked' in message) request.resolve(message.checked);
    else if ('problems' in message) request.reject(new ContentError(message.problems));
    else request.reject(new Error(message.error));
  });
  const ask = (message: ToThread & { id: number }) =>
    new Promise<MadeBatch | ThreadChecked>((resolve, reject) => {
      if (failed) return reject(failed);
      waiting.set(message.id, { resolve, reject });
      worker.postMessage(message);
    });
  worker.on('error', fail);
  worker.on('exit', (code) => closing || fail(new Error(`a render thread stopped early (exit code ${code})`)));
  return {
    ready,
    setUp(setup) {
      worker.postMessage(setup);
    },
    checkWith(setup) {
      worker.postMessage({ checkWith: setup } satisfies ToThread);
    },
    check: (sources) => ask({ id: ids++, check: sources }) as Promise<ThreadChecked>,
    make: (pages) => ask({ id: ids++, pages }) as Promise<MadeBatch>,
    close() {
      closing = true;
      return worker.terminate();
    },
  };
}

function startWorker(data: object): Worker {
  // From source (tsx, vitest) the thread loads this TypeScript module through tsx's API; from the bundle that
  // `npm run build` runs, it loads the bundle itself, which holds this module.
  if (/\.tsx?$/.test(import.meta.url)) {
    const boot = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(import.meta.url)}, ${JSON.stringify(import.meta.url)}))`;
    return new Worker(boot, { eval: true, workerData: data });
  }
  return new Worker(new URL(import.meta.url), { workerData: data });
}

/**
 * In a render thread: checks each share of service files it is sent with what it was sent to check them with, and
 * makes each batch with the setup sent before it; sends back the entries, the files, or what went wrong.
 */
function serveBatches(port: NonNullable<typeof parentPort>) {
  let check: { share: (sources: ContentSource[]) => CheckedServices; store: ReturnType<typeof storeOf> };
  let setup: ThreadSetup;
  let plan: Page[];
  let whole: (batch: Page[]) => Page[];
  const storeOf = (onDisk: StoreOnDisk | undefined) => (onDisk ? threadStore(onDisk) : { ...noStore, takeUsed: () => [] });
  port.on('message', async (message: ToThread) => {
    if ('checkWith' in message) {
      const { raw, options, store: onDisk } = message.checkWith;
      const store = storeOf(onDisk);
      check = { share: serviceChecker(raw, { ...options, store, hold: asOtherPagesSeeIt }), store };
      return;
    }
    if ('site' in message) {
      setup = message;
      plan = planPages(setup.site);
      whole = wholeEntries(setup.site, setup.sources, storeOf(setup.store));
      return;
    }
    const { id } = message;
    try {
      if ('check' in message) {
        const checked = check.share(message.check);
        port.postMessage({ id, checked: { ...checked, used: check.store.takeUsed() } } satisfies FromThread);
        return;
      }
      const { from, count } = message.pages;
      const made = await makeBatch(setup.site, whole(plan.slice(from, from + count)), setup.assets, setup.where);
      port.postMessage({ id, made } satisfies FromThread, ownMemory(made));
    } catch (error) {
      if (error instanceof ContentError) port.postMessage({ id, problems: error.problems } satisfies FromThread);
      else port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies FromThread);
    }
  });
  port.postMessage({ ready: true } satisfies FromThread);
}

/**
 * The memory of the made files that hold a whole one of their own, handed to the build's thread rather than copied:
 * a page's bytes would otherwise be copied once more, and collected twice. A small file shares Node's pool with
 * others and is copied.
 */
function ownMemory(made: MadeBatch): ArrayBuffer[] {
  return [...made.pages, ...made.pictures].flatMap((file) => {
    const bytes = 'contents' in file ? file.contents : undefined;
    return bytes instanceof Uint8Array && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : [];
  });
}

if (!isMainThread && parentPort && workerData?.[THREAD_ROLE]) serveBatches(parentPort);
