// Follow-up questions owned by editors (README "The request form", decision 041) against the real
// endpoint on this database: the demo's three as migration 034 seeds them, shown by the definition,
// required by /validate and /submit with the browser's message, stored with the question as asked,
// read by staff, exported and handed off; an editor's change shows at the next opening.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { fetchAs } from './demo-users';
import { directusJson } from './directus-client';
import { waitForMailbox } from './mailbox';
import {
  backdatedFormToken,
  fetchDefinition,
  nextIp,
  postForm,
  removeUnlinkedAttachments,
  validRequest,
} from './request-form-client';

afterAll(() => removeUnlinkedAttachments());

interface FieldError {
  message: string;
  extensions: { code: string; field: string; step: number };
}
const errorsOf = async (response: Response) => ((await response.json()) as { errors: FieldError[] }).errors;
const fieldError = (field: string, step: number, message: string) => ({
  message,
  extensions: { code: 'FAILED_VALIDATION', field, step },
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function uploadedPdf(): Promise<string> {
  const response = await fetch(`${inject('stack').directusUrl}/request-form/attachments`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/octet-stream',
      'X-Form-Token': (await fetchDefinition()).antiSpam.formToken,
      'X-File-Name': 'rfp.pdf',
      'X-Forwarded-For': nextIp(),
    },
    body: PDF,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Project type "Other" with its required question, and what the rest of a request needs. */
const other = (overrides: Record<string, unknown> = {}) =>
  validRequest(backdatedFormToken(), { project: ['Other'], project_type: 'Project Guidance', ...overrides });

describe('follow-up questions (decision 041)', () => {
  it('travel in the definition with the options that ask them, in English and in Spanish', async () => {
    const { options } = await fetchDefinition();
    expect(options.projectTypes.find((type) => type.value === 'Other')?.followUp).toEqual({
      kind: 'text',
      label: 'Describe the project type',
      labels: { es: 'Describe el tipo de proyecto' },
      required: true,
    });
    expect(options.budget.find((option) => option.value === 'More than $100,000')?.followUp).toEqual({
      kind: 'textarea',
      label: 'Is there a procurement process?',
      labels: { es: '¿Hay un proceso de contratación?' },
      required: false,
    });
    expect(options.nextStep.find((option) => option.value === 'Submit a request for proposal')?.followUp).toEqual({
      kind: 'attachments',
    });
    expect(options.projectTypes.find((type) => type.value === 'Digital / Web')).not.toHaveProperty('followUp');
  });

  it('refuses a missing required answer on /validate and /submit with the message the browser shows', async () => {
    const step = await postForm('validate', { step: 0, values: { project: ['Other'] } });
    expect(step.status).toBe(400);
    expect(await errorsOf(step)).toEqual([fieldError('project_follow_up', 0, 'Please answer this question')]);

    const spanish = await postForm('validate', { step: 0, values: { project: ['Other'], language: 'es' } });
    expect(await errorsOf(spanish)).toEqual([fieldError('project_follow_up', 0, 'Responde a esta pregunta')]);

    const answered = await postForm('validate', {
      step: 0,
      values: { project: ['Other'], project_follow_up: 'Murals' },
    });
    expect(answered.status).toBe(200);

    const submit = await postForm('submit', other(), { key: randomUUID() });
    expect(submit.status).toBe(400);
    expect(await errorsOf(submit)).toEqual([fieldError('project_follow_up', 0, 'Please answer this question')]);
  });

  it('stores the answers of the questions shown with the questions as asked, and drops one hidden again', async () => {
    const company = `Follow-up ${randomUUID().slice(0, 8)}`;
    const response = await postForm(
      'submit',
      other({
        company,
        project_follow_up: ' Murals for a museum shop ',
        budget: 'More than $100,000',
        budget_follow_up: 'Yes: a public tender, due in March.',
        // Timeline's options ask nothing: an answer left over from another choice is not kept.
        timeline_follow_up: 'left over',
      }),
      { key: randomUUID() },
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = ((await response.json()) as { data: { id: string } }).data;

    // Staff read them on the request.
    const read = await fetchAs('staff', `/items/requests/${id}?fields=follow_ups`);
    const answers = [
      { field: 'project', option: 'Other', question: 'Describe the project type', answer: 'Murals for a museum shop' },
      {
        field: 'budget',
        option: 'More than $100,000',
        question: 'Is there a procurement process?',
        answer: 'Yes: a public tender, due in March.',
      },
    ];
    expect(((await read.json()) as { data: { follow_ups: unknown } }).data.follow_ups).toEqual(answers);

    // In the CSV export, as questions and answers.
    const exported = await fetchAs(
      'staff',
      `/items/requests?export=csv&fields=company,follow_ups&filter[company][_eq]=${encodeURIComponent(company)}`,
    );
    expect(await exported.text()).toBe(
      `"company","follow_ups"\n"${company}","Describe the project type: Murals for a museum shop\nIs there a procurement process?: Yes: a public tender, due in March."`,
    );

    // The agency inbox's notification shows each answer under the line of its field.
    const toAgency = (mail: { to: string[]; html: string }) =>
      mail.to.includes(inject('stack').notifyEmail) && mail.html.includes(company);
    const mail = (await waitForMailbox((all) => all.some(toAgency))).find(toAgency)!;
    const at = (text: string) => mail.html.indexOf(text);
    expect(at('Murals for a museum shop')).toBeGreaterThan(at('Describe the project type'));
    expect(at('Describe the project type')).toBeGreaterThan(at('Other'));
    expect(at('Is there a procurement process?')).toBeGreaterThan(at('More than $100,000'));
    expect(at('Yes: a public tender, due in March.')).toBeGreaterThan(at('Is there a procurement process?'));
    expect(mail.html).not.toContain('left over');

    // Nobody but the server writes them.
    const edit = await fetchAs('staff', `/items/requests/${id}`, {
      method: 'PATCH',
      body: JSON.stringify({ follow_ups: [] }),
    });
    expect(edit.status).toBe(400);
  });

  it('makes the attachments required for a request for proposal, on the step of the next step', async () => {
    const rfp = { next_step: 'Submit a request for proposal' };
    const stepValues = { budget: 'Less than $20,000', timeline: 'flexible', research: 'Referral', ...rfp };
    const step = await postForm('validate', { step: 2, values: stepValues });
    expect(step.status).toBe(400);
    expect(await errorsOf(step)).toEqual([fieldError('attachments', 2, 'Please attach at least one file')]);
    const other0 = await postForm('validate', { step: 0, values: { project: ['Digital / Web'], ...rfp } });
    expect(other0.status).toBe(200);
    const id = await uploadedPdf();
    expect((await postForm('validate', { step: 2, values: { ...stepValues, attachments: [id] } })).status).toBe(200);

    const without = await postForm('submit', validRequest(backdatedFormToken(), rfp), { key: randomUUID() });
    expect(without.status).toBe(400);
    expect(await errorsOf(without)).toEqual([fieldError('attachments', 2, 'Please attach at least one file')]);

    const withFile = await postForm('submit', validRequest(backdatedFormToken(), { ...rfp, attachments: [id] }), {
      key: randomUUID(),
    });
    expect(withFile.status, await withFile.clone().text()).toBe(201);
  });

  it("shows an editor's change at the next opening and enforces it at once", async () => {
    const { data } = await directusJson<{ data: { id: number }[] }>(
      '/items/form_options?filter[list][_eq]=research&filter[value][_eq]=Social Media&fields=id',
    );
    const id = data[0]!.id;
    const change = (body: object) =>
      fetchAs('editor', `/items/form_options/${id}`, { method: 'PATCH', body: JSON.stringify(body) });
    expect((await change({ follow_up: 'text', follow_up_label: 'Which one?', follow_up_required: true })).status).toBe(
      200,
    );
    try {
      await expect
        .poll(async () => (await fetchDefinition()).options.research.find((option) => option.value === 'Social Media'))
        .toMatchObject({ followUp: { kind: 'text', label: 'Which one?', required: true } });
      const refused = await postForm('submit', validRequest(backdatedFormToken(), { research: 'Social Media' }), {
        key: randomUUID(),
      });
      expect(await errorsOf(refused)).toEqual([fieldError('research_follow_up', 2, 'Please answer this question')]);
    } finally {
      await change({ follow_up: null, follow_up_label: null, follow_up_required: false });
    }
    await expect
      .poll(async () => (await fetchDefinition()).options.research.find((option) => option.value === 'Social Media'))
      .not.toHaveProperty('followUp');
  });
});
