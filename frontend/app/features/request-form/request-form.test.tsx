// @vitest-environment happy-dom
import { buildDefinition } from '@agency/request-rules/definition';
import { SPEC_OPTIONS } from '@agency/request-rules/spec-options.fixture';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { radioColumns } from './form-fields';
import { RequestForm } from './request-form';
import { ReviewSummary } from './review-summary';

const definition = buildDefinition(SPEC_OPTIONS, { formToken: 'token', minFillSeconds: 0 });

beforeEach(() => {
  window.localStorage.clear();
  // The network: the server agrees with every step (the form's own rules are under test here).
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: { valid: true } }), { status: 200 })),
  );
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('radio columns (docs/product.md "Validation")', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [6, 2],
    [7, 3],
    [11, 3],
  ])('%i options → %i columns', (count, columns) => {
    expect(radioColumns(count)).toBe(columns);
  });
});

describe('step 1: Project Information', () => {
  it('shows Step 1 of 4, the select placeholder and the required asterisk', () => {
    render(<RequestForm definition={definition} service={null} />);
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    const select = screen.getByLabelText<HTMLSelectElement>(/Project type/);
    expect(select.options[0]!.textContent).toBe('Select an option');
    expect(screen.getByText('Project type').parentElement!.textContent).toContain('*');
  });

  it("refuses to go on without a project type: 'Please select a project type'", async () => {
    render(<RequestForm definition={definition} service={null} />);
    next();
    await screen.findByText('Please select a project type');
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
  });

  it('offers the specific types of the chosen type, and clears the choice when the type changes', async () => {
    render(<RequestForm definition={definition} service={null} />);
    fireEvent.change(screen.getByLabelText(/Project type/), { target: { value: 'Digital / Web' } });
    const webApp = await screen.findByLabelText<HTMLInputElement>('Web Application');
    fireEvent.click(webApp);
    expect(webApp.checked).toBe(true);
    fireEvent.change(screen.getByLabelText(/Project type/), { target: { value: 'Print / Graphic Design' } });
    await screen.findByLabelText('Signage');
    expect(screen.queryByLabelText('Web Application')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Project type/), { target: { value: 'Digital / Web' } });
    expect((await screen.findByLabelText<HTMLInputElement>('Web Application')).checked).toBe(false);
  });
});

