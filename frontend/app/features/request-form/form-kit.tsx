// The request form's kit (TanStack Form's createFormHook): one typed form (formOptions with the
// rule set's fields) and field components that take their field from context: the value, the
// message to show, and a change that lets the new value's message replace earlier checks'.
import type { FieldDefinitionJson } from '@agency/request-rules/definition';
import type { Option } from '@agency/request-rules/options';
import { createFormHook, createFormHookContexts, formOptions } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { CheckboxField, RadioField, SelectField, TextField } from './form-fields';
import { CONSENT_GIVEN, emptyValues, type RequestValues } from './request-values';

const { fieldContext, formContext, useFieldContext } = createFormHookContexts();

interface KitFieldProps {
  field: FieldDefinitionJson;
  id: string;
}

/** A field's value and message: a message shows once the field was left, Next was pressed or the server spoke. */
function useFieldInput() {
  const api = useFieldContext<string>();
  const { errorMap, errors, isTouched } = api.state.meta;
  const [message] = errors;
  const shown = isTouched || errorMap.onSubmit || errorMap.onServer;
  return {
    value: api.state.value,
    error: shown && typeof message === 'string' ? message : undefined,
    onChange: (value: string) => {
      // The messages of earlier checks (blur, Next, the server) give way to the new value's.
      if (errorMap.onBlur || errorMap.onSubmit || errorMap.onServer)
        api.setMeta((meta) => ({
          ...meta,
          errorMap: { ...meta.errorMap, onBlur: undefined, onSubmit: undefined, onServer: undefined },
        }));
      api.handleChange(value);
    },
    onBlur: api.handleBlur,
  };
}

/** An input's props from its field. */
function useInputProps({ field, id }: KitFieldProps) {
  return { field, id, ...useFieldInput() };
}

function KitTextField(props: KitFieldProps) {
  return <TextField {...useInputProps(props)} />;
}

function KitSelectField({ options, ...props }: KitFieldProps & { options: Option[] }) {
  return <SelectField {...useInputProps(props)} options={options} />;
}

/** A radio group; nothing at all when there is nothing to choose. */
function KitRadioField({ options, ...props }: KitFieldProps & { options: Option[] }) {
  const inputProps = useInputProps(props);
  return options.length > 0 ? <RadioField {...inputProps} options={options} /> : null;
}

/** A checkbox held in the form as CONSENT_GIVEN (ticked) or '' (not ticked). */
function KitCheckboxField(props: { name: string; id: string; label: ReactNode; required: boolean }) {
  const { value, error, onChange, onBlur } = useFieldInput();
  return (
    <CheckboxField
      {...props}
      checked={value === CONSENT_GIVEN}
      error={error}
      onChange={(checked) => onChange(checked ? CONSENT_GIVEN : '')}
      onBlur={onBlur}
    />
  );
}

/** The field bots fill and people never see (its wrapper hides it). */
function KitTrapInput() {
  const api = useFieldContext<string>();
  return (
    <input
      tabIndex={-1}
      autoComplete="off"
      value={api.state.value}
      onChange={(event) => api.handleChange(event.target.value)}
    />
  );
}

export const requestFormOptions = formOptions({ defaultValues: emptyValues() });

const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField: KitTextField,
    SelectField: KitSelectField,
    RadioField: KitRadioField,
    CheckboxField: KitCheckboxField,
    TrapInput: KitTrapInput,
  },
  formComponents: {},
});

/** The request form's state, starting from `defaultValues`. */
export const useRequestForm = (defaultValues: RequestValues) => useAppForm({ ...requestFormOptions, defaultValues });

export type RequestFormApi = ReturnType<typeof useRequestForm>;
