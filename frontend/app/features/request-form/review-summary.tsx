import { reviewSections } from '@agency/request-rules/catalogue';
import type { FormDefinition } from '@agency/request-rules/definition';
import { useT } from '~/lib/messages';
import type { Attachment } from './attachments';
import type { RequestValues } from './request-values';
import { withElement } from './with-element';

/**
 * Step 4: a read-only summary, one section per step before it, options by their label, optional
 * items only when filled (docs/product.md "Step 4: Review"; the rule set's reviewSections). Titles
 * and labels in the page's language; the options' labels come translated with the definition.
 */
interface ReviewSummaryProps {
  definition: FormDefinition;
  values: RequestValues;
  attachments?: Attachment[];
}

export function ReviewSummary({ definition, values, attachments = [] }: ReviewSummaryProps) {
  const t = useT();
  const sections = reviewSections(values, definition.options);
  const attached = attachments.filter((file) => file.state === 'uploaded').map((file) => file.name);
  return (
    <div className="review">
      {values.service_name ? (
        <p className="review__service">
          {withElement(t('Service: {service}'), 'service', <strong>{values.service_name}</strong>)}
        </p>
      ) : null}
      {sections.map((section) => (
        <section key={section.step} className="review__section" aria-label={t(section.title)}>
          <h3 className="review__title">{t(section.title)}</h3>
          <dl className="review__list">
            {section.lines.map((line) => (
              <div key={line.name} className="review__item">
                <dt>{t(line.label)}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
            {section.step === 0 && attached.length > 0 ? (
              <div className="review__item">
                <dt>{t('Attachments')}</dt>
                <dd>{attached.join(', ')}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ))}
    </div>
  );
}
