// The catalogue search as people in Cartagena type into it, in Chromium against the built catalogue: 151 queries
// (problems, trades, colloquial and local names, Costeño spellings and typos, business needs, and jobs the site
// does not do) and 40 more held out from tuning, each typed into the field and read back from the results list. Prints the top-1, found-anywhere
// and zero-result rates, and what each keystroke costs on a phone's CPU (Chromium's CPU throttled 4×, as
// Lighthouse's mobile setting).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserSite, type BrowserSite } from '../helpers/browser-site.ts';

let site: BrowserSite;
beforeAll(async () => {
  site = await startBrowserSite();
});
afterAll(() => site?.close());

/** The services by a short name, to keep the query list readable. */
const S = {
  plom: 'servicio-de-plomero-en-cartagena',
  elec: 'servicio-de-electricista-en-cartagena',
  refri: 'tecnicos-de-refrigeracion-en-cartagena',
  electro: 'reparacion-de-electrodomesticos-en-cartagena',
  aire: 'reparacion-de-aires-acondicionados-en-cartagena',
  calent: 'reparacion-de-calentadores-en-cartagena',
  lavrep: 'reparacion-de-lavadoras-en-cartagena',
  lavtec: 'tecnico-de-lavadoras-en-cartagena',
  tv: 'reparacion-de-televisores-en-cartagena',
  cel: 'servicio-de-reparacion-de-celulares-en-cartagena',
  pc: 'servicio-de-reparacion-de-computadores-en-cartagena',
  radio: 'servicio-de-reparacion-de-radios-en-cartagena',
  sonido: 'reparacion-de-equipos-de-sonido-en-cartagena',
  electronica: 'servicio-de-reparacion-electronica-en-cartagena',
  cam: 'reparacion-de-camaras-de-seguridad-en-cartagena',
  fumi: 'servicio-de-fumigacion-en-cartagena',
  destape: 'servicio-de-destape-de-canerias-en-cartagena',
  bomba: 'reparacion-de-motobombas-en-cartagena',
  tanqcasa: 'lavado-y-mantenimiento-de-tanques-de-agua-en-cartagena',
  tanqedif: 'servicio-de-lavado-de-tanques-en-cartagena',
  piscrep: 'reparacion-de-piscinas-en-cartagena',
  piscmant: 'mantenimiento-de-piscinas-en-cartagena',
  jardineros: 'jardineros-en-cartagena',
  jardineria: 'servicio-de-jardineria-en-cartagena',
  arboles: 'servicio-de-poda-de-arboles-en-cartagena',
  cesped: 'servicio-de-poda-de-cesped-en-cartagena',
  estuco: 'servicio-de-estuco-y-pintura-en-cartagena',
  drywall: 'instalacion-de-techos-en-drywall-en-cartagena',
  soldhogar: 'servicio-de-soldadura-en-cartagena',
  soldpro: 'servicio-de-soldadura-profesional-en-cartagena',
  rejas: 'instalacion-de-rejas-de-seguridad-en-cartagena',
  carp: 'carpinteros-profesionales-en-cartagena',
  calzado: 'reparacion-de-calzado-en-cartagena',
  ropa: 'servicio-de-lavado-de-ropa-en-cartagena',
  colchon: 'servicio-de-lavado-de-colchones-en-cartagena',
  vapor: 'lavado-a-vapor-de-muebles-en-cartagena',
  seco: 'lavado-en-seco-de-muebles-en-cartagena',
  empleada: 'empleada-domestica-por-horas-en-cartagena',
  limpdom: 'servicios-de-limpieza-domestica-en-cartagena',
  limpdomi: 'servicio-de-limpieza-a-domicilio-en-cartagena',
  limphogar: 'servicio-de-limpieza-de-hogar-en-cartagena',
  aseo: 'servicio-de-aseo-de-hogar-en-cartagena',
  fachadas: 'servicio-de-limpieza-de-fachadas-en-cartagena',
  techos: 'servicios-de-limpieza-de-techos-en-cartagena',
  paseo: 'paseadores-de-perros-en-cartagena',
  banomasc: 'servicio-de-bano-para-mascotas-en-cartagena',
  tareas: 'tareas-dirigidas-en-cartagena',
  motos: 'mecanico-de-motos-en-cartagena',
  autos: 'mecanico-de-autos-en-cartagena',
  autoelec: 'servicio-de-electricidad-automotriz-en-cartagena',
  automant: 'mantenimiento-automotriz-en-cartagena',
} as const;
type Key = keyof typeof S;

