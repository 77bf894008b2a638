import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { directusJson } from './directus-client';
import { fetchAs } from './demo-users';
import { waitForMailbox } from './mailbox';
import { backdatedFormToken, postForm, validRequest } from './request-form-client';

// A request sent from a page in Spanish (docs/decisions/036-languages.md): it records its language,
// the endpoint's messages are Spanish, and the confirmation e-mail is sent in Spanish, its
// answers' labels and option labels too. Values stay as they are in every language.
describe('a request sent in Spanish', () => {
  it('is stored with its language and confirmed in Spanish', async () => {
    const email = `lucia.${randomUUID().slice(0, 8)}@example.com`;
    const response = await postForm(
      'submit',
      validRequest(backdatedFormToken(), { first_name: 'Lucía', email, language: 'es' }),
      { key: randomUUID() },
    );
    expect(response.status).toBe(201);
    const { id } = ((await response.json()) as { data: { id: string } }).data;
    const { data: stored } = await directusJson<{ data: { language: string; budget: string } }>(
      `/items/requests/${id}?fields=language,budget`,
    );
    expect(stored).toEqual({ language: 'es', budget: '$20,000 - $50,000' });
    // Staff's CSV export carries it too.
    const exported = await fetchAs('staff', `/items/requests?export=csv&fields=email,language&filter[id][_eq]=${id}`);
    expect((await exported.text()).trim().split('\n')).toEqual(['"email","language"', `"${email}","es"`]);

    const mails = await waitForMailbox((all) => all.some((mail) => mail.to.includes(email)));
    const mail = mails.find((each) => each.to.includes(email))!;
    expect(mail.subject).toBe('Gracias por tu solicitud de proyecto, Lucía');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Gracias por contarnos tu proyecto de Aplicación web.');
    // The summary's labels and the options' labels in Spanish.
    expect(mail.html).toContain('Presupuesto');
    expect(mail.html).toContain('¿Cómo nos conociste?');
    expect(mail.html).not.toContain('How did you hear about us?');
  });

  it('is told what is missing in Spanish, by the same rules', async () => {
    const refused = await postForm('submit', validRequest(backdatedFormToken(), { first_name: '', language: 'es' }), {
      key: randomUUID(),
    });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { errors: { extensions?: { field?: string }; message: string }[] };
    expect(JSON.stringify(body)).toContain('El nombre es obligatorio');
    const step = await postForm('validate', { step: 1, values: { first_name: '', language: 'es' } });
    expect(JSON.stringify(await step.json())).toContain('El nombre es obligatorio');
    // The same request in English is told in English.
    const english = await postForm('validate', { step: 1, values: { first_name: '' } });
    expect(JSON.stringify(await english.json())).toContain('First name is required');
  });

  it('refuses a language that is not a language code', async () => {
    const response = await postForm('submit', validRequest(backdatedFormToken(), { language: 'x'.repeat(40) }), {
      key: randomUUID(),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('language must be at most 16 characters');
  });
});
