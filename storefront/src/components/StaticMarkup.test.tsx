/**
 * @jest-environment jsdom
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { Chip } from '@mui/material';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from './Footer';
import { JobCard } from './JobCard';
import { StaticMarkup } from './StaticMarkup';
import { Hero } from '../routes/landing/Hero';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Renders `children` inside StaticMarkup as the browser does on a client-side navigation (act rethrows what stops it). */
function renderInside(children: ReactNode): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root!.render(
      <MemoryRouter>
        <StaticMarkup>{children}</StaticMarkup>
      </MemoryRouter>,
    ),
  );
  return container;
}

describe('StaticMarkup refuses what needs JavaScript, which the server-rendered part never gets', () => {
  test('a form in it stops the render and names the controls', () => {
    expect(() =>
      renderInside(
        <form onSubmit={() => undefined}>
          <input name="email" />
        </form>,
      ),
    ).toThrow(/cannot hold: form; input\. Move it out of <StaticMarkup>/);
  });

  test('an element with a click handler stops the render', () => {
    expect(() => renderInside(<div onClick={() => undefined}>Show more</div>)).toThrow(
      /cannot hold: div with onClick/,
    );
  });

  test('a clickable chip stops the render; a plain one, as on a job card, is fine', () => {
    expect(() => renderInside(<Chip label="Remote" onClick={() => undefined} />)).toThrow(
      /cannot hold: div with .*onClick/,
    );
    expect(renderInside(<Chip label="Remote" />).textContent).toBe('Remote');
  });

  test('a job card, its chips and Read More included, renders in it', () => {
    const job = {
      __typename: 'Job',
      id: 'j1',
      slug: 'rust-dev',
      title: 'Rust Dev',
      company: 'Acme',
      jobType: 'CONTRACT',
      jobLocation: 'REMOTE',
      city: null,
      region: 'INDIA',
      salary: '₹8 LPA',
    } as const;
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    act(() =>
      root!.render(
        <MemoryRouter>
          <JobCard job={job} />
        </MemoryRouter>,
      ),
    );
    expect(container.textContent).toContain('Remote in India');
    expect(container.querySelector('a[href="/page-details/rust-dev"]')?.textContent).toMatch(
      /^Read More/,
    );
  });

  test('text and links to other pages are fine: the footer and the hero render in it', () => {
    const container = renderInside(
      <>
        <Hero />
        <Footer />
      </>,
    );
    expect(container.querySelectorAll('a[href]').length).toBeGreaterThan(3);
    expect(container.querySelector('footer, [role="contentinfo"]')).not.toBeNull();
  });
});
