import type { FormDefinition } from '@agency/request-rules/definition';
import { optionsForField } from './field-options';
import { REVIEW_STEP, type RequestValues } from './request-values';

/** Step 4: a read-only summary; optional items only when filled (docs/product.md "Step 4: Review"). */
export function ReviewSummary({ definition, values }: { definition: FormDefinition; values: RequestValues }) {
  const sections = definition.steps.slice(0, REVIEW_STEP).map((step) => ({
    title: step.title,
    items: step.fields
      .map((field) => {
        const raw = values[field.name] ?? '';
        const label = optionsForField(field, definition, values).find((option) => option.value === raw)?.label ?? raw;
        return { name: field.name, label: field.label, value: label };
      })
      .filter((item) => item.value.trim() !== ''),
  }));
  return (
    <div className="review">
      {values.service_name ? (
        <p className="review__service">
          Service: <strong>{values.service_name}</strong>
        </p>
      ) : null}
      {sections.map((section) => (
        <section key={section.title} className="review__section" aria-label={section.title}>
          <h3 className="review__title">{section.title}</h3>
          <dl className="review__list">
            {section.items.map((item) => (
              <div key={item.name} className="review__item">
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
