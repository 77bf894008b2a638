// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CardGrid } from './cards';

const image = { id: 'f1', width: 1600, height: 900, description: 'A phone showing the booking screen', title: null };

describe('a grid of linked cards', () => {
  it('names each link by its text alone: the image inside it is decorative there', async () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <CardGrid items={[{ to: '/creative-services/web', title: 'Web design', text: 'Sites that sell.', image }]} />
        ),
      },
    ]);
    render(<Stub />);
    const link = await screen.findByRole('link');
    expect(link.textContent).toContain('Web design');
    expect(link.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img', { name: image.description })).toBeNull();
  });
});
