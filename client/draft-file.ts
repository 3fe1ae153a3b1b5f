// Admin drafts as files in the site's own content format. Values are written as JSON strings, which YAML reads as-is.
import { GROUP_SCENES } from '../pipeline/rules.ts';

const q = (value: string) => JSON.stringify(value.trim());
const list = (values: string[]) => `[${values.map(q).join(', ')}]`;

/** Admin categories are broader than the catalogue groups; each maps to the group a maintainer would pick first. */
const GROUP_FOR_CATEGORY: Record<string, keyof typeof GROUP_SCENES> = {
  hogar: 'hogar',
  empresas: 'especializados',
  automoviles: 'automotriz',
  tecnologia: 'especializados',
};

/** A draft that cannot become a valid content file; the message is shown to the admin as is. */
export class DraftError extends Error {}

export interface DraftLimits {
  cards: number;
  benefits: number;
  faq: { min: number; max: number };
}

export function draftFile(kind: 'service' | 'post', form: Record<string, string>, author: string, now: Date, limits: DraftLimits) {
  const date = now.toISOString().slice(0, 10);
  const slug = form.slug!.trim();
  if (kind === 'post') {
    const tags = (form.tags ?? '').split(',').map((t) => t.trim()).filter(Boolean);
    const contents = [
      '---',
      `title: ${q(form.title!)}`,
      `description: ${q(form.excerpt!)}`,
      `excerpt: ${q(form.excerpt!)}`,
      `category: ${form.category}`,
      `author: ${q(author)}`,
      `date: ${date}`,
      `tags: ${list(tags.length > 0 ? tags : [form.category!])}`,
      'illustration:',
      '  subject: newspaper',
      '  scene: la-popa',
      '---',
      form.content!.trim(),
      '',
    ].join('\n');
    return { name: `${slug}.md`, contents, folder: 'content/blog' };
  }
  const title = form.title!.trim();
  const group = GROUP_FOR_CATEGORY[form.category!] ?? 'especializados';
  const pairs = (field: string, label: string, min: number, max: number) => {
    const lines = (form[field] ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
    const parsed = lines.map((line) => line.split('|').map((part) => part.trim()));
    if (lines.length < min || lines.length > max || parsed.some((p) => p.length !== 2 || !p[0] || !p[1])) {
      const count = min === max ? `${min}` : `${min} a ${max}`;
      throw new DraftError(`${label}: escribe ${count} líneas de la forma «título | descripción» (hay ${lines.length}).`);
    }
    return parsed as [string, string][];
  };
  const cards = pairs('cards', 'Tarjetas', limits.cards, limits.cards);
  const benefits = pairs('benefits', 'Beneficios', limits.benefits, limits.benefits);
  const faq = pairs('faq', 'Preguntas frecuentes', limits.faq.min, limits.faq.max);
  const contents = [
    '---',
    `name: ${q(title)}`,
    `title: ${q(`${title} en Cartagena`)}`,
    `description: ${q(form.shortDescription!)}`,
    `keywords: ${list([title, `${title} en Cartagena`, `${title} a domicilio`])}`,
    'hero:',
    `  title: ${q(`${title} en Cartagena`)}`,
    `  subtitle: ${q('A domicilio en casas, apartamentos y negocios')}`,
    `  description: ${q(form.shortDescription!)}`,
    `  imageAlt: ${q(`Ilustración del servicio de ${title.toLowerCase()}`)}`,
    `summary: ${q(form.shortDescription!.split('. ')[0]!.slice(0, 110))}`,
    `searchTerms: ${list([title.toLowerCase(), `${title.toLowerCase()} a domicilio`, 'técnico'])}`,
    'claims:',
    '  freeDiagnosis: false',
    '  allHours: false',
    'fit:',
    `  for: ${q(`Casas, apartamentos y negocios de Cartagena que necesitan ${title.toLowerCase()}.`)}`,
    `  notFor: ${q('Trabajos de otro oficio: encuéntralos en el catálogo de servicios.')}`,
    `beforeVisit: ${q('Toma fotos del problema y despeja el espacio de trabajo antes de que llegue el técnico.')}`,
    'illustration:',
    '  subject: toolbox',
    `  scene: ${GROUP_SCENES[group]}`,
    'cards:',
    ...cards.flatMap(([t, d]) => [`  - title: ${q(t)}`, `    description: ${q(d)}`, '    icon: circle-check']),
    'benefits:',
    ...benefits.flatMap(([t, d]) => [`  - title: ${q(t)}`, `    description: ${q(d)}`]),
    'faq:',
    ...faq.flatMap(([question, answer]) => [`  - question: ${q(question)}`, `    answer: ${q(answer)}`]),
    'cta:',
    `  title: ${q('Pide tu servicio por WhatsApp')}`,
    `  description: ${q('Escríbenos con tu barrio y el problema, y te confirmamos el técnico disponible y la hora de la visita.')}`,
    'whatsapp:',
    `  message: ${q(`Hola, necesito un servicio de ${title.toLowerCase()} en Cartagena.`)}`,
    `  problem: ${q('cuéntanos qué pasa')}`,
    `  offer: ${q('Puedo enviarles una foto.')}`,
    `group: ${group}`,
    'aliases: []',
    `updated: ${date}`,
    '---',
    form.longDescription!.trim(),
    '',
  ].join('\n');
  return { name: `${slug}.md`, contents, folder: 'content/servicios' };
}