/** A query and the services that answer it, the first one best; none for a job the site does not do. */
type Case = [query: string, kind: string, ...right: Key[]];
const CASES: Case[] = [
  // Problems, as a homeowner describes them
  ['la nevera no enfría', 'problem', 'electro', 'refri'],
  ['se me sale el agua del tanque', 'problem', 'plom'],
  ['el breaker se baja', 'problem', 'elec'],
  ['cucarachas en la cocina', 'problem', 'fumi'],
  ['se me daño la lavadora', 'problem', 'lavrep'],
  ['la lavadora no centrifuga', 'problem', 'lavrep'],
  ['aire acondicionado gotea', 'problem', 'aire'],
  ['el aire no enfria', 'problem', 'aire'],
  ['calentador no prende', 'problem', 'calent'],
  ['no sale agua caliente en la ducha', 'problem', 'calent'],
  ['televisor sin imagen', 'problem', 'tv'],
  ['se me partió la pantalla del celular', 'problem', 'cel'],
  ['computador muy lento', 'problem', 'pc'],
  ['portatil con virus', 'problem', 'pc'],
  ['lavaplatos tapado', 'problem', 'destape'],
  ['el inodoro esta tapado', 'problem', 'destape'],
  ['fuga de agua en el baño', 'problem', 'plom'],
  ['gotea la llave del lavamanos', 'problem', 'plom'],
  ['humedad en la pared', 'problem', 'estuco', 'plom'],
  ['comején en las puertas', 'problem', 'fumi', 'carp'],
  ['zancudos en el patio', 'problem', 'fumi'],
  ['ratas en la bodega', 'problem', 'fumi'],
  ['la bomba no sube el agua al tanque', 'problem', 'bomba'],
  ['piscina verde', 'problem', 'piscmant'],
  ['la piscina pierde agua', 'problem', 'piscrep'],
  ['pasto muy alto en el patio', 'problem', 'cesped'],
  ['podar una palma de coco', 'problem', 'arboles'],
  ['canaletas tapadas', 'problem', 'techos'],
  ['goteras en el techo', 'problem', 'techos'],
  ['fachada con moho', 'problem', 'fachadas'],
  ['pintar la casa', 'problem', 'estuco'],
  ['cielo raso de drywall', 'problem', 'drywall'],
  ['reja para la ventana', 'problem', 'rejas'],
  ['soldar una puerta de hierro', 'problem', 'soldhogar'],
  ['estructura metalica para bodega', 'problem', 'soldpro'],
  ['arreglar la puerta del closet', 'problem', 'carp'],
  ['se despegó la suela del zapato', 'problem', 'calzado'],
  ['lavar el sofá', 'problem', 'vapor', 'seco'],
  ['colchón con orina', 'problem', 'colchon'],
  ['lavar ropa y planchar', 'problem', 'ropa'],
  ['polvo después de la obra', 'problem', 'limpdomi'],
  ['aseo para airbnb', 'problem', 'aseo'],
  ['aseo cada semana', 'problem', 'limpdom'],
  ['limpieza profunda de la casa', 'problem', 'limphogar'],
  ['tanque de agua sucio', 'problem', 'tanqcasa', 'tanqedif'],
  ['cámaras no graban', 'problem', 'cam'],
  ['dvr sin imagen', 'problem', 'cam'],
  ['la ups pita', 'problem', 'electronica'],
  ['radio del carro no suena', 'problem', 'radio'],
  ['el picó suena rajado', 'problem', 'sonido'],
  ['moto no prende', 'problem', 'motos'],
  ['carro recalentado', 'problem', 'autos'],
  ['bateria del carro descargada', 'problem', 'autoelec'],
  ['cambio de aceite del carro', 'problem', 'automant', 'autos'],
  ['pasear a mi perro', 'problem', 'paseo'],
  ['bañar a mi gato', 'problem', 'banomasc'],
  ['mi hijo no entiende matemáticas', 'problem', 'tareas'],
  ['empleada por días', 'problem', 'empleada'],
  ['la ducha eléctrica no calienta', 'problem', 'calent'],
  ['chispas en el enchufe', 'problem', 'elec'],
  ['se fue la luz en la mitad de la casa', 'problem', 'elec'],
  ['el agua no baja en la ducha', 'problem', 'destape'],
  ['mancha de café en el sofá', 'problem', 'seco', 'vapor'],
  ['árbol encima del techo', 'problem', 'arboles'],
  // Trades and the names of things
  ['fontanero', 'trade', 'plom'],
  ['plomero', 'trade', 'plom'],
  ['electricista', 'trade', 'elec'],
  ['carpintero', 'trade', 'carp'],
  ['jardinero', 'trade', 'jardineros', 'jardineria'],
  ['soldador', 'trade', 'soldhogar', 'soldpro'],
  ['pintor', 'trade', 'estuco'],
  ['zapatero', 'trade', 'calzado'],
  ['mecanico de motos', 'trade', 'motos'],
  ['tecnico de neveras', 'trade', 'electro', 'refri'],
  ['técnico de aires', 'trade', 'aire'],
  ['herrero', 'trade', 'soldhogar', 'rejas', 'soldpro'],
  ['ebanista', 'trade', 'carp'],
  ['fumigador', 'trade', 'fumi'],
  ['tutor para mi hija', 'trade', 'tareas'],
  // What people here call things
  ['nevecón no congela', 'local', 'electro', 'refri'],
  ['hidroflo no prende', 'local', 'bomba'],
  ['muchacha del servicio', 'local', 'empleada'],
  ['peluquería canina', 'local', 'banomasc'],
  ['se saltó el taco', 'local', 'elec'],
  ['la nevera bota agua', 'local', 'electro'],
  ['bomba de agua', 'local', 'bomba'],
  ['señora del aseo', 'local', 'limpdom', 'empleada'],
  ['picot', 'local', 'sonido'],
  ['comején', 'local', 'fumi'],
  ['cuarto frío dañado', 'local', 'refri'],
  ['refri no enfria', 'local', 'electro', 'refri'],
  ['boiler', 'local', 'calent'],
  ['minisplit', 'local', 'aire'],
  ['la tele no prende', 'local', 'tv'],
  ['brequer', 'local', 'elec'],
  ['tinaco', 'local', 'tanqcasa'],
  ['remontadora de zapatos', 'local', 'calzado'],
  ['rozar el patio', 'local', 'cesped'],
  ['cucas', 'local', 'fumi'],
  // Costeño spellings and typos
  ['electrisista', 'typo', 'elec'],
  ['fumigasion', 'typo', 'fumi'],
  ['selular', 'typo', 'cel'],
  ['labadora', 'typo', 'lavrep', 'lavtec'],
  ['refrijeracion', 'typo', 'refri'],
  ['plomeria', 'typo', 'plom'],
  ['destape de cañeria', 'typo', 'destape'],
  ['computadro', 'typo', 'pc'],
  ['televisro', 'typo', 'tv'],
  ['fumigacon', 'typo', 'fumi'],
  ['jardineria', 'typo', 'jardineria', 'jardineros'],
  ['calentadro', 'typo', 'calent'],
  ['mecanco de carros', 'typo', 'autos'],
  ['aire acondisionado', 'typo', 'aire'],
  ['yave goteando', 'typo', 'plom'],
  ['pintura de paredez', 'typo', 'estuco'],
  ['sucaracha', 'typo', 'fumi'],
  ['umedad en la pared', 'typo', 'estuco', 'plom'],
  // Business needs
  ['fumigación para oficina', 'business', 'fumi'],
  ['fumigación para restaurante', 'business', 'fumi'],
  ['lavado de tanques para conjunto', 'business', 'tanqedif'],
  ['mantenimiento de piscina del conjunto', 'business', 'piscmant'],
  ['cámaras para el negocio', 'business', 'cam'],
  ['aire acondicionado para oficina', 'business', 'aire'],
  ['refrigeración para restaurante', 'business', 'refri'],
  ['cuarto frio de la tienda', 'business', 'refri'],
  ['jardinería para hotel', 'business', 'jardineria'],
  ['pintar el local', 'business', 'estuco'],
  ['soldadura industrial', 'business', 'soldpro'],
  ['limpieza de fachada del edificio', 'business', 'fachadas'],
  ['computadores de la oficina', 'business', 'pc'],
  ['lavado de manteles del restaurante', 'business', 'ropa'],
  ['colchones para hotel', 'business', 'colchon'],
  ['flota de carros de la empresa', 'business', 'automant'],
  // Jobs the site does not do
  ['abogado', 'not offered'],
  ['taxi', 'not offered'],
  ['domicilio de comida', 'not offered'],
  ['cerrajero', 'not offered'],
  ['clases de baile', 'not offered'],
  ['veterinario', 'not offered'],
  ['peluquería para mujeres', 'not offered'],
  ['arriendo de apartamento', 'not offered'],
  ['contador público', 'not offered'],
  ['préstamo', 'not offered'],
  ['médico a domicilio', 'not offered'],
  ['manicure', 'not offered'],
  ['uber', 'not offered'],
  ['internet lento', 'not offered'],
  ['latonería y pintura del carro', 'not offered'],
  ['alquiler de carros', 'not offered'],
  ['trámite de pasaporte', 'not offered'],
  ['fotógrafo para boda', 'not offered'],
];

