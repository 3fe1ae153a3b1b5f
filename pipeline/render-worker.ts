// A render worker (see renderPages): receives the site once, then batches of routes, and answers each with its pages.
import './production.ts';
import { parentPort, workerData } from 'node:worker_threads';
import { renderBatch } from './render.tsx';
import type { AssetManifest, Route, Site } from './types.ts';

const { site, assets } = workerData as { site: Site; assets: AssetManifest };
parentPort!.on('message', (routes: Route[]) => parentPort!.postMessage(renderBatch(site, routes, assets)));
