// The review step's privacy notice (docs/product.md "Step 4: Review", decision 018): a line that
// links to the privacy page, or, while Site Settings require it, the consent checkbox whose label
// links there. The link opens a new tab, so the form stays as it is (its draft is saved anyway).
import type { FormDefinition } from '@agency/request-rules/definition';
import { CONSENT_FIELD } from '@agency/request-rules/privacy';
import { useT } from '~/lib/messages';
import { fieldMessage } from './field-check';
import type { RequestFormApi } from './form-kit';
import { withElement } from './with-element';

function PrivacyNoticeLink({ path }: { path: string }) {
  const t = useT();
  return (
    <a href={path} target="_blank" rel="noopener">
      {t('privacy notice')}
      <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
    </a>
  );
}

interface PrivacyNoticeProps {
  form: RequestFormApi;
  definition: FormDefinition;
  formId: string;
}

export function PrivacyNotice({ form, definition, formId }: PrivacyNoticeProps) {
  const t = useT();
  const { path, requireConsent } = definition.privacy;
  const link = <PrivacyNoticeLink path={path} />;
  const check = ({ value }: { value: string }) =>
    fieldMessage(CONSENT_FIELD, { ...form.state.values, [CONSENT_FIELD]: value }, definition, t);
  return (
    // A tick is a choice: checked at once, and again at Submit (docs/product.md "Validation"). The
    // field is always there, so that a refusal from the server has a place to show: when Site
    // Settings started to require the tick after this opening's definition was read, the checkbox
    // appears with the server's message under it.
    <form.AppField name={CONSENT_FIELD} validators={{ onChange: check, onSubmit: check }}>
      {(fieldApi) =>
        requireConsent || fieldApi.state.meta.errorMap.onServer ? (
          <fieldApi.CheckboxField
            name={CONSENT_FIELD}
            id={`${formId}-${CONSENT_FIELD}`}
            required
            label={withElement(t('I agree to the {privacyNotice}'), 'privacyNotice', link)}
          />
        ) : (
          <p className="review__privacy">
            {withElement(t('By submitting this request you agree to our {privacyNotice}.'), 'privacyNotice', link)}
          </p>
        )
      }
    </form.AppField>
  );
}