/**
 * Queries written after the vocabulary and the scorer were tuned on CASES, and never tuned on: the figures on them
 * are what a new visitor's query can expect.
 */
const HELD_OUT: Case[] = [
  ['el congelador no hace hielo', 'problem', 'electro', 'refri'],
  ['el sanitario no deja de sonar', 'problem', 'plom'],
  ['se quemó un toma', 'problem', 'elec'],
  ['huele a gas en la cocina', 'problem', 'calent', 'electro'],
  ['hormigas en la cocina', 'problem', 'fumi'],
  ['lavadora no bota el agua', 'problem', 'lavrep'],
  ['el minisplit hace ruido', 'problem', 'aire'],
  ['se me mojó el celular', 'problem', 'cel'],
  ['el pc no prende', 'problem', 'pc'],
  ['tv con rayas', 'problem', 'tv'],
  ['desagüe del patio tapado', 'problem', 'destape'],
  ['poda de mango', 'problem', 'arboles'],
  ['paredes con salitre', 'problem', 'estuco', 'fachadas'],
  ['teja rota', 'problem', 'techos'],
  ['portón oxidado', 'problem', 'soldhogar'],
  ['tacón partido', 'problem', 'calzado'],
  ['sofá con olor a orines', 'problem', 'vapor'],
  ['carro bota humo', 'problem', 'autos'],
  ['la moto se apaga', 'problem', 'motos'],
  ['cámara de seguridad borrosa', 'problem', 'cam'],
  ['gasfitero', 'trade', 'plom'],
  ['maestro de obra para pintar', 'trade', 'estuco'],
  ['técnico de lavadoras', 'trade', 'lavtec', 'lavrep'],
  ['profesor particular de inglés', 'trade', 'tareas'],
  ['perro con garrapatas', 'local', 'banomasc'],
  ['refri hace ruido', 'local', 'electro', 'refri'],
  ['freezer del negocio', 'local', 'refri'],
  ['corneta no suena', 'local', 'sonido'],
  ['mata de coco muy alta', 'local', 'arboles'],
  ['ratones en el techo', 'local', 'fumi'],
  ['tecnico de selulares', 'typo', 'cel'],
  ['fumigasion de cucarachas', 'typo', 'fumi'],
  ['labado de colchon', 'typo', 'colchon'],
  ['pintura de fachadas', 'business', 'estuco'],
  ['fumigar un hotel', 'business', 'fumi'],
  ['electricista para local comercial', 'business', 'elec'],
  ['lavado de tanque de reserva del edificio', 'business', 'tanqedif'],
  ['vidriero', 'not offered'],
  ['mudanza de apartamento', 'not offered'],
  ['clases de natación', 'not offered'],
];

