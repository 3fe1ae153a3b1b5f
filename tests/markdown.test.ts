// Author Markdown is the only HTML the site inserts unescaped: attributes are escaped, the HTML goes through an
// allowlist, and whatever the allowlist removes (or an unknown placeholder) is a problem naming the file's line.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { Window } from 'happy-dom';
import YAML from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../pipeline/content/markdown.ts';
import type { Photos } from '../pipeline/types.ts';
import type { SiteConfig } from '../pipeline/types.ts';

const contentDir = path.resolve(import.meta.dirname, '../content');
const site = YAML.load(fs.readFileSync(path.join(contentDir, 'site.yaml'), 'utf8')) as SiteConfig;
const noPhotos: Photos = new Map();
/** The line of the file the bodies below start on, as if a front matter of 9 lines came first. */
const FIRST = 11;

function parse(html: string): Document {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableCSSFileLoading: true, disableJavaScriptFileLoading: true } });
  return new window.DOMParser().parseFromString(`<body>${html}</body>`, 'text/html') as unknown as Document;
}

/** Whatever in some HTML a browser could run: script-like elements, event handlers, URLs of other schemes. */
function executableParts(html: string): string[] {
  const found: string[] = [];
  for (const element of parse(html).body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'style', 'form', 'svg', 'object', 'embed', 'math', 'base', 'link', 'meta'].includes(tag)) found.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      // Browsers ignore control characters and spaces in a scheme: "java\tscript:" is "javascript:".
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\u0000-\u0020]/g, ''))?.[1]?.toLowerCase();
      const urls = ['href', 'src', 'srcset', 'action', 'formaction'].includes(name);
      if (urls && scheme && !['http', 'https', 'mailto', 'tel'].includes(scheme)) found.push(`${tag}[${name}=${value}]`);
    }
  }
  return found;
}

const render = (markdown: string, photos = noPhotos) => renderMarkdown(markdown, site, photos, FIRST);
const line = (n: number) => `line ${FIRST + n - 1}: `;

describe('the real content', () => {
  const files = fs.readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'));

  it.each(files)('%s renders with no problem', (file) => {
    const { content } = matter(fs.readFileSync(path.join(contentDir, file), 'utf8'));
    const { html, problems } = renderMarkdown(content, site, noPhotos);
    expect(problems).toEqual([]);
    expect(executableParts(html)).toEqual([]);
  });
});

describe('attributes the renderer writes are escaped', () => {
  it('keeps a link title with quotes as one attribute', () => {
    const { html, problems } = render('[Servicios](/servicios "a\\" onmouseover=\\"alert(1)")');
    const link = parse(html).querySelector('a')!;
    expect(link.getAttribute('title')).toBe('a" onmouseover="alert(1)');
    expect(link.getAttributeNames()).toEqual(['href', 'title']);
    expect(problems).toEqual([]);
  });

  it('keeps a link target with quotes as one attribute', () => {
    const { html, problems } = render('[Servicios](</servicios" onclick="alert(1)>)');
    const link = parse(html).querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/servicios" onclick="alert(1)');
    expect(link.getAttributeNames()).toEqual(['href']);
    expect(problems).toEqual([]);
  });

  it('escapes an ampersand in a link', () => {
    expect(render('[WhatsApp](https://wa.me/570000000000?text=Hola&x=1)').html).toBe(
      '<p><a href="https://wa.me/570000000000?text=Hola&amp;x=1" target="_blank" rel="noopener">WhatsApp</a></p>\n',
    );
  });

  it('keeps a photo description with quotes and angle brackets as the alt text', () => {
    const photos: Photos = new Map([['fotos/a.jpg', { name: 'fotos/a.jpg', absolute: '/none', width: 1600, height: 1200, hash: '0123456789', bytes: 1 }]]);
    const { html, problems } = render('![Técnico "experto" <en> casa](fotos/a.jpg)', photos);
    expect(parse(html).querySelector('img')!.getAttribute('alt')).toBe('Técnico "experto" <en> casa');
    expect(parse(html).querySelectorAll('picture source')).toHaveLength(2);
    expect(problems).toEqual([]);
  });
});

