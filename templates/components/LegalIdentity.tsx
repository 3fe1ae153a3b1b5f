import type { SiteConfig } from '../../pipeline/types.ts';
import { hoursLines } from '../business-hours.ts';
import { displayPhone } from '../format.ts';

/**
 * Who answers for the site, from site.yaml `legal` (DECISIONS.md): the footer of every page and the box on top of
 * both legal pages (the responsible party of Decreto 1377 art. 13, the seller of Ley 1480 art. 50). The box leaves
 * out the zones (`zones` false): the law asks for none, and the footer below it lists them; it names the address as
 * what it is for a legal text (`legalBox`): where the business is served notice of a lawsuit or a claim.
 */
export function LegalIdentity({ config, zones = true, legalBox = false }: { config: SiteConfig; zones?: boolean; legalBox?: boolean }) {
  const { legal } = config;
  const emails = [...new Set([legal.email, config.email])];
  return (
    <dl className="identity">
      <div>
        <dt>Razón social</dt>
        <dd>{legal.razonSocial}</dd>
      </div>
      <div>
        <dt>NIT</dt>
        <dd>{legal.nit}</dd>
      </div>
      <div>
        <dt>{legalBox ? 'Dirección de notificación judicial' : 'Dirección'}</dt>
        <dd>{legal.address}</dd>
      </div>
      <div>
        <dt>Teléfono</dt>
        <dd>
          <a href={`tel:+${legal.phone}`}>{displayPhone(legal.phone)}</a>
        </dd>
      </div>
      <div>
        <dt>Correo</dt>
        {emails.map((email) => (
          <dd key={email}>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        ))}
      </div>
      <div>
        <dt>Horario</dt>
        {hoursLines(legal.hours).map((line) => (
          <dd key={line}>{line}</dd>
        ))}
      </div>
      {zones ? (
        <div className="identity__wide">
          <dt>Zonas que atendemos</dt>
          <dd>{legal.serviceArea.map((area) => area.zone).join(' · ')}</dd>
        </div>
      ) : null}
    </dl>
  );
}