interface Result {
  query: string;
  slugs: string[];
  count: string;
  chat: string;
}

/** Types each query into the catalogue's field at 4× CPU throttling; prints and returns the figures. */
async function runQueries(title: string, cases: Case[]) {
  const { page, context } = await site.newPage('android', { viewport: { width: 390, height: 844 } });
  await page.goto(`${site.origin}/servicios`);
  const field = page.getByLabel('Busca tu servicio');
  const words = page.waitForResponse('**/servicios.json');
  await field.focus();
  await words;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  // Each query typed a letter at a time, as a phone sends keystrokes: the time of each keystroke's search and the
  // layout it causes, then the list as the visitor sees it once the query is whole.
  const run = await page.evaluate((queries) => {
    const input = document.querySelector<HTMLInputElement>('[data-search-input]')!;
    const keystrokes: number[] = [];
    const results = queries.map((query) => {
      for (let n = 1; n <= query.length; n++) {
        const start = performance.now();
        input.value = query.slice(0, n);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        void document.body.offsetHeight;
        keystrokes.push(performance.now() - start);
      }
      const list = [...document.querySelectorAll<HTMLElement>('[data-search-list] > [data-search-card]')].filter((card) => card.checkVisibility());
      const chat = document.querySelector<HTMLAnchorElement>('[data-search-chat]')!;
      return {
        query,
        slugs: list.map((card) => card.dataset.searchCard!),
        count: document.querySelector('[data-search-count]')!.textContent!,
        chat: chat.checkVisibility() ? decodeURIComponent(chat.href.split('?text=')[1]!) : '',
      };
    });
    return { results, keystrokes };
  }, cases.map(([query]) => query));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const results: Result[] = run.results;
  const answerable = cases.filter(([, , ...right]) => right.length > 0);
  const byQuery = new Map(results.map((r) => [r.query, r]));
  const first = answerable.filter(([query, , ...right]) => right.some((k) => S[k] === byQuery.get(query)!.slugs[0]));
  const anywhere = answerable.filter(([query, , ...right]) => right.some((k) => byQuery.get(query)!.slugs.includes(S[k])));
  const empty = results.filter((r) => r.slugs.length === 0);
  const notOffered = cases.filter(([, , ...right]) => right.length === 0);
  // A job the site does not do may meet a card that shares a word with it, said to be approximate; never a card
  // shown as the answer.
  const approximate = (r: Result) => r.count.endsWith('resultado aproximado');
  const offeredWrongly = notOffered.filter(([query]) => byQuery.get(query)!.slugs.length > 0 && !approximate(byQuery.get(query)!));
  const sorted = [...run.keystrokes].sort((a, b) => a - b);
  const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
  const misses = answerable
    .filter((c) => !first.includes(c))
    .map(([query, kind, ...right]) => `  ${kind}: "${query}" → ${byQuery.get(query)!.slugs.slice(0, 3).join(', ') || '(nothing)'}; expected ${right.map((k) => S[k]).join(' or ')}`);
  console.log(
    [
      `${title}: ${cases.length} queries (${answerable.length} with an answer, ${notOffered.length} not offered), Chromium:`,
      `  top-1: ${pct(first.length, answerable.length)} (${first.length}/${answerable.length})`,
      `  found anywhere in the list: ${pct(anywhere.length, answerable.length)}`,
      `  zero results: ${pct(empty.length, cases.length)} of all queries; ${answerable.filter(([q]) => byQuery.get(q)!.slugs.length === 0).length} with an answer`,
      `  not offered: ${notOffered.filter(([q]) => byQuery.get(q)!.slugs.length === 0).length} with no card, ${notOffered.filter(([q]) => approximate(byQuery.get(q)!)).length} with approximate cards, ${offeredWrongly.length} with a card shown as the answer`,
      `  answers shown as approximate: ${answerable.filter(([q]) => approximate(byQuery.get(q)!)).length}/${answerable.length}`,
      `  keystrokes at 4× CPU throttling (search and layout): ${sorted.length}, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)]!.toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms (a frame is 16.7 ms)`,
      ...(misses.length ? ['  not first:', ...misses] : []),
      ...offeredWrongly.map(([query]) => `  not offered, yet shown: "${query}" → ${byQuery.get(query)!.slugs.join(', ')}`),
    ].join('\n'),
  );
  // Whatever the outcome, the way out to WhatsApp is there and carries what the visitor typed.
  for (const r of results) expect(r.chat, r.query).toContain(`Busco: ${r.query}.`);
  return { top1: first.length / answerable.length, offeredWrongly: offeredWrongly.map(([query]) => query) };
}

describe('the catalogue search, on queries as people here type them', () => {
  it(`puts the right service first for 95 % of ${CASES.length} queries, and no card as the answer for a job the site does not do`, async () => {
    const { top1, offeredWrongly } = await runQueries('Catalogue search, tuned set', CASES);
    expect(top1).toBeGreaterThanOrEqual(0.95);
    expect(offeredWrongly).toEqual([]);
  });

  // A floor under what this set measured when it was written (89 % top-1; "vidriero" meets the cleaning card's
  // "vidrios" by their shared stem, and "mudanza" is a word of the move-out cleaning): a change that does worse on
  // queries nobody tuned for shows here.
  it(`does nearly as well on ${HELD_OUT.length} queries it was never tuned on`, async () => {
    const { top1, offeredWrongly } = await runQueries('Catalogue search, held-out set', HELD_OUT);
    expect(top1).toBeGreaterThanOrEqual(0.85);
    expect(offeredWrongly.length).toBeLessThanOrEqual(2);
  });
});
