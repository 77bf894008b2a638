import { useT } from '~/lib/messages';
import type { ReactNode } from 'react';
import { SiteLink } from './site-link';
import { MasonryGrid, type MasonryItem } from './masonry-grid';
import type { ServiceView } from '~/lib/cms-views';
import { SectionHeading } from './cards';
import { Prose } from './prose';

interface ServiceBodyProps {
  service: ServiceView;
  body: string;
  work: MasonryItem[];
  /** The deliverables panel's call to action (a request for this service). */
  cta: ReactNode;
}

export function ServiceBody({ service, body, work, cta }: ServiceBodyProps) {
  const deliverables = (service.deliverables ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const t = useT();
  return (
    <>
      <section className="section container split">
        <Prose html={body} />
        {deliverables.length > 0 ? (
          <aside className="panel" data-reveal aria-labelledby="deliverables-heading">
            <h2 id="deliverables-heading" className="panel__title">
              {t('What you get')}
            </h2>
            <ul className="check-list">
              {deliverables.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            {cta}
          </aside>
        ) : null}
      </section>
      {work.length > 0 ? (
        <section className="section section--ink" aria-labelledby="related-work">
          <div className="container">
            <SectionHeading id="related-work" title={t('{service} in practice', { service: service.name })} />
            <MasonryGrid items={work} />
          </div>
        </section>
      ) : null}
      <section className="section container">
        <p className="section__more">
          <SiteLink to={`/creative-services/${service.url}/old`} className="text-link">
            {t('View the previous version of this page')}
          </SiteLink>
        </p>
      </section>
    </>
  );
}
