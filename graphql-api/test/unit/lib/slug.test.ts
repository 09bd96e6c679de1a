import { MAX_SLUG_BASE, normalizeSlugLookup, slugCandidate, slugify } from '../../../src/lib/slug';

describe('turning a job title into its page name (lowercase, whitespace to hyphens)', () => {
  test('lowercase, every whitespace run becomes one hyphen, ends trimmed', () => {
    expect(slugify('  Senior   React Developer\t(Remote) ')).toBe(
      'senior-react-developer-(remote)',
    );
  });

  test('characters that mean something in a URL are kept; links encode them', () => {
    const slug = slugify('C# / .NET Dev? 100% Remote');
    expect(slug).toBe('c#-/-.net-dev?-100%-remote');
    // The page name, decoded from its link, looks up that same slug.
    expect(normalizeSlugLookup(decodeURIComponent(encodeURIComponent(slug)))).toBe(slug);
  });

  test('accents and emoji survive, and the same title typed two ways gives one slug', () => {
    expect(slugify('Café Développeur 🚀')).toBe('café-développeur-🚀');
    expect(slugify('Cafe\u0301')).toBe(slugify('Café'));
  });

  test('a very long title is cut without splitting an emoji', () => {
    const slug = slugify('🚀'.repeat(300));
    expect(Array.from(slug)).toHaveLength(MAX_SLUG_BASE);
    expect(slug).toBe('🚀'.repeat(MAX_SLUG_BASE));
  });

  test('collisions get -2, -3', () => {
    expect(slugCandidate('react-dev', 1)).toBe('react-dev');
    expect(slugCandidate('react-dev', 2)).toBe('react-dev-2');
    expect(slugCandidate('react-dev', 3)).toBe('react-dev-3');
  });

  test('a looked-up slug is compared in the same form it was made', () => {
    expect(normalizeSlugLookup(' React-Dev ')).toBe('react-dev');
    expect(normalizeSlugLookup('cafe\u0301')).toBe('café');
  });
});
