// Full-page screenshots of one page per template at 360, 390, 768 and 1440 px, into reports/screenshots/.
// `npx tsx scripts/screenshots.ts /servicios /` takes only the pages named; WIDTHS=390,1440 only those widths.
import fs from 'node:fs/promises';
import { launchChromium } from './browser.ts';
import { serveOnFreePort } from './serve.ts';

const PAGES = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [
  '/', '/servicios', '/servicios/servicio-de-plomero-en-cartagena', '/servicios/constructor', '/servicios/servicios-para-el-hogar',
  '/servicios/servicios-para-empresas', '/blog', '/blog/aire-acondicionado-y-salitre-guia-de-mantenimiento', '/terminos-y-condiciones-servictg', '/politica-de-privacidad-servictg',
  '/gracias-por-contactar', '/app-coming-soon', '/login', '/admin', '/verify-email', '/no-existe', '/servicios/mecanico-autos-cartagena',
];
const ALL_WIDTHS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
];
const WIDTHS = process.env.WIDTHS ? ALL_WIDTHS.filter((w) => process.env.WIDTHS!.split(',').includes(String(w.width))) : ALL_WIDTHS;

const { server, origin } = await serveOnFreePort({ root: 'dist' });
const browser = await launchChromium();
await fs.mkdir('reports/screenshots', { recursive: true });
for (const viewport of WIDTHS) {
  const page = await browser.newPage({ viewport });
  for (const url of PAGES) {
    await page.goto(`${origin}${url}`, { waitUntil: 'networkidle' });
    const name = (url.replace(/\//g, '_') || '_') + `-${viewport.width}.png`;
    await page.screenshot({ path: `reports/screenshots/${name}`, fullPage: true });
  }
  await page.close();
}
await browser.close();
server.close();
console.log(`Screenshots of ${PAGES.length} pages at ${WIDTHS.map((w) => w.width).join(', ')} px in reports/screenshots/`);
