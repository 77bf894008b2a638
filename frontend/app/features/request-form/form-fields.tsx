// The request form's inputs: a label on every field, an asterisk on required ones, the error
// under the field (small upper case, announced, linked with aria-describedby). Labels in the page's
// language; the options' labels come translated with the definition.
import type { FieldDefinitionJson } from '@agency/request-rules/definition';
import type { Option } from '@agency/request-rules/options';
import type { ReactNode } from 'react';
import { useT } from '~/lib/messages';

/** docs/product.md "Validation": 1 column for up to 2 options, 2 for up to 6, otherwise 3. */
export function radioColumns(optionCount: number): 1 | 2 | 3 {
  if (optionCount <= 2) return 1;
  if (optionCount <= 6) return 2;
  return 3;
}

interface FieldProps {
  field: FieldDefinitionJson;
  id: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

function FieldFrame({
  field,
  id,
  error,
  children,
  asGroup = false,
}: {
  field: FieldDefinitionJson;
  id: string;
  error?: string | undefined;
  children: ReactNode;
  asGroup?: boolean;
}) {
  const t = useT();
  const label = (
    <>
      {t(field.label)}
      {field.required ? (
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </>
  );
  const errorLine = (
    <p id={`${id}-error`} className="field__error" aria-live="polite">
      {error ?? ''}
    </p>
  );
  if (asGroup) {
    return (
      // A radio group: the role that may say it is required (a plain group may not).
      <fieldset
        className={`field ${error ? 'field--invalid' : ''}`}
        role="radiogroup"
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={field.required}
        aria-invalid={error ? true : undefined}
      >
        <legend className="field__label">{label}</legend>
        {children}
        {errorLine}
      </fieldset>
    );
  }
  return (
    <div className={`field ${error ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {errorLine}
    </div>
  );
}

const describedBy = (id: string, error?: string) => (error ? `${id}-error` : undefined);

export function SelectField({ options, ...props }: FieldProps & { options: Option[] }) {
  const t = useT();
  const { field, id, value, error, onChange, onBlur } = props;
  return (
    <FieldFrame field={field} id={id} error={error}>
      <select
        id={id}
        name={field.name}
        className="field__control"
        value={value}
        required={field.required}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{t('Select an option')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function RadioField({ options, ...props }: FieldProps & { options: Option[] }) {
  const { field, id, value, error, onChange, onBlur } = props;
  return (
    <FieldFrame field={field} id={id} error={error} asGroup>
      <div className={`radio-grid radio-grid--${radioColumns(options.length)}`}>
        {options.map((option, index) => (
          <label key={option.value} className="radio">
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              name={field.name}
              value={option.value}
              checked={value === option.value}
              required={field.required && index === 0}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </FieldFrame>
  );
}

export function TextField(props: FieldProps) {
  const { field, id, value, error, onChange, onBlur } = props;
  const common = {
    id,
    name: field.name,
    className: 'field__control',
    value,
    maxLength: field.maxLength,
    required: field.required,
    autoComplete: field.autocomplete ?? 'off',
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy(id, error),
    onBlur,
  };
  return (
    <FieldFrame field={field} id={id} error={error}>
      {field.kind === 'textarea' ? (
        <textarea {...common} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={field.kind === 'email' ? 'email' : field.kind === 'tel' ? 'tel' : 'text'}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

interface CheckboxFieldProps {
  name: string;
  id: string;
  /** The label, which may hold a link (the consent checkbox links to the privacy notice). */
  label: ReactNode;
  required: boolean;
  checked: boolean;
  error?: string | undefined;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
}

/** A checkbox with its label beside it; the error under both, like every field's. */
export function CheckboxField({ name, id, label, required, checked, error, onChange, onBlur }: CheckboxFieldProps) {
  return (
    <div className={`field field--checkbox ${error ? 'field--invalid' : ''}`}>
      <div className="checkbox">
        <input
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          required={required}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, error)}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
        <label className="field__label" htmlFor={id}>
          {label}
          {required ? (
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
      </div>
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
