// Admin drafts as files in the site's own content format. Values are written as JSON strings, which YAML reads as-is.

const q = (value: string) => JSON.stringify(value.trim());
const list = (values: string[]) => `[${values.map(q).join(', ')}]`;

/** Admin categories are broader than the catalogue groups; each maps to the group a maintainer would pick first. */
const GROUP_FOR_CATEGORY: Record<string, string> = {
  hogar: 'hogar',
  empresas: 'especializados',
  automoviles: 'automotriz',
  tecnologia: 'especializados',
};

export function draftFile(kind: 'service' | 'post', form: Record<string, string>, author: string, now: Date) {
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
      '  icon: newspaper',
      '  accent: sparkles',
      '---',
      form.content!.trim(),
      '',
    ].join('\n');
    return { name: `${slug}.md`, contents, folder: 'content/blog' };
  }
  const title = form.title!.trim();
  const contents = [
    '---',
    `name: ${q(title)}`,
    `title: ${q(`${title} en Cartagena`)}`,
    `description: ${q(form.shortDescription!)}`,
    `keywords: ${list([title, `${title} en Cartagena`, `${title} a domicilio`])}`,
    'hero:',
    `  title: ${q(`${title} en Cartagena`)}`,
    `  description: ${q(form.shortDescription!)}`,
    `  imageAlt: ${q(`Ilustración del servicio de ${title.toLowerCase()}`)}`,
    'illustration:',
    '  icon: wrench',
    '  accent: sparkles',
    '# Complete before publishing: exactly 6 cards, 4 benefits and 3 to 5 questions.',
    'cards: []',
    'benefits: []',
    'faq: []',
    `whatsappMessage: ${q(`Hola, necesito un servicio de ${title.toLowerCase()} en Cartagena. ¿Me pueden ayudar?`)}`,
    `group: ${GROUP_FOR_CATEGORY[form.category!] ?? 'especializados'}`,
    'aliases: []',
    `updated: ${date}`,
    '---',
    form.longDescription!.trim(),
    '',
  ].join('\n');
  return { name: `${slug}.md`, contents, folder: 'content/servicios' };
}
