import { Worker } from 'node:worker_threads';
const t = performance.now();
const boot = `const t=performance.now(); import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(new URL('./pipeline/render-worker.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)})).then(()=>require('node:worker_threads').parentPort.postMessage('ready '+Math.round(performance.now()-t)))`;
const w = new Worker(boot, { eval: true, workerData: { site: {}, assets: {} } });
w.on('message', (m) => { console.log(m, 'total', Math.round(performance.now() - t)); process.exit(0); });
w.on('error', (e) => console.log(e));
