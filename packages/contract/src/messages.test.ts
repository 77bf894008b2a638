import { describe, expect, it } from 'vitest';
import { messagesOf, messagesProblem, translate } from './messages';

const SPANISH = {
  'Start a project': 'Empieza un proyecto',
  'Start a {service} project': 'Empieza un proyecto de {service}',
  Empty: ' ',
};

describe("the site's texts in another language", () => {
  it('are the translation where there is one, else the English, placeholders filled', () => {
    expect(translate(SPANISH, 'Start a project')).toBe('Empieza un proyecto');
    expect(translate(SPANISH, 'Start a {service} project', { service: 'diseño web' })).toBe(
      'Empieza un proyecto de diseño web',
    );
    expect(translate(SPANISH, 'Empty')).toBe('Empty');
    expect(translate(SPANISH, 'See our work')).toBe('See our work');
    expect(translate(null, 'Step {step} of {total}', { step: 2, total: 4 })).toBe('Step 2 of 4');
    expect(translate(null, 'Keeps {unknown}', {})).toBe('Keeps {unknown}');
  });

  it("come from Site Settings' field for one language, only as text", () => {
    expect(messagesOf({ es: { ...SPANISH, Number: 3 } }, 'es')).toEqual(SPANISH);
    expect(messagesOf(JSON.stringify({ es: SPANISH }), 'es')).toEqual(SPANISH);
    expect(messagesOf({ es: SPANISH }, 'fr')).toEqual({});
    expect(messagesOf('not json', 'es')).toEqual({});
  });

  it('are refused with a message an editor can act on', () => {
    expect(messagesProblem(null, ['es'])).toBeNull();
    expect(messagesProblem({ es: SPANISH }, ['es'])).toBeNull();
    expect(messagesProblem([], ['es'])).toMatch(/object of languages/);
    expect(messagesProblem({ fr: {} }, ['es'])).toMatch(/no language "fr"/);
    expect(messagesProblem({ es: 'x' }, ['es'])).toMatch(/object of English texts/);
    expect(messagesProblem({ es: { 'Start a project': 1 } }, ['es'])).toMatch(/must be text/);
    expect(messagesProblem({ es: { 'Start a {service} project': 'Empieza un proyecto' } }, ['es'])).toMatch(
      /must keep its placeholders \(service\)/,
    );
  });
});
