// Quick side bench: keystroke cost in Chromium at 4x CPU on the built dist/.
import { chromium } from 'playwright-core';
import { findChromium } from '/work/wt/30/scripts/browser.ts';
import { serveOnFreePort } from '/work/wt/30/scripts/serve.ts';
const root = process.argv[2] ?? '/work/wt/30/dist';
const { server, origin } = await serveOnFreePort({ root });
const browser = await chromium.launch(await findChromium());
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await context.newPage();
await page.goto(`${origin}/servicios`);
await page.focus('[data-search-input]');
await page.waitForTimeout(1000);
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const queries = ['se me sale el agua del tanque', 'la nevera no enfria', 'cucarachas en la cocina', 'computadro', 'fumigasion para oficina', 'muchacha del servicio', 'el breaker se baja'];
for (let round = 0; round < 2; round++) {
  const r = await page.evaluate(`(() => { const qs = ${JSON.stringify(queries)};
    const input = document.querySelector('[data-search-input]');
    const script = [], layout = [];
    for (const q of qs) for (let n = 1; n <= q.length; n++) {
      const a = performance.now(); input.value = q.slice(0, n); input.dispatchEvent(new Event('input', { bubbles: true }));
      const b = performance.now(); void document.body.offsetHeight; const c = performance.now();
      script.push(b - a); layout.push(c - b);
    }
    function s(x) { const y = [...x].sort((p, q) => p - q); return 'median ' + y[Math.floor(y.length / 2)].toFixed(1) + ' p95 ' + y[Math.floor(y.length * 0.95)].toFixed(1) + ' max ' + y.at(-1).toFixed(1); }
    return 'script ' + s(script) + ' | layout ' + s(layout) + ' | n=' + script.length; })()`);
  console.log(root, 'round', round, r);
}
await browser.close(); server.close();
