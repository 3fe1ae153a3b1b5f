// The pure logic behind the client scripts.
import { parseContent } from '../pipeline/content/load.ts';
import { describe, expect, it } from 'vitest';
import { detectDevice } from '../client/device.ts';
import { draftFile } from '../client/draft-file.ts';
import { saveDraft } from '../client/draft-storage.ts';
import { readAnswers } from '../client/saved-answers.ts';
import { classify, retryDelays } from '../client/retry.ts';
import { parseSession } from '../client/session.ts';
import { slugify } from '../client/slug.ts';
import { addToast, removeToast, type Toast } from '../client/toast-queue.ts';
import { FORM_RETRY, SERVICE_BENEFITS, SERVICE_CARDS, SERVICE_FAQ, TOASTS } from '../pipeline/rules.ts';
import { blogPostSchema, serviceSchema } from '../pipeline/content/schema.ts';

describe('slugify', () => {
  it.each([
    ['Cómo preparar tu casa para la lluvia', 'como-preparar-tu-casa-para-la-lluvia'],
    ['¡Aire acondicionado y salitre!', 'aire-acondicionado-y-salitre'],
    ['  Baño   para mascotas  ', 'bano-para-mascotas'],
    ['Guía 2026: técnicos, ¿cuál?', 'guia-2026-tecnicos-cual'],
  ])('%s → %s', (title, slug) => expect(slugify(title)).toBe(slug));
});

describe('detectDevice', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 0, 'ios'],
    ['Mozilla/5.0 (Linux; Android 13; SM-A536B)', 5, 'android'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0, 'other'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 0, 'other'],
  ] as const)('%s with %i touch points is %s', (ua, touch, device) => expect(detectDevice(ua, touch)).toBe(device));
});

describe('toast queue', () => {
  const t = (id: number): Toast => ({ id, title: `t${id}`, variant: 'default', durationMs: TOASTS.defaultMs });
  it('keeps at most three, dropping the oldest', () => {
    let list: Toast[] = [];
    for (const id of [1, 2, 3, 4]) list = addToast(list, t(id), TOASTS.max);
    expect(list.map((x) => x.id)).toEqual([2, 3, 4]);
    expect(removeToast(list, 3).map((x) => x.id)).toEqual([2, 4]);
  });
});

describe('contact form retries', () => {
  it('waits 1 s, 2 s and 4 s, doubling up to the cap', () => {
    expect(retryDelays(FORM_RETRY)).toEqual([1000, 2000, 4000]);
    expect(retryDelays({ retries: 7, firstDelayMs: 1000, maxDelayMs: 30000 }).at(-1)).toBe(30000);
  });
  it.each([
    [200, { success: 'true' }, 'success'],
    [200, { success: true }, 'success'],
    [200, { success: 'false', message: 'activate form' }, 'failure'],
    [200, null, 'failure'],
    [422, { success: 'false' }, 'failure'],
    [429, null, 'retry'],
    [500, null, 'retry'],
    [503, null, 'retry'],
    [undefined, null, 'retry'],
  ] as const)('status %s with %j is %s', (status, body, outcome) => expect(classify(status, body)).toBe(outcome));
});

describe('session', () => {
  it('reads a stored user and rejects anything unparsable', () => {
    const user = { id: '1', email: 'a@b.co', name: 'Ana', role: 'admin', isVerified: true };
    expect(parseSession(JSON.stringify(user))).toEqual(user);
    expect(parseSession('{not json')).toBeNull();
    expect(parseSession(JSON.stringify({ email: 'a@b.co' }))).toBeNull();
    expect(parseSession(null)).toBeNull();
    expect(parseSession(JSON.stringify({ ...user, password: 'x' }))).not.toHaveProperty('password');
  });
});

const NOW = new Date('2026-11-21T12:00:00Z');
const LIMITS = { cards: SERVICE_CARDS, benefits: SERVICE_BENEFITS, faq: SERVICE_FAQ };
const lines = (n: number, make: (i: number) => string) => Array.from({ length: n }, (_, i) => make(i + 1)).join('\n');
const SERVICE_FORM = {
  title: 'Instalación de persianas',
  slug: 'instalacion-de-persianas-en-cartagena',
  shortDescription: 'Instalamos y reparamos persianas y cortinas enrollables en casas, apartamentos y oficinas de Cartagena.',
  longDescription: '## Persianas que aguantan el sol\n\nMedimos, instalamos y ajustamos.',
  cards: lines(6, (i) => `Trabajo ${i} | Descripción del trabajo número ${i} con detalle suficiente.`),
  benefits: lines(4, (i) => `Beneficio ${i} | Explicación del beneficio número ${i} para el cliente.`),
  faq: lines(3, (i) => `¿Pregunta frecuente número ${i}? | Respuesta clara a la pregunta número ${i}.`),
  category: 'hogar',
  imageUrl: '/img/servicios/x.svg',
  videoId: '',
};

