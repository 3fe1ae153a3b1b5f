import { PLACE_KINDS } from '../../pipeline/rules.ts';
import type { SiteConfig } from '../../pipeline/types.ts';
import { legalPath } from '../../pipeline/urls.ts';
import type { Job } from '../job-claims.ts';

/** The terms' section on how the money works (content/legal/terminos.md, "{#pagos}"), which every money line links. */
export const PAYMENT_SECTION = 'pagos';

/** "a, b y c". */
const list = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`);

/**
 * Where the people go, from site.yaml's zones, each place named as the law names it (PLACE_KINDS): "Cartagena, sus
 * corregimientos Bayunca y Pasacaballos, y los municipios de Turbaco, …". The zones of the city are in the footer.
 */
export function coverageLine(config: SiteConfig): string {
  const of = (kind: keyof typeof PLACE_KINDS) =>
    config.legal.serviceArea.flatMap((z) => z.places).filter((place) => (PLACE_KINDS[kind] as readonly string[]).includes(place));
  const corregimientos = of('corregimiento');
  const municipios = of('municipio');
  return `${config.city}${corregimientos.length ? `, sus corregimientos ${list(corregimientos)}` : ''}${municipios.length ? `, y los municipios de ${list(municipios)}` : ''}.`;
}

/**
 * How the money works (DECISIONS.md, "How the money works, without prices"), by how the job happens: the visit free
 * only where the page says so (`free`, "La visita y el diagnóstico"), and then in the places of the line above, else
 * its value told before anyone leaves; the value in writing before any work; payment on receipt and how; the factura.
 * Placement services are paid per visit or per hour as agreed.
 */
export function moneyLine(job: Job, free: string | undefined): string {
  const visit = job.how === 'visita' || job.how === 'visita-taller';
  const first = free ? `${free} ${free.includes(' y ') ? 'son' : 'es'} gratis en esos lugares. ` : visit ? 'Si la visita cuesta, te lo decimos antes de salir. ' : '';
  const value = job.how === 'turno' ? 'Por visita o por hora, como quede escrito en el chat' : `${first}Valor escrito en el chat antes de empezar`;
  return `${value}; pagas al recibir, por transferencia, Nequi, Daviplata o efectivo, con factura electrónica.`;
}

interface OrderTermsProps {
  config: SiteConfig;
  job: Job;
  /** What the page gives free, as a subject ("La visita y el diagnóstico"); undefined where nothing is. */
  free?: string;
}

/** Beside a service page's button: who answers the chat, when site.yaml names someone (nothing in its place if not). */
export function ChatPerson({ config }: { config: SiteConfig }) {
  const person = config.chatPerson;
  if (!person) return null;
  return (
    <p className="chat-person">
      <img src={person.photo} width={40} height={40} alt="" loading="lazy" />
      Te responde {person.name}, {person.role}.
    </p>
  );
}

/**
 * Under the hero's ways to order, a line each (styled with the chat line, chat.css, to keep the page's stylesheet
 * small): where the people go, how the money works (linking the terms that say the same), and what a warranty term
 * covers where a bare term would promise more.
 */
export function OrderTerms({ config, job, free }: OrderTermsProps) {
  const { warranty } = job;
  return (
    <>
      <p className="order-terms">Vamos a {coverageLine(config)}</p>
      <p className="order-terms">
        {moneyLine(job, free)} <a href={`${legalPath(config, 'terms')}#${PAYMENT_SECTION}`}>Cómo cobramos</a>
      </p>
      {warranty.covers ? (
        <p className="order-terms">
          Garantía de {warranty.term}: {warranty.covers}.
        </p>
      ) : null}
    </>
  );
}
