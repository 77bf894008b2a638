import { reviewSections } from '@agency/request-rules/catalogue';
import type { FormDefinition } from '@agency/request-rules/definition';
import type { Attachment } from './attachments';
import type { RequestValues } from './request-values';

/**
 * Step 4: a read-only summary, one section per step before it, options by their label, optional
 * items only when filled (docs/product.md "Step 4: Review"; the rule set's reviewSections).
 */
interface ReviewSummaryProps {
  definition: FormDefinition;
  values: RequestValues;
  attachments?: Attachment[];
}

export function ReviewSummary({ definition, values, attachments = [] }: ReviewSummaryProps) {
  const sections = reviewSections(values, definition.options);
  const attached = attachments.filter((file) => file.state === 'uploaded').map((file) => file.name);
  return (
    <div className="review">
      {values.service_name ? (
        <p className="review__service">
          Service: <strong>{values.service_name}</strong>
        </p>
      ) : null}
      {sections.map((section) => (
        <section key={section.step} className="review__section" aria-label={section.title}>
          <h3 className="review__title">{section.title}</h3>
          <dl className="review__list">
            {section.lines.map((line) => (
              <div key={line.name} className="review__item">
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
            {section.step === 0 && attached.length > 0 ? (
              <div className="review__item">
                <dt>Attachments</dt>
                <dd>{attached.join(', ')}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ))}
    </div>
  );
}
