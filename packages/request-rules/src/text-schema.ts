// A text field's zod schema: type, length, forbidden characters, required, e-mail format, offered
// option, web address, in that order (docs/product.md "Validation"), its messages in the language
// of `t`. The step schemas (schemas.ts) build every field with it, follow-up answers too.
// zod's tree-shakable API (zod/mini): the browser loads only the checks these schemas use.
import { z } from 'zod/mini';
import { formatMessage, type ContextFormat } from './attribution-format';
import { MESSAGES, controlCharactersMessage, tooLongMessage, webAddressMessage, type Translate } from './fields';
import type { Option } from './options';
import { CONTROL_CHARACTERS, EMAIL_PATTERN, LINE_BREAKS, matchesFormat, stripZeroWidth } from './text-rules';

/** '' for absent values. */
export function toText(value: unknown): unknown {
  return value === undefined || value === null ? '' : value;
}

/** `project` is sent as a one-item list (docs/product.md "What the form sends"); a plain string is accepted too. */
export function projectToText(value: unknown): unknown {
  if (Array.isArray(value) && value.length <= 1) return value.length === 0 ? '' : value[0];
  return toText(value);
}

export interface TextRules {
  label: string;
  required: boolean;
  requiredMessage: string;
  maxLength: number;
  multiline: boolean;
  email?: boolean;
  choices?: Option[];
  acceptsList?: boolean;
  format?: ContextFormat;
}

/** `schema` of the value `prepare` makes of what was sent (zod's classic `preprocess`). */
export const preprocess = <T extends z.core.$ZodType>(prepare: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(prepare), schema);

/** A text field's schema; its messages in the language of `t` (`rules` hold them in English). */
export function textSchema(rules: TextRules, t: Translate) {
  let schema = z.string({ error: t(MESSAGES.invalidValue) }).check(
    z.trim(),
    z.maxLength(rules.maxLength, { error: tooLongMessage(rules.label, rules.maxLength, t) }),
    z.refine((text: string) => !CONTROL_CHARACTERS.test(text) && (rules.multiline || !LINE_BREAKS.test(text)), {
      error: controlCharactersMessage(rules.label, t),
    }),
  );
  if (rules.required)
    schema = schema.check(z.refine((text: string) => text.length > 0, { error: rules.requiredMessage }));
  if (rules.email)
    schema = schema.check(
      z.refine((text: string) => text === '' || EMAIL_PATTERN.test(text), { error: t(MESSAGES.invalidEmail) }),
    );
  if (rules.choices) {
    const allowed = new Set(rules.choices.map((choice) => choice.value));
    schema = schema.check(
      z.refine((text: string) => text === '' || allowed.has(text), { error: t(MESSAGES.unavailableOption) }),
    );
  }
  const { format } = rules;
  if (format)
    schema = schema.check(
      z.refine((text: string) => text === '' || matchesFormat(text, format), {
        error:
          format === 'web' || format === 'web-or-path'
            ? webAddressMessage(rules.label, t)
            : formatMessage(rules.label, format, t),
      }),
    );
  const toValue = rules.acceptsList ? projectToText : toText;
  return preprocess((value) => stripZeroWidth(toValue(value)), schema);
}
