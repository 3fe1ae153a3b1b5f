// Service pages are nearly the whole site, so they are read, validated, rendered and drawn in shards: one in this
// thread, and for a large site one more per further core in worker threads. A shard keeps its full entries (bodies
// and all) in the cache folder (entry-cache.ts) and hands the rest of the build only listings; no thread holds
// every page, and the work spreads over the cores.
//
// A shard works in two steps, because a page may be rendered only once the whole site is known to be valid:
//   check: read and validate its files → listings and problems (the main thread then checks the site as a whole)
//   build: the validated site → its pages, illustrations and share previews, in batches of files.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { entryKeys, keepEntry, readEntry } from './entry-cache.ts';
import type { Problem } from './errors.ts';
import { drawIllustration } from './images.tsx';
import { displayName, loadContent, parseContent, readSource } from './load.ts';
import type { Photos } from './photos.ts';
import { drawPreview } from './previews.tsx';
import { renderRoute } from './render.tsx';
import { imageUrls } from './routes.ts';
import { schemas } from './schema.ts';
import type { AssetManifest, Entry, OutputFile, Route, ServiceData, ServiceListing, Site, SiteConfig } from './types.ts';
import { validate, validateConfig, validateEntry } from './validate.ts';

/** What a shard is given to start: its files, and what reading them needs. */
export interface ShardInput {
  /** Absolute paths of its content/servicios/*.md files. */
  files: string[];
  /** What file names in messages are relative to. */
  displayRoot: string;
  /** site.yaml, validated, for the placeholders in bodies. */
  config: SiteConfig;
  photos: Photos;
  /** Where checked entries and drawn pictures are kept between builds (a shard takes its entries back from there). */
  cacheDir: string;
}

export interface CheckedServices {
  listings: ServiceListing[];
  problems: Problem[];
}

export interface ShardBuild {
  site: Site;
  routes: Route[];
  assets: AssetManifest;
}

/** Below this many service pages, starting worker threads (each loads the pipeline afresh) costs more than it saves. */
const PARALLEL_FROM = 2000;
/**
 * The main thread's shard beside a worker's: the main thread also writes every file and makes the other pages.
 * Measured on two cores at 10,000 pages, where a third of the pages in the main thread built fastest.
 */
const MAIN_WEIGHT = 0.45;
const BATCH = 50;

/**
 * Worker threads for a site of `services` service pages, beside the main thread's own shard: none for a small
 * site, else one per further core (at most 3).
 */
export function shardThreads(services: number): number {
  return services < PARALLEL_FROM ? 0 : Math.min(os.availableParallelism(), 4) - 1;
}

/**
 * The dev server's memory of the service pages between builds, by file name: the key of the entry each page was
 * made from (see entry-cache.ts), what else it showed, and the files made; a rebuild makes again only the pages
 * whose entry or context changed.
 */
export type ServiceMemo = Map<string, { key: string; context: string; files: OutputFile[] }>;

/**
 * Reads and validates service files in this thread, handing each valid entry to `found` (with the key it is kept
 * under between builds, with a cache folder) as it goes, and returns what is wrong with the rest. With a cache
 * folder, an entry kept by an earlier build is taken from it instead, and a new one is kept there.
 */
export function readServices(input: Omit<ShardInput, 'cacheDir'> & { cacheDir?: string }, found: (entry: Entry<ServiceData>, key?: string) => void): Problem[] {
  const { cacheDir } = input;
  const problems: Problem[] = [];
  const keyOf = cacheDir ? entryKeys(input.config, input.photos) : undefined;
  for (const file of input.files) {
    const source = readSource(file, input.displayRoot);
    if (typeof source !== 'string') {
      problems.push(source);
      continue;
    }
    const key = keyOf?.(displayName(file, input.displayRoot), source);
    const kept = key ? readEntry(cacheDir!, key) : undefined;
    if (kept) {
      found(kept, key);
      continue;
    }
    const raw = parseContent(file, input.displayRoot, source);
    const checked = 'reason' in raw ? { problems: [raw] } : validateEntry(raw, schemas.service, input.config, input.photos);
    problems.push(...checked.problems);
    if (checked.entry && checked.problems.length === 0) {
      if (key) keepEntry(cacheDir!, key, checked.entry);
      found(checked.entry, key);
    }
  }
  return problems;
}

