// Every template, asserted on the built HTML: titles, counts, breadcrumbs, canonical URLs, WhatsApp links.
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_GROUPS, HUB_CATEGORIES, MESSAGES } from '../pipeline/rules.ts';
import { SCRIPT_LOADER } from '../pipeline/render/script-loader.ts';
import { legalPath } from '../pipeline/urls.ts';
import { composeMessage } from '../templates/whatsapp-message.ts';
import { all, built, builtFiles, builtSite, page, text } from './helpers/site.ts';

let site: Awaited<ReturnType<typeof builtSite>> & { files: { path: string; contents: Buffer }[] };
beforeAll(async () => {
  site = { ...(await builtSite()), files: await builtFiles() };
});
const config = () => site.site.config;
const services = () => site.site.services;
const serviceUrls = () => site.pages.filter((r) => r.content.kind === 'service').map((r) => r.url);
const origin = () => built().origin;

describe('every page', () => {
  it('has the language, one h1, a unique title and description, and an absolute canonical URL', async () => {
    const titles = new Set<string>();
    for (const route of site.pages) {
      const doc = await page(route.url);
      expect(doc.documentElement.getAttribute('lang'), route.url).toBe('es-CO');
      expect(all(doc, 'h1'), route.url).toHaveLength(1);
      const title = text(doc, 'title');
      expect(title.endsWith(` | ${config().brand}`), title).toBe(true);
      const canonical = doc.querySelector('link[rel=canonical]')?.getAttribute('href');
      expect(canonical, route.url).toMatch(new RegExp(`^${origin()}/`));
      expect(doc.querySelector('meta[name=description]')?.getAttribute('content')?.length, route.url).toBeGreaterThan(60);
      if (route.content.kind !== 'alias') {
        expect(titles.has(title), `${route.url} repeats the title "${title}"`).toBe(false);
        titles.add(title);
        expect(canonical, route.url).toBe(new URL(route.url, origin()).href);
      }
    }
  });

  it('sends every WhatsApp link to the configured number in a new tab without opener', async () => {
    for (const route of site.pages) {
      const doc = await page(route.url);
      const links = all(doc, 'a[href*="wa.me"]');
      expect(links.length, route.url).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.getAttribute('href'), route.url).toMatch(new RegExp(`^https://wa\\.me/${config().phone}\\?text=.+`));
        expect(link.getAttribute('target')).toBe('_blank');
        expect(link.getAttribute('rel')).toContain('noopener');
      }
    }
  });

  it('runs no inline script but the loader of its own script and one set of speculation rules (each allowed by its hash); the rest is JSON', async () => {
    for (const route of site.pages) {
      const doc = await page(route.url);
      for (const script of all(doc, 'script')) {
        const loader = script.textContent === SCRIPT_LOADER && /^\/assets\/[^/]+\.js$/.test(script.getAttribute('data-src') ?? '');
        expect(loader || ['application/json', 'application/ld+json', 'speculationrules'].includes(script.getAttribute('type')!), `${route.url}: ${script.outerHTML.slice(0, 80)}`).toBe(true);
      }
      expect(all(doc, 'script[src]'), `${route.url}: no script the browser fetches as it parses`).toHaveLength(0);
      expect([all(doc, 'script[data-src]').length, all(doc, 'script[type=speculationrules]').length], route.url).toEqual([1, 1]);
    }
  });

  it('gives every image its size and loads each lazily, the hero picture too (the largest paint is text), and draws a picture the first screen shows large in the page', async () => {
    for (const route of site.pages) {
      const doc = await page(route.url);
      for (const img of all(doc, 'img')) {
        expect([img.getAttribute('width'), img.getAttribute('height')].every(Boolean), `${route.url}: ${img.outerHTML}`).toBe(true);
        expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')], `${route.url}: ${img.outerHTML}`).toEqual(['lazy', null]);
      }
      expect(all(doc, 'link[rel=preload], link[rel=manifest]'), `${route.url}: nothing asked for before the paint`).toEqual([]);
      // Each picture's address is kept for after the paint, or for a browser without JavaScript (LaterPicture.tsx).
      for (const img of route.indexable ? all(doc, 'img') : []) expect([img.getAttribute('src')?.startsWith('data:'), img.parentElement?.querySelector('source')?.getAttribute('media')], `${route.url}: ${img.outerHTML}`).toEqual([true, '(scripting: none)']);
      if (['service', 'constructor', 'hub'].includes(route.content.kind)) expect(pictureAddress(doc.querySelector('.page-hero__image')!), route.url).toBe(route.illustrationUrl);
    }
    // A post's picture and the first blog card's are the largest paint of their page: they come with its HTML.
    for (const [url, selector] of [[site.pages.find((r) => r.content.kind === 'post')!.url, 'svg.article__image'], ['/blog', '.post-card:first-child svg.post-card__image']] as const) {
      const picture = (await page(url)).querySelector(selector);
      expect(picture?.getAttribute('viewBox'), url).toBe('0 0 800 450');
      expect(picture?.getAttribute('aria-hidden'), url).toBe('true');
    }
  });

  it('sends every form that carries a password by POST, never in its address', async () => {
    let forms = 0;
    for (const route of site.pages) {
      for (const form of all(await page(route.url), 'form:has(input[type=password])')) {
        forms++;
        expect(form.getAttribute('method'), `${route.url}: ${form.outerHTML.slice(0, 120)}`).toBe('post');
      }
    }
    expect(forms).toBeGreaterThan(0);
  });

  it('keeps login, admin, verification and alias pages out of search engines', async () => {
    const hidden = site.pages.filter((r) => !r.indexable).map((r) => r.url);
    expect(hidden).toEqual(expect.arrayContaining(['/login', '/admin', '/verify-email']));
    for (const url of hidden) expect((await page(url)).querySelector('meta[name=robots]')?.getAttribute('content'), url).toBe('noindex');
    expect((await page('/')).querySelector('meta[name=robots]')).toBeNull();
  });
});

