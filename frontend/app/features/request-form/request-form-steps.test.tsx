// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestForm } from './request-form';
import { definition, next, setUpRequestFormTests } from './request-form.test-setup';
import { ReviewSummary } from './review-summary';

setUpRequestFormTests();

/** Steps 1 and 2 with valid answers, ending on step 3; the rendered form is returned. */
async function toStep3() {
  const rendered = render(<RequestForm definition={definition} service={null} />);
  fireEvent.change(screen.getByLabelText(/Project type/), { target: { value: 'Other' } });
  next();
  await screen.findByText('Step 2 of 4');
  fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Lovelace' } });
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@example.com' } });
  next();
  await screen.findByText('Step 3 of 4');
  return rendered;
}

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

describe('a reopened form', () => {
  it('shows no message on a field nobody touched: the draft restores step 3 with its fields empty', async () => {
    const first = await toStep3();
    await waitFor(() => expect(window.localStorage.getItem('agency.request-draft.v1')).toContain('"step":2'));
    first.unmount();
    // The drawer closed and opened again: a new form, restored from the draft.
    render(<RequestForm definition={definition} service={null} />);
    await screen.findByText('Step 3 of 4');
    expect(screen.getByLabelText<HTMLInputElement>(/First name/).value).toBe('Ada');
    for (const message of [
      'Please select your budget',
      'Please select your timeline',
      'Please select the next step',
      'Please select how you found us',
    ])
      expect(screen.queryByText(message)).toBeNull();
    // Pressing Next still says what is missing.
    next();
    await screen.findByText('Please select your budget');
  });
});
