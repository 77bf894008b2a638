// @vitest-environment happy-dom
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isRecord } from '@agency/contract/guards';
import { ATTACHMENT_SIZE_MESSAGE, TOO_MANY_ATTACHMENTS_MESSAGE } from '@agency/contract/limits';
import { messagesProblem } from '@agency/contract/messages';
import { FORM_FIELDS, MESSAGES, STEP_TITLES } from '@agency/request-rules/fields';
import { ATTACHMENTS_REQUIRED_MESSAGE, FOLLOW_UP_REQUIRED_MESSAGE } from '@agency/request-rules/follow-ups';
import { CONSENT_REQUIRED_MESSAGE } from '@agency/request-rules/privacy';
import { fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { createRoutesStub } from 'react-router';
import { keepSiteTexts } from '~/lib/messages';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { tooBigMessage, tooManyMessage } from './attachments';
import { RequestForm } from './request-form';
import { definition, setUpRequestFormTests } from './request-form.test-setup';

setUpRequestFormTests();

// The request form's texts in Spanish (docs/decisions/036-languages.md): every text the form and
// its rules give to t() has its translation in the Site Settings texts the demo ships
// (migrations/data/027-site-texts/es-form.json), and that file holds no text the code does not use.

const root = path.resolve(import.meta.dirname, '../../../..');
const FORM_DIR = 'frontend/app/features/request-form';
const RULES_DIR = 'packages/request-rules/src';
const NOT_PRODUCT = /\.test(-setup|-support)?\.tsx?$|\.fixture\.ts$/;

function sourceFiles(dir: string, recursive: boolean): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !NOT_PRODUCT.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The first argument of every `t('…')`, `t("…")` and t(`…`) of a source file (a literal text). */
function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't') {
      const [first] = node.arguments;
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) found.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = [...sourceFiles(FORM_DIR, true), ...sourceFiles(RULES_DIR, false)];
const literals = new Map(files.flatMap((file) => literalTexts(file).map((text) => [text, file] as const)));

/** Texts the code gives to t() as values: the rule set's steps, labels and messages. */
const RULE_SET_TEXTS = [
  ...STEP_TITLES,
  ...FORM_FIELDS.flatMap((field) => [field.label, ...(field.requiredMessage ? [field.requiredMessage] : [])]),
  ...Object.values(MESSAGES),
  CONSENT_REQUIRED_MESSAGE,
  FOLLOW_UP_REQUIRED_MESSAGE,
  ATTACHMENTS_REQUIRED_MESSAGE,
];

const used = new Set([...literals.keys(), ...RULE_SET_TEXTS]);

const stored: unknown = JSON.parse(
  readFileSync(path.join(root, 'migrations/data/027-site-texts/es-form.json'), 'utf8'),
);
const SPANISH: Record<string, string> = Object.fromEntries(
  Object.entries(isRecord(stored) ? stored : {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  ),
);

describe('the Spanish of the request form (migrations/data/027-site-texts/es-form.json)', () => {
  it('reads the code: texts of the form and of its rules', () => {
    expect(files).toContain(`${FORM_DIR}/request-form.tsx`);
    expect(files).toContain(`${FORM_DIR}/outbox/refusal-message.ts`);
    expect(files).toContain(`${RULES_DIR}/fields.ts`);
    expect(literals.get('Step {step} of {total}')).toBe(`${FORM_DIR}/request-form.tsx`);
    expect(literals.get('{field} must be at most {max} characters')).toBe(`${RULES_DIR}/fields.ts`);
  });

  it('is one object of texts', () => {
    expect(isRecord(stored)).toBe(true);
    expect(Object.keys(SPANISH)).toEqual(Object.keys(isRecord(stored) ? stored : {}));
  });

  it('translates every text the code gives to t()', () => {
    const missing = [...used]
      .filter((text) => !SPANISH[text]?.trim())
      .map((text) => `${text} (${literals.get(text) ?? 'the rule set: fields.ts, privacy.ts'})`);
    expect(missing).toEqual([]);
  });

  it('holds no text the code does not use', () => {
    expect(Object.keys(SPANISH).filter((text) => !used.has(text))).toEqual([]);
  });

  it('keeps every placeholder, as Site Settings require', () => {
    expect(messagesProblem({ es: SPANISH }, ['es'])).toBeNull();
  });

  it('says in English what the endpoint says about attachments it refuses', () => {
    expect(tooBigMessage()).toBe(ATTACHMENT_SIZE_MESSAGE);
    expect(tooManyMessage()).toBe(TOO_MANY_ATTACHMENTS_MESSAGE);
  });
});

/** The form on a page whose root data names its texts, read before it shows (root.tsx, lib/messages.ts). */
function renderOnPage(messages: Record<string, string> | null) {
  const texts = messages ? { href: '/site-texts/es.0123456789ab.json' } : null;
  if (texts && messages) keepSiteTexts(texts.href, messages);
  const Page = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ texts }),
      HydrateFallback: () => null,
      Component: () => createElement(RequestForm, { definition, service: null }),
    },
  ]);
  return render(createElement(Page));
}

describe('the request form on a Spanish page', () => {
  it('shows the first step in Spanish: its title, labels, placeholder and buttons', async () => {
    renderOnPage(SPANISH);
    expect(await screen.findByText('Paso 1 de 4')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Información del proyecto' })).toBeTruthy();
    const select = screen.getByLabelText<HTMLSelectElement>(/Tipo de proyecto/);
    expect(select.options[0]!.textContent).toBe('Selecciona una opción');
    expect(screen.getByLabelText('Cuéntanos tu proyecto')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeTruthy();
  });

  it('says what is missing in Spanish', async () => {
    renderOnPage(SPANISH);
    fireEvent.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await screen.findByText('Selecciona un tipo de proyecto');
    expect(screen.getByText('Paso 1 de 4')).toBeTruthy();
  });

  it('speaks English on a page without translations', async () => {
    renderOnPage(null);
    expect(await screen.findByText('Step 1 of 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Please select a project type');
  });
});