describe('service pages', () => {
  it('are 51, each with the title pattern, 6 cards, 4 benefits, 3 to 5 questions and the anatomy of DECISIONS.md', async () => {
    expect(serviceUrls()).toHaveLength(51);
    for (const url of serviceUrls()) {
      const doc = await page(url);
      const entry = services().find((s) => url.endsWith(`/${s.slug}`))!;
      expect(text(doc, 'title'), url).toMatch(new RegExp(`^.+ en ${config().city} \\| ${config().brand}$`));
      expect(all(doc, '#servicios .card'), url).toHaveLength(6);
      expect(all(doc, '.benefit'), url).toHaveLength(4);
      expect(all(doc, '.faq details').length, url).toBeGreaterThanOrEqual(3);
      expect(all(doc, '.faq details').length, url).toBeLessThanOrEqual(5);
      const crumbs = all(doc, '.breadcrumb li').map((li) => li.textContent?.trim());
      expect(crumbs, url).toEqual(['Inicio', 'Servicios', entry.data.name]);
      expect(all(doc, '.breadcrumb a').map((a) => a.getAttribute('href'))).toEqual(['/', '/servicios']);
      const hero = doc.querySelector('.page-hero__image')!;
      expect([hero.getAttribute('width'), hero.getAttribute('height')]).toEqual(['800', '450']);
      expect(doc.querySelector('[data-video-facade]')?.getAttribute('data-video-id')).toBe('u4onvIeOt6k');
      expect(doc.querySelector('iframe'), 'the player loads only on click').toBeNull();
      // Top to bottom: DECISIONS.md's anatomy, with the page's own text before its questions (issue 14).
      // The hero's first h2 is what to have ready before writing (hero-chat and before-visit): it is named null here.
      const sections = all(doc, 'main > section').map((s) => (s.classList.contains('page-hero') ? null : (s.getAttribute('aria-label') ?? s.querySelector('h2')?.textContent?.trim() ?? null)));
      expect(sections, url).toEqual([
        null,
        MESSAGES.videoTitle,
        'Lo que hacemos',
        '¿Es el servicio que necesitas?',
        'Categorías de Servicios',
        `Más sobre ${entry.data.name.toLowerCase()}`,
        'Preguntas frecuentes',
        '¿Por qué elegirnos?',
        entry.data.cta.title,
      ]);
      const cta = doc.querySelector('.cta a[href*="wa.me"]')!;
      expect(cta.textContent?.trim()).toBe(MESSAGES.whatsappButton);
      expect(decodeURIComponent(cta.getAttribute('href')!.split('text=')[1]!)).toBe(composeMessage(entry.data.whatsapp));
      expect(doc.querySelector('.floating--whatsapp'), url).not.toBeNull();
      expect(doc.querySelector('meta[name=keywords]')?.getAttribute('content')).toBe(entry.data.keywords.join(', '));
    }
  });

  it('answer each alias with a noindex page that points to the real one', async () => {
    const aliases = site.pages.filter((r) => r.content.kind === 'alias');
    expect(aliases.map((r) => r.url).sort()).toEqual([
      '/servicios/mecanico-autos-cartagena',
      '/servicios/reparacion-de-calentadores-en-cartagena-2',
      '/servicios/servicio-jardineria-cartagena',
      '/servicios/tecnico-de-lavadoras-en-cartagena-2',
    ]);
    for (const alias of aliases) {
      const target = (alias.content as { target: string }).target;
      const doc = await page(alias.url);
      expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(`${origin()}${target}`);
      expect(doc.querySelector('meta[http-equiv=refresh]')?.getAttribute('content')).toBe(`0; url=${target}`);
      expect(doc.querySelector(`main a[href="${target}"]`)).not.toBeNull();
    }
  });
});

