import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../lib/theme';
import { CourseForm } from './CourseForm';
import type { CourseFormCourse, CourseFormErrors, CourseSubmission } from './course-form';

/** The form rendered in jsdom and used through its DOM: labels, buttons, what a person sees. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

type Submit = (values: CourseSubmission, id: string | undefined) => Promise<void>;

/** A page holding the form, as the course manager will: it passes server errors after a failed save. */
function Harness({
  course,
  submit,
  failWith,
}: {
  course?: CourseFormCourse;
  submit: Submit;
  failWith?: CourseFormErrors;
}) {
  const [serverErrors, setServerErrors] = useState<CourseFormErrors>();
  const [editing, setEditing] = useState(course);
  async function onSubmit(values: CourseSubmission, id: string | undefined) {
    try {
      await submit(values, id);
    } catch (error) {
      if (failWith) setServerErrors(failWith);
      throw error;
    }
  }
  return (
    <ThemeProvider theme={theme}>
      <CourseForm
        initialCourse={editing}
        onSubmit={onSubmit}
        serverErrors={serverErrors}
        onReset={() => setEditing(undefined)}
      />
    </ThemeProvider>
  );
}

async function render(props: Parameters<typeof Harness>[0]) {
  await act(async () => root.render(<Harness {...props} />));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0))); // Slate shows its placeholder after a tick
}

const heading = () => container.querySelector('h2')?.textContent;
const buttons = (name: string) =>
  Array.from(container.querySelectorAll('button')).filter(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );
const button = (name: string) => {
  const [found] = buttons(name);
  if (!found) throw new Error(`No button "${name}"`);
  return found;
};
const modules = () => Array.from(container.querySelectorAll<HTMLElement>('[role="group"]'));
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const moduleField = (n: number, name: 'subTitle' | 'videoUrl') =>
  modules()[n - 1].querySelector<HTMLInputElement>(`input[id$="-${name}"]`)!;
const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