/** The whole site read in this thread, with every service entry in full: for checks of the copy itself. */
export async function readSite(contentDir: string, displayRoot: string): Promise<{ site: Site; services: Entry<ServiceData>[] }> {
  const raw = await loadContent(contentDir, displayRoot);
  const config = validateConfig(raw.site);
  const services: Entry<ServiceData>[] = [];
  const problems = readServices({ files: raw.serviceFiles, displayRoot, config, photos: raw.photos }, (entry) => services.push(entry));
  return { site: validate(raw, config, { listings: services.map(listingOf), problems }), services };
}

/** One shard's work, in whichever thread it runs; `memo` only in this thread (the dev server). */
export function serviceShard(input: ShardInput, memo?: ServiceMemo) {
  // Between its two steps a shard keeps where each entry is, not the entry: thousands of full entries would sit in
  // memory while the main thread checks the site, and the cache folder gives each back in a fraction of the time
  // its first reading took.
  let kept = new Map<string, { file: string; key: string }>();
  return {
    async check(): Promise<CheckedServices> {
      kept = new Map();
      const listings: ServiceListing[] = [];
      const problems = readServices(input, (entry, key) => {
        kept.set(entry.slug, { file: entry.file, key: key! });
        listings.push(listingOf(entry));
      });
      const listed = new Set(listings.map((l) => l.file));
      for (const file of memo?.keys() ?? []) if (!listed.has(file)) memo!.delete(file);
      return { listings, problems };
    },

    async *build({ site, routes, assets }: ShardBuild): AsyncGenerator<OutputFile[]> {
      const { cacheDir } = input;
      const mine = routes.flatMap((route) => {
        const page = route.page.kind === 'service' ? kept.get(route.page.slug) : undefined;
        return page ? [{ route, ...page }] : [];
      });
      // Everything a service page shows besides its own entry; a page made with the same is made again the same.
      const context = memo ? JSON.stringify([site, assets.css, assets.scripts]) : '';
      const unchanged = (file: string, key: string) => {
        const memory = memo?.get(file);
        return memory?.key === key && memory.context === context ? memory.files : undefined;
      };
      const todo = memo ? mine.filter(({ file, key }) => !unchanged(file, key)) : mine;
      if (memo) yield mine.flatMap(({ file, key }) => unchanged(file, key) ?? []);
      for (let i = 0; i < todo.length; i += BATCH) {
        const batch = todo.slice(i, i + BATCH).map((page) => {
          const entry = readEntry(cacheDir, page.key);
          if (!entry) throw new Error(`${page.file}: its checked entry is missing from ${cacheDir}; was the cache deleted during the build?`);
          return { ...page, entry };
        });
        const pictures = Promise.all(
          batch.map(({ route, entry }) =>
            Promise.all([
              drawIllustration(imageUrls.service(entry.slug), entry.data.illustration, entry.slug, cacheDir),
              drawPreview(site.config, route, { title: entry.data.hero.title, illustration: entry.data.illustration }, cacheDir),
            ]),
          ),
        );
        const pages = batch.map(({ route, entry }) => ({ path: route.outputPath, contents: renderRoute({ site, route, assets }, entry) }));
        const drawn = await pictures;
        const files = batch.map(({ file, key }, k) => {
          const made = [pages[k]!, ...drawn[k]!];
          memo?.set(file, { key, context, files: made });
          return made;
        });
        yield files.flat();
      }
      kept = new Map();
    },
  };
}

/** What the rest of the site needs of a service page (see ServiceListing). */
function listingOf(entry: Entry<ServiceData>): ServiceListing {
  const { name, group, aliases, updated, illustration } = entry.data;
  const links = [
    ...entry.data.cards.flatMap((card, i) => (card.link ? [{ field: `cards.${i}.link`, link: card.link }] : [])),
    ...entry.links.map((link) => ({ field: 'body', link })),
  ];
  return { file: entry.file, slug: entry.slug, data: { name, group, aliases, updated, illustration }, links };
}

