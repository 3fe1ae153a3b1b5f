import { describe, expect, it } from 'vitest';
import { outputPathFor } from '../pipeline/urls.ts';
import { displayPhone, nameFromSlug, spanishDate } from '../templates/format.ts';

describe('outputPathFor', () => {
  it.each([
    ['/', 'index.html'],
    ['/servicios', 'servicios.html'],
    ['/servicios/servicio-de-plomero-en-cartagena', 'servicios/servicio-de-plomero-en-cartagena.html'],
    ['/blog/una-entrada', 'blog/una-entrada.html'],
    ['/terminos-y-condiciones-servictg', 'terminos-y-condiciones-servictg.html'],
  ])('%s → %s (served at the URL itself by static hosts, no redirect)', (url, file) => {
    expect(outputPathFor(url)).toBe(file);
  });
});

describe('nameFromSlug, the catalogue fallback of SPEC.md', () => {
  it.each([
    ['/servicios/servicio-de-plomero-en-cartagena', 'Servicio De Plomero'],
    ['/servicios/reparacion-de-calentadores-en-cartagena-2', 'Reparacion De Calentadores 2'],
    ['/servicios/mecanico-autos-cartagena', 'Mecanico Autos Cartagena'],
    ['/servicios/constructor', 'Constructor'],
  ])('%s → %s', (path, name) => {
    expect(nameFromSlug(path)).toBe(name);
  });
});

describe('formatting', () => {
  it('writes phone numbers and dates the Colombian way', () => {
    expect(displayPhone('573001234567')).toBe('+57 300 123 4567');
    expect(spanishDate('2023-06-14')).toBe('14 de junio de 2023');
    expect(spanishDate('2023-08-01')).toBe('1 de agosto de 2023');
  });
});
