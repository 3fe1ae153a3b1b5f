import { build } from './pipeline/build.ts';
import { renderRoute } from './pipeline/render.tsx';
import { bundleAssets } from './pipeline/assets.ts';
const r = await build({ projectDir: process.cwd(), write: false });
const assets = await bundleAssets(process.cwd());
const svc = r.routes.filter(x=>x.page.kind==='service');
for (let k=0;k<8;k++){ const t=performance.now(); let n=0; for (let i=0;i<10;i++) for (const route of svc) { renderRoute({site:r.site, route, assets}); n++; } console.log('ms/page', ((performance.now()-t)/n).toFixed(2)); }
