// The privacy policy describes the site as it is built (DECISIONS.md): its analytics section and its processors follow
// site.yaml's `analytics:` (the run's build has none; the counted build has Plausible's hosted events API), its storage
// section lists exactly the keys the client scripts write and no sentence denies them, and its news follow Ley 2300.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { legalPath } from '../pipeline/urls.ts';
import { hoursLines, UNDER_WAY_LINE } from '../templates/business-hours.ts';
import { COUNTED_ENDPOINT, countedBuild } from './helpers/counted-build.ts';
import { builtSite, page, parse, projectDir } from './helpers/site.ts';

let off: Document;
let on: Document;
beforeAll(async () => {
  const { site } = await builtSite();
  const privacy = legalPath(site.config, 'privacy');
  off = await page(privacy);
  const file = (await countedBuild()).files.find((f) => f.path === `${privacy.slice(1)}.html`)!;
  on = parse(String(file.contents));
}, 300_000);

const words = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
/** The elements of the section under the heading with `id`, up to the next heading. */
function sectionNodes(doc: Document, id: string): Element[] {
  const nodes: Element[] = [];
  for (let node = doc.getElementById(id)?.nextElementSibling; node && node.tagName !== 'H2'; node = node.nextElementSibling) nodes.push(node);
  return nodes;
}
/** The blocks of that section as a visitor reads them, a list's items each on its own with "- ". */
function section(doc: Document, id: string): string[] {
  return sectionNodes(doc, id).flatMap((node) => (node.tagName === 'UL' || node.tagName === 'OL' ? [...node.children].map((li) => `- ${words(li)}`) : [words(node)]));
}
const ANALYTICS = '17-estadisticas-de-visitas';
const STORAGE = '16-lo-que-el-sitio-guarda-en-su-navegador';
const PROCESSORS = '15-transferencias-y-transmisiones-de-datos';

describe('the privacy policy with the analytics off (the shipped site.yaml)', () => {
  it('says the site counts no visits, and names no statistics service anywhere', () => {
    expect(section(off, ANALYTICS)).toEqual([
      'ServiCtg no cuenta las visitas de este sitio: no tiene instalado ningún programa de estadísticas, propio ni de terceros, y no envía a nadie datos sobre las páginas que usted ve o los botones que pulsa. Fuera de su dispositivo, de su visita solo queda el registro técnico del proveedor de alojamiento que describe la sección 4, además de lo que usted decida enviarnos.',
    ]);
    expect(words(off.querySelector('main'))).not.toMatch(/plausible|estadísticas del sitio/i);
    expect(section(off, PROCESSORS).filter((block) => block.startsWith('- ')).map((item) => item.split(':')[0])).toEqual([
      '- Servicio de reenvío de formularios',
      '- Alojamiento web y almacenamiento en la nube',
      '- Pasarelas de pago y facturación electrónica',
      '- Correo electrónico y mensajería',
    ]);
  });
});

describe('the privacy policy with the analytics on', () => {
  it('names Plausible and the events API\'s host, says what each page sends, and lists it among the processors', () => {
    const host = new URL(COUNTED_ENDPOINT).host;
    const text = section(on, ANALYTICS);
    expect(text[0]).toBe(
      `Para saber qué páginas y qué botones del sitio llevan a las personas a escribirnos, ServiCtg cuenta las visitas con Plausible Analytics, un programa de estadísticas web sin cookies, en el servidor ${host}. Cada página, salvo las del área de acceso de demostración y las que solo redirigen a otra, le envía únicamente esto:`,
    );
    expect(text.slice(1, 6)).toEqual([
      '- al abrirla: su dirección y la de la página desde la que llegó;',
      '- al salir de ella: cuánto tiempo estuvo en ella y hasta dónde la leyó;',
      '- cuando pulsa un botón de WhatsApp: la página, el servicio que ofrece esa página, el botón que usó (por ejemplo, el del encabezado o el flotante) y si respondió las preguntas opcionales del chat, con un «sí» o un «no», nunca lo que escribió;',
      '- cuando su mensaje del formulario de contacto llega con éxito: solo que llegó un mensaje, sin su contenido ni sus datos;',
      '- cuando pulsa el botón de una tienda de aplicaciones: cuál de las dos (App Store o Google Play).',
    ]);
    expect(text[6]).toContain('Plausible no guarda la dirección IP ni arma perfiles');
    expect(text[6]).toContain('Como recibe esos datos por cuenta de ServiCtg, figura entre los encargados del tratamiento de la sección 15.');
    expect(section(on, PROCESSORS)).toContain(
      `- Estadísticas del sitio: Plausible Analytics, en el servidor ${host}, que recibe lo que describe la sección 17 y entrega a ServiCtg solo cifras agregadas.`,
    );
  });

  it('differs from the policy without it in those two places only', () => {
    const headings = (doc: Document) => [...doc.querySelectorAll('main h2')].map(words);
    expect(headings(on)).toEqual(headings(off));
    for (const heading of on.querySelectorAll('main h2')) {
      if (heading.id === ANALYTICS || heading.id === PROCESSORS) continue;
      expect(section(on, heading.id), heading.id).toEqual(section(off, heading.id));
    }
  });
});

