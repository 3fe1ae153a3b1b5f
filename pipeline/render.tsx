// Stage 4: each route through its template to static HTML. No hydration: the markup is the page.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { AdminPage } from '../templates/pages/AdminPage.tsx';
import { AliasPage } from '../templates/pages/AliasPage.tsx';
import { AppComingSoonPage } from '../templates/pages/AppComingSoonPage.tsx';
import { BlogListPage } from '../templates/pages/BlogListPage.tsx';
import { BlogPostPage } from '../templates/pages/BlogPostPage.tsx';
import { CataloguePage } from '../templates/pages/CataloguePage.tsx';
import { ConstructorPage } from '../templates/pages/ConstructorPage.tsx';
import { HubPage } from '../templates/pages/HubPage.tsx';
import { LandingPage } from '../templates/pages/LandingPage.tsx';
import { LegalPage } from '../templates/pages/LegalPage.tsx';
import { LoginPage } from '../templates/pages/LoginPage.tsx';
import { NotFoundPage } from '../templates/pages/NotFoundPage.tsx';
import { ServicePage } from '../templates/pages/ServicePage.tsx';
import { ThanksPage } from '../templates/pages/ThanksPage.tsx';
import { VerifyEmailPage } from '../templates/pages/VerifyEmailPage.tsx';
import { withBasePath } from '../templates/links.ts';
import type { PageProps } from '../templates/page-props.ts';
import { imageUrls } from './routes.ts';
import type { AssetManifest, OutputFile, Route, Site } from './types.ts';

const BATCH = 100;
/** Below this many pages, starting worker threads (each loads the templates afresh) costs more than it saves. */
const PARALLEL_FROM = 2000;

/** Render threads for a site of `pages` pages: none below PARALLEL_FROM, else one per core (at most 4). */
export function renderThreads(pages: number): number {
  return pages < PARALLEL_FROM ? 0 : Math.min(os.availableParallelism(), 4);
}

/**
 * The pages in batches of files, in no particular order, rendered in this thread (`threads` 0) or by worker
 * threads. Batches are handed over as they are done, so the caller can write them and let them go.
 */
export async function* renderPages(site: Site, routes: Route[], assets: AssetManifest, threads: number): AsyncGenerator<OutputFile[]> {
  const batches = Array.from({ length: Math.ceil(routes.length / BATCH) }, (_, i) => routes.slice(i * BATCH, (i + 1) * BATCH));
  if (threads === 0) {
    for (const batch of batches) yield renderBatch(site, batch, assets);
    return;
  }
  yield* renderInWorkers(site, batches, assets, threads);
}

export function renderBatch(site: Site, routes: Route[], assets: AssetManifest): OutputFile[] {
  return routes.map((route) => ({ path: route.outputPath, contents: renderRoute({ site, route, assets }) }));
}

async function* renderInWorkers(site: Site, batches: Route[][], assets: AssetManifest, threads: number): AsyncGenerator<OutputFile[]> {
  // Workers run TypeScript: each loads the worker module through tsx, whatever started this process (CLI, vitest).
  const boot = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(new URL('./render-worker.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)}))`;
  const workers = Array.from({ length: threads }, () => new Worker(boot, { eval: true, workerData: { site, assets } }));
  const done: { worker: Worker; files: OutputFile[] }[] = [];
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  let next = 0;
  let pending = batches.length;
  const feed = (worker: Worker) => {
    if (next < batches.length) worker.postMessage(batches[next++]);
  };
  for (const worker of workers) {
    worker.on('message', (files: OutputFile[]) => {
      done.push({ worker, files });
      wake?.();
    });
    worker.on('error', (error) => {
      failure = error;
      wake?.();
    });
    // Two batches each: one to work on while the other's pages are being written.
    feed(worker);
    feed(worker);
  }
  try {
    while (pending > 0) {
      if (failure) throw failure;
      if (done.length === 0) {
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      const { worker, files } = done.shift()!;
      pending--;
      feed(worker);
      yield files;
    }
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

export function renderRoute(props: PageProps): string {
  return withBasePath(`<!doctype html>${renderToStaticMarkup(pageFor(props))}`, props.site.basePath);
}

function pageFor(props: PageProps): ReactElement {
  const { site, route } = props;
  const spec = route.page;
  const find = <T extends { slug: string }>(list: T[], slug: string) => list.find((e) => e.slug === slug)!;
  switch (spec.kind) {
    case 'landing':
      return <LandingPage {...props} />;
    case 'catalogue':
      return <CataloguePage {...props} />;
    case 'service': {
      const entry = find(site.services, spec.slug);
      return <ServicePage {...props} entry={entry} name={entry.data.name} illustrationUrl={imageUrls.service(spec.slug)} />;
    }
    case 'constructor':
      return <ConstructorPage {...props} illustrationUrl={imageUrls.service('constructor')} />;
    case 'hub':
      return <HubPage {...props} entry={find(site.hubs, spec.slug)} />;
    case 'blog':
      return <BlogListPage {...props} imageUrl={imageUrls.post} />;
    case 'post':
      return <BlogPostPage {...props} entry={find(site.posts, spec.slug)} imageUrl={imageUrls.post(spec.slug)} />;
    case 'legal':
      return <LegalPage {...props} entry={site.legal[spec.which]} />;
    case 'alias': {
      const target = find(site.services, spec.target.replace('/servicios/', ''));
      return <AliasPage {...props} target={spec.target} targetName={target.data.name} />;
    }
    case 'simple':
      switch (spec.id) {
        case 'gracias-por-contactar':
          return <ThanksPage {...props} />;
        case 'app-coming-soon':
          return <AppComingSoonPage {...props} />;
        case 'login':
          return <LoginPage {...props} />;
        case 'admin':
          return <AdminPage {...props} />;
        case 'verify-email':
          return <VerifyEmailPage {...props} />;
        case '404':
          return <NotFoundPage {...props} />;
      }
  }
}
