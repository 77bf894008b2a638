// @vitest-environment happy-dom
import { render, screen, waitFor, fireEvent, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { radioColumns } from './form-fields';
import { REQUEST_FORM_OPENED_EVENT } from './outbox/outbox-storage';
import { RequestForm } from './request-form';
import { definition, next, setUpRequestFormTests } from './request-form.test-setup';

setUpRequestFormTests();

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

describe('opening', () => {
  // The outbox sender's gate, above the form, fetches the sender's code when it hears this
  // (sender/outbox-sender-gate.tsx; docs/frontend-layers.md).
  it('announces on window that a request form opened', () => {
    const opened = vi.fn();
    window.addEventListener(REQUEST_FORM_OPENED_EVENT, opened);
    try {
      render(<RequestForm definition={definition} service={null} />);
      expect(opened).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(REQUEST_FORM_OPENED_EVENT, opened);
    }
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