/**
 * The keys the client scripts write: the first argument of every `setItem`, a string constant or the fixed start of a
 * template literal ("chat-request:" of `chat-request:${location.pathname}`), found in the sources by their names.
 */
function keysWritten(): string[] {
  const dir = path.join(projectDir, 'client');
  // The contact draft's saver (draft-storage.ts) writes the key it is given: its callers name the key.
  const sources = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'draft-storage.ts').map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
  const all = sources.join('\n');
  const keys = [...all.matchAll(/(?:\.setItem\(|saveDraft\(\s*localStorage,)\s*([A-Za-z_$][\w$]*)/g)].map(([, name]) => {
    const value = new RegExp(`\\b(?:const|let)\\s+${name}\\s*=\\s*(['"\`])([^'"\`$]*)`).exec(all);
    if (!value) throw new Error(`the key ${name} of a setItem is not a constant of client/`);
    return value[2]!;
  });
  return [...new Set(keys)].sort();
}

describe('the storage the privacy policy lists', () => {
  it('is exactly what the client scripts write, in one section, with no sentence denying it', () => {
    const code = (doc: Document) => [...doc.querySelectorAll('main code')].map(words);
    const written = keysWritten();
    expect(written).toEqual(['chat-request:', 'contact-draft', 'session']);
    for (const doc of [off, on]) {
      expect(section(doc, STORAGE)[0]).toBe('El sitio no usa cookies. Guarda datos en el almacenamiento local de su navegador solo cuando usted escribe en él, y solo en su dispositivo, con estos nombres:');
      // Each key once on the page, in the storage section; with the analytics on, the flag the tracker only reads besides.
      expect(code(doc).filter((key) => key !== 'plausible_ignore').sort()).toEqual(written);
      expect(sectionNodes(doc, STORAGE).flatMap((node) => [...node.querySelectorAll('code')].map(words)).sort()).toEqual(written);
      expect(words(doc.querySelector('main'))).not.toMatch(/ni ninguna otra forma de almacenamiento|no guarda (?:nada|datos) en su navegador/i);
    }
    // Nothing else of the browser's storage: no session storage, cookie or database written by a script.
    const sources = fs.readdirSync(path.join(projectDir, 'client')).map((f) => fs.readFileSync(path.join(projectDir, 'client', f), 'utf8').replace(/^\s*\/\/.*$/gm, ''));
    for (const source of sources) expect(source).not.toMatch(/sessionStorage|document\.cookie|indexedDB|caches\.open/);
  });
});

describe('the news the business sends', () => {
  it('follow Ley 2300 de 2023: the channel authorised, its hours, never on Sundays or festivos, what the person asked for apart', () => {
    const purposes = section(off, '5-finalidades-del-tratamiento').find((item) => item.includes('novedades'))!;
    expect(purposes).toContain('solo por el canal que usted autorizó, de lunes a viernes entre las 7:00 a. m. y las 7:00 p. m. y los sábados entre las 8:00 a. m. y las 3:00 p. m., nunca los domingos ni los festivos');
    expect(purposes).toContain('el artículo 3 de la Ley 2300 de 2023');
    expect(purposes).toContain('Lo que usted nos pide');
  });
});

describe('the WhatsApp Business messages the owner sets (docs/whatsapp.md)', () => {
  it('greet with the words the policy quotes and its address, and the away message keeps the hours of site.yaml', async () => {
    const { site } = await builtSite();
    const doc = fs.readFileSync(path.join(projectDir, 'docs', 'whatsapp.md'), 'utf8');
    const quoted = (heading: string) => doc.split(`## ${heading}`)[1]!.split('\n## ')[0]!.split('\n').filter((l) => l.startsWith('> ')).map((l) => l.slice(2)).join(' ');
    const greeting = quoted('Mensaje de bienvenida');
    const away = quoted('Mensaje de ausencia');
    const policyAddress = `https://www.example.com${legalPath(site.config, 'privacy')}`;
    for (const message of [greeting, away]) expect(message).toContain(policyAddress);
    const consent = words(off.getElementById('6-autorizacion-del-titular')?.nextElementSibling?.nextElementSibling).match(/«([^»]+)»/)![1]!;
    expect(greeting).toContain(consent);
    expect(away).toContain(`${hoursLines(site.config.legal.hours)[0].replace(/\u00a0/g, ' ')}.`);
    expect(away).toContain(UNDER_WAY_LINE);
  });
});