describe('opened from a service page', () => {
  it('hides the project type, shows the service intro, and pre-selects from the name keywords', async () => {
    render(
      <RequestForm
        definition={definition}
        service={{
          serviceName: 'Video & Audio Production',
          serviceUrl: '/creative-services/video',
          serviceClass: 'video',
        }}
      />,
    );
    expect(screen.queryByLabelText(/Project type/)).toBeNull();
    expect(
      screen.getByText('Tell us about your Video & Audio Production project vision and requirements.'),
    ).toBeTruthy();
    expect(screen.getByText(/Step 1 of 4/).textContent).toContain('Video & Audio Production');
    // service class video → the Video / Audio list (11 options → 3 columns)
    const group = screen.getByRole('radiogroup', { name: /Specific project type/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(11);
    expect(group.querySelector('.radio-grid--3')).not.toBeNull();
    next();
    await waitFor(() =>
      expect(screen.getByText(/^Step 2 of 4/).textContent).toBe('Step 2 of 4 · Video & Audio Production'),
    );
  });

  it('gives the Other list for a service class it does not know', () => {
    render(
      <RequestForm
        definition={definition}
        service={{
          serviceName: 'Creative Consulting',
          serviceUrl: '/creative-services/consulting',
          serviceClass: 'consulting',
        }}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: /Specific project type/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => (radio.parentElement as HTMLElement).textContent),
    ).toEqual(['Strategy/Consulting', 'Creative Direction', 'Project Guidance', 'Brand Audit', 'Other']);
  });
});

describe('step 2: Contact Information', () => {
  async function toStep2() {
    render(<RequestForm definition={definition} service={null} />);
    fireEvent.change(screen.getByLabelText(/Project type/), { target: { value: 'Other' } });
    next();
    await screen.findByText('Step 2 of 4');
  }

  it('shows the three required messages at once', async () => {
    await toStep2();
    next();
    await screen.findByText('First name is required');
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
  });

  it('validates an e-mail when the field is left, not while typing', async () => {
    await toStep2();
    const email = screen.getByLabelText(/Email/);
    fireEvent.change(email, { target: { value: 'ada@' } });
    expect(screen.queryByText('Invalid email format')).toBeNull();
    fireEvent.blur(email);
    await screen.findByText('Invalid email format');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(screen.getByText('Invalid email format').id);
  });

  it('goes back without validating', async () => {
    await toStep2();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Step 1 of 4');
    expect(screen.queryByText('First name is required')).toBeNull();
  });
});

describe('step 3: Project Details', () => {
  async function toStep3() {
    render(<RequestForm definition={definition} service={null} />);
    fireEvent.change(screen.getByLabelText(/Project type/), { target: { value: 'Other' } });
    next();
    await screen.findByText('Step 2 of 4');
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@example.com' } });
    next();
    await screen.findByText('Step 3 of 4');
  }

  it('asks budget, timeline, next step, then how you found us (docs/product.md "Step 3: Project Details")', async () => {
    await toStep3();
    const panel = screen.getByRole('heading', { name: 'Project Details' }).closest('fieldset')!;
    const labels = [...panel.querySelectorAll(':scope > .field > .field__label')].map((label) =>
      label.textContent.replace(' *', '').trim(),
    );
    expect(labels).toEqual(['Budget', 'Timeline', 'Preferred next step', 'How did you hear about us?']);
  });

  it('clears "Please select your budget" as soon as a budget is chosen, before focus leaves the group', async () => {
    await toStep3();
    next();
    await screen.findByText('Please select your budget');
    fireEvent.click(screen.getByLabelText('Less than $20,000'));
    await waitFor(() => expect(screen.queryByText('Please select your budget')).toBeNull());
    // The other messages stay until their own field changes.
    expect(screen.getByText('Please select your timeline')).toBeTruthy();
  });
});

describe('text fields after a message', () => {
  it('check again while the visitor retypes, once a message has been shown', async () => {
    render(<RequestForm definition={definition} service={null} />);
    fireEvent.change(screen.getByLabelText(/Project type/), { target: { value: 'Other' } });
    next();
    await screen.findByText('Step 2 of 4');
    next();
    await screen.findByText('First name is required');
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'A' } });
    await waitFor(() => expect(screen.queryByText('First name is required')).toBeNull());
    const email = screen.getByLabelText(/Email/);
    fireEvent.change(email, { target: { value: 'ada@' } });
    await screen.findByText('Invalid email format');
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    await waitFor(() => expect(screen.queryByText('Invalid email format')).toBeNull());
  });
});

describe('step 4: Review', () => {
  it('lists what was filled in, with option labels, and leaves out empty optional items', () => {
    const values = {
      project: 'Digital / Web',
      project_type: '',
      explanation: '',
      first_name: 'Ada',
      last_name: 'Lovelace',
      title: '',
      company: 'Analytical Engines',
      email: 'ada@example.com',
      phone: '',
      research: 'Referral',
      budget: 'Less than $20,000',
      timeline: '3-6-months',
      next_step: 'Discuss over the phone',
    };
    render(<ReviewSummary definition={definition} values={values} />);
    expect(screen.getByText('3-6 months')).toBeTruthy();
    expect(screen.getByText('Analytical Engines')).toBeTruthy();
    expect(screen.queryByText('Title')).toBeNull();
    expect(screen.queryByText('Phone')).toBeNull();
    expect(screen.queryByText('Specific project type')).toBeNull();
  });
});

describe('draft', () => {
  it('keeps what was typed in localStorage, with one idempotency key', async () => {
    render(<RequestForm definition={definition} service={null} />);
    fireEvent.change(screen.getByLabelText(/Tell us about your project/), { target: { value: 'A new website' } });
    await waitFor(() => expect(window.localStorage.getItem('agency.request-draft.v1')).toContain('A new website'));
    const draft = JSON.parse(window.localStorage.getItem('agency.request-draft.v1')!) as { idempotencyKey: string };
    expect(draft.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });
});
