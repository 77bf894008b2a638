// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DRAFT_STORAGE_KEY } from './request-draft';
import { RequestForm } from './request-form';
import { definition, definitionAskingConsent, setUpRequestFormTests } from './request-form.test-setup';

setUpRequestFormTests();

// The review step's privacy notice and consent checkbox (docs/product.md "Step 4: Review").

const VALUES = {
  project: 'Other',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  research: 'Referral',
  budget: 'Less than $20,000',
  timeline: 'flexible',
  next_step: 'Discuss over the phone',
};

/** A draft saved on the review step: the form opens there. */
function draftOnReview(values: Record<string, string> = VALUES) {
  window.localStorage.setItem(
    DRAFT_STORAGE_KEY,
    JSON.stringify({ values, step: 3, idempotencyKey: 'draft-key-0001', service: null, updatedAt: Date.now() }),
  );
}

/** Every /submit the form sent, its body parsed. */
function submitted() {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => String(url).endsWith('/submit'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

/** /submit answers with `response`; everything else as the shared setup does. */
function answerSubmit(response: () => Response) {
  vi.mocked(fetch).mockImplementation(async (url) =>
    String(url).endsWith('/submit')
      ? response()
      : new Response(JSON.stringify({ data: { valid: true } }), { status: 200 }),
  );
}

const created = () => new Response(JSON.stringify({ data: { id: 'r1' } }), { status: 201 });

describe('the privacy notice on the review step', () => {
  it('says that submitting agrees to the notice, links it in a new tab, and sends the version shown', async () => {
    draftOnReview();
    answerSubmit(created);
    render(<RequestForm definition={definition} service={null} />);
    await screen.findByText('Step 4 of 4');
    const line = screen.getByText(/By submitting this request you agree to our/);
    expect(line.textContent).toBe('By submitting this request you agree to our privacy notice (opens in a new tab).');
    const link = screen.getByRole('link', { name: 'privacy notice (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('checkbox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Request Submitted!');
    expect(submitted()).toHaveLength(1);
    expect(submitted()[0]).toMatchObject({ privacy_notice_version: '2026-11', consent_given: false });
  });

  it('while Site Settings require it: a required checkbox, its message at Submit, and nothing sent without the tick', async () => {
    draftOnReview();
    answerSubmit(created);
    render(<RequestForm definition={definitionAskingConsent} service={null} />);
    await screen.findByText('Step 4 of 4');
    expect(screen.queryByText(/By submitting this request/)).toBeNull();
    const checkbox = screen.getByRole('checkbox', { name: /I agree to the privacy notice/ });
    expect(checkbox.hasAttribute('required')).toBe(true);
    expect(screen.getByRole('link', { name: /privacy notice/ }).getAttribute('href')).toBe('/privacy');

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const message = await screen.findByText('Please agree to the privacy notice');
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(checkbox.getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(checkbox));
    expect(submitted()).toEqual([]);

    fireEvent.click(checkbox);
    await waitFor(() => expect(screen.queryByText('Please agree to the privacy notice')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Request Submitted!');
    expect(submitted()).toHaveLength(1);
    expect(submitted()[0]).toMatchObject({ privacy_notice_version: '2026-11', consent_given: true });
  });

  it('unticking the box shows the message at once', async () => {
    draftOnReview();
    render(<RequestForm definition={definitionAskingConsent} service={null} />);
    await screen.findByText('Step 4 of 4');
    const checkbox = screen.getByRole('checkbox', { name: /I agree to the privacy notice/ });
    fireEvent.click(checkbox);
    fireEvent.click(checkbox);
    await screen.findByText('Please agree to the privacy notice');
  });

  it('shows the checkbox with the server’s message when the server asks for a tick the definition did not', async () => {
    draftOnReview();
    answerSubmit(
      () =>
        new Response(
          JSON.stringify({
            errors: [
              {
                message: 'Please agree to the privacy notice',
                extensions: { code: 'FAILED_VALIDATION', field: 'consent_given', step: 3 },
              },
            ],
          }),
          { status: 400 },
        ),
    );
    render(<RequestForm definition={definition} service={null} />);
    await screen.findByText('Step 4 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Please agree to the privacy notice');
    const checkbox = screen.getByRole('checkbox', { name: /I agree to the privacy notice/ });
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Step 4 of 4')).toBeTruthy();
  });
});
