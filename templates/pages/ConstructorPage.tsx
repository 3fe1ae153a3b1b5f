import type { ConstructorData, Entry } from '../../pipeline/types.ts';
import { Section } from '../components/Section.tsx';
import { Steps } from '../components/Steps.tsx';
import type { PageProps } from '../page-props.ts';
import { ServicePage } from './ServicePage.tsx';

/** The construction page: a service page with the steps of a project after its service fit. */
export function ConstructorPage(props: PageProps & { entry: Entry<ConstructorData> }) {
  const { entry } = props;
  return (
    <ServicePage
      {...props}
      entry={entry}
      name={entry.data.name}
      freeClaim="Consulta y cotización gratis"
      extra={(tone) => (
        <Section title="Así trabajamos tu proyecto" tone={tone}>
          <Steps items={entry.data.process} />
        </Section>
      )}
    />
  );
}