async function click(element: HTMLElement) {
  await act(async () => element.click());
}
async function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  // React listens for the input event and reads the value through the prototype's setter.
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const HTML = {
  overview:
    '<h1>Welcome</h1><p>With <strong>bold</strong> and <a href="https://react.dev">a link</a></p>',
  setup: '<ul><li class="indent-1">Install</li></ul>',
  hooks: '<pre><code>useState()</code></pre>',
};
const COURSE = {
  id: 'course-1',
  title: 'React from zero',
  price: 499,
  description: 'Build real apps',
  fullBlog: HTML.overview,
  modules: [
    { subTitle: 'Setup', blog: HTML.setup, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' },
    { subTitle: 'Hooks', blog: HTML.hooks, videoUrl: '' },
  ],
} satisfies CourseFormCourse;

describe('course form', () => {
  test('opens in create mode: one blank module, no Remove, no Cancel', async () => {
    await render({ submit: async () => {} });
    expect(heading()).toBe('Create New Course');
    expect(modules()).toHaveLength(1);
    expect(field('course-title').placeholder).toBe('Course Title');
    expect(field('course-price').placeholder).toBe('Course Price (INR)');
    expect(modules()[0].querySelector('[data-slate-placeholder]')?.textContent).toBe(
      'Write the full blog content here...',
    );
    expect(buttons('Remove module 1')).toHaveLength(0);
    expect(buttons('Cancel')).toHaveLength(0);
    expect(buttons('Create Course')).toHaveLength(1);
  });

  test('+ Add Module adds a blank block; Remove shows only while more than one exists and removes that one', async () => {
    await render({ submit: async () => {} });
    await type(moduleField(1, 'subTitle'), 'First');
    await click(button('+ Add Module'));
    expect(modules().map((m) => m.querySelector('h4')?.textContent)).toEqual([
      'Module 1',
      'Module 2',
    ]);
    expect(moduleField(2, 'subTitle').value).toBe('');
    expect(document.activeElement).toBe(moduleField(2, 'subTitle'));
    await type(moduleField(2, 'subTitle'), 'Second');
    await click(button('Remove module 1'));
    expect(modules()).toHaveLength(1);
    expect(moduleField(1, 'subTitle').value).toBe('Second');
    expect(buttons('Remove module 1')).toHaveLength(0);
  });

  test('bad input is refused with a message on each field, and nothing is submitted', async () => {
    const submit = jest.fn<Submit>(async () => {});
    await render({ submit });
    await type(field('course-price'), '-10');
    await type(moduleField(1, 'videoUrl'), 'https://vimeo.com/1234');
    await click(button('Create Course'));
    expect(submit).not.toHaveBeenCalled();
    expect(errorOf(field('course-title'))).toBe('Enter a course title');
    expect(errorOf(field('course-price'))).toBe('The price cannot be negative');
    expect(errorOf(moduleField(1, 'subTitle'))).toBe('Give module 1 a subtitle');
    expect(errorOf(moduleField(1, 'videoUrl'))).toMatch(/^Enter a YouTube video link/);
    expect(document.activeElement).toBe(field('course-title'));
    await type(field('course-price'), 'abc');
    expect(field('course-price').getAttribute('aria-invalid')).toBe('false'); // typing clears the field's error
  });

  test('edit mode loads every field, rich text included; Update Course sends it back unchanged, then the form is blank again', async () => {
    const submit = jest.fn<Submit>(async () => {});
    await render({ course: COURSE, submit });
    expect(heading()).toBe('Edit Course');
    expect(field('course-title').value).toBe('React from zero');
    expect(field('course-price').value).toBe('499');
    expect(field('course-description').value).toBe('Build real apps');
    const overview = field('course-fullBlog');
    expect(overview.querySelector('h1')?.textContent).toBe('Welcome');
    expect(overview.querySelector('strong')?.textContent).toBe('bold');
    expect(overview.querySelector('a')?.getAttribute('href')).toBe('https://react.dev');
    expect(modules()).toHaveLength(2);
    expect(modules()[0].querySelector('li.indent-1')?.textContent).toBe('Install');
    expect(modules()[1].querySelector('pre code')?.textContent).toBe('useState()');
    expect(buttons('Cancel')).toHaveLength(1);

    await click(button('Update Course'));
    const { id, ...unchanged } = COURSE;
    expect(submit).toHaveBeenCalledWith(unchanged, id);
    expect(heading()).toBe('Create New Course');
    expect(field('course-title').value).toBe('');
    expect(modules()).toHaveLength(1);
    expect(moduleField(1, 'subTitle').value).toBe('');
    expect(buttons('Cancel')).toHaveLength(0);
  });

  test('a failed save keeps everything typed and shows the server field errors', async () => {
    const submit = jest.fn<Submit>(async () => Promise.reject(new Error('Save failed')));
    await render({
      course: COURSE,
      submit,
      failWith: {
        'modules.1.videoUrl': 'The server wants a YouTube link',
        title: 'Title is taken',
      },
    });
    await type(field('course-title'), 'React from zero, again');
    await click(button('Update Course'));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(heading()).toBe('Edit Course');
    expect(field('course-title').value).toBe('React from zero, again');
    expect(modules()).toHaveLength(2);
    expect(errorOf(field('course-title'))).toBe('Title is taken');
    expect(errorOf(moduleField(2, 'videoUrl'))).toBe('The server wants a YouTube link');
    expect(document.activeElement).toBe(field('course-title'));
    expect(button('Update Course').disabled).toBe(false);
  });

  test('Cancel leaves edit mode for a blank create form without saving', async () => {
    const submit = jest.fn<Submit>(async () => {});
    await render({ course: COURSE, submit });
    await click(button('Cancel'));
    expect(submit).not.toHaveBeenCalled();
    expect(heading()).toBe('Create New Course');
    expect(field('course-title').value).toBe('');
    expect(modules()).toHaveLength(1);
  });
});