/** The shards of a build, checked and built together; `close` stops their threads. */
export interface ServiceShards {
  check(): Promise<CheckedServices>;
  /** Builds every shard's pages, handing each batch of files to `write` as it is ready. */
  build(context: ShardBuild, write: (files: OutputFile[]) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** One shard, in this thread or a worker's. */
type Shard = Pick<ServiceShards, 'check' | 'build'> & { close(): Promise<unknown> };

/** The main thread's shard and `threads` worker threads' shards; the dev server's memo keeps all in this thread. */
export function openShards(input: ShardInput, threads: number, memo?: ServiceMemo): ServiceShards {
  const workerCount = memo ? 0 : threads;
  const { files } = input;
  const own = Math.round((files.length * MAIN_WEIGHT) / (MAIN_WEIGHT + workerCount));
  const size = Math.ceil((files.length - own) / Math.max(workerCount, 1));
  // Consecutive runs of files, so that listings and problems come back in file order; the main thread's run is the
  // last, so that the workers have their requests before it gets to work on its own.
  const shards: Shard[] = Array.from(
    { length: workerCount },
    (_, i) => new ShardWorker({ ...input, files: files.slice(i * size, Math.min((i + 1) * size, files.length - own)) }),
  );
  const mine = serviceShard({ ...input, files: files.slice(files.length - own) }, memo);
  shards.push({
    check: () => mine.check(),
    async build(context, write) {
      for await (const batch of mine.build(context)) await write(batch);
    },
    close: async () => {},
  });
  return {
    async check() {
      const results = await Promise.all(shards.map((s) => s.check()));
      return { listings: results.flatMap((r) => r.listings), problems: results.flatMap((r) => r.problems) };
    },
    async build(context, write) {
      await Promise.all(shards.map((s) => s.build(context, write)));
    },
    close: async () => {
      await Promise.all(shards.map((s) => s.close()));
    },
  };
}

/** The messages between a ShardWorker and service-worker.ts. */
export type ToShard = { type: 'check' } | { type: 'build'; context: ShardBuild } | { type: 'written' };
export type FromShard = { type: 'checked'; result: CheckedServices } | { type: 'files'; files: OutputFile[] } | { type: 'built' };

/** A shard in a worker thread, driven by messages (see service-worker.ts). */
class ShardWorker {
  private worker: Worker;
  private onMessage: (message: FromShard) => void = () => {};
  private onFailure: (error: Error) => void = () => {};
  /** Kept, so that a worker that failed between two exchanges fails the next one instead of leaving it waiting. */
  private failed: Error | undefined;
  private closing = false;

  constructor(input: ShardInput) {
    this.worker = startWorker(input);
    this.worker.on('message', (message: FromShard) => this.onMessage(message));
    const fail = (error: Error) => {
      this.failed ??= error;
      this.onFailure(this.failed);
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => this.closing || fail(new Error(`a service page worker stopped early (exit code ${code})`)));
  }

  check(): Promise<CheckedServices> {
    return this.exchange({ type: 'check' }, (message, resolve) => {
      if (message.type === 'checked') resolve(message.result);
    });
  }

  build(context: ShardBuild, write: (files: OutputFile[]) => Promise<void>): Promise<void> {
    return this.exchange<void>({ type: 'build', context }, (message, resolve, reject) => {
      // Each batch is acknowledged once written, which keeps the worker from running far ahead of the disk.
      if (message.type === 'files') write(message.files).then(() => this.worker.postMessage({ type: 'written' } satisfies ToShard), reject);
      if (message.type === 'built') resolve();
    });
  }

  close(): Promise<unknown> {
    this.closing = true;
    return this.worker.terminate();
  }

  private exchange<T>(request: ToShard, handle: (message: FromShard, resolve: (value: T) => void, reject: (error: Error) => void) => void): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.failed) return reject(this.failed);
      this.onFailure = reject;
      this.onMessage = (message) => handle(message, resolve, reject);
      this.worker.postMessage(request);
    });
  }
}

function startWorker(workerData: ShardInput): Worker {
  // From source (tsx, vitest) a worker loads the TypeScript module through tsx's API; from the bundle that
  // `npm run build` runs, the worker's own bundle lies beside this one.
  if (/\.tsx?$/.test(import.meta.url)) {
    const module = new URL('./service-worker.ts', import.meta.url).href;
    const boot = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(module)}, ${JSON.stringify(import.meta.url)}))`;
    return new Worker(boot, { eval: true, workerData });
  }
  return new Worker(new URL('./service-worker.mjs', import.meta.url), { workerData });
}
