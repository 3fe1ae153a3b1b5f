import { chromium } from 'playwright-core';
import { findChromium } from './scripts/browser.ts';
import { serveOnFreePort } from './scripts/serve.ts';
const { server, origin } = await serveOnFreePort({ root: 'dist' });
const browser = await chromium.launch(await findChromium());
for (const width of [390, 1440]) {
  for (const [name, query] of [['query', 'la nevera no enfría'], ['approx', 'fontanero'], ['none', 'abogado']]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${origin}/servicios`);
    const field = page.getByLabel('Busca tu servicio');
    await field.focus();
    await page.waitForTimeout(300);
    await field.pressSequentially(query, { delay: 5 });
    await page.waitForTimeout(300);
    await field.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollBy(0, -90));
    await page.screenshot({ path: `/tmp/s30-${width}-${name}.png` });
    await context.close();
  }
}
await browser.close(); server.close();