describe('illustrations', () => {
  it('gives each service, hub and post its own drawing, 800x450', async () => {
    const drawings = site.files.filter((f) => /^img\/(servicios|blog)\//.test(f.path));
    expect(drawings).toHaveLength(51 + 1 + 2 + 4);
    expect(new Set(drawings.map((f) => String(f.contents))).size).toBe(drawings.length);
    for (const f of drawings) expect(String(f.contents), f.path).toContain('viewBox="0 0 800 450"');
  });
});

describe('catalogue', () => {
  it('lists the 51 pages in four groups of 13, 13, 4 and 21, hogar first, each card with Ver detalles', async () => {
    const doc = await page('/servicios');
    const seen: string[] = [];
    for (const group of CATALOGUE_GROUPS) {
      const links = all(doc, `#${group.id} .catalogue-card a`);
      expect(links, group.id).toHaveLength(group.size);
      for (const link of links) expect(link.textContent).toContain('Ver detalles');
      seen.push(...links.map((a) => a.getAttribute('href')!));
    }
    expect(all(doc, '[data-tab]').map((t) => t.getAttribute('href'))).toEqual(['#hogar', '#reparaciones', '#automotriz', '#especializados']);
    expect(new Set(seen).size).toBe(51);
    expect(seen.sort()).toEqual(serviceUrls().sort());
  });

  it('names cards with the Spanish name of each service, accents included', async () => {
    const doc = await page('/servicios');
    const names = all(doc, '.catalogue-card__title').map((h) => h.textContent);
    expect(names).toContain(site.site.services.find((s) => s.slug === 'reparacion-de-calentadores-en-cartagena')!.data.name);
    expect(names.some((n) => /[áéíóúñ]/.test(n ?? ''))).toBe(true);
  });
});

describe('hubs', () => {
  it.each(Object.entries(HUB_CATEGORIES))('%s has %i categories of 2 to 5 links to pages of the site', async (slug, count) => {
    const doc = await page(`/servicios/${slug}`);
    const cards = all(doc, '.hub-card');
    expect(cards).toHaveLength(count);
    const urls = new Set(site.pages.map((r) => r.url));
    for (const card of cards) {
      const links = [...card.querySelectorAll('a')].map((a) => a.getAttribute('href')!);
      expect(links.length).toBeGreaterThanOrEqual(2);
      expect(links.length).toBeLessThanOrEqual(5);
      for (const link of links) expect(urls.has(link), link).toBe(true);
    }
    expect(all(doc, '.breadcrumb li').map((li) => li.textContent?.trim())[1]).toBe('Servicios');
    const hero = doc.querySelector('.page-hero__image')!;
    expect([pictureAddress(hero), hero.getAttribute('width'), hero.getAttribute('height')]).toEqual([`/img/servicios/${slug}.svg`, '800', '450']);
    expect(hero.getAttribute('alt')!.length).toBeGreaterThan(20);
  });
});

describe('landing page', () => {
  it('has the nav anchors, six features, the four steps and the category cards', async () => {
    const doc = await page('/');
    expect(all(doc, '.site-nav__list a').slice(0, 3).map((a) => a.getAttribute('href'))).toEqual(['#home', '#services', '#about']);
    expect(text(doc, '[data-download-app]')).toBe('Descargar App');
    for (const id of ['home', 'services', 'about', 'download', 'contact']) expect(doc.getElementById(id), id).not.toBeNull();
    expect(all(doc, '#features .card')).toHaveLength(6);
    expect(all(doc, '#steps .step__title').map((h) => h.textContent)).toEqual([
      'Solicita tu Servicio',
      'Recibe Propuestas Personalizadas',
      'Elige al Especialista Perfecto',
      'Listo para Comenzar',
    ]);
    expect(doc.querySelector('#steps a[href="#download"]')?.textContent).toContain('Descargar App');
    expect(text(doc, '#services h2')).toBe('Nuestras Categorías de Servicios');
    expect(all(doc, '#services .card a').length).toBeGreaterThanOrEqual(4);
    expect(all(doc, '[data-store]').map((a) => a.getAttribute('data-store'))).toEqual(['android', 'ios', 'android', 'ios']);
    expect(doc.querySelector('.floating--download')?.getAttribute('href')).toBe('#download');
  });

  it('has a contact form that works without JavaScript', async () => {
    const doc = await page('/');
    const form = doc.querySelector('form[data-contact-form]')!;
    expect(form.getAttribute('action')).toBe(config().form.endpoint);
    expect(form.getAttribute('method')).toBe('post');
    const field = (name: string) => form.querySelector(`[name="${name}"]`)!;
    for (const name of ['name', 'email', 'message', 'consentimiento']) expect(field(name).hasAttribute('required'), name).toBe(true);
    expect(field('phone').hasAttribute('required')).toBe(false);
    expect(field('email').getAttribute('type')).toBe('email');
    expect(field('_next').getAttribute('value')).toBe(`${origin()}/gracias-por-contactar`);
    expect(field('_captcha').getAttribute('value')).toBe('false');
    expect(field('_subject').getAttribute('value')).toContain('Nuevo mensaje');
    expect(field('_honey')).not.toBeNull();
    expect(form.querySelector('label[for="contact-consent"] a')?.getAttribute('href')).toBe(legalPath(config(), 'privacy'));
  });

  it('has the footer of SPEC.md', async () => {
    const doc = await page('/');
    const footer = doc.querySelector('footer')!;
    const hrefs = [...footer.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/servicios', '/#about', '/#contact', legalPath(config(), 'privacy'), legalPath(config(), 'terms'), `mailto:${config().email}`]));
    const social = [...footer.querySelectorAll('.social a')].map((a) => [a.textContent, a.getAttribute('href')]);
    const { facebook, youtube, tiktok } = config().social;
    expect(social).toEqual([
      ['Facebook (se abre en una pestaña nueva)', facebook],
      ['YouTube (se abre en una pestaña nueva)', youtube],
      ['TikTok (se abre en una pestaña nueva)', tiktok],
      ['WhatsApp (se abre en una pestaña nueva)', expect.stringMatching(/^https:\/\/wa\.me\//)],
    ]);
    expect(footer.textContent).toContain(config().legal.address);
  });
});

describe('blog', () => {
  it('lists 4 posts with category, date, at most 3 tags, author and Leer más', async () => {
    const doc = await page('/blog');
    const cards = all(doc, '.post-card');
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(card.querySelector('.badge')?.textContent).toMatch(/Consejos|Tutoriales|Noticias|Comparativas/);
      expect(card.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(card.querySelectorAll('.tags li').length).toBeLessThanOrEqual(3);
      expect(card.querySelector('.post-card__author')?.textContent?.trim()).not.toBe('');
      expect(card.querySelector('.post-card__more')?.textContent?.trim()).toBe('Leer más');
      // One link per card, named by the post's title; the whole card answers a click through it.
      const links = card.querySelectorAll('a');
      expect(links).toHaveLength(1);
      expect(links[0]!.textContent).toBe(card.querySelector('h2')!.textContent);
      expect(site.pages.some((r) => r.url === links[0]!.getAttribute('href'))).toBe(true);
    }
  });

  it('gives every post its own page with a breadcrumb', async () => {
    for (const post of site.site.posts) {
      const doc = await page(`/blog/${post.slug}`);
      expect(text(doc, 'h1')).toBe(post.data.title);
      expect(all(doc, '.breadcrumb li').map((li) => li.textContent?.trim())).toEqual(['Inicio', 'Blog', post.data.title]);
      expect(all(doc, '.prose h2').length).toBeGreaterThan(1);
    }
  });
});

describe('short pages', () => {
  it('thanks the visitor with the text of SPEC.md and a way back', async () => {
    const doc = await page('/gracias-por-contactar');
    expect(text(doc, 'h1')).toBe('¡Gracias por contactarnos!');
    expect(text(doc, 'main')).toContain(
      'Hemos recibido tu mensaje correctamente. Nuestro equipo revisará tu solicitud y te responderá a la brevedad posible.',
    );
    expect(doc.querySelector('main a[href="/"]')?.textContent).toContain('Volver al inicio');
    expect(text(doc, 'main')).toContain('WhatsApp');
  });

  it('answers unknown paths with the not-found page in 404.html', async () => {
    const route = site.pages.find((r) => r.url === '/404')!;
    expect(route.outputPath).toBe('404.html');
    const doc = await page('/404');
    expect(text(doc, 'h1')).toBe('Página no encontrada');
    expect(text(doc, 'main p[lang="en"]')).toBe(MESSAGES.notFound);
    expect(doc.querySelector('main a[href="/"]')).not.toBeNull();
  });

  it('dates the legal texts, says when each was last changed, and states their rules', async () => {
    const terms = await page(legalPath(config(), 'terms'));
    // Each date on its own line: the text's own, then its last change.
    const dates = (doc: Document) => doc.querySelector('.legal__date')!.innerHTML.split('<br>').map((line) => line.replace(/<[^>]+>/g, ''));
    expect(dates(terms)).toEqual(['Fecha de entrada en vigor: 14 de junio de 2023', 'Última actualización: 29 de noviembre de 2026']);
    expect(all(terms, '.legal__date time').map((t) => t.getAttribute('datetime'))).toEqual(['2023-06-14', '2026-11-29']);
    expect(text(terms, 'main')).toMatch(/dos \(2\) a tres \(3\) semanas/);
    const privacy = await page(legalPath(config(), 'privacy'));
    expect(dates(privacy)).toEqual(['Vigente desde: 1 de agosto de 2023', 'Última actualización: 29 de noviembre de 2026']);
    expect(text(privacy, 'main')).toMatch(/16 años/);
    expect(text(privacy, 'main')).toContain('Ley 1581 de 2012');
    expect(text(privacy, 'main')).not.toContain('{{');
  });

  it('announces the app with both store buttons and a way home', async () => {
    const doc = await page('/app-coming-soon');
    expect(text(doc, 'h1')).toContain('App Store');
    expect(all(doc, 'main [data-store]').map((a) => a.getAttribute('href'))).toEqual([config().stores.android, config().stores.ios]);
    expect(doc.querySelector('main a[href="/"]')).not.toBeNull();
  });

  it('gives the login, admin and verification pages their parts', async () => {
    const login = await page('/login');
    expect(login.querySelector('[data-login-form] input[type=email][required]')).not.toBeNull();
    expect(login.querySelector('[data-login-form] input[type=password][required]')).not.toBeNull();
    const admin = await page('/admin');
    expect(all(admin, '[role=tab]').map((t) => t.textContent?.trim())).toEqual(['Gestión de Servicios', 'Gestión de Blog']);
    expect(text(admin, '[data-admin-denied] h2')).toBe('Acceso Denegado');
    const verify = await page('/verify-email');
    expect(text(verify, '[data-verify-state=failure]')).toContain(MESSAGES.verifyFailedText);
  });
});

describe('the demo account', () => {
  it('ships only the SHA-256 of the password, and only to the login page', async () => {
    const island = (doc: Document) => JSON.parse(doc.getElementById('client-config')!.textContent!);
    expect(island(await page('/login')).demo.passwordSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(island(await page('/')).demo).toBeUndefined();
    const html = site.files.filter((f) => f.path.endsWith('.html') || f.path.endsWith('.js')).map((f) => String(f.contents)).join('');
    expect(html).not.toContain('demo-servictg-2026');
  });
});

describe("the page's configuration", () => {
  it('carries what the page\'s script reads and nothing else: no login messages on a legal page', async () => {
    const island = (doc: Document) => JSON.parse(doc.getElementById('client-config')!.textContent!);
    const script = (doc: Document) => String(site.files.find((f) => `/${f.path}` === doc.querySelector('script[data-src]')!.getAttribute('data-src'))!.contents);
    for (const url of ['/politica-de-privacidad-servictg', '/login', '/']) {
      const doc = await page(url);
      const config = island(doc);
      const keys = [...Object.keys(config), ...Object.keys(config.messages ?? {})];
      expect(keys.filter((key) => !script(doc).includes(key)), url).toEqual([]);
    }
    expect(island(await page('/login')).messages.loginInvalid).toBe('Credenciales inválidas');
    expect(island(await page('/politica-de-privacidad-servictg')).messages?.loginInvalid).toBeUndefined();
  });
});

/** The address of a picture, kept in its <source> for a browser without JavaScript and for the script (LaterPicture.tsx). */
function pictureAddress(img: Element): string | null | undefined {
  return img.parentElement?.querySelector('source[data-later]')?.getAttribute('srcset');
}
