import { describe, expect, test } from '@jest/globals';
import {
  courseFormErrors,
  courseFormFromCourse,
  emptyCourseForm,
  emptyModule,
  isYouTubeVideoUrl,
  toCourseSubmission,
  validateCourseForm,
  withoutModuleErrors,
  type CourseFormValues,
} from './course-form';

const valid = (): CourseFormValues => ({
  title: 'React from zero',
  price: '499',
  description: 'Build real apps',
  fullBlog: '<p>Overview</p>',
  modules: [
    {
      ...emptyModule(),
      subTitle: 'Setup',
      blog: '<p>Install</p>',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    },
  ],
});

describe('course form rules', () => {
  test('a complete course has no errors and is sent trimmed, with the price as a number', () => {
    const values = { ...valid(), title: '  React from zero ', price: ' 499.50 ' };
    expect(validateCourseForm(values)).toEqual({});
    expect(toCourseSubmission(values)).toEqual({
      title: 'React from zero',
      price: 499.5,
      description: 'Build real apps',
      fullBlog: '<p>Overview</p>',
      modules: [
        { subTitle: 'Setup', blog: '<p>Install</p>', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' },
      ],
    });
  });

  test('a course loaded for editing sends its modules back with their ids; a module added in the form has none', () => {
    const values = courseFormFromCourse({
      id: 'c1',
      title: 'React from zero',
      price: 499,
      modules: [
        { id: 'm1', subTitle: 'Setup', blog: '<p>Install</p>', videoUrl: null },
        {
          id: 'm2',
          subTitle: 'Hooks',
          blog: null,
          videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        },
      ],
    });
    values.modules.splice(1, 0, { ...emptyModule(), subTitle: 'State' });
    expect(toCourseSubmission(values).modules).toEqual([
      { id: 'm1', subTitle: 'Setup', blog: '<p>Install</p>', videoUrl: '' },
      { subTitle: 'State', blog: '', videoUrl: '' },
      {
        id: 'm2',
        subTitle: 'Hooks',
        blog: '',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      },
    ]);
    expect(toCourseSubmission(values).modules[1]).not.toHaveProperty('id');
  });

  test('a blank form names the title, the price and the module subtitle', () => {
    expect(validateCourseForm(emptyCourseForm())).toEqual({
      title: 'Enter a course title',
      price: 'Enter a price in rupees',
      'modules.0.subTitle': 'Give module 1 a subtitle',
    });
  });

  test.each([
    ['-1', 'The price cannot be negative'],
    ['-0.5', 'The price cannot be negative'],
    ['abc', 'Enter the price as a number, like 499 or 499.50'],
    ['1,499', 'Enter the price as a number, like 499 or 499.50'],
    ['1e3', 'Enter the price as a number, like 499 or 499.50'],
    ['499.999', 'Use at most two decimals (paise)'],
    // The API's range (contract/course-rules.ts): Razorpay's smallest order is ₹1.
    ['0', 'The price must be at least ₹1'],
    ['0.99', 'The price must be at least ₹1'],
    ['1000000.01', 'The price can be at most ₹10,00,000'],
  ])('the price %s is refused: %s', (price, message) => {
    expect(validateCourseForm({ ...valid(), price }).price).toBe(message);
  });

  test.each(['1', '499', '499.5', '499.50', '1000000'])('the price %s is accepted', (price) => {
    expect(validateCourseForm({ ...valid(), price }).price).toBeUndefined();
  });

  test('each module is checked on its own, by position', () => {
    const values = valid();
    values.modules.push({ ...emptyModule(), subTitle: ' ', videoUrl: 'https://vimeo.com/1234' });
    expect(validateCourseForm(values)).toEqual({
      'modules.1.subTitle': 'Give module 2 a subtitle',
      'modules.1.videoUrl':
        'Enter a YouTube video link, like https://www.youtube.com/watch?v=… or https://youtu.be/…',
    });
  });

  test.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'http://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'youtu.be/dQw4w9WgXcQ',
    ' www.youtube.com/watch?v=dQw4w9WgXcQ ',
  ])('%s is a YouTube video', (url) => {
    expect(isYouTubeVideoUrl(url)).toBe(true);
  });

  test.each([
    'https://vimeo.com/123456',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC1234567890',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ',
    'javascript:alert("https://youtu.be/dQw4w9WgXcQ")',
    'ftp://youtu.be/dQw4w9WgXcQ',
    // Links the API does not take (decision 021): the form refuses them before sending.
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/live/dQw4w9WgXcQ',
  ])('%s is not a YouTube video', (url) => {
    expect(isYouTubeVideoUrl(url)).toBe(false);
  });
});

describe('server field errors on the form', () => {
  test('the API field names land on the form fields, other names are left out', () => {
    expect(
      courseFormErrors({
        'input.title': 'Title is taken',
        price: 'Too expensive',
        'input.modules[2].videoUrl': 'Not a YouTube link',
        'modules.0.subTitle': 'Required',
        'modules[1].blog': 'Too large',
        slug: 'Not a form field',
      }),
    ).toEqual({
      title: 'Title is taken',
      price: 'Too expensive',
      'modules.2.videoUrl': 'Not a YouTube link',
      'modules.0.subTitle': 'Required',
      'modules.1.blog': 'Too large',
    });
  });

  test('removing a module drops its errors and moves the later ones up', () => {
    expect(
      withoutModuleErrors(
        {
          title: 't',
          'modules.0.subTitle': 'a',
          'modules.1.subTitle': 'b',
          'modules.2.videoUrl': 'c',
        },
        1,
      ),
    ).toEqual({ title: 't', 'modules.0.subTitle': 'a', 'modules.1.videoUrl': 'c' });
  });
});