describe('admin drafts', () => {
  it('downloads a service page the content schema accepts unchanged', () => {
    const file = draftFile('service', SERVICE_FORM, 'Admin', NOW, LIMITS);
    expect(file.name).toBe('instalacion-de-persianas-en-cartagena.md');
    const parsed = parseContent(`content/servicios/${file.name}`, file.contents);
    const result = serviceSchema.safeParse(parsed.data);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data?.cards).toHaveLength(6);
  });

  it('refuses a service draft with the wrong number of cards, saying so in Spanish', () => {
    expect(() => draftFile('service', { ...SERVICE_FORM, cards: lines(5, (i) => `T ${i} | Descripción ${i}`) }, 'Admin', NOW, LIMITS)).toThrow(
      'Tarjetas: escribe 6 líneas',
    );
  });

  it('downloads a blog post the content schema accepts unchanged', () => {
    const file = draftFile(
      'post',
      {
        title: 'Cómo cuidar la nevera en temporada de calor',
        slug: 'como-cuidar-la-nevera',
        excerpt: 'Consejos sencillos para que la nevera enfríe bien y gaste menos cuando el calor de Cartagena aprieta.',
        content: '## Limpia el condensador\n\nUna vez al mes.',
        category: 'consejos',
        tags: 'nevera, calor',
        imageUrl: '/img/blog/x.svg',
      },
      'Equipo de mantenimiento',
      NOW,
      LIMITS,
    );
    expect(file.name).toBe('como-cuidar-la-nevera.md');
    const parsed = parseContent(`content/blog/${file.name}`, file.contents);
    expect(blogPostSchema.safeParse(parsed.data).success).toBe(true);
    expect(parsed.body).toContain('## Limpia el condensador');
  });
});

/** localStorage with a quota of `room` UTF-16 units over keys and values, which throws as a browser's does past it. */
class SmallStorage implements Storage {
  readonly items = new Map<string, string>();
  constructor(private readonly room: number) {}
  get length() {
    return this.items.size;
  }
  key = (i: number) => [...this.items.keys()][i] ?? null;
  getItem = (key: string) => this.items.get(key) ?? null;
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
  setItem(key: string, value: string) {
    const used = [...this.items].filter(([k]) => k !== key).reduce((sum, [k, v]) => sum + k.length + v.length, 0);
    if (used + key.length + value.length > this.room) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

describe('the contact draft past the storage quota (issue 52, item 13)', () => {
  const draft = { name: 'María', email: 'maria@correo.co', phone: '', message: 'Mi aire gotea 💧 dentro del cuarto desde ayer en la noche.' };

  it('saves the whole draft while it fits', () => {
    const storage = new SmallStorage(1000);
    expect(saveDraft(storage, 'contact-draft', draft)).toBe('whole');
    expect(JSON.parse(storage.getItem('contact-draft')!)).toEqual(draft);
  });

  it('keeps as much of the newer draft as fits, never the older one', () => {
    const storage = new SmallStorage(150);
    storage.setItem('otra-cosa', 'x'.repeat(20));
    expect(saveDraft(storage, 'contact-draft', { ...draft, message: 'Mi aire' })).toBe('whole');
    expect(saveDraft(storage, 'contact-draft', draft)).toBe('part');
    const kept = JSON.parse(storage.getItem('contact-draft')!) as typeof draft;
    expect(kept.name).toBe(draft.name);
    expect(draft.message.startsWith(kept.message)).toBe(true);
    expect(kept.message.length).toBeGreaterThan('Mi aire'.length);
    // The storage is full to the unit: one character more would not have fitted.
    expect(150 - [...storage.items].reduce((sum, [k, v]) => sum + k.length + v.length, 0)).toBeLessThan(3);
  });

  // JSON writes a lone half as "\\ud83d", longer than the whole emoji: the longest draft that fits never ends in one.
  it('never cuts an emoji in half, whatever room is left', () => {
    const emoji = { name: '', email: '', phone: '', message: '💧🔧💧🔧' };
    for (let room = 59; room < 72; room++) {
      const storage = new SmallStorage(room);
      saveDraft(storage, 'contact-draft', emoji);
      const kept = JSON.parse(storage.getItem('contact-draft') ?? '{"message":""}') as typeof emoji;
      expect(kept.message, `room ${room}`).not.toMatch(/\p{Cs}/u);
    }
  });

  it('says when nothing fits, and leaves no older draft behind', () => {
    const storage = new SmallStorage(30);
    storage.setItem('contact-draft', '{}');
    storage.setItem('otra-cosa', 'x'.repeat(5));
    expect(saveDraft(storage, 'contact-draft', draft)).toBe('none');
    expect(storage.getItem('contact-draft')).toBeNull();
  });
});

describe("the request builder's saved answers (issue 52, item 13)", () => {
  it('gives back only well-formed text: a lone surrogate made the builder stop on "URI malformed"', () => {
    const storage = new SmallStorage(1000);
    storage.setItem('chat-request:/x', JSON.stringify({ barrio: 'Manga', other: '', urgency: 'hoy', problem: 'gotea \uD83D y ya' }));
    const answers = readAnswers(storage, 'chat-request:/x')!;
    expect(answers).toEqual({ barrio: 'Manga', other: '', urgency: 'hoy', problem: '' });
    expect(() => encodeURIComponent(Object.values(answers).join(' '))).not.toThrow();
  });

  it('keeps an emoji, whose two halves are together', () => {
    const storage = new SmallStorage(1000);
    storage.setItem('chat-request:/x', JSON.stringify({ barrio: '', other: '', urgency: '', problem: 'gotea 💧' }));
    expect(readAnswers(storage, 'chat-request:/x')?.problem).toBe('gotea 💧');
  });
});
