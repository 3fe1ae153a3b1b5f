// The line beside the chat buttons, decided by one pure function from the hours, the festivos and the instant
// (templates/business-hours.ts), at the boundaries of the hours of site.yaml: Monday to Saturday, 7:00 a. m. to 7:00 p. m.,
// festivos closed, refrigeration at every hour. Instants are written in Cartagena's time (UTC−5).
import { describe, expect, it } from 'vitest';
import { colombianHolidays } from '../pipeline/content/hours.ts';
import { answerLine, clockText, hoursData, hoursLines, UNDER_WAY_LINE, type HoursData } from '../templates/business-hours.ts';
import { builtSite } from './helpers/site.ts';

const { site } = await builtSite();
const hours = site.config.legal.hours;
/** The data the page's script reads, with the festivos of 2026 and 2027. */
const data: HoursData = hoursData(hours, colombianHolidays(2026));
const at = (bogota: string) => Date.parse(`${bogota}:00-05:00`);
const line = (bogota: string, allDay = false) => answerLine(data, at(bogota), allDay)?.replace(/\u00a0/g, ' ') ?? null;
/** The two lines out of hours: when a new request is answered, and that a service under way is answered now. */
const requests = (when: string) => `Pedidos nuevos: te respondemos ${when}\n${UNDER_WAY_LINE}`;

describe('the line beside the chat buttons', () => {
  it('is absent within the hours of a weekday and says when the answer comes just outside them', () => {
    // Tuesday 1 December 2026, an ordinary weekday.
    expect(line('2026-12-01T06:59')).toBe(requests('hoy desde las 7:00 a. m.'));
    expect(line('2026-12-01T07:00')).toBeNull();
    expect(line('2026-12-01T18:59')).toBeNull();
    expect(line('2026-12-01T19:00')).toBe(requests('mañana desde las 7:00 a. m.'));
  });

  it('sends a Saturday evening and a Sunday to Monday', () => {
    expect(line('2026-11-28T18:59')).toBeNull();
    expect(line('2026-11-28T19:00')).toBe(requests('el lunes desde las 7:00 a. m.'));
    expect(line('2026-11-29T12:00')).toBe(requests('mañana desde las 7:00 a. m.'));
  });

  it('knows the Epiphany moved to Monday 11 January 2027 (Ley 51 de 1983): closed that Monday, open on the 6th', () => {
    expect(data.holidays).toContain('2027-01-11');
    expect(data.holidays).not.toContain('2027-01-06');
    expect(line('2027-01-09T19:00'), 'Saturday evening before it').toBe(requests('el martes desde las 7:00 a. m.'));
    expect(line('2027-01-10T12:00'), 'the day before').toBe(requests('el martes desde las 7:00 a. m.'));
    expect(line('2027-01-11T10:00'), 'the day itself').toBe(requests('mañana desde las 7:00 a. m.'));
    expect(line('2027-01-06T10:00'), 'the Wednesday of the feast itself').toBeNull();
  });

  it('skips New Year on the last evening of the year', () => {
    // Thursday 31 December 2026; 1 January is a Friday and a festivo.
    expect(line('2026-12-31T19:00')).toBe(requests('el sábado desde las 7:00 a. m.'));
    expect(line('2026-12-31T23:59')).toBe(requests('el sábado desde las 7:00 a. m.'));
  });

  it('says a 24-hour service answers now at 3 a.m., on a Sunday and on a festivo, and nothing within the hours', () => {
    const now = 'Atendemos las 24 horas: te respondemos ahora.';
    expect(line('2026-12-01T03:00', true)).toBe(now);
    expect(line('2026-11-29T12:00', true)).toBe(now);
    expect(line('2027-01-11T10:00', true)).toBe(now);
    expect(line('2026-12-01T10:00', true)).toBeNull();
  });

  it("reads any clock in Cartagena's time: 23:59 there is already the next day in UTC", () => {
    expect(new Date(at('2026-12-01T23:59')).getUTCDate()).toBe(2);
    expect(line('2026-12-01T23:59')).toBe(requests('mañana desde las 7:00 a. m.'));
    expect(answerLine(data, Date.parse('2026-12-02T04:59:00Z'), false)).toBe(answerLine(data, at('2026-12-01T23:59'), false));
  });

  it('follows other hours: festivos with their own times, one o’clock, a day a week', () => {
    const minutes = (h: number, m = 0) => h * 60 + m;
    const holidayHours: HoursData = { ...data, holiday: [minutes(9), minutes(13)] };
    expect(answerLine(holidayHours, at('2027-01-10T12:00'), false)).toBe(requests('mañana desde las 9:00\u00a0a.\u00a0m.'));
    expect(answerLine(holidayHours, at('2027-01-11T10:00'), false)).toBeNull();
    const afternoons: HoursData = { week: [null, [minutes(13, 30), minutes(18)], null, null, null, null, null], holidays: [], holiday: null };
    expect(answerLine(afternoons, at('2026-11-30T10:00'), false)).toBe(requests('hoy desde la 1:30\u00a0p.\u00a0m.'));
    expect(answerLine(afternoons, at('2026-11-30T18:00'), false)).toBe(requests('el próximo lunes desde la 1:30\u00a0p.\u00a0m.'));
    expect(answerLine({ week: [null, null, null, null, null, null, null], holidays: [], holiday: null }, at('2026-11-30T10:00'), false), 'no hours at all').toBe(UNDER_WAY_LINE);
  });
});

describe('the hours written from site.yaml', () => {
  it('keeps a time and its "a. m." on one line', () => {
    expect(clockText(7 * 60)).toBe('7:00\u00a0a.\u00a0m.');
    expect(clockText(12 * 60)).toBe('12:00\u00a0p.\u00a0m.');
    expect(clockText(0)).toBe('12:00\u00a0a.\u00a0m.');
  });

  it('writes the footer lines from the same data, new requests by WhatsApp apart from what answers at every hour', () => {
    const text = (lines: string[]) => lines.map((line) => line.replace(/\u00a0/g, ' '));
    expect(text(hoursLines(hours))).toEqual(['Pedidos por WhatsApp: lunes a sábado de 7:00 a. m. a 7:00 p. m., excepto festivos', 'Soporte de servicios en curso y refrigeración: 24 horas']);
    const split = { ...hours, week: { ...hours.week, saturday: { opens: '08:00', closes: '12:00' } }, holidays: { opens: '08:00', closes: '12:00' } };
    expect(text(hoursLines(split))[0]).toBe('Pedidos por WhatsApp: lunes a viernes de 7:00 a. m. a 7:00 p. m., sábado de 8:00 a. m. a 12:00 p. m., festivos de 8:00 a. m. a 12:00 p. m.');
  });

  it('computes the festivos of the build year and the next, Easter and moved days included', () => {
    const days = colombianHolidays(2026);
    expect(days).toHaveLength(36);
    expect(days).toEqual(expect.arrayContaining(['2026-04-02', '2026-04-03', '2026-11-16', '2027-03-25', '2027-03-26', '2027-11-15']));
  });
});