describe('valid Markdown keeps its shape', () => {
  it('keeps heading ids, tables, quotes, code, external link attributes and internal links', () => {
    const { html, links, problems } = render(
      [
        '## Precios y tiempos',
        '',
        '| Servicio | Precio |',
        '|:--|--:|',
        '| Plomero | $50.000 |',
        '',
        '> Dijo "rápido" y fue **así**, ~~no~~ `<b>`.',
        '',
        '[Plomero](/servicios/servicio-de-plomero-en-cartagena) · [Correo](mailto:{{email}}) · [Tel](tel:+573000000000) · [Web](https://example.org)',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(links).toEqual(['/servicios/servicio-de-plomero-en-cartagena']);
    expect(html).toContain('<h2 id="precios-y-tiempos">Precios y tiempos</h2>\n');
    expect(html).toContain('<th align="left">Servicio</th>\n<th align="right">Precio</th>');
    expect(html).toContain('<blockquote>\n<p>Dijo &quot;rápido&quot; y fue <strong>así</strong>, <del>no</del> <code>&lt;b&gt;</code>.</p>\n</blockquote>');
    expect(html).toContain(`<a href="mailto:${site.email}">Correo</a>`);
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener">Web</a>');
  });

  it('gives a heading the anchor it names with {#id}, so that a link to it outlives its wording', () => {
    const { html } = render('## 22. Peticiones y quejas (PQRS) {#pqrs}');
    expect(html).toBe('<h2 id="pqrs">22. Peticiones y quejas (PQRS)</h2>\n');
  });

  it('keeps a figure an author writes around a photo, across blocks', () => {
    const photos: Photos = new Map([['fotos/a.jpg', { name: 'fotos/a.jpg', absolute: '/none', width: 800, height: 600, hash: '0123456789', bytes: 1 }]]);
    const { html, problems } = render('<figure>\n\n![Unidad exterior](fotos/a.jpg)\n\n<figcaption>Antes del lavado</figcaption>\n</figure>', photos);
    expect(problems).toEqual([]);
    const figure = parse(html).querySelector('figure')!;
    expect(figure.querySelector('picture img')).not.toBeNull();
    expect(figure.querySelector(':scope > figcaption')?.textContent).toBe('Antes del lavado');
    expect(html).toContain('<source type="image/webp" media="(scripting: none)" srcset="/img/fotos/a-480.0123456789.webp 480w, /img/fotos/a-800.0123456789.webp 800w"');
    expect(html).toContain('alt="Unidad exterior" width="800" height="600" loading="lazy" decoding="async"></picture>');
  });
});

describe('hostile bodies are cleaned and stop the build, naming the line', () => {
  // Each body starts with two lines of harmless text, so the line found is not simply the first.
  const intro = 'Texto de la página.\n\n';
  const cases: [string, string, string[]][] = [
    ['a script tag', `${intro}<script>alert(1)</script>`, [`${line(3)}<script> is not allowed in a body; write the text in Markdown`]],
    ['a script tag inside a paragraph', `${intro}Hola\ny <script>alert(1)</script> adiós`, [`${line(4)}<script> is not allowed in a body; write the text in Markdown`]],
    ['an img with onerror', `${intro}<img src="x" onerror="alert(1)">`, [`${line(3)}<img> written as HTML is not allowed; show a photo of content/fotos/ as ![what it shows](fotos/name.jpg)`, `${line(3)}the attribute onerror of <img> is not allowed`]],
    ['a third-party image written as HTML', `${intro}<img src="https://fotos.example/p.png" alt="Una fuga">`, [`${line(3)}<img> written as HTML is not allowed; show a photo of content/fotos/ as ![what it shows](fotos/name.jpg)`]],
    [
      'a protocol-relative link, another site dressed as a path',
      `${intro}Un <a href="//evil.example/p">enlace</a>.`,
      [`${line(3)}the link "//evil.example/p" is not allowed; links may be site paths, http(s), mailto:, tel: or wa.me`],
    ],
    [
      'an HTML comment never closed, which would hide the rest of the body',
      `${intro}<!-- borrador\n\nUn párrafo que se perdería.\n\nY otro más.`,
      [`${line(3)}an HTML comment "<!--" is never closed with "-->", so the 9 words after it would vanish from the page; close it or remove it`],
    ],
    // A comment closed is an author's note, meant to stay out of the page.
    ['an HTML comment closed', `${intro}<!-- nota para el equipo -->\n\nTexto.`, []],
    ['an a with onclick', `${intro}Un <a href="/servicios" onclick="alert(1)">enlace</a>.`, [`${line(3)}the attribute onclick of <a> is not allowed`]],
    [
      'a javascript: link in Markdown',
      `${intro}Uno\n[clic](javascript:alert(1))`,
      [`${line(4)}the link "javascript:alert(1)" is not allowed; links may be site paths, http(s), mailto:, tel: or wa.me`],
    ],
    [
      'a javascript: link in raw HTML, its scheme hidden behind an entity',
      `${intro}<a href="jav&#x61;script:alert(1)">clic</a>`,
      [`${line(3)}the link "javascript:alert(1)" is not allowed; links may be site paths, http(s), mailto:, tel: or wa.me`],
    ],
    [
      'a data: URL',
      `${intro}[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
      [`${line(3)}the link "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" is not allowed; links may be site paths, http(s), mailto:, tel: or wa.me`],
    ],
    [
      'a data: image',
      `${intro}<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">`,
      [`${line(3)}<img> written as HTML is not allowed; show a photo of content/fotos/ as ![what it shows](fotos/name.jpg)`, `${line(3)}the image "data:image/svg+xml;base64,PHN2Zz4=" of <img> is not allowed; images may be site paths or http(s)`],
    ],
    ['an iframe', `${intro}<iframe src="https://example.org"></iframe>`, [`${line(3)}<iframe> is not allowed in a body; write the text in Markdown`]],
    ['a style tag', `${intro}<style>body { display: none }</style>`, [`${line(3)}<style> is not allowed in a body; write the text in Markdown`]],
    ['a form', `${intro}<form action="https://example.org">\n<p>Escríbenos</p>\n</form>`, [`${line(3)}<form> is not allowed in a body; write the text in Markdown`]],
    [
      'an svg with onload',
      `${intro}<svg onload="alert(1)"><circle r="1"></circle></svg>`,
      [`${line(3)}<svg> is not allowed in a body; write the text in Markdown`, `${line(3)}<circle> is not allowed in a body; write the text in Markdown`],
    ],
    // Escaped, the title is plain text: nothing is removed, so nothing is wrong.
    ['a title breaking out of its attribute', `${intro}[x](/servicios "a\\" onmouseover=\\"alert(1)")`, []],
    [
      'two scripts in one paragraph, each on its own line',
      `${intro}a <script>x</script>\nb <script>y</script>`,
      [`${line(3)}<script> is not allowed in a body; write the text in Markdown`, `${line(4)}<script> is not allowed in a body; write the text in Markdown`],
    ],
    [
      'an unknown placeholder',
      `${intro}Escríbenos a {{email}}\no llama al {{telefono}}.`,
      [`${line(4)}unknown placeholder {{telefono}}; known: {{analytics.host}}, {{brand}}, {{city}}, {{country}}, {{email}}, {{region}}, {{url}}`],
    ],
  ];

  it.each(cases)('%s', (_name, markdown, problems) => {
    const result = render(markdown);
    expect(executableParts(result.html)).toEqual([]);
    expect(result.problems).toEqual(problems);
  });

  it('the check for executable parts does find them', () => {
    expect(executableParts('<img src="x" onerror="alert(1)"><a href="java\tscript:x">a</a><svg></svg>')).toEqual([
      'img[onerror]',
      'a[href=java\tscript:x]',
      '<svg>',
    ]);
  });

  it('leaves an unknown placeholder as written, so that nothing is guessed', () => {
    expect(render('Llama al {{ teléfono }}').html).toBe('<p>Llama al {{ teléfono }}</p>\n');
  });
});

describe('sections written from site.yaml', () => {
  const counting: SiteConfig = { ...site, analytics: { endpoint: 'https://stats.example.org/api/event', domain: 'www.example.com' } };
  const body = ['Encargados:', '', '- Correo', '{{#analytics}}', '- Estadísticas en {{analytics.host}}', '{{/analytics}}', '- Pagos', '', '{{^analytics}}', 'No contamos las visitas.', '{{/analytics}}', '', 'Fin en {{city}}.'].join('\n');

  it('keeps what a section holds when its switch is on, and an inverted section when it is off, one list either way', () => {
    expect(renderMarkdown(body, counting, noPhotos, FIRST)).toMatchObject({
      html: '<p>Encargados:</p>\n<ul>\n<li>Correo</li>\n<li>Estadísticas en stats.example.org</li>\n<li>Pagos</li>\n</ul>\n<p>Fin en Cartagena.</p>\n',
      problems: [],
    });
    expect(render(body)).toMatchObject({ html: '<p>Encargados:</p>\n<ul>\n<li>Correo</li>\n<li>Pagos</li>\n</ul>\n<p>No contamos las visitas.</p>\n<p>Fin en Cartagena.</p>\n', problems: [] });
  });

  it("names the author's lines after a section left out", () => {
    expect(render(`${body}\n\n<iframe src="https://example.org"></iframe>`).problems).toEqual([`${line(15)}<iframe> is not allowed in a body; write the text in Markdown`]);
    expect(renderMarkdown(`${body}\n\n![](fotos/nada.jpg)`, counting, noPhotos, FIRST).problems).toEqual([
      `${line(15)}image "fotos/nada.jpg" is not a photo in content/fotos/ (write ![what it shows](fotos/name.jpg))`,
    ]);
  });

  it.each<[string, string, string[]]>([
    ['an unknown switch', 'Uno\n{{#cookies}}\nDos\n{{/cookies}}', [`${line(2)}unknown section {{#cookies}}; known: {{#analytics}}, {{#trabajos}}`]],
    ['a section never closed', 'Uno\n{{^analytics}}\nDos', [`${line(2)}the section {{^analytics}} is never closed; end it with {{/analytics}} on a line of its own`]],
    ['a close with nothing open', 'Uno\n{{/analytics}}', [`${line(2)}{{/analytics}} closes no open section`]],
    [
      'a section inside another',
      '{{^analytics}}\n{{#analytics}}\nDos\n{{/analytics}}\n{{/analytics}}',
      [`${line(2)}sections do not nest: {{#analytics}} inside {{^analytics}}; close that one first`, `${line(5)}{{/analytics}} closes no open section`],
    ],
    ['a marker inside a sentence', 'Uno {{#analytics}}dos{{/analytics}}.', [`${line(1)}the section marker {{#analytics}} must stand alone on its line`, `${line(1)}the section marker {{/analytics}} must stand alone on its line`]],
    ['a placeholder outside the section of its switch', 'Uno\n\nEn {{analytics.host}}.', [`${line(3)}{{analytics.host}} has a value only when site.yaml has \`analytics:\`; write it inside {{#analytics}} … {{/analytics}}`]],
  ])('names %s', (_name, markdown, problems) => {
    expect(render(markdown).problems).toEqual(problems);
  });
});

describe('image problems name their line', () => {
  const photos: Photos = new Map([['fotos/a.jpg', { name: 'fotos/a.jpg', absolute: '/none', width: 800, height: 600, hash: '0123456789', bytes: 1 }]]);

  it('names a photo that is not in content/fotos', () => {
    expect(render('Uno\n\nDos\n![Unidad](fotos/no-existe.jpg)', photos).problems).toEqual([
      `${line(4)}image "fotos/no-existe.jpg" is not a photo in content/fotos/ (write ![what it shows](fotos/name.jpg))`,
    ]);
  });

  it('asks for a description', () => {
    expect(render('Uno\n\n![](fotos/a.jpg)', photos).problems).toEqual([
      `${line(3)}image "fotos/a.jpg" needs a description of what it shows: ![description](fotos/a.jpg)`,
    ]);
  });
});

describe('no text is lost to HTML a page never shows (issue 52, item 4)', () => {
  const intro = 'Texto de la página.\n\n';
  const rest = '\n\nUn párrafo que se perdería.\n\nY [otro](/precios) más.';
  it.each([
    ['a CDATA section never closed', `${intro}<![CDATA[ nota interna${rest}`, '"<![CDATA[ nota interna"', 10],
    ['a processing instruction never closed', `${intro}<?revisar${rest}`, '"<?revisar"', 9],
    ['a declaration never closed', `${intro}<!Importante${rest}`, '"<!Importante"', 9],
    ['a processing instruction closed, inside a paragraph', `${intro}Hola <?revisar esto?> adiós`, '"<?revisar esto?>"', 2],
  ])('refuses %s, naming its line and the words it would hide', (_name, markdown, start, words) => {
    expect(render(markdown).problems).toEqual([
      `${line(3)}${start} starts HTML that a page never shows, so the ${words} words from there on would vanish or show as raw Markdown; write a note as an HTML comment <!-- … -->, or "\\<" to show a "<"`,
    ]);
  });

  it('shows the text when its "<" is escaped, as the message says', () => {
    const { html, problems } = render(`${intro}\\<?revisar el precio`);
    expect(problems).toEqual([]);
    expect(parse(html).body.textContent).toContain('<?revisar el precio');
  });
});

describe('links written as HTML are held to the rules of Markdown links (issue 52, item 11)', () => {
  it('hands a site path written as HTML to the dead-link check', () => {
    const result = render('Ver <a href="/servicios/no-existe">el servicio</a> y [otro](/blog).\n\n<p><a href=\'/servicios/otro#x\'>bloque</a></p>');
    expect(result.links.sort()).toEqual(['/blog', '/servicios/no-existe', '/servicios/otro#x']);
    expect(result.problems).toEqual([]);
  });

  it('refuses a relative link written as HTML, naming its line', () => {
    expect(render('Uno\n\nVer <a href="servicios">el catálogo</a>.').problems).toEqual([
      `${line(3)}the link "servicios" is relative; write the page's address from the site's root, such as "/servicios/nombre"`,
    ]);
  });
});

describe("an author's small mistakes get words about them (issue 52, item 10)", () => {
  it('renders a heading of emoji alone, without an anchor', () => {
    const { html, problems } = render('## 🔧🚿\n\nTexto.');
    expect(problems).toEqual([]);
    expect(html).toBe('<h2>🔧🚿</h2>\n<p>Texto.</p>\n');
  });

  it('says that a .heic photo is a format the build does not read', () => {
    expect(render('Uno\n\n![La obra](fotos/obra.heic)').problems).toEqual([
      `${line(3)}image "fotos/obra.heic": .heic photos are not read; save it as .jpg, .jpeg, .png, .webp, .avif in content/fotos/ and write that file's name`,
    ]);
  });
});

describe('Markdown is bounded in time and depth (issue 52, item 7)', () => {
  it('refuses a paragraph of 160,000 emphasis marks before marked reads it, naming its line', () => {
    // Read by marked, this body took 3.8 s; counted, it takes milliseconds.
    const { problems } = render(`Uno\n\n${'*a'.repeat(160_000)}`);
    expect(problems).toEqual([`${line(3)}this paragraph holds 160000 emphasis marks (*, _ or ~); at most 500 are read in one paragraph (was something pasted by mistake?)`]);
  });

  it('reads 500 emphasis marks in a paragraph, and counts each paragraph on its own', () => {
    const paragraph = '*a* '.repeat(125);
    expect(render(`${paragraph}\n\n${paragraph}`).problems).toEqual([]);
  });

  it.each([
    ['quotes', '> '.repeat(2000)],
    ['quotes without spaces', '>'.repeat(2000)],
    ['list items', '- '.repeat(2000)],
  ])('refuses %s nested 2,000 deep, which overflowed the stack, naming the line', (_name, marks) => {
    expect(render(`Uno\n\n${marks}a\n${marks}b`).problems).toEqual([`${line(3)}quotes (>) and list items are nested 2000 deep here; at most 16 levels are read`]);
  });

  it('reads quotes and lists nested 16 deep', () => {
    expect(render(`${'> '.repeat(8)}${'- '.repeat(8)}a`).problems).toEqual([]);
  });
});
